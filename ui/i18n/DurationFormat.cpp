#include "DurationFormat.h"

#include <cmath>

#include "i18n/MoneyFormat.h"

namespace {

const QChar kEnDash(0x2013);

bool usable(const suanpan::Range &r)
{
    return std::isfinite(r.low) && std::isfinite(r.likely) && std::isfinite(r.high) &&
           r.likely > 0.0 && r.high > 0.0;
}

double secondsPer(DurationFormat::Unit unit)
{
    switch (unit) {
    case DurationFormat::Unit::Minutes:
        return 60.0;
    case DurationFormat::Unit::Hours:
        return 3600.0;
    case DurationFormat::Unit::Days:
        break;
    }
    return 86400.0;
}

// One decimal below ten ("6.2"), whole numbers above ("45"); the decimals
// follow the larger end so both ends of a range read alike.
QString digits(double v, double largest, const QLocale &locale)
{
    return locale.toString(v, 'f', largest < 9.95 ? 1 : 0);
}

} // namespace

DurationFormat::Unit DurationFormat::unitFor(double seconds)
{
    if (seconds < 3600.0)
        return Unit::Minutes;
    if (seconds < 48.0 * 3600.0)
        return Unit::Hours;
    return Unit::Days;
}

QString DurationFormat::withUnit(Unit unit, const QString &number)
{
    QString s;
    switch (unit) {
    case Unit::Minutes:
        //: A duration; %1 is a number or a range such as "12-20"
        s = tr("%1 minutes").arg(number);
        break;
    case Unit::Hours:
        //: A duration; %1 is a number or a range such as "12-20"
        s = tr("%1 hours").arg(number);
        break;
    case Unit::Days:
        //: A duration; %1 is a number or a range such as "3.1-4.0"
        s = tr("%1 days").arg(number);
        break;
    }
    // A number and its unit stay on one line.
    return s.replace(QLatin1Char(' '), QChar::Nbsp);
}

QString DurationFormat::value(double seconds, const QLocale &locale)
{
    return span(suanpan::Range::exactly(seconds), locale);
}

QString DurationFormat::span(const suanpan::Range &seconds, const QLocale &locale)
{
    if (!usable(seconds))
        return MoneyFormat::missing();
    const Unit unit = unitFor(seconds.likely);
    const double per = secondsPer(unit);
    const double high = seconds.high / per;
    const QString lo = digits(std::max(0.0, seconds.low) / per, high, locale);
    const QString hi = digits(high, high, locale);
    return withUnit(unit, lo == hi ? hi : lo + kEnDash + hi);
}

QString DurationFormat::range(const suanpan::Range &seconds, const QLocale &locale)
{
    if (!usable(seconds))
        return MoneyFormat::missing();
    const Unit unit = unitFor(seconds.likely);
    const double per = secondsPer(unit);
    const double high = seconds.high / per;
    const QString lo = digits(std::max(0.0, seconds.low) / per, high, locale);
    const QString hi = digits(high, high, locale);
    if (lo == hi)
        return withUnit(unit, hi);
    const QString likely = digits(seconds.likely / per, high, locale);
    //: A duration range and its most likely value, e.g. "12-20 hours (likely 15)";
    //: %1 is the range with its unit, %2 the likely number
    return tr("%1 (likely %2)").arg(withUnit(unit, lo + kEnDash + hi), likely);
}
