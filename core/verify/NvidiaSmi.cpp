#include "NvidiaSmi.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include "TextScan.h"

namespace suanpan {

namespace ts = textscan;

namespace {

constexpr std::size_t kMaxGpus = 4096;
constexpr std::size_t kMaxSectionDepth = 16;
// Serials are 13 digits and UUIDs 40 characters; more is not an id.
constexpr std::size_t kMaxIdBytes = 64;

enum class Field {
    Ignore,
    Index,
    Name,
    MemoryTotal,
    Driver,
    Persistence,
    PowerDraw,
    PowerLimit,
    Temperature,
    PcieGen,
    PcieWidth,
    Utilization,
    Serial,
    Uuid,
    Count // keep last: sizes the per-field tables
};

// --query-gpu names (and the aliases nvidia-smi accepts) for the facts we keep.
Field fieldOf(std::string_view queryName)
{
    struct Alias {
        std::string_view name;
        Field field;
    };
    static constexpr std::array<Alias, 21> kAliases{{
        {"index", Field::Index},
        {"name", Field::Name},
        {"gpu_name", Field::Name},
        {"memory.total", Field::MemoryTotal},
        {"driver_version", Field::Driver},
        {"persistence_mode", Field::Persistence},
        {"power.draw", Field::PowerDraw},
        {"power.draw.average", Field::PowerDraw},
        {"power.draw.instant", Field::PowerDraw},
        {"power.limit", Field::PowerLimit},
        {"enforced.power.limit", Field::PowerLimit},
        {"temperature.gpu", Field::Temperature},
        {"pcie.link.gen.current", Field::PcieGen},
        {"pcie.link.gen.gpucurrent", Field::PcieGen},
        {"pcie.link.width.current", Field::PcieWidth},
        {"utilization.gpu", Field::Utilization},
        {"gpu_index", Field::Index},
        {"serial", Field::Serial},
        {"gpu_serial", Field::Serial},
        {"uuid", Field::Uuid},
        {"gpu_uuid", Field::Uuid},
    }};
    const std::string lowered = ts::lower(ts::trim(queryName));
    for (const Alias &a : kAliases)
        if (a.name == lowered)
            return a.field;
    return Field::Ignore;
}

struct Column {
    Field field = Field::Ignore;
    std::string unit; // from the header's "[MiB]", lower-case
};

// "memory.total [MiB]" -> {MemoryTotal, "mib"}.
Column columnOf(std::string_view header)
{
    header = ts::trim(header);
    Column c;
    const std::size_t open = header.find('[');
    if (open != std::string_view::npos) {
        const std::size_t close = header.find(']', open);
        if (close != std::string_view::npos)
            c.unit = ts::lower(ts::trim(header.substr(open + 1, close - open - 1)));
        header = ts::trim(header.substr(0, open));
    }
    c.field = fieldOf(header);
    return c;
}

// nvidia-smi's ways of saying "no value": [N/A], [Not Supported],
// [Unknown Error], [GPU is lost], N/A, ERR!.
bool isAbsent(std::string_view v)
{
    v = ts::trim(v);
    if (v.empty() || v.front() == '[')
        return true;
    const std::string l = ts::lower(v);
    return l == "n/a" || l == "err!" || l == "not supported" || l == "unknown error" ||
           l == "unknown";
}

struct Quantity {
    double value = 0.0;
    std::string unit; // lower-case, "" when none
};

// "81559 MiB" -> {81559, "mib"}; "100 %" -> {100, "%"}; "16x" -> {16, "x"}.
std::optional<Quantity> quantityOf(std::string_view v)
{
    v = ts::trim(v);
    std::size_t split = v.size();
    while (split > 0) {
        const char c = v[split - 1];
        if ((c >= '0' && c <= '9') || c == '.')
            break;
        --split;
    }
    const std::optional<double> number = ts::parseNumber(v.substr(0, split));
    if (!number)
        return std::nullopt;
    return Quantity{*number, ts::lower(ts::trim(v.substr(split)))};
}

std::optional<double> scaled(std::string_view v, const std::string &headerUnit,
                             std::string_view defaultUnit,
                             std::initializer_list<std::pair<std::string_view, double>> factors)
{
    if (isAbsent(v))
        return std::nullopt;
    const std::optional<Quantity> q = quantityOf(v);
    if (!q)
        return std::nullopt;
    std::string_view unit = q->unit;
    if (unit.empty())
        unit = headerUnit.empty() ? defaultUnit : std::string_view(headerUnit);
    for (const auto &[name, factor] : factors)
        if (name == unit)
            return q->value * factor;
    return std::nullopt;
}

std::optional<int> smallInt(std::string_view v)
{
    if (isAbsent(v))
        return std::nullopt;
    const std::optional<Quantity> q = quantityOf(v);
    if (!q || (q->unit != "" && q->unit != "x") || q->value < 0 || q->value > 1024 ||
        q->value != std::floor(q->value))
        return std::nullopt;
    return static_cast<int>(q->value);
}

std::optional<bool> onOff(std::string_view v)
{
    const std::string l = ts::lower(ts::trim(v));
    if (l == "enabled" || l == "on" || l == "1")
        return true;
    if (l == "disabled" || l == "off" || l == "0")
        return false;
    return std::nullopt;
}

// Stores one value read as `field`; `unit` is the header's, used when the
// value carries none (--format=csv,nounits).
void store(GpuFacts &g, Field field, std::string_view v, const std::string &unit)
{
    static const std::initializer_list<std::pair<std::string_view, double>> kBytes{
        {"mib", 1048576.0}, {"gib", 1073741824.0}, {"kib", 1024.0},
        {"b", 1.0},         {"mb", 1e6},           {"gb", 1e9}};
    static const std::initializer_list<std::pair<std::string_view, double>> kWatts{
        {"w", 1.0}, {"mw", 1e-3}, {"kw", 1e3}};
    static const std::initializer_list<std::pair<std::string_view, double>> kCelsius{{"c", 1.0}};
    static const std::initializer_list<std::pair<std::string_view, double>> kPercent{{"%", 0.01}};
    switch (field) {
    case Field::Ignore:
        break;
    case Field::Index:
        if (const auto i = smallInt(v))
            g.index = *i;
        break;
    case Field::Name:
        if (!isAbsent(v))
            g.name = std::string(ts::trim(v));
        break;
    case Field::MemoryTotal:
        g.memoryBytes = scaled(v, unit, "mib", kBytes);
        break;
    case Field::Driver:
        if (!isAbsent(v))
            g.driverVersion = std::string(ts::trim(v));
        break;
    case Field::Persistence:
        g.persistenceMode = onOff(v);
        break;
    case Field::PowerDraw:
        g.powerDrawWatts = scaled(v, unit, "w", kWatts);
        break;
    case Field::PowerLimit:
        g.powerLimitWatts = scaled(v, unit, "w", kWatts);
        break;
    case Field::Temperature:
        g.temperatureC = scaled(v, unit, "c", kCelsius);
        break;
    case Field::PcieGen:
        g.pcieGen = smallInt(v);
        break;
    case Field::PcieWidth:
        g.pcieWidth = smallInt(v);
        break;
    case Field::Utilization:
        g.utilization = scaled(v, unit, "%", kPercent);
        break;
    case Field::Serial:
        if (!isAbsent(v))
            g.serial = std::string(ts::trim(v).substr(0, kMaxIdBytes));
        break;
    case Field::Uuid:
        if (!isAbsent(v))
            g.uuid = std::string(ts::trim(v).substr(0, kMaxIdBytes));
        break;
    case Field::Count:
        break;
    }
}

void finish(NvidiaSmiFacts &f)
{
    for (const GpuFacts &g : f.gpus) {
        if (g.driverVersion.empty())
            continue;
        if (f.driverVersion.empty())
            f.driverVersion = g.driverVersion;
        else if (g.driverVersion != f.driverVersion)
            f.mixedDrivers = true;
    }
}

// nvidia-smi prints these instead of a table when it cannot reach the driver.
std::optional<std::string_view> runErrorLine(const std::vector<std::string_view> &lines)
{
    static constexpr std::array<std::string_view, 7> kFailures{
        "nvidia-smi has failed",
        "failed to initialize nvml",
        "no devices were found",
        "unable to determine the device handle",
        "couldn't communicate with the nvidia driver",
        "command not found",
        "driver/library version mismatch"};
    for (const std::string_view line : lines) {
        const std::string l = ts::lower(line.substr(0, 400));
        for (const std::string_view f : kFailures)
            if (l.find(f) != std::string::npos)
                return ts::trim(line);
    }
    return std::nullopt;
}

Result<NvidiaSmiFacts> readRows(const std::vector<std::string_view> &lines, std::size_t first,
                                const std::vector<Column> &columns, std::string_view headerLine)
{
    NvidiaSmiFacts f;
    for (std::size_t i = first; i < lines.size(); ++i) {
        const std::string_view line = ts::trim(lines[i]);
        // Blank lines, comments, a repeated header (outputs of several nodes
        // pasted together) and comma-less lines (a shell prompt) carry no GPU.
        if (line.empty() || line.front() == '#' || line == ts::trim(headerLine) ||
            (columns.size() > 1 && line.find(',') == std::string_view::npos))
            continue;
        const std::vector<std::string_view> cells = ts::split(line, ',');
        if (cells.size() != columns.size())
            return columnCount(ErrorCode::NvidiaSmiColumns, ts::lineSubject(i), columns.size(),
                               cells.size());
        if (f.gpus.size() >= kMaxGpus)
            return Error{ErrorCode::NvidiaSmiTooMany, ts::lineSubject(i), std::to_string(kMaxGpus)};
        GpuFacts g;
        g.index = static_cast<int>(f.gpus.size());
        for (std::size_t c = 0; c < cells.size(); ++c)
            store(g, columns[c].field, cells[c], columns[c].unit);
        f.gpus.push_back(std::move(g));
    }
    if (f.gpus.empty()) {
        if (const auto failure = runErrorLine(lines))
            return Error{ErrorCode::NvidiaSmiRunError, "", ts::excerpt(*failure, 200)};
        return Error{ErrorCode::NvidiaSmiNoGpus, "", ""};
    }
    finish(f);
    return f;
}

// --- nvidia-smi -q ---------------------------------------------------------

struct QLine {
    std::size_t indent = 0;
    std::string_view key;
    std::optional<std::string_view> value;
};

// "    Product Name      : NVIDIA H100" -> {4, "Product Name", "NVIDIA H100"};
// "GPU 00000000:18:00.0" (a section) has no value: its colons are not
// preceded by a space.
QLine qLineOf(std::string_view line)
{
    QLine q;
    std::size_t i = 0;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) {
        q.indent += line[i] == '\t' ? 4 : 1;
        ++i;
    }
    const std::string_view content = ts::trim(line.substr(i));
    std::size_t colon = content.find(" :");
    std::size_t skip = 2;
    if (colon == std::string_view::npos) {
        colon = content.find(": ");
        skip = 1;
    }
    if (colon == std::string_view::npos && !content.empty() && content.back() == ':') {
        colon = content.size() - 1;
        skip = 1;
    }
    if (colon == std::string_view::npos) {
        q.key = content;
        return q;
    }
    q.key = ts::trim(content.substr(0, colon));
    q.value = ts::trim(content.substr(colon + skip));
    return q;
}

bool endsWith(std::string_view text, std::string_view suffix)
{
    return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

// Which fact a -q key names, inside `section` (the GPU block's nested
// section names joined by '/'), with the spelling's priority (0 best).
std::pair<Field, int> qFieldOf(std::string_view section, std::string_view key)
{
    if (section.empty()) {
        if (key == "Product Name")
            return {Field::Name, 0};
        if (key == "Persistence Mode")
            return {Field::Persistence, 0};
        if (key == "Driver Version")
            return {Field::Driver, 0};
        if (key == "Serial Number")
            return {Field::Serial, 0};
        if (key == "GPU UUID")
            return {Field::Uuid, 0};
    }
    if (section == "FB Memory Usage" && key == "Total")
        return {Field::MemoryTotal, 0};
    if (section == "Temperature" && key == "GPU Current Temp")
        return {Field::Temperature, 0};
    if (section == "Utilization" && key == "Gpu")
        return {Field::Utilization, 0};
    if (section == "GPU Power Readings" || section == "Power Readings") {
        // 450-535 print "Power Draw"; 550+ print average and instantaneous.
        if (key == "Power Draw")
            return {Field::PowerDraw, 0};
        if (key == "Average Power Draw")
            return {Field::PowerDraw, 1};
        if (key == "Instantaneous Power Draw")
            return {Field::PowerDraw, 2};
        // 535+ "Current Power Limit"; older "Power Limit" / "Enforced Power Limit".
        if (key == "Current Power Limit")
            return {Field::PowerLimit, 0};
        if (key == "Enforced Power Limit")
            return {Field::PowerLimit, 1};
        if (key == "Power Limit")
            return {Field::PowerLimit, 2};
    }
    if (key == "Current" && endsWith(section, "PCIe Generation"))
        return {Field::PcieGen, 0};
    if (key == "Current" && endsWith(section, "Link Width"))
        return {Field::PcieWidth, 0};
    return {Field::Ignore, 0};
}

} // namespace

Result<NvidiaSmiFacts> parseNvidiaSmiCsv(std::string_view text)
{
    if (text.size() > ts::kMaxEvidenceBytes)
        return Error{ErrorCode::NvidiaSmiTooLarge, "", std::to_string(text.size())};
    const std::string clean = ts::cleanToolText(text);
    const std::vector<std::string_view> lines = ts::splitLines(clean);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::vector<Column> columns;
        bool known = false;
        for (const std::string_view cell : ts::split(lines[i], ',')) {
            columns.push_back(columnOf(cell));
            known = known || columns.back().field != Field::Ignore;
        }
        if (known)
            return readRows(lines, i + 1, columns, lines[i]);
    }
    if (const auto failure = runErrorLine(lines))
        return Error{ErrorCode::NvidiaSmiRunError, "", ts::excerpt(*failure, 200)};
    return Error{ErrorCode::NvidiaSmiNoHeader, "", ""};
}

Result<NvidiaSmiFacts> parseNvidiaSmiCsv(std::string_view text,
                                         const std::vector<std::string> &fields)
{
    if (text.size() > ts::kMaxEvidenceBytes)
        return Error{ErrorCode::NvidiaSmiTooLarge, "", std::to_string(text.size())};
    std::vector<Column> columns;
    for (const std::string &field : fields)
        columns.push_back(columnOf(field));
    if (std::none_of(columns.begin(), columns.end(),
                     [](const Column &c) { return c.field != Field::Ignore; }))
        return Error{ErrorCode::NvidiaSmiNoHeader, "", ""};
    const std::string clean = ts::cleanToolText(text);
    return readRows(ts::splitLines(clean), 0, columns, {});
}

Result<NvidiaSmiFacts> parseNvidiaSmiQuery(std::string_view text)
{
    if (text.size() > ts::kMaxEvidenceBytes)
        return Error{ErrorCode::NvidiaSmiTooLarge, "", std::to_string(text.size())};
    const std::string clean = ts::cleanToolText(text);
    const std::vector<std::string_view> lines = ts::splitLines(clean);

    NvidiaSmiFacts f;
    std::string topDriver;
    struct Section {
        std::size_t indent;
        std::string_view name;
    };
    std::vector<Section> stack; // stack[0] is the GPU block when inside one
    bool inGpu = false;
    std::array<int, static_cast<std::size_t>(Field::Count)> priority{};
    for (const std::string_view raw : lines) {
        if (ts::trim(raw).empty())
            continue;
        const QLine q = qLineOf(raw);
        while (!stack.empty() && stack.back().indent >= q.indent)
            stack.pop_back();
        if (stack.empty())
            inGpu = false;
        if (!q.value) {
            if (stack.empty() && ts::startsWith(q.key, "GPU ")) {
                if (f.gpus.size() >= kMaxGpus)
                    return Error{ErrorCode::NvidiaSmiTooMany, "", std::to_string(kMaxGpus)};
                GpuFacts g;
                g.index = static_cast<int>(f.gpus.size());
                f.gpus.push_back(std::move(g));
                priority.fill(std::numeric_limits<int>::max());
                inGpu = true;
            }
            // Real sections nest four levels deep. Deeper ones hold nothing we
            // read, and capping them keeps a staircase of ever more indented
            // lines from costing (lines x depth).
            if (stack.size() < kMaxSectionDepth)
                stack.push_back({q.indent, q.key});
            continue;
        }
        if (!inGpu) {
            if (q.key == "Driver Version" && !isAbsent(*q.value))
                topDriver = std::string(*q.value);
            else if (q.key == "CUDA Version" && !isAbsent(*q.value))
                f.cudaVersion = std::string(*q.value);
            continue;
        }
        std::string section;
        for (std::size_t s = 1; s < stack.size(); ++s) {
            if (!section.empty())
                section += '/';
            section += stack[s].name;
        }
        const auto [field, rank] = qFieldOf(section, q.key);
        if (field == Field::Ignore)
            continue;
        // A better spelling replaces a worse one; an absent value (N/A)
        // never replaces anything, so a present fallback survives.
        int &best = priority[static_cast<std::size_t>(field)];
        if (rank > best || isAbsent(*q.value))
            continue;
        store(f.gpus.back(), field, *q.value, {});
        best = rank;
    }
    if (f.gpus.empty()) {
        if (const auto failure = runErrorLine(lines))
            return Error{ErrorCode::NvidiaSmiRunError, "", ts::excerpt(*failure, 200)};
        return Error{ErrorCode::NvidiaSmiNoGpus, "", ""};
    }
    for (GpuFacts &g : f.gpus)
        if (g.driverVersion.empty())
            g.driverVersion = topDriver;
    finish(f);
    return f;
}

Result<NvidiaSmiFacts> parseNvidiaSmi(std::string_view text)
{
    const std::string_view head = text.substr(0, 4096);
    if (head.find("NVSMI LOG") != std::string_view::npos ||
        head.find("Attached GPUs") != std::string_view::npos ||
        text.find("Product Name") != std::string_view::npos)
        return parseNvidiaSmiQuery(text);
    return parseNvidiaSmiCsv(text);
}

} // namespace suanpan
