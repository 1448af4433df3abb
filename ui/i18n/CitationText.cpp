#include "CitationText.h"

#include <QStringList>

#include "catalog/CatalogTexts.h"
#include "i18n/CostText.h"
#include "i18n/DisplayText.h"
#include "i18n/LanguageManager.h"

using namespace suanpan;

namespace {

QString fromStd(const std::string &s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

const CatalogTexts &texts()
{
    static const CatalogTexts none;
    const Result<CatalogTexts> &builtin = builtinCatalogTexts();
    return builtin ? builtin.value() : none;
}

const std::vector<CitationSource> &sources()
{
    return texts().sources;
}

const CitationSource *findSource(const std::string &id)
{
    return texts().findSource(id);
}

// List separator of the UI language: a Chinese full-width semicolon.
QString separator()
{
    return LanguageManager::isChinese() ? QStringLiteral("\uff1b") : QStringLiteral("; ");
}

} // namespace

QString CitationText::citeOne(const std::string &sourceId, const std::string &locator,
                              const std::string &text)
{
    const CitationSource *s = findSource(sourceId);
    if (!s)
        return fromStd(text);
    const QString title = DisplayText::name(s->titleZh, s->titleEn);
    QString out;
    if (s->kind == "article") {
        //: A cited article: %1 its title, %2 its date (a year)
        out = s->date.empty() ? tr("\"%1\"").arg(title)
                              : tr("\"%1\" (%2)").arg(title, fromStd(s->date));
    } else {
        out = title;
    }
    if (locator.empty())
        return out;
    QString where = fromStd(locator);
    constexpr std::string_view kStep = "step ";
    if (locator.starts_with(kStep))
        //: Where in a cited article: one step of its six-step checklist
        where = tr("step %1").arg(fromStd(locator.substr(kStep.size())));
    else if (locator == "FAQ")
        //: Where in a cited article: its questions-and-answers part
        where = tr("FAQ");
    //: A citation with the place inside the source: %1 source, %2 place ("step 2")
    return tr("%1, %2").arg(out, where);
}

QString CitationText::cite(const std::string &source)
{
    QStringList parts;
    for (const Citation &c : parseCitations(source, sources())) {
        const QString one = citeOne(c.sourceId, c.locator, c.text);
        if (!parts.contains(one))
            parts << one;
    }
    return parts.join(separator());
}

QString CitationText::citeFirst(const std::string &source)
{
    const std::vector<Citation> all = parseCitations(source, sources());
    if (all.empty())
        return {};
    const Citation &c = all.front();
    return citeOne(c.sourceId, c.locator, c.text);
}

QString CitationText::describe(const Assumption &a)
{
    const Provenance &p = a.provenance;
    QString out = cite(p.source);
    const AssumptionText *t = texts().findAssumption(a.key);
    // A value the user set cites them, not what the article said.
    const QString note =
        t && t->source == p.source ? DisplayText::name(t->noteZh, t->noteEn) : QString();
    if (!note.isEmpty())
        //: A source and what it says: %1 the source, %2 its statement
        out = tr("%1: %2").arg(out, note);
    // An article's citation already carries its date.
    if (!p.date.empty() && !out.contains(fromStd(p.date)))
        //: A source's statement and when it was taken: %1 statement, %2 date
        out = tr("%1 (as of %2)").arg(out, fromStd(p.date));
    return out;
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
    return fromStd(code);
}
