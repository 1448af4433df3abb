#include "VoucherDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

#include "i18n/ErrorText.h"
#include "i18n/MoneyFormat.h"
#include "model/Limits.h"
#include "model/Validation.h"
#include "widgets/Colors.h"
#include "widgets/CountEdit.h"

namespace {

QDoubleSpinBox *percentBox(const char *objectName, double fraction, QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setObjectName(QLatin1String(objectName));
    box->setRange(0.0, 100.0);
    box->setDecimals(0);
    box->setSuffix(QStringLiteral(" %"));
    box->setValue(fraction * 100.0);
    return box;
}

QLabel *smallLabel(const char *objectName, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QLatin1String(objectName));
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    QFont f = label->font();
    f.setPointSizeF(f.pointSizeF() * 0.9);
    label->setFont(f);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

bool chineseUi()
{
    return QLocale().language() == QLocale::Chinese;
}

} // namespace

VoucherDialog::VoucherDialog(const std::vector<suanpan::Voucher> &vouchers, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("voucherDialog"));
    if (auto presets = suanpan::builtinVoucherPresets())
        m_presets = std::move(presets).value();
    const bool has = !vouchers.empty();
    if (has)
        m_voucher = vouchers.front();
    else
        m_voucher.id = "voucher-1";

    m_group = new QGroupBox(this);
    m_group->setObjectName(QStringLiteral("voucherGroup"));
    m_group->setCheckable(true);
    m_group->setChecked(has);

    buildEditors(has);
    layOutForm();
    buildFooter();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_group, 1);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    resize(660, 620);
    retranslateUi();
}

// The voucher's fields, filled from the voucher (a new one: 50 % share).
void VoucherDialog::buildEditors(bool has)
{
    m_preset = new QComboBox(m_group);
    m_preset->setObjectName(QStringLiteral("voucherPreset"));
    // The presets' names are long: the list opens wide, the box stays the form's width.
    m_preset->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_preset->setMinimumContentsLength(24);
    m_presetSource = smallLabel("voucherPresetSource", m_group);
    m_programme = new QLineEdit(QString::fromStdString(m_voucher.programme), m_group);
    m_programme->setObjectName(QStringLiteral("voucherProgramme"));
    m_share = percentBox("voucherShare", has ? m_voucher.share : 0.5, m_group);
    m_share->setMinimum(1.0);
    m_cap = new CountEdit(CountEdit::Kind::Money, "voucherCap", m_group);
    m_cap->setValue(m_voucher.capCnyPerYear);
    m_providers = new QLineEdit(m_group);
    m_providers->setObjectName(QStringLiteral("voucherProviders"));
    QStringList providers;
    for (const std::string &p : m_voucher.providers)
        providers << QString::fromStdString(p);
    m_providers->setText(providers.join(QStringLiteral(", ")));
    m_refund = new QDoubleSpinBox(m_group);
    m_refund->setObjectName(QStringLiteral("voucherRefundMonths"));
    m_refund->setRange(0.0, suanpan::VoucherLimits::kMaxRefundMonths);
    m_refund->setDecimals(1);
    m_refund->setValue(m_voucher.refundMonths);
    m_approvalLow = percentBox("voucherApprovalLow", m_voucher.approval.low, m_group);
    m_approvalLikely = percentBox("voucherApprovalLikely", m_voucher.approval.likely, m_group);
    m_approvalHigh = percentBox("voucherApprovalHigh", m_voucher.approval.high, m_group);
    m_approvalHelp = smallLabel("voucherApprovalHelp", m_group);
    m_notes = new QPlainTextEdit(QString::fromStdString(m_voucher.notes), m_group);
    m_notes->setObjectName(QStringLiteral("voucherNotes"));
    m_notes->setTabChangesFocus(true);
    m_notes->setMaximumHeight(70);
    m_scopeHelp = smallLabel("voucherScopeHelp", m_group);
}

// Labels with their buddies, the approval range in one row, in a form.
void VoucherDialog::layOutForm()
{
    m_presetLabel = new QLabel(m_group);
    m_programmeLabel = new QLabel(m_group);
    m_shareLabel = new QLabel(m_group);
    m_capLabel = new QLabel(m_group);
    m_providersLabel = new QLabel(m_group);
    m_refundLabel = new QLabel(m_group);
    m_approvalLabel = new QLabel(m_group);
    m_notesLabel = new QLabel(m_group);
    m_presetLabel->setBuddy(m_preset);
    m_programmeLabel->setBuddy(m_programme);
    m_shareLabel->setBuddy(m_share);
    m_capLabel->setBuddy(m_cap);
    m_providersLabel->setBuddy(m_providers);
    m_refundLabel->setBuddy(m_refund);
    m_approvalLabel->setBuddy(m_approvalLow);
    m_notesLabel->setBuddy(m_notes);

    auto *approval = new QWidget(m_group);
    auto *approvalRow = new QHBoxLayout(approval);
    approvalRow->setContentsMargins(0, 0, 0, 0);
    approvalRow->addWidget(m_approvalLow);
    approvalRow->addWidget(m_approvalLikely);
    approvalRow->addWidget(m_approvalHigh);
    auto *approvalBox = new QWidget(m_group);
    auto *approvalColumn = new QVBoxLayout(approvalBox);
    approvalColumn->setContentsMargins(0, 0, 0, 0);
    approvalColumn->setSpacing(2);
    approvalColumn->addWidget(approval);
    approvalColumn->addWidget(m_approvalHelp);
    auto *presetBox = new QWidget(m_group);
    auto *presetColumn = new QVBoxLayout(presetBox);
    presetColumn->setContentsMargins(0, 0, 0, 0);
    presetColumn->setSpacing(2);
    presetColumn->addWidget(m_preset);
    presetColumn->addWidget(m_presetSource);

    auto *form = new QFormLayout(m_group);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(m_presetLabel, presetBox);
    form->addRow(m_programmeLabel, m_programme);
    form->addRow(m_shareLabel, m_share);
    form->addRow(m_capLabel, m_cap);
    form->addRow(m_providersLabel, m_providers);
    form->addRow(m_refundLabel, m_refund);
    form->addRow(m_approvalLabel, approvalBox);
    form->addRow(m_notesLabel, m_notes);
    form->addRow(m_scopeHelp);
}

// The problem line and the buttons, and what re-checks the voucher.
void VoucherDialog::buildFooter()
{
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("voucherProblem"));
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    QPalette red = m_problem->palette();
    red.setColor(QPalette::WindowText, warningColor());
    m_problem->setPalette(red);
    m_problem->hide();

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->setObjectName(QStringLiteral("voucherButtons"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_preset, &QComboBox::activated, this, [this](int index) {
        if (index > 0)
            applyPreset(index - 1);
        showPresetSource();
    });
    connect(m_cap, &CountEdit::valueEdited, m_cap, &CountEdit::setValue);
    connect(m_group, &QGroupBox::toggled, this, &VoucherDialog::check);
    connect(m_programme, &QLineEdit::textChanged, this, &VoucherDialog::check);
    connect(m_cap, &QLineEdit::textChanged, this, &VoucherDialog::check);
    connect(m_providers, &QLineEdit::textChanged, this, &VoucherDialog::check);
    for (QDoubleSpinBox *box : {m_share, m_refund, m_approvalLow, m_approvalLikely, m_approvalHigh})
        connect(box, &QDoubleSpinBox::valueChanged, this, &VoucherDialog::check);
}

void VoucherDialog::applyPreset(int index)
{
    if (index < 0 || std::size_t(index) >= m_presets.presets.size())
        return;
    const suanpan::Voucher v = suanpan::voucherFromPreset(m_presets.presets[std::size_t(index)],
                                                          m_voucher.id, chineseUi());
    m_voucher.presetId = v.presetId;
    m_group->setChecked(true);
    m_programme->setText(QString::fromStdString(v.programme));
    m_share->setValue(v.share * 100.0);
    m_cap->setValue(v.capCnyPerYear);
    m_refund->setValue(v.refundMonths);
    m_approvalLow->setValue(v.approval.low * 100.0);
    m_approvalLikely->setValue(v.approval.likely * 100.0);
    m_approvalHigh->setValue(v.approval.high * 100.0);
    m_preset->setCurrentIndex(index + 1);
    showPresetSource();
    check();
}

suanpan::Voucher VoucherDialog::edited() const
{
    suanpan::Voucher v = m_voucher;
    v.programme = m_programme->text().trimmed().toStdString();
    v.share = m_share->value() / 100.0;
    const CountEdit::Parsed cap = CountEdit::parse(CountEdit::Kind::Money, m_cap->text());
    v.capCnyPerYear = cap.ok() ? cap.value : 0.0;
    v.providers.clear();
    // Commas in either script, the enumeration comma and semicolons all separate.
    static const QRegularExpression separators(QStringLiteral("[,，、;；]"));
    for (const QString &p : m_providers->text().split(separators, Qt::SkipEmptyParts))
        if (!p.trimmed().isEmpty())
            v.providers.push_back(p.trimmed().toStdString());
    v.refundMonths = m_refund->value();
    v.approval = {m_approvalLow->value() / 100.0, m_approvalLikely->value() / 100.0,
                  m_approvalHigh->value() / 100.0};
    v.notes = m_notes->toPlainText().toStdString();
    return v;
}

std::vector<suanpan::Voucher> VoucherDialog::vouchers() const
{
    if (!m_group->isChecked())
        return {};
    return {edited()};
}

void VoucherDialog::check()
{
    QString problem;
    if (m_group->isChecked()) {
        problem = CountEdit::problemText(CountEdit::Kind::Money, m_cap->text());
        if (problem.isEmpty()) {
            suanpan::ValidationIssues issues = suanpan::validate(edited());
            if (!issues.empty()) {
                issues.front().field = "vouchers[0]." + issues.front().field;
                problem = ErrorText::issue(issues.front());
            }
        }
    }
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

void VoucherDialog::showPresetSource()
{
    const suanpan::VoucherPreset *preset = m_presets.find(m_voucher.presetId);
    const bool zh = chineseUi();
    const QString note = QString::fromStdString(zh ? m_presets.noteZh : m_presets.noteEn);
    if (!preset) {
        m_presetSource->setText(note);
        return;
    }
    //: %1 the policy document, %2 its date (ISO), %3 its web address, %4 "to be confirmed ..."
    m_presetSource->setText(
        tr("Source: %1 (%2) %3\n%4")
            .arg(QString::fromStdString(zh ? preset->sourceZh : preset->sourceEn),
                 QString::fromStdString(preset->date), QString::fromStdString(preset->url), note));
}

void VoucherDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void VoucherDialog::retranslateUi()
{
    setWindowTitle(tr("Compute Voucher"));
    //: A city's compute voucher (算力券) that pays back part of the rent of compute
    m_group->setTitle(tr("The project has a compute &voucher"));
    m_presetLabel->setText(tr("Fill &from preset:"));
    const bool zh = chineseUi();
    m_preset->clear();
    //: First entry of the preset list: the fields keep what was typed
    m_preset->addItem(tr("Typed by hand"));
    // The name alone fits the box; the share and cap fill the fields below.
    for (const suanpan::VoucherPreset &p : m_presets.presets)
        m_preset->addItem(QString::fromStdString(zh ? p.programmeZh : p.programmeEn));
    for (std::size_t i = 0; i < m_presets.presets.size(); ++i)
        if (m_presets.presets[i].id == m_voucher.presetId)
            m_preset->setCurrentIndex(int(i) + 1);
    m_programmeLabel->setText(tr("&Programme:"));
    m_shareLabel->setText(tr("&Share of eligible rent:"));
    m_capLabel->setText(tr("&Cap per year:"));
    m_providersLabel->setText(tr("Eligible p&roviders:"));
    //: Placeholder of the providers field when any rented option is eligible
    m_providers->setPlaceholderText(tr("Any rented option"));
    m_providers->setToolTip(tr("Contract or facility ids or names, separated by commas. Only "
                               "the rent of options from these providers is eligible."));
    m_refundLabel->setText(tr("Money back &after (months):"));
    m_approvalLabel->setText(tr("Chance of &approval:"));
    m_approvalLow->setToolTip(tr("Low"));
    m_approvalLikely->setToolTip(tr("Likely"));
    m_approvalHigh->setToolTip(tr("High"));
    m_approvalHelp->setText(tr("Low, likely and high, drawn in the Monte Carlo like every other "
                               "input: it shows in the P10–P90 of the rented options."));
    m_notesLabel->setText(tr("&Notes:"));
    m_scopeHelp->setText(tr("Only rented compute is eligible (the rent line of hourly, monthly, "
                            "yearly and spot plans), never owned cards, hosting them or a build. "
                            "Paid back: min(share × rent, cap × horizon years) × approval. "
                            "Compare gives each rented option the whole cap; the year plan "
                            "shares one cap among everything it rents."));
    showPresetSource();
    check();
}
