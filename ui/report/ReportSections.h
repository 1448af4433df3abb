#pragma once

#include <optional>
#include <vector>

#include <QCoreApplication>
#include <QDate>
#include <QString>
#include <QStringList>

// The parts of the client report, in the order the report tells them
// (issue 16): cover; executive summary; workloads; options compared; charts;
// hidden costs; break-even and sensitivity; risks; assumptions; verification
// status; sign-off page. The table of contents follows the cover.
enum class ReportSection {
    Cover,
    Summary,
    Workloads,
    Options,
    Charts,
    HiddenCosts,
    BreakEven,
    Risks,
    Assumptions,
    Verification,
    SignOff
};

class ReportSections final
{
    Q_DECLARE_TR_FUNCTIONS(ReportSections)

public:
    // Every section in report order.
    static const std::vector<ReportSection> &all();
    // Stable keys for --sections: cover, summary, workloads, options, charts,
    // hidden, breakeven, risks, assumptions, verification, signoff.
    static QString key(ReportSection section);
    static std::optional<ReportSection> fromKey(const QString &key);
    // "a,b,c" into sections in report order; none with `error` set to the
    // first unknown key.
    static std::optional<std::vector<ReportSection>> parse(const QString &list, QString *error);
    // The heading, in the current (report) language.
    static QString title(ReportSection section);
};

// What one export is asked for.
struct ReportOptions {
    QString language;                    // "zh_CN" or "en"
    std::vector<ReportSection> sections; // report order
    QString fileName; // the project's file name, on every page when it has no title
    QDate date;       // on the cover and every page

    bool has(ReportSection s) const;
};
