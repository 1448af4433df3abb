// Deliverables a client keeps (issue 30), read back with poppler's tools and
// unzip, which know nothing of Suanpan: the text layer of every exported PDF
// (report, slides, sign-off sheet, both languages) is the text a reader sees
// (no Kangxi radicals for ideographs, one Simplified Chinese font family);
// no internal id (seed 003, prices.md 3b, formulas.md, catalog h100-sxm, a
// formula code) reaches any exported file; exports run while the window
// keeps repainting, and a cancelled one writes nothing; File > Export has
// every export, each save dialog titled for what it writes; Compare's table
// copies rows as TSV with plain numbers and as HTML.
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
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

#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "i18n/DisplayText.h"
#include "i18n/LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "mainwindow/Prompts.h"
#include "pages/verify/SignOffSheet.h"
#include "presentation/Shortlist.h"
#include "report/DeckExport.h"
#include "report/ExportPrompts.h"
#include "report/Exporter.h"
#include "report/PdfFonts.h"
#include "report/ReportDialog.h"
#include "report/ReportLanguage.h"
#include "report/ReportSections.h"
#include "report/ReportWriter.h"
#include "support/UiTest.h"

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
