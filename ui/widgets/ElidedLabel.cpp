#include "ElidedLabel.h"

#include <QEvent>
#include <QFontMetrics>

ElidedLabel::ElidedLabel(QWidget *parent) : QLabel(parent)
{
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    setTextFormat(Qt::PlainText);
}

void ElidedLabel::setFullText(const QString &text)
{
    m_full = text;
    updateShown();
    updateGeometry();
}

void ElidedLabel::setFullToolTip(const QString &tip)
{
    m_tip = tip;
    setToolTip(m_tip.isEmpty() ? m_full : m_tip);
}

bool ElidedLabel::isElided() const
{
    return text() != m_full;
}

QSize ElidedLabel::minimumSizeHint() const
{
    // Room for a few characters and the ellipsis; the rest is negotiable.
    const QFontMetrics fm(font());
    return {fm.horizontalAdvance(QStringLiteral("MMMM\u2026")), QLabel::minimumSizeHint().height()};
}

QSize ElidedLabel::sizeHint() const
{
    const QFontMetrics fm(font());
    const int margins = contentsMargins().left() + contentsMargins().right();
    return {fm.horizontalAdvance(m_full) + margins, QLabel::sizeHint().height()};
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    updateShown();
}

void ElidedLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateShown();
}

void ElidedLabel::updateShown()
{
    const QString shown = fontMetrics().elidedText(m_full, Qt::ElideRight, contentsRect().width());
    if (shown != text())
        QLabel::setText(shown);
    setToolTip(m_tip.isEmpty() ? m_full : m_tip);
}
