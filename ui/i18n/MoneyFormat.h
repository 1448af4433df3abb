#pragma once

#include <QLocale>
#include <QString>

#include "model/Range.h"

// CNY amounts as people read them in the UI language: in Chinese large
// amounts in wan / yi ("156.3 wan" written with the Han unit, no space), in
// English in k / M / B with a no-break space; small amounts in full with
// group separators. Never shows NaN or infinity: those read as an em dash.
// The locale defaults to the UI language's (LanguageManager sets it).
class MoneyFormat final
{
public:
    // "Y1.4 M", "Y156.3 wan", "Y4,091" (Y: the yuan sign U+00A5).
    static QString amount(double cny, const QLocale &locale = QLocale());
    // "Y1.2-1.6 M (likely 1.4 M)", "Y120-160 wan (likely 140 wan)"; a single
    // amount when the range collapses at the shown precision.
    static QString range(const suanpan::Range &cny, const QLocale &locale = QLocale());
    // A result's P10-P90 with its median, the headline (Evaluation.h): "Y1.2-1.6 M
    // (median 1.4 M)"; a single amount before the draws are in.
    static QString band(const suanpan::Range &cny, const QLocale &locale = QLocale());
    // The ends alone, "Y1.2-1.6 M", for a range whose likely value is said
    // elsewhere (a P10-P90 after the headline amount). Non-negative ends.
    static QString span(double low, double high, const QLocale &locale = QLocale());
    // A difference as a share of a base: "2 %" (locale digits); below 0.1 %
    // with two significant digits ("0.0016 %"), never "0 %" for a non-zero share.
    static QString percent(double fraction, const QLocale &locale = QLocale());

    // A plain quantity at the scale amounts use, without the currency sign:
    // "30.84 M", "3084 wan" (with the Han unit), "4,091", "37.5". Card-hours
    // and token rates read like the amounts next to them.
    static QString quantity(double value, const QLocale &locale = QLocale());

    // The em dash shown for a missing or non-finite amount.
    static QString missing();

private:
    enum class Middle { Likely, Median };
    static QString withMiddle(const suanpan::Range &cny, const QLocale &locale, Middle middle);
    struct Scale {
        double divisor = 1.0;
        QString suffix; // includes the separator (no-break space in English)
        int decimals = 0;
    };
    static Scale scaleFor(double magnitude, const QLocale &locale);
    static QString digits(double value, const Scale &scale, const QLocale &locale);
};
