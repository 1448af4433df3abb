#include "CitationText.h"

#include <QStringList>

#include "catalog/CatalogTexts.h"
#include "export/Citations.h"
#include "export/ExportLabels.h"
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
    // One word per unit, the same on screen and in the exports
    // (resources/export/labels.json).
    const std::string key = "unit." + code;
    if (!hasExportLabel(key))
        return qs(code);
    return qs(exportLabel(key, LanguageManager::isChinese() ? ExportLanguage::Chinese
                                                            : ExportLanguage::English));
}
