#include "Sensitivity.h"

#include <algorithm>
#include <cmath>

namespace suanpan {

namespace {

// Where a decision variable is searched beyond its assumption range: the
// seed-003 questions are "how busy" and "how long is demand stable".
struct Domain {
    double lo;
    double hi;
};

Domain domainOf(InputId id, const Range &r)
{
    switch (id) {
    case InputId::BusyShare:
        return {std::min(r.low, 0.05), std::max(r.high, 1.0)};
    case InputId::HorizonMonths:
        return {std::min(r.low, 1.0), std::max(r.high, 60.0)};
    default:
        return {r.low, r.high};
    }
}

// Inputs that are the same quantity in every option (assumptions, and the
// project's voucher approval: one application whichever option it pays for).
bool shared(InputId id)
{
    return inputInfo(id).assumption || id == InputId::VoucherApproval;
}

// Prices that belong to one option and move alone.
bool ownPrice(InputId id)
{
    return id == InputId::RentPrice || id == InputId::PurchasePrice;
}

void flipsAlong(std::vector<DecisionFlip> &out, const std::string &name, Domain d, double likely,
                const std::function<double(double)> &diff, const std::string &a,
                const std::string &b)
{
    // Check both sides of likely so a flip on either side is found.
    const double points[3] = {d.lo, std::clamp(likely, d.lo, d.hi), d.hi};
    for (int i = 0; i < 2; ++i) {
        const double lo = points[i];
        const double hi = points[i + 1];
        if (!(hi > lo))
            continue;
        const auto x = signChange(diff, lo, hi);
        if (!x)
            continue;
        // diff = total(a) - total(b): negative means a is cheaper.
        const bool aBelow = diff(lo) < 0.0;
        DecisionFlip f;
        f.input = name;
        f.threshold = *x;
        f.winnerAbove = aBelow ? b : a;
        f.winnerBelow = aBelow ? a : b;
        out.push_back(std::move(f));
    }
}

// The chance the input ends above each new flip's threshold, from the
// same triangular distribution the Monte Carlo ranges draw from.
void chancesAbove(std::vector<DecisionFlip> &flips, size_t from, const Range &range)
{
    for (size_t i = from; i < flips.size(); ++i)
        flips[i].chanceAbove = 1.0 - triangularCdf(range, flips[i].threshold);
}

} // namespace

std::vector<SensitivityBar> tornado(const InputTable &table, const TotalAt &total)
{
    std::vector<SensitivityBar> out;
    const Point base = table.likely();
    for (int i = 0; i < kInputCount; ++i) {
        const InputValue &in = table.values[size_t(i)];
        if (!in.used || in.range.isExact())
            continue;
        Point lo = base;
        Point hi = base;
        lo.v[size_t(i)] = in.range.low;
        hi.v[size_t(i)] = in.range.high;
        SensitivityBar bar{std::string(inputInfo(InputId(i)).key), in.range, total(lo), total(hi)};
        if (bar.swing() <= 1e-9 * std::max(1.0, std::abs(bar.totalAtLow)))
            continue;
        out.push_back(std::move(bar));
    }
    std::stable_sort(out.begin(), out.end(), [](const SensitivityBar &x, const SensitivityBar &y) {
        return x.swing() > y.swing();
    });
    return out;
}

std::optional<double> signChange(const std::function<double(double)> &f, double lo, double hi)
{
    double flo = f(lo);
    const double fhi = f(hi);
    if (!std::isfinite(flo) || !std::isfinite(fhi) || (flo < 0.0) == (fhi < 0.0))
        return std::nullopt;
    const double tolerance = 1e-6 * (hi - lo);
    for (int i = 0; i < 60 && hi - lo > tolerance; ++i) {
        const double mid = 0.5 * (lo + hi);
        const double fmid = f(mid);
        if ((fmid < 0.0) == (flo < 0.0)) {
            lo = mid;
            flo = fmid;
        } else {
            hi = mid;
        }
    }
    return 0.5 * (lo + hi);
}

std::vector<DecisionFlip> decisionFlips(const FlipSide &a, const FlipSide &b)
{
    std::vector<DecisionFlip> out;
    const Point baseA = a.table->likely();
    const Point baseB = b.table->likely();
    for (int i = 0; i < kInputCount; ++i) {
        const InputId id = InputId(i);
        const InputValue &inA = (*a.table)[id];
        const InputValue &inB = (*b.table)[id];
        if (shared(id)) {
            if (!(inA.used || inB.used))
                continue;
            const Domain d = domainOf(id, inA.range);
            if (!(d.hi > d.lo))
                continue;
            const auto diff = [&](double x) {
                Point pa = baseA;
                Point pb = baseB;
                pa[id] = x;
                pb[id] = x;
                return a.total(pa) - b.total(pb);
            };
            const size_t before = out.size();
            flipsAlong(out, std::string(inputInfo(id).key), d, inA.range.likely, diff, a.optionId,
                       b.optionId);
            if (id != InputId::HorizonMonths) // a choice, not a chance
                chancesAbove(out, before, inA.range);
        } else if (ownPrice(id)) {
            for (const FlipSide *side : {&a, &b}) {
                const InputValue &in = (*side->table)[id];
                if (!in.used || in.range.isExact())
                    continue;
                const auto diff = [&](double x) {
                    Point pa = baseA;
                    Point pb = baseB;
                    (side == &a ? pa : pb)[id] = x;
                    return a.total(pa) - b.total(pb);
                };
                const size_t before = out.size();
                flipsAlong(out, side->optionId + "/" + std::string(inputInfo(id).key),
                           {in.range.low, in.range.high}, in.range.likely, diff, a.optionId,
                           b.optionId);
                chancesAbove(out, before, in.range);
            }
        }
    }
    return out;
}

} // namespace suanpan
