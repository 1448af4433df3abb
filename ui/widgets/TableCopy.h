#pragma once

#include <QCoreApplication>
#include <QObject>
#include <QString>

class QAbstractItemView;
class QMimeData;

// Ctrl+C on any table or tree copies the selected rows and columns, or the
// whole table when nothing is selected, with the column headers first: as
// tab-separated text for Excel and WPS and as an HTML table for mail and
// documents. Qt's own Copy takes the current cell only.
//
// In the text, a cell whose model gives NumbersRole is its plain number
// ("3745.77", not "¥3,746"), so a spreadsheet gets numbers; a range (P10,
// likely, P90) fills three columns. The HTML keeps the words as shown.
class TableCopy final : public QObject
{
    Q_OBJECT

public:
    // A cell's numbers for the copy: a double, or a QVariantList of three
    // (low, likely, high); money in CNY, time in hours. Invalid: its text.
    static constexpr int NumbersRole = Qt::UserRole + 64;

    // Once per application; later calls do nothing.
    static void install();
    // The rows and columns of `view` that hold a selected cell (all of them
    // when none is selected), in the order shown: as TSV (tabs and line
    // breaks inside a cell become spaces) and as an HTML table.
    static QString tsv(const QAbstractItemView *view);
    static QString html(const QAbstractItemView *view);
    // Both, as the clipboard gets them.
    static QMimeData *mimeData(const QAbstractItemView *view);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit TableCopy(QObject *parent) : QObject(parent) {}
};
