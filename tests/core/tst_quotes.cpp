// Providers' quotes (issue 31 section 1): stored in the project, imported
// from CSV and pasted TSV with refusals per row, normalised to the project's
// own use by one function, pricing an option that every output names as
// "from <provider>'s quote of <date>", and an expired quote kept out of the
// recommendation until the user confirms it.
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <filesystem>

#include <nlohmann/json.hpp>

#include "catalog/Catalog.h"
#include "catalog/QuoteImport.h"
#include "cost/Evaluation.h"
#include "cost/Quotes.h"
#include "export/ExportBook.h"
#include "io/Example.h"
#include "io/FileText.h"
#include "io/JsonCodec.h"
#include "io/XlsxRead.h"
#include "model/Validation.h"
#include "store/ProjectStore.h"
#include "support/CodePrint.h"
#include "verify/Checklist.h"

using namespace suanpan;

namespace {

const Catalog &catalog()
{
    const auto &c = builtinCatalog();
    if (!c.ok())
        qFatal("catalog: %s %s", errorCodeText(c.error().code).data(), c.error().subject.c_str());
    return c.value();
}

Project example()
{
    const auto p = exampleProject();
    if (!p.ok())
        qFatal("example: %s", errorCodeText(p.error().code).data());
    return p.value();
}

// The issue's acceptance quote: one 8-card H800 server a month, electricity
// and 100 Mbps included, as a CSV file and as a spreadsheet paste.
const char *const kCsv =
    "provider,quoted_on,valid_until,card,cards,price_cny,per,includes,bandwidth_mbps,storage_tb,"
    "min_term_months,setup_fee_cny,notes\n"
    "Nanshan IDC,2026-11-20,2026-12-31,h800-sxm,8,76000,server_month,electricity;bandwidth,100,,"
    "3,2000,\"8-card server, 100 Mbps\"\n";
const char *const kPaste =
    "供应商\t报价日期\t有效期至\t卡型\t卡数\t价格（元）\t计价单位\t包含\t带宽\t"
    "最短租期\t安装费\t备注\n"
    "Nanshan IDC\t2026/11/20\t2026/12/31\tH800 SXM\t8\t\"76,000\"\t台月\t"
    "电费；带宽\t100\t3\t2000\t8-card server, 100 Mbps\n";

// Hand computation: 76 000 CNY buys one 8-card server for a month of
// 8 760 / 12 = 730 hours, so 76 000 / (8 x 730) = 13.0137 CNY per card-hour.
constexpr double kHandListCnyPerCardHour = 76000.0 / (8.0 * 730.0);

constexpr const char *kToday = "2026-12-03";

ProviderQuote imported(const char *text)
{
    const Project p = example();
    const auto table = readQuoteTable(text, p, catalog());
    if (!table.ok())
        qFatal("import: %s %s", errorCodeText(table.error().code).data(),
               table.error().detail.c_str());
    if (table.value().quotes.size() != 1 || !table.value().refusals.empty())
        qFatal("import: %zu quotes, %zu refusals", table.value().quotes.size(),
               table.value().refusals.size());
    return table.value().quotes.front();
}

// The example with the quote and an option of 8 H800 priced from it.
Project withQuoteOption(ProviderQuote q)
{
    Project p = example();
    p.quotes.push_back(std::move(q));
    Option o;
    o.id = "o-h800-quote";
    o.name = "H800 from the Nanshan quote";
    o.cardId = "h800-sxm";
    o.cardCount = 8;
    o.facilityId = "gpu-cloud";
    o.acquisition = Acquisition::Rent;
    o.quoteId = p.quotes.back().id;
    p.options.push_back(o);
    return p;
}

EvaluateSettings settingsOn(const std::string &today, int samples = 0)
{
    EvaluateSettings s;
    s.samples = samples;
    s.sensitivity = false;
    s.today = today;
    return s;
}

const Flag *flagOf(const std::vector<Flag> &flags, FlagCode code)
{
    const auto it =
        std::find_if(flags.begin(), flags.end(), [&](const Flag &f) { return f.code == code; });
    return it == flags.end() ? nullptr : &*it;
}

} // namespace

class TestQuotes : public QObject
{
    Q_OBJECT

private slots:
    void csvAndPasteReadTheSameQuote()
    {
        const ProviderQuote csv = imported(kCsv);
        const ProviderQuote paste = imported(kPaste);
        QCOMPARE(csv.provider, std::string("Nanshan IDC"));
        QCOMPARE(csv.cardId, std::string("h800-sxm"));
        QCOMPARE(csv.per, QuoteUnit::ServerMonth);
        QCOMPARE(csv.priceCny, 76000.0);
        QCOMPARE(csv.bandwidthMbps, 100.0);
        QCOMPARE(csv.minTermMonths, 3);
        QVERIFY(quoteIncludes(csv, QuoteItem::Electricity));
        QVERIFY(quoteIncludes(csv, QuoteItem::Bandwidth));
        QVERIFY(!quoteIncludes(csv, QuoteItem::Storage));
        QCOMPARE(csv.id, std::string("q-1"));
        // The paste names the card, the unit and the items in Chinese, dates
        // with slashes and the price with a thousands separator.
        QCOMPARE(paste, csv);
    }

    void normalisesToTheHandComputation()
    {
        const ProviderQuote q = imported(kCsv);
        QVERIFY(std::fabs(quoteListCnyPerCardHour(q) / kHandListCnyPerCardHour - 1.0) < 0.01);
        const Project p = withQuoteOption(q);
        const QuoteNormal n = normaliseQuote(p, catalog(), p.quotes.front(), kToday);
        QVERIFY2(n.problems.empty(),
                 n.problems.empty() ? "" : errorCodeText(n.problems.front().code).data());
        QCOMPARE(n.optionId, std::string("o-h800-quote"));
        QVERIFY(std::fabs(n.listCnyPerCardHour / kHandListCnyPerCardHour - 1.0) < 0.01);
        // A monthly server pays for every hour of the horizon: at the
        // project's use each busy card-hour carries the idle ones too,
        // list x horizon hours / busy hours (the horizon is 24 months).
        QVERIFY(n.usedCnyPerCardHour);
        QVERIFY(n.busyShare > 0.0 && n.busyShare < 1.0);
        const double hand = kHandListCnyPerCardHour / n.busyShare;
        QVERIFY2(std::fabs(*n.usedCnyPerCardHour / hand - 1.0) < 0.01,
                 qPrintable(QString::number(*n.usedCnyPerCardHour)));
        QVERIFY(n.cnyPerEffectivePflopHour && *n.cnyPerEffectivePflopHour > 0.0);
        QVERIFY(n.horizonCny && n.horizonCny->likely > 0.0);
        QVERIFY(!n.runs.empty());
        // Electricity and bandwidth included: Suanpan adds storage only,
        // at the monthly catalog contract's assumed price per GB-month.
        QCOMPARE(n.leavesOut.size(), size_t(1));
        QCOMPARE(n.leavesOut.front().line, LineCode::Storage);
        const auto price = std::find_if(
            n.leavesOut.front().inputs.begin(), n.leavesOut.front().inputs.end(),
            [](const QuoteGapInput &i) { return i.name == "contract.storage_cny_per_gb_month"; });
        QVERIFY(price != n.leavesOut.front().inputs.end());
        QCOMPARE(price->value.likely,
                 catalog().findContract("monthly")->storageCnyPerGbMonth.likely);
        // It answers neither replacement time nor support: ask.
        QVERIFY(std::count(n.questions.begin(), n.questions.end(), "contract.replacement_time"));
        QVERIFY(std::count(n.questions.begin(), n.questions.end(), "contract.support_level"));
        QVERIFY(!std::count(n.questions.begin(), n.questions.end(),
                            "contract.power_bandwidth_billing"));
        QVERIFY(!std::count(n.questions.begin(), n.questions.end(), "contract.minimum_term"));
    }

    void questionsAreChecklistItems()
    {
        ProviderQuote bare;
        bare.per = QuoteUnit::CardHour;
        const auto &templates = builtinChecklists();
        QVERIFY(templates.ok());
        const std::vector<std::string> questions = quoteQuestions(bare);
        QVERIFY(questions.size() >= 10);
        for (const std::string &id : questions)
            QVERIFY2(findChecklistItem(templates.value(), id), id.c_str());
    }

    void leftOutElectricityIsPriced()
    {
        ProviderQuote q = imported(kCsv);
        q.includes = {};
        const Project p = withQuoteOption(q);
        const QuoteNormal n = normaliseQuote(p, catalog(), p.quotes.front(), kToday);
        std::vector<std::string> lines;
        for (const QuoteGap &g : n.leavesOut)
            lines.push_back(std::string(lineCodeText(g.line)));
        QVERIFY(std::count(lines.begin(), lines.end(), "power"));
        QVERIFY(std::count(lines.begin(), lines.end(), "bandwidth"));
        const QuoteNormal with =
            normaliseQuote(withQuoteOption(imported(kCsv)), catalog(), imported(kCsv), kToday);
        QVERIFY(n.horizonCny->likely > with.horizonCny->likely);
    }

    void badRowsAreRefusedOneLineEach()
    {
        const std::string text = std::string(kCsv) +
                                 "Bad Co,2026-11-20,,h800-sxm,8,abc,server_month,,,,,,\n"
                                 "\n"
                                 "Later Co,2026-11-32,,h800-sxm,8,10,card_hour,,,,,,\n"
                                 "Odd Co,2026-11-20,,h800-sxm,8,10,per_week,,,,,,\n"
                                 "Item Co,2026-11-20,,h800-sxm,8,10,card_hour,power;wifi,,,,,\n"
                                 "Nobody,2026-11-20,,no-such-card,8,10,card_hour,,,,,,\n"
                                 "Early,2026-11-20,2026-11-01,h800-sxm,8,10,card_hour,,,,,,\n"
                                 ",2026-11-20,,h800-sxm,8,10,card_hour,,,,,,\n"
                                 "Good Two,2026-11-21,,rtx-4090,8,2.5,card_hour,,,,,,\n";
        const auto table = readQuoteTable(text, example(), catalog());
        QVERIFY(table.ok());
        QCOMPARE(table.value().quotes.size(), size_t(2));
        QCOMPARE(table.value().quotes[1].id, std::string("q-2"));
        const auto &r = table.value().refusals;
        QCOMPARE(r.size(), size_t(7));
        const auto expect = [&](size_t i, int line, const char *field, const char *code) {
            QCOMPARE(r[i].line, line);
            QCOMPARE(r[i].field, std::string(field));
            QCOMPARE(issueCodeText(r[i].code), std::string_view(code));
        };
        expect(0, 3, "price_cny", "not_number");
        expect(1, 5, "quoted_on", "not_date");
        expect(2, 6, "per", "unknown_code");
        expect(3, 7, "includes", "unknown_code");
        expect(4, 8, "card", "unknown_reference");
        expect(5, 9, "valid_until", "inconsistent");
        QCOMPARE(r[5].contradiction, Contradiction::ValidUntilBeforeQuoted);
        expect(6, 10, "provider", "required");
        QCOMPARE(r[3].value, std::string("power"));
    }

    void wholeTableRefusals()
    {
        const Project p = example();
        QCOMPARE(readQuoteTable("", p, catalog()).error().code, ErrorCode::QuoteNoHeader);
        QCOMPARE(readQuoteTable("provider,colour\n", p, catalog()).error().code,
                 ErrorCode::QuoteUnknownColumn);
        QCOMPARE(readQuoteTable("provider,quoted_on,card,price_cny\n", p, catalog()).error().detail,
                 std::string("per"));
        QCOMPARE(readQuoteTable("provider,供应商\n", p, catalog()).error().code,
                 ErrorCode::QuoteDuplicateColumn);
    }

    // The same acceptance quote as an Excel workbook (tests/data/quotes/
    // make_xlsx.py): Chinese headers, dates as date serials, the price a
    // number, the note a rich-text shared string with a phonetic guide, the
    // quote sheet listed first though stored second, a gap under the header.
    void workbookReadsTheSameQuote()
    {
        const auto bytes = readFileText(SUANPAN_TEST_DATA "/quotes/h800_server_month.xlsx");
        QVERIFY(bytes.ok());
        const auto table = readQuoteFile(bytes.value(), example(), catalog());
        QVERIFY2(table.ok(), table.ok() ? "" : errorCodeText(table.error().code).data());
        QCOMPARE(table.value().quotes.size(), size_t(1));
        const ProviderQuote &x = table.value().quotes.front();
        const ProviderQuote csv = imported(kCsv);
        QCOMPARE(x.provider, csv.provider);
        QCOMPARE(x.quotedOn, std::string("2026-11-20"));
        QCOMPARE(x.validUntil, std::string("2026-12-31"));
        QCOMPARE(x.cardId, csv.cardId);
        QCOMPARE(x.cards, csv.cards);
        QCOMPARE(x.priceCny, csv.priceCny);
        QCOMPARE(x.per, csv.per);
        QVERIFY(x.includes == csv.includes);
        QCOMPARE(x.bandwidthMbps, csv.bandwidthMbps);
        QCOMPARE(x.minTermMonths, csv.minTermMonths);
        QCOMPARE(x.setupFeeCny, csv.setupFeeCny);
        QCOMPARE(x.notes, csv.notes);
        // The refused row is named by the spreadsheet's own row number.
        QCOMPARE(table.value().refusals.size(), size_t(1));
        QCOMPARE(table.value().refusals[0].line, 4);
        QCOMPARE(table.value().refusals[0].field, std::string("price_cny"));
        QVERIFY(table.value().refusals[0].code == IssueCode::NotNumber);
        // readQuoteFile reads text as text.
        QCOMPARE(readQuoteFile(kCsv, example(), catalog()).value().quotes.size(), size_t(1));
    }

    void workbookRefusals()
    {
        const Project p = example();
        const auto code = [&](const std::string &bytes) {
            const auto t = readQuoteFile(bytes, p, catalog());
            return t.ok() ? ErrorCode::Count : t.error().code; // Count: read
        };
        // 65 MiB of sheet in a 65 KB file: refused at the bound, not inflated whole.
        const auto bomb = readFileText(SUANPAN_TEST_DATA "/quotes/bomb.xlsx");
        QVERIFY(bomb.ok());
        QCOMPARE(code(bomb.value()), ErrorCode::XlsxTooLarge);
        const auto zipped = readFileText(SUANPAN_TEST_DATA "/quotes/no_sheet.xlsx");
        QVERIFY(zipped.ok());
        QCOMPARE(code(zipped.value()), ErrorCode::XlsxNoSheet);
        // Cut anywhere, the workbook is refused in one code, never read wrong.
        const auto whole = readFileText(SUANPAN_TEST_DATA "/quotes/h800_server_month.xlsx");
        QVERIFY(whole.ok());
        for (size_t n = 4; n < whole.value().size(); n += 97) {
            const ErrorCode c = code(whole.value().substr(0, n));
            QVERIFY2(c == ErrorCode::XlsxNotZip || c == ErrorCode::XlsxCorrupt,
                     errorCodeText(c).data());
        }
    }

    // Excel's 1900 system counts a 29 February 1900 that never was.
    void dateSerials_data()
    {
        QTest::addColumn<double>("serial");
        QTest::addColumn<bool>("date1904");
        QTest::addColumn<QString>("date");
        QTest::newRow("first day") << 1.0 << false << "1900-01-01";
        QTest::newRow("before the phantom") << 59.0 << false << "1900-02-28";
        QTest::newRow("the phantom 1900-02-29") << 60.0 << false << "";
        QTest::newRow("after the phantom") << 61.0 << false << "1900-03-01";
        QTest::newRow("the acceptance quote") << 46346.0 << false << "2026-11-20";
        QTest::newRow("1904 system day 0") << 0.0 << true << "1904-01-01";
        QTest::newRow("1904 system") << 44884.0 << true << "2026-11-20";
        QTest::newRow("a time of day is not a date") << 46346.5 << false << "";
        QTest::newRow("past 9999") << 3e6 << false << "";
    }
    void dateSerials()
    {
        QFETCH(double, serial);
        QFETCH(bool, date1904);
        QFETCH(QString, date);
        QCOMPARE(QString::fromStdString(dateFromSerial(serial, date1904)), date);
    }

    void templateFileImports()
    {
        const auto text =
            readFileText(SUANPAN_TEST_DATA "/../../resources/examples/quotes-template.csv");
        QVERIFY(text.ok());
        const auto table = readQuoteTable(text.value(), example(), catalog());
        QVERIFY(table.ok());
        QCOMPARE(table.value().refusals.size(), size_t(0));
        QCOMPARE(table.value().quotes.size(), size_t(2));
        QCOMPARE(text.value().substr(0, text.value().find('\n')), quoteTableHeader());
    }

    // The template the app writes reads back in either language as one
    // quote: the example row, the same in both.
    void savedTemplateImports()
    {
        std::vector<ProviderQuote> read;
        for (const QuoteHeaders h : {QuoteHeaders::English, QuoteHeaders::Chinese}) {
            const auto table = readQuoteFile(quoteTemplate(h), example(), catalog());
            QVERIFY(table.ok());
            QCOMPARE(table.value().refusals.size(), size_t(0));
            QCOMPARE(table.value().quotes.size(), size_t(1));
            read.push_back(table.value().quotes.front());
        }
        QVERIFY(quoteTemplate(QuoteHeaders::Chinese).find("供应商,报价日期") != std::string::npos);
        QCOMPARE(read[0].cardId, read[1].cardId);
        QCOMPARE(read[0].per, read[1].per);
        QVERIFY(read[0].includes == read[1].includes);
        QCOMPARE(read[0].priceCny, read[1].priceCny);
    }

    // A quote's setup fee (开通费) is one cost line, paid on day one: it
    // moves the horizon total, every run's cost and the day-one cash by
    // exactly the fee, and nothing else.
    void setupFeeIsOneLineOnDayOne()
    {
        ProviderQuote noFee = imported(kCsv);
        noFee.setupFeeCny = 0.0;
        ProviderQuote fee = noFee;
        fee.setupFeeCny = 2000.0;
        const Evaluation without = evaluate(withQuoteOption(noFee), catalog(), settingsOn(kToday));
        const Evaluation with = evaluate(withQuoteOption(fee), catalog(), settingsOn(kToday));
        const OptionResult *a = without.option("o-h800-quote");
        const OptionResult *b = with.option("o-h800-quote");
        QVERIFY(a && b);
        QCOMPARE(b->total.likely - a->total.likely, 2000.0);
        QCOMPARE(b->total.low - a->total.low, 2000.0);
        QCOMPARE(b->upfront.likely - a->upfront.likely, 2000.0);
        const auto line = std::find_if(b->lines.begin(), b->lines.end(), [](const CostLine &l) {
            return l.code == suanpan::LineCode::SetupFee;
        });
        QVERIFY(line != b->lines.end());
        QCOMPARE(line->cny.likely, 2000.0);
        QCOMPARE(line->formula, std::string("setup_fee_cny"));
        int runs = 0;
        for (const PairResult &pb : with.pairs) {
            if (pb.optionId != "o-h800-quote" || !pb.priced)
                continue;
            for (const PairResult &pa : without.pairs)
                if (pa.optionId == pb.optionId && pa.workloadId == pb.workloadId && pa.priced) {
                    QCOMPARE(pb.total.likely - pa.total.likely, 2000.0);
                    ++runs;
                }
        }
        QVERIFY(runs > 0);
        // An option on a catalog contract has no such line.
        const OptionResult *catalogOption = with.option(with.options.front().optionId);
        QVERIFY(catalogOption);
        for (const CostLine &l : catalogOption->lines)
            QVERIFY(l.code != suanpan::LineCode::SetupFee || l.cny.likely == 0.0);
    }

    void optionPricedFromQuoteNamesItsSource()
    {
        const Project p = withQuoteOption(imported(kCsv));
        const Evaluation ev = evaluate(p, catalog(), settingsOn(kToday));
        QVERIFY(ev.problems.empty());
        const OptionResult *o = ev.option("o-h800-quote");
        QVERIFY(o);
        // The rent line is priced at the quote's figure, not the catalog's.
        const auto rent = std::find_if(o->lines.begin(), o->lines.end(), [](const CostLine &l) {
            return l.code == suanpan::LineCode::Rent;
        });
        QVERIFY(rent != o->lines.end());
        const auto price =
            std::find_if(rent->inputs.begin(), rent->inputs.end(),
                         [](const FormulaInput &i) { return i.unit == "cny_per_card_hour"; });
        QVERIFY(price != rent->inputs.end());
        QVERIFY(std::fabs(price->value.likely / kHandListCnyPerCardHour - 1.0) < 1e-9);
        QCOMPARE(price->source, std::string("Nanshan IDC quote 2026-11-20"));
        // The same figure on the Quotes page (normaliseQuote) and in Compare
        // (the evaluation's option, as the CLI's used_cny_per_card_hour).
        const QuoteNormal n = normaliseQuote(p, catalog(), p.quotes.front(), kToday);
        const auto used = usedCnyPerCardHour(*o, 8);
        QVERIFY(used && n.usedCnyPerCardHour);
        QCOMPARE(*used, *n.usedCnyPerCardHour);
        QVERIFY(!flagOf(ev.pairs.front().flags, FlagCode::QuoteExpired));
        // Every export names the source.
        for (const ExportLanguage language : {ExportLanguage::English, ExportLanguage::Chinese}) {
            const ExportBook book = buildExportBook(p, catalog(), ev, language);
            const ExportSheet *sheet = book.sheet("comparison");
            QVERIFY(sheet);
            const std::string want = quoteSourceText("Nanshan IDC", "2026-11-20", language);
            bool named = false;
            for (const auto &row : sheet->rows)
                for (const ExportCell &c : row)
                    named = named || (c.isText() && std::get<std::string>(c.value) == want);
            QVERIFY2(named, want.c_str());
        }
        QCOMPARE(quoteSourceText("Nanshan IDC", "2026-11-20", ExportLanguage::English),
                 std::string("from Nanshan IDC's quote of 2026-11-20"));
        QCOMPARE(quoteSourceText("南山机房", "2026-11-20", ExportLanguage::Chinese),
                 std::string("来自南山机房 2026-11-20的报价"));
    }

    void expiredQuoteIsFlaggedAndLeftOut()
    {
        Project p = withQuoteOption(imported(kCsv));
        // The quote's option alone in the comparison, with one cheaper rival
        // it would otherwise beat: make it the only shortlisted rented one.
        for (Option &o : p.options)
            o.chosen = o.id == "o-h800-quote" || o.id == "o-4090-cloud-hourly";
        const std::string later = "2027-01-10"; // ten days past 2026-12-31
        const Evaluation ev = evaluate(p, catalog(), settingsOn(later));
        bool flagged = false;
        for (const PairResult &pair : ev.pairs)
            if (pair.optionId == "o-h800-quote")
                if (const Flag *f = flagOf(pair.flags, FlagCode::QuoteExpired)) {
                    flagged = true;
                    QCOMPARE(f->values.front(), 10.0);
                }
        QVERIFY(flagged);
        int judged = 0;
        for (const WorkloadVerdict &v : ev.verdicts) {
            const Standing *s = v.standing("o-h800-quote");
            if (!s)
                continue;
            ++judged;
            QVERIFY(std::any_of(s->breaches.begin(), s->breaches.end(), [](const BreachItem &b) {
                return b.code == Breach::QuoteExpired;
            }));
            QVERIFY(!s->eligible());
        }
        QVERIFY(judged > 0);
        // Confirmed by the user: back in the running, still flagged.
        p.quotes.front().confirmed = true;
        const Evaluation confirmed = evaluate(p, catalog(), settingsOn(later));
        for (const WorkloadVerdict &v : confirmed.verdicts)
            if (const Standing *s = v.standing("o-h800-quote"))
                QVERIFY(
                    std::none_of(s->breaches.begin(), s->breaches.end(), [](const BreachItem &b) {
                        return b.code == Breach::QuoteExpired;
                    }));
        QVERIFY(
            std::any_of(confirmed.pairs.begin(), confirmed.pairs.end(), [](const PairResult &pr) {
                return pr.optionId == "o-h800-quote" && flagOf(pr.flags, FlagCode::QuoteExpired);
            }));
        // More than 30 days after it was written, a quote says so.
        const Evaluation old = evaluate(p, catalog(), settingsOn("2026-12-21"));
        QVERIFY(std::any_of(old.pairs.begin(), old.pairs.end(), [](const PairResult &pr) {
            return pr.optionId == "o-h800-quote" && flagOf(pr.flags, FlagCode::QuoteStale);
        }));
    }

    void quoteMustMatchTheOptionsCard()
    {
        Project p = withQuoteOption(imported(kCsv));
        p.options.back().cardId = "rtx-4090";
        const Evaluation ev = evaluate(p, catalog(), settingsOn(kToday));
        QVERIFY(std::any_of(ev.problems.begin(), ev.problems.end(), [](const Error &e) {
            return e.code == ErrorCode::CostQuoteOtherCard && e.subject == "options[5].quote_id" &&
                   e.detail == "h800-sxm";
        }));
        p.options.back().cardId = "h800-sxm";
        p.options.back().quoteId = "q-404";
        const ValidationIssues issues = validate(p, knownIds(catalog()));
        QVERIFY(std::any_of(issues.begin(), issues.end(), [](const ValidationIssue &i) {
            return i.code == IssueCode::UnknownReference && i.field == "options[5].quote_id";
        }));
    }

    void validation()
    {
        ProviderQuote q = imported(kCsv);
        QVERIFY(validate(q).empty());
        q.per = QuoteUnit::Term;
        auto issues = validate(q);
        QCOMPARE(issues.size(), size_t(1));
        QCOMPARE(issues.front().field, std::string("term_months"));
        q.termMonths = 12;
        QVERIFY(validate(q).empty());
        q.priceCny = 2e13;
        QVERIFY(validate(q).front().code == IssueCode::TooLarge);
        q.priceCny = 1000.0;
        q.quotedOn = "20/11/2026";
        QVERIFY(validate(q).front().code == IssueCode::NotDate);
        q.quotedOn = "2026-11-20";
        q.includes = {QuoteItem::Cooling, QuoteItem::Cooling};
        QVERIFY(validate(q).front().code == IssueCode::DuplicateId);
        // A term's sum over 12 months for 8 cards: 8 x 12 x 730 card-hours.
        q.includes.clear();
        q.priceCny = 8.0 * 12.0 * 730.0 * 10.0;
        QCOMPARE(quoteListCnyPerCardHour(q), 10.0);
        QCOMPARE(quoteContract(q, nullptr).minimumTermHours, 12.0 * 730.0);
    }

    void storedAndReadBack()
    {
        Project p = withQuoteOption(imported(kCsv));
        p.quotes.front().confirmed = true;
        p.quotes.front().includes.push_back(QuoteItem::Replacement4h);
        // Project JSON.
        const auto back = projectFromJsonText(projectToJsonText(p));
        QVERIFY(back.ok());
        QCOMPARE(back.value().quotes, p.quotes);
        QCOMPARE(back.value().options.back().quoteId, std::string("q-1"));
        // The project file (schema 11).
        QTemporaryDir dir;
        const std::string path = dir.filePath("quotes.suanpan").toStdString();
        QVERIFY(ProjectStore::save(p, path).ok());
        const auto loaded = ProjectStore::load(path);
        QVERIFY2(loaded.ok(), loaded.ok() ? "" : loaded.error().detail.c_str());
        QCOMPARE(loaded.value().project.quotes, p.quotes);
        QCOMPARE(loaded.value().project.options, p.options);
        // Project JSON without quotes (every earlier file) reads as none.
        auto j = toJson(example());
        j.erase("quotes");
        for (auto &o : j["options"])
            o.erase("quote_id");
        const auto old = projectFromJson(j);
        QVERIFY(old.ok());
        QVERIFY(old.value().quotes.empty());
        // A bad quote in a file is refused with its path.
        auto bad = toJson(p);
        bad["quotes"][0]["per"] = "per_week";
        QCOMPARE(projectFromJson(bad).error().subject, std::string("/quotes/0/per"));
    }
};

QTEST_GUILESS_MAIN(TestQuotes)
#include "tst_quotes.moc"
