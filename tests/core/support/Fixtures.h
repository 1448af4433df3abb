#pragma once

#include "catalog/Catalog.h"
#include "model/Project.h"

namespace suanpan::test {

// The built-in catalog and the embedded example project; a broken one ends
// the test run with its error code (nothing else can be tested then).
const Catalog &builtin();
Project example();
// An option of `count` cards named by its id, for projects built in a test.
Option option(const std::string &id, const std::string &card, int count,
              const std::string &facility, const std::string &contract, Acquisition acquisition);

} // namespace suanpan::test
