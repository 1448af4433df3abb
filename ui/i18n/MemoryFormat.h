#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>

// Card memory as the UI shows it everywhere: the Sizing page, the memory
// chart's axis and tooltips, the risk sentences on Compare and the slides,
// card names ("H100 SXM (80 GB)"). GB here are 2^30 bytes (JEDEC), as cards
// are marketed: a "24 GB" RTX 4090 holds 24 x 2^30 bytes, so it reads 24 GB
// on every page. Disk and data sizes (data sets, storage billed per GB-month)
// are decimal and are not formatted here.
class MemoryFormat final
{
    Q_DECLARE_TR_FUNCTIONS(MemoryFormat)

public:
    static constexpr double kBytesPerGb = 1024.0 * 1024.0 * 1024.0;

    // "24 GB", "37.9 GB", "0.03 GB" in the locale's digits, number and unit
    // on one line; an em dash for a value that is not finite.
    static QString size(double bytes, const QLocale &locale = QLocale());
    // The same figure as a number of GB, for chart axes.
    static double gigabytes(double bytes);
    // What GB means here, in one sentence for the places memory is shown.
    static QString unitNote();
};
