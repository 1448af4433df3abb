#pragma once

#include <string>
#include <vector>

#include <QWidget>

#include "cost/Evaluation.h"

class AssumptionModel;
class ComparisonModel;
class CostLineModel;
class ProjectDocument;
class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QTableWidget;

// "Compare": every option priced for one workload (cost engine evaluate()),
// the winner and runner-up explained, the selected option's cost lines with
// hidden costs that can be switched off (in the project, one undo step each),
// break-evens, decision flips and the
// tornado as a ranked table. Re-evaluates on every document change while it
// is visible, and when it becomes visible after changes.
class ComparePage final : public QWidget
{
    Q_OBJECT

public:
    explicit ComparePage(ProjectDocument *document, QWidget *parent = nullptr);
    ~ComparePage() override;

    const suanpan::Evaluation &evaluation() const { return m_evaluation; }

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void buildUi();
    void retranslateUi();
    void fillWorkloads();
    void invalidate();
    void evaluateNow();
    void showWorkload();
    void showSelectedOption();
    void showInsights(const std::vector<std::string> &leaders);
    void setLineEnabled(const std::string &code, bool enabled);
    QString optionName(const std::string &optionId) const;
    std::string currentWorkloadId() const;
    int selectedOptionIndex() const;

    ProjectDocument *m_document;
    suanpan::Evaluation m_evaluation;
    std::string m_selectedOptionId;
    bool m_dirty = true;

    ComparisonModel *m_model;
    QSortFilterProxyModel *m_proxy;
    CostLineModel *m_lines;
    AssumptionModel *m_assumptions;

    QLabel *m_workloadLabel = nullptr;
    QComboBox *m_workload = nullptr;
    QPushButton *m_search = nullptr;
    QLabel *m_winner = nullptr;
    QLabel *m_problems = nullptr;
    QTableView *m_table = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableView *m_lineTable = nullptr;
    QTableView *m_assumptionTable = nullptr;
    QGroupBox *m_insightsGroup = nullptr;
    QLabel *m_breakEven = nullptr;
    QLabel *m_flips = nullptr;
    QLabel *m_tornadoTitle = nullptr;
    QTableWidget *m_tornado = nullptr;
};
