#include "ProjectDocument.h"

#include <algorithm>
#include <optional>

#include <QDateTime>
#include <QFile>
#include <QUndoCommand>
#include <QUndoStack>

#include "cost/Quotes.h"
#include "document/BackgroundSave.h"
#include "document/DocumentCommand.h"
#include "document/EntityCommands.h"
#include "document/PlanSelection.h"
#include "document/ProjectResults.h"
#include "i18n/CostText.h"
#include "i18n/LanguageManager.h"
#include "io/Example.h"
#include "model/CostLineCodes.h"
#include "store/ProjectStore.h"

using namespace suanpan;

namespace {

std::string nativePath(const QString &path)
{
    return QFile::encodeName(path).toStdString();
}

// A preferred catalog id if the catalog has it, else its first entry.
template <typename T> std::string pick(const std::vector<T> &entries, const char *preferred)
{
    for (const auto &e : entries)
        if (e.id == preferred)
            return e.id;
    return entries.empty() ? std::string() : entries.front().id;
}

// Replaces one project-wide part (the details, the user's catalog) as one
// undo step; each run swaps the stored value with the project's.
template <typename Value> class ReplacePart final : public DocumentCommand
{
public:
    using Getter = const Value &(*)(const Project &);
    using Setter = void (ProjectDocument::*)(Value);

    ReplacePart(ProjectDocument *document, Value value, Getter get, Setter set, const char *text)
        : DocumentCommand(document), m_value(std::move(value)), m_get(get), m_set(set), m_text(text)
    {
        retranslate();
    }

    void redo() override { swap(); }
    void undo() override { swap(); }

protected:
    QString describe() const override
    {
        return QCoreApplication::translate("DocumentCommand", m_text);
    }

private:
    void swap()
    {
        Value old = m_get(document()->project());
        (document()->*m_set)(std::move(m_value));
        m_value = std::move(old);
    }

    Value m_value;
    Getter m_get;
    Setter m_set;
    const char *m_text;
};

// Switches one cost line off or on; undo restores the list as it was.
class SwitchCostLine final : public DocumentCommand
{
public:
    SwitchCostLine(ProjectDocument *document, std::string code, bool enabled)
        : DocumentCommand(document), m_before(document->project().disabledCostLines),
          m_after(m_before), m_code(std::move(code)), m_enabled(enabled)
    {
        if (enabled) {
            std::erase(m_after, m_code);
        } else {
            // Kept sorted, as the project file and the JSON reader give it back.
            m_after.insert(std::lower_bound(m_after.begin(), m_after.end(), m_code), m_code);
        }
        retranslate();
    }

    void redo() override { document()->setDisabledCostLines(m_after); }
    void undo() override { document()->setDisabledCostLines(m_before); }

protected:
    QString describe() const override
    {
        const QString line = CostText::lineName(m_code);
        return m_enabled
                   //: Undo menu entry; %1 is a cost line such as "Upload"
                   ? QCoreApplication::translate("DocumentCommand", "Switch on cost line \"%1\"")
                         .arg(line)
                   //: Undo menu entry: the cost line no longer counts; %1 is e.g. "Upload"
                   : QCoreApplication::translate("DocumentCommand", "Switch off cost line \"%1\"")
                         .arg(line);
    }

private:
    std::vector<std::string> m_before;
    std::vector<std::string> m_after;
    std::string m_code;
    bool m_enabled;
};

} // namespace

ProjectDocument::ProjectDocument(QObject *parent)
    : QObject(parent), m_undoStack(new QUndoStack(this)), m_results(new ProjectResults(this)),
      m_planSelection(new PlanSelection(this))
{
    rebuildCatalog();
    invalidateEvaluation();
}

ProjectDocument::~ProjectDocument() = default;

const Error *ProjectDocument::catalogError() const
{
    const Result<Catalog> &builtin = builtinCatalog();
    return builtin ? nullptr : &builtin.error();
}

ValidationIssues ProjectDocument::issues() const
{
    return validate(m_project, m_knownIds);
}

bool ProjectDocument::isModified() const
{
    return !m_undoStack->isClean();
}

void ProjectDocument::invalidateEvaluation()
{
    m_results->invalidate();
}

void ProjectDocument::rebuildCatalog()
{
    const Result<Catalog> &builtin = builtinCatalog();
    const Catalog base = builtin ? builtin.value() : Catalog{};
    m_knownIds = suanpan::knownIds(base);
    m_catalog = base.withProject(m_project);
}

void ProjectDocument::setProject(Project project, Origin origin, const QString &filePath,
                                 bool readOnly, int migratedFrom)
{
    emit aboutToReset();
    m_undoStack->clear();
    m_project = std::move(project);
    m_origin = origin;
    m_filePath = origin == Origin::File ? filePath : QString();
    m_readOnly = readOnly;
    m_migratedFrom = migratedFrom;
    m_stamp.reset();
    rebuildCatalog();
    invalidateEvaluation();
    emit reset();
    emit fileStateChanged();
    emit changed();
}

Status ProjectDocument::load(const QString &path)
{
    Result<ProjectStore::Loaded> loaded = ProjectStore::load(nativePath(path));
    if (!loaded)
        return loaded.error();
    ProjectStore::Loaded &l = loaded.value();
    const FileStamp stamp = l.stamp;
    setProject(std::move(l.project), Origin::File, path, l.readOnly, l.migratedFrom);
    m_stamp = stamp;
    return Ok{};
}

Status ProjectDocument::save(const QString &path, bool overwrite)
{
    Project copy = m_project;
    const std::string now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    if (copy.meta.createdUtc.empty())
        copy.meta.createdUtc = now;
    copy.meta.modifiedUtc = now;
    // Only the file this document read is checked: Save As to another file
    // (confirmed by the file dialog) replaces whatever is there.
    const bool sameFile = m_origin == Origin::File && path == m_filePath;
    const std::optional<FileStamp> expected =
        sameFile && !overwrite ? m_stamp : std::optional<FileStamp>();
    Result<ProjectStore::Saved> saved = BackgroundSave::run(copy, nativePath(path), expected);
    if (!saved)
        return saved.error();
    m_stamp = saved.value().stamp;
    m_lastSaveSynced = saved.value().folderSynced;
    m_project.meta = copy.meta;
    m_filePath = path;
    m_origin = Origin::File;
    m_readOnly = false;
    m_migratedFrom = 0;
    m_undoStack->setClean();
    emit fileStateChanged();
    return Ok{};
}

void ProjectDocument::setModifiedWithoutUndo()
{
    m_undoStack->resetClean();
}

void ProjectDocument::retranslateCommands()
{
    for (int i = 0; i < m_undoStack->count(); ++i) {
        // The stack hands out const pointers; its commands are ours to reword.
        auto *command = const_cast<QUndoCommand *>(m_undoStack->command(i));
        if (auto *c = dynamic_cast<DocumentCommand *>(command))
            c->retranslate();
    }
}

// --- Edits -----------------------------------------------------------------

std::string ProjectDocument::uniqueId(const char *prefix) const
{
    for (int n = 1;; ++n) {
        const std::string id = prefix + std::to_string(n);
        const auto same = [&id](const auto &e) { return e.id == id; };
        if (std::none_of(m_project.workloads.begin(), m_project.workloads.end(), same) &&
            std::none_of(m_project.options.begin(), m_project.options.end(), same))
            return id;
    }
}

Workload ProjectDocument::newWorkload() const
{
    Workload w = projectTemplate(Scenario::LoRA).workloads.front();
    w.id = uniqueId("w");
    const QString number = QString::number(m_project.workloads.size() + 1);
    nameInBoth(w.nameZh, w.name, QT_TR_NOOP("Workload %1"), number);
    return w;
}

Option ProjectDocument::newOption() const
{
    Option o;
    o.id = uniqueId("o");
    const QString number = QString::number(m_project.options.size() + 1);
    nameInBoth(o.nameZh, o.name, QT_TR_NOOP("Option %1"), number);
    o.cardId = pick(m_catalog.cards, "rtx-4090");
    o.facilityId = pick(m_catalog.facilities, "gpu-cloud");
    o.contractId = pick(m_catalog.contracts, "hourly");
    o.acquisition = Acquisition::Rent;
    o.cardCount = 8;
    return o;
}

int ProjectDocument::addWorkload()
{
    const int index = int(m_project.workloads.size());
    m_undoStack->push(new InsertEntity<Workload>(
        this, index, newWorkload(), QT_TRANSLATE_NOOP("DocumentCommand", "Add workload")));
    return index;
}

void ProjectDocument::nameInBoth(std::string &zh, std::string &en, const char *source,
                                 const QString &arg)
{
    zh = LanguageManager::translated(true, "ProjectDocument", source).arg(arg).toStdString();
    en = LanguageManager::translated(false, "ProjectDocument", source).arg(arg).toStdString();
}

void ProjectDocument::copyName(std::string &zh, std::string &en)
{
    //: Name of a duplicated workload or option; %1 is the original's name
    const char *source = QT_TR_NOOP("%1 (copy)");
    // Each language's name gets the mark in its language; one left empty
    // stays empty, so the copy falls back as the original did.
    for (const bool chinese : {true, false}) {
        std::string &name = chinese ? zh : en;
        if (!name.empty())
            name = LanguageManager::translated(chinese, "ProjectDocument", source)
                       .arg(QString::fromStdString(name))
                       .toStdString();
    }
}

int ProjectDocument::duplicateWorkload(int index)
{
    if (index < 0 || std::size_t(index) >= m_project.workloads.size())
        return -1;
    Workload copy = m_project.workloads[std::size_t(index)];
    copy.id = uniqueId("w");
    copyName(copy.nameZh, copy.name);
    m_undoStack->push(new InsertEntity<Workload>(
        this, index + 1, copy, QT_TRANSLATE_NOOP("DocumentCommand", "Duplicate workload")));
    return index + 1;
}

void ProjectDocument::removeWorkload(int index)
{
    if (index < 0 || std::size_t(index) >= m_project.workloads.size())
        return;
    m_undoStack->push(new RemoveEntity<Workload>(
        this, index, QT_TRANSLATE_NOOP("DocumentCommand", "Remove workload")));
}

int ProjectDocument::addOption()
{
    const int index = int(m_project.options.size());
    m_undoStack->push(new InsertEntity<Option>(this, index, newOption(),
                                               QT_TRANSLATE_NOOP("DocumentCommand", "Add option")));
    return index;
}

int ProjectDocument::duplicateOption(int index)
{
    if (index < 0 || std::size_t(index) >= m_project.options.size())
        return -1;
    Option copy = m_project.options[std::size_t(index)];
    copy.id = uniqueId("o");
    copyName(copy.nameZh, copy.name);
    m_undoStack->push(new InsertEntity<Option>(
        this, index + 1, copy, QT_TRANSLATE_NOOP("DocumentCommand", "Duplicate option")));
    return index + 1;
}

void ProjectDocument::removeOption(int index)
{
    if (index < 0 || std::size_t(index) >= m_project.options.size())
        return;
    m_undoStack->push(new RemoveEntity<Option>(
        this, index, QT_TRANSLATE_NOOP("DocumentCommand", "Remove option")));
}

void ProjectDocument::editMeta(ProjectMeta meta)
{
    if (meta == m_project.meta)
        return;
    m_undoStack->push(new ReplacePart<ProjectMeta>(
        this, std::move(meta), [](const Project &p) -> const ProjectMeta & { return p.meta; },
        &ProjectDocument::setMeta,
        QT_TRANSLATE_NOOP("DocumentCommand", "Edit project properties")));
}

void ProjectDocument::editProcurement(Procurement procurement)
{
    if (procurement == m_project.procurement)
        return;
    m_undoStack->push(new ReplacePart<Procurement>(
        this, std::move(procurement),
        [](const Project &p) -> const Procurement & { return p.procurement; },
        &ProjectDocument::setProcurement,
        QT_TRANSLATE_NOOP("DocumentCommand", "Edit budgets and card sourcing")));
}

void ProjectDocument::editVouchers(std::vector<Voucher> vouchers)
{
    if (vouchers == m_project.vouchers)
        return;
    m_undoStack->push(new ReplacePart<std::vector<Voucher>>(
        this, std::move(vouchers),
        [](const Project &p) -> const std::vector<Voucher> & { return p.vouchers; },
        &ProjectDocument::setVouchers,
        QT_TRANSLATE_NOOP("DocumentCommand", "Edit compute voucher")));
}

void ProjectDocument::editUserCatalog(UserCatalog catalog, const char *text)
{
    if (catalog == m_project.userCatalog)
        return;
    m_undoStack->push(new ReplacePart<UserCatalog>(
        this, std::move(catalog),
        [](const Project &p) -> const UserCatalog & { return p.userCatalog; },
        &ProjectDocument::setUserCatalog, text));
}

void ProjectDocument::editQuotes(std::vector<ProviderQuote> quotes, const char *text)
{
    if (quotes == m_project.quotes)
        return;
    m_undoStack->push(new ReplacePart<std::vector<ProviderQuote>>(
        this, std::move(quotes),
        [](const Project &p) -> const std::vector<ProviderQuote> & { return p.quotes; },
        &ProjectDocument::setQuotes, text));
}

int ProjectDocument::addOptionFromQuote(const std::string &quoteId)
{
    const ProviderQuote *q = findQuote(m_project, quoteId);
    if (!q)
        return -1;
    Option o = newOption();
    o.cardId = q->cardId;
    o.cardCount = std::max(q->cards, 1);
    o.facilityId = q->per == QuoteUnit::CabinetMonth ? "idc-baoan" : "gpu-cloud";
    o.contractId.clear();
    o.acquisition = Acquisition::Rent;
    o.quoteId = q->id;
    o.name = q->provider;
    o.nameZh = q->provider;
    const int index = int(m_project.options.size());
    m_undoStack->push(new InsertEntity<Option>(
        this, index, o, QT_TRANSLATE_NOOP("DocumentCommand", "Price an option from a quote")));
    return index;
}

bool ProjectDocument::isCostLineEnabled(const std::string &code) const
{
    const auto &off = m_project.disabledCostLines;
    return std::find(off.begin(), off.end(), code) == off.end();
}

void ProjectDocument::setCostLineEnabled(const std::string &code, bool enabled)
{
    if (!isCostLineCode(code) || isCostLineEnabled(code) == enabled)
        return;
    m_undoStack->push(new SwitchCostLine(this, code, enabled));
}

// --- Raw changes for the undo commands ---------------------------------------

template <> const std::vector<Workload> &ProjectDocument::entities<Workload>() const
{
    return m_project.workloads;
}

template <> const std::vector<Option> &ProjectDocument::entities<Option>() const
{
    return m_project.options;
}

template <> Workload &ProjectDocument::entityAt<Workload>(int index)
{
    return m_project.workloads.at(std::size_t(index));
}

template <> Option &ProjectDocument::entityAt<Option>(int index)
{
    return m_project.options.at(std::size_t(index));
}

template <> void ProjectDocument::notifyChanged<Workload>(int index)
{
    invalidateEvaluation();
    emit workloadChanged(index);
    emit changed();
}

template <> void ProjectDocument::notifyChanged<Option>(int index)
{
    invalidateEvaluation();
    emit optionChanged(index);
    emit changed();
}

void ProjectDocument::insertEntity(int index, const Workload &workload)
{
    emit workloadAboutToBeInserted(index);
    m_project.workloads.insert(m_project.workloads.begin() + index, workload);
    invalidateEvaluation();
    emit workloadInserted(index);
    emit changed();
}

void ProjectDocument::insertEntity(int index, const Option &option)
{
    emit optionAboutToBeInserted(index);
    m_project.options.insert(m_project.options.begin() + index, option);
    invalidateEvaluation();
    emit optionInserted(index);
    emit changed();
}

template <> Workload ProjectDocument::takeEntity<Workload>(int index)
{
    emit workloadAboutToBeRemoved(index);
    auto it = m_project.workloads.begin() + index;
    Workload w = std::move(*it);
    m_project.workloads.erase(it);
    invalidateEvaluation();
    emit workloadRemoved(index);
    emit changed();
    return w;
}

template <> Option ProjectDocument::takeEntity<Option>(int index)
{
    emit optionAboutToBeRemoved(index);
    auto it = m_project.options.begin() + index;
    Option o = std::move(*it);
    m_project.options.erase(it);
    // Checklist entries about this option would point at nothing; keep them
    // only if another option still has the same id.
    const bool idStillUsed = std::any_of(m_project.options.begin(), m_project.options.end(),
                                         [&o](const Option &other) { return other.id == o.id; });
    if (!idStillUsed) {
        std::erase_if(m_project.checklist,
                      [&o](const ChecklistEntry &e) { return e.optionId == o.id; });
        std::erase_if(m_project.evidence,
                      [&o](const EvidenceRecord &e) { return e.optionId == o.id; });
    }
    invalidateEvaluation();
    emit optionRemoved(index);
    emit checklistChanged();
    emit evidenceChanged();
    emit changed();
    return o;
}

void ProjectDocument::setChecklist(std::vector<ChecklistEntry> checklist)
{
    m_project.checklist = std::move(checklist);
    invalidateEvaluation();
    emit checklistChanged();
    emit changed();
}

void ProjectDocument::insertEvidence(int index, EvidenceRecord record)
{
    m_project.evidence.insert(m_project.evidence.begin() + index, std::move(record));
    invalidateEvaluation();
    emit evidenceChanged();
    emit changed();
}

EvidenceRecord ProjectDocument::takeEvidence(int index)
{
    auto it = m_project.evidence.begin() + index;
    EvidenceRecord record = std::move(*it);
    m_project.evidence.erase(it);
    invalidateEvaluation();
    emit evidenceChanged();
    emit changed();
    return record;
}

void ProjectDocument::setEvidence(std::vector<EvidenceRecord> evidence)
{
    m_project.evidence = std::move(evidence);
    invalidateEvaluation();
    emit evidenceChanged();
    emit changed();
}

void ProjectDocument::setAssumptions(std::vector<Assumption> assumptions)
{
    m_project.assumptions = std::move(assumptions);
    rebuildCatalog();
    invalidateEvaluation();
    emit assumptionsChanged();
    emit changed();
}

void ProjectDocument::setMeta(ProjectMeta meta)
{
    m_project.meta = std::move(meta);
    invalidateEvaluation();
    emit metaChanged();
    emit changed();
}

void ProjectDocument::setProcurement(Procurement procurement)
{
    m_project.procurement = std::move(procurement);
    emit procurementChanged();
}

void ProjectDocument::setVouchers(std::vector<Voucher> vouchers)
{
    m_project.vouchers = std::move(vouchers);
    invalidateEvaluation();
    emit vouchersChanged();
    emit changed();
}

void ProjectDocument::setDisabledCostLines(std::vector<std::string> codes)
{
    m_project.disabledCostLines = std::move(codes);
    invalidateEvaluation();
    emit costLinesChanged();
    emit changed();
}

void ProjectDocument::setQuotes(std::vector<ProviderQuote> quotes)
{
    m_project.quotes = std::move(quotes);
    invalidateEvaluation();
    emit quotesChanged();
    emit changed();
}

void ProjectDocument::setUserCatalog(UserCatalog catalog)
{
    m_project.userCatalog = std::move(catalog);
    rebuildCatalog();
    invalidateEvaluation();
    emit catalogChanged();
    emit changed();
}
