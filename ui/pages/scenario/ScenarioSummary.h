#pragma once

#include <string>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "document/ApplyScenario.h"
#include "estimate/LayoutSearch.h"

namespace suanpan {
struct Catalog;
struct SizingAssumptions;
} // namespace suanpan

// Whether a fine-tuning job fits one server of the cards its scenario is
// made for (the Sizing page's layout search, up to eight cards), so that a
// scenario's presets on a big model of the user's are never silently
// unworkable.
struct ScenarioFit {
    std::string cardId; // empty: the scenario has no such check, or the card is gone
    int maxCards = 0;
    suanpan::LayoutSearchResult result;
};

// The status-bar message after a scenario card was chosen: what changed,
// what was kept, and what the fit check found when it fails.
class ScenarioSummary final
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioSummary)

public:
    // The card a scenario's text names first (RTX 4090 for LoRA and QLoRA,
    // A800 80 GB for a full fine-tune), or nullptr for pre-training (many
    // servers by nature) and serving (sized per option).
    static const char *typicalCard(suanpan::Scenario scenario);
    // The layout search (core's inputs for the workload, with the project's
    // sizing assumptions) on one server of that card.
    static ScenarioFit checkFit(const suanpan::Workload &workload, const suanpan::Catalog &catalog,
                                const suanpan::SizingAssumptions &assumptions);
    // "Kept your model Llama-3-8B; set the LoRA fine-tune presets: ..."
    static QString text(const ScenarioChange &change, const ScenarioFit &fit,
                        const suanpan::Catalog &catalog);

private:
    // The job settings the scenario uses, each worded with its new value:
    // every one (`all`) or those that changed.
    static QStringList settings(const suanpan::Workload &before, const suanpan::Workload &after,
                                bool all);
    static QString modelText(const suanpan::ModelShape &model);
    static QString fitText(const ScenarioFit &fit, const suanpan::Workload &workload,
                           const suanpan::Catalog &catalog);
};
