#pragma once

#include <QObject>

class QLineEdit;

// Selects a line edit's whole text when it gains focus by mouse or keyboard,
// so typing replaces a pre-filled value (the last checker's name) instead of
// appending to it.
class SelectOnFocus final : public QObject
{
    Q_OBJECT

public:
    static void install(QLineEdit *edit);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit SelectOnFocus(QObject *parent) : QObject(parent) {}
};
