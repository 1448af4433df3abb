#pragma once

#include "catalog/Catalog.h"
#include "model/Project.h"

namespace suanpan::test {

// The built-in catalog and the embedded example project; a broken one ends
// the test run with its error code (nothing else can be tested then).
const Catalog &builtin();
Project example();

} // namespace suanpan::test
