#include "CostText.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <optional>

#include <QLocale>
#include <QStringList>

#include "catalog/Catalog.h"
#include "cost/CostInputs.h"
#include "export/ExportLabels.h"
#include "i18n/CitationText.h"
#include "i18n/DisplayText.h"
#include "i18n/DurationFormat.h"
#include "i18n/ErrorText.h"
#include "i18n/EstimateText.h"
#include "i18n/LanguageManager.h"
#include "i18n/MemoryFormat.h"
#include "i18n/MoneyFormat.h"
#include "i18n/StdText.h"
#include "model/Units.h"

using namespace suanpan;

namespace {

// A flag's figure (Evaluation.h lists each code's values) and its ids.
double param(const Flag &f, size_t i)
{
    return i < f.values.size() ? f.values[i] : 0.0;
}

std::string idOf(const Flag &f, size_t i)
{
    return i < f.ids.size() ? f.ids[i] : std::string();
}

} // namespace

QString CostText::number(double v, int decimals)
{
    if (!std::isfinite(v))
        return MoneyFormat::missing();
    return QLocale().toString(v, 'f', decimals);
}

QString CostText::lineName(LineCode code)
{
    // No default: -Wswitch (an error in CI) names a new line left unworded.
    switch (code) {
    case LineCode::Rent:
        return tr("Rent", "cost line");
    case LineCode::SpotInterruptions:
        return tr("Spot interruptions", "cost line");
    case LineCode::MinimumTerm:
        return tr("Minimum term", "cost line: hours paid but not used");
    case LineCode::Upload:
        return tr("Data upload", "cost line");
    case LineCode::Bandwidth:
        return tr("Bandwidth", "cost line: public bandwidth");
    case LineCode::Storage:
        return tr("Storage", "cost line: checkpoints and logs");
    case LineCode::Support:
        return tr("Support", "cost line: vendor support tier");
    case LineCode::EngineerTime:
        return tr("Engineer time", "cost line: days lost");
    case LineCode::InterruptionRecovery:
        return tr("Interruption recovery", "cost line");
    case LineCode::EnvironmentRebuild:
        return tr("Environment rebuild", "cost line");
    case LineCode::RerunReserve:
        return tr("Re-run reserve", "cost line: 1.5x card-hours");
    case LineCode::HardwareDepreciation:
        return tr("Hardware depreciation", "cost line");
    case LineCode::NetworkHardware:
        return tr("Network hardware", "cost line");
    case LineCode::Spares:
        return tr("Spare parts", "cost line");
    case LineCode::CabinetRent:
        return tr("Cabinet rent", "cost line: data-centre rack");
    case LineCode::Power:
        return tr("Power", "cost line: electricity bill");
    case LineCode::Cooling:
        return tr("Cooling", "cost line");
    case LineCode::OpsStaff:
        return tr("Operations staff", "cost line");
    case LineCode::ElectricalWork:
        return tr("Electrical work", "cost line");
    case LineCode::ResidualValue:
        return tr("Residual value", "cost line: resale, negative");
    case LineCode::DepositInterest:
        return tr("Deposit interest", "cost line");
    case LineCode::SetupFee:
        return tr("Setup fee", "cost line: a quote's one-off 开通费");
    case LineCode::ComputeVoucher:
        return tr("Compute voucher", "cost line: 算力券, negative");
    case LineCode::StorageHardware:
        return tr("Storage hardware", "cost line");
    case LineCode::Count:
        break;
    }
    return QString();
}

QString CostText::lineName(const std::string &code)
{
    if (const auto line = lineCodeOf(code))
        return lineName(*line);
    return qs(code);
}

QString CostText::inputName(const std::string &code)
{
    // Every term of a formula and every assumption has one name, the same on
    // screen and in the exports (resources/export/labels.json, both
    // languages), lower case in an English sentence.
    if (hasExportLabel("input." + code)) {
        const bool chinese = LanguageManager::isChinese();
        QString s = qs(exportLabel("input." + code,
                                   chinese ? ExportLanguage::Chinese : ExportLanguage::English));
        if (!chinese && s.size() > 1 && s[0].isUpper() && !s[1].isUpper())
            s[0] = s[0].toLower();
        return s;
    }
    QString s = qs(code);
    s.replace(QLatin1Char('_'), QLatin1Char(' '));
    return s;
}

namespace {

// How a value in `unit` is written: as a share, as money, or as a number
// scaled into the unit the label names (a price per hour, kWh or GB is a
// number with its unit on its own, money as a threshold).
enum class Written { Percent, Money, MoneyRate, Number };

Written writtenAs(std::optional<Unit> unit)
{
    if (!unit)
        return Written::Number;
    switch (*unit) {
    case Unit::Fraction:
    case Unit::FractionPerYear:
        return Written::Percent;
    case Unit::Cny:
    case Unit::CnyPerCard:
    case Unit::CnyPerMonth:
    case Unit::CnyPerDay:
    case Unit::CnyPerYear:
        return Written::Money;
    case Unit::CnyPerCardHour:
    case Unit::CnyPerKwh:
    case Unit::CnyPerGb:
    case Unit::CnyPerGbMonth:
    case Unit::CnyPerHour:
    case Unit::CnyPerEngineerHour:
    case Unit::CnyPerClusterHour:
        return Written::MoneyRate;
    case Unit::Hours:
    case Unit::Days:
    case Unit::Months:
    case Unit::Years:
    case Unit::Cards:
    case Unit::Kwh:
    case Unit::Gb:
    case Unit::Bytes:
    case Unit::PerCardHour:
    case Unit::Fte:
    case Unit::Factor:
    case Unit::Number:
    case Unit::Count:
        break;
    }
    return Written::Number;
}

// The unit's label after the number (before it for a factor: "×1.2");
// empty for none.
QString unitLabel(std::optional<Unit> unit, bool terabytes)
{
    if (!unit)
        return {};
    switch (*unit) {
    case Unit::Hours:
        return CostText::tr("h", "unit: hours");
    case Unit::Months:
        return CostText::tr("months", "unit");
    case Unit::Days:
        return CostText::tr("days", "unit");
    case Unit::Years:
        return CostText::tr("years", "unit");
    case Unit::Cards:
        return CostText::tr("cards", "unit");
    case Unit::Kwh:
        return CostText::tr("kWh", "unit");
    case Unit::Gb:
        return CostText::tr("GB", "unit");
    case Unit::CnyPerCardHour:
        return CostText::tr("CNY/card-hour", "unit");
    case Unit::CnyPerKwh:
        return CostText::tr("CNY/kWh", "unit");
    case Unit::CnyPerGb:
        return CostText::tr("CNY/GB", "unit");
    case Unit::CnyPerGbMonth:
        return CostText::tr("CNY/GB-month", "unit");
    case Unit::CnyPerHour:
    case Unit::CnyPerEngineerHour:
    case Unit::CnyPerClusterHour:
        return CostText::tr("CNY/h", "unit");
    case Unit::PerCardHour:
        return CostText::tr("per 10,000 card-hours", "unit: how often per 10,000 card-hours");
    case Unit::Bytes:
        return terabytes ? CostText::tr("TB", "unit: 10^12 bytes") : CostText::tr("GB", "unit");
    case Unit::Fte:
        return CostText::tr("FTE", "unit: full-time equivalent");
    case Unit::Factor:
        return QStringLiteral("\u00d7");
    case Unit::Fraction:
    case Unit::FractionPerYear:
    case Unit::Cny:
    case Unit::CnyPerCard:
    case Unit::CnyPerMonth:
    case Unit::CnyPerDay:
    case Unit::CnyPerYear:
    case Unit::Number:
    case Unit::Count:
        break;
    }
    return {};
}

} // namespace

QString CostText::inputValue(const Range &v, const std::string &unitText)
{
    const std::optional<Unit> unit = unitFromText(unitText);
    const bool bytes = unit == Unit::Bytes;
    // Bytes read as card memory (GB of 2^30 bytes, MemoryFormat) below a
    // terabyte, as a data size (decimal TB) from one up: the CUDA context's
    // 0.6-1 GB, the 1 TB above which upload is priced as a share of rent.
    const bool terabytes = bytes && std::max(std::abs(v.low), std::abs(v.high)) >= 1e12;
    // Interruptions are rare: counted per 10,000 card-hours, not as 0.00002.
    const double scale = unit == Unit::PerCardHour ? 1e4
                         : terabytes               ? 1e-12
                         : bytes                   ? 1.0 / MemoryFormat::kBytesPerGb
                                                   : 1.0;
    const Written written = writtenAs(unit);
    const auto one = [written, scale](double x) -> QString {
        if (!std::isfinite(x))
            return MoneyFormat::missing();
        if (written == Written::Percent)
            return MoneyFormat::percent(x);
        if (written == Written::Money)
            return MoneyFormat::amount(x);
        // A price per unit is a number before its unit ("2.5 CNY/card-hour").
        x *= scale;
        // Two decimals, more for a small value so it never reads 0.
        const QLocale l;
        const double magnitude = std::abs(x);
        int decimals = 2;
        if (magnitude >= 100.0 || x == std::round(x))
            decimals = 0;
        else if (magnitude < 1.0)
            decimals = std::clamp(1 - int(std::floor(std::log10(magnitude))), 2, 6);
        QString s = l.toString(x, 'f', decimals);
        if (decimals > 0) {
            while (s.endsWith(QLatin1Char('0')))
                s.chop(1);
            if (s.endsWith(l.decimalPoint()))
                s.chop(l.decimalPoint().size());
        }
        return s;
    };
    const QString text =
        v.low == v.high
            ? one(v.likely)
            : QStringLiteral("%1\u2013%2 (%3)").arg(one(v.low), one(v.high), one(v.likely));
    const QString u = unitLabel(unit, terabytes);
    if (u.isEmpty())
        return text;
    if (unit == Unit::Factor)
        return u + text;
    return text + QChar::Nbsp + u;
}

QString CostText::formula(const std::string &code)
{
    // Split "a*b*(c-1)+d" into names and operators, naming each input.
    QString out;
    std::string token;
    const auto flush = [&] {
        if (token.empty())
            return;
        bool isNumber = !token.empty() && std::isdigit(static_cast<unsigned char>(token[0]));
        out += isNumber ? qs(token) : inputName(token);
        token.clear();
    };
    for (char c : code) {
        if (c == '*' || c == '+' || c == '-' || c == '/' || c == '(' || c == ')' || c == ',') {
            flush();
            switch (c) {
            case '*':
                out += QStringLiteral(" \u00d7 ");
                break;
            case '/':
                out += QStringLiteral(" \u00f7 ");
                break;
            case '+':
                out += QStringLiteral(" + ");
                break;
            case '-':
                out += QStringLiteral(" \u2212 ");
                break;
            case ',': // between the arguments of min() and max()
                out += QStringLiteral(", ");
                break;
            default:
                out += QLatin1Char(c);
                break;
            }
        } else {
            token += c;
        }
    }
    flush();
    return out;
}

QString CostText::derivation(Derivation how)
{
    // No default: -Wswitch (an error in CI) names a derivation left unworded.
    switch (how) {
    case Derivation::None:
        break;
    case Derivation::EngineerHour:
        return tr("engineer salary per month / working days per month / working hours per day");
    case Derivation::EngineerDay:
        return tr("engineer salary per month / working days per month");
    case Derivation::ClusterHourRent:
        return tr("billed cards × price per card-hour");
    case Derivation::ClusterHourOwn:
        return tr("owned capacity cost / busy hours");
    case Derivation::JobReclaim:
        return tr("the contract's spot reclaims per server-hour × servers");
    case Derivation::SupportFactor:
        return tr("the days-lost factor of the contract's support level");
    case Derivation::Interruptions:
        return tr("interruptions per card-hour × card-hours");
    case Derivation::FaultHours:
        return tr("per interruption, the wait (recovery hours on one server, automated restart "
                  "on more) and half a checkpoint interval, plus the checkpoint pauses; "
                  "checkpoints every √(2 × pause per checkpoint / interruptions per "
                  "hour) (Young 1974, Daly 2006)");
    case Derivation::Cabinets:
        return tr("servers per cabinet from its power quota");
    case Derivation::ItKwh:
        return tr("cards × TDP × (1 + server power overhead) × busy share "
                  "× hours");
    case Derivation::BilledKwh:
        return tr("the IT energy, billed as the contract bills power");
    case Derivation::Circuits:
        return tr("dedicated 16 A circuits for the load");
    case Derivation::BookValue:
        return tr("1 − (1 − residual value) × months / (12 × "
                  "depreciation years)");
    }
    return QString();
}

QString CostText::lineTooltip(const CostLine &line)
{
    QStringList parts;
    //: Tooltip of a cost line; %1 is the line, %2 its formula in words
    parts << tr("%1 = %2").arg(lineName(line.code), formula(line.formula));
    for (const FormulaInput &in : line.inputs) {
        const QString source = in.how != Derivation::None
                                   //: Source of a figure the model works out; %1 says how
                                   ? tr("computed: %1").arg(derivation(in.how))
                                   : in.source.empty() ? tr("computed", "source of a figure")
                                                       : CitationText::cite(in.source);
        //: One input of a cost formula: name, value with unit, source
        parts << tr("- %1: %2 (source: %3)")
                     .arg(inputName(in.name), inputValue(in.value, in.unit), source);
    }
    if (line.hidden)
        parts << tr("A hidden cost: brochures and price lists usually leave it out.");
    if (!line.enabled)
        parts << tr("Switched off: shown but counted as zero.");
    return parts.join(QLatin1Char('\n'));
}

QString CostText::flagShort(FlagCode code)
{
    switch (code) {
    // clang-format off
    case FlagCode::DoesNotFit: return tr("No fit", "risk flag, short");
    case FlagCode::BatchTooSmall: return tr("Batch too small", "risk flag, short: the batch cannot be split over the cards");
    case FlagCode::MemoryTight: return tr("Memory tight", "risk flag, short: over 90 % of the card's memory");
    case FlagCode::MissesDeadline: return tr("Late", "risk flag, short: misses the deadline");
    case FlagCode::MissesLatency: return tr("Slow", "risk flag, short: misses the latency target");
    case FlagCode::SpotLongJob: return tr("Spot risk", "risk flag, short");
    case FlagCode::SpotNeverFinishes: return tr("Never ends", "risk flag, short: spot job");
    case FlagCode::ThermalDerating: return tr("Heat", "risk flag, short: summer throttling");
    case FlagCode::LowConfidencePrice: return tr("Price?", "risk flag, short: uncertain price");
    case FlagCode::ExceedsCapacity: return tr("Overbooked", "risk flag, short");
    case FlagCode::PowerOverQuota: return tr("Power", "risk flag, short: over the power quota");
    case FlagCode::MonthlyBelowFloor: return tr("Price floor", "risk flag, short");
    case FlagCode::OutsideFacilityScale: return tr("Scale", "risk flag, short: wrong size for the site");
    case FlagCode::PriceFromOtherChannel: return tr("Other channel", "risk flag, short: price from another kind of seller");
    case FlagCode::ExportRestricted: return tr("Restricted", "risk flag, short: export-restricted card");
    case FlagCode::QuoteExpired: return tr("Quote expired", "risk flag, short: priced from a quote past its validity");
    case FlagCode::QuoteStale: return tr("Old quote", "risk flag, short: priced from a quote over 30 days old");
    // clang-format on
    case FlagCode::Count:
        break;
    }
    return {};
}

QString CostText::flagSentence(const Flag &f, const Catalog *catalog)
{
    switch (f.code) {
    case FlagCode::DoesNotFit:
        //: %1 memory needed per card, %2 the card's memory, both with their unit ("24 GB")
        return tr("The job does not fit in the cards' memory (%1 needed, %2 per card).")
            .arg(MemoryFormat::size(param(f, 0)), MemoryFormat::size(param(f, 1)));
    case FlagCode::BatchTooSmall:
        //: %1 cards, %2 sequences per optimizer step
        return tr("The batch of %2 sequences per step cannot be split over %1 cards: each needs "
                  "at least one sequence.")
            .arg(number(param(f, 0), 0), number(param(f, 1), 0));
    case FlagCode::MemoryTight:
        //: %1 memory used per card, %2 the card's memory, %3 its share ("97 %")
        return tr("The job uses %1 of the card's %2 (%3), above 90 %: memory spikes can still "
                  "stop it; a layout with more headroom is safer.")
            .arg(MemoryFormat::size(param(f, 0)), MemoryFormat::size(param(f, 1)),
                 MoneyFormat::percent(param(f, 1) > 0.0 ? param(f, 0) / param(f, 1) : 0.0));
    case FlagCode::MissesDeadline:
        return tr("The job takes %1 days, longer than the %2-day deadline.")
            .arg(number(param(f, 0), 1), number(param(f, 1), 0));
    case FlagCode::MissesLatency:
        return tr("Time to first token is %1 s, above the %2 s target.")
            .arg(number(param(f, 0), 2), number(param(f, 1), 2));
    case FlagCode::SpotLongJob:
        return tr("A %1-hour job on spot instances: they can be reclaimed at any time and are "
                  "unfit for jobs over 12 hours.")
            .arg(number(param(f, 0), 0));
    case FlagCode::SpotNeverFinishes:
        return tr("At %1 reclaims per hour the spot job would never finish.")
            .arg(number(param(f, 0), 2));
    case FlagCode::ThermalDerating:
        //: %1 is a percentage with its sign, e.g. "10 %"
        return tr("In an office in summer the cards throttle and lose about %1 of throughput.")
            .arg(MoneyFormat::percent(param(f, 0)));
    case FlagCode::ExceedsCapacity:
        //: %1 hours the schedule's runs of this workload need on the owned cards, %2 hours in
        //: the plan
        return tr("The schedule's runs of this workload need %1 hours on these cards, more than "
                  "the %2 hours of the plan.")
            .arg(number(param(f, 0), 0), number(param(f, 1), 0));
    case FlagCode::PowerOverQuota:
        return tr("The cards draw more than the site's power quota of %1 kW.")
            .arg(number(param(f, 0), 1));
    case FlagCode::OutsideFacilityScale:
        return tr("%1 cards is outside what this site suits (%2 to %3 cards).")
            .arg(number(param(f, 0), 0), number(param(f, 1), 0), number(param(f, 2), 0));
    case FlagCode::MonthlyBelowFloor:
        return tr("Contract %1 prices monthly at %2 of hourly; monthly plans are rarely below "
                  "half the hourly price.")
            .arg(qs(idOf(f, 0)), MoneyFormat::percent(param(f, 0)));
    case FlagCode::LowConfidencePrice:
        return lowConfidenceSentence(f, catalog);
    case FlagCode::PriceFromOtherChannel:
        return otherChannelSentence(f, catalog);
    case FlagCode::ExportRestricted:
        return restrictedSentence(f, catalog);
    case FlagCode::QuoteExpired:
        //: %1 the provider, %2 the date the quote stopped being valid, %3 days since
        return tr("Priced from %1's quote, valid until %2 (%3 days ago): ask the provider "
                  "whether it still holds; it is left out of the recommendation until you "
                  "confirm it on the Quotes page.")
            .arg(qs(idOf(f, 1)), qs(idOf(f, 2)), number(param(f, 0), 0));
    case FlagCode::QuoteStale:
        //: %1 the provider, %2 the quote's date, %3 days since
        return tr("Priced from %1's quote of %2, %3 days old: prices move; ask for a fresh one.")
            .arg(qs(idOf(f, 1)), qs(idOf(f, 2)), number(param(f, 0), 0));
    case FlagCode::Count:
        break;
    }
    return {};
}

QString CostText::lowConfidenceSentence(const Flag &f, const Catalog *catalog)
{
    // Ids: the card's, then the contract's or "purchase".
    const std::string cardId = idOf(f, 0);
    const Card *card = catalog ? catalog->findCard(cardId) : nullptr;
    const std::string quote = idOf(f, 1);
    const Contract *contract = catalog ? catalog->findContract(quote) : nullptr;
    const QString what = quote == kPurchaseId
                             //: The kind of price in "The price of <card> (buying the card)"
                             ? tr("buying the card")
                             : contract ? DisplayText::contractName(*contract) : qs(quote);
    return tr("The price of %1 (%2) rests on low-confidence quotes; get a written offer.")
        .arg(card ? DisplayText::cardName(*card) : qs(cardId), what);
}

QString CostText::otherChannelSentence(const Flag &f, const Catalog *catalog)
{
    // Ids: the card, the option's facility kind, the kind whose quotes were used.
    const Card *card = catalog ? catalog->findCard(idOf(f, 0)) : nullptr;
    const auto kind = [&f](size_t i) {
        const std::optional<FacilityKind> k = fromCode<FacilityKind>(idOf(f, i));
        return k ? DisplayText::facilityKind(*k) : qs(idOf(f, i));
    };
    //: %1 a card, %2 the option's kind of facility (e.g. IDC cabinet), %3 the kind whose
    //: quotes were used instead (e.g. GPU cloud)
    return tr("The catalog has no %2 quote for %1; its price comes from %3 quotes, a different "
              "kind of seller whose prices can differ a lot. Get a written offer.")
        .arg(card ? DisplayText::cardName(*card) : qs(idOf(f, 0)), kind(1), kind(2));
}

QString CostText::restrictedSentence(const Flag &f, const Catalog *catalog)
{
    // Ids: the card's, then the contract's or "purchase".
    const std::string cardId = idOf(f, 0);
    const Card *card = catalog ? catalog->findCard(cardId) : nullptr;
    const QString name = card ? DisplayText::cardName(*card) : qs(cardId);
    const bool bought = idOf(f, 1) == kPurchaseId;
    const MarketStatus status = card ? card->marketStatus : MarketStatus::ExportRestricted;
    const QString since =
        card ? DisplayText::isoDate(card->marketStatusSince) : QStringLiteral("2023");
    if (status == MarketStatus::InCountryStock)
        return bought
                   //: %1 a card (A800, H800), %2 a date
                   ? tr("No new %1 cards are supplied to China since %2; what is for sale is "
                        "second-hand. Ask for each card's hours of use, warranty and origin, "
                        "and test every card before you pay.")
                         .arg(name, since)
                   //: %1 a card (A800, H800), %2 a date
                   : tr("%1 cards in China are existing stock (no new supply since %2): "
                        "confirm the provider's cards and spares in writing before you sign.")
                         .arg(name, since);
    if (status == MarketStatus::LicenceRequired)
        return bought
                   //: %1 a card (H20), %2 a date
                   ? tr("Since %2 each sale of %1 into China needs a US export licence: "
                        "confirm in writing that your source holds one for your cards.")
                         .arg(name, since)
                   //: %1 a card (H20), %2 a date
                   : tr("Supply of %1 depends on US export licences since %2: confirm the "
                        "provider's stock in writing before you sign.")
                         .arg(name, since);
    if (bought)
        //: %1 is a card, e.g. "B200"; %2 a date
        return tr("New %1 cards are not sold into China since %2 (US export rules): confirm "
                  "in writing that your source delivers them, with a warranty.")
            .arg(name, since);
    //: %1 is a card, e.g. "B200"; %2 a date
    return tr("Supply of %1 is restricted since %2: confirm the provider's stock in "
              "writing before you sign.")
        .arg(name, since);
}

QString CostText::jobTime(const Range &hours)
{
    return DurationFormat::span({hours.low * 3600.0, hours.likely * 3600.0, hours.high * 3600.0});
}

QString CostText::servingTime(double ttftSeconds, double tokensPerSecond)
{
    //: Inference speed: time to first token and generated tokens per second
    return tr("TTFT %1 s, %2 tok/s").arg(number(ttftSeconds, 2), number(tokensPerSecond, 0));
}

QString CostText::problem(const Error &e)
{
    const QString subject = qs(e.subject);
    const QString detail = qs(e.detail);
    // An invalid input reads as the same input does on its own page: the
    // field's name and what is wrong.
    if (e.code == ErrorCode::CostInvalid)
        return ErrorText::issue(ValidationIssue{e.issue, e.subject, e.detail, e.limit});
    // The acquisition does not go with the facility, or the quote with the
    // option: named in the UI language from the codes core gives.
    const auto kind = [&e] {
        const auto k = fromCode<FacilityKind>(e.detail);
        return k ? DisplayText::facilityKind(*k) : qs(e.detail);
    };
    if (e.code == ErrorCode::CostHostNeedsCabinet)
        //: %1 is where (an option's field), %2 the facility's kind (e.g. "GPU cloud")
        return tr("Hosting your own servers needs a cabinet site (an IDC cabinet or a hosted "
                  "cluster), not a %2 (%1).")
            .arg(subject, kind());
    if (e.code == ErrorCode::CostBuildNeedsPremises)
        //: %1 is where (an option's field), %2 the facility's kind (e.g. "GPU cloud")
        return tr("Building needs premises of your own, not a %2 (%1).").arg(subject, kind());
    if (e.code == ErrorCode::CostQuoteNotRent) {
        const auto a = fromCode<Acquisition>(e.detail);
        //: %1 is where (an option's field), %2 how the option gets its cards (host, build)
        return tr("A provider's quote prices rented cards; this option does not rent (%2) "
                  "(%1).")
            .arg(subject, a ? DisplayText::acquisition(*a) : detail);
    }
    if (e.code == ErrorCode::CostQuoteOtherCard)
        //: %1 is where (an option's field), %2 the card the quote is for
        return tr("The quote is for %2, not for the option's card (%1).").arg(subject, detail);
    if (e.code == ErrorCode::CostMissingAssumption)
        return tr("The assumption \"%1\" is missing from the catalog.").arg(inputName(e.subject));
    if (e.code == ErrorCode::CostNoPrice)
        //: %1 is where, %2 the engine's detail (which card or contract)
        return tr("An option cannot be priced (%1): %2").arg(subject, detail);
    if (e.code == ErrorCode::CostUnknownReference)
        return tr("An option refers to an unknown catalog entry (%1): %2").arg(subject, detail);
    if (e.code == ErrorCode::CostNotFinite)
        return tr("The cost model could not evaluate %1: %2").arg(subject, detail);
    return ErrorText::unexpected(e);
}

QString CostText::scope(CostScope scope, const Evaluation &ev)
{
    if (scope == CostScope::PerRun)
        //: Scope of a money figure: one completed training run
        return tr("per run");
    //: Scope of a money figure: %n months of the plan
    return tr("over %n month(s)", "", ev.horizonMonths);
}

QString CostText::totalName(CostScope scope, const Evaluation &ev)
{
    if (scope == CostScope::PerRun)
        //: Column header / axis: the cost of one completed training run
        return tr("Cost per run");
    //: Column header / axis: an option's total over the planning horizon
    return tr("Total over %n month(s)", "", ev.horizonMonths);
}

QString CostText::capacitySentence(const CapacityUse &c)
{
    const QString hours = number(c.runHours, c.runHours < 10.0 ? 1 : 0);
    QString s;
    if (c.runs > 0)
        //: An owned option's run; %n runs of the workload in the plan, %1 months, %2 hours
        //: one run occupies the cards, %3 its share of the hours the cards are busy
        s = tr("Owned cards: this run's cost is its share of owning them for %1 months, spread "
               "over the work the schedule gives them: %n run(s) of this workload, %2 hours "
               "each, %3 of the busy hours.",
               "", c.runs)
                .arg(number(c.horizonMonths, 0), hours, MoneyFormat::percent(c.share()));
    else
        //: %1 months, %2 hours one run occupies the cards
        s = tr("Owned cards: the schedule places no run of this workload in the %1-month plan, "
               "so one run of %2 hours carries the whole cost of owning them.")
                .arg(number(c.horizonMonths, 0), hours);
    if (c.otherWork > 0.0)
        //: Appended; %1 the share of the horizon other work keeps the cards busy
        s += sentenceGap() + tr("The project declares other work that keeps them busy %1 of "
                                "the time besides.")
                                 .arg(MoneyFormat::percent(c.otherWork));
    else
        s += sentenceGap() + tr("No other work is declared for them (assumption \"Other work "
                                "on owned cards\").");
    return s;
}

QString CostText::otherWorkSentence(const CapacityUse &c)
{
    //: A purchase priced cheaper per run by the other work declared; %1 that work's share of
    //: the horizon, %2 this workload's own share
    return tr("Owning is cheaper per run here only because of the other work the project "
              "declares for the cards: it keeps them busy %1 of the time, this workload %2.")
        .arg(MoneyFormat::percent(c.otherWork), MoneyFormat::percent(c.projectShare));
}

QString CostText::breakEvenSentence(const QString &own, const QString &rent, const BreakEven &b)
{
    const QString busy = MoneyFormat::percent(b.assumedUtilisation);
    const QString horizon = number(b.assumedHorizonMonths, 0);
    QStringList parts;
    if (b.month)
        //: Cash break-even; %1 own option, %2 rented option, %3 months, %4 busy share
        parts << tr("Owning %1 pays back against renting the same work on %2 after %3 months "
                    "(cards busy %4).")
                     .arg(own, rent, number(*b.month, 1), busy);
    else
        //: %1 own option, %2 rented option, %3 busy share
        parts << tr("Owning %1 never pays back against renting the same work on %2 with the "
                    "cards busy %3.")
                     .arg(own, rent, busy);
    if (b.utilisationMatters) {
        if (!b.utilisation)
            //: %1 months of the plan; said of the likely values (the draws' chance follows)
            parts << tr("At the likely values it does not pay back within the %1-month plan "
                        "even with the cards busy all the time.")
                         .arg(horizon);
        else if (b.month && *b.month <= b.assumedHorizonMonths)
            //: %1 months, %2 busy share threshold
            parts << tr("Within the %1-month plan it pays back as long as the cards are busy "
                        "more than %2.")
                         .arg(horizon, MoneyFormat::percent(*b.utilisation));
        else
            //: %1 months, %2 busy share threshold
            parts << tr("To pay back within the %1-month plan the cards must be busy more than "
                        "%2.")
                         .arg(horizon, MoneyFormat::percent(*b.utilisation));
    }
    if (b.chanceWithinHorizon)
        //: %1 months of the plan, %2 share of the Monte Carlo draws
        parts << tr("Across the plausible futures it pays back within the %1-month plan in %2 "
                    "of them.")
                     .arg(horizon, MoneyFormat::percent(*b.chanceWithinHorizon));
    // Chinese sentences follow each other without a space after the full stop.
    const bool chinese = QLocale().language() == QLocale::Chinese;
    return parts.join(chinese ? QString() : QStringLiteral(" "));
}

namespace {

// "card.rent_cny_per_card_hour" of "o-1/card.rent_cny_per_card_hour".
std::string inputKey(const std::string &input)
{
    const size_t slash = input.find('/');
    return slash == std::string::npos ? input : input.substr(slash + 1);
}

} // namespace

QString CostText::inputThreshold(const std::string &input, double value, const Catalog *catalog)
{
    const std::string k = inputKey(input);
    std::string unitText(inputUnit(k));
    if (const Assumption *a = catalog ? catalog->findAssumption(k) : nullptr; unitText.empty() && a)
        unitText = a->unit;
    const std::optional<Unit> unit = unitFromText(unitText);
    switch (writtenAs(unit)) {
    case Written::Percent:
        return MoneyFormat::percent(value);
    case Written::Money:
    case Written::MoneyRate: // a threshold price reads as money: "below ¥2.50"
        return MoneyFormat::amount(value);
    case Written::Number:
        break;
    }
    if (unit == Unit::Hours || unit == Unit::Days || unit == Unit::Months || unit == Unit::Years)
        // In the unit, to a tenth: "2.8 years", "36 h".
        return inputValue(Range::exactly(std::round(value * 10.0) / 10.0), unitText);
    if (unit && unit != Unit::Factor && unit != Unit::Number)
        return inputValue(Range::exactly(value), unitText);
    return number(value, value >= 100.0 ? 0 : 1);
}

QStringList CostText::flipSentences(const Evaluation &evaluation, const std::string &workloadId,
                                    const std::function<QString(const std::string &)> &optionName,
                                    const Catalog *catalog, int max)
{
    QStringList out;
    for (const DecisionFlip &f : evaluation.flips) {
        if (f.workloadId != workloadId)
            continue;
        const size_t slash = f.input.find('/');
        const QString inputOption =
            slash == std::string::npos ? QString() : optionName(f.input.substr(0, slash));
        const QString s = flipSentence(f, optionName(f.winnerAbove), optionName(f.winnerBelow),
                                       inputOption, catalog);
        if (!out.contains(s))
            out << s;
        if (max >= 0 && out.size() >= max)
            break;
    }
    return out;
}

QString CostText::flipSentence(const DecisionFlip &f, const QString &above, const QString &below,
                               const QString &inputOption, const Catalog *catalog)
{
    const QString value = inputThreshold(f.input, f.threshold, catalog);
    QString input = inputName(inputKey(f.input));
    if (!inputOption.isEmpty())
        //: An input of one option, e.g. "price per card-hour of 8x RTX 4090 cloud"
        input = tr("%1 of %2").arg(input, inputOption);
    //: Decision flip: %1 option winning above, %2 input, %3 threshold, %4 option winning below
    QString s =
        tr("%1 wins if %2 stays above %3; below it %4 wins.").arg(above, input, value, below);
    if (f.chanceAbove)
        //: Appended to a decision flip; %1 the input, %2 its threshold, %3 the chance it ends
        //: above it
        s += sentenceGap() + tr("Chance that %1 ends above %2: %3.")
                                 .arg(input, value, MoneyFormat::percent(*f.chanceAbove));
    return s;
}

QString CostText::sentenceGap()
{
    // Chinese sentences follow each other without a space after the full stop.
    return QLocale().language() == QLocale::Chinese ? QString() : QStringLiteral(" ");
}

QString CostText::rangesNote(const Evaluation &ev)
{
    if (ev.sampling.samples <= 0 && ev.sampling.cancelled)
        //: The user stopped the Monte Carlo draws; the status bar offers to draw again
        return tr("Ranges: stopped, likely values only.");
    if (ev.sampling.samples <= 0)
        //: Shown while the Monte Carlo draws of the ranges are still running
        return tr("Ranges: drawing...");
    //: %1 number of draws, %2 the seed that reproduces them
    return tr("Ranges: P10-P90 of %1 draws (inputs triangular, seed %2).")
        .arg(QLocale().toString(ev.sampling.samples), QString::number(ev.sampling.seed));
}

QString CostText::workloadCostName(CostScope scope, const Evaluation &ev)
{
    if (scope == CostScope::PerRun)
        return totalName(scope, ev);
    //: Column header: a serving workload's cost on an option, priced over the planning horizon
    return tr("This workload over %n month(s)", "", ev.horizonMonths);
}

QString CostText::comparisonScope(CostScope scope, const Evaluation &ev)
{
    const QString horizon =
        //: Line above the comparison table; %1 is "Total over 24 months"
        tr("%1: each option held for the whole plan with the project's scheduled work on it, "
           "as the year plan places it (owned cards also with any other work declared).")
            .arg(totalName(CostScope::Horizon, ev));
    if (scope == CostScope::PerRun)
        //: Second half of the line above the comparison table; %1 is "Cost per run"
        return tr("%1 %2: one completed run of this workload, re-runs and hidden costs included; "
                  "owned cards carry their cost spread over this workload's scheduled runs.")
            .arg(horizon, totalName(CostScope::PerRun, ev));
    //: Second half of the line above the comparison table for a serving workload; %1 is
    //: "This workload over 24 months"
    return tr("%1 %2: serving this workload alone on the option, for the hours its schedule "
              "serves.")
        .arg(horizon, workloadCostName(scope, ev));
}

QString CostText::notPriced()
{
    //: A money cell of an option that cannot run the workload (no cost is computed)
    return tr("Not priced");
}

namespace {

const Flag *fitFlag(const PairResult &p)
{
    for (const Flag &f : p.flags)
        if (f.code == FlagCode::DoesNotFit || f.code == FlagCode::BatchTooSmall)
            return &f;
    return nullptr;
}

} // namespace

QString CostText::notPricedReason(const PairResult &p)
{
    const Flag *f = fitFlag(p);
    if (f && f->code == FlagCode::DoesNotFit)
        //: %1 memory needed per card, %2 the card's memory, both with their unit ("24 GB")
        return tr("Not priced: it does not fit, it needs %1 per card and the card has %2.")
            .arg(MemoryFormat::size(param(*f, 0)), MemoryFormat::size(param(*f, 1)));
    if (f && f->code == FlagCode::BatchTooSmall)
        //: %1 cards, %2 sequences per optimizer step
        return tr("Not priced: its batch of %2 sequences per step cannot be split over %1 cards.")
            .arg(number(param(*f, 0), 0), number(param(*f, 1), 0));
    return tr("Not priced: the engine found no way to run this workload on the option.");
}

QString CostText::notPricedShort(const PairResult &p)
{
    const Flag *f = fitFlag(p);
    if (f && f->code == FlagCode::BatchTooSmall)
        //: Why an option is left out of a money chart
        return tr("batch too small for its cards");
    if (f && f->code == FlagCode::DoesNotFit)
        //: Why an option is left out of a money chart
        return tr("does not fit");
    //: Why an option is left out of a money chart
    return tr("cannot run it");
}

QString CostText::layoutSentence(const PairResult &p)
{
    // Serving shards weights by tensor and pipeline stages only: no ZeRO,
    // no recomputation, no micro-batches to name.
    const QString layout =
        p.inference ? EstimateText::parallelSplit(p.layout) : EstimateText::layout(p.layout);
    if (!(p.memory.capacity > 0.0))
        return layout;
    if (p.inference)
        //: %1 a parallel layout ("TP 2 x PP 1 x DP 1"), %2 memory used per card, %3 the part
        //: of the card's memory a server may use ("43.2 GB")
        return tr("%1; %2 of the %3 usable per card")
            .arg(layout, MemoryFormat::size(p.memory.total), MemoryFormat::size(p.memory.capacity));
    //: %1 a parallel layout ("TP 2 x PP 4 x DP 1, ZeRO-1, ..."), %2 memory used per card,
    //: %3 the card's memory ("23.3 GB", "24 GB")
    return tr("%1; %2 of %3 per card")
        .arg(layout, MemoryFormat::size(p.memory.total), MemoryFormat::size(p.memory.capacity));
}

QString CostText::issue(const ValidationIssue &issue, const Project &project)
{
    // "workloads[1].lora_rank": the entity's index in its collection.
    const auto indexIn = [&issue](const std::string &collection) -> int {
        const std::string prefix = collection + "[";
        if (issue.field.rfind(prefix, 0) != 0)
            return -1;
        const size_t close = issue.field.find(']', prefix.size());
        if (close == std::string::npos)
            return -1;
        int index = -1;
        for (size_t i = prefix.size(); i < close; ++i) {
            if (!std::isdigit(static_cast<unsigned char>(issue.field[i])))
                return -1;
            index = (index < 0 ? 0 : index * 10) + (issue.field[i] - '0');
        }
        return index;
    };
    QString name;
    if (const int w = indexIn("workloads"); w >= 0 && size_t(w) < project.workloads.size())
        name = DisplayText::name(project.workloads[size_t(w)]);
    else if (const int o = indexIn("options"); o >= 0 && size_t(o) < project.options.size())
        name = DisplayText::name(project.options[size_t(o)]);
    if (name.isEmpty())
        return ErrorText::issue(issue);
    //: A problem of one workload or option; %1 its name, %2 the problem in a sentence
    return tr("%1: %2").arg(name, ErrorText::issue(issue, false));
}
