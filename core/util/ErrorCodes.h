#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "util/CodeTable.h"

namespace suanpan {

// What went wrong, for every Error core returns (Result.h). The UI and the
// CLI word each code with a switch, so a new code without its wording does
// not compile. Values travel in Error::subject and Error::detail.
enum class ErrorCode : int {
    // The project file (core/store).
    StoreBadData,
    StoreCancelled,
    StoreChanged,
    StoreCorrupt,
    StoreFolderNotSynced,
    StoreHotJournal,
    StoreIo,
    StoreLocked,
    StoreNotFound,
    StoreNotProject,
    StoreNotRegular,
    StoreNotSqlite,
    StoreReadOnly,
    StoreSidecar,
    StoreTooNew,
    // A project over the limits (model/Limits.h).
    ProjectOverLimit,
    ProjectTooLarge,
    // Exported files (core/export, ui/report).
    ExportCancelled,
    ExportCharts,
    ExportFormatFailed,
    ExportIsProject,
    ExportNotRegular,
    ExportNotWritable,
    ExportReadOnly,
    ExportWriteFailed,
    // Plain files: imports, catalog folders.
    FileIo,
    FileNotFound,
    FileTooLarge,
    // JSON documents: the example project, project JSON (io/JsonRead.h).
    JsonDuplicateId,
    JsonEnum,
    JsonInvalid,
    JsonMissing,
    JsonNotProject,
    JsonParse,
    JsonTooDeep,
    JsonTooLarge,
    JsonTooNew,
    JsonType,
    JsonUnknownField,
    // Catalog files: json.* of a catalog file become catalog.* (fileError), plus the folder.
    CatalogDuplicateId,
    CatalogEnum,
    CatalogInvalid,
    CatalogIo,
    CatalogMissing,
    CatalogNotFound,
    CatalogNotProject,
    CatalogParse,
    CatalogTooDeep,
    CatalogTooLarge,
    CatalogTooNew,
    CatalogType,
    CatalogUnknownField,
    // Checklist templates: json.* of a template become checklist.*.
    ChecklistDuplicateId,
    ChecklistEnum,
    ChecklistInvalid,
    ChecklistMissing,
    ChecklistNotFound,
    ChecklistNotProject,
    ChecklistParse,
    ChecklistTooDeep,
    ChecklistTooLarge,
    ChecklistTooNew,
    ChecklistType,
    ChecklistUnknownField,
    // Model configurations (Hugging Face config.json).
    ConfigInconsistent,
    ConfigMissing,
    ConfigNotObject,
    ConfigImplausibleSize,
    ConfigOutOfRange,
    ConfigParse,
    ConfigType,
    // Amounts with units typed by people ("2.5k", "1e6").
    UnitsEmpty,
    UnitsOutOfRange,
    UnitsSyntax,
    // Evidence files before any parser reads them.
    EvidenceEmpty,
    EvidenceTooLarge,
    EvidenceUnknownKind,
    // iperf3 -J reports.
    Iperf3Invalid,
    Iperf3Missing,
    Iperf3Parse,
    Iperf3RunError,
    Iperf3TooDeep,
    Iperf3TooLarge,
    Iperf3Truncated,
    Iperf3Type,
    // nvidia-smi output.
    NvidiaSmiColumns,
    NvidiaSmiNoGpus,
    NvidiaSmiNoHeader,
    NvidiaSmiRunError,
    NvidiaSmiTooLarge,
    NvidiaSmiTooMany,
    // nvidia-smi topo -m matrices.
    TopologyColumns,
    TopologyDuplicateRow,
    TopologyMissingRow,
    TopologyNoHeader,
    TopologyTooLarge,
    TopologyTooMany,
    // Scaling tables (cards, throughput).
    ScalingColumns,
    ScalingInvalid,
    ScalingParse,
    ScalingTooFew,
    ScalingTooLarge,
    // Training logs (step time, tokens).
    TrainingLogColumns,
    TrainingLogEmpty,
    TrainingLogInvalid,
    TrainingLogParse,
    TrainingLogTooLarge,
    // Providers' quote tables.
    QuoteDuplicateColumn,
    QuoteMissingColumn,
    QuoteNoHeader,
    QuoteTooLarge,
    QuoteUnknownColumn,
    // .xlsx workbooks read for quotes.
    XlsxCorrupt,
    XlsxNoSheet,
    XlsxNotZip,
    XlsxTooLarge,
    XlsxUnsupported,
    // Costing an option (cost/CostEngine).
    CostBuildNeedsPremises,
    CostHostNeedsCabinet,
    CostInvalid,
    CostMissingAssumption,
    CostNoPrice,
    CostNotFinite,
    CostQuoteNotRent,
    CostQuoteOtherCard,
    CostUnknownReference,
    // The year plan (cost/Portfolio).
    PortfolioNoOwnedOption,
    PortfolioNoRentPrice,
    PortfolioNoWorkloads,
    PortfolioNotPlanned,
    // Published runs the estimates are checked against (verify/PublishedRuns).
    ValidationConfig,
    ValidationNoFit,
    ValidationNoModel,
    ValidationNoOutcome,
    ValidationSizing,
    ValidationTolerance,
    ValidationUnknownCard,
    ValidationUnknownFacility,
    Count
};

// The stable text of each code, in ErrorCode's order: what the CLI's JSON
// and its messages print ("store.not_found"). Never change a shipped text.
inline constexpr std::array<std::string_view, std::size_t(ErrorCode::Count)> kErrorCodes{
    "store.bad_data",
    "store.cancelled",
    "store.changed",
    "store.corrupt",
    "store.folder_not_synced",
    "store.hot_journal",
    "store.io",
    "store.locked",
    "store.not_found",
    "store.not_project",
    "store.not_regular",
    "store.not_sqlite",
    "store.read_only",
    "store.sidecar",
    "store.too_new",
    "project.over_limit",
    "project.too_large",
    "export.cancelled",
    "export.charts",
    "export.format_failed",
    "export.is_project",
    "export.not_regular",
    "export.not_writable",
    "export.read_only",
    "export.write_failed",
    "file.io",
    "file.not_found",
    "file.too_large",
    "json.duplicate_id",
    "json.enum",
    "json.invalid",
    "json.missing",
    "json.not_project",
    "json.parse",
    "json.too_deep",
    "json.too_large",
    "json.too_new",
    "json.type",
    "json.unknown_field",
    "catalog.duplicate_id",
    "catalog.enum",
    "catalog.invalid",
    "catalog.io",
    "catalog.missing",
    "catalog.not_found",
    "catalog.not_project",
    "catalog.parse",
    "catalog.too_deep",
    "catalog.too_large",
    "catalog.too_new",
    "catalog.type",
    "catalog.unknown_field",
    "checklist.duplicate_id",
    "checklist.enum",
    "checklist.invalid",
    "checklist.missing",
    "checklist.not_found",
    "checklist.not_project",
    "checklist.parse",
    "checklist.too_deep",
    "checklist.too_large",
    "checklist.too_new",
    "checklist.type",
    "checklist.unknown_field",
    "config.inconsistent",
    "config.missing",
    "config.not_object",
    "config.implausible_size",
    "config.out_of_range",
    "config.parse",
    "config.type",
    "units.empty",
    "units.out_of_range",
    "units.syntax",
    "evidence.empty",
    "evidence.too_large",
    "evidence.unknown_kind",
    "iperf3.invalid",
    "iperf3.missing",
    "iperf3.parse",
    "iperf3.run_error",
    "iperf3.too_deep",
    "iperf3.too_large",
    "iperf3.truncated",
    "iperf3.type",
    "nvidia_smi.columns",
    "nvidia_smi.no_gpus",
    "nvidia_smi.no_header",
    "nvidia_smi.run_error",
    "nvidia_smi.too_large",
    "nvidia_smi.too_many",
    "topology.columns",
    "topology.duplicate_row",
    "topology.missing_row",
    "topology.no_header",
    "topology.too_large",
    "topology.too_many",
    "scaling.columns",
    "scaling.invalid",
    "scaling.parse",
    "scaling.too_few",
    "scaling.too_large",
    "training_log.columns",
    "training_log.empty",
    "training_log.invalid",
    "training_log.parse",
    "training_log.too_large",
    "quote.duplicate_column",
    "quote.missing_column",
    "quote.no_header",
    "quote.too_large",
    "quote.unknown_column",
    "xlsx.corrupt",
    "xlsx.no_sheet",
    "xlsx.not_zip",
    "xlsx.too_large",
    "xlsx.unsupported",
    "cost.build_needs_premises",
    "cost.host_needs_cabinet",
    "cost.invalid",
    "cost.missing_assumption",
    "cost.no_price",
    "cost.not_finite",
    "cost.quote_not_rent",
    "cost.quote_other_card",
    "cost.unknown_reference",
    "portfolio.no_owned_option",
    "portfolio.no_rent_price",
    "portfolio.no_workloads",
    "portfolio.not_planned",
    "validation.config",
    "validation.no_fit",
    "validation.no_model",
    "validation.no_outcome",
    "validation.sizing",
    "validation.tolerance",
    "validation.unknown_card",
    "validation.unknown_facility",
};

inline std::string_view errorCodeText(ErrorCode code)
{
    return codeText(kErrorCodes, code);
}

// The code a text names, if any.
inline std::optional<ErrorCode> errorCodeFromText(std::string_view text)
{
    return codeFromText<ErrorCode>(kErrorCodes, text);
}

// The part of the product a code comes from: the text before its dot.
enum class ErrorArea : int {
    Catalog,
    Checklist,
    Config,
    Cost,
    Evidence,
    Export,
    File,
    Iperf3,
    Json,
    NvidiaSmi,
    Portfolio,
    Project,
    Quote,
    Scaling,
    Store,
    Topology,
    TrainingLog,
    Units,
    Validation,
    Xlsx,
    Count
};

inline constexpr std::array<std::string_view, std::size_t(ErrorArea::Count)> kErrorAreas{
    "catalog", "checklist", "config",       "cost",      "evidence",   "export", "file",
    "iperf3",  "json",      "nvidia_smi",   "portfolio", "project",    "quote",  "scaling",
    "store",   "topology",  "training_log", "units",     "validation", "xlsx",
};

inline ErrorArea areaOf(ErrorCode code)
{
    const std::string_view text = errorCodeText(code);
    const std::string_view area = text.substr(0, text.find('.'));
    for (std::size_t i = 0; i < kErrorAreas.size(); ++i)
        if (kErrorAreas[i] == area)
            return ErrorArea(i);
    return ErrorArea::Count;
}

// A json.* code filed under the area of the file that held the document
// (json.type in a catalog file -> catalog.type), when that area has it;
// any other code as it is.
inline ErrorCode filedUnder(ErrorCode code, std::string_view area)
{
    constexpr std::string_view json = "json.";
    const std::string_view text = errorCodeText(code);
    if (!text.starts_with(json))
        return code;
    const std::string moved = std::string(area) + "." + std::string(text.substr(json.size()));
    return errorCodeFromText(moved).value_or(code);
}

// The json.* code of a catalog.* or checklist.* one (catalog.type ->
// json.type), to word it as any JSON document's; any other code as it is.
inline ErrorCode jsonKindOf(ErrorCode code)
{
    if (areaOf(code) != ErrorArea::Catalog && areaOf(code) != ErrorArea::Checklist)
        return code;
    const std::string_view text = errorCodeText(code);
    const std::size_t dot = text.find('.');
    const std::string json = "json" + std::string(text.substr(dot));
    return errorCodeFromText(json).value_or(code);
}

} // namespace suanpan
