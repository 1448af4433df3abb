#include "SelectOnFocus.h"

#include <QEvent>
#include <QLineEdit>
#include <QPointer>
#include <QTimer>

void SelectOnFocus::install(QLineEdit *edit)
{
    edit->installEventFilter(new SelectOnFocus(edit));
}

bool SelectOnFocus::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FocusIn) {
        // After the event: a mouse press would otherwise place the cursor and
        // clear the selection again.
        QPointer<QLineEdit> edit = qobject_cast<QLineEdit *>(watched);
        QTimer::singleShot(0, this, [edit] {
            if (edit)
                edit->selectAll();
        });
    }
    return QObject::eventFilter(watched, event);
}
