#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "VerifyEnums.h"
#include "util/Result.h"

namespace suanpan {

// One cell of the GPU-to-GPU matrix: the link kind, and for NVLink the
// number of bonded links ("NV18" -> 18).
struct TopoCell {
    TopoLink kind = TopoLink::Unknown;
    int nvlinks = 0;

    bool operator==(const TopoCell &) const = default;
};

// What `nvidia-smi topo -m` says about how the GPUs of one machine connect.
struct TopologyFacts {
    int gpuCount = 0;
    int nicCount = 0;
    std::vector<std::vector<TopoCell>> matrix; // gpuCount x gpuCount, row = from

    const TopoCell &cell(int from, int to) const { return matrix[from][to]; }
    // A pair counts as NVLinked only when both of its cells say so.
    bool pairHasNvlink(int a, int b) const;
    bool allPairsNvlink() const;                                 // true for a single GPU
    std::vector<std::pair<int, int>> pairsWithoutNvlink() const; // (a, b), a < b
    int minNvlinks() const; // fewest bonded links over all pairs; 0 if any pair has none
};

// Parses the matrix of `nvidia-smi topo -m`: the header row of GPU0..GPUn
// (then NIC or mlx5 columns and CPU/NUMA affinity), one row per device with
// X, NV#, PIX, PXB, PHB, NODE, SYS or SOC; tabs or spaces; ANSI colour codes
// (also with the ESC lost in a copy, "[4m"); the legend after it is ignored.
// Errors: "topology.no_header" (no row names GPU0), "topology.missing_row"
// (subject = the GPU, e.g. "GPU3"), "topology.columns" (subject = the row,
// detail "expected X, got Y"), "topology.duplicate_row", "topology.too_many"
// (over 1024 GPUs), "topology.too_large".
Result<TopologyFacts> parseTopology(std::string_view text);

} // namespace suanpan
