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

    // A headless export (ReportExport) has no window to keep: it catches
    // the failure itself, ends the export with one line and exits. Handled
    // here, the export would go on with whatever the failed handler left
    // half done (a chart's scene index: SIGSEGV in the next paint).
    void setPassesOnOutOfMemory(bool passesOn) { m_passesOn = passesOn; }

private:
    void tellOnce();

    int m_caught = 0;
    bool m_telling = false;
    bool m_passesOn = false;
};
