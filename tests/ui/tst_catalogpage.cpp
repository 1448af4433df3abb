// The Catalog page through the real main window: browsing (sort, filter,
// sources on hover), the user's own cards, facilities and contracts (add,
// duplicate a built-in one, edit, remove; one undo step each), that an
// incomplete entry can never be accepted, and that the user's entries are
// used by options, priced by the evaluation, re-cost plan vs measured on the
// Verification page and saved in the file.
#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "catalog/Catalog.h"
#include "cost/Evaluation.h"
#include "cost/Pricing.h"
#include "document/ChangeValue.h"
#include "document/ChecklistCommands.h"
#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "i18n/CostText.h"
#include "i18n/LanguageManager.h"
#include "i18n/MoneyFormat.h"
#include "mainwindow/MainWindow.h"
#include "pages/catalog/CardDialog.h"
#include "pages/catalog/CatalogModel.h"
#include "pages/catalog/ContractDialog.h"
#include "pages/catalog/FacilityDialog.h"
#include "pages/verify/EvidenceImport.h"
#include "support/UiTest.h"
#include "verify/Evidence.h"
#include "widgets/Prompts.h"
#include "widgets/RangeEdit.h"

using suanpan::Card;
using suanpan::Contract;
using suanpan::Facility;
using suanpan::Range;
using uitest::find;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// The value of input `name` of cost line `code` of option `optionId`; all zero if absent.
Range lineInput(const suanpan::Evaluation &ev, const std::string &optionId, const std::string &code,
                const std::string &name)
{
    if (const suanpan::OptionResult *option = ev.option(optionId))
        for (const suanpan::CostLine &line : option->lines)
            if (suanpan::lineCodeText(line.code) == code)
                for (const suanpan::FormulaInput &input : line.inputs)
                    if (input.name == name)
                        return input.value;
    return {};
}

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
    void addFacilityAndContractUseSaveReopenUndo();
    void incompleteFacilityOrContractCannotBeAccepted();
    void duplicateBuiltinFacilityAndContractReplacesThem();
    void editAndRemoveFacilityAndContractAreUndoable();
    void planVsMeasuredFollowsCardEdit();
    void rentColumnShowsTheEnginesPrice();
    void cardDialogEditsQuotesByChannel();

private:
    static QTableView *cardTable(MainWindow &w)
    {
        return find<QTableView>(&w, "catalogTable_cards");
    }
    // Selects the row of card `id` in the cards table.
    static void selectCard(MainWindow &w, const char *id) { selectEntry(w, "cards", id); }
    // Shows the tab of `kind` ("cards", "facilities", "contracts") and selects entry `id`.
    static void selectEntry(MainWindow &w, const char *kind, const char *id);
    // Clicks `button` on its tab; the dialog it opened, or null if it is disabled.
    template <typename Dialog = CardDialog>
    static Dialog *openDialog(MainWindow &w, const char *button);
    static QPushButton *okButton(QDialog *dialog, const char *box = "cardButtons")
    {
        return find<QDialogButtonBox>(dialog, box)->button(QDialogButtonBox::Ok);
    }
    static void setText(QWidget *dialog, const char *name, const QString &text)
    {
        auto *edit = find<QLineEdit>(dialog, name);
        edit->setFocus();
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Delete);
        QTest::keyClicks(edit, text);
    }
    // Chooses the item with `value` as the user would.
    static void choose(QWidget *root, const char *name, const QVariant &value)
    {
        auto *combo = find<QComboBox>(root, name);
        const int item = combo->findData(value);
        QVERIFY2(item >= 0, name);
        combo->setCurrentIndex(item);
        emit combo->activated(item);
    }
    static void setRange(QWidget *dialog, const char *name, const Range &r)
    {
        const QString base = QLatin1String(name);
        find<QDoubleSpinBox>(dialog, qPrintable(base + QLatin1String("Low")))->setValue(r.low);
        find<QDoubleSpinBox>(dialog, qPrintable(base + QLatin1String("Likely")))
            ->setValue(r.likely);
        find<QDoubleSpinBox>(dialog, qPrintable(base + QLatin1String("High")))->setValue(r.high);
    }
    // A complete card typed into the dialog: 96 GB, 4 TB/s, 400 TFLOP/s BF16.
    static void fillCard(CardDialog *dialog, const QString &id);
    // A complete IDC cabinet: 8-64 cards, 20 kW per cabinet, 6,000 CNY a month.
    static void fillFacility(FacilityDialog *dialog, const QString &id);
    // A complete monthly contract at 8-10 CNY per card-hour of its own.
    static void fillContract(ContractDialog *dialog, const QString &id);
    static QString entryColumn(MainWindow &w, const char *kind, int column)
    {
        auto *table =
            find<QTableView>(&w, qPrintable(QLatin1String("catalogTable_") + QLatin1String(kind)));
        const int row = table->selectionModel()->selectedRows().front().row();
        return table->model()->index(row, column).data().toString();
    }

    QTemporaryDir m_dir;
};

// With SUANPAN_SCREENSHOT_DIR set, a tooltip's rich text as Qt lays it out
// (word-wrapped at a tooltip's width), saved as <name>.png to look at.
static void saveTooltip(const QString &html, const QString &name)
{
    const QString dir = qEnvironmentVariable("SUANPAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QLabel label;
    label.setTextFormat(Qt::RichText);
    label.setWordWrap(true);
    label.setText(html);
    label.setFixedWidth(560);
    label.setMargin(6);
    label.setAutoFillBackground(true);
    label.adjustSize();
    QDir().mkpath(dir);
    QVERIFY(label.grab().save(QStringLiteral("%1/%2.png").arg(dir, name)));
}

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

void TestCatalogPage::selectEntry(MainWindow &w, const char *kind, const char *id)
{
    auto *table =
        find<QTableView>(&w, qPrintable(QLatin1String("catalogTable_") + QLatin1String(kind)));
    find<QTabWidget>(&w, "catalogTabs")->setCurrentWidget(table->parentWidget());
    const QModelIndexList hits =
        table->model()->match(table->model()->index(0, 0), CatalogModel::IdRole,
                              QString::fromLatin1(id), 1, Qt::MatchExactly);
    QVERIFY2(!hits.isEmpty(), id);
    table->selectRow(hits.front().row());
}

template <typename Dialog> Dialog *TestCatalogPage::openDialog(MainWindow &w, const char *button)
{
    auto *b = find<QPushButton>(&w, button);
    find<QTabWidget>(&w, "catalogTabs")->setCurrentWidget(b->parentWidget());
    if (!b->isEnabled())
        return nullptr;
    // A closed dialog is deleted later; the new one is the visible one.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QTest::mouseClick(b, Qt::LeftButton);
    Dialog *dialog = w.findChild<Dialog *>();
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

void TestCatalogPage::fillFacility(FacilityDialog *dialog, const QString &id)
{
    setText(dialog, "facilityId", id);
    setText(dialog, "facilityNameZh", QStringLiteral("Our IDC (zh)"));
    setText(dialog, "facilityNameEn", QStringLiteral("Our IDC"));
    choose(dialog, "facilityKind", int(suanpan::FacilityKind::IdcCabinet));
    setText(dialog, "facilityDistrict", QStringLiteral("Longgang"));
    find<QSpinBox>(dialog, "facilityMinCards")->setValue(8);
    find<QSpinBox>(dialog, "facilityMaxCards")->setValue(64);
    choose(dialog, "facilityFabric", int(suanpan::NetworkFabric::RoCE));
    find<QDoubleSpinBox>(dialog, "facilityNetwork")->setValue(100.0);
    setRange(dialog, "facilityPue", {1.3, 1.4, 1.5});
    setRange(dialog, "facilityCabinetRent", {5000.0, 6000.0, 7000.0});
    find<QDoubleSpinBox>(dialog, "facilityCabinetPower")->setValue(20.0);
    setRange(dialog, "facilityElectricity", {0.6, 0.65, 0.7});
    find<QCheckBox>(dialog, "facilityIdcLicence")->setChecked(true);
}

void TestCatalogPage::fillContract(ContractDialog *dialog, const QString &id)
{
    setText(dialog, "contractId", id);
    setText(dialog, "contractNameZh", QStringLiteral("Our monthly (zh)"));
    setText(dialog, "contractNameEn", QStringLiteral("Our monthly"));
    choose(dialog, "contractBilling", int(suanpan::BillingMode::Monthly));
    choose(dialog, "contractGranularity", int(suanpan::BillingGranularity::Month));
    choose(dialog, "contractPriceBasis", 1); // a price of its own
    setRange(dialog, "contractUnitPrice", {8.0, 9.0, 10.0});
    find<QDoubleSpinBox>(dialog, "contractMinimumTerm")->setValue(720.0);
    find<QDoubleSpinBox>(dialog, "contractDeposit")->setValue(50'000.0);
    find<QSpinBox>(dialog, "contractDepositRefund")->setValue(30);
    choose(dialog, "contractSupport", int(suanpan::SupportLevel::AllHours));
    find<QCheckBox>(dialog, "contractBackupPool")->setChecked(true);
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

void TestCatalogPage::addFacilityAndContractUseSaveReopenUndo()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("catalogPage")));
    ProjectDocument *doc = w.document();
    const std::size_t facilities = doc->catalog().facilities.size();
    const std::size_t contracts = doc->catalog().contracts.size();

    auto *facilityDialog = openDialog<FacilityDialog>(w, "catalogAdd_facilities");
    QVERIFY(facilityDialog);
    QVERIFY(!okButton(facilityDialog, "facilityButtons")->isEnabled());
    fillFacility(facilityDialog, QStringLiteral("our-idc"));
    QVERIFY2(okButton(facilityDialog, "facilityButtons")->isEnabled(),
             qPrintable(find<QLabel>(facilityDialog, "facilitySummary")->text()));
    QTest::mouseClick(okButton(facilityDialog, "facilityButtons"), Qt::LeftButton);

    QCOMPARE(doc->project().userCatalog.facilities.size(), std::size_t(1));
    const Facility &idc = doc->project().userCatalog.facilities.front();
    QCOMPARE(idc.id, std::string("our-idc"));
    QCOMPARE(idc.district, std::string("Longgang"));
    QCOMPARE(idc.minCards, 8);
    QCOMPARE(idc.maxCards, 64);
    QCOMPARE(idc.pue, (Range{1.3, 1.4, 1.5}));
    QCOMPARE(idc.cabinetRentCnyPerMonth, (Range{5000.0, 6000.0, 7000.0}));
    QCOMPARE(idc.cabinetPowerKw, 20.0);
    QCOMPARE(idc.electricityCnyPerKwh, (Range{0.6, 0.65, 0.7}));
    QCOMPARE(idc.network.fabric, suanpan::NetworkFabric::RoCE);
    QVERIFY(idc.compliance.idcLicence && !idc.compliance.vpc);
    QCOMPARE(doc->catalog().facilities.size(), facilities + 1);
    QCOMPARE(doc->undoStack()->count(), 1);
    QVERIFY(doc->undoStack()->undoText().contains(QLatin1String("Add facility")));
    QCOMPARE(entryColumn(w, "facilities", 0), QStringLiteral("Our IDC"));

    auto *contractDialog = openDialog<ContractDialog>(w, "catalogAdd_contracts");
    QVERIFY(contractDialog);
    QVERIFY(!okButton(contractDialog, "contractButtons")->isEnabled());
    // The factor row gives way to the contract's own price.
    QVERIFY(find<QWidget>(contractDialog, "contractPriceFactor")->isVisible());
    fillContract(contractDialog, QStringLiteral("our-monthly"));
    QVERIFY(!find<QWidget>(contractDialog, "contractPriceFactor")->isVisible());
    QVERIFY(find<QWidget>(contractDialog, "contractUnitPrice")->isVisible());
    QVERIFY2(okButton(contractDialog, "contractButtons")->isEnabled(),
             qPrintable(find<QLabel>(contractDialog, "contractSummary")->text()));
    QTest::mouseClick(okButton(contractDialog, "contractButtons"), Qt::LeftButton);

    QCOMPARE(doc->project().userCatalog.contracts.size(), std::size_t(1));
    const Contract &monthly = doc->project().userCatalog.contracts.front();
    QCOMPARE(monthly.billing, suanpan::BillingMode::Monthly);
    QCOMPARE(monthly.granularity, suanpan::BillingGranularity::Month);
    QVERIFY(monthly.unitPriceCnyPerCardHour.has_value());
    QCOMPARE(*monthly.unitPriceCnyPerCardHour, (Range{8.0, 9.0, 10.0}));
    QCOMPARE(monthly.minimumTermHours, 720.0);
    QCOMPARE(monthly.depositCny, 50'000.0);
    QCOMPARE(monthly.depositRefundDays, 30);
    QCOMPARE(monthly.support, suanpan::SupportLevel::AllHours);
    QVERIFY(monthly.backupPool);
    QCOMPARE(doc->catalog().contracts.size(), contracts + 1);
    QVERIFY(doc->undoStack()->undoText().contains(QLatin1String("Add contract")));
    QCOMPARE(entryColumn(w, "contracts", 0), QStringLiteral("Our monthly"));
    QVERIFY(doc->issues().empty());

    // Options use them: the rented H800s on our contract, the hosted A800s in our IDC.
    QVERIFY(w.showPage(QStringLiteral("optionsPage")));
    auto *options = find<QTableView>(&w, "optionsTable");
    options->setCurrentIndex(options->model()->index(1, 0));
    choose(&w, "contract", QStringLiteral("our-monthly"));
    options->setCurrentIndex(options->model()->index(2, 0));
    choose(&w, "facility", QStringLiteral("our-idc"));
    QCOMPARE(doc->project().options.at(1).contractId, std::string("our-monthly"));
    QCOMPARE(doc->project().options.at(2).facilityId, std::string("our-idc"));
    QVERIFY(doc->issues().empty());

    // The evaluation prices them with the figures typed in.
    suanpan::EvaluateSettings settings;
    settings.sensitivity = false;
    const suanpan::Evaluation ev =
        suanpan::evaluate(doc->project(), suanpan::builtinCatalog().value(), settings);
    for (const suanpan::Error &problem : ev.problems)
        QVERIFY2(!problem.subject.starts_with("options[1]") &&
                     !problem.subject.starts_with("options[2]"),
                 problem.subject.c_str());
    QCOMPARE(lineInput(ev, "o-h800-hosted-monthly", "rent", "card.rent_cny_per_card_hour"),
             (Range{8.0, 9.0, 10.0}));
    QCOMPARE(
        lineInput(ev, "o-a800-baoan-host", "cabinet_rent", "facility.cabinet_rent_cny_per_month"),
        (Range{5000.0, 6000.0, 7000.0}));

    // Saved in the project file and read back.
    const QString path = m_dir.filePath(QStringLiteral("user-facility.suanpan"));
    QVERIFY(doc->save(path).ok());
    ProjectDocument reopened;
    QVERIFY(reopened.load(path).ok());
    QCOMPARE(reopened.project().userCatalog, doc->project().userCatalog);
    QCOMPARE(reopened.catalog().findFacility("our-idc")->cabinetPowerKw, 20.0);
    QCOMPARE(*reopened.catalog().findContract("our-monthly")->unitPriceCnyPerCardHour,
             (Range{8.0, 9.0, 10.0}));
    QCOMPARE(reopened.project().options.at(2).facilityId, std::string("our-idc"));

    // Four steps back: both options, the contract, the facility.
    for (int i = 0; i < 4; ++i)
        doc->undoStack()->undo();
    QCOMPARE(doc->project().userCatalog, suanpan::UserCatalog{});
    QVERIFY(doc->catalog().findFacility("our-idc") == nullptr);
    QVERIFY(doc->catalog().findContract("our-monthly") == nullptr);
    QCOMPARE(doc->project().options.at(1).contractId, std::string("monthly"));
    QCOMPARE(doc->project().options.at(2).facilityId, std::string("idc-baoan"));
    QVERIFY(!doc->undoStack()->canUndo());
}

void TestCatalogPage::incompleteFacilityOrContractCannotBeAccepted()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("catalogPage")));
    ProjectDocument *doc = w.document();

    auto *facility = openDialog<FacilityDialog>(w, "catalogAdd_facilities");
    QVERIFY(facility);
    // Nothing typed yet: OK is off, the summary says why, no field is red yet.
    QVERIFY(!okButton(facility, "facilityButtons")->isEnabled());
    QVERIFY(
        find<QLabel>(facility, "facilitySummary")->text().contains(QLatin1String("still need")));
    QVERIFY(find<QLabel>(facility, "facilityIdError")->text().isEmpty());
    QVERIFY(find<QLabel>(facility, "facilityPueError")->text().isEmpty());

    fillFacility(facility, QStringLiteral("half-idc"));
    QVERIFY(okButton(facility, "facilityButtons")->isEnabled());
    // Each problem under its field, and OK off again.
    find<QSpinBox>(facility, "facilityMaxCards")->setValue(4);
    QVERIFY(!okButton(facility, "facilityButtons")->isEnabled());
    QCOMPARE(find<QLabel>(facility, "facilityMinCardsError")->text(),
             QStringLiteral("Minimum cards cannot exceed maximum cards."));
    find<QSpinBox>(facility, "facilityMaxCards")->setValue(64);
    QVERIFY(find<QLabel>(facility, "facilityMinCardsError")->text().isEmpty());
    find<QDoubleSpinBox>(facility, "facilityCabinetPower")->setValue(0.0);
    QVERIFY(!okButton(facility, "facilityButtons")->isEnabled());
    QCOMPARE(find<QLabel>(facility, "facilityCabinetPowerError")->text(),
             QStringLiteral("Cabinet power quota is required."));
    // A GPU cloud has no cabinets: the same facility is complete as a cloud.
    choose(facility, "facilityKind", int(suanpan::FacilityKind::GpuCloud));
    QVERIFY(okButton(facility, "facilityButtons")->isEnabled());
    choose(facility, "facilityKind", int(suanpan::FacilityKind::IdcCabinet));
    find<QDoubleSpinBox>(facility, "facilityCabinetPower")->setValue(20.0);
    find<QDoubleSpinBox>(facility, "facilityPueLow")->setValue(0.9);
    QVERIFY(!okButton(facility, "facilityButtons")->isEnabled());
    QCOMPARE(find<QLabel>(facility, "facilityPueError")->text(),
             QStringLiteral("PUE (low) is out of range (0.9)."));
    find<QDoubleSpinBox>(facility, "facilityPueLow")->setValue(1.45);
    QVERIFY(
        find<QLabel>(facility, "facilityPueError")->text().contains(QLatin1String("increasing")));
    // Accepting anyway (a direct accept; the button is disabled) stores nothing.
    facility->accept();
    QVERIFY(doc->project().userCatalog.facilities.empty());
    QCOMPARE(doc->undoStack()->count(), 0);

    auto *contract = openDialog<ContractDialog>(w, "catalogAdd_contracts");
    QVERIFY(contract);
    QVERIFY(!okButton(contract, "contractButtons")->isEnabled());
    QVERIFY(find<QLabel>(contract, "contractIdError")->text().isEmpty());
    setText(contract, "contractId", QStringLiteral("no-names"));
    // Only the identifier is typed: the names are still missing.
    QVERIFY(!okButton(contract, "contractButtons")->isEnabled());
    QVERIFY(find<QLabel>(contract, "contractSummary")->text().contains(QLatin1String("2 fields")));
    setText(contract, "contractNameEn", QStringLiteral("x"));
    setText(contract, "contractNameEn", QString());
    QCOMPARE(find<QLabel>(contract, "contractNameEnError")->text(),
             QStringLiteral("English name is required."));
    fillContract(contract, QStringLiteral("twin"));
    QVERIFY(okButton(contract, "contractButtons")->isEnabled());
    find<QDoubleSpinBox>(contract, "contractUnitPriceLow")->setValue(12.0);
    QVERIFY(!okButton(contract, "contractButtons")->isEnabled());
    QVERIFY(find<QLabel>(contract, "contractUnitPriceError")
                ->text()
                .contains(QLatin1String("increasing")));
    find<QDoubleSpinBox>(contract, "contractUnitPriceLow")->setValue(8.0);
    // Back to a factor on the card's price: a zero factor is refused.
    choose(contract, "contractPriceBasis", 0);
    find<QDoubleSpinBox>(contract, "contractPriceFactorLow")->setValue(0.0);
    QVERIFY(!okButton(contract, "contractButtons")->isEnabled());
    QCOMPARE(find<QLabel>(contract, "contractPriceFactorError")->text(),
             QStringLiteral("Price factor (low) must be greater than zero."));
    find<QDoubleSpinBox>(contract, "contractPriceFactorLow")->setValue(1.0);
    QVERIFY(okButton(contract, "contractButtons")->isEnabled());
    QVERIFY(!contract->contract().unitPriceCnyPerCardHour.has_value());
    QTest::mouseClick(okButton(contract, "contractButtons"), Qt::LeftButton);
    QCOMPARE(doc->project().userCatalog.contracts.size(), std::size_t(1));

    // Two contracts of the user's cannot share an identifier.
    contract = openDialog<ContractDialog>(w, "catalogAdd_contracts");
    fillContract(contract, QStringLiteral("twin"));
    QVERIFY(!okButton(contract, "contractButtons")->isEnabled());
    QCOMPARE(find<QLabel>(contract, "contractIdError")->text(),
             QStringLiteral("Another of your contracts already has the identifier \"twin\"."));
    contract->reject();
    QCOMPARE(doc->project().userCatalog.contracts.size(), std::size_t(1));
    QCOMPARE(doc->undoStack()->count(), 1);
}

void TestCatalogPage::duplicateBuiltinFacilityAndContractReplacesThem()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("catalogPage")));
    ProjectDocument *doc = w.document();
    const suanpan::Catalog &builtin = suanpan::builtinCatalog().value();
    const Facility baoan = *builtin.findFacility("idc-baoan");
    const Contract monthly = *builtin.findContract("monthly");

    selectEntry(w, "facilities", "idc-baoan");
    auto *facility = openDialog<FacilityDialog>(w, "catalogDuplicate_facilities");
    QVERIFY(facility);
    // A copy of the built-in facility, complete from the start and exact.
    QCOMPARE(find<QLineEdit>(facility, "facilityId")->text(), QStringLiteral("idc-baoan"));
    QCOMPARE(facility->facility(), baoan);
    QVERIFY(okButton(facility, "facilityButtons")->isEnabled());
    // A language switch rewords the open editor and keeps every choice.
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    // The language change reaches the widgets as posted events.
    QTRY_VERIFY(facility->windowTitle() != QLatin1String("Facility"));
    QVERIFY(find<QComboBox>(facility, "facilityPower")->currentText() !=
            QLatin1String("Two utility feeds + generator"));
    QCOMPARE(facility->facility(), baoan);
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    QTRY_COMPARE(facility->windowTitle(), QStringLiteral("Facility"));
    QCOMPARE(find<QComboBox>(facility, "facilityPower")->currentText(),
             QStringLiteral("Two utility feeds + generator"));
    find<QDoubleSpinBox>(facility, "facilityCabinetPower")->setValue(20.0);
    QTest::mouseClick(okButton(facility, "facilityButtons"), Qt::LeftButton);

    const Facility *shadow = doc->catalog().findFacility("idc-baoan");
    QCOMPARE(shadow->cabinetPowerKw, 20.0);
    QCOMPARE(shadow->pue, baoan.pue);
    QCOMPARE(shadow->electricityCnyPerKwh, baoan.electricityCnyPerKwh);
    // A changed figure is the user's now, naming where the rest came from.
    QCOMPARE(shadow->provenance.source, "user, from " + baoan.provenance.source);
    QCOMPARE(doc->catalog().facilities.size(), builtin.facilities.size());
    QCOMPARE(entryColumn(w, "facilities", 8), QStringLiteral("Yours, replaces built-in"));

    selectEntry(w, "contracts", "monthly");
    auto *contract = openDialog<ContractDialog>(w, "catalogDuplicate_contracts");
    QVERIFY(contract);
    QCOMPARE(contract->contract(), monthly);
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    QTRY_VERIFY(contract->windowTitle() != QLatin1String("Contract"));
    QCOMPARE(contract->contract(), monthly);
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
    QTRY_COMPARE(contract->windowTitle(), QStringLiteral("Contract"));
    // The built-in monthly plan is a factor on the card's price.
    QVERIFY(find<QWidget>(contract, "contractPriceFactor")->isVisible());
    QVERIFY(!find<QWidget>(contract, "contractUnitPrice")->isVisible());
    find<QDoubleSpinBox>(contract, "contractDeposit")->setValue(20'000.0);
    QTest::mouseClick(okButton(contract, "contractButtons"), Qt::LeftButton);
    QCOMPARE(doc->catalog().findContract("monthly")->depositCny, 20'000.0);
    QCOMPARE(doc->catalog().findContract("monthly")->priceFactor, monthly.priceFactor);
    QCOMPARE(doc->catalog().contracts.size(), builtin.contracts.size());
    QVERIFY(doc->issues().empty());

    // Removing them brings the built-in entries back for the options that use them.
    selectEntry(w, "facilities", "idc-baoan");
    QTest::mouseClick(find<QPushButton>(&w, "catalogRemove_facilities"), Qt::LeftButton);
    QCOMPARE(*doc->catalog().findFacility("idc-baoan"), baoan);
    selectEntry(w, "contracts", "monthly");
    QTest::mouseClick(find<QPushButton>(&w, "catalogRemove_contracts"), Qt::LeftButton);
    QCOMPARE(*doc->catalog().findContract("monthly"), monthly);
    QCOMPARE(entryColumn(w, "contracts", 5), QStringLiteral("Built-in"));
    QVERIFY(doc->issues().empty());
}

void TestCatalogPage::editAndRemoveFacilityAndContractAreUndoable()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("catalogPage")));
    ProjectDocument *doc = w.document();
    auto *facility = openDialog<FacilityDialog>(w, "catalogAdd_facilities");
    fillFacility(facility, QStringLiteral("mine"));
    QTest::mouseClick(okButton(facility, "facilityButtons"), Qt::LeftButton);
    auto *contract = openDialog<ContractDialog>(w, "catalogAdd_contracts");
    fillContract(contract, QStringLiteral("mine"));
    QTest::mouseClick(okButton(contract, "contractButtons"), Qt::LeftButton);
    const suanpan::UserCatalog added = doc->project().userCatalog;
    QCOMPARE(added.facilities.size(), std::size_t(1));
    QCOMPARE(added.contracts.size(), std::size_t(1));

    // Built-in entries cannot be edited or removed, only duplicated.
    for (const char *kind : {"facilities", "contracts"}) {
        selectEntry(w, kind, kind == std::string("facilities") ? "gpu-cloud" : "spot");
        const QString suffix = QLatin1Char('_') + QLatin1String(kind);
        QVERIFY(
            !find<QPushButton>(&w, qPrintable(QLatin1String("catalogEdit") + suffix))->isEnabled());
        QVERIFY(!find<QPushButton>(&w, qPrintable(QLatin1String("catalogRemove") + suffix))
                     ->isEnabled());
        QVERIFY(find<QPushButton>(&w, qPrintable(QLatin1String("catalogDuplicate") + suffix))
                    ->isEnabled());
    }

    // A double click opens the user's own facility.
    selectEntry(w, "facilities", "mine");
    auto *table = find<QTableView>(&w, "catalogTable_facilities");
    const QModelIndex current = table->selectionModel()->selectedRows().front();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    // The view opens an index on a double click where the press was.
    const QPoint where = table->visualRect(current).center();
    QTest::mousePress(table->viewport(), Qt::LeftButton, {}, where);
    QTest::mouseRelease(table->viewport(), Qt::LeftButton, {}, where);
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, where);
    facility = w.findChild<FacilityDialog *>();
    QVERIFY(facility && QTest::qWaitForWindowExposed(facility));
    QCOMPARE(facility->facility(), added.facilities.front());
    setText(facility, "facilityNameEn", QStringLiteral("Our better IDC"));
    QTest::mouseClick(okButton(facility, "facilityButtons"), Qt::LeftButton);
    QCOMPARE(doc->project().userCatalog.facilities.size(), std::size_t(1));
    QCOMPARE(doc->project().userCatalog.facilities.front().nameEn, std::string("Our better IDC"));
    QVERIFY(doc->undoStack()->undoText().contains(QLatin1String("Edit facility")));

    selectEntry(w, "contracts", "mine");
    contract = openDialog<ContractDialog>(w, "catalogEdit_contracts");
    QVERIFY(contract);
    choose(contract, "contractPowerBilling", int(suanpan::PowerBilling::MeteredAboveQuota));
    find<QDoubleSpinBox>(contract, "contractPowerPrice")->setValue(1.2);
    QTest::mouseClick(okButton(contract, "contractButtons"), Qt::LeftButton);
    const Contract &edited = doc->project().userCatalog.contracts.front();
    QCOMPARE(edited.powerBilling, suanpan::PowerBilling::MeteredAboveQuota);
    QCOMPARE(edited.powerPriceCnyPerKwh, 1.2);
    QVERIFY(doc->undoStack()->undoText().contains(QLatin1String("Edit contract")));
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QCOMPARE(doc->project().userCatalog, added);

    selectEntry(w, "facilities", "mine");
    QTest::mouseClick(find<QPushButton>(&w, "catalogRemove_facilities"), Qt::LeftButton);
    QVERIFY(doc->undoStack()->undoText().contains(QLatin1String("Remove facility")));
    selectEntry(w, "contracts", "mine");
    QTest::mouseClick(find<QPushButton>(&w, "catalogRemove_contracts"), Qt::LeftButton);
    QVERIFY(doc->undoStack()->undoText().contains(QLatin1String("Remove contract")));
    QVERIFY(doc->project().userCatalog.facilities.empty());
    QVERIFY(doc->project().userCatalog.contracts.empty());
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QCOMPARE(doc->project().userCatalog, added);
    selectEntry(w, "facilities", "mine");
    selectEntry(w, "contracts", "mine");
}

// Editing a card on the Catalog page re-costs plan vs measured on the
// Verification page: the panel shows core's planVsMeasured for the project
// and catalog as they are after the edit, not as they were.
void TestCatalogPage::planVsMeasuredFollowsCardEdit()
{
    const char *const h800 = "o-h800-hosted-monthly";
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openExample());
    ProjectDocument *doc = w.document();
    // Measured on the delivered H800s: the real MFU and the bandwidth between machines.
    for (const char *file : {"training_log.csv", "iperf3_tcp.json"}) {
        auto record = readEvidenceFile(
            QStringLiteral(SUANPAN_TEST_DATA "/evidence/") + QLatin1String(file), std::nullopt,
            h800, doc->project(), doc->catalog(), doc->results()->evaluation());
        QVERIFY2(record.ok(), file);
        doc->undoStack()->push(new AddEvidence(doc, std::move(record).value()));
    }
    // What the panel should show: core's figures, as the time and cost cells
    // word them (a dash for serving, which has no job time).
    const auto expected = [doc, h800] {
        const suanpan::MeasuredFacts facts =
            suanpan::measuredFacts(doc->project(), doc->catalog(), h800);
        const QString arrow = QStringLiteral("%1 \u2192 %2");
        QStringList cells;
        for (const suanpan::PlanVsMeasured &row :
             suanpan::planVsMeasured(doc->project(), doc->catalog(), h800, facts)) {
            cells << (row.plannedHours.likely > 0.0
                          ? arrow.arg(CostText::jobTime(Range::exactly(row.plannedHours.likely)),
                                      CostText::jobTime(Range::exactly(row.measuredHours.likely)))
                          : MoneyFormat::missing());
            cells << arrow.arg(MoneyFormat::amount(row.plannedCny.likely),
                               MoneyFormat::amount(row.measuredCny.likely));
        }
        return cells;
    };
    QVERIFY(w.showPage(QStringLiteral("verifyPage")));
    auto *table = find<QTableWidget>(&w, "planTable");
    const auto shown = [table] {
        QStringList cells;
        for (int r = 0; r < table->rowCount(); ++r)
            cells << table->item(r, 1)->text() << table->item(r, 2)->text();
        return cells;
    };
    choose(&w, "verifyOption", QString::fromLatin1(h800));
    find<QTabWidget>(&w, "verifyTabs")->setCurrentIndex(2);
    const QStringList before = expected();
    QVERIFY(!before.isEmpty());
    QTRY_COMPARE(shown(), before);

    // The H800 made 25 % faster in the project's own copy of the card: the
    // plan's training time drops (the monthly rent of the example does not).
    QVERIFY(w.showPage(QStringLiteral("catalogPage")));
    selectCard(w, "h800-sxm");
    CardDialog *dialog = openDialog(w, "catalogDuplicate_cards");
    QVERIFY(dialog);
    auto *bf16 = find<QDoubleSpinBox>(dialog, "cardBf16");
    bf16->setValue(bf16->value() * 1.25);
    QTest::mouseClick(okButton(dialog), Qt::LeftButton);
    QCOMPARE(doc->project().userCatalog.cards.size(), std::size_t(1));

    QVERIFY(w.showPage(QStringLiteral("verifyPage")));
    const QStringList after = expected();
    QVERIFY2(after != before, qPrintable(after.join(QLatin1String(", "))));
    QTRY_COMPARE(shown(), after);
    // Undo on the Verification page itself: the figures go back at once.
    doc->undoStack()->undo();
    QTRY_COMPARE(shown(), before);
}

// The rent column shows, for each card, the price per card-hour the cost
// engine charges a GPU-cloud option on an hourly plan: for the example's
// 8x RTX 4090 cloud option the very number Compare and `evaluate` use.
void TestCatalogPage::rentColumnShowsTheEnginesPrice()
{
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("comparePage")));
    // The document's evaluation is the one Compare shows.
    const suanpan::Evaluation &shown = w.document()->results()->evaluation();
    QVERIFY(shown.option("o-4090-cloud-hourly") != nullptr);
    const Range used =
        lineInput(shown, "o-4090-cloud-hourly", "rent", "card.rent_cny_per_card_hour");
    suanpan::EvaluateSettings settings;
    settings.sensitivity = false;
    const suanpan::Evaluation ev =
        suanpan::evaluate(w.document()->project(), suanpan::builtinCatalog().value(), settings);
    QCOMPARE(lineInput(ev, "o-4090-cloud-hourly", "rent", "card.rent_cny_per_card_hour"), used);
    // prices.md 3a: retail GPU clouds, AutoDL 2.5-3.5, 恒源云 3-4, Alibaba PAI 5-7.
    QCOMPARE(used, (Range{2.5, 3.5, 7.0}));

    QVERIFY(w.showPage(QStringLiteral("catalogPage")));
    QTableView *table = cardTable(w);
    const int rentColumn = 7;
    const QString header =
        table->model()->headerData(rentColumn, Qt::Horizontal, Qt::DisplayRole).toString();
    QVERIFY2(header.contains(QLatin1String("GPU cloud")), qPrintable(header));
    QVERIFY(!table->model()
                 ->headerData(rentColumn, Qt::Horizontal, Qt::ToolTipRole)
                 .toString()
                 .isEmpty());
    selectCard(w, "rtx-4090");
    QCOMPARE(entryColumn(w, "cards", rentColumn), MoneyFormat::range(used));
    int row = table->selectionModel()->selectedRows().front().row();
    const QString tip = table->model()->index(row, rentColumn).data(Qt::ToolTipRole).toString();
    // Every quote with its channel, billing mode and source, in the UI language.
    for (const QString &part :
         {QStringLiteral("GPU cloud, Hourly: ") + MoneyFormat::range(used).toHtmlEscaped(),
          QStringLiteral("IDC cabinet and Hosted cluster, Hourly: "),
          QStringLiteral("IDC cabinet, Daily: "),
          QStringLiteral("IDC cabinet, Hosted cluster, and Remote region, Monthly: "),
          // seed 003 by its title, never the code.
          QStringLiteral("Source: &quot;What does renting an AI training server"),
          QStringLiteral("Retail GPU-cloud platforms"), QStringLiteral("AutoDL")})
        QVERIFY2(tip.contains(part), qPrintable(part + QLatin1String(" not in ") + tip));
    QVERIFY2(!tip.contains(QLatin1String("seed 0")), qPrintable(tip));
    saveTooltip(tip, QStringLiteral("catalog-rent-tooltip-en"));

    // No GPU-cloud quote for an H100: the engine's fallback price, marked as worked out.
    selectCard(w, "h100-sxm");
    row = table->selectionModel()->selectedRows().front().row();
    const suanpan::PriceChoice h100 = suanpan::rentPrice(
        *w.document()->catalog().findCard("h100-sxm"), suanpan::FacilityKind::GpuCloud,
        *w.document()->catalog().findContract("hourly"), [&] {
            suanpan::AssumptionSet a;
            std::vector<suanpan::Error> problems;
            suanpan::readAssumptions(
                suanpan::CatalogView(w.document()->catalog(), w.document()->project()),
                w.document()->project(), a, problems);
            return a;
        }());
    QVERIFY(h100.otherChannel);
    // prices.md 3a: 12-13.1 a month / 0.75, 0.65, 0.55 = 16-23.82 (likely 19.23): rounded
    // in the cell, exact in the tooltip.
    QCOMPARE(entryColumn(w, "cards", rentColumn),
             QStringLiteral("\u2248 ") + MoneyFormat::range(Range{16.0, 19.0, 24.0}));
    const QString h100Tip = table->model()->index(row, rentColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(h100Tip.contains(QLatin1String("No GPU-cloud quote")), qPrintable(h100Tip));
    QVERIFY2(h100Tip.contains(MoneyFormat::range(h100.cnyPerCardHour).toHtmlEscaped()),
             qPrintable(h100Tip));

    // The fixed words, each quote's basis and its source follow the UI language.
    LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
    selectCard(w, "rtx-4090");
    row = table->selectionModel()->selectedRows().front().row();
    const QString zhTip = table->model()->index(row, rentColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(zhTip.contains(QStringLiteral("GPU \u4e91\uff0c\u6309\u5c0f\u65f6")),
             qPrintable(zhTip)); // "GPU 云，按小时"
    QVERIFY2(!zhTip.contains(QLatin1String("Every rent quote")), qPrintable(zhTip));
    for (const QString &part :
         {QStringLiteral("GPU \u4e91\u5e73\u53f0\u96f6\u552e\u4ef7"), // "GPU 云平台零售价"
          QStringLiteral("\u300a\u6df1\u5733AI\u8bad\u7ec3"),         // "《深圳AI训练"
          QStringLiteral("\u5305\u5929")})                            // "包天"
        QVERIFY2(zhTip.contains(part), qPrintable(part + QLatin1String(" not in ") + zhTip));
    for (const char *english : {"Retail", "Shenzhen IDC", "Whole server", "seed 0", "per card"})
        QVERIFY2(!zhTip.contains(QLatin1String(english)), qPrintable(english + zhTip));
    // The card's notes and its spec sources too.
    const QString nameTip = table->model()->index(row, 0).data(Qt::ToolTipRole).toString();
    QVERIFY2(nameTip.contains(QStringLiteral("\u6ca1\u6709 NVLink")), qPrintable(nameTip));
    QVERIFY2(!nameTip.contains(QLatin1String("No NVLink")), qPrintable(nameTip));
    selectCard(w, "h100-sxm");
    row = table->selectionModel()->selectedRows().front().row();
    const QString specTip = table->model()->index(row, 2).data(Qt::ToolTipRole).toString();
    QVERIFY2(specTip.contains(QStringLiteral("\u89c4\u683c\u4e66")), qPrintable(specTip));
    QVERIFY2(!specTip.contains(QLatin1String("datasheet")), qPrintable(specTip));
    saveTooltip(zhTip, QStringLiteral("catalog-rent-tooltip-zh_CN"));
    saveTooltip(nameTip, QStringLiteral("catalog-card-tooltip-zh_CN"));
    QVERIFY(!table->model()
                 ->headerData(rentColumn, Qt::Horizontal, Qt::DisplayRole)
                 .toString()
                 .contains(QLatin1String("GPU cloud")));

    // The page keeps each cell as worked out; an edit of the price factors
    // the H100's converted price uses shows at once, and so does going back.
    const QString before = entryColumn(w, "cards", rentColumn);
    const std::vector<suanpan::Assumption> original = w.document()->project().assumptions;
    std::vector<suanpan::Assumption> assumptions = original;
    suanpan::Assumption factor;
    factor.key = "monthly_price_factor"; // the project's own value over the built-in one
    factor.value = Range::exactly(0.5);
    factor.unit = "fraction";
    assumptions.push_back(factor);
    w.document()->setAssumptions(assumptions);
    // 12-13.1 a month / 0.5 = 24-26.2 per card-hour
    const QString edited = entryColumn(w, "cards", rentColumn); // "约 ¥24–26（最可能 25）"
    QVERIFY2(edited.endsWith(MoneyFormat::range(Range{24.0, 25.0, 26.0})), qPrintable(edited));
    w.document()->setAssumptions(original);
    QCOMPARE(entryColumn(w, "cards", rentColumn), before);
}

// The card editor's hourly rent is for a channel the user picks: each
// channel keeps its own quote, and the other quotes are kept as they were.
void TestCatalogPage::cardDialogEditsQuotesByChannel()
{
    using suanpan::FacilityKind;
    const auto mask = [](std::initializer_list<FacilityKind> kinds) {
        int m = 0;
        for (FacilityKind k : kinds)
            m |= 1 << int(k);
        return m;
    };
    MainWindow w;
    w.show();
    QVERIFY(w.openExample());
    QVERIFY(w.showPage(QStringLiteral("catalogPage")));
    ProjectDocument *doc = w.document();
    const Card builtin = *doc->catalog().findCard("rtx-4090");

    selectCard(w, "rtx-4090");
    CardDialog *dialog = openDialog(w, "catalogDuplicate_cards");
    QVERIFY(dialog);
    auto *channel = find<QComboBox>(dialog, "cardRentChannel");
    auto *rent = find<RangeEdit>(dialog, "cardRent");
    // It opens on the channel the Catalog page shows: GPU cloud.
    QCOMPARE(channel->currentData().toInt(), mask({FacilityKind::GpuCloud}));
    QCOMPARE(rent->value(), (Range{2.5, 3.5, 7.0}));
    // The Shenzhen IDC quote (seed 001) is its own channel.
    choose(dialog, "cardRentChannel",
           mask({FacilityKind::IdcCabinet, FacilityKind::HostedCluster}));
    QCOMPARE(rent->value(), (Range{10.0, 15.0, 25.0}));
    // A channel without an hourly quote: empty; typing a price adds one for it.
    choose(dialog, "cardRentChannel", mask({FacilityKind::IdcCabinet}));
    QCOMPARE(rent->value(), Range{});
    setRange(dialog, "cardRent", {12.0, 13.0, 14.0});
    QVERIFY(okButton(dialog)->isEnabled());
    const Card edited = dialog->card();
    QCOMPARE(edited.rent.size(), builtin.rent.size() + 1);
    const suanpan::PriceQuote &added = edited.rent.back();
    QCOMPARE(added.facilityKinds, std::vector{FacilityKind::IdcCabinet});
    QCOMPARE(added.mode, suanpan::BillingMode::Hourly);
    QCOMPARE(added.cny, (Range{12.0, 13.0, 14.0}));
    QCOMPARE(added.provenance.source, std::string("user"));
    for (std::size_t i = 0; i < builtin.rent.size(); ++i)
        QVERIFY(edited.rent[i] == builtin.rent[i]);
    QVERIFY(find<QLabel>(dialog, "cardRentQuotes")->text().contains(QLatin1String("Daily")));
    QTest::mouseClick(okButton(dialog), Qt::LeftButton);

    // The engine prices an IDC option from both IDC quotes, a cloud one as before.
    const Card *ours = doc->catalog().findCard("rtx-4090");
    QCOMPARE(ours->rent.size(), builtin.rent.size() + 1);
    suanpan::AssumptionSet a;
    std::vector<suanpan::Error> problems;
    QVERIFY(suanpan::readAssumptions(suanpan::CatalogView(doc->catalog(), doc->project()),
                                     doc->project(), a, problems));
    const suanpan::PriceChoice idc = suanpan::rentPrice(*ours, FacilityKind::IdcCabinet,
                                                        *doc->catalog().findContract("hourly"), a);
    QCOMPARE(idc.cnyPerCardHour, (Range{10.0, 14.0, 25.0})); // median of 15 and 13
    const suanpan::PriceChoice cloud = suanpan::rentPrice(
        *ours, FacilityKind::GpuCloud, *doc->catalog().findContract("hourly"), a);
    QCOMPARE(cloud.cnyPerCardHour, (Range{2.5, 3.5, 7.0}));

    // Saved in the project file with its channel.
    const QString path = m_dir.filePath(QStringLiteral("channels.suanpan"));
    QVERIFY(doc->save(path).ok());
    ProjectDocument reopened;
    QVERIFY(reopened.load(path).ok());
    QCOMPARE(reopened.catalog().findCard("rtx-4090")->rent.back().facilityKinds,
             std::vector{FacilityKind::IdcCabinet});
}

QTEST_MAIN(TestCatalogPage)
#include "tst_catalogpage.moc"
