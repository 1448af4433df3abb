#include "ReportSections.h"

#include <algorithm>

const std::vector<ReportSection> &ReportSections::all()
{
    static const std::vector<ReportSection> sections{
        ReportSection::Cover,        ReportSection::Summary, ReportSection::Workloads,
        ReportSection::Options,      ReportSection::Charts,  ReportSection::HiddenCosts,
        ReportSection::BreakEven,    ReportSection::Risks,   ReportSection::Assumptions,
        ReportSection::Verification, ReportSection::SignOff};
    return sections;
}

QString ReportSections::key(ReportSection section)
{
    switch (section) {
    case ReportSection::Cover:
        return QStringLiteral("cover");
    case ReportSection::Summary:
        return QStringLiteral("summary");
    case ReportSection::Workloads:
        return QStringLiteral("workloads");
    case ReportSection::Options:
        return QStringLiteral("options");
    case ReportSection::Charts:
        return QStringLiteral("charts");
    case ReportSection::HiddenCosts:
        return QStringLiteral("hidden");
    case ReportSection::BreakEven:
        return QStringLiteral("breakeven");
    case ReportSection::Risks:
        return QStringLiteral("risks");
    case ReportSection::Assumptions:
        return QStringLiteral("assumptions");
    case ReportSection::Verification:
        return QStringLiteral("verification");
    case ReportSection::SignOff:
        return QStringLiteral("signoff");
    }
    return {};
}

std::optional<ReportSection> ReportSections::fromKey(const QString &key)
{
    for (ReportSection s : all())
        if (ReportSections::key(s) == key.trimmed())
            return s;
    return std::nullopt;
}

std::optional<std::vector<ReportSection>> ReportSections::parse(const QString &list, QString *error)
{
    std::vector<ReportSection> chosen;
    for (const QString &word : list.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const auto s = fromKey(word);
        if (!s) {
            *error = word.trimmed();
            return std::nullopt;
        }
        chosen.push_back(*s);
    }
    std::vector<ReportSection> ordered;
    for (ReportSection s : all())
        if (std::find(chosen.begin(), chosen.end(), s) != chosen.end())
            ordered.push_back(s);
    return ordered;
}

QString ReportSections::title(ReportSection section)
{
    switch (section) {
    case ReportSection::Cover:
        //: Report section: the title page
        return tr("Cover");
    case ReportSection::Summary:
        return tr("Executive summary");
    case ReportSection::Workloads:
        //: Report section: the jobs the plan is for
        return tr("The workloads");
    case ReportSection::Options:
        return tr("The options compared");
    case ReportSection::Charts:
        return tr("Charts");
    case ReportSection::HiddenCosts:
        //: Report section: costs the price lists leave out
        return tr("Hidden costs");
    case ReportSection::BreakEven:
        return tr("Break-even and sensitivity");
    case ReportSection::Risks:
        return tr("Risks");
    case ReportSection::Assumptions:
        //: Report section: the assumptions with their sources and dates
        return tr("Assumptions and sources");
    case ReportSection::Verification:
        //: Report section: the checklist status before signing
        return tr("Verification status");
    case ReportSection::SignOff:
        return tr("Sign-off");
    }
    return {};
}

bool ReportOptions::has(ReportSection s) const
{
    return std::find(sections.begin(), sections.end(), s) != sections.end();
}
