#include "MemoryBar.h"

#include <algorithm>
#include <cmath>

#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

namespace {

constexpr int kBarHeight = 22;
constexpr int kMargin = 2;

} // namespace

MemoryBar::MemoryBar(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setMouseTracking(true);
}

QColor MemoryBar::partColor(int index)
{
    // Tableau 10: distinct in print and for the common colour blindnesses.
    static const QColor colors[] = {QColor(0x4e, 0x79, 0xa7), QColor(0xf2, 0x8e, 0x2b),
                                    QColor(0xe1, 0x57, 0x59), QColor(0x76, 0xb7, 0xb2),
                                    QColor(0x59, 0xa1, 0x4f), QColor(0xba, 0xb0, 0xac)};
    return colors[std::size_t(index) % std::size(colors)];
}

void MemoryBar::setParts(std::vector<Part> parts, double capacity, const QString &capacityText)
{
    m_parts = std::move(parts);
    m_capacity = std::isfinite(capacity) ? capacity : 0.0;
    m_capacityText = capacityText;
    update();
}

void MemoryBar::clear()
{
    m_parts.clear();
    m_capacity = 0.0;
    m_capacityText.clear();
    update();
}

QSize MemoryBar::sizeHint() const
{
    return {320, minimumSizeHint().height()};
}

QSize MemoryBar::minimumSizeHint() const
{
    return {120, kBarHeight + fontMetrics().height() + 3 * kMargin};
}

QRectF MemoryBar::barRect() const
{
    return QRectF(kMargin, fontMetrics().height() + 2 * kMargin, width() - 2 * kMargin, kBarHeight);
}

double MemoryBar::scale() const
{
    double total = 0.0;
    for (const Part &p : m_parts)
        total += std::isfinite(p.bytes) ? std::max(p.bytes, 0.0) : 0.0;
    // Room beyond the larger of total and capacity, so the line never sits
    // on the edge.
    const double full = std::max(total, m_capacity) * 1.08;
    return full > 0.0 ? barRect().width() / full : 0.0;
}

void MemoryBar::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF bar = barRect();
    const QPalette &pal = palette();

    QPainterPath frame;
    frame.addRoundedRect(bar, 3, 3);
    painter.fillPath(frame, pal.color(QPalette::Base));
    const double k = scale();
    if (k > 0.0) {
        painter.save();
        painter.setClipPath(frame);
        double x = bar.left();
        for (const Part &p : m_parts) {
            const double w = std::isfinite(p.bytes) ? std::max(p.bytes, 0.0) * k : 0.0;
            painter.fillRect(QRectF(x, bar.top(), w, bar.height()), p.color);
            x += w;
        }
        // What does not fit: hatched.
        const double line = bar.left() + m_capacity * k;
        if (m_capacity > 0.0 && x > line)
            painter.fillRect(QRectF(line, bar.top(), x - line, bar.height()),
                             QBrush(QColor(0, 0, 0, 110), Qt::BDiagPattern));
        painter.restore();

        if (m_capacity > 0.0) {
            const double lx = std::round(line) + 0.5;
            QPen pen(pal.color(QPalette::WindowText), 2);
            painter.setPen(pen);
            painter.drawLine(QPointF(lx, bar.top() - kMargin), QPointF(lx, bar.bottom() + 1));
            // The capacity label above the line, kept inside the widget.
            const QFontMetrics fm = fontMetrics();
            const int tw = fm.horizontalAdvance(m_capacityText);
            const double tx = std::clamp(lx - tw / 2.0, 0.0, double(width() - tw));
            painter.drawText(QPointF(tx, fm.ascent()), m_capacityText);
        }
    }
    painter.setPen(QPen(pal.color(QPalette::Mid), 1));
    painter.drawPath(frame);
}

int MemoryBar::partAt(const QPoint &pos) const
{
    const QRectF bar = barRect();
    const double k = scale();
    if (k <= 0.0 || pos.y() < bar.top() || pos.y() > bar.bottom())
        return -1;
    double x = bar.left();
    for (std::size_t i = 0; i < m_parts.size(); ++i) {
        const double w =
            std::isfinite(m_parts[i].bytes) ? std::max(m_parts[i].bytes, 0.0) * k : 0.0;
        if (pos.x() >= x && pos.x() < x + w)
            return int(i);
        x += w;
    }
    return -1;
}

bool MemoryBar::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int i = partAt(help->pos());
        if (i >= 0) {
            const Part &p = m_parts[std::size_t(i)];
            QToolTip::showText(help->globalPos(), p.name + QLatin1String(": ") + p.value, this);
        } else if (!toolTip().isEmpty()) {
            QToolTip::showText(help->globalPos(), toolTip(), this);
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return QWidget::event(event);
}
