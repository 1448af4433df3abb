#include "GuardedApplication.h"

#include <new>

#include <QTimer>

#include "widgets/Prompts.h"

GuardedApplication::GuardedApplication(int &argc, char **argv) : QApplication(argc, argv) {}

bool GuardedApplication::notify(QObject *receiver, QEvent *event)
{
    try {
        return QApplication::notify(receiver, event);
    } catch (const std::bad_alloc &) {
        ++m_caught;
        if (m_passesOn)
            throw;
        tellOnce();
        return false;
    }
}

void GuardedApplication::tellOnce()
{
    // Told after the failed handler has unwound, once however many events
    // fail meanwhile.
    if (m_telling)
        return;
    m_telling = true;
    QTimer::singleShot(0, this, [this] {
        Prompts::error(activeWindow(), tr("Out of memory"),
                       tr("Suanpan ran out of memory and stopped what it was doing; the project "
                          "is still open and can be saved."));
        m_telling = false;
    });
}
