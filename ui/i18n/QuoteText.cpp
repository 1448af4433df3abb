#include "QuoteText.h"

#include "cost/Quotes.h"
#include "export/ExportLabels.h"
#include "i18n/ErrorText.h"
#include "i18n/FindingText.h"
#include "i18n/LanguageManager.h"
#include "i18n/MoneyFormat.h"
#include "verify/Checklist.h"

using namespace suanpan;

QString QuoteText::unit(QuoteUnit unit)
{
    switch (unit) {
    case QuoteUnit::CardHour:
        //: What a quote's price is for (卡时)
        return tr("card-hour");
    case QuoteUnit::CardMonth:
        //: What a quote's price is for (卡月)
        return tr("card-month");
    case QuoteUnit::ServerMonth:
        //: What a quote's price is for: one 8-card server for a month (台月)
        return tr("8-card server-month");
    case QuoteUnit::CabinetMonth:
        //: What a quote's price is for: a cabinet of the quoted cards for a month (机柜月)
        return tr("cabinet-month");
    case QuoteUnit::Year:
        //: What a quote's price is for: all the quoted cards for a year
        return tr("year");
    case QuoteUnit::Term:
        //: What a quote's price is for: one sum for all the quoted cards over a term
        return tr("term");
    }
    return {};
}

QString QuoteText::item(QuoteItem item)
{
    switch (item) {
    case QuoteItem::Electricity:
        return tr("electricity");
    case QuoteItem::Cooling:
        return tr("cooling");
    case QuoteItem::Bandwidth:
        return tr("bandwidth");
    case QuoteItem::Storage:
        return tr("storage");
    case QuoteItem::PublicIp:
        return tr("public IP");
    case QuoteItem::Support7x24:
        return tr("7x24 support");
    case QuoteItem::Replacement4h:
        //: A failed card replaced within 4 hours
        return tr("4-hour replacement");
    }
    return {};
}

QString QuoteText::price(const ProviderQuote &q)
{
    if (q.per == QuoteUnit::Term)
        //: %1 an amount of money, %2 months: one sum for the whole term
        return tr("%1 for %n month(s)", nullptr, q.termMonths).arg(MoneyFormat::amount(q.priceCny));
    //: %1 an amount of money, %2 what it is for ("card-hour")
    return tr("%1 per %2").arg(MoneyFormat::amount(q.priceCny), unit(q.per));
}

QString QuoteText::source(const ProviderQuote &q)
{
    // The exports' words (resources/export/labels.json), so a page, a PDF and
    // a spreadsheet say it alike.
    const ExportLanguage language =
        LanguageManager::isChinese() ? ExportLanguage::Chinese : ExportLanguage::English;
    return QString::fromStdString(quoteSourceText(q.provider, q.quotedOn, language));
}

QString QuoteText::validity(const ProviderQuote &q, const std::string &today)
{
    if (quoteExpired(q, today)) {
        const int days = -daysBetween(today, q.validUntil).value_or(0);
        return q.confirmed
                   //: A quote past its validity that the user confirmed still holds
                   ? tr("expired %n day(s) ago, confirmed", nullptr, days)
                   : tr("expired %n day(s) ago", nullptr, days);
    }
    QString out = q.validUntil.empty()
                      //: The quote does not say how long it holds
                      ? tr("validity not stated")
                      : tr("valid until %1").arg(QString::fromStdString(q.validUntil));
    if (quoteStale(q, today))
        //: %1 the validity, %2 days since the quote was written
        out = tr("%1; %n day(s) old", nullptr, daysBetween(q.quotedOn, today).value_or(0)).arg(out);
    return out;
}

QString QuoteText::refusal(const QuoteRefusal &r)
{
    //: One refused row of an imported quote table; %1 its line, %2 why
    return tr("Line %1: %2")
        .arg(r.line)
        .arg(ErrorText::issue(ValidationIssue{r.code, r.field, r.value, {}, r.contradiction},
                              false));
}

QString QuoteText::tableError(const Error &e)
{
    const QString detail = QString::fromStdString(e.detail);
    if (e.code == ErrorCode::QuoteNoHeader)
        return tr("The table is empty: its first line must name the columns.");
    if (e.code == ErrorCode::QuoteUnknownColumn)
        //: %1 a column header the import does not know
        return tr("The column \"%1\" is not one Suanpan reads (see the README's quote import "
                  "format).")
            .arg(detail);
    if (e.code == ErrorCode::QuoteDuplicateColumn)
        return tr("The column \"%1\" is named twice.").arg(detail);
    if (e.code == ErrorCode::QuoteMissingColumn)
        //: %1 the English name of a required column ("price_cny")
        return tr("The required column \"%1\" is missing.").arg(detail);
    if (e.code == ErrorCode::QuoteTooLarge)
        return tr("Too many quotes for one project (%1).").arg(detail);
    if (e.code == ErrorCode::XlsxNotZip)
        return tr("This is neither a workbook nor a text table: it looks like a cut-off .xlsx "
                  "file.");
    if (e.code == ErrorCode::XlsxUnsupported)
        //: %1 what the workbook uses: "ZIP64", "encrypted: <part>", "compression 12"
        return tr("The workbook is stored in a way Suanpan does not read (%1): save it again as "
                  "a plain .xlsx or as CSV.")
            .arg(detail);
    if (e.code == ErrorCode::XlsxCorrupt)
        //: %1 the part of the workbook that is damaged ("xl/worksheets/sheet1.xml")
        return tr("The workbook is damaged (%1).").arg(detail);
    if (e.code == ErrorCode::XlsxNoSheet)
        return tr("The archive holds no worksheet: it is not an .xlsx workbook.");
    if (e.code == ErrorCode::XlsxTooLarge)
        //: %1 the part of the workbook
        return tr("A part of the workbook (%1) is larger than Suanpan reads (64 MiB).").arg(detail);
    return ErrorText::unexpected(e);
}

QString QuoteText::question(const std::string &itemId)
{
    const auto &templates = builtinChecklists();
    if (templates.ok())
        if (const ChecklistItem *item = findChecklistItem(templates.value(), itemId))
            return FindingText::text(item->title);
    return QString::fromStdString(itemId);
}
