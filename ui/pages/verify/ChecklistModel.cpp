#include "ChecklistModel.h"

#include <QApplication>
#include <QDate>
#include <QFont>
#include <QLocale>
#include <QPalette>

#include "document/ProjectDocument.h"
#include "i18n/DisplayText.h"
#include "i18n/FindingText.h"
#include "verify/ChecklistSummary.h"
#include "widgets/StatusIcons.h"

using namespace suanpan;

namespace {

// internalId of a checklist row; item rows carry their checklist's row + 1.
constexpr quintptr kChecklistRow = 0;

const ChecklistEntry *lastEntry(const std::vector<ChecklistEntry> &entries,
                                const std::string &itemId, const std::string &optionId)
{
    // The last entry of a key is the one in force (ChecklistSummary.h).
    for (auto it = entries.rbegin(); it != entries.rend(); ++it)
        if (it->itemId == itemId && it->optionId == optionId)
            return &*it;
    return nullptr;
}

QString firstLine(const std::string &text)
{
    return QString::fromStdString(text).section(QLatin1Char('\n'), 0, 0);
}

} // namespace

ChecklistModel::ChecklistModel(ProjectDocument *document, QObject *parent)
    : QAbstractItemModel(parent), m_document(document)
{
    if (const auto &builtin = builtinChecklists())
        m_templates = builtin.value();
    connect(document, &ProjectDocument::checklistChanged, this, &ChecklistModel::allChanged);
    connect(document, &ProjectDocument::reset, this, &ChecklistModel::allChanged);
}

void ChecklistModel::setOptionId(const std::string &optionId)
{
    if (optionId == m_optionId)
        return;
    m_optionId = optionId;
    allChanged();
}

void ChecklistModel::allChanged()
{
    for (int t = 0; t < int(m_templates.size()); ++t) {
        const QModelIndex parent = index(t, 0);
        emit dataChanged(index(t, 0), index(t, ColumnCount - 1));
        const int items = rowCount(parent);
        if (items > 0)
            emit dataChanged(index(0, 0, parent), index(items - 1, ColumnCount - 1, parent));
    }
}

void ChecklistModel::retranslate()
{
    allChanged();
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

const ChecklistItem *ChecklistModel::item(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == kChecklistRow)
        return nullptr;
    const auto &items = m_templates[index.internalId() - 1].items;
    return &items[std::size_t(index.row())];
}

QModelIndex ChecklistModel::indexOf(const std::string &itemId, int column) const
{
    for (std::size_t t = 0; t < m_templates.size(); ++t)
        for (std::size_t i = 0; i < m_templates[t].items.size(); ++i)
            if (m_templates[t].items[i].id == itemId)
                return createIndex(int(i), column, quintptr(t + 1));
    return {};
}

const ChecklistEntry *ChecklistModel::entryFor(const std::string &itemId) const
{
    const auto &entries = m_document->project().checklist;
    if (!m_optionId.empty())
        if (const ChecklistEntry *own = lastEntry(entries, itemId, m_optionId))
            return own;
    return lastEntry(entries, itemId, {});
}

bool ChecklistModel::isInherited(const std::string &itemId) const
{
    const ChecklistEntry *e = entryFor(itemId);
    return e && !m_optionId.empty() && e->optionId.empty();
}

QModelIndex ChecklistModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < int(m_templates.size()) ? createIndex(row, column, kChecklistRow)
                                             : QModelIndex();
    if (parent.internalId() != kChecklistRow || parent.column() != 0)
        return {};
    if (row >= int(m_templates[std::size_t(parent.row())].items.size()))
        return {};
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex ChecklistModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kChecklistRow)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kChecklistRow);
}

int ChecklistModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_templates.size());
    if (parent.internalId() != kChecklistRow || parent.column() != 0)
        return 0;
    return int(m_templates[std::size_t(parent.row())].items.size());
}

int ChecklistModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant ChecklistModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (const ChecklistItem *i = item(index))
        return itemData(*i, index.column(), role);
    return checklistData(index.row(), index.column(), role);
}

QVariant ChecklistModel::checklistData(int row, int column, int role) const
{
    const ChecklistTemplate &t = m_templates[std::size_t(row)];
    if (role == Qt::FontRole) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role != Qt::DisplayRole)
        return {};
    if (column == TitleColumn)
        return FindingText::text(t.title);
    if (column == StatusColumn) {
        // Of the items that concern the option (ChecklistSummary counts so too).
        int done = 0;
        int items = 0;
        for (const ChecklistItem &i : t.items) {
            if (notForOption(i))
                continue;
            ++items;
            done += statusOf(m_document->project().checklist, i.id, m_optionId) !=
                    CheckStatus::NotChecked;
        }
        //: Progress of one checklist: %1 items of %2 have a status
        return tr("%1 of %2 checked").arg(done).arg(items);
    }
    return {};
}

std::optional<Supply> ChecklistModel::supply() const
{
    return supplyOf(m_document->project(), m_document->catalog(), m_optionId);
}

bool ChecklistModel::notForOption(const ChecklistItem &item) const
{
    const std::optional<Supply> s = supply();
    return s && !item.appliesToSupply(*s);
}

QVariant ChecklistModel::itemData(const ChecklistItem &item, int column, int role) const
{
    const ChecklistEntry *entry = entryFor(item.id);
    const CheckStatus status = entry ? entry->status : CheckStatus::NotChecked;
    const bool inherited = isInherited(item.id);
    // An item that does not concern how the option gets its cards is shown
    // greyed, says so, and is in no count (ChecklistSummary).
    const bool notFor = notForOption(item);
    if (role == ItemIdRole)
        return QString::fromStdString(item.id);
    if (role == Qt::ForegroundRole && notFor)
        return QApplication::palette().color(QPalette::Disabled, QPalette::Text);
    if (role == Qt::ToolTipRole && notFor && column == TitleColumn)
        //: Tooltip of a checklist item that does not concern the option; %1 how the
        //: option gets its cards ("renting from a GPU cloud")
        return FindingText::text(item.title) + QStringLiteral("\n\n") +
               tr("Not counted for this option: it does not concern %1.")
                   .arg(FindingText::supply(*supply()));
    if (role == Qt::DisplayRole && notFor && column == StatusColumn &&
        status == CheckStatus::NotChecked)
        //: Status of a checklist item that does not concern the option
        return tr("Not for this option");
    if (role == Qt::FontRole && inherited && column != TitleColumn) {
        QFont italic;
        italic.setItalic(true);
        return italic;
    }
    if (role == Qt::ToolTipRole) {
        // The title may be elided in its column: the tooltip has all of it.
        if (column == TitleColumn)
            return FindingText::text(item.title) + QStringLiteral("\n\n") +
                   FindingText::text(item.why);
        if (inherited)
            return tr("Checked for the whole project; this option has no check of its own.");
        // The who and note columns elide a long text (VerifyPage): whole here.
        if (column == NoteColumn && entry)
            return QString::fromStdString(entry->note);
        if (column == CheckedByColumn && entry && !entry->checkedBy.empty())
            return QString::fromStdString(entry->checkedBy);
        return {};
    }
    // Unchecked rows stay plain, so the checked ones stand out.
    if (role == Qt::DecorationRole && column == StatusColumn && status != CheckStatus::NotChecked)
        return statusIcon(status);
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case TitleColumn:
        return FindingText::text(item.title);
    case SeverityColumn:
        return FindingText::severity(item.severity);
    case StatusColumn:
        return FindingText::status(status);
    case CheckedByColumn:
        return entry ? QString::fromStdString(entry->checkedBy) : QString();
    case DateColumn: {
        if (!entry)
            return {};
        const QDate date = QDate::fromString(QString::fromStdString(entry->date), Qt::ISODate);
        return date.isValid() ? DisplayText::date(date) : QString::fromStdString(entry->date);
    }
    case NoteColumn:
        return entry ? firstLine(entry->note) : QString();
    }
    return {};
}

QVariant ChecklistModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TitleColumn:
        //: Column header: what to check
        return tr("Check");
    case SeverityColumn:
        return tr("Severity");
    case StatusColumn:
        return tr("Status");
    case CheckedByColumn:
        //: Column header: the person who did the check
        return tr("Checked by");
    case DateColumn:
        return tr("Date");
    case NoteColumn:
        return tr("Note");
    }
    return {};
}
