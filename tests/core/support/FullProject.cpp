// The shared "every field set" project for round-trip tests (JSON and the
// project file): every field differs from its default, doubles that print
// awkwardly (1/3, 0.1 + 0.2, 2^36, tiny and huge) check that numbers survive
// exactly, and text carries quotes, SQL and newlines.
#include "FullProject.h"

namespace suanpan::test {

namespace {

Provenance provenance(const char *source)
{
    return {source, "2026-11-29", Confidence::Low};
}

// Every field differs from its default, and doubles that print awkwardly
// (1/3, 0.1 + 0.2, 2^36, tiny and huge) check that numbers survive exactly.
} // namespace

Card fullCard()
{
    Card c;
    c.id = "my-h20";
    c.nameZh = "\xe6\x88\x91\xe7\x9a\x84\xe5\x8d\xa1"; // UTF-8 for the Chinese name
    c.nameEn = "My card";
    c.vendor = "Vendor";
    c.memoryBytes = 68719476736.0;
    c.memoryType = "HBM3e";
    c.memoryBandwidthBytesPerS = 4.8e12;
    c.peakFlops = {{Precision::BF16, 1.0 / 3.0 * 1e15}, {Precision::INT4, 3.958e15}};
    c.tdpWatts = 0.1 + 0.2;
    c.link = {LinkKind::HCCS, 3.92e11, 8};
    c.pcieGen = 5;
    c.formFactor = "OAM";
    c.year = 2024;
    c.marketStatus = MarketStatus::Domestic;
    c.marketStatusSince = "2023-10-23";
    c.rent = {{BillingMode::Spot,
               {1.5, 2.25, 3.125},
               "spot",
               provenance("rent"),
               {FacilityKind::GpuCloud}},
              {BillingMode::Yearly,
               {8, 9, 10},
               "yearly",
               provenance("rent 2"),
               {FacilityKind::IdcCabinet, FacilityKind::HostedCluster, FacilityKind::RemoteRegion}},
              {BillingMode::Daily,
               {1.56, 3.1, 6.25},
               "box by the day",
               provenance("rent 3"),
               {FacilityKind::IdcCabinet}}};
    c.purchase = {{BillingMode::Monthly, {1e5, 1.2e5, 1.5e5}, "server", provenance("buy")}};
    c.specProvenance = provenance("spec");
    c.figureProvenance = {{"tdp_watts", provenance("tdp")}, {"peak_flops.bf16", provenance("x")}};
    c.notes = "notes";
    // Texts in both languages (basis, notes, a free-text source) survive too.
    c.notesZh = "\u5907\u6ce8";
    c.rent[0].basisZh = "\u6309\u91cf";
    c.specProvenance.sourceZh = "\u89c4\u683c\u4e66";
    return c;
}

Facility fullFacility()
{
    Facility f;
    f.id = "my-room";
    f.nameZh = "zh";
    f.nameEn = "en";
    f.kind = FacilityKind::RemoteRegion;
    f.district = "Guizhou";
    f.minCards = 2;
    f.maxCards = 4096;
    f.power = PowerRedundancy::SingleUps;
    f.cooling = Cooling::Liquid;
    f.pue = {1.1, 1.2, 1.3};
    f.network = {400, NetworkFabric::InfiniBand, true};
    f.sparePartsOnSite = true;
    f.cabinetRentCnyPerMonth = {5000, 6000, 7000};
    f.cabinetPowerKw = 12.5;
    f.electricityCnyPerKwh = {0.35, 0.4, 0.45};
    f.compliance = {true, true, true, true, true};
    f.availability6m = 0.9995;
    f.provenance = provenance("facility");
    f.notes = "n";
    f.notesZh = "\u5907\u6ce8";
    return f;
}

Contract fullContract()
{
    Contract c;
    c.id = "my-contract";
    c.nameZh = "zh";
    c.nameEn = "en";
    c.billing = BillingMode::Yearly;
    c.granularity = BillingGranularity::Day;
    c.unitPriceCnyPerCardHour = Range{7, 8, 9.5};
    c.priceFactor = {0.4, 0.5, 0.6};
    c.minimumTermHours = 8760;
    c.wholeMachine = true;
    c.powerBilling = PowerBilling::MeteredAboveQuota;
    c.powerPriceCnyPerKwh = 1.1;
    c.bandwidthCnyPerMonth = {100, 200, 300};
    c.storageCnyPerGbMonth = {0.1, 0.2, 0.3};
    c.uploadCnyPerGb = {0.5, 0.8, 1};
    c.replacementHours = 48;
    c.downtimeCompensation = 2;
    c.depositCny = 50000;
    c.depositRefundDays = 30;
    c.acceptanceCriteria = "nccl-tests >= 90% of spec";
    c.support = SupportLevel::AllHours;
    c.responseHours = 0.5;
    c.backupPool = true;
    c.snapshots = true;
    c.persistentDisks = true;
    c.upgradeWithoutMigration = true;
    c.spotReclaimPerHour = 0.02;
    c.provenance = provenance("contract");
    c.notes = "n";
    c.notesZh = "\u5907\u6ce8";
    return c;
}

Workload fullWorkload()
{
    Workload w;
    w.id = "w1";
    w.name = "MoE";
    w.nameZh = "\xe6\xb7\xb7\xe5\x90\x88\xe4\xb8\x93\xe5\xae\xb6"; // UTF-8 for a Chinese name
    w.scenario = Scenario::FullFineTune;
    w.model = {4.67e10, 1.29e10, 32, 4096, 32, 8, 14336, 32000, 8, 2, true, "Mixtral"};
    // The finer architecture fields (schema 3), all away from their defaults.
    w.model.headDim = 96;
    w.model.attentionBias = true;
    w.model.gatedFfn = false;
    w.model.moeFfnSize = 1408;
    w.model.sharedExperts = 2;
    w.model.denseLayers = 1;
    w.model.kvLoraRank = 512;
    w.model.qLoraRank = 1536;
    w.model.qkRopeHeadDim = 64;
    w.model.qkNopeHeadDim = 128;
    w.model.vHeadDim = 128;
    w.precision = Precision::FP8;
    w.trainingTokens = 1.5e12;
    w.sequenceLength = 32768;
    w.globalBatch = 512;
    w.deadlineDays = 45.5;
    w.loraRank = 64;
    w.promptTokens = 2048;
    w.outputTokens = 512;
    w.concurrency = 16;
    w.requestsPerSecond = 2.5;
    w.ttftTargetSeconds = 0.75;
    w.kvPrecision = KvPrecision::INT8; // schema 7, away from Auto
    w.datasetBytes = 123456789.123456789;
    w.notes = "n";
    w.schedule = {3, 6, 12.5, 24, 10.0, 0.25}; // schema 7, every field away from its default
    return w;
}

Project fullProject()
{
    Project p;
    // Quotes, SQL and a newline in text must survive both JSON and SQLite.
    // Names per language (schema 9): a Chinese title, workload and option name.
    p.meta = {"title",
              "\xe6\xa0\x87\xe9\xa2\x98", // UTF-8 for a Chinese title
              "client",
              "author",
              "USD",
              "2026-11-29T00:00:00Z",
              "2026-11-30T00:00:00Z",
              "quotes ' \" ; -- DROP TABLE options; \n second line"};
    // Budgets with fractions (schema 6): the REAL columns keep them exactly.
    p.procurement = {2'500'000.5, 180'000.25, true};
    p.workloads = {fullWorkload()};
    p.options = {
        {"o1", "option", "\xe6\x96\xb9\xe6\xa1\x88", "my-h20", 64, "my-room", "my-contract",
         Acquisition::Host, true, "n"},
        // Rented from a provider's quote (schema 11).
        {"o2", "quoted", "", "my-h20", 8, "my-room", "", Acquisition::Rent, false, "", "q-1"}};
    ProviderQuote q;
    q.id = "q-1";
    q.provider = "Provider ' \"; -- DROP TABLE quotes;";
    q.quotedOn = "2026-11-20";
    q.validUntil = "2026-12-31";
    q.cardId = "my-h20";
    q.cards = 16;
    q.priceCny = 76000.25;
    q.per = QuoteUnit::Term;
    q.termMonths = 6;
    q.includes = {QuoteItem::Electricity, QuoteItem::Replacement4h};
    q.bandwidthMbps = 100.5;
    q.storageTb = 2.5;
    q.minTermMonths = 3;
    q.setupFeeCny = 2000.5;
    q.depositCny = 50000.5;
    q.confirmed = true;
    q.notes = "\u62a5\u4ef7\u5355 notes\nsecond line";
    p.quotes = {q};
    p.assumptions = {{"mfu", {1e-300, 0.45, 1e300}, "fraction", provenance("assumption")}};
    p.userCatalog = {{fullCard()}, {fullFacility()}, {fullContract()}};
    p.checklist = {{"acceptance.nccl", "o1", CheckStatus::Waived, "note", "2026-12-01", "me"},
                   {"contract-sla", "", CheckStatus::Fail, "project-wide", "2026-12-02", "CTO"}};
    // Tool output as it arrives: CR LF, tabs, quotes, a backslash, Chinese
    // text and a character outside the BMP, all of which must come back.
    p.evidence = {{"ev-1", "o1", "accept.iperf3_nodes", EvidenceKind::Iperf3,
                   "iperf3 \u5185\u7f51.json", "2026-12-03T08:00:00Z",
                   "{\"end\": {}}\r\n\t\"quoted\" \\ \u5b9e\u6d4b \U0001F680\n", "first run"},
                  {"ev-2", "", "", EvidenceKind::Photo, "rack.jpg", "2026-12-04T09:30:00Z",
                   "photo taken at the site", ""}};
    // Two switched-off lines (schema 5), sorted as the model keeps them.
    p.disabledCostLines = {"engineer_time", "upload"};
    return p;
}

} // namespace suanpan::test
