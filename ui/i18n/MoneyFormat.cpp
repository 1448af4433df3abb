#include "MoneyFormat.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>

namespace {

const QChar kYuan(0x00A5);   // the yen/yuan sign, as on Chinese price tags
const QChar kEnDash(0x2013); // ranges: "1.2-1.6" with an en dash

bool isChinese(const QLocale &locale)
{
    return locale.language() == QLocale::Chinese;
}

} // namespace

QString MoneyFormat::missing()
{
    return QString(QChar(0x2014));
}

MoneyFormat::Scale MoneyFormat::scaleFor(double magnitude, const QLocale &locale)
{
    const double m = std::abs(magnitude);
    if (isChinese(locale)) {
        // Chinese groups by 10^4: wan (U+4E07) and yi (U+4EBF).
        if (m >= 1e8)
            return {1e8, QStringLiteral("\u4ebf"), 2};
        if (m >= 1e4)
            return {1e4, QStringLiteral("\u4e07"), m >= 1e7 ? 0 : (m >= 1e5 ? 1 : 2)};
    } else {
        const QString nbsp(QChar::Nbsp);
        if (m >= 1e9)
            return {1e9, nbsp + QLatin1Char('B'), 1};
        if (m >= 1e6)
            return {1e6, nbsp + QLatin1Char('M'), m >= 1e8 ? 0 : (m >= 1e7 ? 1 : 2)};
        if (m >= 1e4)
            return {1e3, nbsp + QLatin1Char('k'), m >= 1e5 ? 0 : 1};
    }
    // Small amounts in full; unit prices (CNY per card-hour, per million
    // tokens) keep two decimals below 100.
    return {1.0, QString(), m >= 100.0 ? 0 : 2};
}

QString MoneyFormat::digits(double value, const Scale &scale, const QLocale &locale)
{
    QString s = locale.toString(value / scale.divisor, 'f', scale.decimals);
    if (scale.decimals > 0) {
        // "1.20" -> "1.2", "140.0" -> "140".
        const QString point = locale.decimalPoint();
        if (s.contains(point)) {
            while (s.endsWith(QLatin1Char('0')))
                s.chop(1);
            if (s.endsWith(point))
                s.chop(point.size());
        }
    }
    if (s == QLatin1String("-0"))
        s = QStringLiteral("0");
    return s;
}

QString MoneyFormat::amount(double cny, const QLocale &locale)
{
    if (!std::isfinite(cny))
        return missing();
    const Scale scale = scaleFor(cny, locale);
    const QString sign = cny < 0.0 ? locale.negativeSign() : QString();
    return sign + kYuan + digits(std::abs(cny), scale, locale) + scale.suffix;
}

QString MoneyFormat::quantity(double value, const QLocale &locale)
{
    if (!std::isfinite(value))
        return missing();
    const Scale scale = scaleFor(value, locale);
    const QString sign = value < 0.0 ? locale.negativeSign() : QString();
    return sign + digits(std::abs(value), scale, locale) + scale.suffix;
}

QString MoneyFormat::range(const suanpan::Range &cny, const QLocale &locale)
{
    return withMiddle(cny, locale, Middle::Likely);
}

QString MoneyFormat::band(const suanpan::Range &cny, const QLocale &locale)
{
    return withMiddle(cny, locale, Middle::Median);
}

QString MoneyFormat::withMiddle(const suanpan::Range &cny, const QLocale &locale, Middle middle)
{
    if (!std::isfinite(cny.low) || !std::isfinite(cny.likely) || !std::isfinite(cny.high))
        return missing();
    // Mixed signs (a credit that may turn into a cost) read as two amounts.
    if (cny.low < 0.0 && cny.high > 0.0) {
        return (middle == Middle::Median
                    //: A P10-P90 whose ends have different signs, e.g. "-Y3 k to Y2 k (median
                    //: Y1 k)"
                    ? QCoreApplication::translate("MoneyFormat", "%1 to %2 (median %3)")
                    //: A money range whose ends have different signs, e.g. "-Y3 k to Y2 k
                    //: (likely Y1 k)"
                    : QCoreApplication::translate("MoneyFormat", "%1 to %2 (likely %3)"))
            .arg(amount(cny.low, locale), amount(cny.high, locale), amount(cny.likely, locale));
    }
    const bool negative = cny.high <= 0.0 && cny.low < 0.0;
    const double lo = negative ? -cny.high : cny.low;
    const double hi = negative ? -cny.low : cny.high;
    const double likely = std::abs(cny.likely);
    const Scale scale = scaleFor(hi, locale);
    const QString sign = negative ? locale.negativeSign() : QString();
    const QString low = digits(lo, scale, locale);
    const QString high = digits(hi, scale, locale);
    const QString mid = digits(likely, scale, locale);
    if (low == high)
        return sign + kYuan + mid + scale.suffix;
    const QString span = sign + kYuan + low + kEnDash + high + scale.suffix;
    return (middle == Middle::Median
                //: A result's P10-P90 and its median, e.g. "Y1.2-1.6 M (median 1.4 M)"; %1 is
                //: the range, %2 the median without the currency sign
                ? QCoreApplication::translate("MoneyFormat", "%1 (median %2)")
                //: A money range and its most likely value, e.g. "Y1.2-1.6 M (likely 1.4 M)";
                //: %1 is the range, %2 the likely amount without the currency sign
                : QCoreApplication::translate("MoneyFormat", "%1 (likely %2)"))
        .arg(span, sign + mid + scale.suffix);
}

QString MoneyFormat::span(double low, double high, const QLocale &locale)
{
    if (!std::isfinite(low) || !std::isfinite(high) || low < 0.0 || high < low)
        return range({low, low, high}, locale);
    const Scale scale = scaleFor(high, locale);
    const QString lo = digits(low, scale, locale);
    const QString hi = digits(high, scale, locale);
    return lo == hi ? kYuan + hi + scale.suffix : kYuan + lo + kEnDash + hi + scale.suffix;
}

QString MoneyFormat::percent(double fraction, const QLocale &locale)
{
    if (!std::isfinite(fraction))
        return missing();
    const double p = fraction * 100.0;
    // A tiny share keeps two significant digits: a run filling 0.0016 % of
    // a cluster's busy hours must not read as "0 %".
    if (p != 0.0 && std::abs(p) < 0.1) {
        const int decimals = std::min(6, 1 - int(std::floor(std::log10(std::abs(p)))));
        QString s = locale.toString(p, 'f', decimals);
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        return s + QChar::Nbsp + QLatin1Char('%');
    }
    const int decimals = std::abs(p) < 10.0 && p != std::round(p) ? 1 : 0;
    QString s = locale.toString(p, 'f', decimals);
    if (decimals > 0 && s.endsWith(locale.decimalPoint() + QLatin1Char('0')))
        s.chop(1 + locale.decimalPoint().size());
    return s + QChar::Nbsp + QLatin1Char('%');
}
