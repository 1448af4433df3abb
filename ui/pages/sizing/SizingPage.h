#pragma once

#include <optional>
#include <vector>

#include <QWidget>

#include "cost/Evaluation.h"
#include "estimate/LayoutSearch.h"
#include "model/Workload.h"
#include "pages/sizing/SizingRun.h"

class InferencePanel;
class MemoryPanel;
class ProjectDocument;
class QGroupBox;
class QLabel;
class QScrollArea;
class SetupPanel;
class TrainingPanel;

// "Sizing": memory per card, training time or serving latency, and the seeds'
// advice for one workload. It sizes the option selected on Compare (the
// planning pages' shared PlanSelection) exactly as Compare prices it, with
// core's sizeJob(): the engine's layout, the project's assumptions. The user
// may instead size a card and count of their own, or set a layout by hand;
// those are view settings (remembered in Settings, no undo). Remedies for a
// job that does not fit apply with one click: changes to the workload or the
// option are one undo step.
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
    void showEvent(QShowEvent *event) override;

private:
    // What the layout search ran on: its answer holds while these stay.
    struct LayoutKey {
        suanpan::Workload workload;
        SizingSetup setup;
        bool operator==(const LayoutKey &) const = default;
    };

    void buildUi();
    void connectDocument();
    void retranslateUi();
    void fillWorkloads();
    void fillOptions();
    void restoreView();
    void saveView() const;
    // The setup the run uses: the panel's, with the option's card, count and
    // network when an option is sized.
    SizingSetup setup() const;
    const suanpan::Option *sizedOption() const;
    void followSelectedOption();
    void showOption(const std::string &optionId);
    void chooseOption(const std::string &optionId);
    void startFromRecommendation();
    const suanpan::Workload *workload() const;
    // The project's sizing assumptions (overheads, re-run reserve, its own MFU).
    suanpan::SizingAssumptions assumptions() const;
    void refresh();
    void scheduleRefresh();
    void refreshFollowing();
    QString problemText(const SizingRun &run, const SizingSetup &setup, bool training) const;
    const suanpan::PairResult *pricedPair(const SizingSetup &setup) const;
    QString sourceText(const SizingRun &run, const SizingSetup &setup) const;
    void showAdvice(const SizingRun &run);
    // The parts that read the project's results: Compare's time and the
    // verdict in the source line (new results need no new sizing).
    void showResults();
    void applyRemedy(int index);
    void findLayout();
    void useLayout();
    LayoutKey layoutKey() const;

    ProjectDocument *m_document;
    int m_wanted = 0;               // the workload to show, also while the list is refilled
    bool m_dirty = true;            // the project changed since the last refresh
    bool m_queued = false;          // a refresh is queued
    bool m_followSelection = false; // show the selected option at the next refresh
    std::optional<suanpan::LayoutSearchResult> m_layout;
    std::optional<LayoutKey> m_layoutKey;
    std::vector<suanpan::Remedy> m_remedies; // of the last run, for applyRemedy
    std::optional<SizingRun> m_run;          // the last run, shown again with new results
    suanpan::SizingTarget m_remedyTarget;    // what they change

    SetupPanel *m_setup = nullptr;
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
