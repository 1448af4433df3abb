#pragma once

#include <string>

class QComboBox;
namespace suanpan {
struct Project;
}

// The workload pickers of Compare and Charts: one item per workload, its
// name in the UI language (the id when it has none), item data = its id.

// Refills `combo` from `project` and selects `selectedId`, without signals.
void fillWorkloadCombo(QComboBox *combo, const suanpan::Project &project,
                       const std::string &selectedId);
// Selects `workloadId`, without signals.
void selectWorkload(QComboBox *combo, const std::string &workloadId);
// Renames item `index` after an edit of that workload's names.
void renameWorkloadItem(QComboBox *combo, const suanpan::Project &project, int index);
