#include "OptionTableModel.h"

#include <QLocale>

#include "cost/Quotes.h"
#include "document/ChangeValue.h"
#include "document/ProjectDocument.h"
#include "i18n/DisplayText.h"
#include "i18n/LanguageManager.h"
#include "i18n/QuoteText.h"

using namespace suanpan;

OptionTableModel::OptionTableModel(ProjectDocument *document, QObject *parent)
    : QAbstractTableModel(parent), m_document(document)
{
    connect(document, &ProjectDocument::aboutToReset, this, [this] { beginResetModel(); });
    connect(document, &ProjectDocument::reset, this, [this] { endResetModel(); });
    connect(document, &ProjectDocument::optionAboutToBeInserted, this,
            [this](int row) { beginInsertRows({}, row, row); });
    connect(document, &ProjectDocument::optionInserted, this, [this] { endInsertRows(); });
    connect(document, &ProjectDocument::optionAboutToBeRemoved, this,
            [this](int row) { beginRemoveRows({}, row, row); });
    connect(document, &ProjectDocument::optionRemoved, this, [this] { endRemoveRows(); });
    connect(document, &ProjectDocument::optionChanged, this,
            [this](int row) { emit dataChanged(index(row, 0), index(row, ColumnCount - 1)); });
    connect(LanguageManager::instance(), &LanguageManager::languageChanged, this,
            &OptionTableModel::retranslate);
    // The user's catalog entries name the cards, facilities and contracts shown.
    connect(document, &ProjectDocument::catalogChanged, this, &OptionTableModel::retranslate);
}

int OptionTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_document->project().options.size());
}

int OptionTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OptionTableModel::display(int row, int column) const
{
    const Option &o = m_document->project().options[std::size_t(row)];
    const Catalog &catalog = m_document->catalog();
    switch (column) {
    case Name:
        return DisplayText::name(o);
    case Card:
        if (const suanpan::Card *card = catalog.findCard(o.cardId))
            return DisplayText::cardName(*card);
        return DisplayText::unknownEntry(o.cardId);
    case Count:
        return QLocale().toString(o.cardCount);
    case Facility:
        if (const suanpan::Facility *facility = catalog.findFacility(o.facilityId))
            return DisplayText::facilityName(*facility);
        return DisplayText::unknownEntry(o.facilityId);
    case Contract:
        // Priced from a provider's quote: its terms are the quote's.
        if (const ProviderQuote *q = findQuote(m_document->project(), o.quoteId))
            return QuoteText::source(*q);
        if (o.contractId.empty())
            return DisplayText::noContract(o.acquisition);
        if (const suanpan::Contract *contract = catalog.findContract(o.contractId))
            return DisplayText::contractName(*contract);
        return DisplayText::unknownEntry(o.contractId);
    case Acquisition:
        return DisplayText::acquisition(o.acquisition);
    default:
        return {};
    }
}

QString OptionTableModel::nameTip(const suanpan::Option &o)
{
    // The name column is the one that gives way on a narrow window: its
    // tooltip has the name whole, then the notes.
    QString tip = DisplayText::name(o);
    if (!o.notes.empty())
        tip += QLatin1String("\n\n") + QString::fromStdString(o.notes);
    return tip;
}

QVariant OptionTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Option &o = m_document->project().options[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return display(index.row(), index.column());
    case Qt::ToolTipRole:
        return index.column() == Name ? nameTip(o) : QVariant();
    case Qt::CheckStateRole:
        if (index.column() == Chosen)
            return o.chosen ? Qt::Checked : Qt::Unchecked;
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == Count)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

QVariant OptionTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Name");
    case Card:
        //: Table column: the accelerator card model
        return tr("Card");
    case Count:
        //: Table column: number of cards
        return tr("Cards");
    case Facility:
        //: Table column: where the cards run
        return tr("Facility");
    case Contract:
        return tr("Contract");
    case Acquisition:
        //: Table column: rent, host or build
        return tr("Acquisition");
    case Chosen:
        //: Table column: option shortlisted for the presentation
        return tr("Shortlisted");
    default:
        return {};
    }
}

Qt::ItemFlags OptionTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Chosen)
        f |= Qt::ItemIsUserCheckable;
    return f;
}

bool OptionTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) ||
        index.column() != Chosen || role != Qt::CheckStateRole)
        return false;
    const bool chosen = value.toInt() == Qt::Checked;
    changeValue(m_document, index.row(), OptionFields::Chosen, chosen);
    return true;
}

void OptionTableModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}
