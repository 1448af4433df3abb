// XLSX and CSV export (core/export): the bilingual word table, the book
// built from one evaluation, CSV quoting and formula neutralising, and files
// that appear whole or not at all.
#include <QtTest>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <set>
#include <sstream>

#include "catalog/Catalog.h"
#include "cost/Evaluation.h"
#include "cost/Portfolio.h"
#include "cost/ProjectVerdict.h"
#include "export/Citations.h"
#include "export/ExportBook.h"
#include "export/ExportLabels.h"
#include "export/PendingFile.h"
#include "export/Spreadsheet.h"
#include "io/JsonCodec.h"
#include "model/CostLineCodes.h"
#include "store/ProjectStore.h"
#include "support/CodePrint.h"
#include "support/Fixtures.h"
#include "verify/VerifyEnums.h"

using namespace suanpan;

namespace {

// The built-in catalog and the example (tests/core/support/Fixtures.h).
const Catalog &catalog()
{
    return test::builtin();
}
using test::example;

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
}

std::string readAll(const QString &path)
{
    std::ifstream in(path.toStdString(), std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

int column(const ExportSheet &sheet, const std::string &labelKey, ExportLanguage language)
{
    const std::string header = exportLabel(labelKey, language);
    for (std::size_t i = 0; i < sheet.columns.size(); ++i)
        if (sheet.columns[i].header == header)
            return int(i);
    return -1;
}

double numberAt(const ExportSheet &sheet, std::size_t row, int col)
{
    const ExportCell &c = sheet.rows.at(row).at(std::size_t(col));
    return c.isNumber() ? std::get<double>(c.value) : -1e300;
}

} // namespace

class TestExport final : public QObject
{
    Q_OBJECT

private slots:
    // Every code the engine and the catalog emit has words in the table, in
    // both languages, and the Chinese is not the English.
    // Every term of every cost line's formula and every input behind it has
    // words in the table: the app and the exports name them from it (the
    // example and the cost fixtures: rent, spot, host, build, vouchers).
    void labelsCoverEveryFormulaTerm()
    {
        std::vector<Project> projects{example()};
        const QString dir = QStringLiteral(SUANPAN_TEST_DATA "/cost");
        for (const QString &name : QDir(dir).entryList({QStringLiteral("*.json")})) {
            auto p = projectFromJsonText(readAll(dir + QLatin1Char('/') + name));
            QVERIFY2(p.ok(), qPrintable(name));
            projects.push_back(std::move(p).value());
        }
        std::set<std::string> terms;
        const auto addLines = [&terms](const std::vector<CostLine> &lines) {
            for (const CostLine &l : lines) {
                std::string token;
                for (const char c : l.formula + " ") {
                    if (std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.') {
                        token += c;
                        continue;
                    }
                    if (!token.empty() && !std::isdigit(static_cast<unsigned char>(token[0])))
                        terms.insert(token);
                    token.clear();
                }
                for (const FormulaInput &in : l.inputs)
                    terms.insert(in.name);
            }
        };
        for (const Project &p : projects) {
            const Evaluation ev = evaluate(p, catalog());
            for (const PairResult &r : ev.pairs)
                addLines(r.lines);
            for (const OptionResult &o : ev.options)
                addLines(o.lines);
        }
        QVERIFY2(terms.size() > 40, qPrintable(QString::number(terms.size())));
        for (const std::string &t : terms) {
            const std::string key = "input." + t;
            QVERIFY2(hasExportLabel(key), key.c_str());
            const std::string zh = exportLabel(key, ExportLanguage::Chinese);
            const std::string en = exportLabel(key, ExportLanguage::English);
            const bool name = en == "PUE" || en == "MFU";
            QVERIFY2(name || std::any_of(zh.begin(), zh.end(),
                                         [](char c) { return (unsigned char)c >= 0x80; }),
                     key.c_str());
        }
    }

    void labelsCoverEveryCode()
    {
        std::vector<std::string> keys;
        for (const std::string_view code : kCostLineCodes)
            keys.push_back("line." + std::string(code));
        for (const Assumption &a : catalog().assumptions) {
            keys.push_back("input." + a.key);
            keys.push_back("unit." + a.unit);
        }
        for (const auto &e : enumCodes<Scenario>())
            keys.push_back("scenario." + std::string(e.code));
        for (const auto &e : enumCodes<Acquisition>())
            keys.push_back("acquisition." + std::string(e.code));
        for (const auto &e : enumCodes<CheckStatus>())
            keys.push_back("status." + std::string(e.code));
        for (const auto &e : enumCodes<Severity>())
            keys.push_back("severity." + std::string(e.code));
        for (const auto &e : enumCodes<Confidence>())
            keys.push_back("confidence." + std::string(e.code));
        // The verdict sheet's words: each breach short and with its figures,
        // what decides a toss-up, where an option stands and why.
        for (int b = 0; b <= int(Breach::QuoteExpired); ++b) {
            keys.push_back("breach." + std::string(toCode(Breach(b))));
            keys.push_back("why." + std::string(toCode(Breach(b))));
        }
        for (int d = 0; d <= int(Decider::Risk); ++d)
            keys.push_back("why.decided." + std::string(toCode(Decider(d))));
        for (const char *k : {"sheet.verdict",
                              "col.standing",
                              "col.chance_cheapest",
                              "col.toss_up",
                              "col.why",
                              "standing.recommended",
                              "standing.recommended_compromised",
                              "standing.runner_up",
                              "standing.eligible",
                              "standing.left_out",
                              "standing.year_plan",
                              "standing.all_rented",
                              "standing.within_budget",
                              "standing.over_budget",
                              "why.decided.none",
                              "why.only_eligible",
                              "why.cheapest",
                              "why.cheapest_deadline",
                              "why.cheapest_latency",
                              "why.fastest",
                              "why.compromised",
                              "why.toss_up",
                              "why.toss_up_runner_up",
                              "why.runner_up",
                              "why.eligible",
                              "why.year_plan_owned",
                              "why.year_plan_rent",
                              "why.all_rented",
                              "why.raised",
                              "why.late",
                              "why.check_capital_ok",
                              "why.check_capital_over",
                              "why.check_monthly_ok",
                              "why.check_monthly_over"})
            keys.push_back(k);
        const Evaluation ev = evaluate(example(), catalog());
        // Every flag, raised by the example or not (their texts are "risk.<name>").
        for (std::string_view code : kFlagCodes)
            keys.push_back("flag." + std::string(code.substr(code.find('.') + 1)));
        for (const Tornado &t : ev.tornadoes)
            for (const SensitivityBar &b : t.bars)
                keys.push_back("input." + b.input);
        for (const std::string &k : keys) {
            QVERIFY2(hasExportLabel(k), k.c_str());
            const std::string zh = exportLabel(k, ExportLanguage::Chinese);
            const std::string en = exportLabel(k, ExportLanguage::English);
            QVERIFY2(!zh.empty() && !en.empty(), k.c_str());
            // Chinese words hold a non-ASCII character (PUE and MFU are names).
            const bool name = en == "PUE" || en == "MFU";
            QVERIFY2(name || std::any_of(zh.begin(), zh.end(),
                                         [](char c) { return (unsigned char)c >= 0x80; }),
                     k.c_str());
        }
        // An unknown key reads as its code, never as nothing.
        QCOMPARE(exportLabel("line.no_such_line", ExportLanguage::Chinese),
                 std::string("no_such_line"));
    }

    void namesPerLanguage_data()
    {
        QTest::addColumn<QString>("zh");
        QTest::addColumn<QString>("en");
        QTest::addColumn<QString>("inChinese");
        QTest::addColumn<QString>("inEnglish");
        const QString rent = QString::fromUtf8("\xe7\xa7\x9f");
        QTest::newRow("both") << rent << "Rent" << rent << "Rent";
        QTest::newRow("English only") << ""
                                      << "H800 cluster"
                                      << "H800 cluster"
                                      << "H800 cluster";
        QTest::newRow("Chinese only") << rent << "" << rent << rent;
        // A name kept as typed is never split any more.
        QTest::newRow("slash kept") << ""
                                    << "a / b"
                                    << "a / b"
                                    << "a / b";
    }
    void namesPerLanguage()
    {
        QFETCH(QString, zh);
        QFETCH(QString, en);
        QFETCH(QString, inChinese);
        QFETCH(QString, inEnglish);
        QCOMPARE(QString::fromStdString(
                     pickName(zh.toStdString(), en.toStdString(), ExportLanguage::Chinese)),
                 inChinese);
        QCOMPARE(QString::fromStdString(
                     pickName(zh.toStdString(), en.toStdString(), ExportLanguage::English)),
                 inEnglish);
    }

    void languageCodes()
    {
        QVERIFY(exportLanguage("zh_CN") == ExportLanguage::Chinese);
        QVERIFY(exportLanguage("en") == ExportLanguage::English);
        QVERIFY(!exportLanguage("fr"));
        QVERIFY(!exportLanguage(""));
    }

    // The comparison sheet holds the evaluation's own figures: one row per
    // (workload, option), best first, and no amount for a pair not priced.
    void comparisonIsTheEvaluation_data()
    {
        QTest::addColumn<bool>("chinese");
        QTest::newRow("en") << false;
        QTest::newRow("zh_CN") << true;
    }
    void comparisonIsTheEvaluation()
    {
        QFETCH(bool, chinese);
        const ExportLanguage lang = chinese ? ExportLanguage::Chinese : ExportLanguage::English;
        const Project p = example();
        const Evaluation ev = evaluate(p, catalog());
        const ExportBook book = buildExportBook(p, catalog(), ev, lang);
        const ExportSheet *s = book.sheet("comparison");
        QVERIFY(s);
        QCOMPARE(s->name, exportLabel("sheet.comparison", lang));
        QCOMPARE(s->rows.size(), p.workloads.size() * p.options.size());
        const int likely = column(*s, "col.cost_likely", lang);
        const int horizon = column(*s, "col.horizon_likely", lang);
        QVERIFY(likely >= 0 && horizon >= 0);
        std::size_t row = 0;
        int unpriced = 0;
        for (const Workload &w : p.workloads) {
            const WorkloadVerdict *verdict = ev.verdict(w.id);
            QVERIFY(verdict);
            for (const Standing &standing : verdict->standings) {
                const std::string &id = standing.optionId;
                const PairResult *pair = ev.pair(w.id, id);
                QVERIFY(pair);
                for (const ExportCell &c : s->rows[row])
                    QVERIFY(!c.isNumber() || std::isfinite(std::get<double>(c.value)));
                if (pair->priced) {
                    QCOMPARE(numberAt(*s, row, likely), pair->total.likely);
                    QCOMPARE(numberAt(*s, row, horizon), ev.option(id)->total.likely);
                } else {
                    ++unpriced;
                    QVERIFY(!s->rows[row][std::size_t(likely)].isNumber());
                }
                ++row;
            }
        }
        // The example holds a workload that fits on none of its options.
        QVERIFY(unpriced > 0);
        for (const ExportSheet &sheet : book.sheets) {
            QVERIFY2(!sheet.rows.empty(), sheet.key.c_str());
            for (const auto &r : sheet.rows)
                QCOMPARE(r.size(), sheet.columns.size());
        }
    }

    // The verdict sheet is the project's verdict (core/cost/Verdict.h), the
    // first sheet: per workload every option in the verdict's order, the
    // recommended one first, with its chance of being the cheapest (the
    // fraction itself, as a percent cell), the toss-up and why in words;
    // then the year plan's mix and the budgets of the recommendations.
    void verdictSheetIsTheVerdict_data()
    {
        QTest::addColumn<bool>("chinese");
        QTest::newRow("en") << false;
        QTest::newRow("zh_CN") << true;
    }
    void verdictSheetIsTheVerdict()
    {
        QFETCH(bool, chinese);
        const ExportLanguage lang = chinese ? ExportLanguage::Chinese : ExportLanguage::English;
        Project p = example();
        p.procurement.capitalBudgetCny = 1e6; // the A800 purchase breaks it
        const Evaluation ev = evaluate(p, catalog());
        const Result<Portfolio> year = planPortfolio(p, catalog(), {"o-a800-baoan-host", 1000, 7});
        QVERIFY(year.ok());
        const ProjectVerdict pv = projectVerdict(p, ev, &year);
        QVERIFY(pv.mix);
        const ExportBook book = buildExportBook(p, catalog(), ev, lang, &pv);
        QCOMPARE(book.sheets.front().key, std::string("verdict"));
        const ExportSheet &s = book.sheets.front();
        QCOMPARE(s.name, exportLabel("sheet.verdict", lang));
        const int option = column(s, "col.option", lang);
        const int standing = column(s, "col.standing", lang);
        const int chance = column(s, "col.chance_cheapest", lang);
        const int tossUp = column(s, "col.toss_up", lang);
        const int likely = column(s, "col.cost_likely", lang);
        const int horizon = column(s, "col.horizon_likely", lang);
        const int why = column(s, "col.why", lang);
        QVERIFY(option >= 0 && standing >= 0 && chance >= 0 && tossUp >= 0 && likely >= 0 &&
                horizon >= 0 && why >= 0);
        const auto text = [&](std::size_t row, int col) {
            const ExportCell &c = s.rows.at(row).at(std::size_t(col));
            return c.isText() ? std::get<std::string>(c.value) : std::string();
        };
        std::size_t row = 0;
        bool overBudget = false;
        for (const Workload &w : p.workloads) {
            const WorkloadVerdict *v = ev.verdict(w.id);
            QVERIFY(v && !v->recommended.empty());
            QCOMPARE(v->standings.front().optionId, v->recommended);
            for (const Standing &st : v->standings) {
                const Option &o =
                    *std::find_if(p.options.begin(), p.options.end(),
                                  [&](const Option &x) { return x.id == st.optionId; });
                QCOMPARE(text(row, option), pickName(o.nameZh, o.name, lang));
                if (st.optionId == v->recommended)
                    QCOMPARE(text(row, standing), exportLabel("standing.recommended", lang));
                else if (st.optionId == v->runnerUp)
                    QCOMPARE(text(row, standing), exportLabel("standing.runner_up", lang));
                if (st.eligible())
                    QCOMPARE(numberAt(s, row, chance), st.chanceCheapest);
                else
                    QVERIFY(!s.rows[row][std::size_t(chance)].isNumber());
                QCOMPARE(s.rows[row][std::size_t(chance)].kind,
                         st.eligible() ? CellKind::Percent : CellKind::Text);
                QCOMPARE(text(row, tossUp), exportLabel("value.no", lang));
                const PairResult *pair = ev.pair(w.id, st.optionId);
                if (pair->priced) {
                    QCOMPARE(numberAt(s, row, likely), pair->total.likely);
                    QCOMPARE(numberAt(s, row, horizon), ev.option(st.optionId)->total.likely);
                }
                // Why, in words: no code, no placeholder left.
                const std::string reason = text(row, why);
                QVERIFY2(!reason.empty(), st.optionId.c_str());
                QVERIFY2(reason.find('_') == std::string::npos, reason.c_str());
                QVERIFY2(reason.find('{') == std::string::npos, reason.c_str());
                for (const BreachItem &b : st.breaches)
                    if (b.code == Breach::OverCapitalBudget) {
                        overBudget = true;
                        // "¥1,530,000 on day one, the budget is ¥1,000,000"
                        QVERIFY2(reason.find("\xc2\xa5"
                                             "1,000,000") != std::string::npos,
                                 reason.c_str());
                    }
                ++row;
            }
        }
        QVERIFY(overBudget);
        // The project: the year plan, renting everything, the capital budget.
        const std::string whole = exportLabel("value.whole_project", lang);
        QCOMPARE(s.rows.size(), row + (pv.mix->ownedCards > 0 ? 2 : 1) + pv.checks.size());
        QCOMPARE(text(row, 0), whole);
        QCOMPARE(text(row, standing), exportLabel("standing.year_plan", lang));
        QCOMPARE(numberAt(s, row, likely), pv.mix->total.likely);
        QCOMPARE(
            text(s.rows.size() - 1, standing),
            exportLabel(pv.checks.back().ok() ? "standing.within_budget" : "standing.over_budget",
                        lang));
        for (const auto &r : s.rows)
            QCOMPARE(r.size(), s.columns.size());
        // Without the year plan: the workloads' rows and the budget only.
        const ExportBook alone = buildExportBook(p, catalog(), ev, lang);
        QCOMPARE(alone.sheets.front().rows.size(), row + pv.checks.size());
        // Chinese words: no Latin letters but the names of products and
        // units (the option and workload names, GB).
        if (chinese)
            for (std::size_t r = 0; r < s.rows.size(); ++r)
                for (int col : {standing, tossUp, why}) {
                    std::string words = text(r, col);
                    for (const Option &o : p.options)
                        for (std::size_t at; (at = words.find(o.nameZh)) != std::string::npos;)
                            words.erase(at, o.nameZh.size());
                    for (const Workload &w : p.workloads)
                        for (std::size_t at; (at = words.find(w.nameZh)) != std::string::npos;)
                            words.erase(at, w.nameZh.size());
                    for (std::size_t at; (at = words.find(" GB")) != std::string::npos;)
                        words.erase(at, 3);
                    QVERIFY2(std::none_of(words.begin(), words.end(),
                                          [](char c) { return std::isalpha((unsigned char)c); }),
                             words.c_str());
                }
    }

    // Two identical options share the draws: 50 % each in the verdict sheet
    // and the comparison's chance column, both marked a toss-up, and the
    // recommendation says what decided it.
    void tossUpInTheSheets()
    {
        Project p = example();
        Option twin = *std::find_if(p.options.begin(), p.options.end(),
                                    [](const Option &o) { return o.id == "o-4090-cloud-hourly"; });
        twin.id = "twin";
        twin.name = "twin";
        twin.nameZh = "孪生";
        p.options = {*std::find_if(p.options.begin(), p.options.end(),
                                   [](const Option &o) { return o.id == "o-4090-cloud-hourly"; }),
                     twin};
        p.workloads.resize(1); // the LoRA run
        const Evaluation ev = evaluate(p, catalog());
        const WorkloadVerdict *v = ev.verdict(p.workloads[0].id);
        QVERIFY(v && v->tossUp);
        const ExportBook book = buildExportBook(p, catalog(), ev, ExportLanguage::English);
        for (const char *key : {"verdict", "comparison"}) {
            const ExportSheet &s = *book.sheet(key);
            const int chance = column(s, "col.chance_cheapest", ExportLanguage::English);
            const int tossUp = column(s, "col.toss_up", ExportLanguage::English);
            for (std::size_t r = 0; r < 2; ++r) {
                QCOMPARE(numberAt(s, r, chance), 0.5);
                QCOMPARE(std::get<std::string>(s.rows[r][std::size_t(tossUp)].value),
                         std::string("Yes"));
            }
        }
        const ExportSheet &s = *book.sheet("verdict");
        const std::string why = std::get<std::string>(
            s.rows[0][std::size_t(column(s, "col.why", ExportLanguage::English))].value);
        QVERIFY2(why.find("Cost does not decide between it and twin") == 0, why.c_str());
        QVERIFY2(why.find("listed first") != std::string::npos, why.c_str());
        // The CSV carries the chance as the fraction, the standing in words.
        const std::string csv = csvText(*book.sheet("comparison"));
        QVERIFY(csv.find(",Recommended,0.5,Yes,") != std::string::npos);
        QVERIFY(csv.find(",Runner-up,0.5,Yes,") != std::string::npos);
    }

    // Cost lines: low / likely / high per (workload, option), as numbers.
    void costLinesAreNumbers()
    {
        const Project p = example();
        const Evaluation ev = evaluate(p, catalog());
        const ExportBook book = buildExportBook(p, catalog(), ev, ExportLanguage::English);
        const ExportSheet *s = book.sheet("cost_lines");
        std::size_t lines = 0;
        for (const PairResult &pair : ev.pairs)
            lines += pair.lines.size();
        QCOMPARE(s->rows.size(), lines);
        const int low = column(*s, "col.best_case", ExportLanguage::English);
        for (const auto &r : s->rows)
            for (int c = low; c < low + 3; ++c) {
                QVERIFY(r[std::size_t(c)].isNumber());
                QCOMPARE(int(r[std::size_t(c)].kind), int(CellKind::Cny));
            }
    }

    // A user-changed assumption is marked, the others are not.
    void userChangedAssumptionsMarked()
    {
        Project p = example();
        Assumption changed = *catalog().findAssumption("other_work_share");
        changed.value = {0.1, 0.2, 0.3};
        changed.provenance.source = "user";
        p.assumptions.push_back(changed);
        const Evaluation ev = evaluate(p, catalog());
        const ExportBook book = buildExportBook(p, catalog(), ev, ExportLanguage::English);
        const ExportSheet *s = book.sheet("assumptions");
        const int key = column(*s, "col.assumption", ExportLanguage::English);
        const int mark = column(*s, "col.user_changed", ExportLanguage::English);
        int marked = 0;
        for (const auto &r : s->rows) {
            const std::string k = std::get<std::string>(r[std::size_t(key)].value);
            const std::string m = std::get<std::string>(r[std::size_t(mark)].value);
            if (m == "Yes") {
                ++marked;
                QCOMPARE(k, exportLabel("input.other_work_share", ExportLanguage::English));
            }
        }
        QCOMPARE(marked, 1);
    }

    void csvCells_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("cell");
        QTest::newRow("formula") << "=1+1"
                                 << "'=1+1";
        QTest::newRow("plus") << "+86 755"
                              << "'+86 755";
        QTest::newRow("minus") << "-2+3"
                               << "'-2+3";
        QTest::newRow("at") << "@SUM(A1)"
                            << "'@SUM(A1)";
        QTest::newRow("tab") << "\t=1"
                             << "'\t=1";
        QTest::newRow("carriage return") << "\r=1"
                                         << "'\r=1";
        QTest::newRow("plain") << "8x H800"
                               << "8x H800";
        QTest::newRow("inner equals") << "a=b"
                                      << "a=b";
        // Issue 33: what a spreadsheet skips or reads as = + - @ (the
        // sources are ASCII: the characters as escapes).
        QTest::newRow("leading spaces") << "  =1+1"
                                        << "'  =1+1";
        QTest::newRow("no-break space")
            << QString::fromUtf8("\u00a0=1+1") << QString::fromUtf8("'\u00a0=1+1");
        QTest::newRow("zero-width space")
            << QString::fromUtf8("\u200b@SUM(A1)") << QString::fromUtf8("'\u200b@SUM(A1)");
        // (QString::fromUtf8 would drop a leading mark.)
        QTest::newRow("byte-order mark") << QChar(0xfeff) + QStringLiteral("-2+3")
                                         << QStringLiteral("'") + QChar(0xfeff) + "-2+3";
        QTest::newRow("ideographic space, newline")
            << QString::fromUtf8("\u3000\n+1") << QString::fromUtf8("'\u3000\n+1");
        QTest::newRow("full-width equals")
            << QString::fromUtf8("\uff1d1+1") << QString::fromUtf8("'\uff1d1+1");
        QTest::newRow("full-width plus")
            << QString::fromUtf8("\uff0b1") << QString::fromUtf8("'\uff0b1");
        QTest::newRow("full-width minus")
            << QString::fromUtf8("\uff0d1") << QString::fromUtf8("'\uff0d1");
        QTest::newRow("full-width at")
            << QString::fromUtf8("\uff20A1") << QString::fromUtf8("'\uff20A1");
        QTest::newRow("small equals")
            << QString::fromUtf8("\ufe661+1") << QString::fromUtf8("'\ufe661+1");
        // Issue 33, the prefixes still missed after those.
        QTest::newRow("soft hyphen")
            << QString::fromUtf8("\u00ad2+3") << QString::fromUtf8("'\u00ad2+3");
        QTest::newRow("soft hyphen, equals")
            << QString::fromUtf8("\u00ad=1+1") << QString::fromUtf8("'\u00ad=1+1");
        QTest::newRow("minus sign")
            << QString::fromUtf8("\u22122+3") << QString::fromUtf8("'\u22122+3");
        QTest::newRow("pipe") << "|cmd '/C calc'!A0"
                              << "'|cmd '/C calc'!A0";
        QTest::newRow("percent") << "%1"
                                 << "'%1";
        QTest::newRow("space, pipe") << " |x"
                                     << "' |x";
        QTest::newRow("no-break space, percent")
            << QString::fromUtf8("\u00a0%1") << QString::fromUtf8("'\u00a0%1");
        QTest::newRow("zero-width joiner, minus sign")
            << QString::fromUtf8("\u200d\u22121") << QString::fromUtf8("'\u200d\u22121");
        QTest::newRow("word joiner, pipe")
            << QString::fromUtf8("\u2060|x") << QString::fromUtf8("'\u2060|x");
        QTest::newRow("variation selector, equals")
            << QString::fromUtf8("\ufe0f=1") << QString::fromUtf8("'\ufe0f=1");
        QTest::newRow("full-width pipe")
            << QString::fromUtf8("\uff5cx") << QString::fromUtf8("'\uff5cx");
        QTest::newRow("full-width percent")
            << QString::fromUtf8("\uff051") << QString::fromUtf8("'\uff051");
        QTest::newRow("small percent")
            << QString::fromUtf8("\ufe6a1") << QString::fromUtf8("'\ufe6a1");
        QTest::newRow("inner pipe, percent") << "a|b 5%"
                                             << "a|b 5%";
        QTest::newRow("spaces only") << "   "
                                     << "   ";
        QTest::newRow("Chinese, equals inside")
            << QString::fromUtf8("\u79df\u7528=") << QString::fromUtf8("\u79df\u7528=");
    }
    void csvCells()
    {
        QFETCH(QString, text);
        QFETCH(QString, cell);
        QCOMPARE(QString::fromStdString(csvCell({text.toStdString(), CellKind::Text})), cell);
    }

    // Sources by their titles and formulas in words, in the export's
    // language: never "seed 003", "prices.md 3b" or a formula's code.
    void sourcesAndFormulasInWords()
    {
        const auto zh = ExportLanguage::Chinese;
        const auto en = ExportLanguage::English;
        // 《深圳GPU集群搭建方案：先算清自建和租用的账》（2026），第 2 步
        QCOMPARE(QString::fromStdString(citeSources("seed 000 step 2", zh)),
                 QStringLiteral(u"\u300a\u6df1\u5733GPU\u96c6\u7fa4\u642d\u5efa\u65b9\u6848\uff1a"
                                u"\u5148\u7b97\u6e05\u81ea\u5efa\u548c\u79df\u7528\u7684\u8d26"
                                u"\u300b\uff082026\uff09\uff0c\u7b2c 2 \u6b65"));
        QCOMPARE(citeSources("seed 000 step 2", en),
                 std::string("\"Building a GPU cluster in Shenzhen: first work out build versus "
                             "rent\" (2026), step 2"));
        QCOMPARE(citeFirstSource("estimate; Young/Daly", en), std::string("Suanpan's estimate"));
        const std::string both = citeSources("estimate; prices.md 3b; unknown text", en);
        QVERIFY(both.find("Suanpan's estimate; Suanpan price survey: Shenzhen") == 0);
        QVERIFY(both.find("; unknown text") != std::string::npos);
        // What the default source says, and its date in words.
        const Assumption *otherWork = catalog().findAssumption("other_work_share");
        QVERIFY(otherWork);
        const std::string note = "None by default: bought cards are priced on this project's "
                                 "scheduled work alone. Set it only when other teams or projects "
                                 "will really use the cards, as the share of the hours they will "
                                 "keep them busy.";
        QCOMPARE(describeSource(*otherWork, en),
                 "Suanpan's estimate: " + note + " (as of Dec 2026)");
        QCOMPARE(describeSource(*otherWork, en, false), "Suanpan's estimate: " + note);
        QCOMPARE(readableDate("2026-11", zh), std::string("2026\xe5\xb9\xb4"
                                                          "11\xe6\x9c\x88"));
        QCOMPARE(readableDate("2026-12-03", en), std::string("3 Dec 2026"));
        QCOMPARE(readableDate("2026", en), std::string("2026"));
        QCOMPARE(readableDate("soon", en), std::string("soon"));
        // 计费卡数 × 每卡时价格 × 运行小时数
        QCOMPARE(
            QString::fromStdString(formulaText("billed_cards*cny_per_card_hour*run_hours", zh)),
            QStringLiteral(u"\u8ba1\u8d39\u5361\u6570 \u00d7 \u6bcf\u5361\u65f6\u4ef7\u683c "
                           u"\u00d7 \u8fd0\u884c\u5c0f\u65f6\u6570"));
        QCOMPARE(formulaText("engineer_days_lost*cny_per_day*(support_days_factor-1)", en),
                 std::string("engineer days lost \xc3\x97 engineer day rate \xc3\x97 "
                             "(support factor on lost days \xe2\x88\x92 1)"));
        // Every term of every formula the engine writes has words.
        const Project p = example();
        const Evaluation ev = evaluate(p, catalog());
        for (const PairResult &pair : ev.pairs)
            for (const CostLine &line : pair.lines)
                for (const auto language : {zh, en}) {
                    const std::string words = formulaText(line.formula, language);
                    QVERIFY2(words.find('_') == std::string::npos, words.c_str());
                }
    }

    void csvNumbersAndQuoting()
    {
        QCOMPARE(csvCell({-1234.5, CellKind::Cny}), std::string("-1234.5"));
        QCOMPARE(csvCell({0.1, CellKind::Percent}), std::string("0.1"));
        // Money to the fen; other numbers whole.
        QCOMPARE(csvCell({3745.7744801502326, CellKind::Cny}), std::string("3745.77"));
        QCOMPARE(csvCell({0.004, CellKind::Cny}), std::string("0"));
        QCOMPARE(csvCell({-0.004, CellKind::Cny}), std::string("0"));
        QCOMPARE(csvCell({12.006, CellKind::Cny}), std::string("12.01"));
        QCOMPARE(csvCell({3.50828125, CellKind::Hours}), std::string("3.50828125"));
        ExportSheet s;
        s.columns = {{"a", 1}, {"b", 1}};
        s.rows = {{{std::string("x, \"y\""), CellKind::Text}, {1e6, CellKind::Cny}},
                  {{std::string("line\nbreak"), CellKind::Text}, {}}};
        QCOMPARE(csvText(s), std::string("\xef\xbb\xbf"
                                         "a,b\r\n\"x, \"\"y\"\"\",1000000\r\n"
                                         "\"line\nbreak\",\r\n"));
    }

    // Written whole, at its path only, with ordinary permissions.
    void writesWholeFiles()
    {
        QTemporaryDir dir;
        const Project p = example();
        const Evaluation ev = evaluate(p, catalog());
        const ExportBook book = buildExportBook(p, catalog(), ev, ExportLanguage::Chinese);
        const QString csv = dir.path() + "/c.csv";
        const QString xlsx = dir.path() + "/w.xlsx";
        QVERIFY(writeCsv(*book.sheet("comparison"), csv.toStdString()));
        QVERIFY(writeXlsx(book, xlsx.toStdString(), "title", "author"));
        QCOMPARE(entries(dir.path()), (QStringList{"c.csv", "w.xlsx"}));
        QCOMPARE(readAll(csv).substr(0, 3), std::string("\xef\xbb\xbf"));
        // A zip archive.
        QCOMPARE(readAll(xlsx).substr(0, 2), std::string("PK"));
        struct stat st {
        };
        QCOMPARE(::stat(csv.toUtf8().constData(), &st), 0);
        QVERIFY(st.st_mode & S_IRGRP);
    }

    // A folder that does not exist, or a path that is a folder: a coded
    // error, nothing created, an existing file untouched.
    void refusals()
    {
        QTemporaryDir dir;
        ExportSheet s;
        s.columns = {{"a", 1}};
        const Status missing = writeCsv(s, (dir.path() + "/no/such/x.csv").toStdString());
        QVERIFY(!missing);
        QCOMPARE(missing.error().code, ErrorCode::ExportNotWritable);
        const Status folder = writeCsv(s, dir.path().toStdString());
        QVERIFY(!folder);
        QCOMPARE(folder.error().code, ErrorCode::ExportNotWritable);
        QVERIFY(entries(dir.path()).isEmpty());
    }

    // Issue 33: an export writes like a save. A link is followed to the
    // regular file it names (the link stays); a FIFO, a device, a folder, a
    // read-only file and a Suanpan project (the one exported from, under any
    // name, or any other) are refused before anything is written.
    void targetsAreGuarded()
    {
        QTemporaryDir dir;
        ExportSheet s;
        s.columns = {{"a", 1}};
        const std::string d = dir.path().toStdString();
        const auto code = [&](const std::string &path, const std::string &project = {}) {
            const Status st = writeCsv(s, path, project);
            return st ? ErrorCode::Count : st.error().code; // Count: written
        };
        struct stat st {
        };
        {
            std::ofstream(d + "/real.csv") << "old";
        }
        QCOMPARE(::symlink("real.csv", (d + "/link.csv").c_str()), 0);
        QCOMPARE(code(d + "/link.csv"), ErrorCode::Count);
        QCOMPARE(::lstat((d + "/link.csv").c_str(), &st), 0);
        QVERIFY(S_ISLNK(st.st_mode));
        QCOMPARE(readAll(dir.path() + "/real.csv").substr(0, 3), std::string("\xef\xbb\xbf"));

        // Opening a FIFO would block: refused from its type.
        QCOMPARE(::mkfifo((d + "/fifo.csv").c_str(), 0600), 0);
        QCOMPARE(code(d + "/fifo.csv"), ErrorCode::ExportNotRegular);
        QCOMPARE(::lstat((d + "/fifo.csv").c_str(), &st), 0);
        QVERIFY(S_ISFIFO(st.st_mode));
        QCOMPARE(::symlink("fifo.csv", (d + "/tofifo.csv").c_str()), 0);
        QCOMPARE(code(d + "/tofifo.csv"), ErrorCode::ExportNotRegular);
        // As root this replaced /dev/null with a regular file.
        QCOMPARE(code("/dev/null"), ErrorCode::ExportNotRegular);
        QCOMPARE(::stat("/dev/null", &st), 0);
        QVERIFY(S_ISCHR(st.st_mode));
        QCOMPARE(code(d), ErrorCode::ExportNotWritable);

        {
            std::ofstream(d + "/ro.csv") << "keep";
        }
        QCOMPARE(::chmod((d + "/ro.csv").c_str(), 0444), 0);
        // Refused by its mode bits, by root too (CI runs as root).
        QCOMPARE(code(d + "/ro.csv"), ErrorCode::ExportReadOnly);
        QCOMPARE(readAll(dir.path() + "/ro.csv"), std::string("keep"));
        // A replaced file keeps its mode: a private 0600 file stays private.
        {
            std::ofstream(d + "/private.csv") << "old";
        }
        QCOMPARE(::chmod((d + "/private.csv").c_str(), 0600), 0);
        QCOMPARE(code(d + "/private.csv"), ErrorCode::Count);
        QCOMPARE(::stat((d + "/private.csv").c_str(), &st), 0);
        QCOMPARE(int(st.st_mode & 07777), 0600);

        // `export P.suanpan --csv P.suanpan` turned the project into CSV.
        const std::string project = d + "/p.suanpan";
        QVERIFY(ProjectStore::save(example(), project));
        QCOMPARE(code(project, project), ErrorCode::ExportIsProject);
        QCOMPARE(code(project), ErrorCode::ExportIsProject); // any project
        QCOMPARE(::link(project.c_str(), (d + "/hard.csv").c_str()), 0);
        QCOMPARE(code(d + "/hard.csv", project), ErrorCode::ExportIsProject);
        QCOMPARE(::symlink("p.suanpan", (d + "/soft.xlsx").c_str()), 0);
        QCOMPARE(writeXlsx(ExportBook{}, d + "/soft.xlsx", {}, {}, project).error().code,
                 ErrorCode::ExportIsProject);
        QVERIFY(ProjectStore::load(project));
        for (const QString &e : entries(dir.path()))
            QVERIFY2(!e.startsWith(QLatin1Char('.')), qPrintable(e)); // no temporary left
    }

    // A killed export leaves ".NAME.XXXXXX" with no lock on it: the next
    // export to NAME removes it. A live export's (locked), another name's
    // and a name not of the pattern stay.
    void staleTemporariesAreRemoved()
    {
        QTemporaryDir dir;
        const std::string d = dir.path().toStdString();
        for (const char *name : {"/.out.csv.a1B2c3", "/.out.csv.keep", "/.other.csv.a1B2c3"})
            std::ofstream(d + name) << "left";
        const int live = ::open((d + "/.out.csv.Z9y8X7").c_str(), O_CREAT | O_RDWR, 0600);
        QVERIFY(live >= 0);
        QCOMPARE(::flock(live, LOCK_EX), 0);
        ExportSheet s;
        s.columns = {{"a", 1}};
        QVERIFY(writeCsv(s, d + "/out.csv"));
        QStringList left = entries(dir.path());
        left.sort();
        QCOMPARE(left,
                 (QStringList{".other.csv.a1B2c3", ".out.csv.Z9y8X7", ".out.csv.keep", "out.csv"}));
        ::close(live); // the export "dies": its lock goes with it
        QCOMPARE(PendingFile::removeStaleTemporaries(d + "/out.csv"), 1);
        QVERIFY(!QFile::exists(dir.path() + "/.out.csv.Z9y8X7"));
    }

    // 80 Chinese characters are 240 bytes: with ".xlsx" and a temporary
    // file's suffix the name passed NAME_MAX (255) until temporary names
    // were cut to 64 bytes of the destination's.
    void longNamesExport()
    {
        QTemporaryDir dir;
        std::string name;
        for (int i = 0; i < 80; ++i)
            name += "\xe7\xae\x97"; // U+7B97
        const std::string path = dir.path().toStdString() + "/" + name + ".xlsx";
        const Project p = example();
        const ExportBook book =
            buildExportBook(p, catalog(), evaluate(p, catalog()), ExportLanguage::Chinese);
        const Status written = writeXlsx(book, path, name, name);
        QVERIFY2(written, written ? "" : written.error().detail.c_str());
        QCOMPARE(entries(dir.path()).size(), 1);
        QVERIFY(QFile::exists(QString::fromStdString(path)));
    }

    // Text XML 1.0 cannot hold and OOXML's own escapes (issue 33: U+FFFE
    // in a name gave a workbook that was not well-formed; a NUL cut a name).
    void xlsxText_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("cell");
        QTest::newRow("U+FFFE") << QByteArray("a\xef\xbf\xbe"
                                              "b")
                                << QByteArray("a\xef\xbf\xbd"
                                              "b");
        QTest::newRow("U+FFFF") << QByteArray("\xef\xbf\xbf") << QByteArray("\xef\xbf\xbd");
        QTest::newRow("C0 control")
            << QByteArray("a\x01\x1f") << QByteArray("a\xef\xbf\xbd\xef\xbf\xbd");
        QTest::newRow("NUL") << QByteArray("a\0b", 3)
                             << QByteArray("a\xef\xbf\xbd"
                                           "b");
        QTest::newRow("tab, LF, CR stay") << QByteArray("a\tb\nc\rd") << QByteArray("a\tb\nc\rd");
        QTest::newRow("not UTF-8") << QByteArray("\xff") << QByteArray("\xef\xbf\xbd");
        QTest::newRow("literal _x003D_") << QByteArray("_x003D_") << QByteArray("_x005F_x003D_");
        QTest::newRow("two escapes")
            << QByteArray("_x0041__xffff_") << QByteArray("_x005F_x0041__x005F_xffff_");
        QTest::newRow("not an escape")
            << QByteArray("_x00G1_ _x003D x_0041_") << QByteArray("_x00G1_ _x003D x_0041_");
        QTest::newRow("Chinese") << QByteArray("\xe7\xae\x97\xe7\x9b\x98")
                                 << QByteArray("\xe7\xae\x97\xe7\x9b\x98");
    }
    void xlsxText()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, cell);
        const std::string in(text.constData(), std::size_t(text.size()));
        QCOMPARE(QByteArray::fromStdString(xlsxCellText(in, ExportLanguage::English)), cell);
    }

    // Over Excel's 32 767 characters a cell is cut with a mark saying how
    // long it was; the export no longer fails ("disk full?").
    void xlsxLongCellsAreCut()
    {
        const std::string ascii(40000, 'a');
        const std::string cut = xlsxCellText(ascii, ExportLanguage::English);
        const std::string mark = exportLabel("note.cut", ExportLanguage::English);
        QVERIFY(cut.find("40000") != std::string::npos);
        QVERIFY(cut.starts_with(std::string(100, 'a')));
        QCOMPARE(cut.size(), kXlsxMaxCellChars); // ASCII: one unit a byte
        // Characters outside the BMP take two UTF-16 units each.
        std::string emoji;
        for (int i = 0; i < 20000; ++i)
            emoji += "\xf0\x9f\x98\x80"; // U+1F600
        const std::string cutEmoji = xlsxCellText(emoji, ExportLanguage::Chinese);
        const QString units = QString::fromStdString(cutEmoji);
        QVERIFY(units.size() <= int(kXlsxMaxCellChars));
        QVERIFY(units.size() > 32000);
        QVERIFY(cutEmoji.find("40000") != std::string::npos);
        QCOMPARE(xlsxCellText(std::string(32767, 'b'), ExportLanguage::English),
                 std::string(32767, 'b'));

        // Such a cell, a hostile title and author: the workbook is written.
        QTemporaryDir dir;
        ExportBook book;
        ExportSheet s;
        s.name = std::string("sheet\x01\xef\xbf\xbe", 10);
        s.columns = {{"h\xef\xbf\xbf", 10}};
        s.rows = {{{ascii, CellKind::Text}}, {{std::string("a\0b", 3), CellKind::Text}}};
        book.sheets.push_back(s);
        const Status written = writeXlsx(book, (dir.path() + "/w.xlsx").toStdString(),
                                         std::string("t\x02\xef\xbf\xbe", 6), "a\x1b");
        QVERIFY2(written, written ? "" : written.error().detail.c_str());
    }

    // Given up before commit (an exception, a writer error): no temporary
    // file stays behind and the old file is as it was.
    void uncommittedLeavesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.path() + "/keep.csv";
        {
            std::ofstream(path.toStdString()) << "old";
        }
        {
            auto f = PendingFile::create(path.toStdString());
            QVERIFY(f);
            QVERIFY(f.value().write("new, half"));
            QCOMPARE(entries(dir.path()).size(), 2);
        }
        QCOMPARE(entries(dir.path()), QStringList{"keep.csv"});
        QCOMPARE(readAll(path), std::string("old"));
    }
};

QTEST_APPLESS_MAIN(TestExport)
#include "tst_export.moc"
