#pragma once

#include <QObject>

class QWidget;

// Keeps the mouse wheel from changing spin boxes and combo boxes the user did
// not click into: scrolling a long form must scroll the form, not silently
// edit whatever value passes under the pointer. The wheel event goes on to
// the parent (the scroll area) instead.
class WheelGuard final : public QObject
{
    Q_OBJECT

public:
    // Guards every spin box and combo box under `root` (and gives them
    // Qt::StrongFocus, so the wheel alone cannot focus them).
    static void install(QWidget *root);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit WheelGuard(QObject *parent) : QObject(parent) {}
};
