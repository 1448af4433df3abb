#pragma once

#include <QLabel>

// A one-line label that gives up width: it elides its text at the right end
// when squeezed and shows the whole text in its tooltip. A plain QLabel asks
// for its full text width, so a long source sentence in a grid squeezes the
// columns beside it (the What-if sliders shrank to their handles).
class ElidedLabel final : public QLabel
{
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    // The full text; shown elided to the label's width. The tooltip is the
    // full text unless setFullToolTip() gave a longer one.
    void setFullText(const QString &text);
    QString fullText() const { return m_full; }
    void setFullToolTip(const QString &tip);
    // True when the text shown is shorter than the full text.
    bool isElided() const;

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateShown();

    QString m_full;
    QString m_tip;
};
