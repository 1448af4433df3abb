// Every page in both languages at the default window size: no label, button,
// check box, group title or navigator entry may be cut off. With
// SUANPAN_SCREENSHOT_DIR set, also saves a picture of each page and language
// there (run it on a real display for the packaging screenshots).
#include <QAbstractButton>
#include <QAction>
#include <QChart>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QDoubleSpinBox>
#include <QGraphicsTextItem>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

#include "charts/ChartView.h"
#include "charts/Charts.h"
#include "document/ChangeValue.h"
#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "help/AccuracyDialog.h"
#include "i18n/LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "pages/charts/ChartsPage.h"
#include "pages/compare/AssumptionModel.h"
#include "pages/verify/VerifyPage.h"
#include "pages/workload/WorkloadPage.h"
#include "widgets/ElidedLabel.h"
#include "widgets/Prompts.h"

class TestLayout final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void nothingIsClipped_data();
    void nothingIsClipped();
    void accuracyDialogFits_data();
    void accuracyDialogFits();

private:
    static QStringList clipped(QWidget *root);
    // Columns of `table` narrower than their contents, or out of its view;
    // column `elided` may be narrower (it elides, with its text in a tooltip).
    static QStringList clippedColumns(QTableView *table, int elided);
    // Columns of `table` that end outside its view, and a figure column
    // narrower than its widest cell (text columns that wrap may be narrower).
    static QStringList columnsOutOfView(QTableView *table);
    // Texts of `chart` (legend and axis labels, title) that Qt Charts cut
    // short with "...".
    static QStringList cutChartTexts(QChart *chart);
    // Sizes the selected workload on `card` x `cards` (TP 1, PP 1); with
    // `findLayout`, runs the layout search and uses its answer.
    static void size(MainWindow &w, const QString &card, int cards, bool findLayout);
    // The H800 option with a failed check, a waiver refused for want of a
    // reason, and evidence imported; `tab` of the Verification page shown.
    static void showVerification(MainWindow &w, int tab);
};

void TestLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("SuanpanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_layout"));
    QSettings().clear();
    Prompts::error = [](QWidget *, const QString &, const QString &message) {
        QFAIL(qPrintable(message));
    };
}

void TestLayout::init()
{
    // Each row starts from the default view settings (the Sizing page's card, count, layout).
    QSettings().clear();
}

void TestLayout::nothingIsClipped_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("page"); // the page's object name
    QTest::addColumn<int>("workload");
    // Workload and options pages: with validation errors. Sizing page: after
    // the layout search. Compare page: the What if tab.
    QTest::addColumn<bool>("errors");
    QTest::addColumn<QString>("card");
    QTest::addColumn<int>("cards");
    for (const char *lang : {LanguageManager::kChinese, LanguageManager::kEnglish}) {
        const QString code = QLatin1String(lang);
        const QString none;
        const QString workload = QStringLiteral("workloadPage");
        const QString sizing = QStringLiteral("sizingPage");
        const QString options = QStringLiteral("optionsPage");
        const QString compare = QStringLiteral("comparePage");
        QTest::addRow("%s workload training", lang) << code << workload << 1 << false << none << 0;
        QTest::addRow("%s workload serving", lang) << code << workload << 2 << false << none << 0;
        QTest::addRow("%s workload with errors", lang)
            << code << workload << 0 << true << none << 0;
        // 70B on 64 H800 at TP 1 does not fit: verdict and remedies.
        QTest::addRow("%s sizing option", lang) << code << sizing << 1 << false << QString() << 0;
        QTest::addRow("%s sizing short", lang)
            << code << sizing << 1 << false << QStringLiteral("h800-sxm") << 64;
        QTest::addRow("%s sizing layout", lang)
            << code << sizing << 1 << true << QStringLiteral("h800-sxm") << 64;
        // Eight PCIe cards: the traps.
        QTest::addRow("%s sizing lora", lang)
            << code << sizing << 0 << false << QStringLiteral("rtx-4090") << 8;
        QTest::addRow("%s sizing serving", lang)
            << code << sizing << 2 << false << QStringLiteral("l20") << 2;
        QTest::addRow("%s options", lang) << code << options << 0 << false << none << 0;
        QTest::addRow("%s options with errors", lang) << code << options << 0 << true << none << 0;
        // From a template with no options, one added: its card, facility and
        // contract columns must be wide enough.
        QTest::addRow("%s options added", lang)
            << code << options << 0 << false << QStringLiteral("added") << 0;
        QTest::addRow("%s compare lora", lang) << code << compare << 0 << false << none << 0;
        // 70B: three options cannot run it and say why in their money cells.
        QTest::addRow("%s compare pretraining", lang) << code << compare << 1 << false << none << 0;
        QTest::addRow("%s compare serving", lang) << code << compare << 2 << false << none << 0;
        QTest::addRow("%s compare what-if", lang) << code << compare << 1 << true << none << 0;
        // The Assumptions tab: every column but the (elided) source in full.
        QTest::addRow("%s compare assumptions", lang)
            << code << compare << 1 << false << QStringLiteral("assumptions") << 0;
        // Scenario page: its cards, and what a choice applies to.
        const QString scenario = QStringLiteral("scenarioPage");
        QTest::addRow("%s scenario", lang) << code << scenario << 0 << false << none << 0;
        // A LoRA card on a serving workload's imported 70B model: the longest
        // message the status bar shows (what was kept, the settings that
        // changed, and the cards it needs).
        QTest::addRow("%s scenario kept model", lang)
            << code << workload << 2 << false << QStringLiteral("llama-2-70b.json") << 0;
        // A size typed over Llama-2-7B's: the architecture set aside, the
        // assumed shape in its place, and the status bar saying so.
        QTest::addRow("%s workload typed size", lang)
            << code << workload << 0 << false << QStringLiteral("7B") << 0;
        // Catalog page: the "workload" column is the tab (cards, facilities,
        // contracts); with `errors`, the card editor on a copy of the H100 with
        // its memory cleared.
        const QString catalog = QStringLiteral("catalogPage");
        QTest::addRow("%s catalog cards", lang) << code << catalog << 0 << false << none << 0;
        QTest::addRow("%s catalog facilities", lang) << code << catalog << 1 << false << none << 0;
        QTest::addRow("%s catalog contracts", lang) << code << catalog << 2 << false << none << 0;
        QTest::addRow("%s catalog card editor", lang) << code << catalog << 0 << true << none << 0;
        // The facility and contract editors on a copy of the first entry, with
        // the longest messages under their fields.
        QTest::addRow("%s catalog facility editor", lang)
            << code << catalog << 1 << true << none << 0;
        QTest::addRow("%s catalog contract editor", lang)
            << code << catalog << 2 << true << none << 0;
        // Workload page with counts that could not be read (the longest messages).
        QTest::addRow("%s workload unreadable counts", lang)
            << code << workload << 0 << true << QStringLiteral("typed") << 0;
        // Trade-offs page: the "card" column names the chart (chartKey()).
        const QString charts = QStringLiteral("chartsPage");
        for (ChartKind kind : allChartKinds()) {
            const int chartWorkload = kind == ChartKind::Latency   ? 2
                                      : kind == ChartKind::Scaling ? 1
                                                                   : 0;
            QTest::addRow("%s charts %s", lang, qPrintable(chartKey(kind)))
                << code << charts << chartWorkload << false << chartKey(kind) << 0;
        }
        // Verification: the "workload" column is the tab shown (item, evidence,
        // plan vs measured), on the H800 option with evidence imported.
        const QString verify = QStringLiteral("verifyPage");
        QTest::addRow("%s verify item", lang) << code << verify << 0 << false << none << 0;
        QTest::addRow("%s verify evidence", lang) << code << verify << 1 << false << none << 0;
        QTest::addRow("%s verify plan", lang) << code << verify << 2 << false << none << 0;
        QTest::addRow("%s signoff", lang)
            << code << QStringLiteral("signOffPage") << 0 << false << none << 0;
    }
}

void TestLayout::size(MainWindow &w, const QString &card, int cards, bool findLayout)
{
    if (card.isEmpty())
        return; // the option selected on Compare, as it is priced
    // A card and count of the test's own choice, in a layout set by hand.
    auto *on = w.findChild<QComboBox *>(QStringLiteral("sizingOn"));
    on->setCurrentIndex(on->findData(QString()));
    auto *mode = w.findChild<QComboBox *>(QStringLiteral("sizingLayoutMode"));
    mode->setCurrentIndex(mode->findData(true));
    auto *cardCombo = w.findChild<QComboBox *>(QStringLiteral("sizingCard"));
    cardCombo->setCurrentIndex(cardCombo->findData(card));
    w.findChild<QSpinBox *>(QStringLiteral("sizingTp"))->setValue(1);
    w.findChild<QSpinBox *>(QStringLiteral("sizingPp"))->setValue(1);
    auto *zero = w.findChild<QComboBox *>(QStringLiteral("sizingZero"));
    zero->setCurrentIndex(zero->findData(1));
    auto *recompute = w.findChild<QComboBox *>(QStringLiteral("sizingRecompute"));
    recompute->setCurrentIndex(recompute->findData(int(suanpan::Recompute::Selective)));
    w.findChild<QSpinBox *>(QStringLiteral("sizingCards"))->setValue(cards);
    if (findLayout) {
        w.findChild<QPushButton *>(QStringLiteral("sizingFindLayout"))->click();
        w.findChild<QPushButton *>(QStringLiteral("sizingUseLayout"))->click();
    }
}

void TestLayout::showVerification(MainWindow &w, int tab)
{
    QVERIFY(w.showPage(QStringLiteral("verifyPage")));
    auto *option = w.findChild<QComboBox *>(QStringLiteral("verifyOption"));
    option->setCurrentIndex(option->findData(QStringLiteral("o-h800-hosted-monthly")));
    emit option->activated(option->currentIndex());
    auto *page = w.findChild<VerifyPage *>(QStringLiteral("verifyPage"));
    page->selectItem("accept.iperf3_nodes");
    page->setStatus(suanpan::CheckStatus::Fail);
    page->setStatus(suanpan::CheckStatus::Waived);
    const QString data = QStringLiteral(SUANPAN_TEST_DATA "/evidence/");
    QCOMPARE(page->importFiles({data + QLatin1String("smi_q_h100.txt"),
                                data + QLatin1String("training_log.csv"),
                                data + QLatin1String("iperf3_tcp.json")}),
             3);
    w.findChild<QTabWidget *>(QStringLiteral("verifyTabs"))->setCurrentIndex(tab);
}

QStringList TestLayout::clipped(QWidget *root)
{
    QStringList found;
    const auto check = [&found](QWidget *w, int needed, const QString &text) {
        if (w->isVisible() && w->width() + 1 < needed)
            found << QStringLiteral("%1 \"%2\": %3 < %4")
                         .arg(w->objectName(), text)
                         .arg(w->width())
                         .arg(needed);
    };
    for (QLabel *label : root->findChildren<QLabel *>()) {
        // An eliding label gives up width on purpose, but never its text.
        if (auto *elided = qobject_cast<ElidedLabel *>(label)) {
            if (elided->isVisible() && elided->isElided() &&
                !elided->toolTip().contains(elided->fullText()))
                found << QStringLiteral("%1 elided without its text in the tooltip")
                             .arg(label->objectName());
            continue;
        }
        if (!label->wordWrap() && !label->text().isEmpty())
            check(label, label->minimumSizeHint().width(), label->text());
        // A wrapped label must get the height its lines need at its width.
        if (label->wordWrap() && label->isVisible() && !label->text().isEmpty() &&
            label->height() + 1 < label->heightForWidth(label->width()))
            found << QStringLiteral("%1 \"%2\": height %3 < %4")
                         .arg(label->objectName(), label->text().left(40))
                         .arg(label->height())
                         .arg(label->heightForWidth(label->width()));
    }
    for (QAbstractButton *button : root->findChildren<QAbstractButton *>()) {
        if (!button->text().isEmpty())
            check(button, button->minimumSizeHint().width(), button->text());
    }
    for (QGroupBox *group : root->findChildren<QGroupBox *>())
        check(group, group->minimumSizeHint().width(), group->title());
    for (QListWidget *list : root->findChildren<QListWidget *>()) {
        for (int i = 0; i < list->count(); ++i) {
            const int needed = list->visualItemRect(list->item(i)).left() +
                               list->fontMetrics().horizontalAdvance(list->item(i)->text()) + 8;
            if (needed > list->viewport()->width())
                found << QStringLiteral("%1 item \"%2\"")
                             .arg(list->objectName(), list->item(i)->text());
        }
    }
    // A form must fit its page: no sideways scrolling.
    for (QScrollArea *area : root->findChildren<QScrollArea *>()) {
        if (area->isVisible() && area->horizontalScrollBar()->isVisible())
            found << QStringLiteral("%1 scrolls sideways").arg(area->objectName());
    }
    return found;
}

QStringList TestLayout::clippedColumns(QTableView *table, int elided)
{
    QStringList found;
    QHeaderView *header = table->horizontalHeader();
    const int viewport = table->viewport()->width();
    for (int c = 0; c < table->model()->columnCount(); ++c) {
        const QString title = table->model()->headerData(c, Qt::Horizontal).toString();
        const int width = table->columnWidth(c);
        const int right = table->columnViewportPosition(c) + width;
        if (right > viewport)
            found << QStringLiteral("column \"%1\" ends at %2, out of the %3 px view")
                         .arg(title)
                         .arg(right)
                         .arg(viewport);
        if (c == elided)
            continue;
        // QTableView's own measure of the visible cells (public in the base class).
        const auto *view = static_cast<const QAbstractItemView *>(table);
        const int needed = std::max(view->sizeHintForColumn(c), header->sectionSizeHint(c));
        if (width < needed)
            found << QStringLiteral("column \"%1\": %2 < %3").arg(title).arg(width).arg(needed);
    }
    return found;
}

QStringList TestLayout::columnsOutOfView(QTableView *table)
{
    QStringList found;
    const int viewport = table->viewport()->width();
    if (table->horizontalScrollBar()->isVisible())
        found << QStringLiteral("the table scrolls sideways");
    const auto *view = static_cast<const QAbstractItemView *>(table);
    for (int c = 0; c < table->model()->columnCount(); ++c) {
        const QString title = table->model()->headerData(c, Qt::Horizontal).toString();
        const int right = table->columnViewportPosition(c) + table->columnWidth(c);
        if (right > viewport)
            found << QStringLiteral("column \"%1\" ends at %2, out of the %3 px view")
                         .arg(title)
                         .arg(right)
                         .arg(viewport);
        const bool wraps = c == 0 || c == table->model()->columnCount() - 1; // name, risks
        if (!wraps && table->columnWidth(c) < view->sizeHintForColumn(c))
            found << QStringLiteral("column \"%1\": %2 < %3")
                         .arg(title)
                         .arg(table->columnWidth(c))
                         .arg(view->sizeHintForColumn(c));
    }
    return found;
}

QStringList TestLayout::cutChartTexts(QChart *chart)
{
    QStringList found;
    // Each label is a text item, already cut to its room.
    std::vector<QGraphicsItem *> items{chart};
    while (!items.empty()) {
        QGraphicsItem *item = items.back();
        items.pop_back();
        for (QGraphicsItem *child : item->childItems())
            items.push_back(child);
        const auto *text = dynamic_cast<QGraphicsTextItem *>(item);
        if (text && text->isVisible() && text->toPlainText().endsWith(QLatin1String("...")))
            found << QStringLiteral("label cut: ") + text->toPlainText();
    }
    return found;
}

void TestLayout::nothingIsClipped()
{
    QFETCH(QString, language);
    QFETCH(QString, page);
    QFETCH(int, workload);
    QFETCH(bool, errors);
    QFETCH(QString, card);
    QFETCH(int, cards);
    LanguageManager::instance()->setLanguage(language, false);

    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(page));
    // The pages as a user sees them a moment later: with the draws' ranges.
    w.document()->results()->waitForSampling();
    QCoreApplication::processEvents();
    if (page == QLatin1String("workloadPage")) {
        auto *list = w.findChild<QAbstractItemView *>(QStringLiteral("workloadList"));
        list->setCurrentIndex(list->model()->index(workload, 0));
    } else if (page == QLatin1String("sizingPage")) {
        w.findChild<QComboBox *>(QStringLiteral("sizingWorkload"))->setCurrentIndex(workload);
        size(w, card, cards, errors);
    } else if (page == QLatin1String("comparePage")) {
        w.findChild<QComboBox *>(QStringLiteral("compareWorkload"))->setCurrentIndex(workload);
        if (errors) // the What if sliders
            w.findChild<QTabWidget *>(QStringLiteral("compareTabs"))->setCurrentIndex(2);
        else if (card == QLatin1String("assumptions"))
            w.findChild<QTabWidget *>(QStringLiteral("compareTabs"))->setCurrentIndex(1);
    } else if (page == QLatin1String("chartsPage")) {
        w.findChild<QComboBox *>(QStringLiteral("chartsWorkload"))->setCurrentIndex(workload);
        for (ChartKind kind : allChartKinds())
            if (chartKey(kind) == card)
                w.findChild<ChartsPage *>(page)->showChart(kind);
    } else if (page == QLatin1String("verifyPage") || page == QLatin1String("signOffPage")) {
        showVerification(w, workload);
        QVERIFY(w.showPage(page));
    } else if (page == QLatin1String("optionsPage") && card == QLatin1String("added")) {
        QVERIFY(w.newFromTemplate(suanpan::Scenario::LoRA));
        QVERIFY(w.showPage(page));
        QTest::mouseClick(w.findChild<QPushButton *>(QStringLiteral("addOption")), Qt::LeftButton);
    } else if (page == QLatin1String("optionsPage")) {
        auto *table = w.findChild<QAbstractItemView *>(QStringLiteral("optionsTable"));
        table->setCurrentIndex(table->model()->index(1, 0));
    }
    if (page == QLatin1String("catalogPage")) {
        w.findChild<QTabWidget *>(QStringLiteral("catalogTabs"))->setCurrentIndex(workload);
        if (errors) {
            // The tab's editor on a copy of its first entry.
            const char *const kinds[] = {"card", "facility", "contract"};
            const char *const tabs[] = {"cards", "facilities", "contracts"};
            const QString kind = QLatin1String(kinds[workload]);
            const QString tab = QLatin1Char('_') + QLatin1String(tabs[workload]);
            w.findChild<QTableView *>(QLatin1String("catalogTable") + tab)->selectRow(0);
            w.findChild<QPushButton *>(QLatin1String("catalogDuplicate") + tab)->click();
            auto *editor = w.findChild<QDialog *>(kind + QLatin1String("Dialog"));
            QVERIFY(editor && QTest::qWaitForWindowExposed(editor));
            const auto spin = [editor](const char *name, double value) {
                auto *box = editor->findChild<QDoubleSpinBox *>(QLatin1String(name));
                QVERIFY2(box, name);
                box->setValue(value);
            };
            if (workload == 0) {
                spin("cardMemory", 0.0);
                spin("cardRentLow", 1e5);
            } else if (workload == 1) {
                editor->findChild<QSpinBox *>(QStringLiteral("facilityMaxCards"))->setValue(1);
                spin("facilityPueLow", 0.5);
                spin("facilityCabinetRentLow", 1e6);
                spin("facilityCabinetPower", 0.0);
            } else {
                spin("contractPriceFactorLow", 0.0);
                spin("contractStorageLow", 100.0);
                spin("contractUploadHigh", 0.0);
            }
            QStringList problems;
            QTRY_VERIFY2((problems = clipped(editor)).isEmpty(),
                         qPrintable(problems.join(QLatin1String("\n"))));
            // It fits a 1280 x 800 screen.
            QVERIFY2(
                editor->width() <= 1280 && editor->height() <= 800,
                qPrintable(QStringLiteral("%1 x %2").arg(editor->width()).arg(editor->height())));
            const QString dir = qEnvironmentVariable("SUANPAN_SCREENSHOT_DIR");
            if (!dir.isEmpty())
                QVERIFY(editor->grab().save(
                    QStringLiteral("%1/%2-dialog-%3.png").arg(dir, kind, language)));
            editor->close();
        }
    }
    if (page == QLatin1String("workloadPage") && card.endsWith(QLatin1String(".json"))) {
        auto *workloads = w.findChild<WorkloadPage *>(page);
        QVERIFY(workloads->importConfig(QStringLiteral(SUANPAN_TEST_DATA "/configs/") + card));
        QVERIFY(w.showPage(QStringLiteral("scenarioPage")));
        QTest::mouseClick(w.findChild<QPushButton *>(QStringLiteral("scenario_lora")),
                          Qt::LeftButton);
        QVERIFY(w.findChild<QWidget *>(page)->isVisible());
        // The whole message fits the status bar of a 1280 px window, without
        // the ellipsis that shortens a longer one.
        const QString message = w.statusBar()->currentMessage();
        QVERIFY(!message.isEmpty());
        QCOMPARE(message, w.statusBar()->toolTip());
        const int needed = w.statusBar()->fontMetrics().horizontalAdvance(message);
        const int room = w.statusBar()->width();
        const QString why = QStringLiteral("%1 px > %2: %3").arg(needed).arg(room).arg(message);
        QVERIFY2(needed + 12 <= room, qPrintable(why));
    }
    if (page == QLatin1String("workloadPage") && card == QLatin1String("7B")) {
        auto *total = w.findChild<QLineEdit *>(QStringLiteral("paramsTotal"));
        total->setFocus();
        total->selectAll();
        QTest::keyClicks(total, card);
        QTest::keyClick(total, Qt::Key_Return);
        QVERIFY(!w.statusBar()->currentMessage().isEmpty());
        QCOMPARE(w.statusBar()->currentMessage(), w.statusBar()->toolTip());
    }
    if (errors && card == QLatin1String("typed")) {
        // What people mistype, each rejected with a sentence under its field.
        for (const char *name : {"paramsTotal", "trainingTokens", "sequenceLength"}) {
            auto *edit = w.findChild<QLineEdit *>(QLatin1String(name));
            edit->setFocus();
            edit->selectAll();
            QTest::keyClicks(edit, QStringLiteral("70X"));
            QTest::keyClick(edit, Qt::Key_Return);
        }
    } else if (errors && page == QLatin1String("workloadPage")) {
        // The longest messages: a missing total and a cross-field rule.
        changeValue(w.document(), workload, WorkloadFields::ParamsTotal, 0.0);
        changeValue(w.document(), workload, WorkloadFields::KvHeads, 5);
    } else if (errors && page == QLatin1String("optionsPage")) {
        changeValue(w.document(), 1, OptionFields::Card, std::string("no-such-card"));
        changeValue(w.document(), 1, OptionFields::Contract, std::string());
    }
    // Layouts with wrapped labels settle over a few event-loop passes.
    QStringList problems;
    QTRY_VERIFY2((problems = clipped(&w)).isEmpty(),
                 qPrintable(problems.join(QLatin1String("\n"))));
    if (page == QLatin1String("optionsPage")) {
        auto *table = w.findChild<QTableView *>(QStringLiteral("optionsTable"));
        QTRY_VERIFY2((problems = clippedColumns(table, 0)).isEmpty(),
                     qPrintable(problems.join(QLatin1String("\n"))));
    }
    if (page == QLatin1String("comparePage") && card == QLatin1String("assumptions")) {
        // Figures and units in full, every column in view; names and sources
        // give way, and a cut one is whole in its tooltip.
        auto *table = w.findChild<QTableView *>(QStringLiteral("assumptionTable"));
        const auto *view = static_cast<const QAbstractItemView *>(table);
        const int viewport = table->viewport()->width();
        const QFontMetrics fm = table->fontMetrics();
        for (int c = 0; c < AssumptionModel::ColumnCount; ++c) {
            const int right = table->columnViewportPosition(c) + table->columnWidth(c);
            QVERIFY2(
                right <= viewport,
                qPrintable(
                    QStringLiteral("column %1 ends at %2 of %3").arg(c).arg(right).arg(viewport)));
            const bool elides =
                c == AssumptionModel::NameColumn || c == AssumptionModel::SourceColumn;
            if (!elides) {
                QVERIFY2(table->columnWidth(c) >= view->sizeHintForColumn(c),
                         qPrintable(QStringLiteral("column %1: %2 < %3")
                                        .arg(c)
                                        .arg(table->columnWidth(c))
                                        .arg(view->sizeHintForColumn(c))));
                continue;
            }
            QVERIFY(table->columnWidth(c) >= viewport / 8);
            for (int r = 0; r < table->model()->rowCount(); ++r) {
                const QModelIndex cell = table->model()->index(r, c);
                const QString text = cell.data().toString();
                if (fm.horizontalAdvance(text) + 12 > table->columnWidth(c))
                    QVERIFY2(cell.data(Qt::ToolTipRole).toString().contains(text),
                             qPrintable(text));
            }
        }
        // Names are never cut: one that is too wide wraps, and its row is
        // tall enough for all its lines (the delegate's margins either side).
        const int margins =
            2 * (table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1);
        const auto cutNames = [&] {
            QStringList cut;
            const int nameWidth = table->columnWidth(AssumptionModel::NameColumn) - margins;
            for (int r = 0; r < table->model()->rowCount(); ++r) {
                const QString text =
                    table->model()->index(r, AssumptionModel::NameColumn).data().toString();
                const QRect needed = fm.boundingRect(QRect(0, 0, nameWidth, 10000),
                                                     Qt::TextWordWrap | Qt::AlignLeft, text);
                if (needed.width() > nameWidth || needed.height() > table->rowHeight(r))
                    cut << QStringLiteral("%1 (%2x%3 px in %4x%5)")
                               .arg(text)
                               .arg(needed.width())
                               .arg(needed.height())
                               .arg(nameWidth)
                               .arg(table->rowHeight(r));
            }
            return cut;
        };
        QStringList cut;
        QTRY_VERIFY2((cut = cutNames()).isEmpty(),
                     qPrintable(QStringLiteral("%1 of %2 names cut:\n")
                                    .arg(cut.size())
                                    .arg(table->model()->rowCount()) +
                                cut.join(QLatin1Char('\n'))));
        // Names come first: the source gives way before them (it elides, and
        // its tooltip has it whole).
        QVERIFY2(table->columnWidth(AssumptionModel::NameColumn) >=
                     table->columnWidth(AssumptionModel::SourceColumn),
                 qPrintable(QStringLiteral("name %1 < source %2")
                                .arg(table->columnWidth(AssumptionModel::NameColumn))
                                .arg(table->columnWidth(AssumptionModel::SourceColumn))));
    }
    if (page == QLatin1String("comparePage")) {
        // Every column of the comparison in view, no sideways scrolling: the
        // option's name and the risks wrap onto more lines instead.
        auto *table = w.findChild<QTableView *>(QStringLiteral("comparisonTable"));
        QTRY_VERIFY2((problems = columnsOutOfView(table)).isEmpty(),
                     qPrintable(problems.join(QLatin1String("\n"))));
        // As tall as its rows, no blank under them while the details and the
        // insights below are short of room (up to about half the page).
        const auto fitsRows = [table] {
            const int rows = table->verticalHeader()->length();
            const int view = table->viewport()->height();
            const int page = table->parentWidget()->height();
            return rows <= view ? view - rows < 8 : view >= page / 2 - 8;
        };
        QTRY_VERIFY2(fitsRows(), qPrintable(QStringLiteral("rows %1 px in a %2 px view")
                                                .arg(table->verticalHeader()->length())
                                                .arg(table->viewport()->height())));
    }

    if (page == QLatin1String("chartsPage")) {
        // Option names in full in the legend and beside the bars: long ones
        // on two lines.
        QChart *chart = w.findChild<ChartsPage *>(page)->chartView()->chart();
        QTRY_VERIFY2((problems = cutChartTexts(chart)).isEmpty(),
                     qPrintable(problems.join(QLatin1String("\n"))));
    }

    const QString dir = qEnvironmentVariable("SUANPAN_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        // Posted layout requests (a form shown after Add) settle before the picture.
        QTest::qWait(100);
        QDir().mkpath(dir);
        // "sizing-layout-en.png": the row's tag without its language, then the language.
        const QString name = QStringLiteral("%1/%2-%3.png")
                                 .arg(dir,
                                      QString::fromLatin1(QTest::currentDataTag())
                                          .section(QLatin1Char(' '), 1)
                                          .replace(QLatin1Char(' '), QLatin1Char('-')),
                                      language);
        QVERIFY(w.grab().save(name));
    }
}

void TestLayout::accuracyDialogFits_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("tab");
    for (const char *lang : {LanguageManager::kChinese, LanguageManager::kEnglish}) {
        const QString code = QLatin1String(lang);
        QTest::newRow(qPrintable(code + QLatin1String(" accuracy-training"))) << code << 0;
        QTest::newRow(qPrintable(code + QLatin1String(" accuracy-serving"))) << code << 1;
    }
}

// Help > How accurate are the estimates?: every column of both tables in
// view and as wide as its cells, the header sentence and the details whole,
// on a 1280 x 800 screen.
void TestLayout::accuracyDialogFits()
{
    QFETCH(QString, language);
    QFETCH(int, tab);
    LanguageManager::instance()->setLanguage(language, false);
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.findChild<QAction *>(QStringLiteral("actionAccuracy"))->trigger();
    auto *dialog = w.findChild<AccuracyDialog *>(QStringLiteral("accuracyDialog"));
    QVERIFY(dialog && QTest::qWaitForWindowExposed(dialog));
    QVERIFY2(dialog->width() <= 1280 && dialog->height() <= 800,
             qPrintable(QStringLiteral("%1 x %2").arg(dialog->width()).arg(dialog->height())));
    auto *tabs = dialog->findChild<QTabWidget *>(QStringLiteral("accuracyTabs"));
    tabs->setCurrentIndex(tab);
    auto *table = qobject_cast<QTableView *>(tabs->currentWidget());
    QVERIFY(table);
    // The longest details selected: BLOOM (a long note, and the recomputation
    // its launch script fixed); TensorRT-LLM 0.6.1's Llama 2 70B at TP 4
    // (kernels before XQA).
    table->selectRow(tab == 0 ? 6 : 2);
    const QString name = table->model()->index(tab == 0 ? 6 : 2, 0).data().toString();
    QVERIFY2(name.startsWith(tab == 0 ? QStringLiteral("BLOOM") : QStringLiteral("Llama 2 70B")),
             qPrintable(name));
    QStringList problems;
    QTRY_VERIFY2((problems = clipped(dialog)).isEmpty(),
                 qPrintable(problems.join(QLatin1String("\n"))));
    QTRY_VERIFY2((problems = clippedColumns(table, -1)).isEmpty(),
                 qPrintable(problems.join(QLatin1String("\n"))));
    QVERIFY(!table->horizontalScrollBar()->isVisible());
    const QString dir = qEnvironmentVariable("SUANPAN_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        QTest::qWait(100);
        QDir().mkpath(dir);
        const QString name =
            QStringLiteral("%1/%2-%3.png")
                .arg(dir, QString::fromLatin1(QTest::currentDataTag()).section(QLatin1Char(' '), 1),
                     language);
        QVERIFY(dialog->grab().save(name));
    }
}

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
