#include "FacilityDialog.h"

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
#include "model/FacilityFields.h"
#include "model/Limits.h"
#include "pages/catalog/CatalogText.h"
#include "pages/catalog/EntryForm.h"
#include "widgets/RangeEdit.h"

using namespace suanpan;
using namespace entryform;
using L = FieldLimits; // the editors stop where the project file does
namespace F = fields::facility;

namespace {

const char *const kCardsSuffix = QT_TRANSLATE_NOOP("FieldRows", " cards");
const char *const kGbitSuffix = QT_TRANSLATE_NOOP("FieldRows", " Gbit/s");
const char *const kKwSuffix = QT_TRANSLATE_NOOP("FieldRows", " kW");
const char *const kPercentSuffix = QT_TRANSLATE_NOOP("FieldRows", " %");
const char *const kUnknown = QT_TRANSLATE_NOOP("FieldRows", "Unknown");

const FacilityKind kKinds[] = {FacilityKind::OfficeRoom, FacilityKind::IdcCabinet,
                               FacilityKind::HostedCluster, FacilityKind::GpuCloud,
                               FacilityKind::RemoteRegion};
const PowerRedundancy kPower[] = {PowerRedundancy::DualUtilityGenerator,
                                  PowerRedundancy::DualUtility, PowerRedundancy::SingleUps,
                                  PowerRedundancy::None};
const Cooling kCooling[] = {Cooling::Air, Cooling::Water, Cooling::Liquid};
const NetworkFabric kFabrics[] = {NetworkFabric::Ethernet, NetworkFabric::RoCE,
                                  NetworkFabric::InfiniBand};

// The fields a figure lives in, as opposed to names, notes and the source.
Facility figuresOf(Facility f)
{
    f.id.clear();
    f.nameZh.clear();
    f.nameEn.clear();
    f.district.clear();
    f.notes.clear();
    f.notesZh.clear();
    f.provenance = {};
    return f;
}

} // namespace

FacilityDialog::FacilityDialog(const Facility &facility, std::vector<std::string> takenIds,
                               QWidget *parent)
    : QDialog(parent), m_base(facility), m_takenIds(std::move(takenIds)),
      m_showAll(!facility.id.empty())
{
    setObjectName(QStringLiteral("facilityDialog"));
    buildUi();
    showFacility(facility);
    connectEditors();
    retranslateUi();
}

QGroupBox *FacilityDialog::buildIdentity()
{
    auto *identity = new QGroupBox(this);
    identity->setObjectName(QStringLiteral("facilityIdentityGroup"));
    QFormLayout *id = formIn(identity);
    m_id = lineEdit("facilityId", identity);
    m_rows.add(id, "id", m_id);
    m_nameZh = lineEdit("facilityNameZh", identity);
    m_rows.add(id, "name.zh", m_nameZh);
    m_nameEn = lineEdit("facilityNameEn", identity);
    m_rows.add(id, "name.en", m_nameEn);
    m_kind = new QComboBox(identity);
    m_kind->setObjectName(QStringLiteral("facilityKind"));
    m_rows.add(id, F::Kind.path, m_kind);
    m_district = lineEdit("facilityDistrict", identity);
    m_rows.add(id, F::District.path, m_district);
    m_source = lineEdit("facilitySource", identity);
    m_rows.add(id, "provenance.source", m_source);
    // Names such as "Office room (4-8-card test rig)" readable in full.
    for (QLineEdit *edit : {m_id, m_nameZh, m_nameEn})
        edit->setMinimumWidth(260);
    m_notes = new QPlainTextEdit(identity);
    m_notes->setObjectName(QStringLiteral("facilityNotes"));
    m_notes->setTabChangesFocus(true);
    m_notes->setMaximumHeight(90);
    m_rows.add(id, "notes", m_notes);
    return identity;
}

QGroupBox *FacilityDialog::buildSite()
{
    auto *site = new QGroupBox(this);
    site->setObjectName(QStringLiteral("facilitySiteGroup"));
    QFormLayout *si = formIn(site);
    m_minCards = FieldRows::intSpin("facilityMinCards", L::kMaxCards, site);
    m_rows.addSpin(si, F::MinCards.path, m_minCards, kCardsSuffix, nullptr);
    m_maxCards = FieldRows::intSpin("facilityMaxCards", L::kMaxCards, site);
    m_rows.addSpin(si, F::MaxCards.path, m_maxCards, kCardsSuffix, nullptr);
    m_power = new QComboBox(site);
    m_power->setObjectName(QStringLiteral("facilityPower"));
    m_rows.add(si, F::Power.path, m_power);
    m_cooling = new QComboBox(site);
    m_cooling->setObjectName(QStringLiteral("facilityCooling"));
    m_rows.add(si, F::Cooling.path, m_cooling);
    m_network = FieldRows::doubleSpin("facilityNetwork", L::kMaxNetworkGbitPerS, 0, site);
    m_rows.addSpin(si, F::Network.path, m_network, kGbitSuffix, nullptr);
    m_fabric = new QComboBox(site);
    m_fabric->setObjectName(QStringLiteral("facilityFabric"));
    m_rows.add(si, F::Fabric.path, m_fabric);
    m_networkPerCard = checkBox("facilityNetworkPerCard", site);
    si->addRow(m_networkPerCard);
    m_availability = FieldRows::doubleSpin("facilityAvailability", 100.0, 2, site);
    m_rows.addSpin(si, F::Availability.path, m_availability, kPercentSuffix, kUnknown);
    m_spareParts = checkBox("facilitySpareParts", site);
    si->addRow(m_spareParts);
    return site;
}

QGroupBox *FacilityDialog::buildCompliance()
{
    auto *compliance = new QGroupBox(this);
    compliance->setObjectName(QStringLiteral("facilityComplianceGroup"));
    auto *co = new QGridLayout(compliance);
    m_vpc = checkBox("facilityVpc", compliance);
    m_accessLogs = checkBox("facilityAccessLogs", compliance);
    m_encrypted = checkBox("facilityEncryptedTransfer", compliance);
    m_audit = checkBox("facilityAuditReport", compliance);
    m_licence = checkBox("facilityIdcLicence", compliance);
    QCheckBox *checks[] = {m_vpc, m_accessLogs, m_encrypted, m_audit, m_licence};
    for (int i = 0; i < int(std::size(checks)); ++i)
        co->addWidget(checks[i], i / 2, i % 2);
    return compliance;
}

QGroupBox *FacilityDialog::buildCosts()
{
    auto *costs = new QGroupBox(this);
    costs->setObjectName(QStringLiteral("facilityCostsGroup"));
    QFormLayout *cs = formIn(costs);
    m_pue = new RangeEdit("facilityPue", L::kMaxPue, 2, costs);
    m_rows.add(cs, F::Pue.path, m_pue);
    m_cabinetRent = new RangeEdit("facilityCabinetRent", L::kMaxCnyPerMonth, 0, costs);
    m_cabinetRent->setPrefix(QStringLiteral("\u00a5"));
    m_rows.add(cs, F::CabinetRent.path, m_cabinetRent);
    m_cabinetPower = FieldRows::doubleSpin("facilityCabinetPower", L::kMaxCabinetKw, 1, costs);
    m_rows.addSpin(cs, F::CabinetPower.path, m_cabinetPower, kKwSuffix, nullptr);
    m_electricity = new RangeEdit("facilityElectricity", L::kMaxCnyPerUnit, 3, costs);
    m_electricity->setPrefix(QStringLiteral("\u00a5"));
    m_rows.add(cs, F::Electricity.path, m_electricity,
               QT_TRANSLATE_NOOP("FieldRows", "Electricity price per kWh"));
    return costs;
}

void FacilityDialog::buildUi()
{
    QGroupBox *identity = buildIdentity();
    QGroupBox *site = buildSite();
    QGroupBox *compliance = buildCompliance();
    QGroupBox *costs = buildCosts();
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("facilitySummary"));
    m_summary->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->setObjectName(QStringLiteral("facilityButtons"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *grid = new QGridLayout(this);
    grid->addWidget(identity, 0, 0, 2, 1);
    grid->addWidget(site, 0, 1);
    grid->addWidget(compliance, 1, 1);
    grid->addWidget(costs, 2, 0, 1, 2);
    grid->addWidget(m_summary, 3, 0, 1, 2);
    grid->addWidget(m_buttons, 4, 0, 1, 2);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
}

void FacilityDialog::showFacility(const Facility &f)
{
    showText(m_id, f.id);
    showText(m_nameZh, f.nameZh);
    showText(m_nameEn, f.nameEn);
    showText(m_district, f.district);
    showText(m_source, f.provenance.source);
    m_textsChinese = LanguageManager::isChinese();
    m_notes->setPlainText(DisplayText::name(f.notesZh, f.notes, m_textsChinese));
    m_minCards->setValue(f.minCards);
    m_maxCards->setValue(f.maxCards);
    m_network->setValue(f.network.gbitPerS);
    m_availability->setValue(f.availability6m * 100.0);
    m_spareParts->setChecked(f.sparePartsOnSite);
    m_networkPerCard->setChecked(f.network.perCard);
    m_pue->setValue(f.pue);
    m_cabinetRent->setValue(f.cabinetRentCnyPerMonth);
    m_cabinetPower->setValue(f.cabinetPowerKw);
    m_electricity->setValue(f.electricityCnyPerKwh);
    m_vpc->setChecked(f.compliance.vpc);
    m_accessLogs->setChecked(f.compliance.accessLogs);
    m_encrypted->setChecked(f.compliance.encryptedTransfer);
    m_audit->setChecked(f.compliance.auditReport);
    m_licence->setChecked(f.compliance.idcLicence);
    // The combos are filled, with these values selected, in retranslateUi().
}

void FacilityDialog::connectEditors()
{
    const auto onText = [this](QLineEdit *edit, const char *path) {
        connect(edit, &QLineEdit::textEdited, this, [this, path] { touch(path); });
    };
    onText(m_id, "id");
    onText(m_nameZh, "name.zh");
    onText(m_nameEn, "name.en");
    onText(m_district, F::District.path);
    onText(m_source, "provenance.source");
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] { touch("notes"); });
    const auto onCombo = [this](QComboBox *combo, const char *path) {
        connect(combo, &QComboBox::activated, this, [this, path] { touch(path); });
    };
    onCombo(m_kind, F::Kind.path);
    onCombo(m_power, F::Power.path);
    onCombo(m_cooling, F::Cooling.path);
    onCombo(m_fabric, F::Fabric.path);
    // Both counts are in the one rule "minimum cannot exceed maximum".
    connect(m_minCards, &QSpinBox::valueChanged, this, [this] { touch(F::MinCards.path); });
    connect(m_maxCards, &QSpinBox::valueChanged, this, [this] {
        m_touched.insert(F::MinCards.path);
        touch(F::MaxCards.path);
    });
    const auto onSpin = [this](QDoubleSpinBox *box, const char *path) {
        connect(box, &QDoubleSpinBox::valueChanged, this, [this, path] { touch(path); });
    };
    onSpin(m_network, F::Network.path);
    onSpin(m_availability, F::Availability.path);
    onSpin(m_cabinetPower, F::CabinetPower.path);
    const auto onRange = [this](RangeEdit *edit, const char *path) {
        connect(edit, &RangeEdit::valueChanged, this, [this, path] { touch(path); });
    };
    onRange(m_pue, F::Pue.path);
    onRange(m_cabinetRent, F::CabinetRent.path);
    onRange(m_electricity, F::Electricity.path);
    for (QCheckBox *box :
         {m_networkPerCard, m_spareParts, m_vpc, m_accessLogs, m_encrypted, m_audit, m_licence})
        connect(box, &QCheckBox::toggled, this, [this] { refresh(); });
}

Facility FacilityDialog::facility() const
{
    Facility f = m_base;
    f.id = text(m_id);
    f.nameZh = text(m_nameZh);
    f.nameEn = text(m_nameEn);
    f.district = text(m_district);
    DisplayText::setName(f.notesZh, f.notes, m_notes->toPlainText(), m_textsChinese);
    f.kind = FacilityKind(m_kind->currentData().toInt());
    f.minCards = m_minCards->value();
    f.maxCards = m_maxCards->value();
    f.power = PowerRedundancy(m_power->currentData().toInt());
    f.cooling = Cooling(m_cooling->currentData().toInt());
    f.network.gbitPerS = keptFigure(m_network, m_base.network.gbitPerS);
    f.network.fabric = NetworkFabric(m_fabric->currentData().toInt());
    f.availability6m = keptFigure(m_availability, m_base.availability6m, 0.01);
    f.sparePartsOnSite = m_spareParts->isChecked();
    f.network.perCard = m_networkPerCard->isChecked();
    f.pue = keptRange(m_pue, m_base.pue);
    f.cabinetRentCnyPerMonth = keptRange(m_cabinetRent, m_base.cabinetRentCnyPerMonth);
    f.cabinetPowerKw = keptFigure(m_cabinetPower, m_base.cabinetPowerKw);
    f.electricityCnyPerKwh = keptRange(m_electricity, m_base.electricityCnyPerKwh);
    f.compliance = {m_vpc->isChecked(), m_accessLogs->isChecked(), m_encrypted->isChecked(),
                    m_audit->isChecked(), m_licence->isChecked()};
    f.provenance =
        editedProvenance(m_base.provenance, text(m_source), !(figuresOf(f) == figuresOf(m_base)));
    return f;
}

ValidationIssues FacilityDialog::issues() const
{
    return entryform::issuesOf(facility(), m_takenIds);
}

void FacilityDialog::touch(const char *path)
{
    m_touched.insert(path);
    refresh();
}

void FacilityDialog::refresh()
{
    const ValidationIssues problems = issues();
    const entryform::Problems shown = entryform::problems(
        problems, m_touched, m_showAll, entryform::rowOf, [](const std::string &id) {
            //: %1 is a facility identifier such as "idc-baoan"
            return tr("Another of your facilities already has the identifier \"%1\".")
                .arg(QString::fromStdString(id));
        });
    m_rows.showErrors(shown.messages);
    entryform::growToFit(this);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problems.empty());
    m_summary->setText(problems.empty()
                           ? tr("The facility is complete.")
                           : tr("%n field(s) still need a valid value before OK.", "", shown.rows));
}

void FacilityDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void FacilityDialog::retranslateUi()
{
    setWindowTitle(m_base.id.empty() ? tr("New Facility") : tr("Facility"));
    findChild<QGroupBox *>(QStringLiteral("facilityIdentityGroup"))->setTitle(tr("Facility"));
    //: Group: the facility's scale, power, cooling and network
    findChild<QGroupBox *>(QStringLiteral("facilitySiteGroup"))->setTitle(tr("Site"));
    findChild<QGroupBox *>(QStringLiteral("facilityComplianceGroup"))->setTitle(tr("Compliance"));
    //: Group of the facility's PUE, cabinet rent, power quota and electricity price (CNY)
    findChild<QGroupBox *>(QStringLiteral("facilityCostsGroup"))->setTitle(tr("Power and prices"));
    m_id->setPlaceholderText(tr("e.g. idc-longgang"));
    m_id->setToolTip(tr("A short, unique identifier. The same identifier as a built-in facility "
                        "replaces that facility in this project."));
    m_district->setPlaceholderText(tr("e.g. Bao'an, Nanshan, Guizhou"));
    m_source->setPlaceholderText(tr("Where the figures come from"));
    m_minCards->setToolTip(tr("The smallest and largest number of cards this facility suits; "
                              "the option search only places counts in between here."));
    m_maxCards->setToolTip(m_minCards->toolTip());
    m_availability->setToolTip(
        tr("The share of the last six months the facility was up, as its statistics show."));
    m_pue->setToolTip(tr("Power usage effectiveness: total facility power over IT power, at "
                         "least 1. Cooling and losses add the part above 1."));
    m_cabinetRent->setToolTip(tr("What one cabinet costs per month; zero for a cloud or an "
                                 "office room."));
    m_cabinetPower->setToolTip(
        tr("The power one cabinet (or office circuit) may draw. It decides how many servers "
           "share a cabinet. Not needed for a GPU cloud."));
    m_electricity->setToolTip(tr("What one kWh costs at this facility, before PUE."));
    m_spareParts->setText(ErrorText::fieldLabel(F::SpareParts.path, false));
    m_networkPerCard->setText(ErrorText::fieldLabel(F::NetworkPerCard.path, false));
    m_networkPerCard->setToolTip(
        tr("Checked: the bandwidth above is per card (a rail-optimised training cluster gives "
           "each card its own 400 Gb/s port). Unchecked: the cards of a server share it."));
    m_vpc->setText(ErrorText::fieldLabel(F::Vpc.path, false));
    m_accessLogs->setText(ErrorText::fieldLabel(F::AccessLogs.path, false));
    m_encrypted->setText(ErrorText::fieldLabel(F::EncryptedTransfer.path, false));
    m_audit->setText(ErrorText::fieldLabel(F::AuditReport.path, false));
    m_licence->setText(ErrorText::fieldLabel(F::IdcLicence.path, false));
    fillCombo(m_kind, enumItems(kKinds, &CatalogText::facilityKind), int(m_base.kind));
    fillCombo(m_power, enumItems(kPower, &CatalogText::powerRedundancy), int(m_base.power));
    fillCombo(m_cooling, enumItems(kCooling, &CatalogText::cooling), int(m_base.cooling));
    fillCombo(m_fabric, enumItems(kFabrics, &DisplayText::fabric), int(m_base.network.fabric));
    m_rows.retranslate();
    refresh();
}
