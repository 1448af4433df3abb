#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "util/Result.h"

namespace suanpan {

// What nvidia-smi reports for one GPU (SI units). A field nvidia-smi prints
// as [N/A], [Not Supported] or N/A is absent, never zero.
struct GpuFacts {
    int index = 0;                     // nvidia-smi's index (order in -q output)
    std::string name;                  // "NVIDIA H800"
    std::optional<double> memoryBytes; // memory.total (MiB x 2^20)
    std::string driverVersion;
    std::optional<bool> persistenceMode;
    std::optional<double> powerDrawWatts;
    std::optional<double> powerLimitWatts; // the enforced limit
    std::optional<double> temperatureC;
    std::optional<int> pcieGen;        // current link generation
    std::optional<int> pcieWidth;      // current link width (lanes)
    std::optional<double> utilization; // fraction 0..1
    // Identity of the physical card: the same card listed twice (one
    // machine's output pasted again) must not count as two.
    std::string serial; // board serial number ("" when absent, e.g. GeForce)
    std::string uuid;   // "GPU-..." ("" when absent)
};

struct NvidiaSmiFacts {
    std::vector<GpuFacts> gpus;
    std::string driverVersion; // the first GPU's ("" when none says)
    std::string cudaVersion;   // -q only
    bool mixedDrivers = false; // GPUs report different driver versions
};

// `nvidia-smi --query-gpu=... --format=csv` with its header line. Columns map
// by header name in any order (units in brackets, e.g. "memory.total [MiB]",
// are read from the header when values come without them); unknown columns
// are ignored. Errors: "nvidia_smi.run_error" (nvidia-smi printed its own
// failure, detail = that line), "nvidia_smi.no_header" (no line names a known
// column), "nvidia_smi.columns" (subject "line N", detail "expected X, got Y"),
// "nvidia_smi.no_gpus", "nvidia_smi.too_many" (over 4096 rows),
// "nvidia_smi.too_large".
Result<NvidiaSmiFacts> parseNvidiaSmiCsv(std::string_view text);

// The same for `--format=csv,noheader[,nounits]`: `fields` are the names
// given to --query-gpu, in order.
Result<NvidiaSmiFacts> parseNvidiaSmiCsv(std::string_view text,
                                         const std::vector<std::string> &fields);

// Plain `nvidia-smi -q`: Product Name, FB Memory Usage/Total, Driver Version,
// CUDA Version, Persistence Mode, (GPU) Power Readings/Power Draw and the
// limit (old "Power Limit"/"Enforced Power Limit" and new "Current Power
// Limit" spellings), GPU Current Temp, PCIe Generation/Current, Link
// Width/Current, Utilization/Gpu. Errors as above ("nvidia_smi.no_gpus" when
// no "GPU <bus id>" block is found).
Result<NvidiaSmiFacts> parseNvidiaSmiQuery(std::string_view text);

// Either form, told apart by the -q banner ("NVSMI LOG") or its GPU blocks.
Result<NvidiaSmiFacts> parseNvidiaSmi(std::string_view text);

} // namespace suanpan
