#pragma once

#include <QGroupBox>

#include "pages/sizing/ResultRows.h"

class QLabel;
struct SizingRun;

namespace suanpan {
struct Workload;
}

// "Serving": first-token latency, time per output token and the decode step
// term by term, throughput for the option and per card, the requests that
// fit in the KV cache, the latency knee, what bounds decoding, and the
// replicas the workload's load needs.
class InferencePanel final : public QGroupBox
{
    Q_OBJECT

public:
    explicit InferencePanel(QWidget *parent = nullptr);

    void showRun(const SizingRun &run, const suanpan::Workload &workload);
    void showNothing(const QString &note);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    ResultRows m_rows;
    QLabel *m_ttft = nullptr;
    QLabel *m_tpot = nullptr;
    QLabel *m_decodeStep = nullptr;
    QLabel *m_decodeTerms = nullptr;
    QLabel *m_tokensPerSecond = nullptr;
    QLabel *m_tokensPerCard = nullptr;
    QLabel *m_maxConcurrency = nullptr;
    QLabel *m_knee = nullptr;
    QLabel *m_bound = nullptr;
    QLabel *m_replicas = nullptr;
    QLabel *m_note = nullptr;
};
