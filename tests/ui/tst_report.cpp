// The client report (ui/report): written for the example from the real main
// window and read back with poppler's tools, which know nothing of Suanpan:
// pdftotext finds the section headings and every Compare cell of the shown
// options in the report's language, pdffonts finds every font embedded,
// pdfimages finds no bitmap (charts are vectors). The report's language does
// not follow the UI's, and the headless export refuses bad input in one line.
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QPrinter>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "catalog/Catalog.h"
#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "i18n/CitationText.h"
#include "i18n/DisplayText.h"
#include "i18n/LanguageManager.h"
#include "io/Example.h"
#include "mainwindow/MainWindow.h"
#include "models/ComparisonModel.h"
#include "presentation/Shortlist.h"
#include "report/ChartsExport.h"
#include "report/DeckExport.h"
#include "report/ExportPrompts.h"
#include "report/Exporter.h"
#include "report/ReportDialog.h"
#include "report/ReportExport.h"
#include "report/ReportLanguage.h"
#include "report/ReportSections.h"
#include "report/ReportWriter.h"
#include "store/ProjectStore.h"
#include "support/UiTest.h"
#include "widgets/Prompts.h"
#include "widgets/VerifyPrompts.h"

class TestReport final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void numbersAreTheComparePages_data();
    void numbersAreTheComparePages();
    void languageIsTheReportsOwn();
    void fontsEmbeddedChartsAsVectors();
    void sectionsAsChosen();
    void changedAssumptionsMarked();
    void printerGetsTheSameLayout();
    void headlessRefusals();
    void headlessWritesWhole();
    void chartsIntoFolder_data();
    void chartsIntoFolder();
    void slidesAsPdf();
    void workbookFromDialog();
    void dialogFromFileMenu();
    void dialogScreenshots();

private:
    // Runs a poppler tool; fails the test when it is missing.
    static QString run(const QString &tool, const QStringList &args);
    static QString pdfText(const QString &path);
    // Whitespace-free, so a cell's wrapping does not matter.
    static QString squeezed(QString s);
    static ReportOptions options(const QString &language);
    QString writeReport(MainWindow &w, const ReportOptions &options, const QString &name);

    QTemporaryDir m_dir;
    QStringList m_errors;
};

void TestReport::initTestCase()
{
    uitest::isolate("tst_report");
    QVERIFY(m_dir.isValid());
}

void TestReport::init()
{
    uitest::startFunction(&m_errors);
}

void TestReport::cleanup()
{
    uitest::finishFunction(&m_errors);
    Prompts::restoreDefaults();
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
}

QString TestReport::run(const QString &tool, const QStringList &args)
{
    const QString exe = QStandardPaths::findExecutable(tool);
    if (exe.isEmpty()) {
        QTest::qFail(qPrintable(tool + QStringLiteral(" (poppler-utils) is missing")), __FILE__,
                     __LINE__);
        return {};
    }
    QProcess p;
    p.start(exe, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0) {
        QTest::qFail(qPrintable(tool + QStringLiteral(" failed: ") +
                                QString::fromUtf8(p.readAllStandardError())),
                     __FILE__, __LINE__);
        return {};
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

QString TestReport::pdfText(const QString &path)
{
    return run(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), path, QStringLiteral("-")});
}

// Whitespace-free and NFKC-normalised: Qt's PDF writer maps some Noto CJK
// glyphs to their radical code points (the glyph is shared), Kangxi
// radicals (U+2F00) that NFKC folds back to the ideographs, and a few
// simplified radicals (U+2E80) that it does not, folded here. NFKC also
// folds "fi" ligatures, no-break spaces and full-width punctuation; both
// sides are compared in that form.
QString TestReport::squeezed(QString s)
{
    static const std::pair<char16_t, char16_t> radicals[] = {
        {0x2EC5, 0x89C1}, {0x2ECB, 0x8F66}, {0x2ED3, 0x957F}, {0x2ED5, 0x95E8},
        {0x2EDA, 0x9875}, {0x2EDB, 0x98CE}, {0x2EDC, 0x98DE}, {0x2EE2, 0x9A6C},
        {0x2EE5, 0x9C7C}, {0x2EE9, 0x9EC4}, {0x2EEC, 0x9F50}, {0x2EEE, 0x9F7F}};
    for (const auto &[radical, ideograph] : radicals)
        s.replace(QChar(radical), QChar(ideograph));
    return s.normalized(QString::NormalizationForm_KC)
        .remove(QRegularExpression(QStringLiteral("\\s")));
}

ReportOptions TestReport::options(const QString &language)
{
    ReportOptions o;
    o.language = language;
    o.sections = ReportSections::all();
    o.fileName = QStringLiteral("example.suanpan");
    o.date = QDate(2026, 12, 2);
    return o;
}

QString TestReport::writeReport(MainWindow &w, const ReportOptions &options, const QString &name)
{
    // As the dialog and the headless export do: the ranges are the draws'.
    w.document()->results()->waitForSampling();
    uitest::settle();
    const QString path = m_dir.filePath(name);
    const suanpan::Status written = ReportWriter::writePdf(w.document(), options, path);
    if (!written)
        QTest::qFail(suanpan::errorCodeText(written.error().code).data(), __FILE__, __LINE__);
    return path;
}

void TestReport::numbersAreTheComparePages_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QString::fromLatin1(LanguageManager::kEnglish);
    QTest::newRow("zh_CN") << QString::fromLatin1(LanguageManager::kChinese);
}

// Every time and money cell the Compare page shows for a shortlisted
// option is in the report, in the same words, for every workload.
void TestReport::numbersAreTheComparePages()
{
    QFETCH(QString, language);
    MainWindow w;
    QVERIFY(w.openExample());
    LanguageManager::instance()->setLanguage(language, false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.showPage(QStringLiteral("comparePage")));
    const auto shown = Shortlist::optionIds(w.document()->project());
    QVERIFY(Shortlist::leavesOut(w.document()->project(), shown));
    const QString text = squeezed(pdfText(writeReport(w, options(language), "cells.pdf")));
    QVERIFY(!text.isEmpty());

    auto *combo = w.findChild<QComboBox *>(QStringLiteral("compareWorkload"));
    auto *table = w.findChild<QTableView *>(QStringLiteral("comparisonTable"));
    QVERIFY(combo && table);
    const auto &options = w.document()->project().options;
    int checked = 0;
    for (int i = 0; i < combo->count(); ++i) {
        combo->setCurrentIndex(i);
        uitest::settle();
        const QAbstractItemModel *model = table->model();
        for (int r = 0; r < model->rowCount(); ++r) {
            const int option = model->index(r, 0).data(ComparisonModel::OptionIndexRole).toInt();
            const std::string id = options[std::size_t(option)].id;
            if (std::find(shown.begin(), shown.end(), id) == shown.end())
                continue;
            for (int c :
                 {int(ComparisonModel::TimeColumn), int(ComparisonModel::WorkloadCostColumn),
                  int(ComparisonModel::HorizonTotalColumn), int(ComparisonModel::UnitCostColumn)}) {
                const QString cell = model->index(r, c).data().toString();
                for (const QString &line : cell.split(QLatin1Char('\n'))) {
                    QVERIFY2(text.contains(squeezed(line)),
                             qPrintable(QStringLiteral("not in the report: ") + line));
                    ++checked;
                }
            }
        }
    }
    QVERIFY(checked >= 20);
    // The section headings, in the report's language.
    const ReportLanguage scope(language);
    for (ReportSection s : ReportSections::all())
        if (s != ReportSection::Cover)
            QVERIFY2(text.contains(squeezed(ReportSections::title(s))),
                     qPrintable(ReportSections::title(s)));
}

// A Chinese report from an English UI (and back): the report is in its own
// language, the window keeps its own.
void TestReport::languageIsTheReportsOwn()
{
    MainWindow w;
    QVERIFY(w.openExample());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.showPage(QStringLiteral("comparePage")));
    const QString zh =
        squeezed(pdfText(writeReport(w, options(LanguageManager::kChinese), "zh.pdf")));
    // Executive summary and the sign-off page in Chinese, never in English.
    QVERIFY(zh.contains(QString::fromUtf8("\xe6\x89\xa7\xe8\xa1\x8c\xe6\x91\x98\xe8\xa6\x81")));
    QVERIFY(!zh.contains(QStringLiteral("Executivesummary")));
    QVERIFY(!zh.contains(QStringLiteral("Page1of")));
    QCOMPARE(LanguageManager::instance()->language(), QLatin1String(LanguageManager::kEnglish));
    QCOMPARE(QLocale().language(), QLocale::English);
    QCOMPARE(w.findChild<QTableView *>(QStringLiteral("comparisonTable"))
                 ->model()
                 ->headerData(ComparisonModel::VerdictColumn, Qt::Horizontal)
                 .toString(),
             QStringLiteral("Verdict"));

    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    const QString en =
        squeezed(pdfText(writeReport(w, options(LanguageManager::kEnglish), "en.pdf")));
    QVERIFY(en.contains(QStringLiteral("Executivesummary")));
    QVERIFY(en.contains(QStringLiteral("Page1of")));
    QVERIFY(!en.contains(QString::fromUtf8("\xe6\x89\xa7\xe8\xa1\x8c\xe6\x91\x98\xe8\xa6\x81")));
    QCOMPARE(QLocale().language(), QLocale::Chinese);
    // The project's title and the date, in the report's words, head every page.
    QString title;
    {
        const ReportLanguage scope(QLatin1String(LanguageManager::kEnglish));
        title = squeezed(DisplayText::title(w.document()->project().meta));
    }
    QVERIFY(!title.isEmpty());
    QVERIFY(en.count(title) >= en.count(QStringLiteral("Page")));
    QCOMPARE(en.count(QStringLiteral("2Dec2026")), en.count(QStringLiteral("Page")));
    QVERIFY(!en.contains(QStringLiteral("example.suanpan")));
}

void TestReport::fontsEmbeddedChartsAsVectors()
{
    MainWindow w;
    QVERIFY(w.openExample());
    const QString path = writeReport(w, options(LanguageManager::kChinese), "fonts.pdf");
    const QStringList fonts = run(QStringLiteral("pdffonts"), {path}).split(QLatin1Char('\n'));
    int rows = 0;
    for (const QString &line : fonts.mid(2)) {
        if (line.trimmed().isEmpty())
            continue;
        ++rows;
        // name, type, encoding, then emb: every font is embedded.
        const QStringList cols = line.split(QRegularExpression(QStringLiteral("\\s+")));
        QVERIFY2(cols.contains(QStringLiteral("yes")) && line.contains(QStringLiteral(" yes ")),
                 qPrintable(line));
    }
    QVERIFY(rows >= 1);
    QVERIFY(fonts.join(QLatin1Char('\n')).contains(QStringLiteral("CJK")));
    // pdfimages lists bitmaps after two header lines: there are none.
    const QStringList images = run(QStringLiteral("pdfimages"), {QStringLiteral("-list"), path})
                                   .trimmed()
                                   .split(QLatin1Char('\n'));
    QCOMPARE(images.size(), 2);
}

void TestReport::sectionsAsChosen()
{
    MainWindow w;
    QVERIFY(w.openExample());
    ReportOptions o = options(LanguageManager::kEnglish);
    o.sections = {ReportSection::Options, ReportSection::Assumptions};
    const QString text = pdfText(writeReport(w, o, "two.pdf"));
    QVERIFY(text.contains(QStringLiteral("The options compared")));
    QVERIFY(text.contains(QStringLiteral("Assumptions and sources")));
    QVERIFY(text.contains(QStringLiteral("Contents")));
    QVERIFY(!text.contains(QStringLiteral("Sign-off")));
    QVERIFY(!text.contains(QStringLiteral("Verification status")));
    QVERIFY(!text.contains(QStringLiteral("Executive summary")));
}

// The print preview and the printer get the layout the PDF has: the same
// pages, painted by the same function on a QPrinter.
void TestReport::printerGetsTheSameLayout()
{
    MainWindow w;
    QVERIFY(w.openExample());
    const ReportOptions o = options(LanguageManager::kEnglish);
    const QString pdf = writeReport(w, o, "direct.pdf");
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setResolution(ReportWriter::kResolution);
    printer.setOutputFileName(m_dir.filePath(QStringLiteral("printed.pdf")));
    printer.setPageSize(QPageSize(QPageSize::A4));
    printer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
    QPainter painter(&printer);
    const int pages = ReportWriter::paint(w.document(), o, &printer, &painter);
    painter.end();
    const QString info = run(QStringLiteral("pdfinfo"), {pdf});
    QVERIFY(info.contains(QStringLiteral("Pages:           %1").arg(pages)));
    QCOMPARE(squeezed(pdfText(printer.outputFileName())), squeezed(pdfText(pdf)));
}

// An assumption the project changed carries the mark; the defaults do not.
void TestReport::changedAssumptionsMarked()
{
    MainWindow w;
    QVERIFY(w.openExample());
    ReportOptions o = options(LanguageManager::kEnglish);
    o.sections = {ReportSection::Assumptions};
    // The assumption's name as the catalog words it: "MFU (model FLOPs utilisation)".
    const QString marked = squeezed(
        CitationText::assumptionName(*suanpan::builtinCatalog().value().findAssumption("mfu")) +
        QStringLiteral(" *"));
    QVERIFY(!squeezed(pdfText(writeReport(w, o, "a0.pdf"))).contains(marked));
    std::vector<suanpan::Assumption> assumptions = w.document()->project().assumptions;
    suanpan::Assumption mfu = *suanpan::builtinCatalog().value().findAssumption("mfu");
    mfu.value = {0.2, 0.3, 0.4};
    mfu.provenance.source = "user";
    assumptions.push_back(mfu);
    w.document()->setAssumptions(assumptions);
    const QString text = squeezed(pdfText(writeReport(w, o, "a1.pdf")));
    QVERIFY2(text.contains(marked), qPrintable(marked));
    QCOMPARE(text.count(QLatin1Char('*')), 2); // the mark and the sentence that explains it
}

void TestReport::headlessRefusals()
{
    const QString project = m_dir.filePath(QStringLiteral("h.suanpan"));
    QVERIFY(suanpan::ProjectStore::save(suanpan::exampleProject().value(), project.toStdString()));
    const QString out = m_dir.filePath(QStringLiteral("h.pdf"));
    QCOMPARE(ReportExport::run(out, {}, QString(), QString(), false), 2);
    QCOMPARE(ReportExport::run(out, {project}, QStringLiteral("fr"), QString(), false), 2);
    QCOMPARE(ReportExport::run(out, {project}, QString(), QStringLiteral("cover,nope"), true), 2);
    QCOMPARE(ReportExport::run(out, {project}, QString(), QStringLiteral(","), true), 2);
    QCOMPARE(ReportExport::run(out, {m_dir.filePath(QStringLiteral("missing.suanpan"))}, QString(),
                               QString(), false),
             1);
    QCOMPARE(ReportExport::run(m_dir.filePath(QStringLiteral("no/such/dir/h.pdf")), {project},
                               QString(), QString(), false),
             1);
    QVERIFY(!QFile::exists(out));
}

void TestReport::headlessWritesWhole()
{
    const QString project = m_dir.filePath(QStringLiteral("w.suanpan"));
    QVERIFY(suanpan::ProjectStore::save(suanpan::exampleProject().value(), project.toStdString()));
    const QString out = m_dir.filePath(QStringLiteral("w.pdf"));
    QCOMPARE(ReportExport::run(out, {project}, QStringLiteral("zh_CN"),
                               QStringLiteral("summary,options"), true),
             0);
    // The project's title heads every page (Chinese, as the report).
    const QString text = pdfText(out);
    QVERIFY(squeezed(text).contains(
        squeezed(QString::fromStdString(suanpan::exampleProject().value().meta.titleZh))));
    QVERIFY(!text.contains(QStringLiteral("w.suanpan")));
    QVERIFY(!text.contains(QStringLiteral("Executive summary")));
    // An untitled project: its file name instead.
    suanpan::Project untitled = suanpan::exampleProject().value();
    untitled.meta = {};
    const QString bare = m_dir.filePath(QStringLiteral("untitled-plan.suanpan"));
    QVERIFY(suanpan::ProjectStore::save(untitled, bare.toStdString()));
    QCOMPARE(ReportExport::run(out, {bare}, QStringLiteral("en"), QStringLiteral("summary"), true),
             0);
    QVERIFY(pdfText(out).contains(QStringLiteral("untitled-plan.suanpan")));
    // The UI's language is untouched by the report's.
    QCOMPARE(QLocale().language(), QLocale::English);
}

void TestReport::chartsIntoFolder_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QString::fromLatin1(LanguageManager::kEnglish);
    QTest::newRow("zh_CN") << QString::fromLatin1(LanguageManager::kChinese);
}

// Every chart of every workload as PNG and SVG, the legend whole: the SVG
// of the cumulative cost holds every shown option's full name.
void TestReport::chartsIntoFolder()
{
    QFETCH(QString, language);
    MainWindow w;
    QVERIFY(w.openExample());
    const QString folder = m_dir.filePath(QStringLiteral("charts-") + language);
    QString error;
    const QStringList written = ChartsExport::write(w.document(), folder, language, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    // 3 workloads, at least 5 charts each, PNG and SVG.
    QVERIFY(written.size() >= 30);
    QCOMPARE(QDir(folder).entryList(QDir::Files).size(), written.size());
    for (const QString &path : written) {
        if (path.endsWith(QStringLiteral(".png"))) {
            const QImage image(path);
            QVERIFY2(!image.isNull() && image.width() >= 1280, qPrintable(path));
        } else {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY(f.readAll().contains("<svg"));
        }
    }
    // Named in the export's language: "<workload> - <chart title>".
    const QString cumulative =
        language == QLatin1String(LanguageManager::kChinese)
            ? QStringLiteral("/7B \u9886\u57df LoRA \u5fae\u8c03 - "
                             "\u7d2f\u8ba1\u6210\u672c\u8d70\u52bf.svg")
            : QStringLiteral("/7B domain LoRA fine-tune - Cumulative cost over time.svg");
    QFile svg(folder + cumulative);
    QVERIFY(svg.open(QIODevice::ReadOnly));
    // The SVG writes a name in one run per font (Latin, then Chinese): the
    // text without its tags and entities reads it whole.
    QString text =
        QString::fromUtf8(svg.readAll()).remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    text.replace(QStringLiteral("&#39;"), QStringLiteral("'"))
        .replace(QStringLiteral("&apos;"), QStringLiteral("'"))
        .replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    text = squeezed(text);
    const ReportLanguage scope(language);
    for (const std::string &id : Shortlist::optionIds(w.document()->project()))
        for (const suanpan::Option &o : w.document()->project().options)
            if (o.id == id)
                QVERIFY2(text.contains(squeezed(DisplayText::name(o))),
                         qPrintable(DisplayText::name(o)));
    QCOMPARE(ReportExport::runCharts(folder, {}, QString()), 2);
}

// The deck: one 16:9 page per slide, in the chosen language, with the
// comparison slides' winner sentences.
void TestReport::slidesAsPdf()
{
    MainWindow w;
    QVERIFY(w.openExample());
    const QString path = m_dir.filePath(QStringLiteral("deck.pdf"));
    int slides = 0;
    QVERIFY(DeckExport::writePdf(w.document(), QLatin1String(LanguageManager::kChinese), path,
                                 &slides));
    QVERIFY(slides >= 10);
    const QString info = run(QStringLiteral("pdfinfo"), {path});
    QVERIFY(info.contains(QStringLiteral("Pages:           %1").arg(slides)));
    const QRegularExpression size(QStringLiteral("Page size:\\s+([0-9.]+) x ([0-9.]+) pts"));
    const auto m = size.match(info);
    QVERIFY(m.hasMatch());
    QVERIFY(qAbs(m.captured(1).toDouble() / m.captured(2).toDouble() - 16.0 / 9.0) < 0.01);
    const QString text = squeezed(pdfText(path));
    // The slides' Chinese: the verdict sentences say "recommend" (推荐).
    QVERIFY(text.contains(squeezed(QString::fromUtf8("\xe6\x8e\xa8\xe8\x8d\x90"))));
    QVERIFY(!text.contains(QStringLiteral("Esc")));
    QCOMPARE(QLocale().language(), QLocale::English);
    QCOMPARE(ReportExport::runSlides(path, {}, QString()), 2);
}

// The dialog writes the workbook and the CSV from the document's
// evaluation, in its language; a folder that does not exist is refused.
void TestReport::workbookFromDialog()
{
    MainWindow w;
    QVERIFY(w.openExample());
    ReportDialog dialog(w.document());
    dialog.findChild<QComboBox *>(QStringLiteral("reportLanguage"))->setCurrentIndex(0);
    const QString xlsx = m_dir.filePath(QStringLiteral("book.xlsx"));
    const QString csv = m_dir.filePath(QStringLiteral("table.csv"));
    QVERIFY(dialog.exportWorkbookTo(xlsx));
    QVERIFY(dialog.exportWorkbookTo(csv));
    QFile book(xlsx);
    QVERIFY(book.open(QIODevice::ReadOnly));
    QCOMPARE(book.read(2), QByteArray("PK"));
    QFile table(csv);
    QVERIFY(table.open(QIODevice::ReadOnly));
    const QByteArray bytes = table.readAll();
    QVERIFY(bytes.startsWith("\xef\xbb\xbf"));
    // The Chinese header of the workload column.
    QVERIFY(bytes.contains("\xe4\xbb\xbb\xe5\x8a\xa1"));
    QVERIFY(!dialog.exportWorkbookTo(m_dir.filePath(QStringLiteral("none/x.xlsx"))));
    QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("reportStatus"))
                ->text()
                .contains(QStringLiteral("read-only")));
    // The same sentence in a dialog, naming the file.
    QCOMPARE(m_errors.size(), 1);
    QVERIFY2(m_errors.front().contains(QLatin1String("x.xlsx")), qPrintable(m_errors.front()));
    m_errors.clear(); // the dialogs this test provoked, checked above
}

// File > Export Report... opens the dialog; its sections and language make
// the report, and it says where it was written.
void TestReport::dialogFromFileMenu()
{
    MainWindow w;
    QVERIFY(w.openExample());
    auto *action = w.findChild<QAction *>(QStringLiteral("actionExportReport"));
    QVERIFY(action);
    QCOMPARE(action->text(), QStringLiteral("&Report (PDF)..."));
    const QString path = m_dir.filePath(QStringLiteral("dialog.pdf"));
    QString title;
    ExportPrompts::saveFileName = [&](QWidget *, ExportPrompts::What what,
                                      const QString &suggested) {
        title = ExportPrompts::title(what);
        if (!suggested.endsWith(QStringLiteral(".pdf")))
            return QString();
        return path;
    };
    bool seen = false;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<ReportDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        seen = true;
        dialog->findChild<QComboBox *>(QStringLiteral("reportLanguage"))->setCurrentIndex(0);
        for (const char *off : {"reportSection_charts", "reportSection_verification"})
            dialog->findChild<QCheckBox *>(QLatin1String(off))->setChecked(false);
        // The export starts and the dialog closes: the window stays usable.
        dialog->findChild<QPushButton *>(QStringLiteral("reportExport"))->click();
        if (dialog->isVisible())
            dialog->reject();
    });
    action->trigger();
    QVERIFY(seen);
    QCOMPARE(title, QStringLiteral("Export Report as PDF"));
    Exporter::of(w.document())->waitForFinished();
    ExportPrompts::restoreDefaults();
    const QString text = squeezed(pdfText(path));
    // Chinese, without the sections switched off.
    QVERIFY(text.contains(
        squeezed(QString::fromUtf8("\xe6\x96\xb9\xe6\xa1\x88\xe5\xaf\xb9\xe6\xaf\x94"))));
    QVERIFY(!text.contains(
        squeezed(QString::fromUtf8("\xe6\xa0\xb8\xe6\x9f\xa5\xe7\x8a\xb6\xe6\x80\x81"))));
    QVERIFY(!text.contains(squeezed(QString::fromUtf8("\xe5\x9b\xbe\xe8\xa1\xa8"))));

    // Without any section there is nothing to export.
    ReportDialog dialog(w.document());
    for (QCheckBox *box : dialog.findChildren<QCheckBox *>())
        box->setChecked(false);
    QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("reportExport"))->isEnabled());
}

// With SUANPAN_SCREENSHOT_DIR set: the dialog in both languages, to look at.
void TestReport::dialogScreenshots()
{
    const QString dir = qEnvironmentVariable("SUANPAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("SUANPAN_SCREENSHOT_DIR not set");
    QDir().mkpath(dir);
    MainWindow w;
    QVERIFY(w.openExample());
    for (const char *lang : {LanguageManager::kEnglish, LanguageManager::kChinese}) {
        LanguageManager::instance()->setLanguage(QLatin1String(lang), false);
        ReportDialog dialog(w.document());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.exportTo(m_dir.filePath(QStringLiteral("shot.pdf"))));
        QTest::qWait(50);
        QVERIFY(dialog.grab().save(
            QStringLiteral("%1/report-dialog-%2.png").arg(dir, QLatin1String(lang))));
    }
}

QTEST_MAIN(TestReport)
#include "tst_report.moc"
