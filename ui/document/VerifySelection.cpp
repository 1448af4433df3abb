#include "VerifySelection.h"

#include <algorithm>

#include <QComboBox>
#include <QSignalBlocker>
#include <QStringList>

#include "document/ProjectDocument.h"
#include "i18n/DisplayText.h"
#include "settings/Settings.h"

using namespace suanpan;

namespace {

const SettingValue<QString> kLastCheckedBy("verify/lastCheckedBy", QString());

} // namespace

VerifySelection::VerifySelection(ProjectDocument *document)
    : QObject(document), m_document(document)
{
    setObjectName(QStringLiteral("verifySelection"));
    connect(document, &ProjectDocument::reset, this, [this] { setOptionId({}); });
    connect(document, &ProjectDocument::optionRemoved, this, &VerifySelection::dropIfGone);
    // Undoing an option's removal brings back its entries; names may change.
    connect(document, &ProjectDocument::optionInserted, this, &VerifySelection::changed);
    connect(document, &ProjectDocument::optionChanged, this, &VerifySelection::changed);
}

VerifySelection *VerifySelection::of(ProjectDocument *document)
{
    if (auto *existing =
            document->findChild<VerifySelection *>(QString(), Qt::FindDirectChildrenOnly))
        return existing;
    return new VerifySelection(document);
}

void VerifySelection::setOptionId(const std::string &optionId)
{
    m_optionId = optionId;
    emit changed();
}

void VerifySelection::dropIfGone()
{
    const auto &options = m_document->project().options;
    const bool exists = std::any_of(options.begin(), options.end(),
                                    [this](const Option &o) { return o.id == m_optionId; });
    setOptionId(exists ? m_optionId : std::string());
}

QString VerifySelection::optionName(const std::string &optionId) const
{
    if (optionId.empty())
        //: The checklist for the whole project rather than one option
        return tr("Whole project");
    for (const Option &o : m_document->project().options) {
        if (o.id != optionId)
            continue;
        const QString name = DisplayText::name(o);
        return name.isEmpty() ? QString::fromStdString(o.id) : name;
    }
    return QString::fromStdString(optionId);
}

void VerifySelection::fillCombo(QComboBox *combo) const
{
    const QSignalBlocker block(combo);
    combo->clear();
    combo->addItem(optionName({}), QString());
    for (const Option &o : m_document->project().options)
        combo->addItem(optionName(o.id), QString::fromStdString(o.id));
    combo->setCurrentIndex(std::max(0, combo->findData(QString::fromStdString(m_optionId))));
}

QString VerifySelection::lastCheckedBy()
{
    return kLastCheckedBy.get();
}

void VerifySelection::rememberCheckedBy(const QString &name)
{
    if (!name.trimmed().isEmpty())
        kLastCheckedBy.set(name.trimmed());
}
