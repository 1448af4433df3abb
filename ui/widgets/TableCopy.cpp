#include "TableCopy.h"

#include <algorithm>
#include <set>

#include <QAbstractItemView>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QKeyEvent>
#include <QStringList>
#include <QTableView>
#include <QTreeView>

namespace {

QHeaderView *columnHeader(const QAbstractItemView *view)
{
    if (const auto *table = qobject_cast<const QTableView *>(view))
        return table->horizontalHeader();
    if (const auto *tree = qobject_cast<const QTreeView *>(view))
        return tree->header();
    return nullptr;
}

QString cellText(const QVariant &value)
{
    QString s = value.toString();
    s.replace(QLatin1Char('\t'), QLatin1Char(' '));
    s.replace(QLatin1Char('\n'), QLatin1Char(' '));
    s.replace(QLatin1Char('\r'), QLatin1Char(' '));
    return s;
}

} // namespace

void TableCopy::install()
{
    static bool installed = false;
    if (installed || !qApp)
        return;
    installed = true;
    qApp->installEventFilter(new TableCopy(qApp));
}

QString TableCopy::tsv(const QAbstractItemView *view)
{
    const QAbstractItemModel *model = view->model();
    if (!model || !view->selectionModel())
        return {};
    const QModelIndexList selected = view->selectionModel()->selectedIndexes();
    if (selected.isEmpty())
        return {};
    const QHeaderView *header = columnHeader(view);
    // Columns in the order shown (the user may have moved them), hidden ones left out.
    std::set<std::pair<int, int>> columns; // visual index, logical index
    for (const QModelIndex &i : selected) {
        if (header && header->isSectionHidden(i.column()))
            continue;
        columns.insert({header ? header->visualIndex(i.column()) : i.column(), i.column()});
    }
    // Rows in the order shown: by their position in the view.
    std::vector<QModelIndex> rows;
    for (const QModelIndex &i : selected)
        if (std::none_of(rows.begin(), rows.end(), [&](const QModelIndex &r) {
                return r.row() == i.row() && r.parent() == i.parent();
            }))
            rows.push_back(i.siblingAtColumn(0));
    std::sort(rows.begin(), rows.end(), [view](const QModelIndex &a, const QModelIndex &b) {
        return view->visualRect(a).top() < view->visualRect(b).top();
    });

    QStringList lines;
    QStringList head;
    for (const auto &[visual, logical] : columns)
        head << cellText(model->headerData(logical, Qt::Horizontal));
    lines << head.join(QLatin1Char('\t'));
    for (const QModelIndex &row : rows) {
        QStringList cells;
        for (const auto &[visual, logical] : columns)
            cells << cellText(row.siblingAtColumn(logical).data());
        lines << cells.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

bool TableCopy::eventFilter(QObject *watched, QEvent *event)
{
    const bool key =
        event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride;
    if (!key || !static_cast<QKeyEvent *>(event)->matches(QKeySequence::Copy))
        return QObject::eventFilter(watched, event);
    // While a cell is edited its editor has the focus and the keys: the
    // editor's own Copy applies.
    auto *view = qobject_cast<QAbstractItemView *>(watched);
    if (!view)
        return QObject::eventFilter(watched, event);
    if (event->type() == QEvent::ShortcutOverride) {
        // Ours, not a window-level Copy action's.
        event->accept();
        return true;
    }
    const QString text = tsv(view);
    if (text.isEmpty())
        return QObject::eventFilter(watched, event);
    QApplication::clipboard()->setText(text);
    return true;
}
