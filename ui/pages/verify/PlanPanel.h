#pragma once

#include <string>

#include <QWidget>

class ProjectDocument;
class QLabel;
class QTableWidget;

// Plan vs measured for one option: each workload on it re-evaluated with the
// measured MFU, scaling and bandwidth from the option's evidence (the
// document's ProjectResults::verification(): the plan is the document's
// evaluation, only the measured what-ifs are evaluated), planned and
// measured time and cost side by side with one sentence each saying what
// moved and why. Without measured facts the table is hidden and a line says
// which evidence would fill it. Shown again after every evaluation of the
// document while visible, else when it is next shown; never while hidden.
class PlanPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit PlanPanel(ProjectDocument *document, QWidget *parent = nullptr);

    void setOptionId(const std::string &optionId);
    void retranslateUi();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void invalidate();
    void refresh();

    ProjectDocument *m_document;
    std::string m_optionId;
    bool m_dirty = true;

    QLabel *m_summary = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_sentences = nullptr;
};
