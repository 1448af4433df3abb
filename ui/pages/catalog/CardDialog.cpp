#include "CardDialog.h"

#include <algorithm>
#include <cmath>

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStringList>
#include <QVBoxLayout>

#include "i18n/DisplayText.h"
#include "i18n/ErrorText.h"
#include "i18n/LanguageManager.h"
#include "i18n/MemoryFormat.h"
#include "i18n/MoneyFormat.h"
#include "model/CardFields.h"
#include "model/Limits.h"
#include "model/Validation.h"
#include "pages/catalog/CatalogText.h"
#include "pages/catalog/EntryForm.h"
#include "widgets/RangeEdit.h"

using namespace suanpan;
using L = FieldLimits; // the editors stop where the project file does
namespace C = fields::card;

namespace {

// Card memory is marketed in GB of 2^30 bytes, as every page shows it
// (MemoryFormat); bandwidth and compute in decimal units.
constexpr double kGiB = MemoryFormat::kBytesPerGb;
constexpr double kGB = 1e9;
constexpr double kTera = 1e12;

const char *const kGbSuffix = QT_TRANSLATE_NOOP("FieldRows", " GB");
const char *const kGbsSuffix = QT_TRANSLATE_NOOP("FieldRows", " GB/s");
const char *const kTflopsSuffix = QT_TRANSLATE_NOOP("FieldRows", " TFLOP/s");
const char *const kTopsSuffix = QT_TRANSLATE_NOOP("FieldRows", " TOP/s");
const char *const kWattSuffix = QT_TRANSLATE_NOOP("FieldRows", " W");
//: Spin box value 0 = the card has no figure for this number format
const char *const kNotGiven = QT_TRANSLATE_NOOP("FieldRows", "Not given");

struct PeakRow {
    Precision precision;
    const char *path;
    const char *objectName;
    const char *label; // context "FieldRows"
};
const PeakRow kPeaks[] = {
    {Precision::BF16, "peak_flops.bf16", "cardBf16",
     QT_TRANSLATE_NOOP("FieldRows", "Peak BF16 (dense)")},
    {Precision::FP16, "peak_flops.fp16", "cardFp16",
     QT_TRANSLATE_NOOP("FieldRows", "Peak FP16 (dense)")},
    {Precision::FP8, "peak_flops.fp8", "cardFp8",
     QT_TRANSLATE_NOOP("FieldRows", "Peak FP8 (dense)")},
    {Precision::INT8, "peak_flops.int8", "cardInt8",
     QT_TRANSLATE_NOOP("FieldRows", "Peak INT8 (dense)")},
    {Precision::FP4, "peak_flops.fp4", "cardFp4",
     QT_TRANSLATE_NOOP("FieldRows", "Peak FP4 (dense)")},
};

const LinkKind kLinks[] = {LinkKind::PCIe, LinkKind::NVLink, LinkKind::NVLinkBridge,
                           LinkKind::HCCS};
const MarketStatus kMarkets[] = {MarketStatus::Global,         MarketStatus::ExportRestricted,
                                 MarketStatus::InCountryStock, MarketStatus::LicenceRequired,
                                 MarketStatus::ChinaSpecific,  MarketStatus::Domestic};

Provenance userProvenance()
{
    return {"user", QDate::currentDate().toString(Qt::ISODate).toStdString(), Confidence::Medium};
}

// A figure the user changed now comes from the user, not from the entry's source.
void setFigure(Card &card, double &figure, double value, const char *path)
{
    if (figure == value)
        return;
    figure = value;
    card.figureProvenance[path] = userProvenance();
}

bool isZero(const Range &r)
{
    return r.low == 0.0 && r.likely == 0.0 && r.high == 0.0;
}

// Sets `quotes[index]` to `range`, adds a quote (of `kinds`, the channel it is
// for), or drops it when the range is all zero.
void setQuote(std::vector<PriceQuote> &quotes, int index, const Range &range, BillingMode mode,
              const std::vector<FacilityKind> &kinds = {})
{
    if (index >= 0) {
        PriceQuote &q = quotes[std::size_t(index)];
        if (q.cny == range)
            return;
        if (isZero(range)) {
            quotes.erase(quotes.begin() + index);
            return;
        }
        q.cny = range;
        q.provenance = userProvenance();
        return;
    }
    if (!isZero(range))
        // No basis: the source, "your input", says it in either language.
        quotes.push_back({mode, range, "", userProvenance(), kinds});
}

// The kinds of facility that rent cards, each a channel a quote can be for.
const FacilityKind kRentKinds[] = {FacilityKind::GpuCloud, FacilityKind::IdcCabinet,
                                   FacilityKind::HostedCluster, FacilityKind::RemoteRegion};

// A channel as a set of kinds in one int (bit = the kind's value); 0 = any channel.
int kindMask(const std::vector<FacilityKind> &kinds)
{
    int mask = 0;
    for (const FacilityKind kind : kinds)
        mask |= 1 << int(kind);
    return mask;
}

std::vector<FacilityKind> kindsOf(int mask)
{
    std::vector<FacilityKind> out;
    for (const auto &entry : enumCodes<FacilityKind>())
        if (mask & (1 << int(entry.value)))
            out.push_back(entry.value);
    return out;
}

// The dialog row a validation issue belongs to.
std::string rowFor(const std::string &field)
{
    if (field.starts_with("rent["))
        return "rent";
    if (field.starts_with("purchase["))
        return "purchase";
    if (field == C::PeakFlops.path)
        return kPeaks[0].path;
    return field;
}

QLineEdit *line(const char *name, QWidget *parent)
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(QLatin1String(name));
    return edit;
}

} // namespace

CardDialog::CardDialog(const Card &card, std::vector<std::string> takenIds, QWidget *parent)
    : QDialog(parent), m_base(card), m_rentQuotes(card.rent), m_takenIds(std::move(takenIds)),
      m_showAll(!card.id.empty())
{
    setObjectName(QStringLiteral("cardDialog"));
    buildUi();
    showCard(card);
    connectEditors();
    retranslateUi();
}

int CardDialog::rentQuote() const
{
    const int mask = kindMask(rentChannel());
    for (std::size_t i = 0; i < m_rentQuotes.size(); ++i)
        if (m_rentQuotes[i].mode == BillingMode::Hourly &&
            kindMask(m_rentQuotes[i].facilityKinds) == mask)
            return int(i);
    return -1;
}

std::vector<FacilityKind> CardDialog::rentChannel() const
{
    return m_rentChannel->count() ? kindsOf(m_rentChannel->currentData().toInt())
                                  : std::vector<FacilityKind>{FacilityKind::GpuCloud};
}

void CardDialog::fillRentChannels()
{
    // Each kind that rents, the card's own multi-kind channels, then "any channel".
    std::vector<int> masks;
    for (const FacilityKind kind : kRentKinds)
        masks.push_back(1 << int(kind));
    for (const PriceQuote &q : m_rentQuotes) {
        const int mask = kindMask(q.facilityKinds);
        if (q.mode == BillingMode::Hourly && mask != 0 &&
            std::find(masks.begin(), masks.end(), mask) == masks.end())
            masks.push_back(mask);
    }
    masks.push_back(0);
    // At first the channel the Catalog page shows (GPU cloud), else the first hourly quote's.
    int initial = 1 << int(FacilityKind::GpuCloud);
    const auto hourly = [](const PriceQuote &q) { return q.mode == BillingMode::Hourly; };
    const bool cloudQuote =
        std::any_of(m_rentQuotes.begin(), m_rentQuotes.end(), [&](const PriceQuote &q) {
            return hourly(q) && kindMask(q.facilityKinds) == initial;
        });
    const auto first = std::find_if(m_rentQuotes.begin(), m_rentQuotes.end(), hourly);
    if (!cloudQuote && first != m_rentQuotes.end())
        initial = kindMask(first->facilityKinds);
    std::vector<std::pair<int, QString>> items;
    for (const int mask : masks)
        items.emplace_back(mask, CatalogText::channel(kindsOf(mask)));
    entryform::fillCombo(m_rentChannel, items, initial);
}

void CardDialog::showRentQuote()
{
    const QSignalBlocker block(m_rent);
    const int index = rentQuote();
    m_rent->setValue(index >= 0 ? m_rentQuotes[std::size_t(index)].cny : Range{});
}

void CardDialog::rentEdited()
{
    const int index = rentQuote();
    // A box the user did not change keeps the stored figure (the box rounds it).
    const Range range = index >= 0
                            ? entryform::keptRange(m_rent, m_rentQuotes[std::size_t(index)].cny)
                            : m_rent->value();
    setQuote(m_rentQuotes, index, range, BillingMode::Hourly, rentChannel());
    showRentQuotes();
    touch("rent");
}

void CardDialog::showRentQuotes()
{
    QStringList lines;
    for (const PriceQuote &q : m_rentQuotes)
        //: One of a card's rent quotes: %1 its channel, %2 its billing mode, %3 its price
        lines << tr("%1, %2: %3")
                     .arg(CatalogText::channel(q.facilityKinds), CatalogText::billingMode(q.mode),
                          MoneyFormat::range(q.cny));
    //: A card without any rent quote yet
    m_rentList->setText(lines.isEmpty() ? tr("None yet.") : lines.join(QLatin1Char('\n')));
}

void CardDialog::buildUi()
{
    auto *identity = new QGroupBox(this);
    identity->setObjectName(QStringLiteral("cardIdentityGroup"));
    QFormLayout *id = entryform::formIn(identity);
    m_id = line("cardId", identity);
    m_rows.add(id, "id", m_id);
    m_nameZh = line("cardNameZh", identity);
    m_rows.add(id, "name.zh", m_nameZh);
    m_nameEn = line("cardNameEn", identity);
    m_rows.add(id, "name.en", m_nameEn);
    m_vendor = line("cardVendor", identity);
    m_rows.add(id, C::Vendor.path, m_vendor);
    m_market = new QComboBox(identity);
    m_market->setObjectName(QStringLiteral("cardMarket"));
    m_rows.add(id, C::Market.path, m_market);
    m_source = line("cardSource", identity);
    m_rows.add(id, "provenance.source", m_source);
    m_notes = new QPlainTextEdit(identity);
    m_notes->setObjectName(QStringLiteral("cardNotes"));
    m_notes->setTabChangesFocus(true);
    m_notes->setMaximumHeight(90);
    m_rows.add(id, "notes", m_notes);

    auto *specs = new QGroupBox(this);
    specs->setObjectName(QStringLiteral("cardSpecsGroup"));
    QFormLayout *sp = entryform::formIn(specs);
    m_memoryGb = FieldRows::doubleSpin("cardMemory", L::kMaxMemoryBytes / kGiB, 1, specs);
    m_rows.addSpin(sp, C::Memory.path, m_memoryGb, kGbSuffix, nullptr);
    m_memoryType = line("cardMemoryType", specs);
    m_rows.add(sp, C::MemoryType.path, m_memoryType);
    m_bandwidthGbs =
        FieldRows::doubleSpin("cardBandwidth", L::kMaxBandwidthBytesPerS / kGB, 0, specs);
    m_rows.addSpin(sp, C::MemoryBandwidth.path, m_bandwidthGbs, kGbsSuffix, nullptr);
    for (const PeakRow &row : kPeaks) {
        m_peaks.push_back(FieldRows::doubleSpin(row.objectName, L::kMaxFlops / kTera, 1, specs));
        m_rows
            .addSpin(sp, row.path, m_peaks.back(),
                     row.precision == Precision::INT8 ? kTopsSuffix : kTflopsSuffix, kNotGiven)
            .labelText = row.label;
    }
    m_tdp = FieldRows::doubleSpin("cardTdp", L::kMaxWatts, 0, specs);
    m_rows.addSpin(sp, C::Tdp.path, m_tdp, kWattSuffix, nullptr);
    m_linkKind = new QComboBox(specs);
    m_linkKind->setObjectName(QStringLiteral("cardLinkKind"));
    m_rows.add(sp, C::LinkKind.path, m_linkKind);
    m_linkGbs =
        FieldRows::doubleSpin("cardLinkBandwidth", L::kMaxBandwidthBytesPerS / kGB, 0, specs);
    m_rows.addSpin(sp, C::LinkBandwidth.path, m_linkGbs, kGbsSuffix, nullptr);
    m_domain = FieldRows::intSpin("cardLinkDomain", L::kMaxLinkDomain, specs);
    m_rows.addSpin(sp, C::LinkDomain.path, m_domain, nullptr, nullptr);

    auto *prices = new QGroupBox(this);
    prices->setObjectName(QStringLiteral("cardPricesGroup"));
    QFormLayout *pr = entryform::formIn(prices);
    m_rentChannel = new QComboBox(prices);
    m_rentChannel->setObjectName(QStringLiteral("cardRentChannel"));
    //: Row of the card editor: which kind of seller the hourly rent below comes from
    m_rows.add(pr, "rent_channel", m_rentChannel, QT_TRANSLATE_NOOP("FieldRows", "Rent from"));
    m_rent = new RangeEdit("cardRent", L::kMaxCnyPerCardHour, 2, prices);
    m_rent->setPrefix(QStringLiteral("\u00a5"));
    m_rows.add(pr, "rent", m_rent, QT_TRANSLATE_NOOP("FieldRows", "Hourly rent per card"));
    m_rentList = new QLabel(prices);
    m_rentList->setObjectName(QStringLiteral("cardRentQuotes"));
    m_rentList->setWordWrap(true);
    m_rows.add(pr, "rent_quotes", m_rentList, QT_TRANSLATE_NOOP("FieldRows", "All rent quotes"));
    m_purchase = new RangeEdit("cardPurchase", L::kMaxCnyPerCard, 0, prices);
    m_purchase->setPrefix(QStringLiteral("\u00a5"));
    m_rows.add(pr, "purchase", m_purchase,
               QT_TRANSLATE_NOOP("FieldRows", "Purchase price per card"));

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("cardSummary"));
    m_summary->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->setObjectName(QStringLiteral("cardButtons"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *grid = new QGridLayout(this);
    grid->addWidget(identity, 0, 0);
    grid->addWidget(specs, 0, 1);
    grid->addWidget(prices, 1, 0, 1, 2);
    grid->addWidget(m_summary, 2, 0, 1, 2);
    grid->addWidget(m_buttons, 3, 0, 1, 2);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
}

void CardDialog::showCard(const Card &card)
{
    const auto text = [](QLineEdit *edit, const std::string &s) {
        edit->setText(QString::fromStdString(s));
        edit->setCursorPosition(0);
    };
    text(m_id, card.id);
    text(m_nameZh, card.nameZh);
    text(m_nameEn, card.nameEn);
    text(m_vendor, card.vendor);
    text(m_memoryType, card.memoryType);
    m_textsChinese = LanguageManager::isChinese();
    m_source->setText(DisplayText::name(card.specProvenance.sourceZh, card.specProvenance.source,
                                        m_textsChinese));
    m_source->setCursorPosition(0);
    m_notes->setPlainText(DisplayText::name(card.notesZh, card.notes, m_textsChinese));
    m_memoryGb->setValue(card.memoryBytes / kGiB);
    m_bandwidthGbs->setValue(card.memoryBandwidthBytesPerS / kGB);
    for (std::size_t i = 0; i < std::size(kPeaks); ++i) {
        const auto it = card.peakFlops.find(kPeaks[i].precision);
        m_peaks[i]->setValue(it == card.peakFlops.end() ? 0.0 : it->second / kTera);
    }
    m_tdp->setValue(card.tdpWatts);
    m_linkGbs->setValue(card.link.bytesPerS / kGB);
    m_domain->setValue(card.link.domainSize);
    fillRentChannels();
    showRentQuote();
    showRentQuotes();
    m_purchase->setValue(card.purchase.empty() ? Range{} : card.purchase.front().cny);
}

void CardDialog::connectEditors()
{
    const auto onText = [this](QLineEdit *edit, const char *path) {
        connect(edit, &QLineEdit::textEdited, this, [this, path] { touch(path); });
    };
    onText(m_id, "id");
    onText(m_nameZh, "name.zh");
    onText(m_nameEn, "name.en");
    onText(m_vendor, C::Vendor.path);
    onText(m_memoryType, C::MemoryType.path);
    onText(m_source, "provenance.source");
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] { touch("notes"); });
    const auto onSpin = [this](QDoubleSpinBox *box, const char *path) {
        connect(box, &QDoubleSpinBox::valueChanged, this, [this, path] { touch(path); });
    };
    onSpin(m_memoryGb, C::Memory.path);
    onSpin(m_bandwidthGbs, C::MemoryBandwidth.path);
    for (std::size_t i = 0; i < std::size(kPeaks); ++i)
        onSpin(m_peaks[i], kPeaks[i].path);
    onSpin(m_tdp, C::Tdp.path);
    onSpin(m_linkGbs, C::LinkBandwidth.path);
    connect(m_domain, &QSpinBox::valueChanged, this, [this] { touch(C::LinkDomain.path); });
    connect(m_linkKind, &QComboBox::activated, this, [this] { touch(C::LinkKind.path); });
    connect(m_market, &QComboBox::activated, this, [this] { touch(C::Market.path); });
    connect(m_rentChannel, &QComboBox::currentIndexChanged, this, [this] { showRentQuote(); });
    connect(m_rent, &RangeEdit::valueChanged, this, [this] { rentEdited(); });
    connect(m_purchase, &RangeEdit::valueChanged, this, [this] { touch("purchase"); });
}

Card CardDialog::card() const
{
    Card c = m_base;
    c.id = m_id->text().trimmed().toStdString();
    c.nameZh = m_nameZh->text().trimmed().toStdString();
    c.nameEn = m_nameEn->text().trimmed().toStdString();
    c.vendor = m_vendor->text().trimmed().toStdString();
    c.memoryType = m_memoryType->text().trimmed().toStdString();
    DisplayText::setName(c.specProvenance.sourceZh, c.specProvenance.source,
                         m_source->text().trimmed(), m_textsChinese);
    DisplayText::setName(c.notesZh, c.notes, m_notes->toPlainText(), m_textsChinese);
    // Unchanged spin boxes keep the exact stored figure (the box rounds it).
    const auto figure = [](const QDoubleSpinBox *box, double stored, double unit) {
        const double shown = box->value();
        return std::abs(shown - box->valueFromText(box->textFromValue(stored / unit))) < 1e-9
                   ? stored
                   : shown * unit;
    };
    setFigure(c, c.memoryBytes, figure(m_memoryGb, m_base.memoryBytes, kGiB), C::Memory.path);
    setFigure(c, c.memoryBandwidthBytesPerS,
              figure(m_bandwidthGbs, m_base.memoryBandwidthBytesPerS, kGB),
              C::MemoryBandwidth.path);
    for (std::size_t i = 0; i < std::size(kPeaks); ++i) {
        const Precision p = kPeaks[i].precision;
        const auto it = m_base.peakFlops.find(p);
        const double stored = it == m_base.peakFlops.end() ? 0.0 : it->second;
        const double value = figure(m_peaks[i], stored, kTera);
        if (value <= 0.0) {
            c.peakFlops.erase(p);
            continue;
        }
        double &slot = c.peakFlops[p];
        setFigure(c, slot, value, kPeaks[i].path);
    }
    setFigure(c, c.tdpWatts, m_tdp->value(), C::Tdp.path);
    c.link.kind = LinkKind(m_linkKind->currentData().toInt());
    setFigure(c, c.link.bytesPerS, figure(m_linkGbs, m_base.link.bytesPerS, kGB),
              C::LinkBandwidth.path);
    c.link.domainSize = m_domain->value();
    const MarketStatus market = MarketStatus(m_market->currentData().toInt());
    if (market != c.marketStatus) {
        // The catalog's date and source were for the status it had.
        c.marketStatus = market;
        c.marketStatusSince.clear();
        c.figureProvenance[C::Market.path] = userProvenance();
    }
    c.rent = m_rentQuotes;
    setQuote(c.purchase, c.purchase.empty() ? -1 : 0, m_purchase->value(), BillingMode::Hourly);
    return c;
}

ValidationIssues CardDialog::issues() const
{
    return entryform::issuesOf(card(), m_takenIds);
}

void CardDialog::touch(const char *path)
{
    m_touched.insert(path);
    refresh();
}

void CardDialog::refresh()
{
    const ValidationIssues problems = issues();
    const entryform::Problems shown =
        entryform::problems(problems, m_touched, m_showAll, rowFor, [](const std::string &id) {
            //: %1 is a card identifier such as "h100-sxm"
            return tr("Another of your cards already has the identifier \"%1\".")
                .arg(QString::fromStdString(id));
        });
    m_rows.showErrors(shown.messages);
    entryform::growToFit(this);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problems.empty());
    m_summary->setText(problems.empty()
                           ? tr("The card is complete.")
                           : tr("%n field(s) still need a valid value before OK.", "", shown.rows));
}

void CardDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void CardDialog::retranslateUi()
{
    setWindowTitle(m_base.id.empty() ? tr("New Card") : tr("Card"));
    findChild<QGroupBox *>(QStringLiteral("cardIdentityGroup"))->setTitle(tr("Card"));
    findChild<QGroupBox *>(QStringLiteral("cardSpecsGroup"))->setTitle(tr("Specifications"));
    //: Group of the card's rent and purchase prices, in CNY
    findChild<QGroupBox *>(QStringLiteral("cardPricesGroup"))->setTitle(tr("Prices (CNY)"));
    m_id->setPlaceholderText(tr("e.g. rtx-4090-ours"));
    m_id->setToolTip(tr("A short, unique identifier. The same identifier as a built-in card "
                        "replaces that card in this project."));
    m_source->setPlaceholderText(tr("Where the figures come from"));
    m_rentChannel->setToolTip(
        tr("Which kind of seller the hourly rent below comes from. An option is priced from the "
           "quotes of its facility's kind: a GPU-cloud option from GPU-cloud quotes, an IDC "
           "option from IDC quotes. Each channel keeps its own quote."));
    m_rent->setToolTip(tr("What one card costs per hour on an hourly plan from a seller of the "
                          "chosen channel. All zero removes the quote."));
    m_purchase->setToolTip(tr("What one card costs to buy, with its share of the server."));
    {
        const QSignalBlocker block(m_linkKind);
        const int current =
            m_linkKind->count() ? m_linkKind->currentData().toInt() : int(m_base.link.kind);
        m_linkKind->clear();
        for (LinkKind k : kLinks)
            m_linkKind->addItem(CatalogText::linkKind(k), int(k));
        m_linkKind->setCurrentIndex(m_linkKind->findData(current));
    }
    {
        const QSignalBlocker block(m_market);
        const int current =
            m_market->count() ? m_market->currentData().toInt() : int(m_base.marketStatus);
        m_market->clear();
        for (MarketStatus s : kMarkets)
            m_market->addItem(CatalogText::marketStatus(s), int(s));
        m_market->setCurrentIndex(m_market->findData(current));
    }
    fillRentChannels();
    showRentQuotes();
    m_rows.retranslate();
    refresh();
}
