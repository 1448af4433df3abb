#include "CostTape.h"

#include <cassert>

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

std::int32_t Tape::nodeOf(const Traced &t)
{
    if (!t.constant())
        return t.node;
    m_nodes.push_back({Code::Constant, -1, -1, t.v});
    return std::int32_t(m_nodes.size() - 1);
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
    m_nodes.push_back({code, na, nb, 0.0});
    return Traced(value, std::int32_t(m_nodes.size() - 1));
}

void Tape::guard(Code code, const Traced &a, const Traced &b)
{
    record(code, a, b, 0.0);
    m_guardNodes.push_back(std::int32_t(m_nodes.size() - 1));
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
    std::vector<std::uint32_t> slot(m_nodes.size(), 0);
    m_slots.assign(m_inputs, 0.0);
    for (size_t i = 0; i < m_nodes.size(); ++i) {
        if (m_nodes[i].code == Code::Input) {
            slot[i] = std::uint32_t(m_nodes[i].value);
        } else if (live[i] && m_nodes[i].code == Code::Constant) {
            slot[i] = std::uint32_t(m_slots.size());
            m_slots.push_back(m_nodes[i].value);
        }
    }
    m_firstOp = m_slots.size();
    m_code.clear();
    m_a.clear();
    m_b.clear();
    m_guards = 0;
    for (size_t i = 0; i < m_nodes.size(); ++i) {
        const Node &n = m_nodes[i];
        if (!live[i] || n.code == Code::Input || n.code == Code::Constant)
            continue;
        slot[i] = std::uint32_t(m_firstOp + m_code.size());
        m_code.push_back(n.code);
        m_a.push_back(slot[size_t(n.a)]);
        m_b.push_back(slot[size_t(n.b)]);
        m_guards += n.code >= Code::IsLess;
    }
    m_slots.resize(m_firstOp + m_code.size(), 0.0);
    m_outputs.clear();
    for (const std::int32_t n : m_outputNodes)
        m_outputs.push_back(slot[size_t(n)]);
    m_nodes = {};
    m_guardNodes = {};
    m_outputNodes = {};
}

bool Tape::run(const double *in, double *out)
{
    double *v = m_slots.data();
    std::copy(in, in + m_inputs, v);
    double *result = v + m_firstOp;
    const size_t n = m_code.size();
    const Code *code = m_code.data();
    const std::uint32_t *a = m_a.data();
    const std::uint32_t *b = m_b.data();
    bool ok = true;
    for (size_t i = 0; i < n; ++i) {
        const double x = v[a[i]];
        const double y = v[b[i]];
        double r = 0.0;
        switch (code[i]) {
        case Code::Add:
            r = x + y;
            break;
        case Code::Sub:
            r = x - y;
            break;
        case Code::Mul:
            r = x * y;
            break;
        case Code::Div:
            r = x / y;
            break;
        case Code::Neg:
            r = -x;
            break;
        case Code::Min:
            r = std::min(x, y);
            break;
        case Code::Max:
            r = std::max(x, y);
            break;
        case Code::Sqrt:
            r = std::sqrt(x);
            break;
        case Code::Ceil:
            r = std::ceil(x);
            break;
        case Code::Floor:
            r = std::floor(x);
            break;
        case Code::IsLess:
            ok &= x < y;
            break;
        case Code::NotLess:
            ok &= !(x < y);
            break;
        case Code::IsLessEqual:
            ok &= x <= y;
            break;
        case Code::NotLessEqual:
            ok &= !(x <= y);
            break;
        case Code::IsEqual:
            ok &= x == y;
            break;
        case Code::NotEqual:
            ok &= !(x == y);
            break;
        case Code::Input:
        case Code::Constant:
            break;
        }
        result[i] = r;
    }
    for (size_t k = 0; k < m_outputs.size(); ++k)
        out[k] = v[m_outputs[k]];
    return ok;
}

} // namespace suanpan
