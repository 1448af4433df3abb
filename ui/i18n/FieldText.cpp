// ErrorText::fieldLabel: field paths to human words. Kept apart from the
// sentences in ErrorText.cpp because the table is long.
#include "ErrorText.h"

#include <QStringList>

#include "model/CardFields.h"
#include "model/ContractFields.h"
#include "model/FacilityFields.h"
#include "model/OptionFields.h"
#include "model/PathParts.h"
#include "model/WorkloadFields.h"

namespace {

namespace W = suanpan::fields::workload;
namespace O = suanpan::fields::option;
namespace C = suanpan::fields::card;
namespace F = suanpan::fields::facility;
namespace K = suanpan::fields::contract;

struct FieldName {
    const char *path;  // leaf path inside one entity, without indexes
    const char *label; // English source text, context "FieldLabel"
};

// Every field of the core model a user can meet in a message or a form. The
// fields of core's tables (workload, option, card, facility, contract) take
// their paths from there (tst_errortext checks each has a label here); the
// labels stay literal for lupdate.
const FieldName kFieldNames[] = {
    // Workload
    {"id", QT_TRANSLATE_NOOP("FieldLabel", "Identifier")},
    {"name", QT_TRANSLATE_NOOP("FieldLabel", "Name")},
    {"name.zh", QT_TRANSLATE_NOOP("FieldLabel", "Chinese name")},
    {"name.en", QT_TRANSLATE_NOOP("FieldLabel", "English name")},
    {W::Scenario.path, QT_TRANSLATE_NOOP("FieldLabel", "Scenario")},
    {"model", QT_TRANSLATE_NOOP("FieldLabel", "Model")},
    {W::ParamsTotal.path, QT_TRANSLATE_NOOP("FieldLabel", "Parameters (total)")},
    {W::ParamsActive.path, QT_TRANSLATE_NOOP("FieldLabel", "Parameters (active per token)")},
    {W::Layers.path, QT_TRANSLATE_NOOP("FieldLabel", "Layers")},
    {W::HiddenSize.path, QT_TRANSLATE_NOOP("FieldLabel", "Hidden size")},
    {W::AttentionHeads.path, QT_TRANSLATE_NOOP("FieldLabel", "Attention heads")},
    //: Key/value heads of grouped-query attention
    {W::KvHeads.path, QT_TRANSLATE_NOOP("FieldLabel", "KV heads")},
    //: Feed-forward (MLP) intermediate size
    {W::FfnSize.path, QT_TRANSLATE_NOOP("FieldLabel", "FFN size")},
    {W::VocabSize.path, QT_TRANSLATE_NOOP("FieldLabel", "Vocabulary size")},
    //: Mixture-of-experts: routed experts per layer
    {W::Experts.path, QT_TRANSLATE_NOOP("FieldLabel", "Experts")},
    {W::ExpertsPerToken.path, QT_TRANSLATE_NOOP("FieldLabel", "Experts per token")},
    {W::TiedEmbeddings.path, QT_TRANSLATE_NOOP("FieldLabel", "Tied embeddings")},
    {W::ModelSource.path, QT_TRANSLATE_NOOP("FieldLabel", "Model source")},
    //: Width of one attention head (config.json head_dim)
    {W::HeadDim.path, QT_TRANSLATE_NOOP("FieldLabel", "Head dimension")},
    //: Biases on the query, key and value projections (Qwen2)
    {W::AttentionBias.path, QT_TRANSLATE_NOOP("FieldLabel", "Attention biases")},
    //: A gated feed-forward layer (SwiGLU: three matrices) rather than a plain MLP (two)
    {W::GatedFfn.path, QT_TRANSLATE_NOOP("FieldLabel", "Gated FFN")},
    //: Mixture-of-experts: the feed-forward size of one expert
    {W::MoeFfnSize.path, QT_TRANSLATE_NOOP("FieldLabel", "Expert FFN size")},
    //: Mixture-of-experts: experts every token uses (DeepSeek)
    {W::SharedExperts.path, QT_TRANSLATE_NOOP("FieldLabel", "Shared experts")},
    //: Mixture-of-experts: leading layers without experts
    {W::DenseLayers.path, QT_TRANSLATE_NOOP("FieldLabel", "Dense layers")},
    //: Multi-head latent attention (DeepSeek): rank of the compressed keys and values
    {W::KvLoraRank.path, QT_TRANSLATE_NOOP("FieldLabel", "KV latent rank")},
    //: Multi-head latent attention (DeepSeek): rank of the compressed queries
    {W::QLoraRank.path, QT_TRANSLATE_NOOP("FieldLabel", "Query latent rank")},
    //: Multi-head latent attention: the rotary part of a query/key head
    {W::QkRopeHeadDim.path, QT_TRANSLATE_NOOP("FieldLabel", "Rotary head dimension")},
    //: Multi-head latent attention: the non-rotary part of a query/key head
    {W::QkNopeHeadDim.path, QT_TRANSLATE_NOOP("FieldLabel", "Non-rotary head dimension")},
    //: Multi-head latent attention: width of a value head
    {W::VHeadDim.path, QT_TRANSLATE_NOOP("FieldLabel", "Value head dimension")},
    //: Numeric precision of weights and compute (BF16, INT8, ...)
    {W::Precision.path, QT_TRANSLATE_NOOP("FieldLabel", "Precision")},
    {W::TrainingTokens.path, QT_TRANSLATE_NOOP("FieldLabel", "Training tokens")},
    {W::SequenceLength.path, QT_TRANSLATE_NOOP("FieldLabel", "Sequence length")},
    //: Sequences per optimizer step
    {W::GlobalBatch.path, QT_TRANSLATE_NOOP("FieldLabel", "Global batch")},
    {W::DeadlineDays.path, QT_TRANSLATE_NOOP("FieldLabel", "Deadline")},
    {W::LoraRank.path, QT_TRANSLATE_NOOP("FieldLabel", "LoRA rank")},
    {W::PromptTokens.path, QT_TRANSLATE_NOOP("FieldLabel", "Prompt tokens")},
    {W::OutputTokens.path, QT_TRANSLATE_NOOP("FieldLabel", "Output tokens")},
    //: Simultaneous requests being served
    {W::Concurrency.path, QT_TRANSLATE_NOOP("FieldLabel", "Concurrency")},
    {W::RequestsPerSecond.path, QT_TRANSLATE_NOOP("FieldLabel", "Requests per second")},
    //: Time to first token (TTFT) that the service must meet
    {W::TtftTarget.path, QT_TRANSLATE_NOOP("FieldLabel", "First-token latency target")},
    //: How the serving engine stores the attention keys and values (KV cache)
    {W::KvPrecision.path, QT_TRANSLATE_NOOP("FieldLabel", "KV cache precision")},
    {W::DatasetBytes.path, QT_TRANSLATE_NOOP("FieldLabel", "Data set size")},
    {"notes", QT_TRANSLATE_NOOP("FieldLabel", "Notes")},
    {"notes.en", QT_TRANSLATE_NOOP("FieldLabel", "Notes")},
    {"notes.zh", QT_TRANSLATE_NOOP("FieldLabel", "Chinese notes")},
    //: Schedule of a workload over the plan: the month it starts (0 = the first)
    {W::ScheduleStart.path, QT_TRANSLATE_NOOP("FieldLabel", "Start month")},
    //: Schedule: a new training run every N months (0 = once)
    {W::ScheduleEvery.path, QT_TRANSLATE_NOOP("FieldLabel", "Repeats every")},
    {W::ScheduleDuration.path, QT_TRANSLATE_NOOP("FieldLabel", "Duration")},
    //: Schedule: cards the workload runs on
    {W::ScheduleCards.path, QT_TRANSLATE_NOOP("FieldLabel", "Cards")},
    //: Schedule of serving: hours a day at peak load
    {W::SchedulePeakHours.path, QT_TRANSLATE_NOOP("FieldLabel", "Peak hours a day")},
    //: Schedule of serving: cards busy off peak as a share of the peak
    {W::ScheduleOffPeak.path, QT_TRANSLATE_NOOP("FieldLabel", "Off-peak load")},
    // Option
    {O::Card.path, QT_TRANSLATE_NOOP("FieldLabel", "Card")},
    {O::CardCount.path, QT_TRANSLATE_NOOP("FieldLabel", "Card count")},
    //: Where the cards run: office room, IDC cabinet, cloud, ...
    {O::Facility.path, QT_TRANSLATE_NOOP("FieldLabel", "Facility")},
    {O::Contract.path, QT_TRANSLATE_NOOP("FieldLabel", "Contract")},
    //: Rent, host or build
    {O::Acquisition.path, QT_TRANSLATE_NOOP("FieldLabel", "Acquisition")},
    //: An option shortlisted for the presentation
    {O::Chosen.path, QT_TRANSLATE_NOOP("FieldLabel", "Shortlisted")},
    // Card
    {C::Vendor.path, QT_TRANSLATE_NOOP("FieldLabel", "Vendor")},
    {C::Memory.path, QT_TRANSLATE_NOOP("FieldLabel", "Card memory")},
    {C::MemoryType.path, QT_TRANSLATE_NOOP("FieldLabel", "Memory type")},
    {C::MemoryBandwidth.path, QT_TRANSLATE_NOOP("FieldLabel", "Memory bandwidth")},
    {C::PeakFlops.path, QT_TRANSLATE_NOOP("FieldLabel", "Peak compute")},
    {C::Tdp.path, QT_TRANSLATE_NOOP("FieldLabel", "Board power (TDP)")},
    {"link", QT_TRANSLATE_NOOP("FieldLabel", "Card-to-card link")},
    {C::LinkKind.path, QT_TRANSLATE_NOOP("FieldLabel", "Card-to-card link type")},
    {C::LinkBandwidth.path, QT_TRANSLATE_NOOP("FieldLabel", "Card-to-card bandwidth")},
    {C::LinkDomain.path, QT_TRANSLATE_NOOP("FieldLabel", "Cards per fast-link domain")},
    {C::PcieGen.path, QT_TRANSLATE_NOOP("FieldLabel", "PCIe generation")},
    {C::FormFactor.path, QT_TRANSLATE_NOOP("FieldLabel", "Form factor")},
    {C::Year.path, QT_TRANSLATE_NOOP("FieldLabel", "Year")},
    {C::Market.path, QT_TRANSLATE_NOOP("FieldLabel", "Market status")},
    //: The date a card's market status (export rules, end of sale) holds from
    {C::MarketSince.path, QT_TRANSLATE_NOOP("FieldLabel", "Market status since")},
    {"rent", QT_TRANSLATE_NOOP("FieldLabel", "Rent price")},
    {"purchase", QT_TRANSLATE_NOOP("FieldLabel", "Purchase price")},
    {"mode", QT_TRANSLATE_NOOP("FieldLabel", "Billing mode")},
    {"cny", QT_TRANSLATE_NOOP("FieldLabel", "Price")},
    {"basis", QT_TRANSLATE_NOOP("FieldLabel", "Price basis")},
    {"basis.zh", QT_TRANSLATE_NOOP("FieldLabel", "Price basis in Chinese")},
    //: The kinds of seller (GPU cloud, IDC cabinet, ...) a rent quote comes from
    {"facility_kinds", QT_TRANSLATE_NOOP("FieldLabel", "Channel")},
    {"provenance", QT_TRANSLATE_NOOP("FieldLabel", "Source")},
    {"provenance.source", QT_TRANSLATE_NOOP("FieldLabel", "Source")},
    {"provenance.source.zh", QT_TRANSLATE_NOOP("FieldLabel", "Source in Chinese")},
    {"provenance.date", QT_TRANSLATE_NOOP("FieldLabel", "Source date")},
    {"provenance.confidence", QT_TRANSLATE_NOOP("FieldLabel", "Confidence")},
    {"figure_provenance", QT_TRANSLATE_NOOP("FieldLabel", "Figure sources")},
    // Facility
    //: Kind of facility (office room, IDC cabinet, ...)
    {F::Kind.path, QT_TRANSLATE_NOOP("FieldLabel", "Kind")},
    {F::District.path, QT_TRANSLATE_NOOP("FieldLabel", "District")},
    {F::MinCards.path, QT_TRANSLATE_NOOP("FieldLabel", "Minimum cards")},
    {F::MaxCards.path, QT_TRANSLATE_NOOP("FieldLabel", "Maximum cards")},
    {F::Power.path, QT_TRANSLATE_NOOP("FieldLabel", "Power redundancy")},
    {F::Cooling.path, QT_TRANSLATE_NOOP("FieldLabel", "Cooling")},
    //: Power usage effectiveness of a data centre
    {F::Pue.path, QT_TRANSLATE_NOOP("FieldLabel", "PUE")},
    {F::Network.path, QT_TRANSLATE_NOOP("FieldLabel", "Network bandwidth between nodes")},
    {F::NetworkPerCard.path,
     QT_TRANSLATE_NOOP("FieldLabel", "Every card has its own network port")},
    {F::Fabric.path, QT_TRANSLATE_NOOP("FieldLabel", "Network fabric")},
    {F::SpareParts.path, QT_TRANSLATE_NOOP("FieldLabel", "Spare parts on site")},
    {F::CabinetRent.path, QT_TRANSLATE_NOOP("FieldLabel", "Cabinet rent per month")},
    {F::CabinetPower.path, QT_TRANSLATE_NOOP("FieldLabel", "Cabinet power quota")},
    {F::Electricity.path, QT_TRANSLATE_NOOP("FieldLabel", "Electricity price")},
    {F::Vpc.path, QT_TRANSLATE_NOOP("FieldLabel", "Private network (VPC)")},
    {F::AccessLogs.path, QT_TRANSLATE_NOOP("FieldLabel", "Access logs")},
    {F::EncryptedTransfer.path, QT_TRANSLATE_NOOP("FieldLabel", "Encrypted transfer")},
    {F::AuditReport.path, QT_TRANSLATE_NOOP("FieldLabel", "Audit report")},
    {F::IdcLicence.path, QT_TRANSLATE_NOOP("FieldLabel", "IDC licence")},
    {F::Availability.path, QT_TRANSLATE_NOOP("FieldLabel", "Availability (last six months)")},
    // Contract
    {K::Billing.path, QT_TRANSLATE_NOOP("FieldLabel", "Billing mode")},
    {K::Granularity.path, QT_TRANSLATE_NOOP("FieldLabel", "Billing granularity")},
    {K::UnitPrice.path, QT_TRANSLATE_NOOP("FieldLabel", "Price per card-hour")},
    {K::PriceFactor.path, QT_TRANSLATE_NOOP("FieldLabel", "Price factor")},
    {K::MinimumTerm.path, QT_TRANSLATE_NOOP("FieldLabel", "Minimum term")},
    {K::WholeMachine.path, QT_TRANSLATE_NOOP("FieldLabel", "Billed per whole machine")},
    {K::PowerBilling.path, QT_TRANSLATE_NOOP("FieldLabel", "Power billing")},
    {K::PowerPrice.path, QT_TRANSLATE_NOOP("FieldLabel", "Power price above the quota")},
    {K::Bandwidth.path, QT_TRANSLATE_NOOP("FieldLabel", "Bandwidth per month")},
    {K::Storage.path, QT_TRANSLATE_NOOP("FieldLabel", "Storage per GB-month")},
    {K::Upload.path, QT_TRANSLATE_NOOP("FieldLabel", "Upload per GB")},
    {K::Replacement.path, QT_TRANSLATE_NOOP("FieldLabel", "Card replacement time")},
    {K::Compensation.path, QT_TRANSLATE_NOOP("FieldLabel", "Downtime compensation")},
    {K::Deposit.path, QT_TRANSLATE_NOOP("FieldLabel", "Deposit")},
    {K::DepositRefund.path, QT_TRANSLATE_NOOP("FieldLabel", "Deposit refund time")},
    {K::Acceptance.path, QT_TRANSLATE_NOOP("FieldLabel", "Acceptance criteria")},
    {K::Support.path, QT_TRANSLATE_NOOP("FieldLabel", "Support level")},
    {K::Response.path, QT_TRANSLATE_NOOP("FieldLabel", "Support response time")},
    {K::BackupPool.path, QT_TRANSLATE_NOOP("FieldLabel", "Backup card pool")},
    {K::Snapshots.path, QT_TRANSLATE_NOOP("FieldLabel", "Image snapshots")},
    {K::PersistentDisks.path, QT_TRANSLATE_NOOP("FieldLabel", "Persistent data disks")},
    {K::Upgrade.path, QT_TRANSLATE_NOOP("FieldLabel", "Upgrade without migration")},
    {K::SpotReclaim.path, QT_TRANSLATE_NOOP("FieldLabel", "Spot reclaims per hour")},
    // Assumption
    {"key", QT_TRANSLATE_NOOP("FieldLabel", "Assumption key")},
    {"value", QT_TRANSLATE_NOOP("FieldLabel", "Value")},
    {"unit", QT_TRANSLATE_NOOP("FieldLabel", "Unit")},
    // Checklist entry
    {"item_id", QT_TRANSLATE_NOOP("FieldLabel", "Checklist item")},
    {"option_id", QT_TRANSLATE_NOOP("FieldLabel", "Option")},
    {"status", QT_TRANSLATE_NOOP("FieldLabel", "Status")},
    {"note", QT_TRANSLATE_NOOP("FieldLabel", "Note")},
    {"date", QT_TRANSLATE_NOOP("FieldLabel", "Date")},
    {"checked_by", QT_TRANSLATE_NOOP("FieldLabel", "Checked by")},
    // Evidence record
    {"file_name", QT_TRANSLATE_NOOP("FieldLabel", "File name")},
    {"imported_utc", QT_TRANSLATE_NOOP("FieldLabel", "Imported")},
    //: The stored content of an imported tool output
    {"text", QT_TRANSLATE_NOOP("FieldLabel", "File content")},
    // Project meta and document
    {"meta", QT_TRANSLATE_NOOP("FieldLabel", "Project details")},
    {"meta.title", QT_TRANSLATE_NOOP("FieldLabel", "Project title")},
    {"meta.title.zh", QT_TRANSLATE_NOOP("FieldLabel", "Chinese project title")},
    {"meta.client", QT_TRANSLATE_NOOP("FieldLabel", "Client")},
    {"meta.author", QT_TRANSLATE_NOOP("FieldLabel", "Author")},
    {"meta.currency", QT_TRANSLATE_NOOP("FieldLabel", "Currency")},
    {"meta.created_utc", QT_TRANSLATE_NOOP("FieldLabel", "Created")},
    {"meta.modified_utc", QT_TRANSLATE_NOOP("FieldLabel", "Modified")},
    {"meta.notes", QT_TRANSLATE_NOOP("FieldLabel", "Project notes")},
    // Procurement
    {"capital_budget_cny", QT_TRANSLATE_NOOP("FieldLabel", "Capital budget")},
    {"monthly_budget_cny", QT_TRANSLATE_NOOP("FieldLabel", "Monthly budget")},
    {"format", QT_TRANSLATE_NOOP("FieldLabel", "File format")},
    {"schema", QT_TRANSLATE_NOOP("FieldLabel", "Format version")},
    {"workloads", QT_TRANSLATE_NOOP("FieldLabel", "Workloads")},
    {"options", QT_TRANSLATE_NOOP("FieldLabel", "Options")},
    {"assumptions", QT_TRANSLATE_NOOP("FieldLabel", "Assumptions")},
    {"user_catalog", QT_TRANSLATE_NOOP("FieldLabel", "Your catalog")},
    {"checklist", QT_TRANSLATE_NOOP("FieldLabel", "Checklist")},
    //: Tool outputs and documents kept as acceptance evidence
    {"evidence", QT_TRANSLATE_NOOP("FieldLabel", "Evidence")},
    //: Cost lines (upload, engineer time, ...) the user left out of every total
    {"disabled_cost_lines", QT_TRANSLATE_NOOP("FieldLabel", "Switched-off cost lines")},
    {"cards", QT_TRANSLATE_NOOP("FieldLabel", "Cards")},
    // Compute vouchers (算力券)
    {"vouchers", QT_TRANSLATE_NOOP("FieldLabel", "Compute vouchers")},
    {"programme", QT_TRANSLATE_NOOP("FieldLabel", "Programme")},
    //: Share of eligible rent a compute voucher pays back
    {"share", QT_TRANSLATE_NOOP("FieldLabel", "Share of eligible rent")},
    {"cap_cny_per_year", QT_TRANSLATE_NOOP("FieldLabel", "Cap per year")},
    {"providers", QT_TRANSLATE_NOOP("FieldLabel", "Eligible providers")},
    {"refund_months", QT_TRANSLATE_NOOP("FieldLabel", "Months until the money comes back")},
    {"approval", QT_TRANSLATE_NOOP("FieldLabel", "Chance of approval")},
    {"preset", QT_TRANSLATE_NOOP("FieldLabel", "Preset")},
    {"facilities", QT_TRANSLATE_NOOP("FieldLabel", "Facilities")},
    {"contracts", QT_TRANSLATE_NOOP("FieldLabel", "Contracts")},
    // Providers' quotes (model/Quote.h) and the option priced from one
    //: A provider's written price offer (报价单)
    {"quotes", QT_TRANSLATE_NOOP("FieldLabel", "Quotes")},
    {O::Quote.path, QT_TRANSLATE_NOOP("FieldLabel", "Priced from quote")},
    {"provider", QT_TRANSLATE_NOOP("FieldLabel", "Provider")},
    {"quoted_on", QT_TRANSLATE_NOOP("FieldLabel", "Quoted on")},
    {"valid_until", QT_TRANSLATE_NOOP("FieldLabel", "Valid until")},
    {"card", QT_TRANSLATE_NOOP("FieldLabel", "Card")},
    {"price_cny", QT_TRANSLATE_NOOP("FieldLabel", "Price")},
    //: What a quote's price is for: card-hour, card-month, server-month, ...
    {"per", QT_TRANSLATE_NOOP("FieldLabel", "Priced per")},
    {"term_months", QT_TRANSLATE_NOOP("FieldLabel", "Term (months)")},
    //: What a quote says it includes: electricity, cooling, bandwidth, ...
    {"includes", QT_TRANSLATE_NOOP("FieldLabel", "Includes")},
    {"bandwidth_mbps", QT_TRANSLATE_NOOP("FieldLabel", "Bandwidth (Mbps)")},
    {"storage_tb", QT_TRANSLATE_NOOP("FieldLabel", "Storage (TB)")},
    {"min_term_months", QT_TRANSLATE_NOOP("FieldLabel", "Minimum term (months)")},
    {"setup_fee_cny", QT_TRANSLATE_NOOP("FieldLabel", "Setup fee")},
    //: The user confirmed an expired quote still holds
    {"confirmed", QT_TRANSLATE_NOOP("FieldLabel", "Confirmed with the provider")},
};

QString lookup(const QString &path)
{
    for (const FieldName &f : kFieldNames)
        if (path == QLatin1String(f.path))
            return QCoreApplication::translate("FieldLabel", f.label);
    return {};
}

// The entity a collection index names, numbered from 1 for people.
QString entity(const QString &collection, int number)
{
    const std::optional<suanpan::Collection> known =
        suanpan::collectionFromText(collection.toStdString());
    switch (known.value_or(suanpan::Collection::Count)) {
    case suanpan::Collection::Workloads:
        return ErrorText::tr("Workload %1").arg(number);
    case suanpan::Collection::Options:
        return ErrorText::tr("Option %1").arg(number);
    case suanpan::Collection::Assumptions:
        return ErrorText::tr("Assumption %1").arg(number);
    case suanpan::Collection::Checklist:
        return ErrorText::tr("Checklist entry %1").arg(number);
    case suanpan::Collection::Evidence:
        //: One imported tool output or document, numbered from 1
        return ErrorText::tr("Evidence %1").arg(number);
    case suanpan::Collection::DisabledCostLines:
        //: One of the cost lines the user left out of every total, numbered from 1
        return ErrorText::tr("Switched-off cost line %1").arg(number);
    case suanpan::Collection::Vouchers:
        //: A compute voucher (算力券), numbered from 1
        return ErrorText::tr("Compute voucher %1").arg(number);
    case suanpan::Collection::Cards:
        return ErrorText::tr("Card %1").arg(number);
    case suanpan::Collection::Facilities:
        return ErrorText::tr("Facility %1").arg(number);
    case suanpan::Collection::Contracts:
        return ErrorText::tr("Contract %1").arg(number);
    case suanpan::Collection::Quotes:
        //: A provider's quote, numbered from 1
        return ErrorText::tr("Quote %1").arg(number);
    case suanpan::Collection::Rent:
        return ErrorText::tr("Rent price %1").arg(number);
    case suanpan::Collection::Purchase:
        return ErrorText::tr("Purchase price %1").arg(number);
    case suanpan::Collection::Count:
        break;
    }
    return ErrorText::tr("%1 %2")
        .arg(lookup(collection).isEmpty() ? collection : lookup(collection))
        .arg(number);
}

// A label for one end of a low/likely/high range.
QString rangeEndLabel(suanpan::RangeEnd end, const QString &label)
{
    switch (end) {
    case suanpan::RangeEnd::Low:
        //: The low end of a low/likely/high range
        return ErrorText::tr("%1 (low)").arg(label);
    case suanpan::RangeEnd::Likely:
        return ErrorText::tr("%1 (likely)").arg(label);
    case suanpan::RangeEnd::High:
        return ErrorText::tr("%1 (high)").arg(label);
    case suanpan::RangeEnd::Count:
        break;
    }
    return label;
}

// "workloads[1].model.params_total" and "/workloads/1/model/params_total"
// both become {"workloads", "1", "model", "params_total"}.
QStringList segments(std::string_view path)
{
    QString p = QString::fromUtf8(path.data(), qsizetype(path.size()));
    QStringList parts;
    if (p.startsWith(QLatin1Char('/'))) {
        parts = p.mid(1).split(QLatin1Char('/'), Qt::SkipEmptyParts);
        // RFC 6901 escapes.
        for (QString &s : parts)
            s.replace(QLatin1String("~1"), QLatin1String("/"))
                .replace(QLatin1String("~0"), QLatin1String("~"));
        return parts;
    }
    p.replace(QLatin1Char('['), QLatin1Char('.')).remove(QLatin1Char(']'));
    return p.split(QLatin1Char('.'), Qt::SkipEmptyParts);
}

bool isIndex(const QString &s, int *value)
{
    bool ok = false;
    *value = s.toInt(&ok);
    return ok && *value >= 0;
}

} // namespace

QString ErrorText::fieldLabel(std::string_view path, bool withContext)
{
    QString context, label;
    splitLabel(path, &context, &label);
    if (!withContext || context.isEmpty() || label.isEmpty())
        return label.isEmpty() ? context : label;
    //: A field of one entity, e.g. "Option 2: Card count"
    return tr("%1: %2").arg(context, label);
}

void ErrorText::splitLabel(std::string_view path, QString *contextOut, QString *labelOut)
{
    const QStringList parts = segments(path);
    if (parts.isEmpty()) {
        *contextOut = QString();
        *labelOut = tr("The document");
        return;
    }

    // Split off "collection/index" pairs (they name the entity) and the
    // low/likely/high ends of a range.
    QString context;
    QStringList leaf;
    std::optional<suanpan::RangeEnd> rangeEnd;
    for (int i = 0; i < parts.size(); ++i) {
        int index = 0;
        if (i + 1 < parts.size() && isIndex(parts[i + 1], &index)) {
            const QString e = entity(parts[i], index + 1);
            //: Nested entities, e.g. "Card 4, rent price 1"
            context = context.isEmpty() ? e : tr("%1, %2").arg(context, e);
            leaf.clear();
            ++i;
            continue;
        }
        leaf << parts[i];
    }
    if (!leaf.isEmpty()) {
        rangeEnd = suanpan::rangeEndFromText(leaf.last().toStdString());
        if (rangeEnd)
            leaf.removeLast();
    }
    const QString key = leaf.join(QLatin1Char('.'));
    QString label = lookup(key);
    if (label.isEmpty() && !leaf.isEmpty())
        label = lookup(leaf.last());
    if (label.isEmpty() && leaf.size() >= 2 && leaf.first() == QLatin1String(C::PeakFlops.path))
        //: Peak compute at one precision; %1 is e.g. BF16
        label = tr("Peak compute (%1)").arg(leaf.last().toUpper());
    if (label.isEmpty())
        label = key;

    if (rangeEnd)
        label = rangeEndLabel(*rangeEnd, label);

    *contextOut = context;
    *labelOut = label;
}
