#pragma once

#include <QCoreApplication>
#include <QString>

#include "catalog/QuoteImport.h"
#include "model/Quote.h"
#include "util/Result.h"

// Words for providers' quotes (model/Quote.h, io/QuoteImport.h): what a
// price is per, what a quote includes, where an option's price comes from
// ("from <provider>'s quote of <date>", the same words as the exports'
// quote.source), its validity, the import's refusals one line each and the
// questions to ask the provider (the checklist's own words).
class QuoteText final
{
    Q_DECLARE_TR_FUNCTIONS(QuoteText)

public:
    static QString unit(suanpan::QuoteUnit unit);
    static QString item(suanpan::QuoteItem item);
    // "76 000 CNY per 8-card server-month" in the UI language.
    static QString price(const suanpan::ProviderQuote &quote);
    static QString source(const suanpan::ProviderQuote &quote);
    // "valid until 2026-12-31", "expired 10 days ago", "over 30 days old", ...
    static QString validity(const suanpan::ProviderQuote &quote, const std::string &today);
    // One line for a refused row: "Line 3: Price is not a number: "abc"."
    static QString refusal(const suanpan::QuoteRefusal &refusal);
    // A whole table refused: the quote.* and xlsx.* codes, which
    // ErrorText::error routes here.
    static QString tableError(const suanpan::Error &error);
    // A checklist item's question ("contract.replacement_time") in the UI language.
    static QString question(const std::string &itemId);
};
