#pragma once

#include <set>
#include <string>
#include <vector>

#include <QDialog>

#include "model/Contract.h"
#include "model/Validation.h"
#include "widgets/FieldEditors.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class RangeEdit;

// Edits one of the project's own contracts, like CardDialog does cards:
// starts from a copy of an entry or a blank contract, keeps what it does not
// show, checks every change with core's validation (each problem under its
// field) and keeps OK disabled until the contract is complete. The price is
// either a factor on the card's hourly catalog price or a price per
// card-hour of the contract's own; only the one chosen is shown.
class ContractDialog final : public QDialog
{
    Q_OBJECT

public:
    // `takenIds`: ids of the user's other contracts, which this one may not reuse.
    ContractDialog(const suanpan::Contract &contract, std::vector<std::string> takenIds,
                   QWidget *parent = nullptr);

    suanpan::Contract contract() const;
    // Problems of the contract as it stands (empty when OK is enabled).
    suanpan::ValidationIssues issues() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    enum class PriceBasis { Factor, OwnPrice };

    void buildUi();
    // The dialog's groups of fields, each filled with its editors.
    QGroupBox *buildIdentity();
    QGroupBox *buildBilling();
    QGroupBox *buildCosts();
    QGroupBox *buildService();
    QGroupBox *buildFeatures();
    void showContract(const suanpan::Contract &contract);
    void connectEditors();
    void retranslateUi();
    void refresh();
    void touch(const char *path);
    PriceBasis priceBasis() const;
    void showPriceBasis();

    suanpan::Contract m_base;
    std::vector<std::string> m_takenIds;
    // Fields the user changed: a blank contract's errors show only once touched.
    std::set<std::string> m_touched;
    bool m_showAll = false;
    FieldRows m_rows;

    QLineEdit *m_id = nullptr;
    QLineEdit *m_nameZh = nullptr;
    QLineEdit *m_nameEn = nullptr;
    QLineEdit *m_source = nullptr;
    QPlainTextEdit *m_notes = nullptr;
    // The language the notes (and source) were shown in, the half they are saved to.
    bool m_textsChinese = false;
    QComboBox *m_billing = nullptr;
    QComboBox *m_granularity = nullptr;
    QComboBox *m_basis = nullptr;
    RangeEdit *m_priceFactor = nullptr;
    RangeEdit *m_unitPrice = nullptr;
    QDoubleSpinBox *m_minimumTerm = nullptr;
    QCheckBox *m_wholeMachine = nullptr;
    QComboBox *m_powerBilling = nullptr;
    QDoubleSpinBox *m_powerPrice = nullptr;
    RangeEdit *m_bandwidth = nullptr;
    RangeEdit *m_storage = nullptr;
    RangeEdit *m_upload = nullptr;
    QComboBox *m_support = nullptr;
    QDoubleSpinBox *m_response = nullptr;
    QDoubleSpinBox *m_replacement = nullptr;
    QDoubleSpinBox *m_compensation = nullptr;
    QDoubleSpinBox *m_deposit = nullptr;
    QSpinBox *m_depositRefund = nullptr;
    QLineEdit *m_acceptance = nullptr;
    QDoubleSpinBox *m_spotReclaim = nullptr;
    QCheckBox *m_backupPool = nullptr;
    QCheckBox *m_snapshots = nullptr;
    QCheckBox *m_persistentDisks = nullptr;
    QCheckBox *m_upgrade = nullptr;
    QLabel *m_summary = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};
