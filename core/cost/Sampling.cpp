#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <memory>
#include <span>
#include <string>
#include <type_traits>
#include <utility>

#include "cost/CostForm.h"
#include "cost/CostLines.h"
#include "cost/Prepared.h"
#include "cost/Uncertainty.h"
#include "model/Limits.h"

// Monte Carlo ranges (Evaluation.h, "What a shown range means").
//
// Every ranged input an option or pair reads is drawn from its triangular
// distribution in each of N draws. Which stream an input draws from decides
// what moves together:
// - an assumption (utilisation, salary, ...) is one stream for the whole
//   project: the same value for every option in a draw, so a difference
//   between two options is not blurred by independent noise;
// - a card's purchase price is one stream per card (the same market);
// - a facility's PUE, power price and cabinet rent, one per facility;
// - a contract's bandwidth, storage and upload prices, one per contract;
// - a rented card-hour price, one per card, facility and contract, correlated
//   (rent_price_correlation) with the same card at the same seller on its
//   other billing modes;
// - a job's MFU, one per workload and card.
// The horizon is held at its likely value: it is the period the totals are
// "over", a choice, not an uncertainty.

namespace suanpan {

using I = InputId;

std::string streamName(InputId id, const PreparedOption &o)
{
    const std::string key(inputInfo(id).key);
    const std::string card = o.setup.card->id;
    const std::string facility = o.setup.facility->id;
    const std::string contract = o.setup.contract ? o.setup.contract->id : std::string("-");
    switch (id) {
    case I::RentPrice:
        return "rent/" + card + "@" + facility + "#" + contract;
    case I::PurchasePrice:
        return "buy/" + card;
    case I::Pue:
    case I::Electricity:
    case I::CabinetRent:
        return key + "/" + facility;
    case I::Bandwidth:
    case I::StoragePrice:
    case I::UploadPrice:
        return key + "/" + facility + "#" + contract;
    default:
        return key; // assumptions: one stream for the project
    }
}

namespace {

bool ownInput(InputId id)
{
    return !inputInfo(id).assumption && id != I::Mfu;
}

} // namespace

Stream streamOf(InputId id, const InputValue &value, const PreparedOption &o, const Prepared &in,
                std::uint64_t seed)
{
    Stream s{id, value.range, UniformStream(seed, streamName(id, o)), {}, 0.0, {}};
    s.name = std::string(inputInfo(id).key);
    if (ownInput(id))
        s.name = o.option.id + "/" + s.name;
    if (id == I::RentPrice && in.rentPriceCorrelation > 0.0) {
        s.common = UniformStream(seed, "rent/" + o.setup.card->id + "@" + o.setup.facility->id);
        s.rho = in.rentPriceCorrelation;
    }
    return s;
}

std::vector<Stream> streamsOf(const InputTable &table, const PreparedOption &o, const Prepared &in,
                              std::uint64_t seed, bool withMfu)
{
    std::vector<Stream> out;
    for (int i = 0; i < kInputCount; ++i) {
        const InputId id = InputId(i);
        const InputValue &v = table[id];
        if (!v.used || v.range.isExact() || id == I::HorizonMonths || (id == I::Mfu) != withMfu)
            continue;
        out.push_back(streamOf(id, v, o, in, seed));
    }
    return out;
}

namespace {

Stream mfuStream(const PreparedPair &pair, std::uint64_t seed)
{
    const InputValue &v = pair.table[I::Mfu];
    // One stream per workload and card (the same job on the same card runs
    // alike wherever it is bought); named per option, as a side's own input.
    return {I::Mfu,
            v.range,
            UniformStream(seed, "mfu/" + pair.workload->id + "/" + pair.option->setup.card->id),
            {},
            0.0,
            pair.option->option.id + "/" + std::string(inputInfo(I::Mfu).key)};
}

// An allocator whose resize() leaves new doubles unset: every draw is
// written before it is read, and zeroing 80 arrays of 10 000 or 100 000
// draws first cost a pass over memory of its own (issue 34).
template <class T> struct LeftUnset : std::allocator<T> {
    template <class U> struct rebind {
        using other = LeftUnset<U>;
    };
    LeftUnset() = default;
    template <class U> LeftUnset(const LeftUnset<U> &) noexcept {}
    template <class U> void construct(U *p) noexcept(std::is_nothrow_default_constructible_v<U>)
    {
        ::new (static_cast<void *>(p)) U;
    }
    template <class U, class... Args> void construct(U *p, Args &&...args)
    {
        ::new (static_cast<void *>(p)) U(std::forward<Args>(args)...);
    }
};
using DrawArray = std::vector<double, LeftUnset<double>>; // [draw]

// Everything sampled for one pair or one option, one value per draw.
struct PairDraws {
    bool priced = false;
    bool feasible = false;
    bool training = false;        // a run with its hours (serving has none to show)
    DrawArray total, hours, unit; // unit: CNY per PFLOP-hour or per M tokens
};

struct OptionDraws {
    DrawArray total, upfront, monthly;
    // The spend month by month, start + perMonth x m + the refund back by
    // month m (refundBy): only every band-stride-th draw (Sampler::bandStride).
    DrawArray start, perMonth, refund;
};

// The spend band is drawn from every fourth draw from 1 000 draws on
// (2 500 of 10 000 put P10 and P90 within about 1 % of all of them).
size_t bandStride(size_t draws)
{
    constexpr size_t kStride = 4;
    return draws >= 1000 ? kStride : 1;
}

// Of the first n draws, those the spend band keeps.
size_t bandDraws(size_t n, size_t draws)
{
    const size_t stride = bandStride(draws);
    return (n + stride - 1) / stride;
}

// One option's model compiled for its draws (CostForm.h): recorded at the
// likely point, then replayed per draw on the drawn inputs.
struct OptionTape {
    enum class Source { Stream, OptionBusy, PairMfu, PairBusy };
    struct Input {
        Source source;
        size_t index;     // the stream (m_optionStreams[option]) or the workload
        Triangular shape; // the input's range
    };
    Tape tape;
    std::vector<Input> inputs;
    // Outputs: the option's busy hours, active months and timing sums (7),
    // then per priced pair its total, run hours and unit cost (kPairOutputs).
    std::vector<size_t> pairOut; // [workload]: first output, or npos
};

constexpr size_t kOptionOutputs = 7;
constexpr size_t kPairOutputs = 3;

// A pair's unit cost in a draw: CNY per million tokens served, or per
// effective PFLOP-hour of a training run (0 for neither).
template <class T>
T unitCost(const PreparedPair &pp, const BasicSheet<T> &s, const T &total, double cards)
{
    if (pp.inference) {
        const double tps = pp.sizing->infer ? pp.sizing->infer->at.tokensPerSecond : 0.0;
        const T allIn = s.busyHours > 0.0 ? total / (cards * s.busyHours) : T(0.0);
        return tps > 0.0 ? costPerMillionTokens<T>(allIn, int(cards), tps) : T(0.0);
    }
    if (pp.sizing->train)
        return cnyPerEffectivePflopHour<T>(s.clusterRate / cards, pp.sizing->train->peak.flops,
                                           s.mfu);
    return 0.0;
}
constexpr size_t kNoOutput = size_t(-1);

thread_local DrawPath t_drawPath = DrawPath::Compiled;
thread_local DrawAudit t_drawAudit;

// The shown range: P10-P90 with the median as the headline (Evaluation.h).
Range band(const Percentiles &p)
{
    return {p.p10, p.p50, p.p90};
}

void collapse(Range &r)
{
    r.low = r.likely;
    r.high = r.likely;
}

void likelyOnly(Evaluation &ev)
{
    for (PairResult &p : ev.pairs)
        likelyOnly(p);
    for (OptionResult &o : ev.options)
        likelyOnly(o);
}

class Sampler final
{
public:
    Sampler(const Prepared &in, const Project &project, const EvaluateSettings &settings,
            Evaluation &ev)
        : m_in(in), m_project(project), m_ev(ev), m_n(size_t(settings.samples)),
          m_seed(settings.seed), m_cancel(settings.cancel), m_progress(settings.progressPermille)
    {
    }

    // False when cancelled.
    bool run();
    void publish();

private:
    void prepareStreams();
    void recordTape(size_t oi);
    void draw(std::uint64_t d, size_t lane);
    void drawOption(size_t oi, std::uint64_t d);
    void drawBlock(std::uint64_t first, size_t count);
    void growTo(size_t n);
    template <class F> void eachDrawArray(size_t n, F f);
    void replayBlock(size_t oi, std::uint64_t first);
    bool keepReplayed(size_t oi, size_t lane, std::uint64_t d);
    HorizonAt horizonOnTape(size_t oi, size_t lane) const;
    void checkOption(size_t oi, size_t lane, std::uint64_t d);
    void keepOption(size_t oi, const TimingSums &sums, double activeMonths, std::uint64_t d);
    void keepBlock(size_t oi, std::uint64_t first, size_t count);
    void keepPair(size_t oi, size_t wi, const double *kept, std::uint64_t d);
    std::vector<double> keptAt(size_t oi, std::uint64_t d) const;
    void drawPairs(size_t oi, const Sheet &horizon, std::uint64_t d);
    void publishPairs();
    void publishOptions();
    void publishVerdicts();
    std::optional<WinDriver> driverOf(size_t wi, size_t winner, size_t rival) const;
    PairResult *resultOf(size_t oi, size_t wi) const;
    size_t optionIndex(const std::string &id) const;

    const Prepared &m_in;
    const Project &m_project;
    Evaluation &m_ev;
    size_t m_n;
    std::uint64_t m_seed;
    const std::atomic<bool> *m_cancel;
    std::atomic<int> *m_progress;
    double m_horizon = 0.0;
    double m_busyUniform = 0.5;               // this draw's uniform of the other work (busy shares)
    double m_optionBusy = 0.0;                // this draw's busy share of the option being drawn
    std::vector<UniformStream> m_busyStreams; // [option]: the other work's draws

    std::vector<Stream> m_shared;       // the assumptions any option reads
    std::vector<double> m_sharedValues; // their values in the current draw
    std::vector<double> m_blockShared;  // [shared x Tape::kBlock]: theirs in the block's draws
    std::vector<std::vector<Stream>> m_optionStreams;           // [option]
    std::vector<std::vector<std::vector<Stream>>> m_mfuStreams; // [option][workload]: 0 or 1
    std::vector<Point> m_points;                                // [option]: the draw's point
    std::vector<HorizonAt> m_horizons;                          // [option]: the draw's horizon
    std::vector<OptionDraws> m_options;
    std::vector<std::vector<PairDraws>> m_pairs;             // [option][workload]
    std::vector<std::pair<size_t, size_t>> m_breakEvenPairs; // (own, rent) per ev.breakEvens
    std::vector<double> m_factors;
    std::vector<int> m_paidBack;
    std::vector<OptionTape> m_tapes; // [option]
    std::vector<double> m_scratch;   // the tapes' lanes while one runs
    DrawPath m_path = t_drawPath;
};

PairResult *Sampler::resultOf(size_t oi, size_t wi) const
{
    // priceAll() appends option by option, workload by workload.
    const size_t k = oi * m_in.workloads.size() + wi;
    const std::string &w = m_in.workloads[wi]->id;
    const std::string &o = m_in.options[oi].option.id;
    if (k < m_ev.pairs.size() && m_ev.pairs[k].workloadId == w && m_ev.pairs[k].optionId == o)
        return &m_ev.pairs[k];
    for (PairResult &p : m_ev.pairs)
        if (p.workloadId == w && p.optionId == o)
            return &p;
    return nullptr;
}

size_t Sampler::optionIndex(const std::string &id) const
{
    for (size_t oi = 0; oi < m_in.options.size(); ++oi)
        if (m_in.options[oi].option.id == id)
            return oi;
    return m_in.options.size();
}

void Sampler::prepareStreams()
{
    const size_t no = m_in.options.size();
    m_optionStreams.resize(no);
    m_mfuStreams.assign(no, {});
    m_points.resize(no);
    m_horizons.resize(no);
    m_options.assign(no, {});
    m_pairs.assign(no, {});
    for (size_t oi = 0; oi < no; ++oi) {
        const PreparedOption &o = m_in.options[oi];
        // A job reads inputs its option's horizon does not (the reserve):
        // draw every input any of them reads.
        InputTable table = o.table;
        for (const PreparedPair &p : m_in.pairs[oi])
            for (int i = 0; i < kInputCount; ++i)
                table.values[size_t(i)].used |= p.table.values[size_t(i)].used;
        m_optionStreams[oi] = streamsOf(table, o, m_in, m_seed, false);
        for (Stream &st : m_optionStreams[oi]) {
            if (!inputInfo(st.id).assumption)
                continue;
            const auto same = std::find_if(m_shared.begin(), m_shared.end(), [&](const Stream &x) {
                return x.id == st.id && x.range == st.range;
            });
            st.shared = int(same - m_shared.begin());
            if (same == m_shared.end())
                m_shared.push_back(st);
        }
        m_points[oi] = o.table.likely();
        m_busyStreams.emplace_back(m_seed, streamName(I::BusyShare, o));
        for (size_t wi = 0; wi < m_in.pairs[oi].size(); ++wi) {
            const PreparedPair &p = m_in.pairs[oi][wi];
            std::vector<Stream> mfu;
            if (p.table[I::Mfu].used && !p.table[I::Mfu].range.isExact())
                mfu.push_back(mfuStream(p, m_seed));
            m_mfuStreams[oi].push_back(std::move(mfu));
            PairDraws d;
            const PairResult *r = resultOf(oi, wi);
            d.priced = r && r->priced;
            d.feasible = r && r->feasible;
            d.training = r && !r->inference;
            m_pairs[oi].push_back(std::move(d));
        }
    }
    // Room for every draw; the arrays grow block by block (growTo).
    eachDrawArray(m_n, [](DrawArray &v, size_t size) { v.reserve(size); });
    m_sharedValues.assign(m_shared.size(), 0.0);
    m_blockShared.assign(m_shared.size() * Tape::kBlock, 0.0);
    for (const BreakEven &b : m_ev.breakEvens) {
        const size_t own = optionIndex(b.ownOptionId);
        const size_t rent = optionIndex(b.rentOptionId);
        m_breakEvenPairs.emplace_back(own, rent);
        m_factors.push_back(own < no && rent < no ? sameWorkFactor(m_in, m_project, own, rent)
                                                  : 0.0);
    }
    m_paidBack.assign(m_ev.breakEvens.size(), 0);
    m_tapes.clear();
    m_tapes.resize(m_path == DrawPath::Model ? 0 : no);
    for (size_t oi = 0; oi < m_tapes.size(); ++oi)
        recordTape(oi);
}

// Records the option's horizon and its pairs at the likely point, every
// drawn input a tape input (the same values draw() puts in the point).
void Sampler::recordTape(size_t oi)
{
    using Source = OptionTape::Source;
    const PreparedOption &o = m_in.options[oi];
    OptionTape &t = m_tapes[oi];
    Tape::Recording recording(t.tape);
    TracedPoint p;
    for (size_t i = 0; i < p.v.size(); ++i)
        p.v[i] = m_points[oi].v[i];
    const auto input = [&](InputId id, double likely, Source source, size_t index,
                           const Range &range) {
        p[id] = t.tape.input(likely);
        t.inputs.push_back({source, index, Triangular(range)});
    };
    const std::vector<Stream> &streams = m_optionStreams[oi];
    for (size_t k = 0; k < streams.size(); ++k)
        if (streams[k].id != I::BusyShare) // drawn from the busy stream below
            input(streams[k].id, m_points[oi][streams[k].id], Source::Stream, k, streams[k].range);
    const Range &busy = o.table[I::BusyShare].range;
    if (!busy.isExact())
        input(I::BusyShare, busy.likely, Source::OptionBusy, 0, busy);
    const BasicSheet<Traced> sh = priceHorizon<Traced>(o.setup, m_in.demands[oi], p);
    t.tape.output(sh.busyHours);
    t.tape.output(sh.activeMonths);
    const std::array<Traced, 5> sums = timingSumsOf<Traced>(sh, m_in.enabled, o.setup.payPerUse);
    for (Timing at : {Timing::Capex, Timing::Start, Timing::Monthly, Timing::End, Timing::Refund})
        t.tape.output(sums[size_t(at)]); // TimingSums' order
    t.pairOut.assign(m_in.pairs[oi].size(), kNoOutput);
    for (size_t wi = 0; wi < m_in.pairs[oi].size(); ++wi) {
        if (!m_pairs[oi][wi].priced)
            continue;
        const PreparedPair &pp = m_in.pairs[oi][wi];
        p[I::Mfu] = pp.table[I::Mfu].range.likely;
        if (!m_mfuStreams[oi][wi].empty())
            input(I::Mfu, pp.table[I::Mfu].range.likely, Source::PairMfu, wi,
                  m_mfuStreams[oi][wi][0].range);
        const Range &pairBusy = pp.table[I::BusyShare].range;
        p[I::BusyShare] = pairBusy.likely;
        if (!pairBusy.isExact())
            input(I::BusyShare, pairBusy.likely, Source::PairBusy, wi, pairBusy);
        const bool ownRun = !pp.inference && o.setup.acquisition != Acquisition::Rent;
        const BasicSheet<Traced> s =
            ownRun ? pairSheet<Traced>(pp, m_in.demands[oi], p) : pairSheet<Traced>(pp, sh, p);
        const Traced total = s.total(m_in.enabled);
        t.pairOut[wi] = t.tape.output(total);
        t.tape.output(s.runHours);
        t.tape.output(unitCost<Traced>(pp, s, total, std::max(o.setup.cards, 1)));
    }
    t.tape.compile();
    t_drawAudit.operations += t.tape.opCount();
    t_drawAudit.tapeSlots = std::max(t_drawAudit.tapeSlots, t.tape.slotCount());
    t_drawAudit.guards += t.tape.guardCount();
}

void Sampler::drawPairs(size_t oi, const Sheet &horizon, std::uint64_t d)
{
    const PreparedOption &o = m_in.options[oi];
    Point &p = m_points[oi];
    for (size_t wi = 0; wi < m_in.pairs[oi].size(); ++wi) {
        PairDraws &pd = m_pairs[oi][wi];
        if (!pd.priced)
            continue;
        const PreparedPair &pp = m_in.pairs[oi][wi];
        const std::vector<Stream> &mfu = m_mfuStreams[oi][wi];
        p[I::Mfu] = mfu.empty() ? pp.table[I::Mfu].range.likely
                                : triangularQuantile(mfu[0].range, mfu[0].uniform(d));
        // A pair's own busy share (OwnUse.cpp): the same draw of the other
        // work as its option's, on its own range.
        const Range &busy = pp.table[I::BusyShare].range;
        p[I::BusyShare] = busy.isExact() ? busy.likely : triangularQuantile(busy, m_busyUniform);
        const bool ownRun = !pp.inference && o.setup.acquisition != Acquisition::Rent;
        const Sheet s = ownRun ? pairSheet(pp, m_in.demands[oi], p) : pairSheet(pp, horizon, p);
        const double total = s.total(m_in.enabled);
        const double kept[kPairOutputs] = {
            total, s.runHours, unitCost<double>(pp, s, total, std::max(o.setup.cards, 1))};
        keepPair(oi, wi, kept, d);
    }
    p[I::Mfu] = 0.0; // the option's horizon reads no MFU
    p[I::BusyShare] = m_optionBusy;
}

// A pair's draw: its total, run hours and unit cost.
void Sampler::keepPair(size_t oi, size_t wi, const double *kept, std::uint64_t d)
{
    PairDraws &pd = m_pairs[oi][wi];
    pd.total[d] = kept[0];
    if (pd.training)
        pd.hours[d] = kept[1];
    pd.unit[d] = kept[2];
}

// An option's draw from its horizon's timing sums and active months.
void Sampler::keepOption(size_t oi, const TimingSums &sums, double activeMonths, std::uint64_t d)
{
    const PreparedOption &o = m_in.options[oi];
    OptionDraws &od = m_options[oi];
    od.total[d] = sums.total();
    const double start = sums.dayOne();
    od.upfront[d] = start + o.setup.depositCny;
    const double months = activeMonths > 0.0 && !o.setup.payPerUse ? activeMonths : m_horizon;
    od.monthly[d] = sums.monthly / std::max(months, 1e-9);
    const size_t stride = bandStride(m_n);
    if (d % stride == 0) {
        od.start[d / stride] = start;
        od.perMonth[d / stride] = sums.monthly / std::max(m_horizon, 1e-9);
        od.refund[d / stride] = sums.refund;
    }
}

// Keeps every draw of the option's replayed block; a draw that left the
// recorded branches is kept as garbage here and priced again by draw().
void Sampler::keepBlock(size_t oi, std::uint64_t first, size_t count)
{
    const Tape &tape = m_tapes[oi].tape;
    const double *lanes[kOptionOutputs];
    for (size_t k = 0; k < kOptionOutputs; ++k)
        lanes[k] = tape.outputLanes(k);
    for (size_t j = 0; j < count; ++j)
        keepOption(oi, {lanes[2][j], lanes[3][j], lanes[4][j], lanes[5][j], lanes[6][j]},
                   lanes[1][j], first + j);
    const std::vector<size_t> &pairOut = m_tapes[oi].pairOut;
    for (size_t wi = 0; wi < pairOut.size(); ++wi) {
        if (pairOut[wi] == kNoOutput)
            continue;
        PairDraws &pd = m_pairs[oi][wi];
        const auto at = std::ptrdiff_t(first);
        std::copy_n(tape.outputLanes(pairOut[wi]), count, pd.total.begin() + at);
        if (pd.training)
            std::copy_n(tape.outputLanes(pairOut[wi] + 1), count, pd.hours.begin() + at);
        std::copy_n(tape.outputLanes(pairOut[wi] + 2), count, pd.unit.begin() + at);
    }
}

// The option and its pairs through the model (the plain path).
void Sampler::drawOption(size_t oi, std::uint64_t d)
{
    const PreparedOption &o = m_in.options[oi];
    Point &p = m_points[oi];
    for (const Stream &s : m_optionStreams[oi])
        p[s.id] = s.shared >= 0 ? m_sharedValues[size_t(s.shared)]
                                : triangularQuantile(s.range, s.uniform(d));
    m_optionBusy = p[I::BusyShare];
    const Range &busy = o.table[I::BusyShare].range;
    m_busyUniform = m_busyStreams[oi].at(d);
    if (!busy.isExact())
        p[I::BusyShare] = m_optionBusy = triangularQuantile(busy, m_busyUniform);
    const Sheet sh = priceHorizon(o.setup, m_in.demands[oi], p);
    m_horizons[oi] = horizonAt(m_in, oi, sh);
    keepOption(oi, m_horizons[oi].sums, sh.activeMonths, d);
    drawPairs(oi, sh, d);
}

// The option and its pairs through its tape for a block of draws from
// `first`: the inputs drawn as drawOption() draws them, lane by lane.
void Sampler::replayBlock(size_t oi, std::uint64_t first)
{
    using Source = OptionTape::Source;
    constexpr size_t B = Tape::kBlock;
    OptionTape &t = m_tapes[oi];
    double busyUniform[B];
    for (size_t j = 0; j < B; ++j)
        busyUniform[j] = m_busyStreams[oi].at(first + j);
    double *inputs = t.tape.begin(m_scratch);
    for (size_t k = 0; k < t.inputs.size(); ++k) {
        if (!t.tape.inputRead(k))
            continue;
        const OptionTape::Input &x = t.inputs[k];
        double *lane = inputs + k * B;
        const Stream *s = x.source == Source::Stream    ? &m_optionStreams[oi][x.index]
                          : x.source == Source::PairMfu ? &m_mfuStreams[oi][x.index][0]
                                                        : nullptr;
        if (s && s->shared >= 0) {
            std::copy_n(m_blockShared.begin() + std::ptrdiff_t(size_t(s->shared) * B), B, lane);
        } else if (s) {
            s->values(x.shape, first, lane, B);
        } else {
            std::copy_n(busyUniform, B, lane);
            x.shape.quantiles(lane, B);
        }
    }
    t.tape.run(m_scratch);
}

// The option's horizon in one draw of its replayed block (the break-evens read it).
HorizonAt Sampler::horizonOnTape(size_t oi, size_t lane) const
{
    const Tape &tape = m_tapes[oi].tape;
    const auto out = [&](size_t k) { return tape.outputLanes(k)[lane]; };
    return {out(0), {out(2), out(3), out(4), out(5), out(6)}};
}

// Keeps lane `lane` of the option's replayed block as draw d; false when
// that draw left the recorded branches (nothing kept then).
bool Sampler::keepReplayed(size_t oi, size_t lane, std::uint64_t d)
{
    const Tape &tape = m_tapes[oi].tape;
    if (!tape.passed(lane))
        return false;
    const auto out = [&](size_t k) { return tape.outputLanes(k)[lane]; };
    m_horizons[oi] = horizonOnTape(oi, lane);
    keepOption(oi, m_horizons[oi].sums, out(1), d);
    const std::vector<size_t> &pairOut = m_tapes[oi].pairOut;
    for (size_t wi = 0; wi < pairOut.size(); ++wi) {
        if (pairOut[wi] == kNoOutput)
            continue;
        double sheet[kPairOutputs];
        for (size_t i = 0; i < kPairOutputs; ++i)
            sheet[i] = out(pairOut[wi] + i);
        keepPair(oi, wi, sheet, d);
    }
    return true;
}

// Everything one option's draw keeps (the tests' check of the compiled form).
std::vector<double> Sampler::keptAt(size_t oi, std::uint64_t d) const
{
    const OptionDraws &od = m_options[oi];
    const HorizonAt &at = m_horizons[oi];
    // The spend band's inputs, kept every bandStride-th draw only, come from
    // the horizon's sums, compared here.
    std::vector<double> v = {od.total[d],     od.upfront[d], od.monthly[d],
                             at.busyHours,    at.sums.capex, at.sums.start,
                             at.sums.monthly, at.sums.end,   at.sums.refund};
    for (const PairDraws &pd : m_pairs[oi])
        if (pd.priced)
            v.insert(v.end(), {pd.total[d], pd.training ? pd.hours[d] : 0.0, pd.unit[d]});
    return v;
}

// The compiled draw, then the model's over it, compared bit for bit.
void Sampler::checkOption(size_t oi, size_t lane, std::uint64_t d)
{
    const bool replayed = keepReplayed(oi, lane, d);
    const std::vector<double> compiled = replayed ? keptAt(oi, d) : std::vector<double>{};
    drawOption(oi, d);
    if (!replayed) {
        ++t_drawAudit.fallbacks;
        return;
    }
    ++t_drawAudit.compiled;
    const std::vector<double> model = keptAt(oi, d);
    t_drawAudit.values += model.size();
    for (size_t i = 0; i < model.size(); ++i)
        t_drawAudit.mismatches +=
            std::bit_cast<std::uint64_t>(model[i]) != std::bit_cast<std::uint64_t>(compiled[i]);
}

// Draws [first, first + count), count <= Tape::kBlock: the tapes replay
// the block at once, then each draw is kept in order.
void Sampler::drawBlock(std::uint64_t first, size_t count)
{
    constexpr size_t B = Tape::kBlock;
    growTo(first + count);
    // An assumption is one stream for the project: drawn once per draw.
    for (size_t i = 0; i < m_shared.size(); ++i)
        m_shared[i].values(Triangular(m_shared[i].range), first, &m_blockShared[i * B], B);
    for (size_t oi = 0; oi < m_tapes.size(); ++oi) {
        replayBlock(oi, first);
        if (m_path == DrawPath::Compiled)
            keepBlock(oi, first, count);
    }
    for (size_t j = 0; j < count; ++j)
        draw(first + j, j);
}

// The draws' arrays hold draws [0, n): grown a block at a time and left
// unset (DrawArray), so memory is first touched by the draws' own writes,
// not by a zeroing pass of its own (a tenth of the time at 100 000 draws,
// issue 34).
void Sampler::growTo(size_t n)
{
    eachDrawArray(n, [](DrawArray &v, size_t size) { v.resize(size); });
}

// f(array, its size when draws [0, n) are kept) for every draws' array:
// a priced pair's total and unit cost, a training pair's hours, each
// option's cash and the spend band's inputs (every bandStride-th draw).
template <class F> void Sampler::eachDrawArray(size_t n, F f)
{
    for (std::vector<PairDraws> &pairs : m_pairs)
        for (PairDraws &pd : pairs)
            if (pd.priced)
                for (DrawArray *v : {&pd.total, &pd.hours, &pd.unit})
                    f(*v, v != &pd.hours || pd.training ? n : 0);
    for (OptionDraws &od : m_options) {
        for (DrawArray *v : {&od.total, &od.upfront, &od.monthly})
            f(*v, n);
        for (DrawArray *v : {&od.start, &od.perMonth, &od.refund})
            f(*v, bandDraws(n, m_n));
    }
}

void Sampler::draw(std::uint64_t d, size_t lane)
{
    for (size_t i = 0; i < m_shared.size(); ++i)
        m_sharedValues[i] = m_blockShared[i * Tape::kBlock + lane];
    for (size_t oi = 0; oi < m_in.options.size(); ++oi) {
        switch (m_path) {
        case DrawPath::Compiled:
            if (m_tapes[oi].tape.passed(lane))
                m_horizons[oi] = horizonOnTape(oi, lane);
            else
                drawOption(oi, d);
            break;
        case DrawPath::Model:
            drawOption(oi, d);
            break;
        case DrawPath::Checked:
            checkOption(oi, lane, d);
            break;
        }
    }
    for (size_t b = 0; b < m_breakEvenPairs.size(); ++b) {
        const auto [own, rent] = m_breakEvenPairs[b];
        if (own >= m_horizons.size() || rent >= m_horizons.size())
            continue;
        const auto month =
            paybackFrom(m_in, own, m_horizons[own], rent, m_horizons[rent], m_factors[b]);
        if (month && *month <= m_horizon)
            ++m_paidBack[b];
    }
}

bool Sampler::run()
{
    m_horizon = m_in.assumptions.table[I::HorizonMonths].range.likely;
    prepareStreams();
    for (std::uint64_t d = 0; d < m_n; d += Tape::kBlock) {
        if (m_cancel && m_cancel->load(std::memory_order_relaxed))
            return false;
        if (m_progress)
            m_progress->store(int(1000 * d / m_n), std::memory_order_relaxed);
        drawBlock(d, size_t(std::min<std::uint64_t>(Tape::kBlock, m_n - d)));
    }
    if (m_progress)
        m_progress->store(1000, std::memory_order_relaxed);
    return true;
}

void Sampler::publishPairs()
{
    for (size_t oi = 0; oi < m_in.options.size(); ++oi)
        for (size_t wi = 0; wi < m_in.workloads.size(); ++wi) {
            PairResult *r = resultOf(oi, wi);
            if (!r)
                continue;
            r->worstBest = r->total;
            r->worstBestHours = r->jobHours;
            PairDraws &pd = m_pairs[oi][wi];
            if (!pd.priced) {
                for (Range *x : {&r->total, &r->jobHours})
                    collapse(*x);
                continue;
            }
            // The draws stay in their order: the verdict reads them afterwards.
            r->cost = distributionOf(pd.total, r->costQuantiles);
            r->total = band(r->cost);
            const Range unit = rangeOf(pd.unit);
            const auto perTenThousand = [](double v) { return v > 0.0 ? 1e4 / v : 0.0; };
            if (r->inference) {
                r->cnyPerMillionTokens = unit;
                r->costEffectiveness = {perTenThousand(unit.high), perTenThousand(unit.likely),
                                        perTenThousand(unit.low)};
                collapse(r->jobHours);
            } else {
                r->hours = percentilesOf(pd.hours);
                r->jobHours = band(r->hours);
                r->cnyPerEffectivePflopHour = unit;
                r->cnyPerRun = r->total;
                r->costEffectiveness = {perTenThousand(r->cost.p90), perTenThousand(r->cost.p50),
                                        perTenThousand(r->cost.p10)};
            }
        }
}

void Sampler::publishOptions()
{
    for (size_t oi = 0; oi < m_in.options.size() && oi < m_ev.options.size(); ++oi) {
        OptionResult &r = m_ev.options[oi];
        OptionDraws &od = m_options[oi];
        const PreparedOption &o = m_in.options[oi];
        r.worstBest = r.total;
        r.cost = distributionOf(od.total, r.costQuantiles);
        r.total = band(r.cost);
        r.upfront = rangeOf(od.upfront);
        r.monthly = rangeOf(od.monthly);
        // The spend month by month, a band for the chart (bandStride). The
        // last month is the total itself: the same numbers.
        const int months = int(r.cumulativeByMonth.size()) - 1;
        std::vector<double> at(bandDraws(m_n, m_n));
        for (int m = 0; m <= months; ++m) {
            Range &cell = r.cumulativeByMonth[size_t(m)];
            if (m == months) {
                cell = r.total;
                break;
            }
            if (m == 0) { // day one: the up-front cash without the deposit, every draw
                cell = {r.upfront.low - o.setup.depositCny, r.upfront.likely - o.setup.depositCny,
                        r.upfront.high - o.setup.depositCny};
                continue;
            }
            const double paid = std::min(double(m), m_horizon);
            // refundBy() with its months, the same in every draw, taken once.
            const bool refunds = m_horizon > 0.0;
            const double back = refundedMonths(m_horizon, o.setup.voucherRefundMonths, double(m));
            for (size_t k = 0; k < at.size(); ++k)
                at[k] = od.start[k] + od.perMonth[k] * paid +
                        (refunds ? od.refund[k] * back / m_horizon : 0.0);
            cell = rangeOf(at);
        }
    }
}

std::optional<WinDriver> Sampler::driverOf(size_t wi, size_t winner, size_t rival) const
{
    const DrawArray &tw = m_pairs[winner][wi].total;
    const DrawArray &tr = m_pairs[rival][wi].total;
    // The inputs either side draws, each once (shared assumptions are one stream).
    std::vector<const Stream *> streams;
    const auto add = [&](const std::vector<Stream> &list) {
        for (const Stream &s : list)
            if (std::none_of(streams.begin(), streams.end(),
                             [&](const Stream *x) { return x->name == s.name; }))
                streams.push_back(&s);
    };
    for (size_t oi : {winner, rival}) {
        add(m_optionStreams[oi]);
        add(m_mfuStreams[oi][wi]);
    }
    size_t rivalWins = 0;
    for (size_t d = 0; d < m_n; ++d)
        rivalWins += tr[d] < tw[d];
    if (rivalWins == 0 || rivalWins == m_n)
        return std::nullopt;
    // Which input: the shift of its uniform draw between the rival's wins
    // and losses, over the first draws (2 000 tell a shift of 0.1 from
    // noise, standard error about 0.015 at even odds).
    const size_t probe = std::min<size_t>(m_n, 2000);
    size_t probeWins = 0;
    for (size_t d = 0; d < probe; ++d)
        probeWins += tr[d] < tw[d];
    if (probeWins == 0 || probeWins == probe)
        return std::nullopt;
    const Stream *best = nullptr;
    double bestShift = 0.0;
    for (const Stream *s : streams) {
        double inWins = 0.0, inLosses = 0.0;
        for (size_t d = 0; d < probe; ++d)
            (tr[d] < tw[d] ? inWins : inLosses) += s->uniform(d);
        const double shift = inWins / double(probeWins) - inLosses / double(probe - probeWins);
        if (std::abs(shift) > std::abs(bestShift)) {
            bestShift = shift;
            best = s;
        }
    }
    // A shift of 0.1 in the uniform draw: the rival's wins lean visibly to
    // one end of the input's range; smaller, no one input explains them.
    constexpr double kVisibleShift = 0.1;
    if (!best || std::abs(bestShift) < kVisibleShift)
        return std::nullopt;
    std::vector<double> values;
    for (size_t d = 0; d < m_n; ++d)
        if (tr[d] < tw[d])
            values.push_back(triangularQuantile(best->range, best->uniform(d)));
    WinDriver out;
    out.rivalId = m_in.options[rival].option.id;
    out.input = best->name;
    out.rivalWinsBelow = bestShift < 0.0;
    const std::vector<double> q = quantilesOf(values, 4);
    out.value = out.rivalWinsBelow ? q[3] : q[1];
    return out;
}

void Sampler::publishVerdicts()
{
    std::vector<std::span<const double>> draws(m_in.options.size());
    for (size_t wi = 0; wi < m_in.workloads.size() && wi < m_ev.verdicts.size(); ++wi) {
        for (size_t oi = 0; oi < m_in.options.size(); ++oi)
            draws[oi] = m_pairs[oi][wi].priced ? std::span<const double>(m_pairs[oi][wi].total)
                                               : std::span<const double>();
        WorkloadVerdict &v = m_ev.verdicts[wi];
        v = judgeWorkload(m_in, m_project, m_ev, wi, &draws);
        if (v.recommended.empty())
            continue;
        // The rival most often cheaper than the recommended option, and the
        // input that decides between them.
        const Standing *rival = nullptr;
        for (const Standing &s : v.standings)
            if (s.optionId != v.recommended && s.eligible() &&
                (!rival || s.chanceCheapest > rival->chanceCheapest))
                rival = &s;
        const size_t winner = optionIndex(v.recommended);
        if (rival && rival->chanceCheapest > 0.0 && winner < m_in.options.size())
            v.driver = driverOf(wi, winner, optionIndex(rival->optionId));
    }
}

void Sampler::publish()
{
    // The verdict reads the medians (the pairs' and options' bands) and the
    // draws in order (the bands are made from copies).
    publishPairs();
    publishOptions();
    publishVerdicts();
    for (size_t b = 0; b < m_paidBack.size(); ++b)
        m_ev.breakEvens[b].chanceWithinHorizon = m_paidBack[b] / double(m_n);
}

} // namespace

void likelyOnly(PairResult &p)
{
    p.worstBest = p.total;
    p.worstBestHours = p.jobHours;
    for (Range *r : {&p.total, &p.jobHours, &p.cnyPerEffectivePflopHour, &p.cnyPerRun,
                     &p.cnyPerMillionTokens, &p.costEffectiveness})
        collapse(*r);
}

void likelyOnly(OptionResult &o)
{
    o.worstBest = o.total;
    for (Range *r : {&o.total, &o.upfront, &o.monthly})
        collapse(*r);
    for (Range &r : o.cumulativeByMonth)
        collapse(r);
}

void setDrawPath(DrawPath path)
{
    t_drawPath = path;
    t_drawAudit = {};
}

DrawAudit drawAudit()
{
    return t_drawAudit;
}

DrawPath currentDrawPath()
{
    return t_drawPath;
}

DrawAudit &currentDrawAudit()
{
    return t_drawAudit;
}

void sampleRanges(const Prepared &in, const Project &project, const EvaluateSettings &settings,
                  Evaluation &ev)
{
    const int samples = std::clamp(settings.samples, 0,
                                   maxDraws(in.options.size() * in.workloads.size())); // Limits.h
    if (samples > 0) {
        EvaluateSettings clamped = settings;
        clamped.samples = samples;
        Sampler sampler(in, project, clamped, ev);
        if (sampler.run()) {
            sampler.publish();
            ev.sampling = {samples, settings.seed, false};
            return;
        }
        ev.sampling.cancelled = true;
    }
    likelyOnly(ev);
}

} // namespace suanpan
