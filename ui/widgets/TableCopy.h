#pragma once

#include <QObject>
#include <QString>

class QAbstractItemView;

// Ctrl+C on any table or tree copies every selected cell as tab-separated
// text with the column headers on the first line, so Ctrl+A, Ctrl+C pastes
// into Excel or WPS as a table. Qt's own Copy takes the current cell only.
class TableCopy final : public QObject
{
    Q_OBJECT

public:
    // Once per application; later calls do nothing.
    static void install();
    // The selection of `view` as TSV: the rows and columns that hold a
    // selected cell, in the order shown, headers first; tabs and line breaks
    // inside a cell become spaces. Empty without a selection.
    static QString tsv(const QAbstractItemView *view);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit TableCopy(QObject *parent) : QObject(parent) {}
};
