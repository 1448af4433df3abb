#include "CostTape.h"

#include <bit>
#include <cassert>
#include <cstring>

#include "util/Lanes.h"

namespace suanpan {

namespace {

thread_local Tape *t_recording = nullptr;

using Code = Tape::Code;

Traced binary(Code code, const Traced &a, const Traced &b, double value)
{
    if (a.constant() && b.constant())
        return Traced(value);
    return Tape::current()->record(code, a, b, value);
}

Traced unary(Code code, const Traced &a, double value)
{
    if (a.constant())
        return Traced(value);
    return Tape::current()->record(code, a, a, value);
}

bool compare(Code yes, Code no, const Traced &a, const Traced &b, bool outcome)
{
    if (!a.constant() || !b.constant())
        Tape::current()->guard(outcome ? yes : no, a, b);
    return outcome;
}

} // namespace

Traced operator+(const Traced &a, const Traced &b)
{
    return binary(Code::Add, a, b, a.v + b.v);
}

Traced operator-(const Traced &a, const Traced &b)
{
    return binary(Code::Sub, a, b, a.v - b.v);
}

Traced operator*(const Traced &a, const Traced &b)
{
    return binary(Code::Mul, a, b, a.v * b.v);
}

Traced operator/(const Traced &a, const Traced &b)
{
    return binary(Code::Div, a, b, a.v / b.v);
}

Traced operator-(const Traced &a)
{
    return unary(Code::Neg, a, -a.v);
}

Traced &operator+=(Traced &a, const Traced &b)
{
    return a = a + b;
}

Traced &operator-=(Traced &a, const Traced &b)
{
    return a = a - b;
}

Traced &operator*=(Traced &a, const Traced &b)
{
    return a = a * b;
}

bool operator<(const Traced &a, const Traced &b)
{
    return compare(Code::IsLess, Code::NotLess, a, b, a.v < b.v);
}

bool operator>(const Traced &a, const Traced &b)
{
    return b < a;
}

bool operator<=(const Traced &a, const Traced &b)
{
    return compare(Code::IsLessEqual, Code::NotLessEqual, a, b, a.v <= b.v);
}

bool operator>=(const Traced &a, const Traced &b)
{
    return b <= a;
}

bool operator==(const Traced &a, const Traced &b)
{
    return compare(Code::IsEqual, Code::NotEqual, a, b, a.v == b.v);
}

bool operator!=(const Traced &a, const Traced &b)
{
    return !(a == b);
}

Traced vmin(const Traced &a, const Traced &b)
{
    return binary(Code::Min, a, b, std::min(a.v, b.v));
}

Traced vmax(const Traced &a, const Traced &b)
{
    return binary(Code::Max, a, b, std::max(a.v, b.v));
}

// std::clamp(v, lo, hi) is v < lo ? lo : hi < v ? hi : v: max(v, lo) then
// min(., hi), the same result for lo <= hi (NaN stays NaN).
Traced vclamp(const Traced &v, const Traced &lo, const Traced &hi)
{
    return vmin(vmax(v, lo), hi);
}

Traced vsqrt(const Traced &a)
{
    return unary(Code::Sqrt, a, std::sqrt(a.v));
}

Traced vceil(const Traced &a)
{
    return unary(Code::Ceil, a, std::ceil(a.v));
}

Traced vfloor(const Traced &a)
{
    return unary(Code::Floor, a, std::floor(a.v));
}

double settle(const Traced &a)
{
    if (!a.constant())
        Tape::current()->guard(Code::IsEqual, a, Traced(a.v));
    return a.v;
}

void addToSum(Traced &sum, const Traced &x)
{
    if (sum.constant() || !x.constant() || x.v != 0.0 || std::signbit(x.v))
        sum += x;
}

Tape::Recording::Recording(Tape &tape) : m_previous(t_recording)
{
    t_recording = &tape;
}

Tape::Recording::~Recording()
{
    t_recording = m_previous;
}

Tape *Tape::current()
{
    assert(t_recording && "a traced value outside a recording");
    return t_recording;
}

Traced Tape::input(double value)
{
    m_nodes.push_back({Code::Input, -1, -1, double(m_inputs++)});
    return Traced(value, std::int32_t(m_nodes.size() - 1));
}

// Constants by their bits, operations by (code, operands): the same
// operation on the same operands gives the same bits, so the model's repeats
// (every sheet's people rates, nb x price in each line) are done once.
std::int32_t Tape::nodeOf(const Traced &t)
{
    if (!t.constant())
        return t.node;
    const auto [it, added] =
        m_constants.try_emplace(std::bit_cast<std::uint64_t>(t.v), std::int32_t(m_nodes.size()));
    if (added)
        m_nodes.push_back({Code::Constant, -1, -1, t.v});
    return it->second;
}

size_t Tape::output(const Traced &value)
{
    m_outputNodes.push_back(nodeOf(value));
    return m_outputNodes.size() - 1;
}

Traced Tape::record(Code code, const Traced &a, const Traced &b, double value)
{
    const std::int32_t na = nodeOf(a);
    const std::int32_t nb = &a == &b ? na : nodeOf(b);
    // Node numbers stay below 2^28 (a tape is a few thousand operations).
    const std::uint64_t key =
        (std::uint64_t(code) << 56) | (std::uint64_t(na) << 28) | std::uint64_t(nb);
    const auto [it, added] = m_operations.try_emplace(key, std::int32_t(m_nodes.size()));
    if (added)
        m_nodes.push_back({code, na, nb, 0.0});
    return Traced(value, it->second);
}

void Tape::guard(Code code, const Traced &a, const Traced &b)
{
    const size_t before = m_nodes.size();
    const Traced g = record(code, a, b, 0.0);
    if (m_nodes.size() > before)
        m_guardNodes.push_back(g.node);
}

void Tape::compile()
{
    // Live: what an output or a guard reads, directly or not.
    std::vector<bool> live(m_nodes.size(), false);
    for (const std::int32_t n : m_outputNodes)
        live[size_t(n)] = true;
    for (const std::int32_t n : m_guardNodes)
        live[size_t(n)] = true;
    for (size_t i = m_nodes.size(); i-- > 0;) {
        const Node &n = m_nodes[i];
        if (!live[i] || n.code == Code::Input || n.code == Code::Constant)
            continue;
        live[size_t(n.a)] = true;
        live[size_t(n.b)] = true;
    }
    // Slots: the inputs, the constants, then one per operation in order.
    std::vector<std::uint32_t> slot(m_nodes.size(), 0);
    std::vector<double> constants;
    m_inputRead.assign(m_inputs, false);
    for (size_t i = 0; i < m_nodes.size(); ++i) {
        if (m_nodes[i].code == Code::Input) {
            slot[i] = std::uint32_t(m_nodes[i].value);
            m_inputRead[slot[i]] = live[i];
        } else if (live[i] && m_nodes[i].code == Code::Constant) {
            slot[i] = std::uint32_t(m_inputs + constants.size());
            constants.push_back(m_nodes[i].value);
        }
    }
    m_firstOp = m_inputs + constants.size();
    // An operation's slot is free again after its last reader: the lanes a
    // block works on stay few enough for the first-level cache (a slot per
    // operation made the tapes wait on memory, issue 34). Outputs keep
    // theirs to the end; a guard writes no slot.
    const auto isOperation = [&](size_t i) {
        const Code c = m_nodes[i].code;
        return live[i] && c != Code::Input && c != Code::Constant;
    };
    constexpr size_t kKept = size_t(-1);
    std::vector<size_t> lastRead(m_nodes.size(), 0);
    for (size_t i = 0; i < m_nodes.size(); ++i)
        if (isOperation(i))
            for (const std::int32_t x : {m_nodes[i].a, m_nodes[i].b})
                lastRead[size_t(x)] = i;
    for (const std::int32_t n : m_outputNodes)
        lastRead[size_t(n)] = kKept;
    std::vector<std::uint32_t> free; // a stack: the slot freed last is the warmest
    m_operationSlots = 0;
    m_code.clear();
    m_a.clear();
    m_b.clear();
    m_r.clear();
    m_guards = 0;
    for (size_t i = 0; i < m_nodes.size(); ++i) {
        if (!isOperation(i))
            continue;
        const Node &n = m_nodes[i];
        const bool guard = n.code >= Code::IsLess;
        if (!guard) { // taken before the operands' are freed: never one of them
            if (free.empty()) {
                slot[i] = std::uint32_t(m_firstOp + m_operationSlots++);
            } else {
                slot[i] = free.back();
                free.pop_back();
            }
        }
        m_code.push_back(n.code);
        m_a.push_back(slot[size_t(n.a)]);
        m_b.push_back(slot[size_t(n.b)]);
        m_r.push_back(guard ? 0 : slot[i]);
        m_guards += guard;
        for (const std::int32_t x : {n.a, n.a == n.b ? -1 : n.b})
            if (x >= 0 && lastRead[size_t(x)] == i && isOperation(size_t(x)))
                free.push_back(slot[size_t(x)]);
    }
    m_constantLanes.resize(constants.size() * kBlock);
    for (size_t c = 0; c < constants.size(); ++c)
        std::fill_n(m_constantLanes.begin() + std::ptrdiff_t(c * kBlock), kBlock, constants[c]);
    m_outputs.clear();
    for (const std::int32_t n : m_outputNodes)
        m_outputs.push_back(slot[size_t(n)]);
    m_outputLanes.assign(m_outputs.size() * kBlock, 0.0);
    m_nodes = {};
    m_guardNodes = {};
    m_outputNodes = {};
    m_operations = {};
    m_constants = {};
}

namespace {

// One operation over a block of draws. The loops are the operation alone,
// element by element: the compiler may vectorise them (SSE2 gives the same
// IEEE results lane by lane), never reorder or fuse them.
// A result slot is never an operand's (one slot per operation, written
// once), hence __restrict.
template <class F>
void lanes(double *__restrict r, const double *__restrict x, const double *__restrict y, F f)
{
#pragma GCC unroll 4
    for (size_t j = 0; j < Tape::kBlock; ++j)
        r[j] = f(x[j], y[j]);
}

template <class F>
void check(unsigned char *__restrict ok, const double *__restrict x, const double *__restrict y,
           F f)
{
    for (size_t j = 0; j < Tape::kBlock; ++j)
        ok[j] &= static_cast<unsigned char>(f(x[j], y[j]));
}

} // namespace

double *Tape::begin(std::vector<double> &scratch) const
{
    scratch.resize(std::max(scratch.size(), slotCount() * kBlock));
    return scratch.data();
}

// A slot's lanes: the constants' stay with the tape (filled once), the
// others are in the scratch buffer.
const double *Tape::lanesOf(const double *v, std::uint32_t slot) const
{
    if (slot >= m_inputs && slot < m_firstOp)
        return m_constantLanes.data() + (slot - m_inputs) * kBlock;
    return v + size_t(slot) * kBlock;
}

void Tape::run(std::vector<double> &scratch)
{
    double *v = scratch.data();
    runOperations(v);
    for (size_t k = 0; k < m_outputs.size(); ++k)
        std::memcpy(m_outputLanes.data() + k * kBlock, lanesOf(v, m_outputs[k]),
                    kBlock * sizeof(double));
}

SUANPAN_WIDE_LANES void Tape::runOperations(double *v)
{
    constexpr size_t B = kBlock;
    unsigned char *ok = m_passed.data();
    std::fill(m_passed.begin(), m_passed.end(), 1);
    for (size_t i = 0; i < m_code.size(); ++i) {
        double *r = v + size_t(m_r[i]) * B;
        const double *x = lanesOf(v, m_a[i]);
        const double *y = lanesOf(v, m_b[i]);
        switch (m_code[i]) {
        case Code::Add:
            lanes(r, x, y, [](double a, double b) { return a + b; });
            break;
        case Code::Sub:
            lanes(r, x, y, [](double a, double b) { return a - b; });
            break;
        case Code::Mul:
            lanes(r, x, y, [](double a, double b) { return a * b; });
            break;
        case Code::Div:
            lanes(r, x, y, [](double a, double b) { return a / b; });
            break;
        case Code::Neg:
            lanes(r, x, y, [](double a, double) { return -a; });
            break;
        case Code::Min:
            lanes(r, x, y, [](double a, double b) { return std::min(a, b); });
            break;
        case Code::Max:
            lanes(r, x, y, [](double a, double b) { return std::max(a, b); });
            break;
        case Code::Sqrt:
            lanes(r, x, y, [](double a, double) { return std::sqrt(a); });
            break;
        case Code::Ceil:
            lanes(r, x, y, [](double a, double) { return std::ceil(a); });
            break;
        case Code::Floor:
            lanes(r, x, y, [](double a, double) { return std::floor(a); });
            break;
        case Code::IsLess:
            check(ok, x, y, [](double a, double b) { return a < b; });
            break;
        case Code::NotLess:
            check(ok, x, y, [](double a, double b) { return !(a < b); });
            break;
        case Code::IsLessEqual:
            check(ok, x, y, [](double a, double b) { return a <= b; });
            break;
        case Code::NotLessEqual:
            check(ok, x, y, [](double a, double b) { return !(a <= b); });
            break;
        case Code::IsEqual:
            check(ok, x, y, [](double a, double b) { return a == b; });
            break;
        case Code::NotEqual:
            check(ok, x, y, [](double a, double b) { return !(a == b); });
            break;
        case Code::Input:
        case Code::Constant:
            break;
        }
    }
}

bool Tape::run(const double *in, double *out)
{
    std::vector<double> scratch;
    double *lanes = begin(scratch);
    for (size_t k = 0; k < m_inputs; ++k)
        lanes[k * kBlock] = in[k];
    run(scratch);
    for (size_t k = 0; k < m_outputs.size(); ++k)
        out[k] = outputLanes(k)[0];
    return passed(0);
}

} // namespace suanpan
