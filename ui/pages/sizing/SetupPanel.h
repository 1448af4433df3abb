#pragma once

#include <string>
#include <utility>
#include <vector>

#include <QGroupBox>

#include "estimate/Memory.h"
#include "pages/sizing/SizingRun.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QSpinBox;

namespace suanpan {
struct Catalog;
struct Option;
} // namespace suanpan

// "Size on": the Sizing page's controls. The workload; an option of the
// project (its card, count and network shown, not editable here) or a card
// and count of the user's choice; the layout the engine chooses (shown,
// as the option is priced on Compare) or one set by hand; the user's own
// MFU. Only widgets and their values: the page decides what they mean.
class SetupPanel final : public QGroupBox
{
    Q_OBJECT

public:
    explicit SetupPanel(QWidget *parent = nullptr);

    // What the controls say. With an option, card, count and network are
    // the option's as last set by showOption().
    SizingSetup setup() const;
    // Sets every control (signals blocked); optionId "" = the user's choice.
    void applySetup(const SizingSetup &setup);
    bool ownChoice() const;

    void setWorkloads(const QStringList &names, int current);
    void setWorkloadName(int index, const QString &name);
    int workloadIndex() const;
    // The project's options ((id, name) in project order); the user's choice
    // is always offered last.
    void setOptions(const std::vector<std::pair<std::string, QString>> &options);
    void fillCatalog(const suanpan::Catalog &catalog);
    // Shows an option's card, count and network in the (disabled) controls.
    void showOption(const suanpan::Option &option);
    // Shows the layout the engine chose in the (disabled) layout controls.
    void showEngineLayout(const suanpan::ParallelLayout &layout);
    // Training shows the layout, network and MFU controls; serving only TP.
    void setTraining(bool training, bool fullTraining);
    // The line under the controls saying what is sized and how.
    void setSource(const QString &text);

signals:
    void workloadChosen(int index);
    // The user chose an option ("" = a card and count of their own).
    void optionChosen(const std::string &optionId);
    // Any other control changed.
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    void connectControls();
    void retranslateUi();
    void fillChoices();
    void enableForMode();

    QGridLayout *m_grid = nullptr;
    QLabel *m_workloadLabel = nullptr;
    QComboBox *m_workload = nullptr;
    QLabel *m_onLabel = nullptr;
    QComboBox *m_on = nullptr;
    QLabel *m_cardLabel = nullptr;
    QComboBox *m_card = nullptr;
    QLabel *m_cardsLabel = nullptr;
    QSpinBox *m_cards = nullptr;
    QLabel *m_networkLabel = nullptr;
    QComboBox *m_network = nullptr;
    QLabel *m_layoutModeLabel = nullptr;
    QComboBox *m_layoutMode = nullptr;
    QLabel *m_tpLabel = nullptr;
    QSpinBox *m_tp = nullptr;
    QLabel *m_ppLabel = nullptr;
    QSpinBox *m_pp = nullptr;
    QLabel *m_zeroLabel = nullptr;
    QComboBox *m_zero = nullptr;
    QLabel *m_recomputeLabel = nullptr;
    QComboBox *m_recompute = nullptr;
    QLabel *m_microBatchLabel = nullptr;
    QSpinBox *m_microBatch = nullptr;
    QLabel *m_dataParallelLabel = nullptr;
    QLabel *m_dataParallel = nullptr;
    QCheckBox *m_mfuOverride = nullptr;
    QDoubleSpinBox *m_mfu = nullptr;
    QLabel *m_source = nullptr;
    bool m_training = true;
    bool m_fullTraining = true;
};
