// FindingText words every finding and every "ask the provider" code core's
// checks can emit, and ErrorText every error code of the evidence parsers, in
// both languages. The codes are read from core's sources, so a new code
// without a sentence fails here.
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include "catalog/Catalog.h"
#include "i18n/ErrorText.h"
#include "i18n/FindingText.h"
#include "i18n/LanguageManager.h"
#include "io/Example.h"

using namespace suanpan;

class TestFindingText final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void everyFindingHasASentence_data();
    void everyFindingHasASentence();
    void everyReasonHasASentence();
    void everyAskHasASentence_data();
    void everyAskHasASentence();
    void everyFactHasWords();
    void everyParserErrorHasASentence_data();
    void everyParserErrorHasASentence();
    void networkSentenceNamesTheNumbers();
    void mfuSentenceSaysWhoseCards();
    void planVsMeasuredSentence();

private:
    static bool hasHan(const QString &s)
    {
        return s.contains(QRegularExpression(QStringLiteral("[\\x{4e00}-\\x{9fff}]")));
    }
};

void TestFindingText::initTestCase()
{
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
}

void TestFindingText::cleanup()
{
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
}

void TestFindingText::everyFindingHasASentence_data()
{
    // Every check core can raise (the switch in FindingText keeps the list
    // complete at compile time; this checks each wording in both languages).
    QTest::addColumn<int>("code");
    for (int i = 0; i < int(FindingCode::Count); ++i)
        QTest::newRow(kFindingCodes[size_t(i)].data()) << i;
}

void TestFindingText::everyFindingHasASentence()
{
    QFETCH(int, code);
    const Catalog &catalog = builtinCatalog().value();
    for (bool passed : {true, false}) {
        Finding f;
        f.code = FindingCode(code);
        f.passed = passed;
        f.measured = 3;
        f.expected = 8;
        f.reference = 10;
        f.measuredText = "rtx-4090";
        f.expectedText = "h800-sxm";
        f.params = {"1", "2", "4"};
        const QString en = FindingText::finding(f, catalog);
        QVERIFY(!en.isEmpty());
        QVERIFY(!en.contains(QLatin1String("nan")));
        LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
        const QString zh = FindingText::finding(f, catalog);
        LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
        QVERIFY2(hasHan(zh) && zh != en, qPrintable(zh));
    }
}

// Why a measurement is impossible or proves nothing is worded by its typed
// reason: each its own sentence, in both languages, never the catch-all.
void TestFindingText::everyReasonHasASentence()
{
    const Catalog &catalog = builtinCatalog().value();
    const auto sentence = [&](FindingReason reason) {
        Finding f;
        const bool impossible = reason <= FindingReason::PowerLimit;
        f.code = impossible ? FindingCode::Impossible : FindingCode::Unprovable;
        f.reason = reason;
        f.measured = 3;
        f.expected = 8;
        f.params = {std::string(findingReasonText(reason)), "7"};
        return FindingText::finding(f, catalog);
    };
    const QString impossibleFallback = sentence(FindingReason::None);
    QSet<QString> english, chinese;
    for (int r = int(FindingReason::Mfu); r <= int(FindingReason::RepeatedSerials); ++r) {
        const QString en = sentence(FindingReason(r));
        QVERIFY2(en != impossibleFallback, qPrintable(en));
        QVERIFY2(!en.contains(QLatin1String("cannot prove what the item claims")), qPrintable(en));
        english.insert(en);
        LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
        const QString zh = sentence(FindingReason(r));
        LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
        QVERIFY2(hasHan(zh), qPrintable(zh));
        chinese.insert(zh);
    }
    const int reasons = int(FindingReason::RepeatedSerials) - int(FindingReason::Mfu) + 1;
    QCOMPARE(english.size(), reasons);
    QCOMPARE(chinese.size(), reasons);
}

void TestFindingText::everyAskHasASentence_data()
{
    QTest::addColumn<int>("code");
    for (int c = 0; c < int(AskCode::Count); ++c)
        QTest::newRow(askCodeText(AskCode(c)).data()) << c;
}

void TestFindingText::everyAskHasASentence()
{
    QFETCH(int, code);
    const QString en = FindingText::ask(AskCode(code));
    QVERIFY2(en.startsWith(QLatin1String("Ask")), qPrintable(en));
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    QVERIFY(hasHan(FindingText::ask(AskCode(code))));
}

void TestFindingText::everyFactHasWords()
{
    // Each measured fact in both languages, with its figure; none the same
    // as another's.
    QStringList en;
    for (int c = 0; c < int(FactCode::Count); ++c)
        en << FindingText::fact(FactCode(c), 3.0);
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    for (int c = 0; c < int(FactCode::Count); ++c) {
        const QString zh = FindingText::fact(FactCode(c), 3.0);
        QVERIFY2(hasHan(zh) || zh.contains(QLatin1String("MFU")) ||
                     zh.contains(QLatin1String("Gb/s")) || zh.contains(QLatin1String(" s")),
                 qPrintable(zh));
        QVERIFY2(zh.contains(QLatin1Char('3')), qPrintable(zh));
    }
    QCOMPARE(QSet<QString>(en.begin(), en.end()).size(), en.size());
}

void TestFindingText::everyParserErrorHasASentence_data()
{
    QTest::addColumn<QString>("code");
    // The codes of evidence files and of the parsers of each tool's output.
    int n = 0;
    for (int c = 0; c < int(ErrorCode::Count); ++c) {
        using A = ErrorArea;
        const A area = areaOf(ErrorCode(c));
        if (area == A::Evidence || area == A::Iperf3 || area == A::NvidiaSmi ||
            area == A::Topology || area == A::Scaling || area == A::TrainingLog) {
            const std::string_view text = errorCodeText(ErrorCode(c));
            QTest::newRow(text.data()) << QString::fromUtf8(text.data());
            ++n;
        }
    }
    QVERIFY(n > 20);
}

void TestFindingText::everyParserErrorHasASentence()
{
    QFETCH(QString, code);
    const Error e = columnCount(*errorCodeFromText(code.toStdString()), "line 4", 11, 9);
    const QString en = ErrorText::error(e);
    if (en.contains(QLatin1String("columns")))
        QCOMPARE(en, QStringLiteral("Line 4 has 9 columns where 11 are expected."));
    QVERIFY2(!en.contains(code), qPrintable(en));
    QVERIFY2(!en.contains(QLatin1String("line 4")), qPrintable(en)); // worded as "Line 4"
    const QString imported = FindingText::importError(QStringLiteral("x.json"), e);
    QVERIFY2(imported.contains(QLatin1String("x.json")), qPrintable(imported));
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    QVERIFY2(hasHan(ErrorText::error(e)), qPrintable(ErrorText::error(e)));
}

void TestFindingText::networkSentenceNamesTheNumbers()
{
    // The brief's example: 7.9 Gb/s measured against a 25 Gb/s promise (90 % = 22.5).
    Finding f;
    f.code = FindingCode::NetworkBandwidth;
    f.measured = 7.9;
    f.reference = 25;
    f.expected = 22.5;
    const QString s = FindingText::finding(f, builtinCatalog().value());
    QVERIFY2(s.contains(QStringLiteral("7.9\u00a0Gb/s")), qPrintable(s));
    QVERIFY2(s.contains(QStringLiteral("25\u00a0Gb/s")), qPrintable(s));
    QVERIFY2(s.contains(QStringLiteral("22.5\u00a0Gb/s")), qPrintable(s));
}

// A training log's MFU divides by some number of cards: the sentence says
// whether the log gave it or the option's cluster was assumed (in which case
// a trial run on fewer cards reads far too low).
void TestFindingText::mfuSentenceSaysWhoseCards()
{
    Finding f;
    f.code = FindingCode::Mfu;
    f.measured = 0.44;
    f.reference = 0.42;
    f.expected = 0.294;
    f.params = {"22", "8", "log"};
    f.reason = FindingReason::CardsFromLog;
    const Catalog &catalog = builtinCatalog().value();
    QString s = FindingText::finding(f, catalog);
    QVERIFY2(s.contains(QLatin1String("The run used 8 cards, as its log says.")), qPrintable(s));
    f.params = {"22", "64", "plan"};
    f.reason = FindingReason::CardsFromPlan;
    s = FindingText::finding(f, catalog);
    QVERIFY2(s.contains(QLatin1String("all 64 cards of the option")), qPrintable(s));
    QVERIFY2(s.contains(QLatin1String("add a cards column")), qPrintable(s));
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    s = FindingText::finding(f, catalog);
    QVERIFY2(s.contains(QStringLiteral("64 张卡")), qPrintable(s));
}

void TestFindingText::planVsMeasuredSentence()
{
    PlanVsMeasured row;
    row.plannedHours = Range::exactly(100);
    row.measuredHours = Range::exactly(138);
    row.plannedCny = Range::exactly(1'000'000);
    row.measuredCny = Range::exactly(1'480'000);
    row.used.mfu = 0.31;
    const QString en = FindingText::planVsMeasured(row, QStringLiteral("70B"));
    QVERIFY2(en.contains(QStringLiteral("31\u00a0% MFU")), qPrintable(en));
    QVERIFY2(en.contains(QLatin1String("more than planned")), qPrintable(en));
    QVERIFY2(en.contains(QStringLiteral("+38\u00a0%")), qPrintable(en));
    row.measuredCny = Range::exactly(900'000);
    QVERIFY(FindingText::planVsMeasured(row, QStringLiteral("70B"))
                .contains(QLatin1String("less than planned")));
    // A pair that does not fit names no amount at all, not "costs what was planned".
    PlanVsMeasured unfit;
    unfit.priced = false;
    unfit.used.interNodeGbitPerS = 23.4;
    const QString unfitEn = FindingText::planVsMeasured(unfit, QStringLiteral("70B"));
    QCOMPARE(unfitEn, QStringLiteral("70B does not fit on this option, so there is nothing to "
                                     "re-cost."));
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    const QString zh = FindingText::planVsMeasured(row, QStringLiteral("70B"));
    QVERIFY2(hasHan(zh), qPrintable(zh));
    const QString unfitZh = FindingText::planVsMeasured(unfit, QStringLiteral("70B"));
    QVERIFY2(hasHan(unfitZh) && !unfitZh.contains(QChar(0x00A5)) && unfitZh != zh,
             qPrintable(unfitZh));
}

QTEST_MAIN(TestFindingText)
#include "tst_findingtext.moc"
