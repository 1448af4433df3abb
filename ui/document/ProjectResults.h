#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <QObject>

#include "cost/Evaluation.h"
#include "cost/Portfolio.h"
#include "cost/Verdict.h"
#include "util/Result.h"
#include "verify/Evidence.h"

class ProjectDocument;

// Everything derived from the open project, owned in one place beside the
// document (DESIGN.md: the document keeps the project, catalog, undo stack
// and file, as Tiled's Document does; this keeps what is computed from
// them): the evaluation and its Monte Carlo draws, the year plan, the
// project's verdict, and the tornado of a selected option. Every page, the
// presentation, the report and the exports read these; none evaluates the
// project itself.
//
// Each change of the project marks them stale; one evaluation follows when
// the event loop next runs, however many signals the edit emitted, and
// evaluated() announces it. The instant answer holds the likely values; the
// draws come from a worker thread (the evaluation's and the year plan's
// together), and evaluated() then comes again with the ranges and chances.
// The next edit cancels draws still running.
class ProjectResults final : public QObject
{
    Q_OBJECT

public:
    explicit ProjectResults(ProjectDocument *document);
    ~ProjectResults() override;

    // The evaluation of the project as it is (never stale: a pending change
    // is evaluated now; evaluated() still follows, once).
    const suanpan::Evaluation &evaluation() const;
    // True between a change and its evaluation.
    bool isStale() const { return m_stale; }
    // How many evaluations so far: tells a reader whether evaluation() is
    // another one than it last showed (and tests count it).
    int evaluationCount() const { return m_count; }

    // The year plan (core planPortfolio) for the owned option
    // portfolioOwnedOption() ("" = the project's first hosted or built
    // option): likely values first, the draws with the evaluation's.
    const suanpan::Result<suanpan::Portfolio> &portfolio() const;
    // A view setting (not saved in the file); emits portfolioOptionChanged().
    void setPortfolioOwnedOption(const std::string &optionId);
    const std::string &portfolioOwnedOption() const { return m_portfolioOwned; }

    // The project's recommendation (core/cost/ProjectVerdict.h): what every
    // page, slide, file and CLI key that recommends says.
    const suanpan::ProjectVerdict &verdict() const;
    const suanpan::WorkloadVerdict *verdict(const std::string &workloadId) const;

    // The tornado of any option for a workload, in that pair's scope: the
    // evaluation's own for the recommended option, else core's tornadoFor()
    // (kept until the next evaluation, so every page shows the same one).
    // Null when the workload or option is unknown.
    const suanpan::Tornado *tornado(const std::string &workloadId,
                                    const std::string &optionId) const;

    // What the evidence of an option measured and its plan vs measured
    // (core/verify/Evidence.h), worked out from evaluation(): the plan is
    // read from it, only the measured what-ifs are evaluated (no draws), and
    // only when something was measured. Kept per option until the project
    // next changes (the draws coming in change neither side).
    struct Verification {
        suanpan::MeasuredFacts facts;
        std::vector<suanpan::PlanVsMeasured> rows;
    };
    const Verification &verification(const std::string &optionId) const;

    // The Monte Carlo draws (Evaluation.h "What a shown range means").
    bool isSampling() const { return m_sampling != nullptr; }
    // How far the running draws are, in thousandths; -1 when none run.
    int samplingPermille() const;
    // The user stops the draws: the likely values stay until the next change
    // or resumeSampling(); emits samplingStopped().
    void stopSampling();
    // Draws the ranges of the project as it is again (after stopSampling()).
    void resumeSampling();
    // Blocks until the draws of the project as it is are in (tests, exports).
    // Returns at once when sampling is off.
    void waitForSampling();
    // Draws per evaluation (EvaluateSettings::kDefaultSamples; 0: none).
    void setSamples(int samples);
    int samples() const { return m_samples; }

    // The project changed: everything above is stale; one evaluation is
    // queued for the next turn of the event loop. ProjectDocument calls it
    // for every raw change.
    void invalidate();

signals:
    // evaluation(), portfolio() and verdict() are the project's as it is now.
    void evaluated();
    // Draws began for the project as it is now (after each change).
    void samplingStarted();
    // The draws are in (after evaluated()).
    void samplingFinished();
    // The user stopped the draws (stopSampling()).
    void samplingStopped();
    // Another owned option was chosen for the year plan.
    void portfolioOptionChanged();

private:
    struct SamplingJob;
    void evaluateQueued();
    void startSampling();
    void finishSampling(const std::shared_ptr<SamplingJob> &job);
    void cancelSampling();
    suanpan::PortfolioSettings portfolioSettings(int samples) const;

    ProjectDocument *m_document;
    mutable suanpan::Evaluation m_evaluation;
    mutable bool m_stale = true;
    mutable int m_count = 0;
    bool m_queued = false;
    int m_samples = suanpan::EvaluateSettings::kDefaultSamples;
    std::shared_ptr<SamplingJob> m_sampling;
    std::string m_portfolioOwned;
    mutable std::optional<suanpan::Result<suanpan::Portfolio>> m_portfolio;
    mutable std::optional<suanpan::ProjectVerdict> m_verdict;
    mutable std::optional<suanpan::Tornado> m_tornado; // tornadoFor() of a non-recommended option
    mutable int m_tornadoCount = -1;
    int m_changes = 0; // invalidate() calls: what the verification cache follows
    mutable std::map<std::string, Verification> m_verification;
    mutable int m_verificationChanges = -1;
};
