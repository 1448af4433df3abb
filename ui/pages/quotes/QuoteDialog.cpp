#include "QuoteDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QVBoxLayout>

#include "i18n/DisplayText.h"
#include "i18n/ErrorText.h"
#include "i18n/QuoteText.h"
#include "model/Limits.h"
#include "model/Validation.h"
#include "widgets/Colors.h"

using namespace suanpan;

namespace {

constexpr const char *kIsoDate = "yyyy-MM-dd";

QDate dateOf(const std::string &iso)
{
    const QDate d = QDate::fromString(QString::fromStdString(iso), QString::fromLatin1(kIsoDate));
    return d.isValid() ? d : QDate::currentDate();
}

std::string isoOf(const QDate &d)
{
    return d.toString(QString::fromLatin1(kIsoDate)).toStdString();
}

QDoubleSpinBox *money(QWidget *parent, double max)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(0.0, max);
    box->setDecimals(2);
    box->setGroupSeparatorShown(true);
    return box;
}

} // namespace

QuoteDialog::QuoteDialog(const ProviderQuote &quote, const Catalog &catalog, QWidget *parent)
    : QDialog(parent), m_original(quote)
{
    setObjectName(QStringLiteral("quoteDialog"));
    setWindowTitle(quote.provider.empty() ? tr("Add a quote") : tr("Edit quote"));
    auto *form = new QFormLayout;
    m_provider = new QLineEdit(QString::fromStdString(quote.provider), this);
    m_provider->setObjectName(QStringLiteral("quoteProvider"));
    form->addRow(ErrorText::fieldLabel("provider", false), m_provider);
    m_quotedOn = new QDateEdit(dateOf(quote.quotedOn), this);
    m_quotedOn->setDisplayFormat(QString::fromLatin1(kIsoDate));
    m_quotedOn->setCalendarPopup(true);
    form->addRow(ErrorText::fieldLabel("quoted_on", false), m_quotedOn);
    auto *validity = new QHBoxLayout;
    m_hasValidity = new QCheckBox(tr("Stated"), this);
    m_hasValidity->setChecked(!quote.validUntil.empty());
    m_validUntil =
        new QDateEdit(dateOf(quote.validUntil.empty() ? quote.quotedOn : quote.validUntil), this);
    m_validUntil->setDisplayFormat(QString::fromLatin1(kIsoDate));
    m_validUntil->setCalendarPopup(true);
    m_validUntil->setEnabled(m_hasValidity->isChecked());
    connect(m_hasValidity, &QCheckBox::toggled, m_validUntil, &QWidget::setEnabled);
    validity->addWidget(m_hasValidity);
    validity->addWidget(m_validUntil, 1);
    form->addRow(ErrorText::fieldLabel("valid_until", false), validity);
    m_card = new QComboBox(this);
    for (const Card &c : catalog.cards)
        m_card->addItem(DisplayText::cardName(c), QString::fromStdString(c.id));
    m_card->setCurrentIndex(std::max(0, m_card->findData(QString::fromStdString(quote.cardId))));
    form->addRow(ErrorText::fieldLabel("card", false), m_card);
    m_cards = new QSpinBox(this);
    m_cards->setRange(1, FieldLimits::kMaxCards);
    m_cards->setValue(std::max(quote.cards, 1));
    form->addRow(ErrorText::fieldLabel("card_count", false), m_cards);
    auto *price = new QHBoxLayout;
    m_price = money(this, FieldLimits::kMaxCny);
    m_price->setObjectName(QStringLiteral("quotePrice"));
    m_price->setValue(quote.priceCny);
    m_per = new QComboBox(this);
    for (const auto &e : enumCodes<QuoteUnit>())
        m_per->addItem(QuoteText::unit(e.value), int(e.value));
    m_per->setCurrentIndex(m_per->findData(int(quote.per)));
    //: Between a price and what it is for: "76 000 per 8-card server-month"
    price->addWidget(m_price, 1);
    price->addWidget(new QLabel(tr("per"), this));
    price->addWidget(m_per, 1);
    form->addRow(ErrorText::fieldLabel("price_cny", false), price);
    m_termMonths = new QSpinBox(this);
    m_termMonths->setRange(0, 600);
    m_termMonths->setValue(quote.termMonths);
    form->addRow(ErrorText::fieldLabel("term_months", false), m_termMonths);
    auto *includes = new QGridLayout;
    for (size_t i = 0; i < m_includes.size(); ++i) {
        const auto item = QuoteItem(i);
        m_includes[i] = new QCheckBox(QuoteText::item(item), this);
        m_includes[i]->setChecked(quoteIncludes(quote, item));
        includes->addWidget(m_includes[i], int(i / 3), int(i % 3));
    }
    form->addRow(ErrorText::fieldLabel("includes", false), includes);
    m_bandwidth = money(this, 1e8);
    m_bandwidth->setValue(quote.bandwidthMbps);
    form->addRow(ErrorText::fieldLabel("bandwidth_mbps", false), m_bandwidth);
    m_storage = money(this, 1e6);
    m_storage->setValue(quote.storageTb);
    form->addRow(ErrorText::fieldLabel("storage_tb", false), m_storage);
    m_minTerm = new QSpinBox(this);
    m_minTerm->setRange(0, 600);
    m_minTerm->setValue(quote.minTermMonths);
    form->addRow(ErrorText::fieldLabel("min_term_months", false), m_minTerm);
    m_setupFee = money(this, FieldLimits::kMaxCny);
    m_setupFee->setValue(quote.setupFeeCny);
    form->addRow(ErrorText::fieldLabel("setup_fee_cny", false), m_setupFee);
    m_deposit = money(this, FieldLimits::kMaxCny);
    m_deposit->setValue(quote.depositCny);
    form->addRow(ErrorText::fieldLabel("deposit_cny", false), m_deposit);
    m_confirmed = new QCheckBox(ErrorText::fieldLabel("confirmed", false), this);
    m_confirmed->setChecked(quote.confirmed);
    form->addRow(QString(), m_confirmed);
    m_notes = new QPlainTextEdit(QString::fromStdString(quote.notes), this);
    m_notes->setMaximumHeight(70);
    form->addRow(ErrorText::fieldLabel("notes", false), m_notes);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("quoteProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: %1;").arg(warningColor().name()));
    m_problem->hide();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QuoteDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
}

ProviderQuote QuoteDialog::quote() const
{
    ProviderQuote q = m_original;
    q.provider = m_provider->text().trimmed().toStdString();
    q.quotedOn = isoOf(m_quotedOn->date());
    q.validUntil = m_hasValidity->isChecked() ? isoOf(m_validUntil->date()) : std::string();
    q.cardId = m_card->currentData().toString().toStdString();
    q.cards = m_cards->value();
    q.priceCny = m_price->value();
    q.per = QuoteUnit(m_per->currentData().toInt());
    q.termMonths = m_termMonths->value();
    q.includes.clear();
    for (size_t i = 0; i < m_includes.size(); ++i)
        if (m_includes[i]->isChecked())
            q.includes.push_back(QuoteItem(i));
    q.bandwidthMbps = m_bandwidth->value();
    q.storageTb = m_storage->value();
    q.minTermMonths = m_minTerm->value();
    q.setupFeeCny = m_setupFee->value();
    q.depositCny = m_deposit->value();
    q.confirmed = m_confirmed->isChecked();
    q.notes = m_notes->toPlainText().toStdString();
    return q;
}

void QuoteDialog::accept()
{
    const ValidationIssues issues = validate(quote());
    if (!issues.empty()) {
        m_problem->setText(ErrorText::issue(issues.front(), false));
        m_problem->show();
        return;
    }
    QDialog::accept();
}
