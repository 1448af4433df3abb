#include "QuoteImport.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>

#include "catalog/Catalog.h"
#include "io/XlsxRead.h"
#include "model/Limits.h"
#include "model/Validation.h"
#include "util/Utf8.h"

namespace suanpan {

namespace {

struct Column {
    const char *en;
    const char *zh;
    const char *zhOther; // a second Chinese word people use, or nullptr
    bool required;
};

// In the template's order.
constexpr std::array<Column, 15> kColumns{{
    {"provider", "供应商", "服务商", true},
    {"quoted_on", "报价日期", nullptr, true},
    {"valid_until", "有效期至", "有效期", false},
    {"card", "卡型", "显卡", true},
    {"cards", "卡数", nullptr, false},
    {"price_cny", "价格", "单价", true},
    {"per", "计价单位", "单位", true},
    {"includes", "包含", "含", false},
    {"bandwidth_mbps", "带宽", nullptr, false},
    {"storage_tb", "存储", nullptr, false},
    {"min_term_months", "最短租期", nullptr, false},
    {"setup_fee_cny", "安装费", "开通费", false},
    {"notes", "备注", nullptr, false},
    {"term_months", "期限", "期限月数", false},
    {"deposit_cny", "押金", nullptr, false},
}};

struct Word {
    const char *word;
    int value;
};

constexpr std::array<Word, 12> kUnitWords{{
    {"卡时", int(QuoteUnit::CardHour)},
    {"元/卡时", int(QuoteUnit::CardHour)},
    {"卡月", int(QuoteUnit::CardMonth)},
    {"元/卡月", int(QuoteUnit::CardMonth)},
    {"台月", int(QuoteUnit::ServerMonth)},
    {"元/台月", int(QuoteUnit::ServerMonth)},
    {"机柜月", int(QuoteUnit::CabinetMonth)},
    {"元/机柜月", int(QuoteUnit::CabinetMonth)},
    {"年", int(QuoteUnit::Year)},
    {"元/年", int(QuoteUnit::Year)},
    {"期", int(QuoteUnit::Term)},
    {"总价", int(QuoteUnit::Term)},
}};

constexpr std::array<Word, 12> kItemWords{{
    {"电费", int(QuoteItem::Electricity)},
    {"电力", int(QuoteItem::Electricity)},
    {"制冷", int(QuoteItem::Cooling)},
    {"空调", int(QuoteItem::Cooling)},
    {"带宽", int(QuoteItem::Bandwidth)},
    {"存储", int(QuoteItem::Storage)},
    {"公网IP", int(QuoteItem::PublicIp)},
    {"公网ip", int(QuoteItem::PublicIp)},
    {"7x24支持", int(QuoteItem::Support7x24)},
    {"7×24支持", int(QuoteItem::Support7x24)},
    {"4小时换卡", int(QuoteItem::Replacement4h)},
    {"4小时更换", int(QuoteItem::Replacement4h)},
}};

std::string trimmed(std::string_view s)
{
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    while (!s.empty() && space(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && space(s.back()))
        s.remove_suffix(1);
    // A byte-order mark (Excel's "CSV UTF-8") and full-width spaces.
    for (const std::string_view strip :
         {std::string_view("\xef\xbb\xbf"), std::string_view("\xe3\x80\x80")}) {
        while (s.starts_with(strip))
            s.remove_prefix(strip.size());
        while (s.ends_with(strip))
            s.remove_suffix(strip.size());
    }
    return std::string(s);
}

std::string lower(std::string s)
{
    for (char &c : s)
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
    return s;
}

// A header without its unit: "价格（元）" -> "价格", "bandwidth_mbps (Mbps)" -> "bandwidth_mbps".
std::string headerName(const std::string &cell)
{
    std::string s = cell;
    for (const std::string_view open : {std::string_view("("), std::string_view("\xef\xbc\x88")})
        if (const auto at = s.find(open); at != std::string::npos && at > 0)
            s = s.substr(0, at);
    return lower(trimmed(s));
}

int columnOf(const std::string &header)
{
    const std::string name = headerName(header);
    for (size_t i = 0; i < kColumns.size(); ++i) {
        const Column &c = kColumns[i];
        if (name == c.en || name == c.zh || (c.zhOther && name == c.zhOther))
            return int(i);
    }
    return -1;
}

// One record of the table and the line it starts on.
struct Record {
    int line = 0;
    std::vector<std::string> cells;
};

// RFC 4180 for either separator: a cell in double quotes may hold the
// separator, line breaks and doubled quotes (Excel quotes TSV cells the same way).
std::vector<Record> records(std::string_view text, char sep)
{
    std::vector<Record> out;
    Record current;
    std::string cell;
    int line = 1;
    current.line = 1;
    bool quoted = false, inQuotes = false, any = false;
    const auto endCell = [&] {
        current.cells.push_back(quoted ? cell : trimmed(cell));
        cell.clear();
        quoted = false;
    };
    const auto endRecord = [&] {
        endCell();
        const bool blank = std::all_of(current.cells.begin(), current.cells.end(),
                                       [](const std::string &c) { return trimmed(c).empty(); });
        if (!blank)
            out.push_back(std::move(current));
        current = Record{};
        current.line = line;
        any = false;
    };
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inQuotes) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                cell += '"';
                ++i;
            } else if (c == '"') {
                inQuotes = false;
            } else {
                if (c == '\n')
                    ++line;
                cell += c;
            }
            continue;
        }
        if (c == '"' && trimmed(cell).empty()) {
            cell.clear();
            inQuotes = true;
            quoted = true;
            any = true;
        } else if (c == sep) {
            endCell();
            any = true;
        } else if (c == '\n') {
            ++line;
            endRecord();
        } else if (c != '\r') {
            cell += c;
            any = true;
        }
    }
    if (any || !cell.empty() || !current.cells.empty())
        endRecord();
    return out;
}

std::string shown(const std::string &value)
{
    std::string s = oneLine(value);
    if (s.size() > FieldLimits::kMaxIdBytes) {
        size_t n = FieldLimits::kMaxIdBytes;
        while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80)
            --n; // not inside a character
        s.resize(n);
    }
    return s;
}

std::optional<double> numberOf(std::string s)
{
    for (const std::string_view yuan :
         {std::string_view("\xc2\xa5"), std::string_view("\xef\xbf\xa5"), std::string_view("元")}) {
        if (s.starts_with(yuan))
            s = s.substr(yuan.size());
        if (s.ends_with(yuan))
            s = s.substr(0, s.size() - yuan.size());
    }
    s.erase(std::remove_if(s.begin(), s.end(), [](char c) { return c == ',' || c == ' '; }),
            s.end());
    if (s.empty())
        return std::nullopt;
    double v = 0.0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::optional<int> wholeOf(const std::string &s)
{
    const auto v = numberOf(s);
    if (!v || *v != std::floor(*v) || std::fabs(*v) > 1e9)
        return std::nullopt;
    return int(*v);
}

// YYYY-MM-DD, or YYYY/M/D and YYYY-M-D as spreadsheets write them.
std::optional<std::string> dateOf(const std::string &s)
{
    int y = 0, m = 0, d = 0;
    char a = 0, b = 0, rest = 0;
    if (std::sscanf(s.c_str(), "%4d%c%2d%c%2d%c", &y, &a, &m, &b, &d, &rest) != 5 || a != b ||
        (a != '-' && a != '/' && a != '.'))
        return std::nullopt;
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", y, m, d);
    if (!isIsoDate(buf))
        return std::nullopt;
    return std::string(buf);
}

template <class E, size_t N>
std::optional<E> codeOf(const std::string &cell, const std::array<Word, N> &words)
{
    const std::string s = trimmed(cell);
    if (const auto e = fromCode<E>(lower(s)))
        return e;
    for (const Word &w : words)
        if (s == w.word)
            return E(w.value);
    return std::nullopt;
}

std::vector<std::string> splitItems(const std::string &cell)
{
    std::string s = cell;
    for (const std::string_view other :
         {std::string_view("\xef\xbc\x9b"), std::string_view("\xe3\x80\x81")}) // ；、
        for (size_t at; (at = s.find(other)) != std::string::npos;)
            s.replace(at, other.size(), ";");
    std::vector<std::string> out;
    size_t from = 0;
    while (from <= s.size()) {
        const size_t at = std::min(s.find(';', from), s.size());
        if (std::string item = trimmed(s.substr(from, at - from)); !item.empty())
            out.push_back(std::move(item));
        from = at + 1;
    }
    return out;
}

std::string withoutNote(const std::string &name)
{
    std::string s = name;
    for (const std::string_view open : {std::string_view("("), std::string_view("\xef\xbc\x88")})
        if (const auto at = s.find(open); at != std::string::npos && at > 0)
            s = s.substr(0, at);
    return lower(trimmed(s));
}

// The card a cell names: an id, or a name in either language with or
// without its note ("H800 SXM" for "H800 SXM (China)"). The project's own
// cards first.
std::string cardIdOf(const std::string &cell, const Project &project, const Catalog &catalog)
{
    const std::string want = lower(trimmed(cell));
    const std::string bare = withoutNote(cell);
    std::string found;
    const auto match = [&](const std::vector<Card> &cards) {
        for (const Card &c : cards)
            if (lower(c.id) == want || lower(c.nameEn) == want || lower(c.nameZh) == want ||
                withoutNote(c.nameEn) == bare || withoutNote(c.nameZh) == bare)
                return c.id;
        return std::string();
    };
    found = match(project.userCatalog.cards);
    return found.empty() ? match(catalog.cards) : found;
}

int nextQuoteNumber(const Project &project)
{
    int highest = 0;
    for (const ProviderQuote &q : project.quotes) {
        int n = 0;
        if (q.id.starts_with("q-")) {
            const auto [end, ec] = std::from_chars(q.id.data() + 2, q.id.data() + q.id.size(), n);
            if (ec == std::errc() && end == q.id.data() + q.id.size())
                highest = std::max(highest, n);
        }
    }
    return highest + 1;
}

} // namespace

std::string quoteTableHeader(QuoteHeaders headers)
{
    std::string out;
    for (size_t i = 0; i < 13; ++i) // the issue's columns; term and deposit are optional extras
        out += (i ? "," : "") +
               std::string(headers == QuoteHeaders::Chinese ? kColumns[i].zh : kColumns[i].en);
    return out;
}

std::string quoteTemplate(QuoteHeaders headers)
{
    // The row in the words a reader of that language writes, both of which
    // the import reads (codes or Chinese words, a card's id or its name).
    const char *const row =
        headers == QuoteHeaders::Chinese
            ? "示例机房,2026-11-20,2026-12-31,H800 SXM,8,76000,台月,电费；带宽,100,,3,2000,"
              "请用供应商的报价替换这一行"
            : "Example IDC,2026-11-20,2026-12-31,h800-sxm,8,76000,server_month,"
              "electricity;bandwidth,100,,3,2000,replace this row with a provider's quote";
    return "\xef\xbb\xbf" + quoteTableHeader(headers) + "\r\n" + row + "\r\n";
}

namespace {

// Which field each column of the header row names (-1: an empty trailing
// column of a spreadsheet).
Result<std::vector<int>> headerColumns(const Record &header)
{
    std::vector<int> columnAt;
    std::array<bool, kColumns.size()> seen{};
    for (const std::string &cell : header.cells) {
        const int c = columnOf(cell);
        if (c < 0 && trimmed(cell).empty()) {
            columnAt.push_back(-1);
            continue;
        }
        if (c < 0)
            return Error{ErrorCode::QuoteUnknownColumn, "", shown(cell)};
        if (seen[size_t(c)])
            return Error{ErrorCode::QuoteDuplicateColumn, "", shown(cell)};
        seen[size_t(c)] = true;
        columnAt.push_back(c);
    }
    for (size_t c = 0; c < kColumns.size(); ++c)
        if (kColumns[c].required && !seen[c])
            return Error{ErrorCode::QuoteMissingColumn, "", kColumns[c].en};
    return columnAt;
}

// One row of the table read into a quote, keeping the first thing wrong
// with it (its line, column, code and the value as written).
class RowReader final
{
public:
    RowReader(const Record &row, const std::vector<int> &columnAt, std::optional<bool> serialDates)
        : m_line(row.line), m_serialDates(serialDates)
    {
        for (size_t i = 0; i < row.cells.size() && i < columnAt.size(); ++i)
            if (columnAt[i] >= 0)
                m_cell[size_t(columnAt[i])] = row.cells[i];
    }

    // The quote numbered `number`; its refusal, if any, is refusal().
    ProviderQuote read(const Project &project, const Catalog &catalog, int number)
    {
        ProviderQuote q;
        q.provider = trimmed(cell("provider"));
        date("quoted_on", q.quotedOn);
        date("valid_until", q.validUntil);
        if (const std::string &v = cell("card"); !trimmed(v).empty()) {
            q.cardId = cardIdOf(v, project, catalog);
            if (q.cardId.empty())
                refuse(at("card"), IssueCode::UnknownReference);
        }
        whole("cards", q.cards);
        amount("price_cny", q.priceCny);
        if (const std::string &v = cell("per"); !trimmed(v).empty()) {
            if (const auto per = codeOf<QuoteUnit>(v, kUnitWords))
                q.per = *per;
            else
                refuse(at("per"), IssueCode::UnknownCode);
        }
        includes(q);
        amount("bandwidth_mbps", q.bandwidthMbps);
        amount("storage_tb", q.storageTb);
        whole("min_term_months", q.minTermMonths);
        amount("setup_fee_cny", q.setupFeeCny);
        q.notes = cell("notes");
        whole("term_months", q.termMonths);
        amount("deposit_cny", q.depositCny);
        // A term's sum covers its minimum term when no term is given.
        if (q.per == QuoteUnit::Term && q.termMonths == 0)
            q.termMonths = q.minTermMonths;
        for (size_t c = 0; c < kColumns.size(); ++c)
            if (kColumns[c].required && trimmed(m_cell[c]).empty())
                refuse(c, IssueCode::Required);
        q.id = "q-" + std::to_string(number);
        if (!m_refusal) {
            // What validation says, on the column it concerns.
            for (const ValidationIssue &issue : validate(q)) {
                std::string field = issue.field.substr(0, issue.field.find('['));
                m_refusal = QuoteRefusal{m_line, field, issue.code, shown(issue.value),
                                         issue.contradiction};
                break;
            }
        }
        return q;
    }

    std::optional<QuoteRefusal> &refusal() { return m_refusal; }

private:
    static size_t at(std::string_view en)
    {
        for (size_t i = 0; i < kColumns.size(); ++i)
            if (en == kColumns[i].en)
                return i;
        return size_t(0);
    }
    const std::string &cell(std::string_view en) const { return m_cell[at(en)]; }

    void refuse(size_t column, IssueCode code)
    {
        if (!m_refusal)
            m_refusal = QuoteRefusal{m_line, kColumns[column].en, code, shown(m_cell[column])};
    }

    void date(std::string_view en, std::string &into)
    {
        const std::string &v = cell(en);
        if (trimmed(v).empty())
            return;
        if (const auto d = dateOf(trimmed(v)))
            into = *d;
        else if (const auto n = numberOf(v);
                 m_serialDates && n && *n >= 1 && !dateFromSerial(*n, *m_serialDates).empty())
            into = dateFromSerial(*n, *m_serialDates);
        else
            refuse(at(en), IssueCode::NotDate);
    }

    void whole(std::string_view en, int &into)
    {
        const std::string &v = cell(en);
        if (trimmed(v).empty())
            return;
        if (const auto n = wholeOf(v))
            into = *n;
        else
            refuse(at(en), IssueCode::NotNumber);
    }

    void amount(std::string_view en, double &into)
    {
        const std::string &v = cell(en);
        if (trimmed(v).empty())
            return;
        if (const auto n = numberOf(v))
            into = *n;
        else
            refuse(at(en), IssueCode::NotNumber);
    }

    void includes(ProviderQuote &q)
    {
        for (const std::string &item : splitItems(cell("includes"))) {
            const auto code = codeOf<QuoteItem>(item, kItemWords);
            if (!code) {
                if (!m_refusal)
                    m_refusal =
                        QuoteRefusal{m_line, "includes", IssueCode::UnknownCode, shown(item)};
            } else if (!quoteIncludes(q, *code)) {
                q.includes.push_back(*code);
            }
        }
        std::sort(q.includes.begin(), q.includes.end());
    }

    decltype(Record::line) m_line;
    std::optional<bool> m_serialDates;
    std::array<std::string, kColumns.size()> m_cell;
    std::optional<QuoteRefusal> m_refusal;
};

// The table's rows, the first naming the columns. A workbook's dates may be
// its date serials (`serialDates`, with its 1904 flag); a text's never are.
Result<QuoteTable> quotesFrom(const std::vector<Record> &rows, const Project &project,
                              const Catalog &catalog, std::optional<bool> serialDates)
{
    if (rows.empty())
        return Error{ErrorCode::QuoteNoHeader, "", ""};
    const Result<std::vector<int>> columnAt = headerColumns(rows.front());
    if (!columnAt)
        return columnAt.error();
    if (rows.size() - 1 > ProjectLimits::kMaxQuotes)
        return Error{ErrorCode::QuoteTooLarge, "",
                     std::to_string(rows.size() - 1) + " > " +
                         std::to_string(ProjectLimits::kMaxQuotes)};

    QuoteTable out;
    int next = nextQuoteNumber(project);
    for (size_t r = 1; r < rows.size(); ++r) {
        RowReader reader(rows[r], columnAt.value(), serialDates);
        ProviderQuote q = reader.read(project, catalog, next);
        if (reader.refusal()) {
            out.refusals.push_back(std::move(*reader.refusal()));
            continue;
        }
        ++next;
        out.quotes.push_back(std::move(q));
    }
    return out;
}

} // namespace

Result<QuoteTable> readQuoteTable(std::string_view text, const Project &project,
                                  const Catalog &catalog)
{
    const size_t firstBreak = text.find('\n');
    const std::string_view headerLine = text.substr(0, firstBreak);
    const char sep = headerLine.find('\t') != std::string_view::npos ? '\t' : ',';
    return quotesFrom(records(text, sep), project, catalog, std::nullopt);
}

Result<QuoteTable> readQuoteWorkbook(std::string_view bytes, const Project &project,
                                     const Catalog &catalog)
{
    // One row more than a project holds tells "too many" from "just fits".
    XlsxLimits limits;
    limits.maxRows = ProjectLimits::kMaxQuotes + 2;
    const auto sheet = readXlsxSheet(bytes, limits);
    if (!sheet.ok())
        return sheet.error();
    std::vector<Record> rows;
    rows.reserve(sheet.value().rows.size());
    for (const XlsxRow &r : sheet.value().rows) {
        Record record{r.number, r.cells};
        for (std::string &cell : record.cells)
            cell = trimmed(cell);
        rows.push_back(std::move(record));
    }
    if (sheet.value().truncated)
        return Error{ErrorCode::QuoteTooLarge, "",
                     "> " + std::to_string(ProjectLimits::kMaxQuotes)};
    return quotesFrom(rows, project, catalog, sheet.value().date1904);
}

Result<QuoteTable> readQuoteFile(std::string_view bytes, const Project &project,
                                 const Catalog &catalog)
{
    return looksLikeZip(bytes) ? readQuoteWorkbook(bytes, project, catalog)
                               : readQuoteTable(bytes, project, catalog);
}

} // namespace suanpan
