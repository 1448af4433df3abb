#pragma once

#include <QWidget>

#include "charts/Charts.h"

class ChartView;
class LiveEvaluation;
class ProjectDocument;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace suanpan {
struct Evaluation;
}

// "Trade-offs": the seven charts of the evaluation (ui/charts) for one
// workload, one at a time, with PNG / SVG export and copy. Re-evaluates and
// redraws on every document change while visible.
class ChartsPage final : public QWidget
{
    Q_OBJECT

public:
    explicit ChartsPage(ProjectDocument *document, QWidget *parent = nullptr);
    ~ChartsPage() override;

    ChartKind currentChart() const { return m_kind; }
    void showChart(ChartKind kind);
    ChartView *chartView() const { return m_view; }
    const suanpan::Evaluation &evaluation() const;
    // What the shown chart is about: the page's evaluation and workload.
    ChartContext context() const;

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void buildUi();
    void retranslateUi();
    void fillWorkloads();
    void updateChartList(const ChartContext &context);
    void redraw();

    ProjectDocument *m_document;
    LiveEvaluation *m_live;
    ChartKind m_kind = ChartKind::CumulativeCost;
    bool m_chartStale = true;

    QLabel *m_workloadLabel = nullptr;
    QComboBox *m_workload = nullptr;
    QPushButton *m_exportPng = nullptr;
    QPushButton *m_exportSvg = nullptr;
    QPushButton *m_copy = nullptr;
    QListWidget *m_charts = nullptr;
    ChartView *m_view = nullptr;
};
