// What Help > About Suanpan says the built-in data rests on: figures with a
// source, distinct sources, estimates and the span of dates, per file.

#include <QtTest>

#include <nlohmann/json.hpp>

#include "catalog/DataSources.h"
#include "util/Embedded.h"

using namespace suanpan;

class TestDataSources : public QObject
{
    Q_OBJECT

private slots:
    void summarize_data();
    void summarize();
    void builtinFilesAllCounted();
    void builtinCatalogIsDated();
    void runsCountOneFigurePerRow();
};

void TestDataSources::summarize_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<int>("figures");
    QTest::addColumn<int>("sources");
    QTest::addColumn<int>("estimates");
    QTest::addColumn<QString>("earliest");
    QTest::addColumn<QString>("latest");

    // Provenance nested at any depth, as in cards.json (card, rent quote, figure).
    QTest::newRow("nested provenance")
        << R"({"cards": [{"provenance": {"source": "seed 003", "date": "2026", "confidence": "medium"},
               "rent": [{"provenance": {"source": "cnBeta", "date": "2024", "confidence": "low"}}],
               "figure_provenance": {"tdp": {"source": "seed 003", "date": "2025-06"}}}]})"
        << 3 << 2 << 1 << "2024"
        << "2026";
    // Mixed precision orders as the calendar does: a year before its months.
    QTest::newRow("year before its months")
        << R"([{"source": "a", "date": "2025-06"}, {"source": "b", "date": "2025"},
               {"source": "c", "date": "2025-06-30"}])"
        << 3 << 3 << 0 << "2025"
        << "2025-06-30";
    // Rows that cite a source without a date (the published runs).
    QTest::newRow("undated rows") << R"({"runs": [{"source": "paper"}, {"source": "paper"}]})" << 2
                                  << 1 << 0 << ""
                                  << "";
    QTest::newRow("a source that is not text is not a figure")
        << R"({"source": 3, "inner": {"source": "x", "date": ""}})" << 1 << 1 << 0 << ""
        << "";
    QTest::newRow("not JSON") << "{\"source\": " << 0 << 0 << 0 << ""
                              << "";
}

void TestDataSources::summarize()
{
    QFETCH(QString, json);
    const DataSourceSummary s = summarizeDataSources(json.toStdString(), "f.json");
    QCOMPARE(QString::fromStdString(s.file), QStringLiteral("f.json"));
    QTEST(s.figures, "figures");
    QTEST(s.sources, "sources");
    QTEST(s.estimates, "estimates");
    QTEST(QString::fromStdString(s.earliestDate), "earliest");
    QTEST(QString::fromStdString(s.latestDate), "latest");
}

void TestDataSources::builtinFilesAllCounted()
{
    const std::vector<DataSourceSummary> all = builtinDataSources();
    QCOMPARE(all.size(), size_t(6));
    for (const DataSourceSummary &s : all) {
        QVERIFY2(s.figures > 0, s.file.c_str());
        QVERIFY2(s.sources > 0 && s.sources <= s.figures, s.file.c_str());
        QVERIFY2(s.estimates <= s.figures, s.file.c_str());
    }
}

// Every catalog figure carries a date (resources/catalogs/README.md), so each
// catalog file has a span, within the years the data was collected.
void TestDataSources::builtinCatalogIsDated()
{
    const std::vector<DataSourceSummary> all = builtinDataSources();
    for (size_t i = 0; i < 4; ++i) {
        const DataSourceSummary &s = all[i];
        QVERIFY2(!s.earliestDate.empty() && s.earliestDate <= s.latestDate, s.file.c_str());
        QVERIFY2(s.earliestDate >= "2015" && s.latestDate < "2100", s.file.c_str());
    }
    QCOMPARE(all[0].file, std::string("cards.json"));
    QCOMPARE(all[3].file, std::string("assumptions.json"));
}

void TestDataSources::runsCountOneFigurePerRow()
{
    const std::vector<DataSourceSummary> all = builtinDataSources();
    const auto rows = [](const char *file, const char *key) {
        return nlohmann::json::parse(embeddedFile(file)).at(key).size();
    };
    QCOMPARE(all[4].file, std::string("training_runs.json"));
    QCOMPARE(size_t(all[4].figures), rows("training_runs.json", "runs"));
    QCOMPARE(all[5].file, std::string("serving_results.json"));
    QCOMPARE(size_t(all[5].figures), rows("serving_results.json", "results"));
}

QTEST_APPLESS_MAIN(TestDataSources)
#include "tst_datasources.moc"
