#pragma once

#include "model/Project.h"

namespace suanpan::test {

// Fixtures with every field away from its default (see FullProject.cpp).
Card fullCard();
Facility fullFacility();
Contract fullContract();
Workload fullWorkload();
// The four above plus an option, an assumption, two checklist entries, two
// evidence records, two switched-off cost lines and both budgets with a
// source for export-restricted cards.
Project fullProject();

} // namespace suanpan::test
