#pragma once

#include <QCoreApplication>
#include <QString>

#include "cost/Portfolio.h"
#include "util/Result.h"

namespace suanpan {
struct Catalog;
struct Project;
} // namespace suanpan

// The year plan (core/cost/Portfolio.h) in the UI language: the sentences
// the Year page, its charts, the slides and the report show, so every one of
// them says the same thing with the same numbers.
class YearText final
{
    Q_DECLARE_TR_FUNCTIONS(YearText)

public:
    // The recommendation and its evidence, sentence by sentence: the best
    // mix with its P10-P90, what renting everything and owning for the peak
    // cost, how flat the optimum is, the chance the mix beats renting, how
    // busy the owned cards are.
    static QStringList summary(const suanpan::Portfolio &portfolio, const suanpan::Project &project,
                               const suanpan::Catalog &catalog);
    // How the overflow is rented and what the demand assumes, one sentence.
    static QString method(const suanpan::Portfolio &portfolio);
    // Why there is no year plan, one line: the portfolio.* codes, which
    // ErrorText::error routes here.
    static QString error(const suanpan::Error &error);
    // "Owned cards" / "Total over 24 months" and the like, for axes and columns.
    static QString ownedCards();
    static QString totalOver(int months);
    // The option the cards are owned with, in the UI language.
    static QString ownedOptionName(const suanpan::Portfolio &portfolio,
                                   const suanpan::Project &project,
                                   const suanpan::Catalog &catalog);
};
