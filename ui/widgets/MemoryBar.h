#pragma once

#include <vector>

#include <QColor>
#include <QString>
#include <QWidget>

// Memory per card as one horizontal stacked bar (weights, gradients, ...)
// against a line at the card's capacity; what does not fit is hatched. Plain
// QPainter: charts proper live under ui/charts/. Hovering a part shows its
// name and size.
class MemoryBar final : public QWidget
{
    Q_OBJECT

public:
    struct Part {
        QString name;  // translated, for the tooltip
        QString value; // formatted, for the tooltip
        double bytes = 0.0;
        QColor color;
    };

    explicit MemoryBar(QWidget *parent = nullptr);

    // `capacityText` labels the capacity line ("80 GB").
    void setParts(std::vector<Part> parts, double capacity, const QString &capacityText);
    void clear();

    // The colour of the i-th part, shared with the legend next to the bar.
    static QColor partColor(int index);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    QRectF barRect() const;
    double scale() const; // pixels per byte
    int partAt(const QPoint &pos) const;

    std::vector<Part> m_parts;
    double m_capacity = 0.0;
    QString m_capacityText;
};
