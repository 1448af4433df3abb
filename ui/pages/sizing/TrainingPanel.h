#pragma once

#include <QGroupBox>

#include "pages/sizing/ResultRows.h"

class QLabel;
class QPushButton;
struct SizingRun;

namespace suanpan {
struct Card;
struct LayoutSearchResult;
struct PairResult;
struct TrainingEstimate;
struct TrainingInputs;
} // namespace suanpan

// "Training": FLOPs, the MFU used and why, scaling efficiency, wall-clock
// time, card-hours and card-hours with the re-run reserve; and the layout
// search ("Find layout") for the chosen card.
class TrainingPanel final : public QGroupBox
{
    Q_OBJECT

public:
    explicit TrainingPanel(QWidget *parent = nullptr);

    // `priced`: the project's evaluation of the option being sized, when it
    // is one sized as Compare prices it: its time is then Compare's own (the
    // run with its interruptions, P10-P90 of the draws), said the same way.
    void showRun(const SizingRun &run, const suanpan::Card &card,
                 const suanpan::PairResult *priced = nullptr);
    void showNothing(const QString &note);
    // The layout search's answer; nullptr: not run for the current inputs.
    void showLayoutResult(const suanpan::LayoutSearchResult *result, double deadlineDays,
                          const suanpan::Card *card);

signals:
    void findLayoutRequested();
    void useLayoutRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void clearValues();
    void showFlops(const suanpan::TrainingInputs &in, const suanpan::TrainingEstimate &e,
                   bool hasPeak);
    void showMfu(const suanpan::TrainingEstimate &e);
    void showScaling(const suanpan::TrainingInputs &in, const suanpan::TrainingEstimate &e);
    void showTime(const suanpan::TrainingInputs &in, const suanpan::TrainingEstimate &e,
                  const suanpan::PairResult *priced);

    ResultRows m_rows;
    QLabel *m_modelFlops = nullptr;
    QLabel *m_executedFlops = nullptr;
    QLabel *m_peak = nullptr;
    QLabel *m_mfu = nullptr;
    QLabel *m_mfuReasons = nullptr;
    QLabel *m_scaling = nullptr;
    QLabel *m_scalingWarning = nullptr;
    QLabel *m_wallTime = nullptr;
    QLabel *m_cardHours = nullptr;
    QLabel *m_cardHoursReserve = nullptr;
    QLabel *m_note = nullptr;
    QPushButton *m_findLayout = nullptr;
    QPushButton *m_useLayout = nullptr;
    QLabel *m_layoutResult = nullptr;
    bool m_pricedTime = false; // the time row shows Compare's figure
};
