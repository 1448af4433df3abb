// Deliverables a client keeps (issue 30), read back with poppler's tools and
// unzip, which know nothing of Suanpan: the text layer of every exported PDF
// (report, slides, sign-off sheet, both languages) is the text a reader sees
// (no Kangxi radicals for ideographs, one Simplified Chinese font family);
// no internal id (seed 003, prices.md 3b, formulas.md, catalog h100-sxm, a
// formula code) reaches any exported file; exports run while the window
// keeps repainting, and a cancelled one writes nothing; File > Export has
// every export, each save dialog titled for what it writes; Compare's table
// copies rows as TSV with plain numbers and as HTML. One verdict: for the
// example and every scenario template, core, `suanpan-cli evaluate --json`,
// the workbook's verdict sheet and the CSV (of the CLI and of the GUI),
// Compare's table, the slides and the report name the same recommended
// option with the same chance of being the cheapest.
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QMimeData>
#include <QProcess>
#include <QPushButton>
#include <QRawFont>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTimer>
#include <QXmlStreamReader>

#include "catalog/Catalog.h"
#include "cost/CostInputs.h"
#include "cost/Evaluation.h"
#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "estimate/JobSizing.h"
#include "export/ExportLabels.h"
#include "i18n/DisplayText.h"
#include "i18n/LanguageManager.h"
#include "i18n/MoneyFormat.h"
#include "io/Example.h"
#include "mainwindow/MainWindow.h"
#include "models/ComparisonModel.h"
#include "presentation/PresentationView.h"
#include "presentation/Shortlist.h"
#include "report/DeckExport.h"
#include "report/ExportPrompts.h"
#include "report/Exporter.h"
#include "report/PdfFonts.h"
#include "report/ReportContent.h"
#include "report/ReportDialog.h"
#include "report/ReportLanguage.h"
#include "report/ReportSections.h"
#include "report/ReportWriter.h"
#include "report/SignOffSheet.h"
#include "support/UiTest.h"
#include "widgets/Prompts.h"

using What = ExportPrompts::What;

namespace {

const QString kZh = QString::fromLatin1(LanguageManager::kChinese);
const QString kEn = QString::fromLatin1(LanguageManager::kEnglish);

} // namespace

class TestDeliverables final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void fontCopyMapsNoRadical();
    void textLayerIsTheText_data();
    void textLayerIsTheText();
    void noInternalIdInAnyFile_data();
    void noInternalIdInAnyFile();
    void windowRepaintsWhileTheReportIsWritten();
    void cancelLeavesNoFile();
    void fileExportMenu();
    void compareTableCopiesNumbers();
    void verdictAgreesEverywhere_data();
    void verdictAgreesEverywhere();
    void screenshots();

private:
    static QString run(const QString &tool, const QStringList &args);
    // Whitespace-free (a cell's wrapping does not matter), ligatures ("fi")
    // as their letters: what a reader sees and a PDF viewer's search finds.
    static QString squeezed(QString s);
    // Every export of `language`, written through the functions the GUI
    // and the CLI use; kind -> path.
    QMap<QString, QString> writeAll(MainWindow &w, const QString &language);
    // The words of a written file: PDF text, the workbook's shared strings, the CSV.
    static QString textOf(const QString &path);
    // The cells of sheet `index` (1-based) of a workbook, read with unzip:
    // text as written, numbers as their digits; empty cells as "".
    static QList<QStringList> sheetCells(const QString &path, int index);
    // The rows of a CSV file (RFC 4180, after its byte-order mark).
    static QList<QStringList> csvRows(const QString &path);

    QTemporaryDir m_dir;
    QStringList m_errors;
};

QString TestDeliverables::squeezed(QString s)
{
    static const std::pair<char16_t, const char *> ligatures[] = {
        {0xFB00, "ff"}, {0xFB01, "fi"}, {0xFB02, "fl"}, {0xFB03, "ffi"}, {0xFB04, "ffl"}};
    for (const auto &[ligature, letters] : ligatures)
        s.replace(QChar(ligature), QLatin1String(letters));
    return s.remove(QRegularExpression(QStringLiteral("\\s")));
}

void TestDeliverables::initTestCase()
{
    uitest::isolate("tst_deliverables");
    QVERIFY(m_dir.isValid());
}

void TestDeliverables::init()
{
    uitest::startFunction(&m_errors);
}

void TestDeliverables::cleanup()
{
    uitest::finishFunction(&m_errors);
    Prompts::restoreDefaults();
    ExportPrompts::restoreDefaults();
    LanguageManager::instance()->setLanguage(kEn, false);
}

QString TestDeliverables::run(const QString &tool, const QStringList &args)
{
    const QString exe = QStandardPaths::findExecutable(tool);
    if (exe.isEmpty()) {
        QTest::qFail(qPrintable(tool + QStringLiteral(" is missing")), __FILE__, __LINE__);
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

QString TestDeliverables::textOf(const QString &path)
{
    if (path.endsWith(QLatin1String(".pdf")))
        return run(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    if (path.endsWith(QLatin1String(".xlsx")))
        return run(QStringLiteral("unzip"),
                   {QStringLiteral("-p"), path, QStringLiteral("xl/sharedStrings.xml")});
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QMap<QString, QString> TestDeliverables::writeAll(MainWindow &w, const QString &language)
{
    QMap<QString, QString> out;
    ProjectDocument *document = w.document();
    document->results()->waitForSampling();
    uitest::settle();
    const QString suffix = QLatin1Char('-') + language;

    ReportOptions options;
    options.language = language;
    options.sections = ReportSections::all();
    options.date = QDate(2026, 12, 3);
    out[QStringLiteral("report")] = m_dir.filePath(QStringLiteral("report") + suffix + ".pdf");
    if (!ReportWriter::writePdf(document, options, out[QStringLiteral("report")]))
        QTest::qFail("report not written", __FILE__, __LINE__);

    out[QStringLiteral("slides")] = m_dir.filePath(QStringLiteral("slides") + suffix + ".pdf");
    if (!DeckExport::writePdf(document, language, out[QStringLiteral("slides")]))
        QTest::qFail("slides not written", __FILE__, __LINE__);

    // The sign-off sheet is in the UI's language, for the winner of the
    // first workload (a GPU cloud rental in the example).
    LanguageManager::instance()->setLanguage(language, false);
    const SignOffSheet sheet(document, document->project().options.front().id);
    QTextDocument text;
    sheet.fill(&text, QDate(2026, 12, 3));
    out[QStringLiteral("signoff")] = m_dir.filePath(QStringLiteral("signoff") + suffix + ".pdf");
    if (!SignOffSheet::writePdf(&text, out[QStringLiteral("signoff")]))
        QTest::qFail("sign-off not written", __FILE__, __LINE__);
    LanguageManager::instance()->setLanguage(kEn, false);

    Exporter *exporter = Exporter::of(document);
    for (const char *kind : {"xlsx", "csv"}) {
        const QString path = m_dir.filePath(QStringLiteral("book") + suffix + '.' + kind);
        if (!exporter->startWorkbook(language, path))
            QTest::qFail("an export is still running", __FILE__, __LINE__);
        exporter->waitForFinished();
        out[QLatin1String(kind)] = path;
    }
    return out;
}

// The copy of Noto Sans CJK SC the PDFs use maps 月 and 方, not their radicals.
void TestDeliverables::fontCopyMapsNoRadical()
{
    const QString family = PdfFonts::cjkFamily();
    QVERIFY2(family != QStringLiteral("Noto Sans CJK SC"),
             "the radical-free copy was not made (is fonts-noto-cjk installed?)");
    QCOMPARE(PdfFonts::families().first(), QStringLiteral("DejaVu Sans"));
    const QRawFont copy = QRawFont::fromFont(QFont(family));
    QCOMPARE(copy.familyName(), family);
    const QList<quint32> glyphs =
        copy.glyphIndexesForString(QStringLiteral(u"\u6708\u2f49\u65b9\u2f45\u98df\u2edd"));
    QCOMPARE(glyphs.size(), 6);
    for (int i : {0, 2, 4})
        QVERIFY2(glyphs[i] != 0, qPrintable(QString::number(i)));
    for (int i : {1, 3, 5})
        QCOMPARE(glyphs[i], quint32(0));
    // The installed face maps both to one glyph: the reason for the copy.
    const QRawFont installed = QRawFont::fromFont(QFont(QStringLiteral("Noto Sans CJK SC")));
    const QList<quint32> both = installed.glyphIndexesForString(QStringLiteral(u"\u6708\u2f49"));
    QCOMPARE(both[0], both[1]);
}

void TestDeliverables::textLayerIsTheText_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("zh_CN") << kZh;
    QTest::newRow("en") << kEn;
}

// pdftotext finds the title, every shown option's name and the headings, as
// written; no character comes out as a radical; pdffonts lists DejaVu Sans
// and Noto Sans CJK SC only.
void TestDeliverables::textLayerIsTheText()
{
    QFETCH(QString, language);
    MainWindow w;
    QVERIFY(w.openExample());
    const QMap<QString, QString> files = writeAll(w, language);
    const suanpan::Project &project = w.document()->project();
    const QRegularExpression radical(QStringLiteral("[\\x{2E80}-\\x{2FDF}]"));
    const QRegularExpression ours(
        QStringLiteral("^(DejaVuSans|DejaVuSans-Bold|NotoSansCJKsc-Regular|NotoSansCJKsc-Bold)$"));
    for (const char *kind : {"report", "slides", "signoff"}) {
        const QString path = files.value(QLatin1String(kind));
        const QString raw = textOf(path);
        QVERIFY2(!raw.isEmpty(), kind);
        QVERIFY2(!raw.contains(radical), qPrintable(QStringLiteral("%1: %2").arg(
                                             QLatin1String(kind), radical.match(raw).captured())));
        const QString text = squeezed(raw);
        const ReportLanguage scope(language);
        QStringList wanted;
        wanted << DisplayText::title(project.meta);
        if (QLatin1String(kind) != QLatin1String("signoff")) {
            for (const std::string &id : Shortlist::optionIds(project))
                for (const suanpan::Option &o : project.options)
                    if (o.id == id)
                        wanted << DisplayText::nameOrId(o);
            for (const suanpan::Workload &wl : project.workloads)
                wanted << DisplayText::nameOrId(wl);
        } else {
            wanted << SignOffSheet::tr("Sign-off sheet") << SignOffSheet::tr("Signatures")
                   << DisplayText::nameOrId(project.options.front());
        }
        if (QLatin1String(kind) == QLatin1String("report"))
            for (ReportSection s : ReportSections::all())
                if (s != ReportSection::Cover)
                    wanted << ReportSections::title(s);
        if (language == kZh)
            wanted << QStringLiteral(u"\u65b9\u6848"); // 方案, "option"
        for (const QString &word : wanted)
            QVERIFY2(text.contains(squeezed(word)),
                     qPrintable(QStringLiteral("%1 lacks \"%2\"").arg(QLatin1String(kind), word)));
        const QStringList fonts = run(QStringLiteral("pdffonts"), {path}).split(QLatin1Char('\n'));
        int rows = 0;
        for (const QString &line : fonts.mid(2)) {
            const QString name = line.section(QLatin1Char(' '), 0, 0).section(QLatin1Char('+'), -1);
            if (name.isEmpty())
                continue;
            ++rows;
            QVERIFY2(ours.match(name).hasMatch(), qPrintable(QLatin1String(kind) + ": " + line));
        }
        QVERIFY(rows >= 2);
    }
}

void TestDeliverables::noInternalIdInAnyFile_data()
{
    textLayerIsTheText_data();
}

// What a reader would not understand: codes of sources.json, the names of
// reference files, estimate markers, the pricer's "catalog <card id>", a
// formula as code, a byte count, the unsaved-project placeholder.
void TestDeliverables::noInternalIdInAnyFile()
{
    QFETCH(QString, language);
    MainWindow w;
    QVERIFY(w.openExample());
    const QMap<QString, QString> files = writeAll(w, language);
    const QRegularExpression ids(QStringLiteral(
        "\\bseeds? \\d{3}\\b|prices\\.md|formulas\\.md|reference/|\\bconvention\\b|"
        "\\[EST\\]|\\[LOW\\]|(?<!'s )\\bestimate;|\\bcatalog [a-z0-9]+-|\\b[a-z]+_[a-z_]+\\*|"
        "Llama 3 paper|Unsaved project|\\d{3},\\d{3},\\d{3}"));
    for (auto it = files.begin(); it != files.end(); ++it) {
        const QString text = textOf(it.value());
        QVERIFY2(text.size() > 100, qPrintable(it.key()));
        const QRegularExpressionMatch m = ids.match(text);
        QVERIFY2(!m.hasMatch(),
                 qPrintable(QStringLiteral("%1: \"%2\" in ...%3...")
                                .arg(it.key(), m.captured(),
                                     text.mid(std::max(0, int(m.capturedStart()) - 60), 140))));
    }
    // The sources by name, and formulas in words, in the language.
    const QString report = squeezed(textOf(files.value(QStringLiteral("report"))));
    const QString book = textOf(files.value(QStringLiteral("xlsx")));
    if (language == kZh) {
        // 《深圳GPU集群搭建方案：先算清自建和租用的账》, 计费卡数 × 每卡时价格
        QVERIFY(report.contains(QStringLiteral(u"\u300a\u6df1\u5733GPU\u96c6\u7fa4")));
        QVERIFY(book.contains(QStringLiteral(u"\u8ba1\u8d39\u5361\u6570 \u00d7 "
                                             u"\u6bcf\u5361\u65f6\u4ef7\u683c")));
    } else {
        QVERIFY(report.contains(QStringLiteral("Suanpan'sestimate")));
        QVERIFY(book.contains(QStringLiteral("billed cards \u00d7 price per card-hour")));
    }
}

// While a report of 25 and more pages is written, the window keeps
// repainting: the event loop never stops for long, and the file appears.
void TestDeliverables::windowRepaintsWhileTheReportIsWritten()
{
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openExample());
    w.document()->results()->waitForSampling();
    uitest::settle();
    const QString path = m_dir.filePath(QStringLiteral("live.pdf"));
    ExportPrompts::saveFileName = [&](QWidget *, What what, const QString &) {
        return what == What::Report ? path : QString();
    };
    // File > Export > Report (PDF)...: the dialog, then Export PDF...; the
    // dialog closes and the report is written behind the window.
    QTimer::singleShot(0, this, [] {
        if (auto *dialog = qobject_cast<ReportDialog *>(QApplication::activeModalWidget()))
            dialog->findChild<QPushButton *>(QStringLiteral("reportExport"))->click();
    });
    Exporter *exporter = Exporter::of(w.document());
    w.findChild<QAction *>(QStringLiteral("actionExportReport"))->trigger();
    QVERIFY(exporter->isBusy());

    // Paint events of the window and the longest the event loop was away.
    struct Painted : QObject {
        int count = 0;
        bool eventFilter(QObject *, QEvent *e) override
        {
            count += e->type() == QEvent::Paint;
            return false;
        }
    } painted;
    w.centralWidget()->installEventFilter(&painted);
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0;
    qint64 longest = 0;
    QTimer tick;
    tick.setInterval(10);
    connect(&tick, &QTimer::timeout, this, [&] {
        longest = std::max(longest, clock.elapsed() - last);
        last = clock.elapsed();
        w.centralWidget()->update();
    });
    tick.start();
    exporter->waitForFinished();
    tick.stop();
    const qint64 took = clock.elapsed();
    qInfo("report written in %lld ms; %d repaints; the event loop was away %lld ms at most", took,
          painted.count, longest);
    QVERIFY(QFileInfo::exists(path));
    const QString info = run(QStringLiteral("pdfinfo"), {path});
    const QRegularExpressionMatch pages =
        QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    QVERIFY(pages.hasMatch());
    QVERIFY2(pages.captured(1).toInt() >= 25, qPrintable(pages.captured(1)));
    // Repainted all along: at least one paint per 100 ms of export, and no
    // step kept the window waiting as long as the whole export took.
    QVERIFY2(painted.count >= took / 100, qPrintable(QString::number(painted.count)));
    QVERIFY2(longest < std::max<qint64>(took / 2, 1), qPrintable(QString::number(longest)));
    QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
}

// Cancel, while the charts are prepared or while the pages are written:
// no file, no temporary file; an earlier file at the path stays as it was.
void TestDeliverables::cancelLeavesNoFile()
{
    MainWindow w;
    QVERIFY(w.openExample());
    w.document()->results()->waitForSampling();
    uitest::settle();
    Exporter *exporter = Exporter::of(w.document());
    ReportOptions options;
    options.language = kEn;
    options.sections = ReportSections::all();
    options.date = QDate(2026, 12, 3);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cancelled.pdf"));
    bool cancelled = false;
    connect(exporter, &Exporter::finished, this, [&](bool c, const QString &) { cancelled = c; });

    // Right away, while the GUI thread prepares.
    QVERIFY(exporter->startReport(options, path));
    exporter->cancel();
    exporter->waitForFinished();
    QVERIFY(cancelled);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList());

    // Once the worker draws pages; an older file there stays untouched.
    {
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old");
    }
    cancelled = false;
    QVERIFY(exporter->startReport(options, path));
    const auto connection =
        connect(exporter, &Exporter::progressed, this, [exporter](int, int total) {
            if (total > 0)
                exporter->cancel();
        });
    exporter->waitForFinished();
    disconnect(connection);
    QVERIFY(cancelled);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("cancelled.pdf")});
    QFile old(path);
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("old"));

    // The charts, cancelled half way: those already written go again.
    cancelled = false;
    const QString folder = dir.filePath(QStringLiteral("charts"));
    QVERIFY(exporter->startCharts(kEn, folder));
    const auto second = connect(exporter, &Exporter::progressed, this, [exporter](int done, int) {
        if (done >= 2)
            exporter->cancel();
    });
    exporter->waitForFinished();
    disconnect(second);
    QVERIFY(cancelled);
    QCOMPARE(QDir(folder).entryList(QDir::Files), QStringList());
}

// File > Export: every export, each save dialog titled for what it writes,
// the file suggested after the project in the UI's language.
void TestDeliverables::fileExportMenu()
{
    MainWindow w;
    QVERIFY(w.openExample());
    auto *menu = w.findChild<QMenu *>(QStringLiteral("menuExport"));
    QVERIFY(menu);
    QCOMPARE(menu->title(), QStringLiteral("&Export"));
    QStringList names;
    for (QAction *a : menu->actions())
        if (!a->isSeparator())
            names << a->objectName();
    QCOMPARE(names, (QStringList{"actionExportReport", "actionExportSlides", "actionExportWorkbook",
                                 "actionExportCsv", "actionExportCharts"}));
    QCOMPARE(ExportPrompts::title(What::Report), QStringLiteral("Export Report as PDF"));
    QCOMPARE(ExportPrompts::title(What::Slides), QStringLiteral("Export Slides as PDF"));
    QVERIFY(!ExportPrompts::title(What::Slides).contains(QStringLiteral("sign-off")));

    QTemporaryDir dir;
    QList<What> asked;
    ExportPrompts::saveFileName = [&](QWidget *, What what, const QString &suggested) {
        asked << what;
        const QString ext = what == What::Csv        ? QStringLiteral(".csv")
                            : what == What::Workbook ? QStringLiteral(".xlsx")
                                                     : QStringLiteral(".pdf");
        if (!suggested.endsWith(ext))
            return QString();
        return dir.filePath(QFileInfo(suggested).fileName());
    };
    ExportPrompts::chartsFolder = [&](QWidget *, const QString &) {
        return dir.filePath(QStringLiteral("charts"));
    };
    Exporter *exporter = Exporter::of(w.document());
    for (const char *action :
         {"actionExportSlides", "actionExportWorkbook", "actionExportCsv", "actionExportCharts"}) {
        w.findChild<QAction *>(QLatin1String(action))->trigger();
        QVERIFY2(exporter->isBusy(), action);
        // One export at a time: the entries are off meanwhile.
        QVERIFY(!w.findChild<QAction *>(QStringLiteral("actionExportCsv"))->isEnabled());
        exporter->waitForFinished();
        QVERIFY(w.findChild<QAction *>(QStringLiteral("actionExportCsv"))->isEnabled());
    }
    QCOMPARE(asked, (QList<What>{What::Slides, What::Workbook, What::Csv}));
    const QStringList written = QDir(dir.path()).entryList(QDir::Files);
    QCOMPARE(written.size(), 3);
    for (const QString &name : written)
        QVERIFY2(name.startsWith(QStringLiteral("Nanshan AI start-up compute plan 2027 - ")),
                 qPrintable(name));
    QVERIFY(QDir(dir.filePath(QStringLiteral("charts"))).entryList(QDir::Files).size() >= 10);
    QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
}

// Rows are selected several at a time; Ctrl+C copies them (or every row
// when none is) as TSV with plain numbers, a range in three columns, and
// as an HTML table with the words shown.
void TestDeliverables::compareTableCopiesNumbers()
{
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("comparePage")));
    w.document()->results()->waitForSampling();
    uitest::settle();
    auto *table = w.findChild<QTableView *>(QStringLiteral("comparisonTable"));
    QVERIFY(table);
    QCOMPARE(table->selectionMode(), QAbstractItemView::ExtendedSelection);
    const int rows = table->model()->rowCount();
    QVERIFY(rows >= 3);

    table->clearSelection();
    table->setFocus();
    QTest::keySequence(table, QKeySequence::Copy);
    const QMimeData *copied = QApplication::clipboard()->mimeData();
    QVERIFY(copied && copied->hasHtml());
    QStringList lines = copied->text().trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), rows + 1);
    // The money as numbers a spreadsheet reads: no yuan sign, no grouping.
    QVERIFY2(!copied->text().contains(QChar(0xA5)), qPrintable(lines.value(1)));
    QVERIFY(lines.first().contains(QStringLiteral("(P10)")));
    QVERIFY(lines.first().contains(QStringLiteral("(P90)")));
    const QStringList first = lines.value(1).split(QLatin1Char('\t'));
    const int p10 = lines.first()
                        .split(QLatin1Char('\t'))
                        .indexOf(QRegularExpression(QStringLiteral(".*per run.*\\(P10\\)")));
    QVERIFY(p10 > 0);
    bool number = false;
    first.value(p10).toDouble(&number);
    QVERIFY2(number, qPrintable(first.value(p10)));
    // The HTML has what the page shows, the yuan sign included.
    QVERIFY(copied->html().contains(QStringLiteral("<table")));
    QVERIFY(copied->html().contains(QChar(0xA5)));

    // Two rows selected: two rows copied.
    table->selectionModel()->select(table->model()->index(0, 0),
                                    QItemSelectionModel::ClearAndSelect |
                                        QItemSelectionModel::Rows);
    table->selectionModel()->select(table->model()->index(2, 0),
                                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QTest::keySequence(table, QKeySequence::Copy);
    lines = QApplication::clipboard()->mimeData()->text().trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 3);
}

QList<QStringList> TestDeliverables::sheetCells(const QString &path, int index)
{
    QStringList strings;
    QXmlStreamReader sst(
        run(QStringLiteral("unzip"), {QStringLiteral("-p"), path, "xl/sharedStrings.xml"}));
    while (!sst.atEnd())
        if (sst.readNext() == QXmlStreamReader::StartElement) {
            if (sst.name() == QLatin1String("si"))
                strings << QString();
            else if (sst.name() == QLatin1String("t"))
                strings.last() += sst.readElementText();
        }
    QList<QStringList> rows;
    QXmlStreamReader sheet(
        run(QStringLiteral("unzip"),
            {QStringLiteral("-p"), path, QStringLiteral("xl/worksheets/sheet%1.xml").arg(index)}));
    int column = 0;
    bool shared = false;
    while (!sheet.atEnd()) {
        if (sheet.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (sheet.name() == QLatin1String("row")) {
            rows << QStringList();
        } else if (sheet.name() == QLatin1String("c")) {
            const QString ref = sheet.attributes().value(QLatin1String("r")).toString();
            column = 0;
            for (QChar c : ref) {
                if (!c.isLetter())
                    break;
                column = column * 26 + (c.unicode() - 'A' + 1);
            }
            --column;
            shared = sheet.attributes().value(QLatin1String("t")) == QLatin1String("s");
        } else if (sheet.name() == QLatin1String("v") && !rows.isEmpty()) {
            const QString v = sheet.readElementText();
            QStringList &row = rows.last();
            while (row.size() <= column)
                row << QString();
            row[column] = shared ? strings.value(v.toInt()) : v;
        }
    }
    return rows;
}

QList<QStringList> TestDeliverables::csvRows(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QString text = QString::fromUtf8(f.readAll());
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    QList<QStringList> rows{QStringList{QString()}};
    bool quoted = false;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"'))
                rows.last().last() += text[++i];
            else if (c == QLatin1Char('"'))
                quoted = false;
            else
                rows.last().last() += c;
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            rows.last() << QString();
        } else if (c == QLatin1Char('\n')) {
            rows << QStringList{QString()};
        } else if (c != QLatin1Char('\r')) {
            rows.last().last() += c;
        }
    }
    if (rows.last() == QStringList{QString()})
        rows.removeLast();
    return rows;
}

void TestDeliverables::verdictAgreesEverywhere_data()
{
    QTest::addColumn<int>("scenario"); // -1: the example
    QTest::newRow("example") << -1;
    for (suanpan::Scenario s :
         {suanpan::Scenario::PreTraining, suanpan::Scenario::FullFineTune, suanpan::Scenario::LoRA,
          suanpan::Scenario::QLoRA, suanpan::Scenario::Inference})
        QTest::newRow(suanpan::toCode(s).data()) << int(s);
}

// One verdict on every surface (issue 29): for the example and each scenario
// template (File > New), with three options on the card the Sizing page
// recommends for it -- rented by the hour (by the month past 8 cards),
// twice as many cards on the same terms, and the cards bought and hosted --
// every workload's recommended option and its chance of being the cheapest
// are the same in core's evaluate(), the document's results, `suanpan-cli
// evaluate --json`, the verdict sheet of the CLI's workbook (both
// languages) and of the GUI's, the CSV of both, Compare's table, the
// slides' comparison and the report's summary, to the precision each shows.
void TestDeliverables::verdictAgreesEverywhere()
{
    using namespace suanpan;
    QFETCH(int, scenario);
    const QString cli = QDir(QCoreApplication::applicationDirPath())
                            .absoluteFilePath(QStringLiteral("../app/suanpan-cli"));
    QVERIFY2(QFileInfo(cli).isExecutable(), qPrintable(cli + QStringLiteral(" is missing")));
    const Catalog &catalog = builtinCatalog().value();

    Project project;
    if (scenario < 0) {
        project = exampleProject().value();
    } else {
        project = projectTemplate(Scenario(scenario));
        const SizingAssumptions a = sizingAssumptions(CatalogView(catalog, project), project);
        const SizingTarget target = recommendedTarget(project.workloads.front(), catalog, a);
        QVERIFY(target.card);
        const auto option = [&](const char *id, const Card &card, int cards,
                                const std::string &facility, const std::string &contract,
                                Acquisition acquisition) {
            Option o;
            o.id = id;
            o.name = std::to_string(cards) + "x " + card.nameEn + " " + id;
            o.cardId = card.id;
            o.cardCount = cards;
            o.facilityId = facility;
            o.contractId = contract;
            o.acquisition = acquisition;
            project.options.push_back(o);
        };
        const int n = target.cards;
        const bool cluster = 2 * n > 8;
        option("rented", *target.card, n, n > 8 ? "hosted-cluster" : "gpu-cloud",
               n > 8 ? "monthly" : "hourly", Acquisition::Rent);
        option("doubled", *target.card, 2 * n, cluster ? "hosted-cluster" : "gpu-cloud",
               cluster ? "monthly" : "hourly", Acquisition::Rent);
        // Bought where the card is sold; else the A800 the example buys.
        const Card *owned =
            target.card->purchase.empty() ? catalog.findCard("a800-80g-sxm") : target.card;
        QVERIFY(owned);
        option("owned", *owned, n, "idc-baoan", "cabinet-lease", Acquisition::Host);
    }
    const QString dir = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()));
    QVERIFY(QDir().mkpath(dir));
    const QString file = dir + QStringLiteral("/project.suanpan");

    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    ProjectDocument *document = w.document();
    document->setProject(project, ProjectDocument::Origin::Untitled);
    QVERIFY(document->save(file));
    document->results()->waitForSampling();
    uitest::settle();
    const Project &p = document->project();
    const Evaluation &shown = document->results()->evaluation();
    QVERIFY(shown.sampling.samples > 0);

    // (a) Core, from the file's project, as the CLI evaluates it.
    const Evaluation core = evaluate(p, catalog);
    QCOMPARE(core.verdicts.size(), p.workloads.size());

    // (b) The CLI's JSON.
    QProcess process;
    process.start(cli, {QStringLiteral("evaluate"), file, QStringLiteral("--json")});
    QVERIFY(process.waitForFinished(120000));
    const QJsonObject json = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
    const QJsonArray cliVerdicts =
        json.value(QLatin1String("verdict")).toObject().value(QLatin1String("workloads")).toArray();
    QCOMPARE(cliVerdicts.size(), qsizetype(p.workloads.size()));

    // (c) The workbooks and CSVs: the CLI's in both languages, the GUI's.
    QMap<QString, QString> books; // language -> CLI workbook
    for (const QString &language : {kEn, kZh}) {
        books[language] = dir + QStringLiteral("/cli-%1.xlsx").arg(language);
        QCOMPARE(QProcess::execute(cli, {QStringLiteral("export"), file, QStringLiteral("--xlsx"),
                                         books[language], QStringLiteral("--lang"), language}),
                 0);
    }
    const QString cliCsv = dir + QStringLiteral("/cli.csv");
    QCOMPARE(QProcess::execute(cli, {QStringLiteral("export"), file, QStringLiteral("--csv"),
                                     cliCsv, QStringLiteral("--lang"), kEn}),
             0);
    Exporter *exporter = Exporter::of(document);
    const QString guiBook = dir + QStringLiteral("/gui.xlsx");
    const QString guiCsv = dir + QStringLiteral("/gui.csv");
    for (const QString &path : {guiBook, guiCsv}) {
        QVERIFY(exporter->startWorkbook(kEn, path));
        exporter->waitForFinished();
        QVERIFY(QFileInfo::exists(path));
    }

    // (d) The pages: Compare, the slides, the report.
    QVERIFY(w.showPage(QStringLiteral("comparePage")));
    auto *combo = w.findChild<QComboBox *>(QStringLiteral("compareWorkload"));
    auto *table = w.findChild<QTableView *>(QStringLiteral("comparisonTable"));
    QVERIFY(combo && table);
    PresentationView slides(document);
    ReportOptions options;
    options.language = kEn;
    options.sections = ReportSections::all();
    options.date = QDate(2026, 12, 3);
    const ReportLanguage english(kEn);
    const ReportContent report(document, options);

    const auto optionName = [&](const std::string &id, bool chinese) {
        for (const Option &o : p.options)
            if (o.id == id)
                return QString::fromStdString(pickName(
                    o.nameZh, o.name, chinese ? ExportLanguage::Chinese : ExportLanguage::English));
        return QString::fromStdString(id);
    };
    const auto workloadName = [&](const Workload &wl, bool chinese) {
        return QString::fromStdString(pickName(
            wl.nameZh, wl.name, chinese ? ExportLanguage::Chinese : ExportLanguage::English));
    };
    // A recommended row of a verdict sheet or CSV: [option, chance] of the
    // one row of `workload` that reads "Recommended".
    const auto recommendedIn = [](const QList<QStringList> &rows, const QString &workload,
                                  const QStringList &recommended, const QString &chanceHeader,
                                  const QString &verdictHeader) -> QStringList {
        if (rows.isEmpty())
            return {QStringLiteral("<no rows>")};
        const QStringList header = rows.first();
        const int wcol = header.indexOf(QRegularExpression(QStringLiteral("^(Workload|任务)$")));
        const int ocol = header.indexOf(QRegularExpression(QStringLiteral("^(Option|方案)$")));
        const int vcol = header.indexOf(verdictHeader);
        const int ccol = header.indexOf(chanceHeader);
        QStringList found;
        for (const QStringList &row : rows.mid(1))
            if (row.value(wcol) == workload && recommended.contains(row.value(vcol)))
                found << row.value(ocol) << row.value(ccol);
        return found;
    };
    const QStringList recEn{QStringLiteral("Recommended"),
                            QStringLiteral("Recommended (breaks a check)")};
    const QStringList recZh{QStringLiteral(u"推荐"), QStringLiteral(u"推荐（未通过某项检查）")};

    const QMap<QString, QList<QStringList>> sheets{
        {QStringLiteral("CLI workbook (en)"), sheetCells(books[kEn], 1)},
        {QStringLiteral("CLI workbook (zh_CN)"), sheetCells(books[kZh], 1)},
        {QStringLiteral("GUI workbook"), sheetCells(guiBook, 1)},
        {QStringLiteral("CLI CSV"), csvRows(cliCsv)},
        {QStringLiteral("GUI CSV"), csvRows(guiCsv)}};

    int workloadsChecked = 0;
    for (std::size_t i = 0; i < p.workloads.size(); ++i) {
        const Workload &wl = p.workloads[i];
        const QByteArray where = QByteArray::fromStdString(wl.id);
        const WorkloadVerdict *v = core.verdict(wl.id);
        QVERIFY2(v, where);
        const std::string &rec = v->recommended;
        const Standing *st = v->standing(rec);
        const bool hasChance = st && st->eligible();
        const double chance = hasChance ? st->chanceCheapest : 0.0;

        // (a) the document's results are core's.
        const WorkloadVerdict *doc = document->results()->verdict(wl.id);
        QVERIFY2(doc, where);
        QCOMPARE(doc->recommended, rec);
        if (hasChance)
            QCOMPARE(doc->standing(rec)->chanceCheapest, chance);

        // (b) the CLI.
        const QJsonObject c = cliVerdicts.at(qsizetype(i)).toObject();
        QCOMPARE(c.value(QLatin1String("workload")).toString().toStdString(), wl.id);
        QCOMPARE(c.value(QLatin1String("recommended")).toString().toStdString(), rec);
        const QJsonValue cliChance = c.value(QLatin1String("chance_cheapest_by_option"))
                                         .toObject()
                                         .value(QString::fromStdString(rec));
        QCOMPARE(cliChance.isDouble(), hasChance);
        if (hasChance)
            QVERIFY2(std::abs(cliChance.toDouble() - chance) < 1e-12, where);
        QCOMPARE(c.value(QLatin1String("toss_up")).toBool(), v->tossUp);

        // (c) every workbook's verdict sheet and every CSV.
        for (auto it = sheets.begin(); it != sheets.end(); ++it) {
            const bool zh = it.key().contains(QLatin1String("zh_CN"));
            const bool isCsv = it.key().contains(QLatin1String("CSV"));
            const QStringList found = recommendedIn(
                it.value(), workloadName(wl, zh), zh ? recZh : recEn,
                zh ? QStringLiteral(u"最便宜的概率") : QStringLiteral("Chance cheapest"),
                zh ? QStringLiteral(u"结论") : QStringLiteral("Verdict"));
            const QByteArray in = it.key().toUtf8() + ", " + where;
            QVERIFY2(found.size() == 2, in + ": " + found.join(QLatin1Char('|')).toUtf8());
            QCOMPARE(found[0], optionName(rec, zh));
            if (!hasChance) {
                QVERIFY2(found[1].isEmpty(), in);
                continue;
            }
            bool number = false;
            const double value = found[1].toDouble(&number);
            QVERIFY2(number, in + ": " + found[1].toUtf8());
            // The workbook holds the fraction itself; the CSV full precision.
            QVERIFY2(std::abs(value - chance) < (isCsv ? 1e-9 : 1e-12),
                     in + ": " + QByteArray::number(value, 'g', 17));
            QCOMPARE(MoneyFormat::percent(value), MoneyFormat::percent(chance));
        }

        // (d) Compare's table for the workload.
        combo->setCurrentIndex(combo->findData(QString::fromStdString(wl.id)));
        uitest::settle();
        QAbstractItemModel *model = table->model();
        const QString name = optionName(rec, false);
        int recommendedRows = 0;
        for (int r = 0; r < model->rowCount(); ++r) {
            const QString verdict =
                model->index(r, ComparisonModel::VerdictColumn).data().toString();
            if (!verdict.startsWith(QLatin1String("Recommended")))
                continue;
            ++recommendedRows;
            QCOMPARE(model->index(r, ComparisonModel::NameColumn).data().toString(), name);
            QCOMPARE(model->index(r, ComparisonModel::ChanceColumn).data().toString(),
                     hasChance ? MoneyFormat::percent(chance) : MoneyFormat::missing());
        }
        QCOMPARE(recommendedRows, rec.empty() ? 0 : 1);

        // The slides' comparison: the verdict's sentence names the option
        // and its chance (said as "every plausible future" from 99.5 %; no
        // chance for a compromise).
        const int slide = slides.comparisonSlideOf(wl.id);
        QVERIFY2(slide > 0, where);
        slides.showSlide(slide);
        QLabel *winner = nullptr;
        for (QLabel *l : slides.findChildren<QLabel *>(QStringLiteral("presentationWinner")))
            if (l->isVisibleTo(&slides) || !winner)
                winner = l->parentWidget() && l->parentWidget()->isVisibleTo(&slides) ? l : winner;
        QVERIFY2(winner, where);
        const QString said = winner->text();
        // (A no-break space before "%" reads as a space once the report's
        // HTML is plain text.)
        int eligible = 0;
        for (const Standing &s : v->standings)
            eligible += s.eligible() ? 1 : 0;
        const auto saysChance = [&](QString text) {
            if (!hasChance || v->compromised())
                return true;
            if (eligible == 1) // no rival in any draw: no chance to state
                return text.contains(QLatin1String("the only option"));
            if (chance >= 0.995)
                return text.contains(QLatin1String("every plausible future"));
            text.replace(QChar::Nbsp, QLatin1Char(' '));
            return text.contains(MoneyFormat::percent(chance).replace(QChar::Nbsp, u' '));
        };
        QVERIFY2(said.contains(name), qPrintable(said));
        QVERIFY2(saysChance(said), qPrintable(MoneyFormat::percent(chance) + ": " + said));

        // The report: the cover's line and the workload's summary.
        QVERIFY2(report.verdict().contains(name), qPrintable(report.verdict()));
        QString summary;
        bool inWorkload = false;
        for (const ReportBlock &b : report.blocks()) {
            QTextDocument html;
            html.setHtml(b.html);
            const QString plain = html.toPlainText();
            if (b.kind == ReportBlock::Kind::Heading) {
                if (inWorkload)
                    break;
                inWorkload = b.level == 2 && plain == DisplayText::nameOrId(wl);
                continue;
            }
            if (inWorkload && b.kind == ReportBlock::Kind::Text)
                summary += plain + QLatin1Char('\n');
        }
        QVERIFY2(summary.contains(name), qPrintable(summary));
        QVERIFY2(saysChance(summary), qPrintable(MoneyFormat::percent(chance) + ": " + summary));
        ++workloadsChecked;
    }
    QCOMPARE(workloadsChecked, int(p.workloads.size()));
    QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
}

// With SUANPAN_SCREENSHOT_DIR set: File > Export open, and the status bar
// while the slides are written, in both languages, to look at.
void TestDeliverables::screenshots()
{
    const QString dir = qEnvironmentVariable("SUANPAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("SUANPAN_SCREENSHOT_DIR not set");
    QDir().mkpath(dir);
    for (const QString &language : {kEn, kZh}) {
        LanguageManager::instance()->setLanguage(language, false);
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openExample());
        auto *file = w.findChild<QMenu *>(QStringLiteral("menuFile"));
        auto *exports = w.findChild<QMenu *>(QStringLiteral("menuExport"));
        file->popup(w.mapToGlobal(QPoint(0, 30)));
        exports->popup(file->geometry().topRight());
        QTest::qWait(100);
        QVERIFY(exports->grab().save(QStringLiteral("%1/export-menu-%2.png").arg(dir, language)));
        exports->hide();
        file->hide();
        Exporter *exporter = Exporter::of(w.document());
        QVERIFY(exporter->startSlides(language, m_dir.filePath(QStringLiteral("shot.pdf"))));
        QTRY_VERIFY(exporter->isBusy() &&
                    w.findChild<QWidget *>(QStringLiteral("exportingNotice"))->isVisible());
        QTest::qWait(400);
        QVERIFY(w.grab().save(QStringLiteral("%1/exporting-%2.png").arg(dir, language)));
        exporter->waitForFinished();
    }
}

QTEST_MAIN(TestDeliverables)
#include "tst_deliverables.moc"
