#include "ScalingTable.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <string>

#include "TextScan.h"

namespace suanpan {

namespace ts = textscan;

namespace {

constexpr std::size_t kMaxRows = 100000;
// Far above any real throughput, step time or token count; keeps sums of a
// hostile table finite.
constexpr double kMaxValue = 1e18;
// No training step takes less than a microsecond; a smaller step time (a
// subnormal such as 1e-320) would make tokens per second infinite.
constexpr double kMinStepSeconds = 1e-6;
// More cards than any cluster a table could describe: a typo, not a run.
constexpr double kMaxCards = 1e6;

struct Row {
    double first = 0.0;
    double second = 0.0;
    std::size_t line = 0;
    std::optional<double> third; // the optional third column, when the table has one
};

struct Table {
    std::vector<Row> rows;
    std::string firstHeader; // lower-case, "" without a header
    std::string secondHeader;
    bool hasThird = false;
};

// Which header cell names a column: the first whose lower-case name contains
// one of `keys`, skipping `exclude`.
std::optional<std::size_t> columnNamed(const std::vector<std::string> &names,
                                       std::initializer_list<std::string_view> keys,
                                       std::optional<std::size_t> exclude = std::nullopt)
{
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (exclude && *exclude == i)
            continue;
        for (const std::string_view key : keys)
            if (names[i].find(key) != std::string::npos)
                return i;
    }
    return std::nullopt;
}

std::vector<std::string_view> fieldsOf(std::string_view line)
{
    std::vector<std::string_view> fields;
    if (line.find(',') != std::string_view::npos)
        fields = ts::split(line, ',');
    else if (line.find(';') != std::string_view::npos)
        fields = ts::split(line, ';');
    else
        return ts::splitWhitespace(line);
    for (std::string_view &f : fields)
        f = ts::trim(f);
    return fields;
}

// The codes one kind of table refuses with.
struct TableCodes {
    ErrorCode tooLarge;
    ErrorCode columns;
    ErrorCode parse;
};

constexpr TableCodes kScalingCodes{ErrorCode::ScalingTooLarge, ErrorCode::ScalingColumns,
                                   ErrorCode::ScalingParse};
constexpr TableCodes kTrainingLogCodes{ErrorCode::TrainingLogTooLarge,
                                       ErrorCode::TrainingLogColumns, ErrorCode::TrainingLogParse};

// Reads a two-column numeric table. `firstKeys` and `secondKeys` find the
// columns in a header; `secondFirst` tells which to look up first when one
// name could match both (a "tokens_per_step" column also says "step").
// `thirdKeys` names an optional third column, read only when a header has it.
Result<Table> readTable(std::string_view text, const TableCodes &codes,
                        std::initializer_list<std::string_view> firstKeys,
                        std::initializer_list<std::string_view> secondKeys, bool secondFirst,
                        std::initializer_list<std::string_view> thirdKeys = {})
{
    if (text.size() > ts::kMaxEvidenceBytes)
        return Error{codes.tooLarge, "", std::to_string(text.size())};
    const std::string clean = ts::cleanToolText(text);
    const std::vector<std::string_view> lines = ts::splitLines(clean);
    Table t;
    std::size_t firstCol = 0;
    std::size_t secondCol = 1;
    std::optional<std::size_t> thirdCol;
    bool sawContent = false;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::string_view line = lines[i];
        if (const std::size_t hash = line.find('#'); hash != std::string_view::npos)
            line = line.substr(0, hash);
        line = ts::trim(line);
        if (line.empty())
            continue;
        const std::vector<std::string_view> fields = fieldsOf(line);
        if (!sawContent && !fields.empty() && !ts::parseNumber(fields[0])) {
            sawContent = true;
            if (fields.size() < 2)
                return columnCount(codes.columns, ts::lineSubject(i), 2, fields.size());
            std::vector<std::string> names;
            for (const std::string_view f : fields)
                names.push_back(ts::lower(f));
            std::optional<std::size_t> a;
            std::optional<std::size_t> b;
            if (secondFirst) {
                b = columnNamed(names, secondKeys);
                a = columnNamed(names, firstKeys, b);
            } else {
                a = columnNamed(names, firstKeys);
                b = columnNamed(names, secondKeys, a);
            }
            if (a && b) {
                firstCol = *a;
                secondCol = *b;
            }
            t.firstHeader = names[firstCol];
            t.secondHeader = names[secondCol];
            for (std::size_t c = 0; c < names.size() && thirdKeys.size() > 0; ++c)
                if (c != firstCol && c != secondCol && columnNamed({names[c]}, thirdKeys))
                    thirdCol = c;
            t.hasThird = thirdCol.has_value();
            continue;
        }
        sawContent = true;
        if (fields.size() <= std::max(firstCol, secondCol))
            return columnCount(codes.columns, ts::lineSubject(i), std::max(firstCol, secondCol) + 1,
                               fields.size());
        const std::optional<double> first = ts::parseNumber(fields[firstCol]);
        if (!first)
            return Error{codes.parse, ts::lineSubject(i), ts::excerpt(fields[firstCol])};
        const std::optional<double> second = ts::parseNumber(fields[secondCol]);
        if (!second)
            return Error{codes.parse, ts::lineSubject(i), ts::excerpt(fields[secondCol])};
        std::optional<double> third;
        if (thirdCol) {
            if (fields.size() <= *thirdCol)
                return columnCount(codes.columns, ts::lineSubject(i), *thirdCol + 1, fields.size());
            third = ts::parseNumber(fields[*thirdCol]);
            if (!third)
                return Error{codes.parse, ts::lineSubject(i), ts::excerpt(fields[*thirdCol])};
        }
        if (t.rows.size() >= kMaxRows)
            return Error{codes.tooLarge, ts::lineSubject(i), std::to_string(kMaxRows)};
        t.rows.push_back({*first, *second, i, third});
    }
    return t;
}

double median(std::vector<double> values)
{
    const std::size_t mid = values.size() / 2;
    std::nth_element(values.begin(), values.begin() + mid, values.end());
    const double upper = values[mid];
    if (values.size() % 2 == 1)
        return upper;
    const double lower = *std::max_element(values.begin(), values.begin() + mid);
    return (lower + upper) / 2.0;
}

} // namespace

double scalingEfficiency(int baseCards, double baseThroughput, int cards, double throughput)
{
    if (baseCards <= 0 || cards <= 0 || baseThroughput <= 0.0)
        return 0.0;
    return (throughput / baseThroughput) / (static_cast<double>(cards) / baseCards);
}

Result<ScalingFacts> parseScalingTable(std::string_view text)
{
    Result<Table> table =
        readTable(text, kScalingCodes, {"card", "gpu", "world", "devices"},
                  {"throughput", "tok", "sample", "tps", "speed", "img", "/s"}, false);
    if (!table)
        return table.error();
    std::map<int, std::pair<double, int>> byCards;
    for (const Row &row : table.value().rows) {
        if (row.first < 1 || row.first > kMaxCards || row.first != std::floor(row.first))
            return Error{ErrorCode::ScalingInvalid, ts::lineSubject(row.line), "cards"};
        if (row.second <= 0.0 || row.second > kMaxValue)
            return Error{ErrorCode::ScalingInvalid, ts::lineSubject(row.line), "throughput"};
        auto &[sum, count] = byCards[static_cast<int>(row.first)];
        sum += row.second;
        ++count;
    }
    if (byCards.size() < 2)
        return Error{ErrorCode::ScalingTooFew, "", std::to_string(byCards.size())};

    ScalingFacts f;
    for (const auto &[cards, acc] : byCards)
        f.points.push_back({cards, acc.first / acc.second, acc.second, 1.0, 1.0, 1.0});
    const ScalingPoint base = f.points.front();
    f.worstStepEfficiency = 1.0;
    for (std::size_t i = 1; i < f.points.size(); ++i) {
        ScalingPoint &p = f.points[i];
        const ScalingPoint &prev = f.points[i - 1];
        p.speedup = p.throughput / base.throughput;
        p.efficiency = scalingEfficiency(base.cards, base.throughput, p.cards, p.throughput);
        p.stepEfficiency = scalingEfficiency(prev.cards, prev.throughput, p.cards, p.throughput);
        if (i == 1 || p.stepEfficiency < f.worstStepEfficiency) {
            f.worstStepEfficiency = p.stepEfficiency;
            f.worstStepCards = p.cards;
        }
    }
    f.overallEfficiency = f.points.back().efficiency;
    // Throughputs at the ends of the range (1e-320, sums past 1e308) make
    // ratios that are not numbers: no measurement proves anything with them.
    for (const ScalingPoint &p : f.points)
        if (!std::isfinite(p.throughput) || !std::isfinite(p.speedup) ||
            !std::isfinite(p.efficiency) || !std::isfinite(p.stepEfficiency))
            return Error{ErrorCode::ScalingInvalid, "", "throughput"};
    return f;
}

double measuredMfu(double params, double tokensPerStep, double stepSeconds, int cards,
                   double peakFlopsPerCard)
{
    if (params <= 0.0 || tokensPerStep <= 0.0 || stepSeconds <= 0.0 || cards <= 0 ||
        peakFlopsPerCard <= 0.0)
        return 0.0;
    return 6.0 * params * tokensPerStep / (stepSeconds * cards * peakFlopsPerCard);
}

Result<TrainingLogFacts> parseTrainingLog(std::string_view text, const TrainingRunSpec &spec)
{
    // An optional column gives the cards the run used ("cards", "gpus",
    // "world_size"): a log from a smaller trial run then measures MFU on its
    // own cards, not on the option's.
    Result<Table> table = readTable(text, kTrainingLogCodes, {"time", "sec", "ms"}, {"token"}, true,
                                    {"card", "gpu", "world", "devices"});
    if (!table)
        return table.error();
    const Table &t = table.value();
    // A header such as "step_time_ms" gives milliseconds.
    const std::string &timeHeader = t.firstHeader;
    const bool millis = timeHeader.ends_with("ms") ||
                        timeHeader.find("(ms)") != std::string::npos ||
                        timeHeader.find("_ms") != std::string::npos;
    std::vector<double> seconds;
    std::vector<double> tokens;
    std::vector<double> cards;
    for (const Row &row : t.rows) {
        if (!(row.first >= kMinStepSeconds) || row.first > kMaxValue)
            return Error{ErrorCode::TrainingLogInvalid, ts::lineSubject(row.line), "step_time"};
        if (row.second <= 0.0 || row.second > kMaxValue)
            return Error{ErrorCode::TrainingLogInvalid, ts::lineSubject(row.line), "tokens"};
        seconds.push_back(millis ? row.first / 1000.0 : row.first);
        tokens.push_back(row.second);
        if (row.third) {
            const double c = *row.third;
            if (!(c >= 1.0 && c <= kMaxCards && c == std::floor(c)))
                return Error{ErrorCode::TrainingLogInvalid, ts::lineSubject(row.line), "cards"};
            cards.push_back(c);
        }
    }
    if (seconds.empty())
        return Error{ErrorCode::TrainingLogEmpty, "", ""};

    TrainingLogFacts f;
    f.steps = static_cast<int>(seconds.size());
    f.medianStepSeconds = median(seconds);
    double sum = 0.0;
    for (const double s : seconds)
        sum += s;
    f.meanStepSeconds = sum / seconds.size();
    double squares = 0.0;
    for (const double s : seconds)
        squares += (s - f.meanStepSeconds) * (s - f.meanStepSeconds);
    f.stepSecondsCv = std::sqrt(squares / seconds.size()) / f.meanStepSeconds;
    const auto [lo, hi] = std::minmax_element(seconds.begin(), seconds.end());
    f.minStepSeconds = *lo;
    f.maxStepSeconds = *hi;
    f.tokensPerStep = median(tokens);
    f.tokensPerSecond = f.tokensPerStep / f.medianStepSeconds;
    f.cardsFromLog = !cards.empty();
    f.cards = f.cardsFromLog ? static_cast<int>(median(cards)) : spec.cards;
    const double mfu = measuredMfu(spec.params, f.tokensPerStep, f.medianStepSeconds, f.cards,
                                   spec.peakFlopsPerCard);
    if (mfu > 0.0)
        f.mfu = mfu;
    return f;
}

} // namespace suanpan
