#pragma once

#include <array>

#include <QDialog>

#include "catalog/Catalog.h"
#include "model/Quote.h"

class QCheckBox;
class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

// Adds or edits one provider's quote. OK is refused, with the first problem
// named under the form, until validate(ProviderQuote) finds none.
class QuoteDialog final : public QDialog
{
    Q_OBJECT

public:
    QuoteDialog(const suanpan::ProviderQuote &quote, const suanpan::Catalog &catalog,
                QWidget *parent = nullptr);

    suanpan::ProviderQuote quote() const;

    void accept() override;

private:
    suanpan::ProviderQuote m_original;
    QLineEdit *m_provider = nullptr;
    QDateEdit *m_quotedOn = nullptr;
    QCheckBox *m_hasValidity = nullptr;
    QDateEdit *m_validUntil = nullptr;
    QComboBox *m_card = nullptr;
    QSpinBox *m_cards = nullptr;
    QDoubleSpinBox *m_price = nullptr;
    QComboBox *m_per = nullptr;
    QSpinBox *m_termMonths = nullptr;
    std::array<QCheckBox *, 7> m_includes{};
    QDoubleSpinBox *m_bandwidth = nullptr;
    QDoubleSpinBox *m_storage = nullptr;
    QSpinBox *m_minTerm = nullptr;
    QDoubleSpinBox *m_setupFee = nullptr;
    QDoubleSpinBox *m_deposit = nullptr;
    QCheckBox *m_confirmed = nullptr;
    QPlainTextEdit *m_notes = nullptr;
    QLabel *m_problem = nullptr;
};
