#pragma once

#include "model/Project.h"
#include "util/Result.h"

namespace suanpan {

// The embedded example project (resources/examples/shenzhen-example.json):
// what the GUI opens on first start and `suanpan-cli project example` writes.
Result<Project> exampleProject();

// Starting points for File > New, one per scenario: a workload with sensible
// presets for that scenario and no options yet.
Project projectTemplate(Scenario scenario);

} // namespace suanpan
