#include "MemoryFormat.h"

#include <cmath>

QString MemoryFormat::size(double bytes, const QLocale &locale)
{
    if (!std::isfinite(bytes))
        return QString(QChar(0x2014));
    const double gb = gigabytes(bytes);
    const double magnitude = std::abs(gb);
    // Three significant digits for what the engine estimates ("37.9 GB"),
    // whole numbers for what cards are sold with ("24 GB", "141 GB").
    const int decimals = magnitude >= 100.0 ? 0 : magnitude >= 1.0 ? 1 : 2;
    QString digits = locale.toString(gb, 'f', decimals);
    const QString point = locale.decimalPoint();
    if (decimals > 0 && digits.contains(point)) {
        while (digits.endsWith(QLatin1Char('0')))
            digits.chop(1);
        if (digits.endsWith(point))
            digits.chop(point.size());
    }
    if (digits == QLatin1String("-0"))
        digits = QStringLiteral("0");
    //: Card memory; %1 is a number of GB of 2^30 bytes. Keep "GB" as it is.
    QString text = tr("%1 GB").arg(digits);
    // Number and unit stay on one line.
    return text.replace(QLatin1Char(' '), QChar::Nbsp);
}

double MemoryFormat::gigabytes(double bytes)
{
    return bytes / kBytesPerGb;
}

QString MemoryFormat::unitNote()
{
    // "2^30" with a superscript exponent.
    const QString power = QStringLiteral("2\u00b3\u2070");
    //: %1 is 2 to the power 30, %2 the same number written out (1,073,741,824)
    return tr("GB here means %1 bytes (%2), as card memory is sold.")
        .arg(power, QLocale().toString(qint64(kBytesPerGb)));
}
