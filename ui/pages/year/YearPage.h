#pragma once

#include <QWidget>

class ChartView;
class ProjectDocument;
class QComboBox;
class QLabel;
class QTableView;
class ScheduleModel;

// "Year plan": the year, not the job. Each workload's schedule (when it
// starts, how often it repeats, how long it runs, on how many cards, its
// daily load), the demand they add up to month by month, and the cost over
// the horizon of owning N cards of one hosted or built option and renting
// the rest (core/cost/Portfolio.h), with the best N, how flat the optimum
// is and the P10-P90 of every N. Everything shown comes from the
// document's portfolio(); the page computes nothing itself.
class YearPage final : public QWidget
{
    Q_OBJECT

public:
    explicit YearPage(ProjectDocument *document, QWidget *parent = nullptr);

    QTableView *scheduleView() const { return m_table; }
    QComboBox *ownedOption() const { return m_owned; }
    QLabel *summary() const { return m_summary; }
    ChartView *demandChart() const { return m_demand; }
    ChartView *costChart() const { return m_cost; }

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void buildUi();
    void retranslateUi();
    void fillOwnedOptions();
    void refresh();

    ProjectDocument *m_document;
    ScheduleModel *m_model;
    bool m_stale = true;
    QLabel *m_ownedLabel = nullptr;
    QComboBox *m_owned = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_method = nullptr;
    QLabel *m_scheduleLabel = nullptr;
    QTableView *m_table = nullptr;
    ChartView *m_demand = nullptr;
    ChartView *m_cost = nullptr;
};
