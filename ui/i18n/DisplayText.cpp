#include "DisplayText.h"

#include <QDate>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>
#include <QTranslator>

#include "catalog/Catalog.h"
#include "i18n/LanguageManager.h"
#include "i18n/MemoryFormat.h"

using namespace suanpan;

namespace {

// The acquisition words as DisplayText::acquisition() has them, with the
// context and comment its tr() calls use, so one translation serves both.
struct Word {
    const char *text;
    const char *comment;
};

Word acquisitionWord(Acquisition a)
{
    switch (a) {
    case Acquisition::Host:
        return {"Host", "acquisition: own servers hosted in a rented cabinet"};
    case Acquisition::Build:
        return {"Build", "acquisition: buy and run the cards in-house"};
    case Acquisition::Rent:
        break;
    }
    return {"Rent", "acquisition: rent compute from a provider"};
}

// The Chinese translation, whatever the UI language: a bilingual name needs
// both halves at once.
QString inChinese(const Word &w)
{
    static QTranslator *zh = [] {
        auto *t = new QTranslator;
        if (!t->load(QStringLiteral(":/i18n/suanpan_") + QLatin1String(LanguageManager::kChinese)))
            qWarning("DisplayText: no Chinese translation to name options with");
        return t;
    }();
    const QString s = zh->translate("DisplayText", w.text, w.comment);
    return s.isEmpty() ? QString::fromUtf8(w.text) : s;
}

// "Office room (4-8-card test rig)" -> "Office room": the note in brackets
// describes the catalog entry, not the option.
QString withoutNote(const std::string &name)
{
    static const QRegularExpression note(
        QStringLiteral("\\s*[(\uff08][^()\uff08\uff09]*[)\uff09]$"));
    QString s = QString::fromStdString(name);
    s.remove(note);
    return s;
}

// A catalog name in one language, without its trailing note.
QString pick(const std::string &zh, const std::string &en, bool chinese)
{
    return chinese ? withoutNote(zh.empty() ? en : zh) : withoutNote(en.empty() ? zh : en);
}

QString optionNameIn(const Option &o, const Catalog &catalog, bool chinese)
{
    QStringList parts;
    const Card *card = catalog.findCard(o.cardId);
    parts << QStringLiteral("%1\u00d7 %2")
                 .arg(o.cardCount)
                 .arg(card ? pick(card->nameZh, card->nameEn, chinese)
                           : QString::fromStdString(o.cardId));
    const Facility *facility = catalog.findFacility(o.facilityId);
    parts << (facility ? pick(facility->nameZh, facility->nameEn, chinese)
                       : QString::fromStdString(o.facilityId));
    if (!o.contractId.empty()) {
        const Contract *contract = catalog.findContract(o.contractId);
        parts << (contract ? pick(contract->nameZh, contract->nameEn, chinese)
                           : QString::fromStdString(o.contractId));
    }
    const Word word = acquisitionWord(o.acquisition);
    parts << (chinese ? inChinese(word) : QString::fromUtf8(word.text));
    return parts.join(QStringLiteral(" \u00b7 "));
}

} // namespace

QString DisplayText::date(const QDate &date)
{
    //: Date format of documents (QDate format codes): Chinese "yyyy年M月d日"
    return QLocale().toString(date, tr("d MMM yyyy", "date format"));
}

QString DisplayText::isoDate(const std::string &iso)
{
    const QString text = QString::fromStdString(iso);
    if (text.isEmpty())
        return QStringLiteral("\u2014");
    const QDate day = QDate::fromString(text, Qt::ISODate);
    if (day.isValid())
        return date(day);
    const QDate month = QDate::fromString(text + QLatin1String("-01"), Qt::ISODate);
    if (month.isValid())
        //: Date format of a month and year (QDate format codes), e.g. "Jun 2025"
        return QLocale().toString(month, tr("MMM yyyy"));
    return text;
}

QString DisplayText::scenario(Scenario s)
{
    switch (s) {
    case Scenario::PreTraining:
        return tr("Pre-training");
    case Scenario::FullFineTune:
        return tr("Full fine-tune");
    case Scenario::LoRA:
        return tr("LoRA fine-tune");
    case Scenario::QLoRA:
        return tr("QLoRA fine-tune");
    case Scenario::Inference:
        return tr("Inference (serving)");
    }
    return {};
}

QString DisplayText::acquisition(Acquisition a)
{
    switch (a) {
    case Acquisition::Rent:
        return tr("Rent", "acquisition: rent compute from a provider");
    case Acquisition::Host:
        return tr("Host", "acquisition: own servers hosted in a rented cabinet");
    case Acquisition::Build:
        return tr("Build", "acquisition: buy and run the cards in-house");
    }
    return {};
}

QString DisplayText::facilityKind(FacilityKind kind)
{
    switch (kind) {
    case FacilityKind::OfficeRoom:
        return tr("Office room");
    case FacilityKind::IdcCabinet:
        return tr("IDC cabinet");
    case FacilityKind::HostedCluster:
        return tr("Hosted cluster");
    case FacilityKind::GpuCloud:
        return tr("GPU cloud");
    case FacilityKind::RemoteRegion:
        return tr("Remote region");
    }
    return {};
}

QString DisplayText::fabric(NetworkFabric fabric)
{
    switch (fabric) {
    case NetworkFabric::Ethernet:
        return tr("Ethernet");
    case NetworkFabric::RoCE:
        return QStringLiteral("RoCE");
    case NetworkFabric::InfiniBand:
        return QStringLiteral("InfiniBand");
    }
    return {};
}

QString DisplayText::network(const NetworkSpec &n)
{
    const QString gbit = QLocale().toString(n.gbitPerS, 'f', n.gbitPerS < 10 ? 1 : 0);
    return n.perCard ? tr("%1 Gb/s %2 per card").arg(gbit, fabric(n.fabric))
                     : tr("%1 Gb/s %2 per server").arg(gbit, fabric(n.fabric));
}

QString DisplayText::precision(Precision p)
{
    // Number formats are written the same way in both languages.
    return QString::fromUtf8(toCode(p).data(), qsizetype(toCode(p).size())).toUpper();
}

QString DisplayText::name(const std::string &nameZh, const std::string &nameEn)
{
    return name(nameZh, nameEn, LanguageManager::isChinese());
}

QString DisplayText::name(const std::string &nameZh, const std::string &nameEn, bool chinese)
{
    const std::string &preferred = chinese ? nameZh : nameEn;
    return QString::fromStdString(preferred.empty() ? (chinese ? nameEn : nameZh) : preferred);
}

void DisplayText::setName(std::string &nameZh, std::string &nameEn, const QString &text,
                          bool chinese)
{
    if (text == name(nameZh, nameEn, chinese))
        return;
    (chinese ? nameZh : nameEn) = text.toStdString();
}

void DisplayText::setUiName(std::string &nameZh, std::string &nameEn, const QString &text)
{
    const bool chinese = LanguageManager::isChinese();
    (chinese ? nameZh : nameEn) = text.toStdString();
    (chinese ? nameEn : nameZh).clear();
}

QString DisplayText::name(const Workload &workload)
{
    return name(workload.nameZh, workload.name);
}

QString DisplayText::name(const Option &option)
{
    return name(option.nameZh, option.name);
}

QString DisplayText::title(const ProjectMeta &meta)
{
    return name(meta.titleZh, meta.title);
}

QString DisplayText::nameOrId(const Workload &workload)
{
    const QString shown = name(workload);
    return shown.isEmpty() ? QString::fromStdString(workload.id) : shown;
}

QString DisplayText::nameOrId(const Option &option)
{
    const QString shown = name(option);
    return shown.isEmpty() ? QString::fromStdString(option.id) : shown;
}

QString DisplayText::cardName(const Card &card)
{
    return name(card.nameZh, card.nameEn);
}

QString DisplayText::cardWithMemory(const Card &card)
{
    //: Card name and its memory, e.g. "H100 SXM (80 GB)"
    return tr("%1 (%2)").arg(cardName(card), MemoryFormat::size(card.memoryBytes));
}

QString DisplayText::facilityName(const Facility &facility)
{
    return name(facility.nameZh, facility.nameEn);
}

QString DisplayText::contractName(const Contract &contract)
{
    return name(contract.nameZh, contract.nameEn);
}

QString DisplayText::unknownEntry(const std::string &id)
{
    //: An option refers to a catalog id that does not exist; %1 is the id
    return tr("%1 (not in the catalog)").arg(QString::fromStdString(id));
}

QString DisplayText::noContract(Acquisition a)
{
    if (a == Acquisition::Build)
        //: Contract of cards that are bought and run in-house
        return tr("None (built in-house)");
    //: An option without a contract
    return tr("No contract");
}

QString DisplayText::optionName(const Option &option, const Catalog &catalog)
{
    return optionNameIn(option, catalog, LanguageManager::isChinese());
}

void DisplayText::nameFromParts(Option &option, const Catalog &catalog)
{
    option.nameZh = optionNameIn(option, catalog, true).toStdString();
    option.name = optionNameIn(option, catalog, false).toStdString();
}

QString DisplayText::modelName(const ModelShape &model)
{
    QString name = QString::fromStdString(model.source).trimmed();
    // The importer names a file "<folder>/config.json" (Hugging Face names
    // every file so), the presets "<model> config.json".
    for (const QLatin1String suffix :
         {QLatin1String("/config.json"), QLatin1String(" config.json"), QLatin1String(".json")}) {
        if (name.endsWith(suffix, Qt::CaseInsensitive)) {
            name.chop(suffix.size());
            break;
        }
    }
    // "config.json" alone, "user" or an estimate's own wording names no model.
    if (name.compare(QLatin1String("config"), Qt::CaseInsensitive) == 0 ||
        name == QLatin1String("user") || name.startsWith(QLatin1String("assumed")))
        return {};
    return name;
}
