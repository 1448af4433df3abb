// MoneyFormat: CNY as people read it in each UI language (wan / yi in
// Chinese, k / M in English), ranges with their likely value, and never NaN
// or infinity on screen. MemoryFormat: card memory in GB of 2^30 bytes, as
// cards are sold. Locales are pinned per row.
#include <cmath>
#include <limits>

#include <QCoreApplication>
#include <QTest>

#include "catalog/Catalog.h"
#include "i18n/CostText.h"
#include "i18n/DurationFormat.h"
#include "i18n/EstimateText.h"
#include "i18n/LanguageManager.h"
#include "i18n/MemoryFormat.h"
#include "i18n/MoneyFormat.h"

class TestMoneyFormat final : public QObject
{
    Q_OBJECT

private slots:
    void amount_data();
    void amount();
    void quantity_data();
    void quantity();
    void range_data();
    void range();
    void chineseRangeSentence();
    void percent();
    void flipThresholdInItsUnit();
    void memory_data();
    void memory();
    void otherChannelFlagInBothLanguages();
    void duration_data();
    void duration();
    void durationInChinese();
    void jobTimeUsesTheSameUnits();

private:
    static QString spaced(QString s) { return s.replace(QChar::Nbsp, QLatin1Char(' ')); }
};

namespace {

const QLocale kEn(QLocale::English, QLocale::UnitedStates);
const QLocale kZh(QLocale::Chinese, QLocale::SimplifiedHanScript, QLocale::China);
const double kNaN = std::numeric_limits<double>::quiet_NaN();
const double kInf = std::numeric_limits<double>::infinity();

} // namespace

void TestMoneyFormat::amount_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<double>("cny");
    QTest::addColumn<QString>("expected");

    QTest::newRow("en: 8xH100 server, seed 003") << kEn << 1.5e6 << QStringLiteral("¥1.5 M");
    QTest::newRow("en: 1.4 M") << kEn << 1.4e6 << QStringLiteral("¥1.4 M");
    QTest::newRow("en: 156 k") << kEn << 156000.0 << QStringLiteral("¥156 k");
    QTest::newRow("en: 12.5 k") << kEn << 12500.0 << QStringLiteral("¥12.5 k");
    QTest::newRow("en: small in full") << kEn << 4091.0 << QStringLiteral("¥4,091");
    QTest::newRow("en: unit price") << kEn << 0.83 << QStringLiteral("¥0.83");
    QTest::newRow("en: zero") << kEn << 0.0 << QStringLiteral("¥0");
    QTest::newRow("en: billions") << kEn << 2.0e9 << QStringLiteral("¥2 B");
    QTest::newRow("en: residual value") << kEn << -12000.0 << QStringLiteral("-¥12 k");
    QTest::newRow("en: NaN") << kEn << kNaN << QStringLiteral("—");
    QTest::newRow("en: inf") << kEn << kInf << QStringLiteral("—");
    QTest::newRow("zh: 156.3 wan") << kZh << 1563000.0 << QStringLiteral("¥156.3万");
    QTest::newRow("zh: 140 wan") << kZh << 1.4e6 << QStringLiteral("¥140万");
    QTest::newRow("zh: 1.2 yi") << kZh << 1.2e8 << QStringLiteral("¥1.2亿");
    QTest::newRow("zh: thousands of wan") << kZh << 12345678.0 << QStringLiteral("¥1,235万");
    QTest::newRow("zh: small in full") << kZh << 4091.0 << QStringLiteral("¥4,091");
    QTest::newRow("zh: engineer day, seed 003") << kZh << 1360.0 << QStringLiteral("¥1,360");
    QTest::newRow("zh: -inf") << kZh << -kInf << QStringLiteral("—");
}

void TestMoneyFormat::amount()
{
    QFETCH(QLocale, locale);
    QFETCH(double, cny);
    QFETCH(QString, expected);
    QCOMPARE(spaced(MoneyFormat::amount(cny, locale)), expected);
}

// Card-hours and token rates (Help > How accurate are the estimates?) at
// the scale of the amounts, without the yuan sign.
void TestMoneyFormat::quantity_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("en: Llama 3.1 405B card-hours") << kEn << 30.84e6 << QStringLiteral("30.8 M");
    QTest::newRow("en: Llama 2 7B card-hours") << kEn << 184320.0 << QStringLiteral("184 k");
    QTest::newRow("en: tokens/s") << kEn << 2740.0 << QStringLiteral("2,740");
    QTest::newRow("en: LoRA card-hours") << kEn << 11.02 << QStringLiteral("11.02");
    QTest::newRow("en: NaN") << kEn << kNaN << QStringLiteral("\u2014");
    QTest::newRow("zh: Llama 3.1 405B card-hours")
        << kZh << 30.84e6 << QStringLiteral("3,084\u4e07");
    QTest::newRow("zh: Llama 2 7B card-hours") << kZh << 184320.0 << QStringLiteral("18.4\u4e07");
    QTest::newRow("zh: tokens/s") << kZh << 19694.0 << QStringLiteral("1.97\u4e07");
    QTest::newRow("zh: yi") << kZh << 2.0e8 << QStringLiteral("2\u4ebf");
}

void TestMoneyFormat::quantity()
{
    QFETCH(QLocale, locale);
    QFETCH(double, value);
    QFETCH(QString, expected);
    QCOMPARE(spaced(MoneyFormat::quantity(value, locale)), expected);
}

void TestMoneyFormat::range_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("likely");
    QTest::addColumn<double>("high");
    QTest::addColumn<QString>("expected");

    QTest::newRow("en: DESIGN.md example")
        << kEn << 1.2e6 << 1.4e6 << 1.6e6 << QStringLiteral("¥1.2–1.6 M (likely 1.4 M)");
    QTest::newRow("en: exact") << kEn << 1.4e6 << 1.4e6 << 1.4e6 << QStringLiteral("¥1.4 M");
    QTest::newRow("en: collapses at shown precision")
        << kEn << 1.401e6 << 1.402e6 << 1.404e6 << QStringLiteral("¥1.4 M");
    QTest::newRow("en: unit from the high end")
        << kEn << 90000.0 << 120000.0 << 1.1e6 << QStringLiteral("¥0.09–1.1 M (likely 0.12 M)");
    QTest::newRow("zh: small range in wan")
        << kZh << 1536.0 << 5162.0 << 17400.0 << QStringLiteral("¥0.15–1.74万 (likely 0.52万)");
    QTest::newRow("en: 1.56 M") << kEn << 1.0e6 << 1.2e6 << 1.563e6
                                << QStringLiteral("¥1–1.56 M (likely 1.2 M)");
    QTest::newRow("en: negative") << kEn << -30000.0 << -20000.0 << -10000.0
                                  << QStringLiteral("-¥10–30 k (likely -20 k)");
    QTest::newRow("en: NaN") << kEn << 1.0 << kNaN << 2.0 << QStringLiteral("—");
    QTest::newRow("zh: exact") << kZh << 1.4e6 << 1.4e6 << 1.4e6 << QStringLiteral("¥140万");
}

void TestMoneyFormat::range()
{
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    QFETCH(QLocale, locale);
    QFETCH(double, low);
    QFETCH(double, likely);
    QFETCH(double, high);
    QFETCH(QString, expected);
    QCOMPARE(spaced(MoneyFormat::range({low, likely, high}, locale)), expected);
}

void TestMoneyFormat::chineseRangeSentence()
{
    // The "(likely ...)" wording comes from the translation.
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    QCOMPARE(MoneyFormat::range({1.2e6, 1.4e6, 1.6e6}),
             QStringLiteral("¥120–160万（最可能 140万）"));
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    QCOMPARE(spaced(MoneyFormat::range({1.2e6, 1.4e6, 1.6e6})),
             QStringLiteral("¥1.2–1.6 M (likely 1.4 M)"));
}

void TestMoneyFormat::percent()
{
    QCOMPARE(spaced(MoneyFormat::percent(0.02, kEn)), QStringLiteral("2 %"));
    QCOMPARE(spaced(MoneyFormat::percent(0.82, kZh)), QStringLiteral("82 %"));
    QCOMPARE(spaced(MoneyFormat::percent(0.055, kEn)), QStringLiteral("5.5 %"));
    QCOMPARE(MoneyFormat::percent(kNaN, kEn), QStringLiteral("—"));
    // A 6-hour run in 24 months of a cluster busy 70 % of the time: never "0 %".
    QCOMPARE(spaced(MoneyFormat::percent(0.2 / 12264.0, kEn)), QStringLiteral("0.0016 %"));
    QCOMPARE(spaced(MoneyFormat::percent(0.0005, kZh)), QStringLiteral("0.05 %"));
    QCOMPARE(spaced(MoneyFormat::percent(-0.00012, kEn)), QStringLiteral("-0.012 %"));
    QCOMPARE(spaced(MoneyFormat::percent(0.0, kEn)), QStringLiteral("0 %"));
    QCOMPARE(spaced(MoneyFormat::percent(0.001, kEn)), QStringLiteral("0.1 %"));
}

// Minutes under an hour, hours under two days, days above; the likely
// value picks the unit, one decimal below ten.
void TestMoneyFormat::duration_data()
{
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("likely");
    QTest::addColumn<double>("high");
    QTest::addColumn<QString>("span");
    QTest::addColumn<QString>("range");
    const double h = 3600.0;
    const double d = 86400.0;
    QTest::newRow("3-minute job (was 0.0 h)")
        << 180.0 << 180.0 << 180.0 << QStringLiteral("3.0 minutes")
        << QStringLiteral("3.0 minutes");
    QTest::newRow("45 minutes") << 40 * 60.0 << 45 * 60.0 << 50 * 60.0
                                << QStringLiteral("40–50 minutes")
                                << QStringLiteral("40–50 minutes (likely 45)");
    QTest::newRow("under an hour, high above")
        << 50 * 60.0 << 55 * 60.0 << 70 * 60.0 << QStringLiteral("50–70 minutes")
        << QStringLiteral("50–70 minutes (likely 55)");
    QTest::newRow("6.2-hour LoRA") << 6.2 * h << 6.2 * h << 6.2 * h << QStringLiteral("6.2 hours")
                                   << QStringLiteral("6.2 hours");
    QTest::newRow("20-26 hours") << 20 * h << 23 * h << 26 * h << QStringLiteral("20–26 hours")
                                 << QStringLiteral("20–26 hours (likely 23)");
    QTest::newRow("just under two days")
        << 47.9 * h << 47.9 * h << 47.9 * h << QStringLiteral("48 hours")
        << QStringLiteral("48 hours");
    QTest::newRow("two days") << 48 * h << 48 * h << 48 * h << QStringLiteral("2.0 days")
                              << QStringLiteral("2.0 days");
    QTest::newRow("3.1-4.0 days") << 3.1 * d << 3.5 * d << 4.0 * d << QStringLiteral("3.1–4.0 days")
                                  << QStringLiteral("3.1–4.0 days (likely 3.5)");
    QTest::newRow("19-day 70B run") << 19.3 * d << 19.3 * d << 19.3 * d << QStringLiteral("19 days")
                                    << QStringLiteral("19 days");
    QTest::newRow("collapses at shown precision")
        << 6.21 * h << 6.22 * h << 6.24 * h << QStringLiteral("6.2 hours")
        << QStringLiteral("6.2 hours");
    QTest::newRow("NaN") << 1.0 << kNaN << 2.0 << QStringLiteral("—") << QStringLiteral("—");
    QTest::newRow("inf") << 1.0 << 2.0 << kInf << QStringLiteral("—") << QStringLiteral("—");
    QTest::newRow("zero") << 0.0 << 0.0 << 0.0 << QStringLiteral("—") << QStringLiteral("—");
    QTest::newRow("negative") << -5.0 << -5.0 << -5.0 << QStringLiteral("—") << QStringLiteral("—");
}

void TestMoneyFormat::duration()
{
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    QFETCH(double, low);
    QFETCH(double, likely);
    QFETCH(double, high);
    QFETCH(QString, span);
    QFETCH(QString, range);
    QCOMPARE(spaced(DurationFormat::span({low, likely, high}, kEn)), span);
    QCOMPARE(spaced(DurationFormat::range({low, likely, high}, kEn)), range);
    if (low == likely && likely == high)
        QCOMPARE(spaced(DurationFormat::value(likely, kEn)), span);
}

void TestMoneyFormat::durationInChinese()
{
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    QCOMPARE(spaced(DurationFormat::value(180.0, kZh)), QStringLiteral("3.0 分钟"));
    QCOMPARE(spaced(DurationFormat::span({20 * 3600.0, 23 * 3600.0, 26 * 3600.0}, kZh)),
             QStringLiteral("20–26 小时"));
    QCOMPARE(spaced(DurationFormat::range({3.1 * 86400, 3.5 * 86400, 4.0 * 86400}, kZh)),
             QStringLiteral("3.1–4.0 天（最可能 3.5）"));
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
}

// Compare, the search and plan vs measured show job hours through
// CostText::jobTime; the Sizing page through EstimateText: one rule.
void TestMoneyFormat::jobTimeUsesTheSameUnits()
{
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    QLocale::setDefault(kEn);
    QCOMPARE(spaced(CostText::jobTime(suanpan::Range::exactly(0.05))),
             QStringLiteral("3.0 minutes"));
    QCOMPARE(spaced(CostText::jobTime({20.0, 23.0, 26.0})), QStringLiteral("20–26 hours"));
    QCOMPARE(spaced(CostText::jobTime({74.4, 84.0, 96.0})), QStringLiteral("3.1–4.0 days"));
    QCOMPARE(CostText::jobTime({0.0, 0.0, 0.0}), QStringLiteral("—"));
    const suanpan::Range seconds{20 * 3600.0, 23 * 3600.0, 26 * 3600.0};
    QCOMPARE(EstimateText::durationRange(seconds), DurationFormat::range(seconds));
    QCOMPARE(spaced(EstimateText::duration(180.0)), QStringLiteral("3.0 minutes"));
}

// A decision flip's threshold carries its assumption's unit: "2.8" alone
// left the reader to guess that depreciation is counted in years.
void TestMoneyFormat::flipThresholdInItsUnit()
{
    QLocale::setDefault(kEn);
    const auto &catalog = suanpan::builtinCatalog();
    QVERIFY(catalog.ok());
    suanpan::DecisionFlip flip;
    flip.input = "depreciation_years";
    flip.threshold = 2.83;
    const QString with = CostText::flipSentence(flip, QStringLiteral("A"), QStringLiteral("B"), {},
                                                &catalog.value());
    QVERIFY2(spaced(with).contains(QLatin1String("above 2.8 years")), qPrintable(with));
    // The engine's own inputs know their unit without a catalog (cost/CostInputs.h);
    // a key it does not know, with no catalog to ask, is a plain number.
    const QString without = CostText::flipSentence(flip, QStringLiteral("A"), QStringLiteral("B"));
    QCOMPARE(without, with);
    flip.input = "team_morale";
    const QString unknown = CostText::flipSentence(flip, QStringLiteral("A"), QStringLiteral("B"));
    QVERIFY2(unknown.contains(QLatin1String("above 2.8;")), qPrintable(unknown));
    // Staff in full-time equivalents, not as a percentage (its key says "share").
    flip.input = "ops_staff_share_fte";
    flip.threshold = 0.25;
    const QString staff = CostText::flipSentence(flip, QStringLiteral("A"), QStringLiteral("B"));
    QVERIFY2(spaced(staff).contains(QLatin1String("above 0.25 FTE")), qPrintable(staff));
    // Fractions stay percentages, whatever the catalog says.
    flip.input = "other_work_share";
    flip.threshold = 0.77;
    QVERIFY(
        CostText::flipSentence(flip, QStringLiteral("A"), QStringLiteral("B"), {}, &catalog.value())
            .contains(QLatin1String("77")));
}

void TestMoneyFormat::memory_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<double>("bytes");
    QTest::addColumn<QString>("expected");
    const double gib = 1024.0 * 1024.0 * 1024.0;
    // Capacities as cards are sold (catalog memory_bytes): whole GB.
    QTest::newRow("RTX 4090: 24 GB, not 25.8") << kEn << 25769803776.0 << QStringLiteral("24 GB");
    QTest::newRow("H100: 80 GB") << kEn << 85899345920.0 << QStringLiteral("80 GB");
    QTest::newRow("H200: 141 GB") << kEn << 151397597184.0 << QStringLiteral("141 GB");
    QTest::newRow("zh: L20 48 GB") << kZh << 51539607552.0 << QStringLiteral("48 GB");
    // Estimates: three significant digits.
    QTest::newRow("37.9 GB needed") << kEn << 37.93 * gib << QStringLiteral("37.9 GB");
    QTest::newRow("6.9 GB per card") << kEn << 6.94 * gib << QStringLiteral("6.9 GB");
    QTest::newRow("LoRA gradients 0.03 GB") << kEn << 0.031 * gib << QStringLiteral("0.03 GB");
    QTest::newRow("framework 0.8 GB") << kEn << 0.8 * gib << QStringLiteral("0.8 GB");
    QTest::newRow("70B in bf16: 128 GB") << kEn << 2.0 * 68976648192.0 << QStringLiteral("128 GB");
    QTest::newRow("zero") << kEn << 0.0 << QStringLiteral("0 GB");
    QTest::newRow("NaN") << kEn << kNaN << QStringLiteral("—");
    QTest::newRow("inf") << kEn << kInf << QStringLiteral("—");
}

void TestMoneyFormat::memory()
{
    QFETCH(QLocale, locale);
    QFETCH(double, bytes);
    QFETCH(QString, expected);
    QCOMPARE(spaced(MemoryFormat::size(bytes, locale)), expected);
    if (std::isfinite(bytes))
        QCOMPARE(MemoryFormat::gigabytes(bytes), bytes / 1073741824.0);
}

// An option priced from another kind of seller's quotes says so in words,
// naming the card and both channels in the UI language.
void TestMoneyFormat::otherChannelFlagInBothLanguages()
{
    const auto &catalog = suanpan::builtinCatalog();
    QVERIFY(catalog.ok());
    const suanpan::Flag flag{
        suanpan::FlagCode::PriceFromOtherChannel, {}, {"l20", "idc_cabinet", "gpu_cloud"}};
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    QCOMPARE(CostText::flagShort(flag.code), QStringLiteral("Other channel"));
    const QString en = CostText::flagSentence(flag, &catalog.value());
    QCOMPARE(en, QStringLiteral("The catalog has no IDC cabinet quote for L20 (China); its price "
                                "comes from GPU cloud quotes, a different kind of seller whose "
                                "prices can differ a lot. Get a written offer."));
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    const QString zh = CostText::flagSentence(flag, &catalog.value());
    // "IDC 机柜" and "GPU 云", no English words but the product names.
    QVERIFY2(zh.contains(QStringLiteral("IDC \u673a\u67dc")) &&
                 zh.contains(QStringLiteral("GPU \u4e91")) && !zh.contains(QLatin1String("quote")),
             qPrintable(zh));
    QVERIFY(CostText::flagShort(flag.code) != QLatin1String("Other channel"));
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
}

QTEST_GUILESS_MAIN(TestMoneyFormat)
#include "tst_moneyformat.moc"
