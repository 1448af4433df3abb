#include "WorkloadCombo.h"

#include <QComboBox>
#include <QSignalBlocker>

#include "i18n/DisplayText.h"
#include "i18n/StdText.h"
#include "model/Project.h"

using namespace suanpan;

void fillWorkloadCombo(QComboBox *combo, const Project &project, const std::string &selectedId)
{
    const QSignalBlocker block(combo);
    combo->clear();
    for (const Workload &w : project.workloads)
        combo->addItem(DisplayText::nameOrId(w), qs(w.id));
    combo->setCurrentIndex(combo->findData(qs(selectedId)));
}

void selectWorkload(QComboBox *combo, const std::string &workloadId)
{
    const QSignalBlocker block(combo);
    combo->setCurrentIndex(combo->findData(qs(workloadId)));
}

void renameWorkloadItem(QComboBox *combo, const Project &project, int index)
{
    const auto &workloads = project.workloads;
    if (index >= 0 && index < combo->count() && std::size_t(index) < workloads.size())
        combo->setItemText(index, DisplayText::nameOrId(workloads[std::size_t(index)]));
}
