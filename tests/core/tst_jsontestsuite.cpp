// JSONTestSuite ("Parsing JSON is a Minefield", tests/data/jsontestsuite,
// MIT) through every JSON entry point of the core: the JSON layer itself,
// config.json import, iperf3 evidence, the four catalog files, the catalog
// texts, checklist templates, project JSON and the data-source summary.
// Every file is accepted or refused with one coded, one-line error, never a
// crash or an abort; the JSON layer accepts every y_ file and refuses every
// n_ file, and no importer accepts what the JSON layer refuses.

#include <QtTest>

#include <filesystem>
#include <functional>

#include <nlohmann/json.hpp>

#include "catalog/Catalog.h"
#include "catalog/CatalogTexts.h"
#include "catalog/DataSources.h"
#include "estimate/HfConfig.h"
#include "io/FileText.h"
#include "io/JsonCodec.h"
#include "util/Utf8.h"
#include "verify/Checklist.h"
#include "verify/Iperf3.h"

using namespace suanpan;

namespace {

const std::string kSuite = SUANPAN_TEST_DATA "/jsontestsuite/test_parsing";

// nullopt = accepted, else the error.
using EntryPoint = std::function<std::optional<Error>(std::string_view)>;

template <class T> std::optional<Error> outcome(const Result<T> &r)
{
    if (r)
        return std::nullopt;
    return r.error();
}

std::optional<Error> catalogFile(CatalogFileKind kind, std::string_view text)
{
    Catalog c;
    return outcome(loadCatalogText(kind, text, "catalog.json", c));
}

const std::vector<std::pair<std::string, EntryPoint>> &entryPoints()
{
    static const std::vector<std::pair<std::string, EntryPoint>> all = {
        {"config.json", [](std::string_view t) { return outcome(modelShapeFromHfConfig(t, "c")); }},
        {"iperf3", [](std::string_view t) { return outcome(parseIperf3Json(t)); }},
        {"catalog cards",
         [](std::string_view t) { return catalogFile(CatalogFileKind::Cards, t); }},
        {"catalog facilities",
         [](std::string_view t) { return catalogFile(CatalogFileKind::Facilities, t); }},
        {"catalog contracts",
         [](std::string_view t) { return catalogFile(CatalogFileKind::Contracts, t); }},
        {"catalog assumptions",
         [](std::string_view t) { return catalogFile(CatalogFileKind::Assumptions, t); }},
        {"catalog assumption texts",
         [](std::string_view t) { return outcome(loadCatalogTexts(t, R"({"sources": []})")); }},
        {"catalog sources",
         [](std::string_view t) { return outcome(loadCatalogTexts(R"({"assumptions": []})", t)); }},
        {"checklist", [](std::string_view t) { return outcome(loadChecklistText(t, "c.json")); }},
        {"project JSON", [](std::string_view t) { return outcome(projectFromJsonText(t)); }},
    };
    return all;
}

// Problems with an error as a one-line message: empty code, a control
// character (a line break would split the message), invalid UTF-8 or a
// detail too long to read.
QString messageProblem(const Error &e)
{
    if (e.code >= ErrorCode::Count)
        return QStringLiteral("no code");
    const QString code = QString::fromUtf8(errorCodeText(e.code).data());
    for (const std::string *part : {&e.subject, &e.detail}) {
        for (const char c : *part)
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F)
                return QStringLiteral("control character in \"%1\"")
                    .arg(QString::fromStdString(*part));
        if (!isValidUtf8(*part))
            return QStringLiteral("invalid UTF-8 in %1").arg(code);
        if (part->size() > 300)
            return QStringLiteral("%1 bytes in one part of %2").arg(part->size()).arg(code);
    }
    return {};
}

std::vector<std::filesystem::path> suiteFiles()
{
    std::vector<std::filesystem::path> files;
    for (const auto &entry : std::filesystem::directory_iterator(kSuite))
        if (entry.path().extension() == ".json")
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace

class TestJsonTestSuite final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The committed suite: 95 must-accept, 188 must-refuse, 35 either.
        QCOMPARE(suiteFiles().size(), std::size_t(318));
    }

    void everyFile_data()
    {
        QTest::addColumn<QString>("path");
        for (const std::filesystem::path &p : suiteFiles())
            QTest::newRow(p.filename().string().c_str()) << QString::fromStdString(p.string());
    }

    void everyFile()
    {
        QFETCH(QString, path);
        const Result<std::string> text = readFileText(path.toStdString());
        QVERIFY(text.ok());
        const std::string name = std::filesystem::path(path.toStdString()).filename().string();
        const char verdict = name[0]; // y: must accept, n: must refuse, i: either

        const Result<nlohmann::json> parsed = parseJson(text.value());
        if (verdict == 'y')
            QVERIFY2(parsed.ok(), (parsed.ok() ? "" : parsed.error().detail).c_str());
        if (verdict == 'n')
            QVERIFY2(!parsed.ok(), "invalid JSON accepted");
        if (!parsed)
            QVERIFY2(messageProblem(parsed.error()).isEmpty(),
                     qPrintable("JSON layer: " + messageProblem(parsed.error())));

        for (const auto &[entry, read] : entryPoints()) {
            const std::optional<Error> error = read(text.value());
            if (!error) {
                QVERIFY2(parsed.ok(), qPrintable(QString::fromStdString(
                                          entry + " accepts what the JSON layer refuses")));
                continue;
            }
            const QString problem = messageProblem(*error);
            QVERIFY2(problem.isEmpty(), qPrintable(QString::fromStdString(entry + ": ") + problem));
        }

        // Not JSON: an empty summary, not an error.
        const DataSourceSummary summary = summarizeDataSources(text.value(), name);
        QCOMPARE(summary.file, name);
        if (!parsed)
            QCOMPARE(summary.figures, 0);
    }
};

QTEST_GUILESS_MAIN(TestJsonTestSuite)
#include "tst_jsontestsuite.moc"
