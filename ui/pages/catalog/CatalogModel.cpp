#include "CatalogModel.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>
#include <QFont>

#include "catalog/Catalog.h"
#include "cost/Pricing.h"
#include "document/ProjectDocument.h"
#include "i18n/DisplayText.h"
#include "i18n/EstimateText.h"
#include "i18n/LanguageManager.h"
#include "i18n/MemoryFormat.h"
#include "i18n/MoneyFormat.h"
#include "i18n/StdText.h"
#include "model/CardFields.h"
#include "pages/catalog/CatalogText.h"

using namespace suanpan;
namespace C = fields::card;

namespace {

enum CardColumn {
    CardName,
    CardVendor,
    CardMemory,
    CardBandwidth,
    CardCompute,
    CardPower,
    CardLinkColumn,
    CardRent,
    CardMarket,
    CardEntry,
    CardColumns
};
enum FacilityColumn {
    FacilityName,
    FacilityKindColumn,
    FacilityDistrict,
    FacilityCards,
    FacilityPue,
    FacilityNetwork,
    FacilityCabinet,
    FacilityElectricity,
    FacilityEntry,
    FacilityColumns
};
enum ContractColumn {
    ContractName,
    ContractBilling,
    ContractPrice,
    ContractTerm,
    ContractSupport,
    ContractEntry,
    ContractColumns
};

// A figure's source: its own entry in figure_provenance, else the card's.
QString figureSource(const Card &card, const char *path)
{
    const auto it = card.figureProvenance.find(path);
    return CatalogText::provenance(it != card.figureProvenance.end() ? it->second
                                                                     : card.specProvenance);
}

// Dense peak compute at BF16 (FP16 when a card has no BF16 figure).
std::pair<double, const char *> peak(const Card &card)
{
    for (const auto &[precision, path] : {std::pair{Precision::BF16, "peak_flops.bf16"},
                                          std::pair{Precision::FP16, "peak_flops.fp16"}}) {
        const auto it = card.peakFlops.find(precision);
        if (it != card.peakFlops.end())
            return {it->second, path};
    }
    return {0.0, C::PeakFlops.path};
}

// A name's tooltip: `head` (a card's id) then the entry's notes in the UI
// language, as rich text so long notes wrap.
template <class Entry> QString withNotes(const QString &head, const Entry &entry)
{
    const QString notes = DisplayText::name(entry.notesZh, entry.notes);
    if (notes.isEmpty())
        return head;
    QString out = QLatin1String("<p>") + notes.toHtmlEscaped() + QLatin1String("</p>");
    if (!head.isEmpty())
        out.prepend(QLatin1String("<p><b>") + head.toHtmlEscaped() + QLatin1String("</b></p>"));
    return out;
}

QString paragraph(const QString &text)
{
    return QLatin1String("<p>") + text.toHtmlEscaped() + QLatin1String("</p>");
}

// The price the cost engine gives a GPU-cloud option on an hourly plan (core's
// rentPrice, with the project's price factors for converted quotes), so the
// column shows the very number Compare uses for such an option.
// A worked-out price is an estimate of an estimate: the cell shows it to
// whole yuan (tenths below 10), the tooltip exactly.
Range rounded(const Range &r)
{
    const auto round = [](double v) {
        return v >= 10.0 ? std::round(v) : std::round(v * 10.0) / 10.0;
    };
    return {round(r.low), round(r.likely), round(r.high)};
}

PriceChoice gpuCloudHourly(const Card &card, const ProjectDocument &document)
{
    AssumptionSet assumptions;
    std::vector<Error> problems; // the Assumptions page reports them
    readAssumptions(CatalogView(document.catalog(), document.project()), document.project(),
                    assumptions, problems);
    Contract hourly; // pay as you go at the hourly price: no price of its own, factor 1
    hourly.billing = BillingMode::Hourly;
    return rentPrice(card, FacilityKind::GpuCloud, hourly, assumptions);
}

// Rich text, so the tooltip wraps: how the shown price was chosen, then every
// rent quote with its channel, billing mode, basis and source.
QString rentTooltip(const Card &card, const PriceChoice &price)
{
    QString out = paragraph(CatalogModel::tr(
        "The price per card-hour of a GPU-cloud option on an hourly plan: the figure the cost "
        "engine uses for such an option."));
    if (card.rent.empty())
        return out + paragraph(CatalogModel::tr("No rent quoted."));
    if (price.otherChannel)
        //: %1 the kind of seller whose quotes were used instead, e.g. "IDC cabinet"
        out += paragraph(CatalogModel::tr("No GPU-cloud quote: taken from the %1 quotes below, "
                                          "a different kind of seller. Options priced this way "
                                          "are flagged.")
                             .arg(DisplayText::facilityKind(price.channel)));
    if (price.found && price.basis != PriceBasis::Quotes)
        //: %1 the exact price the cost engine uses, e.g. "Y16-23.82 (likely 19.23)"
        out += paragraph(CatalogModel::tr("Not an hourly quote as such: worked out from the "
                                          "card's other plans with the price factors of the "
                                          "assumptions (a monthly quote divided by the monthly "
                                          "price factor, and so on), %1 exactly.")
                             .arg(MoneyFormat::range(price.cnyPerCardHour)));
    out += paragraph(CatalogModel::tr("Every rent quote, by channel (the kind of seller):"));
    out += QLatin1String("<ul>");
    for (const PriceQuote &q : card.rent) {
        //: One rent quote: %1 its channel (GPU cloud, IDC cabinet...), %2 its billing mode,
        //: %3 its price range per card-hour
        const QString head = CatalogModel::tr("%1, %2: %3")
                                 .arg(CatalogText::channel(q.facilityKinds),
                                      CatalogText::billingMode(q.mode), MoneyFormat::range(q.cny));
        out += QLatin1String("<li><b>") + head.toHtmlEscaped() + QLatin1String("</b>");
        const QString basis = DisplayText::name(q.basisZh, q.basis);
        if (!basis.isEmpty())
            out += QLatin1String("<br/>") + basis.toHtmlEscaped();
        const QString source = CatalogText::provenance(q.provenance);
        if (!source.isEmpty())
            out += QLatin1String("<br/><i>") + source.toHtmlEscaped() + QLatin1String("</i>");
        out += QLatin1String("</li>");
    }
    return out + QLatin1String("</ul>");
}

// A district in the UI language. The catalog keeps one district per
// facility, in English; the built-in catalog's place names are translated
// here (context "District"), any other (a user's) is shown as typed.
QString district(const std::string &name)
{
    static const char *const kBuiltIn[] = {
        QT_TRANSLATE_NOOP("District", "Shenzhen"),
        QT_TRANSLATE_NOOP("District", "Bao'an"),
        QT_TRANSLATE_NOOP("District", "Nanshan"),
        QT_TRANSLATE_NOOP("District", "Shenzhen (cloud region)"),
        QT_TRANSLATE_NOOP("District", "Guizhou / Inner Mongolia"),
    };
    for (const char *known : kBuiltIn)
        if (name == known)
            return QCoreApplication::translate("District", known);
    return QString::fromStdString(name);
}

} // namespace

CatalogModel::CatalogModel(ProjectDocument *document, Kind kind, QObject *parent)
    : QAbstractTableModel(parent), m_document(document), m_kind(kind)
{
    connect(document, &ProjectDocument::aboutToReset, this, [this] { beginResetModel(); });
    connect(document, &ProjectDocument::reset, this, [this] {
        forgetCells();
        endResetModel();
    });
    // An added or removed entry changes the rows; a reset is simplest and the
    // lists are short (tens of entries).
    connect(document, &ProjectDocument::catalogChanged, this, [this] {
        beginResetModel();
        forgetCells();
        endResetModel();
    });
    // Converted rent prices use the assumptions' price factors.
    connect(document, &ProjectDocument::assumptionsChanged, this, [this] {
        forgetCells();
        if (m_kind == Kind::Cards && rowCount() > 0)
            emit dataChanged(index(0, CardRent), index(rowCount() - 1, CardRent));
    });
    // Any other change of the project is read again too (nothing else the
    // cells show changes today; a new input must not show stale), and the
    // words at once after a language switch (the page's retranslate() comes
    // with the LanguageChange event, later).
    connect(document, &ProjectDocument::changed, this, &CatalogModel::forgetCells);
    connect(LanguageManager::instance(), &LanguageManager::languageChanged, this,
            &CatalogModel::forgetCells);
}

void CatalogModel::forgetCells()
{
    m_cells.clear();
}

int CatalogModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    const Catalog &c = m_document->catalog();
    switch (m_kind) {
    case Kind::Cards:
        return int(c.cards.size());
    case Kind::Facilities:
        return int(c.facilities.size());
    case Kind::Contracts:
        return int(c.contracts.size());
    }
    return 0;
}

int CatalogModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    switch (m_kind) {
    case Kind::Cards:
        return CardColumns;
    case Kind::Facilities:
        return FacilityColumns;
    case Kind::Contracts:
        return ContractColumns;
    }
    return 0;
}

std::string CatalogModel::idAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    const Catalog &c = m_document->catalog();
    switch (m_kind) {
    case Kind::Cards:
        return c.cards[std::size_t(row)].id;
    case Kind::Facilities:
        return c.facilities[std::size_t(row)].id;
    case Kind::Contracts:
        return c.contracts[std::size_t(row)].id;
    }
    return {};
}

int CatalogModel::rowOf(const std::string &id) const
{
    for (int row = 0; row < rowCount(); ++row)
        if (idAt(row) == id)
            return row;
    return -1;
}

bool CatalogModel::isUserEntry(int row) const
{
    const std::string id = idAt(row);
    const UserCatalog &user = m_document->project().userCatalog;
    const auto same = [&id](const auto &e) { return e.id == id; };
    switch (m_kind) {
    case Kind::Cards:
        return std::any_of(user.cards.begin(), user.cards.end(), same);
    case Kind::Facilities:
        return std::any_of(user.facilities.begin(), user.facilities.end(), same);
    case Kind::Contracts:
        return std::any_of(user.contracts.begin(), user.contracts.end(), same);
    }
    return false;
}

bool CatalogModel::shadowsBuiltin(const std::string &id) const
{
    const Result<Catalog> &builtin = builtinCatalog();
    if (!builtin)
        return false;
    switch (m_kind) {
    case Kind::Cards:
        return builtin.value().findCard(id) != nullptr;
    case Kind::Facilities:
        return builtin.value().findFacility(id) != nullptr;
    case Kind::Contracts:
        return builtin.value().findContract(id) != nullptr;
    }
    return false;
}

void CatalogModel::retranslate()
{
    forgetCells();
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

QVariant CatalogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return cell(index.row(), index.column()).text;
    case Qt::ToolTipRole: {
        const QString tip = cell(index.row(), index.column()).tooltip;
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    case SortRole: {
        const Cell &c = cell(index.row(), index.column());
        return c.sort.isValid() ? c.sort : QVariant(c.text);
    }
    case IdRole:
        return qs(idAt(index.row()));
    case UserEntryRole:
        return isUserEntry(index.row());
    case Qt::FontRole:
        if (isUserEntry(index.row())) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole: {
        const int last = columnCount() - 1;
        // Figures right-aligned, names and words left.
        const bool figure = index.column() > 0 && index.column() < last &&
                            cell(index.row(), index.column()).sort.typeId() == QMetaType::Double;
        return QVariant::fromValue(figure ? Qt::AlignRight | Qt::AlignVCenter
                                          : Qt::AlignLeft | Qt::AlignVCenter);
    }
    default:
        return {};
    }
}

QVariant CatalogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return {};
    if (role == Qt::ToolTipRole && m_kind == Kind::Cards && section == CardRent)
        return tr("What the cost engine charges per card-hour for a GPU-cloud option on an hourly "
                  "plan. Other facilities use the quotes of their own channel: hover over a "
                  "price to see every quote.");
    if (role != Qt::DisplayRole)
        return {};
    //: Column of the catalog tables: built-in entry or the project's own
    const QString entry = tr("Entry");
    switch (m_kind) {
    case Kind::Cards: {
        const QString headers[] = {tr("Card"), tr("Vendor"), tr("Memory"), tr("Memory bandwidth"),
                                   //: Column: dense peak compute at BF16
                                   tr("BF16 peak"), tr("Power"),
                                   //: Column: how cards in one server talk to each other
                                   tr("Card-to-card link"),
                                   //: Column: rent per card-hour on an hourly GPU-cloud plan
                                   tr("GPU cloud per card-hour"), tr("Market"), entry};
        return headers[section];
    }
    case Kind::Facilities: {
        const QString headers[] = {tr("Facility"), tr("Kind"), tr("District"),
                                   //: Column: the range of card counts a facility suits
                                   tr("Cards"), QStringLiteral("PUE"), tr("Network"),
                                   tr("Cabinet rent per month"), tr("Electricity per kWh"), entry};
        return headers[section];
    }
    case Kind::Contracts: {
        const QString headers[] = {tr("Contract"),     tr("Billing"), tr("Price"),
                                   tr("Minimum term"), tr("Support"), entry};
        return headers[section];
    }
    }
    return {};
}

const CatalogModel::Cell &CatalogModel::cell(int row, int column) const
{
    const int columns = columnCount();
    m_cells.resize(std::size_t(rowCount() * columns));
    std::optional<Cell> &c = m_cells[std::size_t(row * columns + column)];
    if (!c)
        c = workOut(row, column);
    return *c;
}

CatalogModel::Cell CatalogModel::workOut(int row, int column) const
{
    if (column == columnCount() - 1)
        return entryCell(row);
    switch (m_kind) {
    case Kind::Cards:
        return cardCell(row, column);
    case Kind::Facilities:
        return facilityCell(row, column);
    case Kind::Contracts:
        return contractCell(row, column);
    }
    return {};
}

CatalogModel::Cell CatalogModel::entryCell(int row) const
{
    if (!isUserEntry(row))
        //: A catalog entry that ships with Suanpan
        return {tr("Built-in"), 0, {}};
    if (shadowsBuiltin(idAt(row)))
        return {tr("Yours, replaces built-in"), 2,
                tr("Your entry for this project; it replaces the built-in entry with the same "
                   "identifier. Remove it to use the built-in entry again.")};
    //: A catalog entry the user added to this project
    return {tr("Yours"), 1, tr("Your entry, saved in this project file.")};
}

CatalogModel::Cell CatalogModel::cardCell(int row, int column) const
{
    const Card &c = m_document->catalog().cards[std::size_t(row)];
    switch (CardColumn(column)) {
    case CardName:
        return {DisplayText::cardName(c), {}, withNotes(qs(c.id), c)};
    case CardVendor:
        return {qs(c.vendor), {}, {}};
    case CardMemory:
        return {MemoryFormat::size(c.memoryBytes), c.memoryBytes,
                qs(c.memoryType) + QLatin1Char('\n') + figureSource(c, C::Memory.path)};
    case CardBandwidth:
        return {CatalogText::bandwidth(c.memoryBandwidthBytesPerS), c.memoryBandwidthBytesPerS,
                figureSource(c, C::MemoryBandwidth.path)};
    case CardCompute: {
        const auto [flops, path] = peak(c);
        return {EstimateText::flopRate(flops), flops, figureSource(c, path)};
    }
    case CardPower:
        return {CatalogText::watts(c.tdpWatts), c.tdpWatts, figureSource(c, C::Tdp.path)};
    case CardLinkColumn:
        //: Card-to-card link: %1 its kind (NVLink, PCIe), %2 its bandwidth
        return {tr("%1, %2").arg(CatalogText::linkKind(c.link.kind),
                                 CatalogText::bandwidth(c.link.bytesPerS)),
                c.link.bytesPerS, figureSource(c, C::LinkBandwidth.path)};
    case CardRent: {
        const PriceChoice price = gpuCloudHourly(c, *m_document);
        const QString tooltip = rentTooltip(c, price);
        if (!price.found || !(price.cnyPerCardHour.high > 0.0))
            return {MoneyFormat::missing(), -1.0, tooltip};
        // Not a GPU-cloud hourly quote as such: converted or from another channel.
        if (price.basis == PriceBasis::Quotes && !price.otherChannel)
            return {MoneyFormat::range(price.cnyPerCardHour), price.cnyPerCardHour.likely, tooltip};
        //: A price worked out from other quotes (see the tooltip); %1 the price
        return {tr("\u2248 %1").arg(MoneyFormat::range(rounded(price.cnyPerCardHour))),
                price.cnyPerCardHour.likely, tooltip};
    }
    case CardMarket:
        return {CatalogText::marketStatus(c.marketStatus), int(c.marketStatus),
                CatalogText::marketSince(c) + QLatin1Char('\n') + figureSource(c, C::Market.path)};
    case CardEntry:
    case CardColumns:
        break;
    }
    return {};
}

CatalogModel::Cell CatalogModel::facilityCell(int row, int column) const
{
    const Facility &f = m_document->catalog().facilities[std::size_t(row)];
    const QString source = CatalogText::provenance(f.provenance);
    const QLocale here;
    switch (FacilityColumn(column)) {
    case FacilityName:
        return {DisplayText::facilityName(f), {}, withNotes({}, f)};
    case FacilityKindColumn:
        return {CatalogText::facilityKind(f.kind), int(f.kind), {}};
    case FacilityDistrict:
        return {district(f.district), {}, {}};
    case FacilityCards:
        //: Range of card counts: "4-8"
        return {tr("%1\u2013%2").arg(f.minCards).arg(f.maxCards), double(f.maxCards), source};
    case FacilityPue:
        return {CatalogText::range(f.pue, 2), f.pue.likely, source};
    case FacilityNetwork:
        return {DisplayText::network(f.network), f.network.gbitPerS, source};
    case FacilityCabinet:
        return {MoneyFormat::range(f.cabinetRentCnyPerMonth), f.cabinetRentCnyPerMonth.likely,
                source};
    case FacilityElectricity:
        return {MoneyFormat::range(f.electricityCnyPerKwh), f.electricityCnyPerKwh.likely, source};
    case FacilityEntry:
    case FacilityColumns:
        break;
    }
    return {};
}

CatalogModel::Cell CatalogModel::contractCell(int row, int column) const
{
    const Contract &c = m_document->catalog().contracts[std::size_t(row)];
    const QString source = CatalogText::provenance(c.provenance);
    switch (ContractColumn(column)) {
    case ContractName:
        return {DisplayText::contractName(c), {}, withNotes({}, c)};
    case ContractBilling:
        return {CatalogText::billingMode(c.billing), int(c.billing), {}};
    case ContractPrice:
        if (c.unitPriceCnyPerCardHour)
            //: A contract's own price; %1 is an amount or range in CNY
            return {tr("%1 per card-hour").arg(MoneyFormat::range(*c.unitPriceCnyPerCardHour)),
                    c.unitPriceCnyPerCardHour->likely, source};
        //: A contract priced as a factor of the card's hourly rent; %1 e.g. "0.55-0.75 (likely
        //: 0.65)"
        return {tr("\u00d7 %1 of hourly rent").arg(CatalogText::range(c.priceFactor, 2)),
                c.priceFactor.likely, source};
    case ContractTerm:
        return {c.minimumTermHours > 0.0 ? EstimateText::duration(c.minimumTermHours * 3600.0)
                                         : tr("None"),
                c.minimumTermHours, source};
    case ContractSupport:
        return {CatalogText::support(c.support), int(c.support), {}};
    case ContractEntry:
    case ContractColumns:
        break;
    }
    return {};
}
