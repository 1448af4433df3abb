#include "YearText.h"

#include <QLocale>

#include "catalog/Catalog.h"
#include "cost/ProjectVerdict.h"
#include "i18n/CostText.h"
#include "i18n/DisplayText.h"
#include "i18n/ErrorText.h"
#include "i18n/MoneyFormat.h"
#include "i18n/VerdictText.h"
#include "model/Project.h"

using namespace suanpan;

namespace {

QString cards(int n)
{
    return QLocale().toString(n);
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

QStringList YearText::summary(const Portfolio &p, const Project &project, const Catalog &catalog)
{
    QStringList out;
    const PortfolioPoint &best = p.bestMix();
    const PortfolioPoint &rented = p.allRented();
    const PortfolioPoint &owned = p.allOwned();
    const Card *card = catalog.findCard(p.cardId);
    const QString cardName = card ? DisplayText::cardName(*card) : QString::fromStdString(p.cardId);
    // The verdict's own sentences first (VerdictText), then the details.
    const auto optionName = [&](const std::string &id) {
        for (const Option &o : project.options)
            if (o.id == id)
                return DisplayText::nameOrId(o);
        return QString::fromStdString(id);
    };
    const auto workloadName = [&](const std::string &id) {
        for (const Workload &w : project.workloads)
            if (w.id == id)
                return DisplayText::nameOrId(w);
        return QString::fromStdString(id);
    };
    out << VerdictText::mix(yearMix(p), p.horizonMonths, optionName, workloadName);
    const double base = best.total.likely;
    // "26 % more" reads well; "1,007,814 % more" does not: past three times
    // as much, say how many times.
    auto more = [base](const PortfolioPoint &x) {
        const double ratio = base > 0.0 ? x.total.likely / base : 0.0;
        if (ratio >= 3.0)
            //: How much more a mix costs than the best one, e.g. "12 times as much"
            return tr("%1 times as much").arg(QLocale().toString(ratio, 'f', ratio < 10.0 ? 1 : 0));
        //: How much more a mix costs than the best one; %1 a percentage
        return tr("%1 more").arg(MoneyFormat::percent(ratio - 1.0));
    };
    if (&best != &rented)
        //: %1 amount, %2 "26 % more" or "12 times as much"
        out << tr("Renting everything would cost %1, %2.")
                   .arg(MoneyFormat::amount(rented.total.likely), more(rented));
    if (&best != &owned && owned.ownedCards > 0)
        //: %1 cards (the peak demand), %2 card name, %3 amount, %4 "26 % more" or "12 times as
        //: much"
        out << tr("Owning enough for the peak (%1 %2 cards) would cost %3, %4.")
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
    if (!project.vouchers.empty()) {
        // The year plan's own voucher figure (Portfolio::voucherCny): one cap
        // shared by everything the plan rents.
        const Voucher &v = project.vouchers.front();
        //: %1 the programme, %2 an amount (paid back), %n months, %3 an amount (with
        //: everything rented), %4 the cap per year, %5 and %6 percentages (chance of approval)
        out << tr("The compute voucher (%1) pays back %2 over %n months at this mix (%3 with "
                  "everything rented): one cap of %4 a year shared by all the rented runs and "
                  "serving, at a %5–%6 chance of approval, which is in the P10–P90.",
                  nullptr, p.horizonMonths)
                   .arg(QString::fromStdString(v.programme), MoneyFormat::amount(-best.voucherCny),
                        MoneyFormat::amount(-rented.voucherCny),
                        MoneyFormat::amount(v.capCnyPerYear), MoneyFormat::percent(v.approval.low),
                        MoneyFormat::percent(v.approval.high));
    }
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
    return tr("Each workload runs when its schedule says, a training run on enough cards to "
              "meet its deadline. Serving goes on the owned cards first, then each training "
              "run that finds them free for all of its hours. A run they cannot hold is "
              "rented whole on a GPU cloud's hourly plan and priced as Compare prices one run "
              "there, every cost line included; serving beyond the owned cards is rented by "
              "the month where that is cheaper, else by the hour (all-in %1 per card-hour, %2 "
              "per card-month).")
        .arg(MoneyFormat::amount(p.hourlyCnyPerCardHour),
             MoneyFormat::amount(p.monthlyCnyPerCardMonth));
}

QString YearText::error(const Error &e)
{
    if (e.code == ErrorCode::PortfolioNoOwnedOption)
        return tr("The year plan needs an option that hosts or builds its own cards: add one on "
                  "the Options page.");
    if (e.code == ErrorCode::PortfolioNoWorkloads)
        return tr("The year plan needs at least one workload that can be priced.");
    if (e.code == ErrorCode::PortfolioNoRentPrice)
        //: %1 a card id
        return tr("No GPU-cloud price for %1, so the cards beyond the owned ones cannot be "
                  "priced.")
            .arg(QString::fromStdString(e.subject));
    if (e.code == ErrorCode::PortfolioNotPlanned)
        return tr("The year plan has not been worked out yet.");
    return ErrorText::unexpected(e);
}
