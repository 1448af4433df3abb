#include "Quote.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

namespace suanpan {

template <> const std::vector<EnumCode<QuoteUnit>> &enumCodes<QuoteUnit>()
{
    static const std::vector<EnumCode<QuoteUnit>> table{{QuoteUnit::CardHour, "card_hour"},
                                                        {QuoteUnit::CardMonth, "card_month"},
                                                        {QuoteUnit::ServerMonth, "server_month"},
                                                        {QuoteUnit::CabinetMonth, "cabinet_month"},
                                                        {QuoteUnit::Year, "year"},
                                                        {QuoteUnit::Term, "term"}};
    return table;
}

template <> const std::vector<EnumCode<QuoteItem>> &enumCodes<QuoteItem>()
{
    static const std::vector<EnumCode<QuoteItem>> table{
        {QuoteItem::Electricity, "electricity"},     {QuoteItem::Cooling, "cooling"},
        {QuoteItem::Bandwidth, "bandwidth"},         {QuoteItem::Storage, "storage"},
        {QuoteItem::PublicIp, "public_ip"},          {QuoteItem::Support7x24, "support_7x24"},
        {QuoteItem::Replacement4h, "replacement_4h"}};
    return table;
}

bool quoteIncludes(const ProviderQuote &q, QuoteItem item)
{
    return std::find(q.includes.begin(), q.includes.end(), item) != q.includes.end();
}

namespace {

std::optional<std::chrono::sys_days> parseDate(std::string_view s)
{
    if (s.size() != 10 || s[4] != '-' || s[7] != '-')
        return std::nullopt;
    for (size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
        if (s[i] < '0' || s[i] > '9')
            return std::nullopt;
    const auto num = [&](size_t from, size_t n) {
        int v = 0;
        for (size_t i = from; i < from + n; ++i)
            v = v * 10 + (s[i] - '0');
        return v;
    };
    const std::chrono::year_month_day ymd{std::chrono::year(num(0, 4)),
                                          std::chrono::month(unsigned(num(5, 2))),
                                          std::chrono::day(unsigned(num(8, 2)))};
    if (!ymd.ok())
        return std::nullopt;
    return std::chrono::sys_days(ymd);
}

} // namespace

bool isIsoDate(std::string_view date)
{
    return parseDate(date).has_value();
}

std::optional<int> daysBetween(std::string_view from, std::string_view to)
{
    const auto a = parseDate(from);
    const auto b = parseDate(to);
    if (!a || !b)
        return std::nullopt;
    return int((*b - *a).count());
}

std::string todayUtc()
{
    const auto today = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
    const std::chrono::year_month_day ymd{today};
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", int(ymd.year()), unsigned(ymd.month()),
                  unsigned(ymd.day()));
    return buf;
}

bool quoteExpired(const ProviderQuote &q, std::string_view today)
{
    const auto left = daysBetween(today, q.validUntil);
    return left && *left < 0;
}

bool quoteStale(const ProviderQuote &q, std::string_view today)
{
    const auto age = daysBetween(q.quotedOn, today);
    return age && *age > kQuoteStaleDays;
}

} // namespace suanpan
