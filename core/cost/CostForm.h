#pragma once

#include <array>

#include "cost/CostEngine.h"
#include "cost/CostTape.h"

namespace suanpan {

// The cost model generic over its scalar (CostTape.h): the double functions
// of CostModel.h and CostEngine.h are these at double; the Monte Carlo draws
// record them at Traced once and replay the tape (Sampling.cpp). Both are
// instantiated in CostModel.cpp and CostEngine.cpp. Internal to core/cost.

template <class T>
BasicSheet<T> priceHorizon(const OptionSetup &option, const Demand &demand, const PointOf<T> &p);
template <class T>
BasicSheet<T> priceJob(const OptionSetup &option, const Job &job, const Demand &jobDemand,
                       const Demand &optionDemand, const PointOf<T> &p);
template <class T>
BasicSheet<T> priceJob(const OptionSetup &option, const Job &job, const Demand &jobDemand,
                       const BasicSheet<T> &optionHorizon, const PointOf<T> &p);
template <class T>
BasicSheet<T> pairSheet(const PreparedPair &pair, const Demand &optionDemand, const PointOf<T> &p);
template <class T>
BasicSheet<T> pairSheet(const PreparedPair &pair, const BasicSheet<T> &optionHorizon,
                        const PointOf<T> &p);
// cnyPerEffectivePflopHour (Evaluation.h), in Evaluation.cpp.
template <class T> T cnyPerEffectivePflopHour(T cnyPerCardHour, double peakFlops, T mfu);
// The sums by Timing, indexed by Timing (timingSums() is these at double).
template <class T>
std::array<T, 5> timingSumsOf(const BasicSheet<T> &s, const LineMask &enabled, bool payPerUse);

} // namespace suanpan
