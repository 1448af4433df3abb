#include "Topology.h"

#include <algorithm>
#include <limits>

#include "TextScan.h"

namespace suanpan {

namespace ts = textscan;

namespace {

constexpr int kMaxGpus = 1024;

// "GPU12" -> 12; anything else -> -1.
int gpuNumber(std::string_view label)
{
    if (!ts::startsWith(label, "GPU") || label.size() < 4 || label.size() > 7)
        return -1;
    const std::optional<long long> n = ts::parseInteger(label.substr(3));
    if (!n || *n < 0 || label[3] == '+' || label[3] == '-')
        return -1;
    return static_cast<int>(*n);
}

bool isNicLabel(std::string_view label)
{
    return ts::startsWith(label, "NIC") || ts::startsWith(label, "mlx") ||
           ts::startsWith(label, "ib") || ts::startsWith(label, "eth") ||
           ts::startsWith(label, "bnxt") || ts::startsWith(label, "NET");
}

TopoCell cellOf(std::string_view text)
{
    text = ts::trim(text);
    if (text == "X")
        return {TopoLink::Self, 0};
    if (ts::startsWith(text, "NV")) {
        const std::optional<long long> n = ts::parseInteger(text.substr(2));
        if (n && *n > 0 && *n < 1000 && text.size() > 2 && text[2] != '+')
            return {TopoLink::NVLink, static_cast<int>(*n)};
        return {TopoLink::Unknown, 0};
    }
    if (text == "PIX")
        return {TopoLink::PIX, 0};
    if (text == "PXB")
        return {TopoLink::PXB, 0};
    if (text == "PHB")
        return {TopoLink::PHB, 0};
    if (text == "NODE")
        return {TopoLink::Node, 0};
    if (text == "SYS")
        return {TopoLink::Sys, 0};
    if (text == "SOC")
        return {TopoLink::Soc, 0};
    return {TopoLink::Unknown, 0};
}

// Removes "[4m", "[0m", "[1;32m": colour codes whose ESC byte was lost when
// the output was copied out of a terminal (cleanToolText removes intact ones).
std::string withoutBareColourCodes(std::string_view line)
{
    std::string out;
    out.reserve(line.size());
    std::size_t i = 0;
    while (i < line.size()) {
        if (line[i] == '[') {
            std::size_t j = i + 1;
            while (j < line.size() && ((line[j] >= '0' && line[j] <= '9') || line[j] == ';'))
                ++j;
            if (j < line.size() && line[j] == 'm' && j > i + 1) {
                i = j + 1;
                continue;
            }
        }
        out += line[i++];
    }
    return out;
}

} // namespace

bool TopologyFacts::pairHasNvlink(int a, int b) const
{
    return matrix[a][b].kind == TopoLink::NVLink && matrix[b][a].kind == TopoLink::NVLink;
}

bool TopologyFacts::allPairsNvlink() const
{
    return pairsWithoutNvlink().empty();
}

std::vector<std::pair<int, int>> TopologyFacts::pairsWithoutNvlink() const
{
    std::vector<std::pair<int, int>> out;
    for (int a = 0; a < gpuCount; ++a)
        for (int b = a + 1; b < gpuCount; ++b)
            if (!pairHasNvlink(a, b))
                out.emplace_back(a, b);
    return out;
}

int TopologyFacts::minNvlinks() const
{
    int least = std::numeric_limits<int>::max();
    for (int a = 0; a < gpuCount; ++a)
        for (int b = a + 1; b < gpuCount; ++b) {
            if (!pairHasNvlink(a, b))
                return 0;
            least = std::min({least, matrix[a][b].nvlinks, matrix[b][a].nvlinks});
        }
    return least == std::numeric_limits<int>::max() ? 0 : least;
}

Result<TopologyFacts> parseTopology(std::string_view text)
{
    if (text.size() > ts::kMaxEvidenceBytes)
        return Error{ErrorCode::TopologyTooLarge, "", std::to_string(text.size())};
    const std::string clean = ts::cleanToolText(text);
    const std::vector<std::string_view> lines = ts::splitLines(clean);

    // The header: the first line whose first field is GPU0. Device columns
    // run until "CPU Affinity" (or the first field that is no device).
    std::size_t headerLine = lines.size();
    std::vector<std::string> header;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string line = withoutBareColourCodes(lines[i]);
        const std::vector<std::string_view> fields = ts::splitWhitespace(line);
        // The GPU0 row also starts with GPU0; its second field is a link ("X").
        if (fields.empty() || fields[0] != "GPU0" ||
            (fields.size() > 1 && cellOf(fields[1]).kind != TopoLink::Unknown))
            continue;
        for (const std::string_view f : fields) {
            if (gpuNumber(f) < 0 && !isNicLabel(f))
                break;
            header.emplace_back(f);
        }
        headerLine = i;
        break;
    }
    if (headerLine == lines.size())
        return Error{ErrorCode::TopologyNoHeader, "", ""};

    // GPU columns come first and in order (GPU0, GPU1, ...).
    int gpus = 0;
    while (gpus < static_cast<int>(header.size()) && gpuNumber(header[gpus]) == gpus)
        ++gpus;
    if (gpus > kMaxGpus)
        return Error{ErrorCode::TopologyTooMany, "", std::to_string(gpus)};
    const std::size_t devices = header.size();

    TopologyFacts f;
    f.gpuCount = gpus;
    f.nicCount = static_cast<int>(devices) - gpus;
    f.matrix.assign(gpus, {});
    std::vector<bool> seen(gpus, false);
    for (std::size_t i = headerLine + 1; i < lines.size(); ++i) {
        const std::string line = withoutBareColourCodes(lines[i]);
        const std::vector<std::string_view> fields = ts::splitWhitespace(line);
        if (fields.empty())
            continue;
        if (ts::startsWith(fields[0], "Legend"))
            break;
        const int row = gpuNumber(fields[0]);
        if (row < 0 || row >= gpus)
            continue; // NIC rows, and GPUs the header does not list
        const std::string label(fields[0]);
        if (seen[row])
            return Error{ErrorCode::TopologyDuplicateRow, label, ""};
        if (fields.size() < 1 + static_cast<std::size_t>(gpus))
            return columnCount(ErrorCode::TopologyColumns, label, devices, fields.size() - 1);
        std::vector<TopoCell> cells;
        cells.reserve(gpus);
        for (int c = 0; c < gpus; ++c)
            cells.push_back(cellOf(fields[1 + c]));
        f.matrix[row] = std::move(cells);
        seen[row] = true;
    }
    for (int g = 0; g < gpus; ++g)
        if (!seen[g])
            return Error{ErrorCode::TopologyMissingRow, "GPU" + std::to_string(g), ""};
    return f;
}

} // namespace suanpan
