#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include "model/Range.h"

// How long something takes, as people read it: minutes under an hour, hours
// under two days, days above (the likely value picks the unit, so a range
// reads in one unit). One decimal below ten, none above ("45 minutes",
// "6.2 hours", "12 days"). Never shows NaN or infinity: those, and times
// that are not positive, read as an em dash. Every job time the UI shows
// (Compare, the option search, Sizing, plan vs measured) comes from here.
class DurationFormat final
{
    Q_DECLARE_TR_FUNCTIONS(DurationFormat)

public:
    enum class Unit { Minutes, Hours, Days };
    static Unit unitFor(double seconds);

    // "45 minutes", "6.2 hours", "3.1 days".
    static QString value(double seconds, const QLocale &locale = QLocale());
    // "12-20 minutes", "3.1-4.0 days" (en dash); one value when both ends
    // read the same at the shown precision.
    static QString span(const suanpan::Range &seconds, const QLocale &locale = QLocale());
    // span() with its likely value: "12-20 hours (likely 15)".
    static QString range(const suanpan::Range &seconds, const QLocale &locale = QLocale());

private:
    static QString withUnit(Unit unit, const QString &number);
};
