// The Quotes page on the example project: a quote pasted from a
// spreadsheet and imported from CSV, each one undo step, refused rows shown
// one line each, an option priced from a quote, and its CNY per card-hour
// used the same on the Quotes page, in Compare and in the CLI's figure
// (cost/Quotes.h usedCnyPerCardHour). Screenshots in both languages.
#include <algorithm>

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "../core/support/CodePrint.h"
#include "cost/Evaluation.h"
#include "cost/Quotes.h"
#include "document/ProjectDocument.h"
#include "i18n/LanguageManager.h"
#include "i18n/MoneyFormat.h"
#include "i18n/QuoteText.h"
#include "io/Example.h"
#include "io/FileText.h"
#include "models/ComparisonModel.h"
#include "pages/quotes/QuotesPage.h"
#include "support/UiTest.h"
#include "widgets/Prompts.h"

using namespace suanpan;
using uitest::find;

namespace {

// One 8-card H800 server a month with electricity and 100 Mbps, as a
// spreadsheet copies it (tabs), and a row with a price that is no number.
const char *const kPaste =
    "供应商\t报价日期\t有效期至\t卡型\t卡数\t价格\t计价单位\t包含\t带宽\t最短租期\n"
    "Nanshan IDC\t2026-11-20\t2026-12-31\th800-sxm\t8\t76000\t台月\t电费;带宽\t100\t3\n"
    "Bad Co\t2026-11-20\t2026-12-31\th800-sxm\t8\tabc\t台月\t\t\t\n";
constexpr const char *kToday = "2026-12-03";

} // namespace

class TestQuotesPage final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { uitest::isolate("tst_quotespage"); }
    void init() { uitest::startFunction(&m_errors); }
    void cleanup()
    {
        uitest::finishFunction(&m_errors);
        Prompts::restoreDefaults();
        LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    }
    void pasteImportsOneUndoStep();
    void sameFigureOnQuotesPageAndCompare();
    void workbookAndTemplateInBothLanguages();
    void screenshots();

private:
    // The example project in a document, and the page on it at 1280 x 800.
    struct Fixture {
        ProjectDocument doc;
        QuotesPage page{&doc};
        Fixture()
        {
            const auto example = exampleProject();
            if (!example.ok())
                qFatal("example");
            doc.setProject(example.value(), ProjectDocument::Origin::Example);
            page.resize(1280, 800);
            page.show();
            if (!QTest::qWaitForWindowExposed(&page))
                qFatal("quotes page not shown");
            page.setToday(kToday);
        }
    };
    QStringList m_errors;
};

void TestQuotesPage::pasteImportsOneUndoStep()
{
    Fixture f;
    QuotesPage *page = &f.page;
    ProjectDocument *doc = &f.doc;
    QApplication::clipboard()->setText(QString::fromUtf8(kPaste));
    find<QPushButton>(page, "pasteQuotes")->click();
    QCOMPARE(doc->project().quotes.size(), size_t(1));
    QCOMPARE(doc->project().quotes.front().provider, std::string("Nanshan IDC"));
    auto *refusals = find<QLabel>(page, "quoteRefusals");
    QVERIFY(refusals->isVisibleTo(page));
    QCOMPARE(refusals->text().count(QLatin1Char('\n')), 0); // one line: one refused row
    QVERIFY2(refusals->text().startsWith(QStringLiteral("Line 3")), qPrintable(refusals->text()));
    auto *table = find<QTableWidget>(page, "quotesTable");
    QCOMPARE(table->rowCount(), 1);
    doc->undoStack()->undo();
    QVERIFY(doc->project().quotes.empty());
    QCOMPARE(table->rowCount(), 0);
    doc->undoStack()->redo();
    QCOMPARE(doc->project().quotes.size(), size_t(1));
    // The CSV template imports through the same path.
    const auto csv =
        readFileText(SUANPAN_TEST_DATA "/../../resources/examples/quotes-template.csv");
    QVERIFY(csv.ok());
    QCOMPARE(page->importText(csv.value()), 2);
    QCOMPARE(doc->project().quotes.size(), size_t(3));
    QVERIFY(!refusals->isVisibleTo(page));
    doc->undoStack()->undo();
    QCOMPARE(doc->project().quotes.size(), size_t(1));
    QVERIFY(m_errors.isEmpty());
}

void TestQuotesPage::sameFigureOnQuotesPageAndCompare()
{
    Fixture f;
    QuotesPage *page = &f.page;
    ProjectDocument *doc = &f.doc;
    QCOMPARE(page->importText(kPaste), 1);
    auto *table = find<QTableWidget>(page, "quotesTable");
    table->selectRow(0);
    find<QPushButton>(page, "priceFromQuote")->click();
    const Option &option = doc->project().options.back();
    QCOMPARE(option.quoteId, std::string("q-1"));
    QCOMPARE(page->normals().size(), size_t(1));
    const QuoteNormal &n = page->normals().front();
    QCOMPARE(n.optionId, option.id);
    QVERIFY(n.usedCnyPerCardHour);
    // The Quotes page shows the figure...
    QCOMPARE(table->item(0, 5)->text(), MoneyFormat::amount(*n.usedCnyPerCardHour));
    // ... that the evaluation behind Compare, the exports and `evaluate
    // --json` (used_cny_per_card_hour) has for the option.
    EvaluateSettings settings;
    settings.samples = 0;
    settings.sensitivity = false;
    settings.today = kToday;
    const Evaluation ev = evaluate(doc->project(), doc->catalog(), settings);
    const OptionResult *held = ev.option(option.id);
    QVERIFY(held);
    const auto used = usedCnyPerCardHour(*held, option.cardCount);
    QVERIFY(used);
    QCOMPARE(*used, *n.usedCnyPerCardHour);
    // Compare names the quote under the option.
    const auto rows = ComparisonModel::rowsFor(doc->project(), ev, ev.verdict("w-lora-7b"));
    const auto row = std::find_if(rows.begin(), rows.end(), [&](const ComparisonModel::Row &r) {
        return r.optionIndex == int(doc->project().options.size()) - 1;
    });
    QVERIFY(row != rows.end());
    QCOMPARE(row->priceSource, QStringLiteral("from Nanshan IDC's quote of 2026-11-20"));
    QVERIFY(m_errors.isEmpty());
}

// Import table… reads an Excel workbook; Save template… writes a table in
// the UI's language that the import reads back, and never over the project.
void TestQuotesPage::workbookAndTemplateInBothLanguages()
{
    Fixture f;
    QuotesPage *page = &f.page;
    ProjectDocument *doc = &f.doc;
    auto *refusals = find<QLabel>(page, "quoteRefusals");
    QCOMPARE(page->importFile(QStringLiteral(SUANPAN_TEST_DATA "/quotes/h800_server_month.xlsx")),
             1);
    QCOMPARE(doc->project().quotes.back().provider, std::string("Nanshan IDC"));
    QVERIFY2(refusals->text().startsWith(QStringLiteral("Line 4")), qPrintable(refusals->text()));
    QCOMPARE(page->importFile(QStringLiteral(SUANPAN_TEST_DATA "/quotes/bomb.xlsx")), 0);
    QCOMPARE(refusals->text(),
             QuoteText::tableError(Error{ErrorCode::XlsxTooLarge, "", "xl/worksheets/sheet1.xml"}));
    QCOMPARE(doc->project().quotes.size(), size_t(1));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const char *lang : {LanguageManager::kEnglish, LanguageManager::kChinese}) {
        LanguageManager::instance()->setLanguage(QLatin1String(lang), false);
        const QString path =
            dir.filePath(QStringLiteral("template-%1.csv").arg(QLatin1String(lang)));
        QVERIFY(page->saveTemplate(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString header = QString::fromUtf8(file.readLine()).trimmed();
        QVERIFY2(header.contains(LanguageManager::isChinese() ? QStringLiteral("供应商")
                                                              : QStringLiteral("provider")),
                 qPrintable(header));
        const size_t before = doc->project().quotes.size();
        QCOMPARE(page->importFile(path), 1);
        QCOMPARE(doc->project().quotes.size(), before + 1);
        QVERIFY(!refusals->isVisibleTo(page));
    }
    // The project itself is never overwritten by a template.
    const QString project = dir.filePath(QStringLiteral("plan.suanpan"));
    QVERIFY(doc->save(project).ok());
    QVERIFY(!page->saveTemplate(project));
    QVERIFY(refusals->isVisibleTo(page));
    QVERIFY(m_errors.isEmpty());
}

void TestQuotesPage::screenshots()
{
    const QString dir = qEnvironmentVariable("SUANPAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("SUANPAN_SCREENSHOT_DIR not set");
    Fixture f;
    f.page.importText(kPaste);
    const auto csv =
        readFileText(SUANPAN_TEST_DATA "/../../resources/examples/quotes-template.csv");
    QVERIFY(csv.ok());
    f.page.importText(csv.value());
    find<QTableWidget>(&f.page, "quotesTable")->selectRow(0);
    find<QPushButton>(&f.page, "priceFromQuote")->click();
    for (const char *lang : {LanguageManager::kEnglish, LanguageManager::kChinese}) {
        LanguageManager::instance()->setLanguage(QLatin1String(lang), false);
        f.page.setToday(kToday);
        QTest::qWait(200);
        QVERIFY(f.page.grab().save(
            QStringLiteral("%1/quotes-%2.png").arg(dir, QLatin1String(lang).left(2))));
    }
}

QTEST_MAIN(TestQuotesPage)
#include "tst_quotespage.moc"
