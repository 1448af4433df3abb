#pragma once

#include <QWidget>

#include "charts/Charts.h"

class ChartView;
class PlanSelection;
class ProjectDocument;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

// "Trade-offs": the seven charts of the document's evaluation (ui/charts)
// for the planning pages' current workload (PlanSelection), one at a time,
// with PNG / SVG export and copy. Redraws after every evaluation while
// visible, and when it becomes visible after changes.
class ChartsPage final : public QWidget
{
    Q_OBJECT

public:
    explicit ChartsPage(ProjectDocument *document, QWidget *parent = nullptr);
    ~ChartsPage() override;

    ChartKind currentChart() const { return m_kind; }
    void showChart(ChartKind kind);
    ChartView *chartView() const { return m_view; }
    // What the shown chart is about: the document's evaluation, the planning
    // pages' current workload and the selected option's tornado.
    ChartContext context() const;

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void buildUi();
    void retranslateUi();
    void fillWorkloads();
    void renameWorkload(int index);
    void followSelectedWorkload();
    void updateChartList(const ChartContext &context);
    void redraw();

    ProjectDocument *m_document;
    PlanSelection *m_selection;
    ChartKind m_kind = ChartKind::CumulativeCost;
    bool m_chartStale = true;
    int m_drawnEvaluation = -1; // the evaluationCount() drawn

    QLabel *m_workloadLabel = nullptr;
    QComboBox *m_workload = nullptr;
    QPushButton *m_exportPng = nullptr;
    QPushButton *m_exportSvg = nullptr;
    QPushButton *m_copy = nullptr;
    QListWidget *m_charts = nullptr;
    ChartView *m_view = nullptr;
};
