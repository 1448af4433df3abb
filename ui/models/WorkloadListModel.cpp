#include "WorkloadListModel.h"

#include "document/ProjectDocument.h"
#include "i18n/DisplayText.h"
#include "i18n/LanguageManager.h"

WorkloadListModel::WorkloadListModel(ProjectDocument *document, QObject *parent)
    : QAbstractListModel(parent), m_document(document)
{
    connect(document, &ProjectDocument::aboutToReset, this, [this] { beginResetModel(); });
    connect(document, &ProjectDocument::reset, this, [this] { endResetModel(); });
    connect(document, &ProjectDocument::workloadAboutToBeInserted, this,
            [this](int row) { beginInsertRows({}, row, row); });
    connect(document, &ProjectDocument::workloadInserted, this, [this] { endInsertRows(); });
    connect(document, &ProjectDocument::workloadAboutToBeRemoved, this,
            [this](int row) { beginRemoveRows({}, row, row); });
    connect(document, &ProjectDocument::workloadRemoved, this, [this] { endRemoveRows(); });
    connect(document, &ProjectDocument::workloadChanged, this, [this](int row) {
        const QModelIndex i = index(row);
        emit dataChanged(i, i);
    });
    connect(LanguageManager::instance(), &LanguageManager::languageChanged, this,
            &WorkloadListModel::retranslate);
}

int WorkloadListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_document->project().workloads.size());
}

QVariant WorkloadListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const suanpan::Workload &w = m_document->project().workloads[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return displayName(w);
    case Qt::ToolTipRole:
        // Long names are elided in the list; the tooltip has all of it.
        return QStringLiteral("%1\n%2").arg(displayName(w), DisplayText::scenario(w.scenario));
    default:
        return {};
    }
}

QString WorkloadListModel::displayName(const suanpan::Workload &w)
{
    const QString name = DisplayText::name(w);
    if (name.isEmpty())
        //: A workload whose name is empty
        return tr("(unnamed workload)");
    return name;
}

void WorkloadListModel::retranslate()
{
    if (rowCount() > 0)
        emit dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole, Qt::ToolTipRole});
}
