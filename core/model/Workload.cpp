#include "Workload.h"

namespace suanpan {

bool isTraining(Scenario s)
{
    return s != Scenario::Inference;
}

} // namespace suanpan
