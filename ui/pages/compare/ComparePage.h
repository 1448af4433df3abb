#pragma once

#include <string>
#include <vector>

#include <QWidget>

#include "cost/Evaluation.h"

class AssumptionModel;
class ComparisonModel;
class ComparisonProxyModel;
class CostLineModel;
class PlanSelection;
class ProjectDocument;
class QComboBox;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSplitter;
class QTabWidget;
class QTableView;
class QTableWidget;
class QVBoxLayout;

// "Compare": every option priced for one workload (the document's
// evaluation), the workload's cost in its scope beside each option's total
// over the horizon, the project's verdict explained (ProjectResults), the selected option's
// layout and cost lines with hidden costs that can be switched off (in the
// project, one undo step each), the break-evens of the workload's owned
// options, its decision flips, and the selected option's tornado as a ranked
// table (PlanSelection::tornado(), the one the Trade-offs page draws).
// The workload and the selected option are the planning pages' shared
// PlanSelection. Shows each new evaluation while visible, and the latest one
// when it becomes visible.
class ComparePage final : public QWidget
{
    Q_OBJECT

public:
    explicit ComparePage(ProjectDocument *document, QWidget *parent = nullptr);
    ~ComparePage() override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void buildUi();
    QHBoxLayout *buildTopRow();
    void buildHeadlines(QVBoxLayout *layout);
    QTableView *buildComparisonTable(QWidget *parent);
    QTabWidget *buildDetailTabs(QWidget *parent);
    QGroupBox *buildInsights(QWidget *parent);
    void retranslateUi();
    void fillWorkloads();
    void renameWorkload(int index);
    void followSelectedWorkload();
    void refresh();
    void showWorkload();
    void selectOptionRow();
    void fitColumns();
    void fitAssumptionColumns();
    void fitSplit();
    void showSelectedOption();
    void showInsights();
    void showProblems();
    void showBreakEvens();
    void showFlips();
    void showTornado();
    void setLineEnabled(const std::string &code, bool enabled);
    QString optionName(const std::string &optionId) const;
    QString verdictText(const suanpan::WorkloadVerdict &verdict, const suanpan::Workload &workload,
                        const suanpan::Evaluation &evaluation) const;
    std::string currentWorkloadId() const;
    int selectedOptionIndex() const;

    ProjectDocument *m_document;
    PlanSelection *m_selection;
    int m_shownEvaluation = -1; // the evaluationCount() shown
    bool m_dirty = true;        // something shown changed while it could not be shown

    ComparisonModel *m_model;
    ComparisonProxyModel *m_proxy;
    CostLineModel *m_lines;
    AssumptionModel *m_assumptions;

    QLabel *m_workloadLabel = nullptr;
    QComboBox *m_workload = nullptr;
    QPushButton *m_search = nullptr;
    QLabel *m_winner = nullptr;
    QLabel *m_problems = nullptr;
    QLabel *m_scope = nullptr;
    QTableView *m_table = nullptr;
    QSplitter *m_split = nullptr;
    bool m_splitMoved = false;      // the user set the table's height
    bool m_assumptionsUnfit = true; // the assumption table changed while hidden
    bool m_selectingRow = false;    // selectOptionRow() moves the current row
    QTabWidget *m_tabs = nullptr;
    QLabel *m_detail = nullptr;
    QTableView *m_lineTable = nullptr;
    QTableView *m_assumptionTable = nullptr;
    QGroupBox *m_insightsGroup = nullptr;
    QLabel *m_breakEven = nullptr;
    QLabel *m_flips = nullptr;
    QLabel *m_tornadoTitle = nullptr;
    QTableWidget *m_tornado = nullptr;
};
