#pragma once

#include <vector>

#include <QGroupBox>

#include "widgets/MemoryBar.h"

class QLabel;
struct SizingRun;

namespace suanpan {
struct Card;
struct Catalog;
} // namespace suanpan

// "Memory per card": the breakdown (weights, gradients, optimizer states,
// activations, KV cache, overhead), the card's capacity, a verdict, a bar, and
// when it does not fit the engine's remedies with the total each leads to,
// each with a link (keyboard reachable) that applies it.
class MemoryPanel final : public QGroupBox
{
    Q_OBJECT

public:
    explicit MemoryPanel(QWidget *parent = nullptr);

    void showRun(const SizingRun &run, const suanpan::Card &card);
    // No estimate: every value reads as a dash.
    void showNothing();

signals:
    // The user chose to apply run.remedies[index] (each line's "Apply" link).
    void remedyRequested(int index);

protected:
    void changeEvent(QEvent *event) override;

private:
    enum Part { Weights, Gradients, Optimizer, Activations, KvCache, Overhead, PartCount };
    static void partTips(const SizingRun &run, QString (&tips)[PartCount]);
    void showTotals(const SizingRun &run, const suanpan::Card &card,
                    std::vector<MemoryBar::Part> bar);
    void showRemedies(const SizingRun &run);

    void retranslateUi();
    void setVerdict(const QString &text, bool good);

    QLabel *m_swatch[PartCount] = {};
    QLabel *m_caption[PartCount] = {};
    QLabel *m_value[PartCount] = {};
    QLabel *m_totalCaption = nullptr;
    QLabel *m_total = nullptr;
    QLabel *m_capacityCaption = nullptr;
    QLabel *m_capacity = nullptr;
    QLabel *m_verdict = nullptr;
    MemoryBar *m_bar = nullptr;
    QLabel *m_unitNote = nullptr;
    QLabel *m_remediesTitle = nullptr;
    QLabel *m_remedies = nullptr;
};
