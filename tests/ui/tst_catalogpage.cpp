// The Catalog page through the real main window: browsing (sort, filter,
// sources on hover), the user's own cards (add, duplicate a built-in one,
// edit, remove; one undo step each), that an incomplete card can never be
// accepted, and that user cards are used by options and saved in the file.
#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "catalog/Catalog.h"
#include "document/ChangeValue.h"
#include "document/ProjectDocument.h"
#include "i18n/LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "mainwindow/Prompts.h"
#include "pages/catalog/CardDialog.h"
#include "pages/catalog/CatalogModel.h"
#include "support/UiTest.h"
#include "widgets/RangeEdit.h"

using suanpan::Card;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

} // namespace

class TestCatalogPage final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void modelsPassTheTester();
    void browseSortAndFilter();
    void addCardUseSaveReopenUndo();
    void incompleteCardCannotBeAccepted();
    void duplicateBuiltinReplacesIt();
    void editAndRemoveAreUndoable();

private:
    template <typename T> static T *find(QObject *root, const char *name)
    {
        T *w = root->findChild<T *>(QLatin1String(name));
        if (!w)
            qFatal("no child %s", name);
        return w;
    }
    static QTableView *cardTable(MainWindow &w)
    {
        return find<QTableView>(&w, "catalogTable_cards");
    }
    // Selects the row of card `id` in the cards table.
    static void selectCard(MainWindow &w, const char *id);
    static CardDialog *openDialog(MainWindow &w, const char *button);
    static QPushButton *okButton(CardDialog *dialog)
    {
        return find<QDialogButtonBox>(dialog, "cardButtons")->button(QDialogButtonBox::Ok);
    }
    static void setText(CardDialog *dialog, const char *name, const QString &text)
    {
        auto *edit = find<QLineEdit>(dialog, name);
        edit->setFocus();
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Delete);
        QTest::keyClicks(edit, text);
    }
    // A complete card typed into the dialog: 96 GB, 4 TB/s, 400 TFLOP/s BF16.
    static void fillCard(CardDialog *dialog, const QString &id);

    QTemporaryDir m_dir;
};

void TestCatalogPage::initTestCase()
{
    uitest::isolate("tst_catalogpage");
    QLocale::setDefault(QLocale::c());
    QVERIFY(m_dir.isValid());
}

void TestCatalogPage::init()
{
    QSettings().clear();
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    Prompts::error = [](QWidget *, const QString &, const QString &message) {
        QFAIL(qPrintable(message));
    };
    Prompts::unsavedChanges = [](QWidget *, const QString &) { return Prompts::Unsaved::Discard; };
}

void TestCatalogPage::cleanup()
{
    Prompts::restoreDefaults();
}

void TestCatalogPage::selectCard(MainWindow &w, const char *id)
{
    QTableView *table = cardTable(w);
    const QModelIndexList hits =
        table->model()->match(table->model()->index(0, 0), CatalogModel::IdRole,
                              QString::fromLatin1(id), 1, Qt::MatchExactly);
    QVERIFY2(!hits.isEmpty(), id);
    table->selectRow(hits.front().row());
}

CardDialog *TestCatalogPage::openDialog(MainWindow &w, const char *button)
{
    auto *b = find<QPushButton>(&w, button);
    if (!b->isEnabled())
        return nullptr;
    // A closed dialog is deleted later; the new one is the visible one.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QTest::mouseClick(b, Qt::LeftButton);
    CardDialog *dialog = w.findChild<CardDialog *>();
    if (dialog && !QTest::qWaitForWindowExposed(dialog))
        return nullptr;
    return dialog;
}

void TestCatalogPage::fillCard(CardDialog *dialog, const QString &id)
{
    setText(dialog, "cardId", id);
    // QTest types ASCII only; the Chinese name is any text.
    setText(dialog, "cardNameZh", QStringLiteral("Our card (zh)"));
    setText(dialog, "cardNameEn", QStringLiteral("Our card"));
    setText(dialog, "cardVendor", QStringLiteral("Example Vendor"));
    find<QDoubleSpinBox>(dialog, "cardMemory")->setValue(96.0);
    find<QDoubleSpinBox>(dialog, "cardBandwidth")->setValue(4000.0);
    find<QDoubleSpinBox>(dialog, "cardBf16")->setValue(400.0);
    find<QDoubleSpinBox>(dialog, "cardTdp")->setValue(600.0);
    find<QDoubleSpinBox>(dialog, "cardRentLow")->setValue(20.0);
    find<QDoubleSpinBox>(dialog, "cardRentLikely")->setValue(25.0);
    find<QDoubleSpinBox>(dialog, "cardRentHigh")->setValue(30.0);
}

void TestCatalogPage::modelsPassTheTester()
{
    ProjectDocument doc;
    QVERIFY(doc.catalogError() == nullptr);
    for (auto kind : {CatalogModel::Kind::Cards, CatalogModel::Kind::Facilities,
                      CatalogModel::Kind::Contracts}) {
        CatalogModel model(&doc, kind);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.rowCount() > 0);
        const int before = model.rowCount();
        // Entries of the user's come and go through the document.
        suanpan::UserCatalog user;
        Card card = doc.catalog().cards.front();
        card.id = "tester-card";
        user.cards.push_back(card);
        doc.editUserCatalog(user, "Add card");
        QCOMPARE(model.rowCount(), before + (kind == CatalogModel::Kind::Cards ? 1 : 0));
        doc.undoStack()->undo();
        QCOMPARE(model.rowCount(), before);
        model.retranslate();
        for (int row = 0; row < model.rowCount(); ++row)
            for (int column = 0; column < model.columnCount(); ++column) {
                const QString text = model.index(row, column).data().toString();
                QVERIFY2(!text.contains(QLatin1String("nan")) &&
                             !text.contains(QLatin1String("inf")),
                         qPrintable(text));
            }
    }
}

void TestCatalogPage::browseSortAndFilter()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("catalogPage")));
    QTableView *table = cardTable(w);
    QCOMPARE(table->model()->rowCount(), int(w.document()->catalog().cards.size()));
    // A figure's source on hover: the H100's memory comes from its spec sources.
    selectCard(w, "h100-sxm");
    const int row = table->selectionModel()->selectedRows().front().row();
    const QString memoryTip = table->model()->index(row, 2).data(Qt::ToolTipRole).toString();
    QVERIFY2(memoryTip.contains(QLatin1String("Source: ")), qPrintable(memoryTip));
    QCOMPARE(table->model()->index(row, 2).data().toString(), QStringLiteral("80\u00a0GB"));
    QCOMPARE(table->model()->index(row, 9).data().toString(), QStringLiteral("Built-in"));

    // Sorting by memory sorts by the bytes, not by the text ("141 GB" < "24 GB" as text).
    table->horizontalHeader()->setSortIndicator(2, Qt::AscendingOrder);
    for (int r = 1; r < table->model()->rowCount(); ++r)
        QVERIFY(table->model()->index(r - 1, 2).data(CatalogModel::SortRole).toDouble() <=
                table->model()->index(r, 2).data(CatalogModel::SortRole).toDouble());

    auto *filter = find<QLineEdit>(&w, "catalogFilter_cards");
    QTest::keyClicks(filter, QStringLiteral("ascend"));
    QCOMPARE(table->model()->rowCount(), 2);
    for (int r = 0; r < 2; ++r)
        QVERIFY(table->model()->index(r, 0).data().toString().contains(QLatin1String("Ascend")));
    filter->clear();
    QCOMPARE(table->model()->rowCount(), int(w.document()->catalog().cards.size()));

    // Facilities and contracts are browsable too.
    QVERIFY(find<QTableView>(&w, "catalogTable_facilities")->model()->rowCount() > 0);
    QVERIFY(find<QTableView>(&w, "catalogTable_contracts")->model()->rowCount() > 0);
}

void TestCatalogPage::addCardUseSaveReopenUndo()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("catalogPage")));
    ProjectDocument *doc = w.document();
    const std::size_t cards = doc->catalog().cards.size();

    CardDialog *dialog = openDialog(w, "catalogAdd_cards");
    QVERIFY(dialog);
    QVERIFY(!okButton(dialog)->isEnabled());
    fillCard(dialog, QStringLiteral("our-card"));
    QVERIFY2(okButton(dialog)->isEnabled(),
             qPrintable(find<QLabel>(dialog, "cardSummary")->text()));
    QTest::mouseClick(okButton(dialog), Qt::LeftButton);

    QCOMPARE(doc->project().userCatalog.cards.size(), std::size_t(1));
    const Card &ours = doc->project().userCatalog.cards.front();
    QCOMPARE(ours.id, std::string("our-card"));
    QCOMPARE(ours.memoryBytes, 96.0 * kGiB);
    QCOMPARE(ours.memoryBandwidthBytesPerS, 4e12);
    QCOMPARE(ours.peakFlops.at(suanpan::Precision::BF16), 400e12);
    QCOMPARE(ours.rent.size(), std::size_t(1));
    QCOMPARE(ours.rent.front().cny, (suanpan::Range{20.0, 25.0, 30.0}));
    QCOMPARE(doc->catalog().cards.size(), cards + 1);
    QCOMPARE(doc->undoStack()->count(), 1);
    QVERIFY(doc->issues().empty());
    // Shown and marked as the user's.
    QTableView *table = cardTable(w);
    const int row = table->selectionModel()->selectedRows().front().row();
    QCOMPARE(table->model()->index(row, 0).data().toString(), QStringLiteral("Our card"));
    QCOMPARE(table->model()->index(row, 9).data().toString(), QStringLiteral("Yours"));

    // An option can use it: the Options page offers it.
    QVERIFY(w.showPage(QStringLiteral("optionsPage")));
    auto *options = find<QTableView>(&w, "optionsTable");
    options->setCurrentIndex(options->model()->index(0, 0));
    auto *card = find<QComboBox>(&w, "card");
    const int item = card->findData(QStringLiteral("our-card"));
    QVERIFY(item >= 0);
    card->setCurrentIndex(item);
    emit card->activated(item);
    QCOMPARE(doc->project().options.at(0).cardId, std::string("our-card"));
    QVERIFY(doc->issues().empty());

    // Saved in the project file and read back.
    const QString path = m_dir.filePath(QStringLiteral("user-card.suanpan"));
    QVERIFY(doc->save(path).ok());
    ProjectDocument reopened;
    QVERIFY(reopened.load(path).ok());
    QCOMPARE(reopened.project().userCatalog, doc->project().userCatalog);
    QCOMPARE(reopened.catalog().findCard("our-card")->memoryBytes, 96.0 * kGiB);
    QCOMPARE(reopened.project().options.at(0).cardId, std::string("our-card"));

    // Undo the option's card, then the card itself.
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QVERIFY(doc->project().userCatalog.cards.empty());
    QCOMPARE(doc->catalog().cards.size(), cards);
    QVERIFY(doc->catalog().findCard("our-card") == nullptr);
    doc->undoStack()->redo();
    doc->undoStack()->redo();
    QCOMPARE(doc->project().options.at(0).cardId, std::string("our-card"));

    // Removing the card leaves the option with the normal "unknown card" error.
    QVERIFY(w.showPage(QStringLiteral("catalogPage")));
    selectCard(w, "our-card");
    QTest::mouseClick(find<QPushButton>(&w, "catalogRemove_cards"), Qt::LeftButton);
    QVERIFY(doc->project().userCatalog.cards.empty());
    QVERIFY(w.showPage(QStringLiteral("optionsPage")));
    options->setCurrentIndex(options->model()->index(0, 0));
    QVERIFY2(find<QLabel>(&w, "cardError")->text().contains(QLatin1String("our-card")),
             qPrintable(find<QLabel>(&w, "cardError")->text()));
    QVERIFY(card->currentText().contains(QLatin1String("our-card")));
}

void TestCatalogPage::incompleteCardCannotBeAccepted()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("catalogPage")));
    ProjectDocument *doc = w.document();

    CardDialog *dialog = openDialog(w, "catalogAdd_cards");
    QVERIFY(dialog);
    // Nothing typed yet: OK is off, the summary says why, no field is red yet.
    QVERIFY(!okButton(dialog)->isEnabled());
    QVERIFY(find<QLabel>(dialog, "cardSummary")->text().contains(QLatin1String("still need")));
    QVERIFY(find<QLabel>(dialog, "cardIdError")->text().isEmpty());

    fillCard(dialog, QStringLiteral("half-card"));
    QVERIFY(okButton(dialog)->isEnabled());
    // Each problem next to its field, and OK off again.
    find<QDoubleSpinBox>(dialog, "cardMemory")->setValue(0.0);
    QVERIFY(!okButton(dialog)->isEnabled());
    QCOMPARE(find<QLabel>(dialog, "cardMemoryError")->text(),
             QStringLiteral("Card memory must be greater than zero."));
    find<QDoubleSpinBox>(dialog, "cardMemory")->setValue(96.0);
    find<QDoubleSpinBox>(dialog, "cardRentLow")->setValue(40.0);
    QVERIFY(!okButton(dialog)->isEnabled());
    QVERIFY(find<QLabel>(dialog, "cardRentError")->text().contains(QLatin1String("increasing")));
    find<QDoubleSpinBox>(dialog, "cardRentLow")->setValue(20.0);
    find<QDoubleSpinBox>(dialog, "cardBf16")->setValue(0.0);
    QVERIFY(!okButton(dialog)->isEnabled());
    QVERIFY(!find<QLabel>(dialog, "cardBf16Error")->text().isEmpty());
    setText(dialog, "cardNameEn", QString());
    QVERIFY(!find<QLabel>(dialog, "cardNameEnError")->text().isEmpty());
    // Accepting anyway (Enter with a disabled OK cannot, but a direct accept can) stores nothing.
    dialog->accept();
    QVERIFY(doc->project().userCatalog.cards.empty());
    QCOMPARE(doc->undoStack()->count(), 0);

    // Two cards of the user's cannot share an identifier.
    dialog = openDialog(w, "catalogAdd_cards");
    fillCard(dialog, QStringLiteral("twin"));
    QTest::mouseClick(okButton(dialog), Qt::LeftButton);
    QCOMPARE(doc->project().userCatalog.cards.size(), std::size_t(1));
    dialog = openDialog(w, "catalogAdd_cards");
    fillCard(dialog, QStringLiteral("twin"));
    QVERIFY(!okButton(dialog)->isEnabled());
    QCOMPARE(find<QLabel>(dialog, "cardIdError")->text(),
             QStringLiteral("Another of your cards already has the identifier \"twin\"."));
    dialog->reject();
    QCOMPARE(doc->project().userCatalog.cards.size(), std::size_t(1));
}

void TestCatalogPage::duplicateBuiltinReplacesIt()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("catalogPage")));
    ProjectDocument *doc = w.document();
    const Card builtin = *doc->catalog().findCard("h800-sxm");

    selectCard(w, "h800-sxm");
    CardDialog *dialog = openDialog(w, "catalogDuplicate_cards");
    QVERIFY(dialog);
    // A copy of the built-in card, complete from the start.
    QCOMPARE(find<QLineEdit>(dialog, "cardId")->text(), QStringLiteral("h800-sxm"));
    QCOMPARE(dialog->card(), builtin);
    QVERIFY(okButton(dialog)->isEnabled());
    find<QDoubleSpinBox>(dialog, "cardTdp")->setValue(650.0);
    QTest::mouseClick(okButton(dialog), Qt::LeftButton);

    const Card *shadow = doc->catalog().findCard("h800-sxm");
    QCOMPARE(shadow->tdpWatts, 650.0);
    // Only what was changed differs; its source is now the user.
    QCOMPARE(shadow->memoryBytes, builtin.memoryBytes);
    QCOMPARE(shadow->peakFlops, builtin.peakFlops);
    QCOMPARE(shadow->figureProvenance.at("tdp_watts").source, std::string("user"));
    QCOMPARE(doc->catalog().cards.size(), suanpan::builtinCatalog().value().cards.size());
    QTableView *table = cardTable(w);
    const int row = table->selectionModel()->selectedRows().front().row();
    QCOMPARE(table->model()->index(row, 9).data().toString(),
             QStringLiteral("Yours, replaces built-in"));

    // Removing it brings the built-in card back for the options that use it.
    QTest::mouseClick(find<QPushButton>(&w, "catalogRemove_cards"), Qt::LeftButton);
    QCOMPARE(*doc->catalog().findCard("h800-sxm"), builtin);
    QVERIFY(doc->issues().empty());
}

void TestCatalogPage::editAndRemoveAreUndoable()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("catalogPage")));
    ProjectDocument *doc = w.document();
    CardDialog *dialog = openDialog(w, "catalogAdd_cards");
    fillCard(dialog, QStringLiteral("mine"));
    QTest::mouseClick(okButton(dialog), Qt::LeftButton);
    const suanpan::UserCatalog added = doc->project().userCatalog;

    // Built-in entries cannot be edited or removed, only duplicated.
    selectCard(w, "rtx-4090");
    QVERIFY(!find<QPushButton>(&w, "catalogEdit_cards")->isEnabled());
    QVERIFY(!find<QPushButton>(&w, "catalogRemove_cards")->isEnabled());
    QVERIFY(find<QPushButton>(&w, "catalogDuplicate_cards")->isEnabled());

    selectCard(w, "mine");
    dialog = openDialog(w, "catalogEdit_cards");
    QVERIFY(dialog);
    setText(dialog, "cardNameEn", QStringLiteral("Our better card"));
    QTest::mouseClick(okButton(dialog), Qt::LeftButton);
    QCOMPARE(doc->project().userCatalog.cards.front().nameEn, std::string("Our better card"));
    QCOMPARE(doc->project().userCatalog.cards.size(), std::size_t(1));
    QVERIFY(doc->undoStack()->undoText().contains(QLatin1String("Edit card")));
    doc->undoStack()->undo();
    QCOMPARE(doc->project().userCatalog, added);

    selectCard(w, "mine");
    QTest::mouseClick(find<QPushButton>(&w, "catalogRemove_cards"), Qt::LeftButton);
    QVERIFY(doc->project().userCatalog.cards.empty());
    doc->undoStack()->undo();
    QCOMPARE(doc->project().userCatalog, added);
    QVERIFY(cardTable(w)
                ->model()
                ->match(cardTable(w)->model()->index(0, 0), CatalogModel::IdRole,
                        QStringLiteral("mine"))
                .size() == 1);
}

QTEST_MAIN(TestCatalogPage)
#include "tst_catalogpage.moc"
