#include "DisplayText.h"

#include <QLocale>

#include "i18n/LanguageManager.h"
#include "i18n/MemoryFormat.h"

using namespace suanpan;

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

QString DisplayText::precision(Precision p)
{
    // Number formats are written the same way in both languages.
    return QString::fromUtf8(toCode(p).data(), qsizetype(toCode(p).size())).toUpper();
}

QString DisplayText::name(const std::string &nameZh, const std::string &nameEn)
{
    const std::string &preferred = LanguageManager::isChinese() ? nameZh : nameEn;
    const std::string &other = LanguageManager::isChinese() ? nameEn : nameZh;
    return QString::fromStdString(preferred.empty() ? other : preferred);
}

QString DisplayText::bilingualName(const std::string &name)
{
    const QString s = QString::fromStdString(name);
    const QStringList halves = s.split(QStringLiteral(" / "));
    if (halves.size() != 2 || halves[0].isEmpty() || halves[1].isEmpty())
        return s;
    return LanguageManager::isChinese() ? halves[0] : halves[1];
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
