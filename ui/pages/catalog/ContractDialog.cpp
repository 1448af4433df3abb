#include "ContractDialog.h"

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>

#include "i18n/DisplayText.h"
#include "i18n/ErrorText.h"
#include "i18n/LanguageManager.h"
#include "model/ContractFields.h"
#include "model/Limits.h"
#include "pages/catalog/CatalogText.h"
#include "pages/catalog/EntryForm.h"
#include "widgets/RangeEdit.h"

using namespace suanpan;
using L = FieldLimits; // the editors stop where the project file does
using namespace entryform;
namespace K = fields::contract;

namespace {

const char *const kHoursSuffix = QT_TRANSLATE_NOOP("FieldRows", " h");
const char *const kDaysSuffix = QT_TRANSLATE_NOOP("FieldRows", " days");
//: Downtime compensation: free hours granted for each hour of downtime
const char *const kPerHourDownSuffix = QT_TRANSLATE_NOOP("FieldRows", " h per hour down");
const char *const kPerKwhSuffix = QT_TRANSLATE_NOOP("FieldRows", " per kWh");
//: Spin box value 0 = the contract does not say
const char *const kNotStated = QT_TRANSLATE_NOOP("FieldRows", "Not stated");
//: Spin box value 0 of a contract's minimum term
const char *const kNoMinimum = QT_TRANSLATE_NOOP("FieldRows", "No minimum");
//: Spin box value 0 of a deposit or a compensation
const char *const kNone = QT_TRANSLATE_NOOP("FieldRows", "None");
//: Power price 0: metered power is paid at the facility's electricity price
const char *const kFacilityPrice = QT_TRANSLATE_NOOP("FieldRows", "Facility's price");

const BillingMode kBilling[] = {BillingMode::Hourly, BillingMode::Daily, BillingMode::Monthly,
                                BillingMode::Yearly, BillingMode::Spot};
const BillingGranularity kGranularity[] = {BillingGranularity::Hour, BillingGranularity::Day,
                                           BillingGranularity::Month};
const PowerBilling kPowerBilling[] = {PowerBilling::Included, PowerBilling::MeteredAboveQuota,
                                      PowerBilling::Metered};
const SupportLevel kSupport[] = {SupportLevel::None, SupportLevel::BusinessHours,
                                 SupportLevel::AllHours};

// The fields a figure or a term lives in, as opposed to names, notes and the source.
Contract figuresOf(Contract c)
{
    c.id.clear();
    c.nameZh.clear();
    c.nameEn.clear();
    c.notes.clear();
    c.notesZh.clear();
    c.provenance = {};
    return c;
}

// A spin box of CNY: the yuan sign before the amount.
QDoubleSpinBox *money(QDoubleSpinBox *box)
{
    box->setPrefix(QStringLiteral("\u00a5"));
    return box;
}

} // namespace

ContractDialog::ContractDialog(const Contract &contract, std::vector<std::string> takenIds,
                               QWidget *parent)
    : QDialog(parent), m_base(contract), m_takenIds(std::move(takenIds)),
      m_showAll(!contract.id.empty())
{
    setObjectName(QStringLiteral("contractDialog"));
    buildUi();
    showContract(contract);
    connectEditors();
    retranslateUi();
}

QGroupBox *ContractDialog::buildIdentity()
{
    auto *identity = new QGroupBox(this);
    identity->setObjectName(QStringLiteral("contractIdentityGroup"));
    QFormLayout *id = formIn(identity);
    m_id = lineEdit("contractId", identity);
    m_rows.add(id, "id", m_id);
    m_nameZh = lineEdit("contractNameZh", identity);
    m_rows.add(id, "name.zh", m_nameZh);
    m_nameEn = lineEdit("contractNameEn", identity);
    m_rows.add(id, "name.en", m_nameEn);
    m_source = lineEdit("contractSource", identity);
    m_rows.add(id, "provenance.source", m_source);
    m_notes = new QPlainTextEdit(identity);
    m_notes->setObjectName(QStringLiteral("contractNotes"));
    m_notes->setTabChangesFocus(true);
    m_notes->setMaximumHeight(70);
    m_rows.add(id, "notes", m_notes);
    return identity;
}

QGroupBox *ContractDialog::buildBilling()
{
    auto *billing = new QGroupBox(this);
    billing->setObjectName(QStringLiteral("contractBillingGroup"));
    QFormLayout *bi = formIn(billing);
    m_billing = new QComboBox(billing);
    m_billing->setObjectName(QStringLiteral("contractBilling"));
    m_rows.add(bi, K::Billing.path, m_billing);
    m_granularity = new QComboBox(billing);
    m_granularity->setObjectName(QStringLiteral("contractGranularity"));
    m_rows.add(bi, K::Granularity.path, m_granularity);
    m_basis = new QComboBox(billing);
    m_basis->setObjectName(QStringLiteral("contractPriceBasis"));
    m_rows.add(bi, "basis", m_basis);
    m_priceFactor = new RangeEdit("contractPriceFactor", L::kMaxPriceFactor, 2, billing);
    m_rows.add(bi, K::PriceFactor.path, m_priceFactor);
    m_unitPrice = new RangeEdit("contractUnitPrice", L::kMaxCnyPerCardHour, 2, billing);
    m_unitPrice->setPrefix(QStringLiteral("\u00a5"));
    m_rows.add(bi, K::UnitPrice.path, m_unitPrice);
    m_minimumTerm = FieldRows::doubleSpin("contractMinimumTerm", L::kMaxHours, 0, billing);
    m_rows.addSpin(bi, K::MinimumTerm.path, m_minimumTerm, kHoursSuffix, kNoMinimum);
    m_wholeMachine = checkBox("contractWholeMachine", billing);
    bi->addRow(m_wholeMachine);
    return billing;
}

QGroupBox *ContractDialog::buildCosts()
{
    auto *costs = new QGroupBox(this);
    costs->setObjectName(QStringLiteral("contractCostsGroup"));
    QFormLayout *cs = formIn(costs);
    m_powerBilling = new QComboBox(costs);
    m_powerBilling->setObjectName(QStringLiteral("contractPowerBilling"));
    m_rows.add(cs, K::PowerBilling.path, m_powerBilling);
    m_powerPrice = money(FieldRows::doubleSpin("contractPowerPrice", L::kMaxCnyPerUnit, 3, costs));
    m_rows.addSpin(cs, K::PowerPrice.path, m_powerPrice, kPerKwhSuffix, kFacilityPrice);
    m_bandwidth = new RangeEdit("contractBandwidth", L::kMaxCnyPerMonth, 0, costs);
    m_bandwidth->setPrefix(QStringLiteral("\u00a5"));
    m_rows.add(cs, K::Bandwidth.path, m_bandwidth);
    m_storage = new RangeEdit("contractStorage", L::kMaxCnyPerUnit, 2, costs);
    m_storage->setPrefix(QStringLiteral("\u00a5"));
    m_rows.add(cs, K::Storage.path, m_storage);
    m_upload = new RangeEdit("contractUpload", L::kMaxCnyPerUnit, 2, costs);
    m_upload->setPrefix(QStringLiteral("\u00a5"));
    m_rows.add(cs, K::Upload.path, m_upload);
    return costs;
}

QGroupBox *ContractDialog::buildService()
{
    auto *service = new QGroupBox(this);
    service->setObjectName(QStringLiteral("contractServiceGroup"));
    QFormLayout *sv = formIn(service);
    m_support = new QComboBox(service);
    m_support->setObjectName(QStringLiteral("contractSupport"));
    m_rows.add(sv, K::Support.path, m_support);
    m_response = FieldRows::doubleSpin("contractResponse", L::kMaxHours, 1, service);
    m_rows.addSpin(sv, K::Response.path, m_response, kHoursSuffix, kNotStated);
    m_replacement = FieldRows::doubleSpin("contractReplacement", L::kMaxHours, 1, service);
    m_rows.addSpin(sv, K::Replacement.path, m_replacement, kHoursSuffix, kNotStated);
    m_compensation = FieldRows::doubleSpin("contractCompensation", L::kMaxCompensation, 1, service);
    m_rows.addSpin(sv, K::Compensation.path, m_compensation, kPerHourDownSuffix, kNone);
    m_deposit = money(FieldRows::doubleSpin("contractDeposit", L::kMaxCny, 0, service));
    m_rows.addSpin(sv, K::Deposit.path, m_deposit, nullptr, kNone);
    m_depositRefund = FieldRows::intSpin("contractDepositRefund", int(L::kMaxDays), service);
    m_rows.addSpin(sv, K::DepositRefund.path, m_depositRefund, kDaysSuffix, kNotStated);
    m_acceptance = lineEdit("contractAcceptance", service);
    m_rows.add(sv, K::Acceptance.path, m_acceptance);
    m_spotReclaim = FieldRows::doubleSpin("contractSpotReclaim", L::kMaxPerHour, 3, service);
    m_rows.addSpin(sv, K::SpotReclaim.path, m_spotReclaim, nullptr, nullptr);
    return service;
}

QGroupBox *ContractDialog::buildFeatures()
{
    auto *features = new QGroupBox(this);
    features->setObjectName(QStringLiteral("contractFeaturesGroup"));
    auto *fe = new QGridLayout(features);
    m_backupPool = checkBox("contractBackupPool", features);
    m_snapshots = checkBox("contractSnapshots", features);
    m_persistentDisks = checkBox("contractPersistentDisks", features);
    m_upgrade = checkBox("contractUpgrade", features);
    QCheckBox *checks[] = {m_backupPool, m_snapshots, m_persistentDisks, m_upgrade};
    for (int i = 0; i < int(std::size(checks)); ++i)
        fe->addWidget(checks[i], i / 2, i % 2);
    return features;
}

void ContractDialog::buildUi()
{
    QGroupBox *identity = buildIdentity();
    QGroupBox *billing = buildBilling();
    QGroupBox *costs = buildCosts();
    QGroupBox *service = buildService();
    QGroupBox *features = buildFeatures();
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("contractSummary"));
    m_summary->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->setObjectName(QStringLiteral("contractButtons"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *grid = new QGridLayout(this);
    // Two columns of about equal height, so the dialog fits a 1280 x 800 screen.
    grid->addWidget(identity, 0, 0);
    grid->addWidget(billing, 0, 1);
    grid->addWidget(costs, 1, 0);
    grid->addWidget(features, 2, 0);
    grid->addWidget(service, 1, 1, 2, 1);
    grid->addWidget(m_summary, 3, 0, 1, 2);
    grid->addWidget(m_buttons, 4, 0, 1, 2);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
}

void ContractDialog::showContract(const Contract &c)
{
    showText(m_id, c.id);
    showText(m_nameZh, c.nameZh);
    showText(m_nameEn, c.nameEn);
    showText(m_source, c.provenance.source);
    showText(m_acceptance, c.acceptanceCriteria);
    m_textsChinese = LanguageManager::isChinese();
    m_notes->setPlainText(DisplayText::name(c.notesZh, c.notes, m_textsChinese));
    m_priceFactor->setValue(c.priceFactor);
    m_unitPrice->setValue(c.unitPriceCnyPerCardHour.value_or(Range{}));
    m_minimumTerm->setValue(c.minimumTermHours);
    m_wholeMachine->setChecked(c.wholeMachine);
    m_powerPrice->setValue(c.powerPriceCnyPerKwh);
    m_bandwidth->setValue(c.bandwidthCnyPerMonth);
    m_storage->setValue(c.storageCnyPerGbMonth);
    m_upload->setValue(c.uploadCnyPerGb);
    m_response->setValue(c.responseHours);
    m_replacement->setValue(c.replacementHours);
    m_compensation->setValue(c.downtimeCompensation);
    m_deposit->setValue(c.depositCny);
    m_depositRefund->setValue(c.depositRefundDays);
    m_spotReclaim->setValue(c.spotReclaimPerHour);
    m_backupPool->setChecked(c.backupPool);
    m_snapshots->setChecked(c.snapshots);
    m_persistentDisks->setChecked(c.persistentDisks);
    m_upgrade->setChecked(c.upgradeWithoutMigration);
    // The combos are filled, with these values selected, in retranslateUi().
}

void ContractDialog::connectEditors()
{
    const auto onText = [this](QLineEdit *edit, const char *path) {
        connect(edit, &QLineEdit::textEdited, this, [this, path] { touch(path); });
    };
    onText(m_id, "id");
    onText(m_nameZh, "name.zh");
    onText(m_nameEn, "name.en");
    onText(m_source, "provenance.source");
    onText(m_acceptance, K::Acceptance.path);
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] { touch("notes"); });
    const auto onCombo = [this](QComboBox *combo, const char *path) {
        connect(combo, &QComboBox::activated, this, [this, path] { touch(path); });
    };
    onCombo(m_billing, K::Billing.path);
    onCombo(m_granularity, K::Granularity.path);
    onCombo(m_powerBilling, K::PowerBilling.path);
    onCombo(m_support, K::Support.path);
    connect(m_basis, &QComboBox::activated, this, [this] {
        showPriceBasis();
        touch("basis");
    });
    const auto onSpin = [this](QDoubleSpinBox *box, const char *path) {
        connect(box, &QDoubleSpinBox::valueChanged, this, [this, path] { touch(path); });
    };
    onSpin(m_minimumTerm, K::MinimumTerm.path);
    onSpin(m_powerPrice, K::PowerPrice.path);
    onSpin(m_response, K::Response.path);
    onSpin(m_replacement, K::Replacement.path);
    onSpin(m_compensation, K::Compensation.path);
    onSpin(m_deposit, K::Deposit.path);
    onSpin(m_spotReclaim, K::SpotReclaim.path);
    connect(m_depositRefund, &QSpinBox::valueChanged, this,
            [this] { touch(K::DepositRefund.path); });
    const auto onRange = [this](RangeEdit *edit, const char *path) {
        connect(edit, &RangeEdit::valueChanged, this, [this, path] { touch(path); });
    };
    onRange(m_priceFactor, K::PriceFactor.path);
    onRange(m_unitPrice, K::UnitPrice.path);
    onRange(m_bandwidth, K::Bandwidth.path);
    onRange(m_storage, K::Storage.path);
    onRange(m_upload, K::Upload.path);
    for (QCheckBox *box : {m_wholeMachine, m_backupPool, m_snapshots, m_persistentDisks, m_upgrade})
        connect(box, &QCheckBox::toggled, this, [this] { refresh(); });
}

ContractDialog::PriceBasis ContractDialog::priceBasis() const
{
    return m_basis->count()                 ? PriceBasis(m_basis->currentData().toInt())
           : m_base.unitPriceCnyPerCardHour ? PriceBasis::OwnPrice
                                            : PriceBasis::Factor;
}

void ContractDialog::showPriceBasis()
{
    const bool own = priceBasis() == PriceBasis::OwnPrice;
    m_rows.setRowVisible(K::PriceFactor.path, !own);
    m_rows.setRowVisible(K::UnitPrice.path, own);
}

Contract ContractDialog::contract() const
{
    Contract c = m_base;
    c.id = text(m_id);
    c.nameZh = text(m_nameZh);
    c.nameEn = text(m_nameEn);
    DisplayText::setName(c.notesZh, c.notes, m_notes->toPlainText(), m_textsChinese);
    c.acceptanceCriteria = text(m_acceptance);
    c.billing = BillingMode(m_billing->currentData().toInt());
    c.granularity = BillingGranularity(m_granularity->currentData().toInt());
    // The engine ignores the factor when the contract has a price of its own,
    // so the hidden factor keeps the entry's own value.
    if (priceBasis() == PriceBasis::OwnPrice) {
        c.unitPriceCnyPerCardHour =
            keptRange(m_unitPrice, m_base.unitPriceCnyPerCardHour.value_or(Range{}));
    } else {
        c.unitPriceCnyPerCardHour.reset();
        c.priceFactor = keptRange(m_priceFactor, m_base.priceFactor);
    }
    c.minimumTermHours = keptFigure(m_minimumTerm, m_base.minimumTermHours);
    c.wholeMachine = m_wholeMachine->isChecked();
    c.powerBilling = PowerBilling(m_powerBilling->currentData().toInt());
    c.powerPriceCnyPerKwh = keptFigure(m_powerPrice, m_base.powerPriceCnyPerKwh);
    c.bandwidthCnyPerMonth = keptRange(m_bandwidth, m_base.bandwidthCnyPerMonth);
    c.storageCnyPerGbMonth = keptRange(m_storage, m_base.storageCnyPerGbMonth);
    c.uploadCnyPerGb = keptRange(m_upload, m_base.uploadCnyPerGb);
    c.support = SupportLevel(m_support->currentData().toInt());
    c.responseHours = keptFigure(m_response, m_base.responseHours);
    c.replacementHours = keptFigure(m_replacement, m_base.replacementHours);
    c.downtimeCompensation = keptFigure(m_compensation, m_base.downtimeCompensation);
    c.depositCny = keptFigure(m_deposit, m_base.depositCny);
    c.depositRefundDays = m_depositRefund->value();
    c.spotReclaimPerHour = keptFigure(m_spotReclaim, m_base.spotReclaimPerHour);
    c.backupPool = m_backupPool->isChecked();
    c.snapshots = m_snapshots->isChecked();
    c.persistentDisks = m_persistentDisks->isChecked();
    c.upgradeWithoutMigration = m_upgrade->isChecked();
    c.provenance =
        editedProvenance(m_base.provenance, text(m_source), !(figuresOf(c) == figuresOf(m_base)));
    return c;
}

ValidationIssues ContractDialog::issues() const
{
    return entryform::issuesOf(contract(), m_takenIds);
}

void ContractDialog::touch(const char *path)
{
    m_touched.insert(path);
    refresh();
}

void ContractDialog::refresh()
{
    const ValidationIssues problems = issues();
    const entryform::Problems shown = entryform::problems(
        problems, m_touched, m_showAll, entryform::rowOf, [](const std::string &id) {
            //: %1 is a contract identifier such as "monthly-ours"
            return tr("Another of your contracts already has the identifier \"%1\".")
                .arg(QString::fromStdString(id));
        });
    m_rows.showErrors(shown.messages);
    entryform::growToFit(this);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problems.empty());
    m_summary->setText(problems.empty()
                           ? tr("The contract is complete.")
                           : tr("%n field(s) still need a valid value before OK.", "", shown.rows));
}

void ContractDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void ContractDialog::retranslateUi()
{
    setWindowTitle(m_base.id.empty() ? tr("New Contract") : tr("Contract"));
    findChild<QGroupBox *>(QStringLiteral("contractIdentityGroup"))->setTitle(tr("Contract"));
    //: Group: billing mode, granularity, price and minimum term of a contract
    findChild<QGroupBox *>(QStringLiteral("contractBillingGroup"))->setTitle(tr("Billing"));
    //: Group: power billing, bandwidth, storage and upload prices of a contract (CNY)
    findChild<QGroupBox *>(QStringLiteral("contractCostsGroup"))
        ->setTitle(tr("Power and extra costs"));
    //: Group: support, replacement, compensation, deposit and acceptance terms
    findChild<QGroupBox *>(QStringLiteral("contractServiceGroup"))
        ->setTitle(tr("Service and terms"));
    //: Group: what the provider includes (backup cards, snapshots, disks, upgrades)
    findChild<QGroupBox *>(QStringLiteral("contractFeaturesGroup"))->setTitle(tr("Included"));
    m_id->setPlaceholderText(tr("e.g. monthly-ours"));
    m_id->setToolTip(tr("A short, unique identifier. The same identifier as a built-in contract "
                        "replaces that contract in this project."));
    m_source->setPlaceholderText(tr("Where the figures come from"));
    m_acceptance->setPlaceholderText(tr("e.g. nvidia-smi and iperf3 results as agreed"));
    m_priceFactor->setToolTip(tr("The price as a share of the card's hourly catalog price: "
                                 "monthly plans about 0.55-0.75, spot about 0.4."));
    m_unitPrice->setToolTip(tr("What one card costs per hour under this contract, whatever "
                               "the card's catalog price."));
    m_minimumTerm->setToolTip(tr("The shortest time the contract can be held, in hours "
                                 "(720 for a month)."));
    m_powerPrice->setToolTip(tr("What a metered kWh costs. Left at zero, the facility's "
                                "electricity price is used."));
    m_compensation->setToolTip(
        tr("Free hours granted for each hour the cards are down through the provider's fault."));
    m_spotReclaim->setToolTip(tr("How often one spot instance is expected to be reclaimed per "
                                 "hour; only used with spot billing."));
    m_wholeMachine->setText(ErrorText::fieldLabel(K::WholeMachine.path, false));
    m_backupPool->setText(ErrorText::fieldLabel(K::BackupPool.path, false));
    m_snapshots->setText(ErrorText::fieldLabel(K::Snapshots.path, false));
    m_persistentDisks->setText(ErrorText::fieldLabel(K::PersistentDisks.path, false));
    m_upgrade->setText(ErrorText::fieldLabel(K::Upgrade.path, false));
    fillCombo(m_billing, enumItems(kBilling, &CatalogText::billingMode), int(m_base.billing));
    fillCombo(m_granularity, enumItems(kGranularity, &CatalogText::granularity),
              int(m_base.granularity));
    fillCombo(m_powerBilling, enumItems(kPowerBilling, &CatalogText::powerBilling),
              int(m_base.powerBilling));
    fillCombo(m_support, enumItems(kSupport, &CatalogText::support), int(m_base.support));
    fillCombo(m_basis,
              {{int(PriceBasis::Factor), tr("Factor on the card's hourly price")},
               {int(PriceBasis::OwnPrice), tr("Own price per card-hour")}},
              int(priceBasis()));
    showPriceBasis();
    m_rows.retranslate();
    refresh();
}
