#pragma once

#include <QWidget>

#include "model/Range.h"

class QDoubleSpinBox;
class QLabel;

// Three spin boxes for a low / likely / high range (every guessed figure in
// Suanpan is one). Children are named "<objectName>Low", "...Likely",
// "...High". Order is not enforced here: core's validation reports it, next
// to the field, like any other problem.
class RangeEdit final : public QWidget
{
    Q_OBJECT

public:
    RangeEdit(const char *objectName, double maximum, int decimals, QWidget *parent = nullptr);

    suanpan::Range value() const;
    void setValue(const suanpan::Range &range);
    // Whether the boxes show `range` as they would after setValue(range): a
    // stored figure with more decimals than the boxes is then kept, not rounded.
    bool shows(const suanpan::Range &range) const;
    // A unit or currency sign shown before each number ("Y" for CNY).
    void setPrefix(const QString &prefix);

signals:
    void valueChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QDoubleSpinBox *m_low;
    QDoubleSpinBox *m_likely;
    QDoubleSpinBox *m_high;
    QLabel *m_lowLabel;
    QLabel *m_likelyLabel;
    QLabel *m_highLabel;
};
