#pragma once

#include <string>

#include <QCoreApplication>
#include <QString>

#include "model/Range.h"

// Citations and assumption texts in the UI language. Every place that names
// where a figure comes from (pages, slides, the sign-off PDF) goes through
// cite(): a seed article by its title and date, a paper by its title,
// "your input" for a value the user set; never a raw code such as "seed 003".
// The wording is core's (export/Citations.h), which the XLSX uses too.
class CitationText final
{
    Q_DECLARE_TR_FUNCTIONS(CitationText)

public:
    // Every citation of a provenance text (codes of sources.json, ";"-separated),
    // joined: "《深圳AI训练服务器租用成本怎么算？…》（2026）；你的输入". Text no
    // source matches is shown as it is.
    static QString cite(const std::string &source);
    // The first citation only, for a narrow label; the full list goes into its tooltip.
    static QString citeFirst(const std::string &source);
    // cite() followed by what the source says (while the assumption still
    // cites its default source) and the date, one sentence:
    // "《…》（2026）：框架调优后 40–55%…". For tooltips and the Assumptions table.
    // Without `withDate` the date is left out (a table with a date column).
    static QString describe(const suanpan::Assumption &a, bool withDate = true);
    // An ISO date of a source ("2026-11") as the UI language writes it.
    static QString date(const std::string &iso);

    // The assumption's name from the catalog texts in the UI language;
    // without one (a key only a project has), the name the cost texts use.
    static QString assumptionName(const suanpan::Assumption &a);
    // A unit code of assumptions.json in words ("fraction" -> "share (0-1)").
    static QString unit(const std::string &code);
};
