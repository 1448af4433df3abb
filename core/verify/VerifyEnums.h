#pragma once

#include "model/Enums.h"

namespace suanpan {

// Verification enums, with stable lower-case codes (toCode/fromCode of
// model/Enums.h). Codes never change once shipped; add new values at the end.
// EvidenceKind lives in model/Enums.h: the project file stores it.

// How much an open checklist item matters before signing: a blocker or a
// major item that failed or was not checked keeps the contract unsigned.
enum class Severity { Blocker, Major, Minor };

// One cell of `nvidia-smi topo -m`: how two devices reach each other, from
// the fastest (NVLink) to the slowest (across CPU sockets).
enum class TopoLink { Self, NVLink, PIX, PXB, PHB, Node, Sys, Soc, Unknown };

// How an option gets its cards, as far as what to check before signing
// differs: instances rented from a GPU cloud (the provider's data centre is
// its own business), servers rented in a provider's data centre, own servers
// in a rented cabinet (hosted), own servers in an own room (built).
enum class Supply { Cloud, Rent, Host, Build };

template <> const std::vector<EnumCode<Severity>> &enumCodes<Severity>();
template <> const std::vector<EnumCode<Supply>> &enumCodes<Supply>();
template <> const std::vector<EnumCode<TopoLink>> &enumCodes<TopoLink>();

} // namespace suanpan
