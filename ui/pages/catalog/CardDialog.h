#pragma once

#include <set>
#include <string>
#include <vector>

#include <QDialog>

#include "model/Card.h"
#include "model/Validation.h"
#include "widgets/FieldEditors.h"

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class RangeEdit;

// Edits one of the project's own cards. Starts from a copy of an entry (a
// built-in card to duplicate, a card of the user's to edit) or from a blank
// card; fields the dialog does not show are kept from that entry. Every
// change is checked with core's validation and each problem is shown under
// its field; OK stays disabled until the card is complete, so the project
// never holds a card the store would refuse to save.
class CardDialog final : public QDialog
{
    Q_OBJECT

public:
    // `takenIds`: ids of the user's other cards, which this one may not reuse.
    CardDialog(const suanpan::Card &card, std::vector<std::string> takenIds,
               QWidget *parent = nullptr);

    suanpan::Card card() const;
    // Problems of the card as it stands (empty when OK is enabled).
    suanpan::ValidationIssues issues() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    void showCard(const suanpan::Card &card);
    void connectEditors();
    void retranslateUi();
    void refresh();
    void touch(const char *path);
    // The rent row edits the hourly quote of the channel chosen above it: the
    // first hourly quote whose facility kinds are exactly that channel's; -1
    // if there is none yet (typing a price adds it).
    int rentQuote() const;
    std::vector<suanpan::FacilityKind> rentChannel() const;
    void fillRentChannels();
    void showRentQuote();
    void rentEdited();
    void showRentQuotes();

    suanpan::Card m_base;
    // The card's rent quotes as edited so far (every channel and billing mode).
    std::vector<suanpan::PriceQuote> m_rentQuotes;
    std::vector<std::string> m_takenIds;
    // Fields the user changed: a blank card's errors show only once touched.
    std::set<std::string> m_touched;
    bool m_showAll = false;
    FieldRows m_rows;

    QLineEdit *m_id = nullptr;
    QLineEdit *m_nameZh = nullptr;
    QLineEdit *m_nameEn = nullptr;
    QLineEdit *m_vendor = nullptr;
    QDoubleSpinBox *m_memoryGb = nullptr;
    QLineEdit *m_memoryType = nullptr;
    QDoubleSpinBox *m_bandwidthGbs = nullptr;
    std::vector<QDoubleSpinBox *> m_peaks; // one per number format, in kPeaks' order
    QDoubleSpinBox *m_tdp = nullptr;
    QComboBox *m_linkKind = nullptr;
    QDoubleSpinBox *m_linkGbs = nullptr;
    QSpinBox *m_domain = nullptr;
    QComboBox *m_market = nullptr;
    QComboBox *m_rentChannel = nullptr;
    RangeEdit *m_rent = nullptr;
    QLabel *m_rentList = nullptr;
    RangeEdit *m_purchase = nullptr;
    QLineEdit *m_source = nullptr;
    QPlainTextEdit *m_notes = nullptr;
    // The language the notes (and source) were shown in, the half they are saved to.
    bool m_textsChinese = false;
    QLabel *m_summary = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};
