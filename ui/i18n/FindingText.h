#pragma once

#include <string>
#include <vector>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "model/Enums.h"
#include "verify/Checklist.h"
#include "verify/Checks.h"
#include "verify/Evidence.h"

namespace suanpan {
struct Catalog;
}

// Words for the verification codes of core/verify: checklist statuses and
// severities, evidence kinds, each finding (check.*) with the numbers it
// holds and what to ask the provider (ask.*), measured facts, and the plan
// vs measured comparison. Numbers go through QLocale of the UI language;
// nothing shows NaN or infinity.
class FindingText final
{
    Q_DECLARE_TR_FUNCTIONS(FindingText)

public:
    static QString status(suanpan::CheckStatus status);
    static QString severity(suanpan::Severity severity);
    // How an option gets its cards, as checklist items tell apart: "renting
    // from a GPU cloud".
    static QString supply(suanpan::Supply supply);
    // One sentence for the items left out of an option's checklist: "Left
    // out, as they do not concern renting from a GPU cloud: A; B."
    static QString leftOut(suanpan::Supply supply, const QStringList &items);
    static QString evidenceKind(suanpan::EvidenceKind kind);
    // A checklist text in the UI language.
    static QString text(const suanpan::Bilingual &text);

    // What was measured against what was expected, in one or two sentences,
    // e.g. "Measured 7.9 Gb/s between machines; the provider promised 25 Gb/s,
    // so at least 22.5 Gb/s is expected." Unknown codes still read sensibly.
    static QString finding(const suanpan::Finding &finding, const suanpan::Catalog &catalog);
    // What to ask the provider ("Ask the provider ..."); empty for an unknown code.
    static QString ask(suanpan::AskCode code);
    // One measured fact of an import ("9.41 Gb/s", "3 retransmissions").
    static QString fact(suanpan::FactCode code, double value);
    // "Could not import "x.json": <what is wrong>."
    static QString importError(const QString &fileName, const suanpan::Error &error);

    // "With the measured 31 % MFU, this option costs Y48 wan more than
    // planned (time +38 %)." `workload` names the job.
    static QString planVsMeasured(const suanpan::PlanVsMeasured &row, const QString &workload);
    // The measured facts a comparison used, as a list ("31 % MFU, 7.9 Gb/s
    // between machines"); empty when there are none.
    static QString measuredFacts(const suanpan::MeasuredFacts &facts);

private:
    static QString number(double value, int decimals);
    // Why a plan-vs-measured figure moved or did not (a layout re-chosen, or
    // one that hardly uses the network); empty when there is nothing to add.
    static QString planVsMeasuredReason(const suanpan::PlanVsMeasured &row, double timeShare,
                                        bool same);
    static QString mfu(const suanpan::Finding &finding);
    static QString impossible(const suanpan::Finding &finding);
    static QString unprovable(const suanpan::Finding &finding);
    static QString cardName(const std::string &id, const suanpan::Catalog &catalog);
    static QString gpuList(const std::vector<std::string> &indices);
};
