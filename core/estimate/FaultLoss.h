#pragma once

#include <algorithm>

#include "estimate/Training.h"
#include "model/Units.h"
#include "util/Scalar.h"

namespace suanpan {

// faultLossFor (Training.h) generic over its scalar: the interruption rate
// and the recovery time are the cost model's drawn inputs (cost/CostTape.h
// traces them); restart and checkpoint stall are the sizing's.
template <class T> struct BasicFaultLoss {
    T interruptionsPerHour = 0.0;
    T checkpointIntervalHours = 0.0;
    T waitHours = 0.0;
    T lostPerHour = 0.0;
};

template <class T>
BasicFaultLoss<T> faultLossAt(T perCardHour, T recoveryHours, double restartHours,
                              double checkpointStallHours, int cards)
{
    BasicFaultLoss<T> out;
    const int n = std::max(cards, 1);
    out.interruptionsPerHour = vmax(perCardHour, T(0.0)) * n;
    out.waitHours = vmax(n > kCardsPerServer ? T(restartHours) : recoveryHours, T(0.0));
    const T rate = out.interruptionsPerHour;
    if (!(rate > 0.0))
        return out;
    const double stall = std::max(checkpointStallHours, 0.0);
    out.checkpointIntervalHours = stall > 0.0 ? vsqrt(2.0 * stall / rate) : T(0.0);
    out.lostPerHour =
        rate * (out.waitHours + out.checkpointIntervalHours / 2.0) +
        (out.checkpointIntervalHours > 0.0 ? stall / out.checkpointIntervalHours : T(0.0));
    return out;
}

} // namespace suanpan
