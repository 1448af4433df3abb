// The table of error codes (core/util/ErrorCodes.h): every code has one
// stable text "area.name" that JSON and the CLI print, the text reads back to
// the code, and the helpers that file a JSON problem under its document's
// area (and back) move only between codes that exist.
#include <QtTest>

#include <set>
#include <string>

#include "support/CodePrint.h"
#include "util/ErrorCodes.h"

using namespace suanpan;

class TestErrorCodes : public QObject
{
    Q_OBJECT

private slots:
    void everyCodeHasOneTextInAKnownArea()
    {
        std::set<std::string_view> seen;
        for (int i = 0; i < int(ErrorCode::Count); ++i) {
            const auto code = ErrorCode(i);
            const std::string_view text = errorCodeText(code);
            const QByteArray shown(text.data(), qsizetype(text.size()));
            QVERIFY2(!text.empty(), qPrintable(QString::number(i)));
            QVERIFY2(seen.insert(text).second, shown.constData());
            const std::size_t dot = text.find('.');
            QVERIFY2(dot != std::string_view::npos && dot > 0 && dot + 1 < text.size(),
                     shown.constData());
            QVERIFY2(text.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_.") ==
                         std::string_view::npos,
                     shown.constData());
            QVERIFY2(areaOf(code) != ErrorArea::Count, shown.constData());
            QCOMPARE(errorCodeFromText(text), std::optional<ErrorCode>(code));
        }
    }

    void unknownTextHasNoCode()
    {
        QCOMPARE(errorCodeFromText(""), std::nullopt);
        QCOMPARE(errorCodeFromText("json"), std::nullopt);
        QCOMPARE(errorCodeFromText("json.nonsense"), std::nullopt);
        QCOMPARE(errorCodeFromText("JSON.PARSE"), std::nullopt);
    }

    void areas()
    {
        QCOMPARE(areaOf(ErrorCode::StoreNotFound), ErrorArea::Store);
        QCOMPARE(areaOf(ErrorCode::ChecklistParse), ErrorArea::Checklist);
        QCOMPARE(areaOf(ErrorCode::CatalogType), ErrorArea::Catalog);
        QCOMPARE(areaOf(ErrorCode::JsonType), ErrorArea::Json);
    }

    // A catalog file's JSON problems are the catalog's (catalog.type), a
    // checklist's the checklist's; an area without that code keeps json.*.
    void fileUnderAnArea()
    {
        QCOMPARE(filedUnder(ErrorCode::JsonType, "catalog"), ErrorCode::CatalogType);
        QCOMPARE(filedUnder(ErrorCode::JsonParse, "checklist"), ErrorCode::ChecklistParse);
        QCOMPARE(filedUnder(ErrorCode::JsonType, "nowhere"), ErrorCode::JsonType);
        QCOMPARE(filedUnder(ErrorCode::StoreIo, "catalog"), ErrorCode::StoreIo);
    }

    // ... and back, to word any of them as a JSON document's problem.
    void jsonKindOfEveryFiledCode()
    {
        for (int i = 0; i < int(ErrorCode::Count); ++i) {
            const auto code = ErrorCode(i);
            if (areaOf(code) != ErrorArea::Json)
                continue;
            for (const char *area : {"catalog", "checklist"})
                QCOMPARE(jsonKindOf(filedUnder(code, area)), code);
        }
        QCOMPARE(jsonKindOf(ErrorCode::StoreIo), ErrorCode::StoreIo);
        QCOMPARE(jsonKindOf(ErrorCode::CatalogNotFound), ErrorCode::CatalogNotFound);
        // Other areas keep their own wording (an iperf3 report that is not JSON).
        QCOMPARE(jsonKindOf(ErrorCode::Iperf3Parse), ErrorCode::Iperf3Parse);
    }
};

QTEST_GUILESS_MAIN(TestErrorCodes)
#include "tst_errorcodes.moc"
