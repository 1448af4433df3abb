// File > Compute Voucher in the real main window on the example: the preset
// fills the dialog with its source and "to be confirmed with the programme's
// current rules", OK is one undo step, bad input disables OK with a line
// naming the field, and the voucher line is the same number on Compare (the
// selected option's cost lines), in the document's evaluation and on the
// Year plan page (the pooled figure). With SUANPAN_SCREENSHOT_DIR set, saves
// the dialog, Compare and the Year plan at 1280 x 800 in both languages.
#include <QtTest>

#include <QAbstractItemModel>
#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QTextDocument>
#include <QUndoStack>

#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "i18n/CostText.h"
#include "i18n/LanguageManager.h"
#include "i18n/MoneyFormat.h"
#include "mainwindow/MainWindow.h"
#include "mainwindow/VoucherDialog.h"
#include "models/ComparisonModel.h"
#include "models/CostLineModel.h"
#include "support/UiTest.h"
#include "widgets/Prompts.h"

using namespace suanpan;
using uitest::find;

class TestVoucherDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { uitest::isolate("tst_voucherdialog"); }
    void init() { uitest::startFunction(&m_errors); }
    void cleanup()
    {
        uitest::finishFunction(&m_errors);
        Prompts::restoreDefaults();
        LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    }

    void presetIsOneUndoStep();
    void badInputDisablesOk();
    void sameNumberOnCompareAndYear();
    void screenshots();

private:
    static VoucherDialog *openDialog(MainWindow &w);
    static void addShenzhen(MainWindow &w);
    static QString plain(const QString &html);

    QStringList m_errors;
};

VoucherDialog *TestVoucherDialog::openDialog(MainWindow &w)
{
    // An accepted dialog deletes itself later: take the one just opened.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    w.findChild<QAction *>(QStringLiteral("actionComputeVoucher"))->trigger();
    VoucherDialog *dialog = nullptr;
    const auto shown = [&] {
        for (VoucherDialog *d : w.findChildren<VoucherDialog *>())
            if (d->isVisible())
                dialog = d;
        return dialog != nullptr;
    };
    if (!QTest::qWaitFor(shown))
        qFatal("no voucher dialog");
    return dialog;
}

void TestVoucherDialog::addShenzhen(MainWindow &w)
{
    VoucherDialog *dialog = openDialog(w);
    dialog->applyPreset(0);
    dialog->accept();
}

QString TestVoucherDialog::plain(const QString &html)
{
    QTextDocument d;
    d.setHtml(html);
    return d.toPlainText()
        .replace(QChar::Nbsp, QLatin1Char(' '))
        .replace(QChar::LineSeparator, QLatin1Char(' '))
        .replace(QLatin1Char('\n'), QLatin1Char(' '));
}

void TestVoucherDialog::presetIsOneUndoStep()
{
    MainWindow w;
    QVERIFY(w.openExample());
    QVERIFY(w.document()->project().vouchers.empty());
    VoucherDialog *dialog = openDialog(w);
    dialog->applyPreset(0);
    const QString source = find<QLabel>(dialog, "voucherPresetSource")->text();
    QVERIFY2(source.contains(QLatin1String("2024-12-18")), qPrintable(source));
    QVERIFY2(source.contains(QLatin1String("to be confirmed with the programme's current rules"),
                             Qt::CaseInsensitive),
             qPrintable(source));
    QCOMPARE(find<QDoubleSpinBox>(dialog, "voucherShare")->value(), 50.0);
    dialog->accept();
    const auto &vouchers = w.document()->project().vouchers;
    QCOMPARE(vouchers.size(), size_t(1));
    QCOMPARE(vouchers.front().share, 0.5);
    QCOMPARE(vouchers.front().capCnyPerYear, 1e7);
    QCOMPARE(vouchers.front().presetId, std::string("shenzhen-xunliquan-standard"));
    QUndoStack *undo = w.document()->undoStack();
    QCOMPARE(undo->undoText(), QStringLiteral("Edit compute voucher"));
    undo->undo();
    QVERIFY(w.document()->project().vouchers.empty());
    undo->redo();
    QCOMPARE(w.document()->project().vouchers.size(), size_t(1));
    // Unchecking the group removes the voucher, as one more step.
    dialog = openDialog(w);
    find<QGroupBox>(dialog, "voucherGroup")->setChecked(false);
    dialog->accept();
    QVERIFY(w.document()->project().vouchers.empty());
    undo->undo();
    QCOMPARE(w.document()->project().vouchers.size(), size_t(1));
    QVERIFY(m_errors.isEmpty());
}

void TestVoucherDialog::badInputDisablesOk()
{
    MainWindow w;
    QVERIFY(w.openExample());
    VoucherDialog *dialog = openDialog(w);
    dialog->applyPreset(0);
    auto *ok = find<QDialogButtonBox>(dialog, "voucherButtons")->button(QDialogButtonBox::Ok);
    QVERIFY(ok->isEnabled());
    // Approval low above likely: refused, naming the field.
    find<QDoubleSpinBox>(dialog, "voucherApprovalLow")->setValue(95.0);
    QVERIFY(!ok->isEnabled());
    const QString problem = find<QLabel>(dialog, "voucherProblem")->text();
    QVERIFY2(problem.contains(QLatin1String("approval"), Qt::CaseInsensitive), qPrintable(problem));
    find<QDoubleSpinBox>(dialog, "voucherApprovalLow")->setValue(30.0);
    QVERIFY(ok->isEnabled());
    dialog->reject();
    QVERIFY(w.document()->project().vouchers.empty());
}

void TestVoucherDialog::sameNumberOnCompareAndYear()
{
    MainWindow w;
    QVERIFY(w.openExample());
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    addShenzhen(w);
    w.document()->results()->waitForSampling();
    QCoreApplication::processEvents();

    // Compare: the serving workload (over the horizon) on the H800 cluster.
    QVERIFY(w.showPage(QStringLiteral("comparePage")));
    auto *workload = find<QComboBox>(&w, "compareWorkload");
    workload->setCurrentIndex(workload->findData(QLatin1String("w-serve-7b")));
    QCoreApplication::processEvents();
    auto *table = find<QTableView>(&w, "comparisonTable");
    const auto &options = w.document()->project().options;
    bool selected = false;
    for (int r = 0; r < table->model()->rowCount() && !selected; ++r) {
        table->selectRow(r);
        const int o = table->currentIndex().data(ComparisonModel::OptionIndexRole).toInt();
        selected = options[size_t(o)].id == "o-h800-hosted-monthly";
    }
    QVERIFY(selected);
    const Evaluation &ev = w.document()->results()->evaluation();
    const PairResult *pair = nullptr;
    for (const PairResult &p : ev.pairs)
        if (p.workloadId == "w-serve-7b" && p.optionId == "o-h800-hosted-monthly")
            pair = &p;
    QVERIFY(pair);
    double likely = 0.0;
    for (const CostLine &l : pair->lines)
        if (l.code == suanpan::LineCode::ComputeVoucher)
            likely = l.cny.likely;
    QVERIFY(likely < 0.0);
    auto *lines = find<QTableView>(&w, "costLineTable")->model();
    QString shown;
    for (int r = 0; r < lines->rowCount(); ++r)
        if (lines->index(r, CostLineModel::NameColumn).data().toString() ==
            CostText::lineName("compute_voucher"))
            shown = lines->index(r, CostLineModel::LikelyColumn).data().toString();
    QCOMPARE(shown, MoneyFormat::amount(likely));

    // Year plan: the pooled voucher, as the document's portfolio has it.
    QVERIFY(w.showPage(QStringLiteral("yearPage")));
    QCoreApplication::processEvents();
    const auto &year = w.document()->results()->portfolio();
    QVERIFY(year.ok());
    const double pooled = year.value().bestMix().voucherCny;
    QVERIFY(pooled <= 0.0);
    const QString summary = plain(find<QLabel>(&w, "yearSummary")->text());
    QVERIFY2(summary.contains(MoneyFormat::amount(-pooled).replace(QChar::Nbsp, QLatin1Char(' '))),
             qPrintable(summary));
    QVERIFY(m_errors.isEmpty());
}

void TestVoucherDialog::screenshots()
{
    const QString dir = qEnvironmentVariable("SUANPAN_SCREENSHOT_DIR");
    MainWindow w;
    QVERIFY(w.openExample());
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    addShenzhen(w);
    w.document()->results()->waitForSampling();
    VoucherDialog *dialog = openDialog(w);
    for (const char *lang : {LanguageManager::kEnglish, LanguageManager::kChinese}) {
        LanguageManager::instance()->setLanguage(QLatin1String(lang), false);
        QTest::qWait(100);
        QVERIFY2(dialog->width() <= 1280 && dialog->height() <= 800,
                 qPrintable(QStringLiteral("%1 x %2").arg(dialog->width()).arg(dialog->height())));
        QVERIFY2(
            dialog->sizeHint().height() <= dialog->height(),
            qPrintable(
                QStringLiteral("%1 > %2").arg(dialog->sizeHint().height()).arg(dialog->height())));
        if (dir.isEmpty())
            continue;
        const QString suffix = QLatin1String(lang) == QLatin1String(LanguageManager::kChinese)
                                   ? QStringLiteral("-zh.png")
                                   : QStringLiteral("-en.png");
        QVERIFY(dialog->grab().save(dir + QStringLiteral("/voucher-dialog") + suffix));
        QVERIFY(w.showPage(QStringLiteral("comparePage")));
        auto *workload = find<QComboBox>(&w, "compareWorkload");
        workload->setCurrentIndex(workload->findData(QLatin1String("w-serve-7b")));
        QTest::qWait(100);
        QVERIFY(w.grab().save(dir + QStringLiteral("/voucher-compare") + suffix));
        QVERIFY(w.showPage(QStringLiteral("yearPage")));
        QTest::qWait(100);
        QVERIFY(w.grab().save(dir + QStringLiteral("/voucher-year") + suffix));
    }
    dialog->reject();
}

QTEST_MAIN(TestVoucherDialog)
#include "tst_voucherdialog.moc"
