#pragma once

#include <optional>
#include <vector>

#include <QWidget>

#include "estimate/LayoutSearch.h"
#include "model/Workload.h"
#include "pages/sizing/SizingRun.h"

class InferencePanel;
class MemoryPanel;
class ProjectDocument;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QGroupBox;
class QLabel;
class QScrollArea;
class QSpinBox;
class TrainingPanel;

// "Sizing": memory per card, training time or serving latency, and the seeds'
// advice for one workload on a chosen card, count and layout. The choices
// here are view settings (remembered in Settings, no undo); the figures come
// from core's estimators and follow every edit of the project at once.
class SizingPage final : public QWidget
{
    Q_OBJECT

public:
    explicit SizingPage(ProjectDocument *document, QWidget *parent = nullptr);

    // The workload being sized, or -1.
    int currentWorkload() const;
    void setCurrentWorkload(int index);

protected:
    void changeEvent(QEvent *event) override;

private:
    // What the layout search ran on: its answer holds while these stay.
    struct LayoutKey {
        suanpan::Workload workload;
        SizingSetup setup;
        bool operator==(const LayoutKey &) const = default;
    };

    void buildUi();
    QGroupBox *buildSetup();
    void connectControls();
    void retranslateUi();
    void fillWorkloads();
    void fillCatalogCombos();
    void fillChoiceCombos();
    void restoreView();
    void saveView() const;
    SizingSetup setup() const;
    void applySetup(const SizingSetup &setup);
    void selectRecommendedCard();
    const suanpan::Workload *workload() const;
    // The project's sizing assumptions (overheads, re-run reserve, its own MFU).
    suanpan::SizingAssumptions assumptions() const;
    void refresh();
    void showAdvice(const SizingRun &run);
    void findLayout();
    void useLayout();
    LayoutKey layoutKey() const;
    // The controls only training uses (layout, network, MFU).
    std::vector<QWidget *> trainingControls() const;

    ProjectDocument *m_document;
    int m_wanted = 0; // the workload to show, also while the list is refilled
    std::optional<suanpan::LayoutSearchResult> m_layout;
    std::optional<LayoutKey> m_layoutKey;

    QGroupBox *m_setupGroup = nullptr;
    QGridLayout *m_setupGrid = nullptr;
    QLabel *m_workloadLabel = nullptr;
    QComboBox *m_workload = nullptr;
    QLabel *m_cardLabel = nullptr;
    QComboBox *m_card = nullptr;
    QLabel *m_cardsLabel = nullptr;
    QSpinBox *m_cards = nullptr;
    QLabel *m_networkLabel = nullptr;
    QComboBox *m_network = nullptr;
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

    QLabel *m_emptyHint = nullptr;
    QScrollArea *m_scroll = nullptr;
    QLabel *m_problem = nullptr;
    MemoryPanel *m_memory = nullptr;
    TrainingPanel *m_training = nullptr;
    InferencePanel *m_inference = nullptr;
    QGroupBox *m_adviceGroup = nullptr;
    QLabel *m_recommendationsTitle = nullptr;
    QLabel *m_recommendations = nullptr;
    QLabel *m_trapsTitle = nullptr;
    QLabel *m_traps = nullptr;
};
