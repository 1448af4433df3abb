#pragma once

#include <QApplication>

// The GUI's application object. An allocation that fails while an event is
// handled (std::bad_alloc from a page, a chart, a report or the draws'
// result) is caught here instead of ending the process: the user gets one
// line (Prompts::error) and the window keeps the project, so it can still
// be saved. The bounds of model/Limits.h keep every accepted project far
// from this; it is the last line, not the plan.
class GuardedApplication final : public QApplication
{
    Q_OBJECT

public:
    GuardedApplication(int &argc, char **argv);

    bool notify(QObject *receiver, QEvent *event) override;

    // How many failed allocations were caught (for tests).
    int caught() const { return m_caught; }

private:
    void tellOnce();

    int m_caught = 0;
    bool m_telling = false;
};
