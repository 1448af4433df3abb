#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "cost/CostInputs.h"
#include "util/Scalar.h"

namespace suanpan {

// The cost model compiled for the Monte Carlo draws (issue 34). The model's
// arithmetic is generic over its scalar (CostModel.cpp and the formulas it
// calls): with double it is the model; with Traced it runs once and records
// every operation that involves a drawn input on a Tape, and computes
// everything else on the spot. Each draw then replays the tape on its
// inputs: the same floating-point operations in the same order on the same
// values, so the same bits as the model (no FMA contraction or fast-math on
// the targets we build). A comparison or an integer taken from a drawn value
// is recorded as a guard: the outcome the recording saw. A draw that fails a
// guard takes another branch, and the sampler prices it with the model.
// Internal to core/cost.

class Tape;

struct Traced {
    double v = 0.0;
    std::int32_t node = -1; // -1: a constant, not recorded

    Traced() = default;
    // Implicit, so constants mix into expressions as they do with double.
    Traced(double value) : v(value) {} // NOLINT(google-explicit-constructor)
    Traced(double value, std::int32_t n) : v(value), node(n) {}
    bool constant() const { return node < 0; }
};

Traced operator+(const Traced &a, const Traced &b);
Traced operator-(const Traced &a, const Traced &b);
Traced operator*(const Traced &a, const Traced &b);
Traced operator/(const Traced &a, const Traced &b);
Traced operator-(const Traced &a);
Traced &operator+=(Traced &a, const Traced &b);
Traced &operator-=(Traced &a, const Traced &b);
Traced &operator*=(Traced &a, const Traced &b);
// Comparisons record a guard (the outcome seen) when a side is traced.
bool operator<(const Traced &a, const Traced &b);
bool operator>(const Traced &a, const Traced &b);
bool operator<=(const Traced &a, const Traced &b);
bool operator>=(const Traced &a, const Traced &b);
bool operator==(const Traced &a, const Traced &b);
bool operator!=(const Traced &a, const Traced &b);

// The model's calls on its scalar (util/Scalar.h), traced.
Traced vmin(const Traced &a, const Traced &b);
Traced vmax(const Traced &a, const Traced &b);
Traced vclamp(const Traced &v, const Traced &lo, const Traced &hi);
Traced vsqrt(const Traced &a);
Traced vceil(const Traced &a);
Traced vfloor(const Traced &a);
double settle(const Traced &a);
// A running sum that starts at +0.0 is never -0.0 (IEEE 754: a sum is -0
// only when both addends are), so adding a constant +0.0 -- a line the
// option does not have -- leaves it unchanged: not recorded.
void addToSum(Traced &sum, const Traced &x);

// A point of the model with traced inputs (Point with double values).
struct TracedPoint {
    std::array<Traced, kInputCount> v{};
    const Traced &operator[](InputId id) const { return v[size_t(id)]; }
    Traced &operator[](InputId id) { return v[size_t(id)]; }
};

template <class T> struct PointFor;
template <> struct PointFor<double> {
    using type = Point;
};
template <> struct PointFor<Traced> {
    using type = TracedPoint;
};
template <class T> using PointOf = typename PointFor<T>::type;

// Operations recorded, then compiled (only what the outputs and guards
// need) and replayed per draw.
class Tape final
{
public:
    enum class Code : std::uint8_t {
        Input,
        Constant,
        Add,
        Sub,
        Mul,
        Div,
        Neg,
        Min,
        Max,
        Sqrt,
        Ceil,
        Floor,
        // Guards: the draw keeps the recorded branch only if true.
        IsLess,
        NotLess,
        IsLessEqual,
        NotLessEqual,
        IsEqual,
        NotEqual,
    };

    // Records on this tape (this thread) while alive.
    class Recording final
    {
    public:
        explicit Recording(Tape &tape);
        ~Recording();
        Recording(const Recording &) = delete;
        Recording &operator=(const Recording &) = delete;

    private:
        Tape *m_previous;
    };

    // Draws replayed at once: each operation runs over a block of draws, so
    // its dispatch is paid once per block (and the loops vectorise).
    static constexpr size_t kBlock = 64;

    // The next input slot, at the value the recording runs with.
    Traced input(double value);
    // The next output; returns its index.
    size_t output(const Traced &value);
    // Keeps only what the outputs and guards read, numbered for replay.
    void compile();

    size_t inputCount() const { return m_inputs; }
    // False for an input no output or guard reads (its lanes need no values).
    bool inputRead(size_t k) const { return m_inputRead[k]; }
    size_t outputCount() const { return m_outputs.size(); }
    size_t opCount() const { return m_code.size(); }
    size_t guardCount() const { return m_guards; }
    // Slots of a block's lanes: the inputs, the constants, and the
    // operations' results, a slot reused once its value is read for the
    // last time (compile()).
    size_t slotCount() const { return m_firstOp + m_operationSlots; }
    // One block of draws in `scratch`, every operation's lanes while it
    // runs (one buffer for all tapes: memory follows the largest tape, not
    // their sum). begin() returns the input lanes to fill (input k's draws
    // at k x kBlock); run(); then read outputLanes(k)[j] of the draws with
    // passed(j) (a draw that fails a guard took another branch: its outputs
    // are meaningless).
    double *begin(std::vector<double> &scratch) const;
    void run(std::vector<double> &scratch);
    const double *outputLanes(size_t k) const { return m_outputLanes.data() + k * kBlock; }
    bool passed(size_t j) const { return m_passed[j] != 0; }
    // One draw (tests): `in` has inputCount() values, `out` outputCount().
    bool run(const double *in, double *out);

    // Recording (Traced's operations).
    static Tape *current();
    Traced record(Code code, const Traced &a, const Traced &b, double value);
    void guard(Code code, const Traced &a, const Traced &b);

private:
    struct Node {
        Code code;
        std::int32_t a;
        std::int32_t b;
        double value; // a constant's value; an input's index
    };
    std::int32_t nodeOf(const Traced &t);
    void runOperations(double *slots);
    const double *lanesOf(const double *slots, std::uint32_t slot) const;

    std::vector<Node> m_nodes;
    std::vector<std::int32_t> m_guardNodes;
    std::vector<std::int32_t> m_outputNodes;
    std::unordered_map<std::uint64_t, std::int32_t> m_operations; // by (code, a, b)
    std::unordered_map<std::uint64_t, std::int32_t> m_constants;  // by their bits
    size_t m_inputs = 0;

    // The compiled form, a structure of arrays: slots [0, inputs) are the
    // inputs, then the constants, then the operations' results (a slot
    // serves several operations in turn, compile()).
    std::vector<Code> m_code;
    std::vector<std::uint32_t> m_a;
    std::vector<std::uint32_t> m_b;
    std::vector<std::uint32_t> m_r; // the result's slot (a guard's: none)
    std::vector<bool> m_inputRead;
    std::vector<double> m_constantLanes; // kBlock copies of each constant
    std::vector<double> m_outputLanes;   // kBlock draws per output
    std::array<unsigned char, kBlock> m_passed{};
    std::vector<std::uint32_t> m_outputs;
    size_t m_firstOp = 0;
    size_t m_operationSlots = 0;
    size_t m_guards = 0;
};

} // namespace suanpan
