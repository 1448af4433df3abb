#include "RangeEdit.h"

#include <cmath>

#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>

namespace {

QDoubleSpinBox *spin(const QString &name, double maximum, int decimals, QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setObjectName(name);
    box->setRange(0.0, maximum);
    box->setDecimals(decimals);
    box->setGroupSeparatorShown(true);
    box->setKeyboardTracking(false);
    box->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    box->setMinimumWidth(90);
    return box;
}

} // namespace

RangeEdit::RangeEdit(const char *objectName, double maximum, int decimals, QWidget *parent)
    : QWidget(parent)
{
    const QString name = QLatin1String(objectName);
    setObjectName(name);
    m_low = spin(name + QLatin1String("Low"), maximum, decimals, this);
    m_likely = spin(name + QLatin1String("Likely"), maximum, decimals, this);
    m_high = spin(name + QLatin1String("High"), maximum, decimals, this);
    m_lowLabel = new QLabel(this);
    m_likelyLabel = new QLabel(this);
    m_highLabel = new QLabel(this);
    m_lowLabel->setBuddy(m_low);
    m_likelyLabel->setBuddy(m_likely);
    m_highLabel->setBuddy(m_high);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (auto [label, box] : {std::pair{m_lowLabel, m_low}, std::pair{m_likelyLabel, m_likely},
                              std::pair{m_highLabel, m_high}}) {
        layout->addWidget(label);
        layout->addWidget(box, 1);
        connect(box, &QDoubleSpinBox::valueChanged, this, &RangeEdit::valueChanged);
    }
    setFocusProxy(m_low);
    retranslateUi();
}

suanpan::Range RangeEdit::value() const
{
    return {m_low->value(), m_likely->value(), m_high->value()};
}

void RangeEdit::setValue(const suanpan::Range &range)
{
    {
        const QSignalBlocker a(m_low), b(m_likely), c(m_high);
        m_low->setValue(range.low);
        m_likely->setValue(range.likely);
        m_high->setValue(range.high);
    }
    emit valueChanged();
}

bool RangeEdit::shows(const suanpan::Range &range) const
{
    const auto same = [](const QDoubleSpinBox *box, double v) {
        const double shown = box->valueFromText(box->textFromValue(v));
        return std::abs(box->value() - shown) < 1e-9;
    };
    return same(m_low, range.low) && same(m_likely, range.likely) && same(m_high, range.high);
}

void RangeEdit::setPrefix(const QString &prefix)
{
    for (QDoubleSpinBox *box : {m_low, m_likely, m_high})
        box->setPrefix(prefix);
}

void RangeEdit::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void RangeEdit::retranslateUi()
{
    //: The three values of a range: lowest, most likely, highest
    m_lowLabel->setText(tr("low"));
    m_likelyLabel->setText(tr("likely"));
    m_highLabel->setText(tr("high"));
}
