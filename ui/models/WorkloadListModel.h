#pragma once

#include <QAbstractListModel>

class ProjectDocument;

namespace suanpan {
struct Workload;
}

// The project's workloads as a list: a thin adapter over ProjectDocument that
// forwards its signals as model signals.
class WorkloadListModel final : public QAbstractListModel
{
    Q_OBJECT

public:
    explicit WorkloadListModel(ProjectDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // A workload's name as lists show it ("(unnamed workload)" when it is empty).
    static QString displayName(const suanpan::Workload &workload);

private:
    void retranslate();

    ProjectDocument *m_document;
};
