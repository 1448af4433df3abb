#include "CitationText.h"

#include <QStringList>

#include "catalog/CatalogTexts.h"
#include "export/Citations.h"
#include "i18n/CostText.h"
#include "i18n/DisplayText.h"
#include "i18n/LanguageManager.h"
#include "i18n/StdText.h"

using namespace suanpan;

namespace {

const CatalogTexts &texts()
{
    static const CatalogTexts none;
    const Result<CatalogTexts> &builtin = builtinCatalogTexts();
    return builtin ? builtin.value() : none;
}

// The words of a citation are core's (export/Citations.h), in the UI language.
ExportLanguage language()
{
    return LanguageManager::isChinese() ? ExportLanguage::Chinese : ExportLanguage::English;
}

} // namespace

QString CitationText::cite(const std::string &source)
{
    return qs(citeSources(source, language()));
}

QString CitationText::citeFirst(const std::string &source)
{
    return qs(citeFirstSource(source, language()));
}

QString CitationText::describe(const Assumption &a, bool withDate)
{
    return qs(describeSource(a, language(), withDate));
}

QString CitationText::date(const std::string &iso)
{
    return qs(readableDate(iso, language()));
}

QString CitationText::assumptionName(const Assumption &a)
{
    const AssumptionText *t = texts().findAssumption(a.key);
    return t ? DisplayText::name(t->nameZh, t->nameEn) : CostText::inputName(a.key);
}

QString CitationText::unit(const std::string &code)
{
    // clang-format off
    if (code == "fraction") return tr("share (0-1)", "unit: 0.45 means 45 %");
    if (code == "fraction_per_year") return tr("share per year (0-1)", "unit");
    if (code == "factor") return tr("multiplier", "unit: 0.6 means 0.6 times");
    if (code == "months") return tr("months", "unit");
    if (code == "days") return tr("days", "unit");
    if (code == "years") return tr("years", "unit");
    if (code == "hours") return tr("hours", "unit");
    if (code == "count") return tr("count", "unit: a number of things");
    if (code == "bytes") return tr("bytes", "unit");
    if (code == "fte") return tr("full-time staff", "unit: full-time equivalents");
    if (code == "per_card_hour") return tr("per card-hour", "unit");
    if (code == "cny") return tr("CNY", "unit");
    if (code == "cny_per_kwh") return tr("CNY/kWh", "unit");
    if (code == "cny_per_month") return tr("CNY/month", "unit");
    // clang-format on
    return qs(code);
}
