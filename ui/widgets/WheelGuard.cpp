#include "WheelGuard.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>
#include <QWidget>

void WheelGuard::install(QWidget *root)
{
    auto *guard = new WheelGuard(root);
    const auto guardWidget = [guard](QWidget *w) {
        w->setFocusPolicy(Qt::StrongFocus);
        w->installEventFilter(guard);
    };
    for (QAbstractSpinBox *spin : root->findChildren<QAbstractSpinBox *>())
        guardWidget(spin);
    for (QComboBox *combo : root->findChildren<QComboBox *>())
        guardWidget(combo);
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Wheel) {
        auto *w = qobject_cast<QWidget *>(watched);
        if (w && !w->hasFocus()) {
            // Filtered but not accepted: QApplication hands it to the parent.
            event->ignore();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}
