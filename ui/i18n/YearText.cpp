#include "YearText.h"

#include <QLocale>

#include "catalog/Catalog.h"
#include "i18n/CostText.h"
#include "i18n/DisplayText.h"
#include "i18n/ErrorText.h"
#include "i18n/MoneyFormat.h"
#include "model/Project.h"

using namespace suanpan;

namespace {

QString cards(int n)
{
    return QLocale().toString(n);
}

// "Y1.64 M (P10-P90 Y1.34-2.17 M)"; the likely amount alone without draws.
QString amountWithBand(const Portfolio &p, const Range &total)
{
    if (p.samples <= 0 || total.low == total.high)
        return MoneyFormat::amount(total.likely);
    return YearText::tr("%1 (P10-P90 %2)")
        .arg(MoneyFormat::amount(total.likely), MoneyFormat::span(total.low, total.high));
}

} // namespace

QString YearText::ownedCards()
{
    //: Axis and column: how many cards the team owns (the rest is rented)
    return tr("Owned cards");
}

QString YearText::totalOver(int months)
{
    //: Column: the total cost of a mix over the planning horizon
    return tr("Total over %n months", nullptr, months);
}

QString YearText::ownedOptionName(const Portfolio &portfolio, const Project &project,
                                  const Catalog &catalog)
{
    for (const Option &o : project.options)
        if (o.id == portfolio.ownedOptionId)
            return DisplayText::name(o).isEmpty() ? DisplayText::optionName(o, catalog)
                                                  : DisplayText::name(o);
    return QString::fromStdString(portfolio.ownedOptionId);
}

QStringList YearText::summary(const Portfolio &p, const Project &, const Catalog &catalog)
{
    QStringList out;
    const PortfolioPoint &best = p.bestMix();
    const PortfolioPoint &rented = p.allRented();
    const PortfolioPoint &owned = p.allOwned();
    const Card *card = catalog.findCard(p.cardId);
    const QString cardName = card ? DisplayText::cardName(*card) : QString::fromStdString(p.cardId);
    const QString total = amountWithBand(p, best.total);
    if (best.ownedCards == 0)
        //: Year plan verdict; %1 the total with its P10-P90, %n months
        out << tr("Rent everything: %1 over %n months.", nullptr, p.horizonMonths).arg(total);
    else if (&best == &owned)
        //: Year plan verdict; %1 cards, %2 card name, %3 total with its P10-P90, %n months
        out << tr("Own %1 %2 cards, enough for the peak: %3 over %n months.", nullptr,
                  p.horizonMonths)
                   .arg(cards(best.ownedCards), cardName, total);
    else
        //: Year plan verdict; %1 cards, %2 card name, %3 total with its P10-P90, %n months
        out << tr("Own %1 %2 cards and rent the rest: %3 over %n months.", nullptr, p.horizonMonths)
                   .arg(cards(best.ownedCards), cardName, total);
    const double base = best.total.likely;
    auto more = [base](const PortfolioPoint &x) {
        return MoneyFormat::percent(base > 0.0 ? x.total.likely / base - 1.0 : 0.0);
    };
    if (&best != &rented)
        //: %1 amount, %2 a percentage
        out << tr("Renting everything would cost %1, %2 more.")
                   .arg(MoneyFormat::amount(rented.total.likely), more(rented));
    if (&best != &owned && owned.ownedCards > 0)
        //: %1 cards (the peak demand), %2 card name, %3 amount, %4 a percentage
        out << tr("Owning enough for the peak (%1 %2 cards) would cost %3, %4 more.")
                   .arg(cards(owned.ownedCards), cardName, MoneyFormat::amount(owned.total.likely),
                        more(owned));
    if (p.flatLow != p.flatHigh)
        //: %1 and %2 numbers of cards; %3 a percentage (3 %)
        out << tr("Anything from %1 to %2 owned cards is within %3 of the best.")
                   .arg(cards(p.flatLow), cards(p.flatHigh),
                        MoneyFormat::percent(kPortfolioFlatShare));
    else
        //: %1 a percentage (3 %)
        out << tr("No other number of owned cards comes within %1 of the best.")
                   .arg(MoneyFormat::percent(kPortfolioFlatShare));
    if (best.ownedCards > 0 && p.samples > 0)
        //: %1 cards, %2 a percentage of the Monte Carlo draws
        out << tr("Owning %1 cards costs less than renting everything in %2 of the plausible "
                  "futures.")
                   .arg(cards(best.ownedCards), MoneyFormat::percent(p.chanceBestBeatsRenting));
    if (best.ownedCards > 0)
        //: %1 a percentage, %2 months (e.g. 1.5), %3 card-hours
        out << tr("Once delivered (after %1 months) the owned cards are busy %2 of the time; "
                  "%3 card-hours are rented.")
                   .arg(QLocale().toString(p.leadMonths, 'g', 3),
                        MoneyFormat::percent(best.utilisation),
                        MoneyFormat::quantity(best.rentedCardHours));
    return out;
}

QString YearText::method(const Portfolio &p)
{
    //: How the year plan works; %1 CNY per card-hour, %2 CNY per card-month
    return tr("Each workload runs when its schedule says; what the owned cards cannot hold is "
              "rented on a GPU cloud, by the month where that is cheaper, else by the hour "
              "(all-in %1 per card-hour, %2 per card-month).")
        .arg(MoneyFormat::amount(p.hourlyCnyPerCardHour),
             MoneyFormat::amount(p.monthlyCnyPerCardMonth));
}

QString YearText::error(const Error &e)
{
    if (e.code == "portfolio.no_owned_option")
        return tr("The year plan needs an option that hosts or builds its own cards: add one on "
                  "the Options page.");
    if (e.code == "portfolio.no_workloads")
        return tr("The year plan needs at least one workload that can be priced.");
    if (e.code == "portfolio.no_rent_price")
        //: %1 a card id
        return tr("No GPU-cloud price for %1, so the cards beyond the owned ones cannot be "
                  "priced.")
            .arg(QString::fromStdString(e.subject));
    return ErrorText::error(e);
}
