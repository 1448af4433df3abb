#pragma once

#include <functional>
#include <vector>

#include <QFrame>
#include <QWidget>

#include "model/Enums.h"

class ProjectDocument;
class QButtonGroup;
class QCheckBox;
class QLabel;
class QPushButton;
class QVBoxLayout;

// "Scenario": the first step of the planning flow. One card per kind of job
// (pre-training, full fine-tune, LoRA, QLoRA, inference), each explained with
// its typical cards and billing; choosing one gives the selected workload that
// scenario's presets as one undo step (or adds a workload if there is none).
// While the project is the example, a banner says so and offers to start a
// new project from the chosen scenario instead of editing the example.
class ScenarioPage final : public QWidget
{
    Q_OBJECT

public:
    explicit ScenarioPage(ProjectDocument *document, QWidget *parent = nullptr);

    // Applies `scenario` to the planning pages' current workload (PlanSelection),
    // or adds a workload when there is none, as if its card was chosen;
    // returns the workload's index.
    int choose(suanpan::Scenario scenario);
    // Whether a card's click starts a new project (the example banner's choice).
    bool startsNewProject() const;

signals:
    // A scenario was applied to the workload at `index`.
    void scenarioApplied(int index);
    // What the choice changed and kept, worded in the current language each
    // time `text` is called (for the status bar).
    void editNote(const std::function<QString()> &text);
    // The user chose `scenario` to start a new project with, not to edit the example.
    void newProjectRequested(suanpan::Scenario scenario);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Card {
        suanpan::Scenario scenario;
        QFrame *frame = nullptr;
        QPushButton *button = nullptr;
        QLabel *description = nullptr;
        QLabel *cards = nullptr;
        QLabel *billing = nullptr;
        QLabel *presets = nullptr;
    };

    void buildUi();
    void buildBanner(QWidget *host, QVBoxLayout *layout);
    Card makeCard(suanpan::Scenario scenario, QWidget *parent);
    void retranslateUi();
    void retranslateCard(Card &card);
    void refreshTarget();
    void refreshBanner();
    void cardClicked(suanpan::Scenario scenario);

    ProjectDocument *m_document;
    QLabel *m_title = nullptr;
    QLabel *m_intro = nullptr;
    QLabel *m_target = nullptr;
    QFrame *m_banner = nullptr;
    QLabel *m_bannerText = nullptr;
    QCheckBox *m_startNew = nullptr;
    QButtonGroup *m_group = nullptr;
    std::vector<Card> m_cards;
};
