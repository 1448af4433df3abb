#pragma once

#include <QDialog>
#include <vector>

#include "catalog/VoucherPresets.h"
#include "model/Project.h"

class CountEdit;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

// File > Compute Voucher: the project's compute voucher (算力券, model/Project.h
// Voucher), typed or filled from a dated, sourced preset
// (resources/catalogs/vouchers.json) that is shown with its source and "to be
// confirmed with the programme's current rules". Unchecking the group removes
// the voucher. The caller pushes the result as one undo step
// (ProjectDocument::editVouchers).
class VoucherDialog final : public QDialog
{
    Q_OBJECT

public:
    VoucherDialog(const std::vector<suanpan::Voucher> &vouchers, QWidget *parent = nullptr);

    // The vouchers as edited: none when the group is unchecked, else one.
    // Only meaningful while the fields read (OK is disabled otherwise).
    std::vector<suanpan::Voucher> vouchers() const;
    // Fills the fields from the preset at `index` in the preset list (tests).
    void applyPreset(int index);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildEditors(bool has);
    void layOutForm();
    void buildFooter();
    void retranslateUi();
    void showPresetSource();
    // Shows the first problem core's validation finds, naming the field, and
    // enables OK only when there is none.
    void check();
    suanpan::Voucher edited() const;

    suanpan::Voucher m_voucher; // fields the dialog does not show are kept
    suanpan::VoucherPresets m_presets;
    QGroupBox *m_group = nullptr;
    QLabel *m_presetLabel = nullptr;
    QComboBox *m_preset = nullptr;
    QLabel *m_presetSource = nullptr;
    QLabel *m_programmeLabel = nullptr;
    QLineEdit *m_programme = nullptr;
    QLabel *m_shareLabel = nullptr;
    QDoubleSpinBox *m_share = nullptr; // percent
    QLabel *m_capLabel = nullptr;
    CountEdit *m_cap = nullptr;
    QLabel *m_providersLabel = nullptr;
    QLineEdit *m_providers = nullptr;
    QLabel *m_refundLabel = nullptr;
    QDoubleSpinBox *m_refund = nullptr;
    QLabel *m_approvalLabel = nullptr;
    QDoubleSpinBox *m_approvalLow = nullptr; // percent
    QDoubleSpinBox *m_approvalLikely = nullptr;
    QDoubleSpinBox *m_approvalHigh = nullptr;
    QLabel *m_approvalHelp = nullptr;
    QLabel *m_notesLabel = nullptr;
    QPlainTextEdit *m_notes = nullptr;
    QLabel *m_scopeHelp = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};
