#include "TableCopy.h"

#include <algorithm>
#include <cmath>
#include <set>

#include <QAbstractItemView>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMimeData>
#include <QStringList>
#include <QTableView>
#include <QTreeView>

namespace {

// The words of the copy's extra headers.
class Words final
{
    Q_DECLARE_TR_FUNCTIONS(TableCopy)

public:
    //: Copied table: the header of a range's low column; %1 the column's header
    static QString low(const QString &h) { return tr("%1 (P10)").arg(h); }
    //: Copied table: the header of a range's likely column
    static QString likely(const QString &h) { return tr("%1 (likely)").arg(h); }
    //: Copied table: the header of a range's high column
    static QString high(const QString &h) { return tr("%1 (P90)").arg(h); }
};

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

// A number as a spreadsheet reads it: no grouping, a dot, no unit; to the
// fen (money) or the hundredth (hours), whatever the UI's locale.
QString plain(const QVariant &v)
{
    bool ok = false;
    const double x = v.toDouble(&ok);
    if (!ok || !std::isfinite(x))
        return {};
    QString s = QString::number(x, 'f', 2);
    while (s.contains(QLatin1Char('.')) && (s.endsWith(QLatin1Char('0'))))
        s.chop(1);
    if (s.endsWith(QLatin1Char('.')))
        s.chop(1);
    return s == QLatin1String("-0") ? QStringLiteral("0") : s;
}

// What to copy: the rows and columns that hold a selected cell, or every
// row and column shown; in the order shown, hidden columns left out.
struct Extent {
    std::vector<int> columns; // logical, in visual order
    std::vector<QModelIndex> rows;
};

Extent extentOf(const QAbstractItemView *view)
{
    Extent e;
    const QAbstractItemModel *model = view->model();
    if (!model)
        return e;
    const QHeaderView *header = columnHeader(view);
    QModelIndexList cells =
        view->selectionModel() ? view->selectionModel()->selectedIndexes() : QModelIndexList();
    if (cells.isEmpty())
        for (int r = 0; r < model->rowCount(); ++r)
            for (int c = 0; c < model->columnCount(); ++c)
                cells << model->index(r, c);
    std::set<std::pair<int, int>> columns; // visual index, logical index
    for (const QModelIndex &i : cells) {
        if (header && header->isSectionHidden(i.column()))
            continue;
        columns.insert({header ? header->visualIndex(i.column()) : i.column(), i.column()});
    }
    for (const auto &[visual, logical] : columns)
        e.columns.push_back(logical);
    for (const QModelIndex &i : cells)
        if (std::none_of(e.rows.begin(), e.rows.end(), [&](const QModelIndex &r) {
                return r.row() == i.row() && r.parent() == i.parent();
            }))
            e.rows.push_back(i.siblingAtColumn(0));
    std::sort(e.rows.begin(), e.rows.end(), [view](const QModelIndex &a, const QModelIndex &b) {
        const int ya = view->visualRect(a).top();
        const int yb = view->visualRect(b).top();
        return ya != yb ? ya < yb : a.row() < b.row();
    });
    return e;
}

// A column is a range when any of its copied cells gives three numbers.
bool isRange(const std::vector<QModelIndex> &rows, int column)
{
    return std::any_of(rows.begin(), rows.end(), [column](const QModelIndex &r) {
        return r.siblingAtColumn(column).data(TableCopy::NumbersRole).toList().size() == 3;
    });
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
    const Extent e = extentOf(view);
    if (e.columns.empty() || e.rows.empty())
        return {};
    const QAbstractItemModel *model = view->model();
    std::vector<bool> range;
    QStringList head;
    for (int c : e.columns) {
        const QString h = cellText(model->headerData(c, Qt::Horizontal));
        range.push_back(isRange(e.rows, c));
        if (range.back())
            head << Words::low(h) << Words::likely(h) << Words::high(h);
        else
            head << h;
    }
    QStringList lines{head.join(QLatin1Char('\t'))};
    for (const QModelIndex &row : e.rows) {
        QStringList cells;
        for (std::size_t k = 0; k < e.columns.size(); ++k) {
            const QModelIndex cell = row.siblingAtColumn(e.columns[k]);
            const QVariant numbers = cell.data(NumbersRole);
            const QVariantList three = numbers.toList();
            if (range[k]) {
                // A cell with no amount (not priced) leaves its three empty.
                for (int i = 0; i < 3; ++i)
                    cells << (three.size() == 3 ? plain(three[i]) : QString());
            } else if (numbers.isValid() && three.isEmpty()) {
                cells << plain(numbers);
            } else {
                cells << cellText(cell.data());
            }
        }
        lines << cells.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString TableCopy::html(const QAbstractItemView *view)
{
    const Extent e = extentOf(view);
    if (e.columns.empty() || e.rows.empty())
        return {};
    const QAbstractItemModel *model = view->model();
    const auto cell = [](const QVariant &v) {
        return v.toString().toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    };
    QString out = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\"><tr>");
    for (int c : e.columns)
        out += QStringLiteral("<th>") + cell(model->headerData(c, Qt::Horizontal)) +
               QStringLiteral("</th>");
    out += QStringLiteral("</tr>");
    for (const QModelIndex &row : e.rows) {
        out += QStringLiteral("<tr>");
        for (int c : e.columns) {
            const QModelIndex i = row.siblingAtColumn(c);
            const int align = i.data(Qt::TextAlignmentRole).toInt();
            out += (align & Qt::AlignRight) ? QStringLiteral("<td align=\"right\">")
                                            : QStringLiteral("<td>");
            out += cell(i.data()) + QStringLiteral("</td>");
        }
        out += QStringLiteral("</tr>");
    }
    return out + QStringLiteral("</table>");
}

QMimeData *TableCopy::mimeData(const QAbstractItemView *view)
{
    auto *data = new QMimeData;
    data->setText(tsv(view));
    data->setHtml(html(view));
    return data;
}

bool TableCopy::eventFilter(QObject *watched, QEvent *event)
{
    const bool key = event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride;
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
    if (tsv(view).isEmpty())
        return QObject::eventFilter(watched, event);
    QApplication::clipboard()->setMimeData(mimeData(view));
    return true;
}
