#pragma once

#include <string>

#include "Enums.h"
#include "Range.h"

namespace suanpan {

struct NetworkSpec {
    double gbitPerS = 10.0; // between servers: per server, or per card when perCard
    NetworkFabric fabric = NetworkFabric::Ethernet;
    // Rail-optimised clusters give every card its own NIC (DGX/HGX SuperPOD:
    // 8 x 400 Gb/s per server); a small IDC shares one port per server.
    bool perCard = false;

    bool operator==(const NetworkSpec &) const = default;
};

struct Compliance {
    bool vpc = false;
    bool accessLogs = false;
    bool encryptedTransfer = false;
    bool auditReport = false;
    bool idcLicence = false;

    bool operator==(const Compliance &) const = default;
};

// Where the cards run: an office room, a rented cabinet, a hosting provider,
// a GPU cloud, or a remote region.
struct Facility {
    std::string id;
    std::string nameZh;
    std::string nameEn;
    FacilityKind kind = FacilityKind::IdcCabinet;
    std::string district; // "Bao'an", "Nanshan", "Guizhou", ...
    int minCards = 1;     // the scale tier this facility suits
    int maxCards = 8;
    PowerRedundancy power = PowerRedundancy::DualUtilityGenerator;
    Cooling cooling = Cooling::Air;
    Range pue; // power usage effectiveness (>= 1)
    NetworkSpec network;
    bool sparePartsOnSite = false;
    Range cabinetRentCnyPerMonth; // per cabinet; zero for clouds and office rooms
    double cabinetPowerKw = 0.0;  // power quota per cabinet
    Range electricityCnyPerKwh;
    Compliance compliance;
    double availability6m = 0.0; // fraction over the last six months; 0 = unknown
    Provenance provenance;
    std::string notes;   // English, or the one language a user's entry was written in
    std::string notesZh; // Chinese; the UI falls back to the other one when empty

    bool operator==(const Facility &) const = default;
};

} // namespace suanpan
