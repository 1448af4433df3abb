#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <QObject>
#include <QString>

#include "catalog/Catalog.h"
#include "cost/Evaluation.h"
#include "cost/Portfolio.h"
#include "model/Project.h"
#include "model/Validation.h"
#include "store/ProjectStore.h"
#include "util/Result.h"

class PlanSelection;
class ProjectResults;
class QUndoStack;

// The open project (tiled's Document): owns the core Project, the undo stack
// that every edit goes through, and the file it belongs to. Pages and models
// read project() and listen to the signals; they change it only through the
// edit functions here or a command from ChangeValue.h/EntityCommands.h.
//
// What is computed from the project lives beside it in results()
// (ProjectResults): every raw change marks it stale and emits changed().
class ProjectDocument final : public QObject
{
    Q_OBJECT

public:
    // Where the project came from: decides the title and what Save does.
    enum class Origin { Untitled, Example, File };

    explicit ProjectDocument(QObject *parent = nullptr);
    ~ProjectDocument() override;

    const suanpan::Project &project() const { return m_project; }
    // The built-in catalog with the project's own entries merged in.
    const suanpan::Catalog &catalog() const { return m_catalog; }
    // Set when the built-in catalog failed to load (a build defect).
    const suanpan::Error *catalogError() const;
    // The catalog ids validation accepts besides the project's own.
    const suanpan::KnownIds &knownIds() const { return m_knownIds; }
    suanpan::ValidationIssues issues() const;

    // What is derived from the project: the evaluation, its draws, the year
    // plan, the verdict (ProjectResults.h). Owned by the document.
    ProjectResults *results() const { return m_results; }
    // The workload and option the planning pages show (a view setting).
    PlanSelection *planSelection() const { return m_planSelection; }

    QUndoStack *undoStack() const { return m_undoStack; }
    Origin origin() const { return m_origin; }
    QString filePath() const { return m_filePath; }
    bool isReadOnly() const { return m_readOnly; }
    // Schema version the file was migrated from when opened; 0 if none.
    int migratedFrom() const { return m_migratedFrom; }
    bool isModified() const;

    // Replaces the whole project; clears the undo history.
    void setProject(suanpan::Project project, Origin origin, const QString &filePath = {},
                    bool readOnly = false, int migratedFrom = 0);
    // Opens a project file; on error the current project is left untouched.
    suanpan::Status load(const QString &path);
    // Saves to `path` (atomically, by core); on success the document belongs
    // to that file and is clean. Saving to the file the document came from
    // is refused with store.changed when another program saved that file
    // since it was opened or last saved here, unless `overwrite`.
    suanpan::Status save(const QString &path, bool overwrite = false);
    // False when the last successful save could not sync the folder (the
    // file is saved; a power cut could still bring back the previous one).
    bool lastSaveSynced() const { return m_lastSaveSynced; }
    // Marks unsaved changes that have no undo step (a restored recovery copy).
    void setModifiedWithoutUndo();
    // Rewords every command in the undo stack in the current language.
    void retranslateCommands();

    // Edits, each one undoable step. The add/duplicate functions return the
    // index of the new entity.
    int addWorkload();
    int duplicateWorkload(int index);
    void removeWorkload(int index);
    int addOption();
    int duplicateOption(int index);
    void removeOption(int index);
    // Replaces the project's details (title, client, author, notes).
    void editMeta(suanpan::ProjectMeta meta);
    // Replaces what the option search may propose (budgets, a source for
    // export-restricted cards); pushes nothing when unchanged.
    void editProcurement(suanpan::Procurement procurement);
    // Replaces the project's compute vouchers (none or one); one undo step,
    // nothing when unchanged.
    void editVouchers(std::vector<suanpan::Voucher> vouchers);
    // Replaces the user's catalog entries; `text` is the English source of
    // the step's name, marked with QT_TRANSLATE_NOOP("DocumentCommand", ...).
    // Entries must pass core's validation: the store refuses to save others.
    void editUserCatalog(suanpan::UserCatalog catalog, const char *text);
    // Providers' quotes (model/Quote.h): every edit replaces the list in one
    // undoable step named `text` (QT_TRANSLATE_NOOP("DocumentCommand", ...)).
    void editQuotes(std::vector<suanpan::ProviderQuote> quotes, const char *text);
    // Adds a rented option priced from quote `quoteId` (its card and card
    // count, the catalog's GPU cloud); returns its index, -1 without the quote.
    int addOptionFromQuote(const std::string &quoteId);
    // Switches a cost line (a code from model/CostLineCodes.h) off or on for
    // every evaluation of the project; pushes nothing when it already is, or
    // for a code the cost engine does not know.
    void setCostLineEnabled(const std::string &code, bool enabled);
    bool isCostLineEnabled(const std::string &code) const;
    // A workload as Add would make it: LoRA presets, a fresh id and name.
    suanpan::Workload newWorkload() const;

    // Used by undo commands only: raw changes that emit the signals below.
    template <typename Entity> const std::vector<Entity> &entities() const;
    template <typename Entity> Entity &entityAt(int index);
    template <typename Entity> void notifyChanged(int index);
    void insertEntity(int index, const suanpan::Workload &workload);
    void insertEntity(int index, const suanpan::Option &option);
    template <typename Entity> Entity takeEntity(int index);
    void setChecklist(std::vector<suanpan::ChecklistEntry> checklist);
    void insertEvidence(int index, suanpan::EvidenceRecord record);
    suanpan::EvidenceRecord takeEvidence(int index);
    // Restores the evidence list whole (undo of removing an option).
    void setEvidence(std::vector<suanpan::EvidenceRecord> evidence);
    // The project's assumption overrides; rebuilds the merged catalog.
    void setAssumptions(std::vector<suanpan::Assumption> assumptions);
    void setMeta(suanpan::ProjectMeta meta);
    void setProcurement(suanpan::Procurement procurement);
    void setVouchers(std::vector<suanpan::Voucher> vouchers);
    // The user's catalog entries; rebuilds the merged catalog.
    void setUserCatalog(suanpan::UserCatalog catalog);
    // The switched-off cost lines (sorted, each once).
    void setDisabledCostLines(std::vector<std::string> codes);
    void setQuotes(std::vector<suanpan::ProviderQuote> quotes);

signals:
    void aboutToReset();
    void reset();
    void workloadAboutToBeInserted(int index);
    void workloadInserted(int index);
    void workloadAboutToBeRemoved(int index);
    void workloadRemoved(int index);
    void workloadChanged(int index);
    void optionAboutToBeInserted(int index);
    void optionInserted(int index);
    void optionAboutToBeRemoved(int index);
    void optionRemoved(int index);
    void optionChanged(int index);
    void assumptionsChanged();
    // Cost lines were switched off or on: every evaluation changes.
    void costLinesChanged();
    void quotesChanged();
    void metaChanged();
    void procurementChanged();
    // The compute vouchers changed: every evaluation changes.
    void vouchersChanged();
    // The user's catalog entries changed, so catalog() did too.
    void catalogChanged();
    void checklistChanged();
    void evidenceChanged();
    // File path, origin or read-only state changed.
    void fileStateChanged();
    // Any raw change of the project (after its own signal above, if any):
    // results() are stale until their next evaluated().
    void changed();

private:
    std::string uniqueId(const char *prefix) const;
    suanpan::Option newOption() const;
    // A generated name ("Workload 3") in both languages, so it reads right
    // after a language switch.
    static void nameInBoth(std::string &zh, std::string &en, const char *source,
                           const QString &arg);
    // A duplicate's names, each marked as a copy in its own language.
    static void copyName(std::string &zh, std::string &en);
    void rebuildCatalog();
    // Called by every raw change before it emits: the results are stale and
    // one evaluation is queued for the next turn of the event loop.
    void invalidateEvaluation();

    suanpan::Project m_project;
    suanpan::Catalog m_catalog;
    suanpan::KnownIds m_knownIds;
    QUndoStack *m_undoStack;
    Origin m_origin = Origin::Untitled;
    QString m_filePath;
    bool m_readOnly = false;
    int m_migratedFrom = 0;
    // The file as this document last read or wrote it (changed-on-disk check).
    std::optional<suanpan::FileStamp> m_stamp;
    bool m_lastSaveSynced = true;
    ProjectResults *m_results; // before the selection, which follows it
    PlanSelection *m_planSelection;
};

template <>
const std::vector<suanpan::Workload> &ProjectDocument::entities<suanpan::Workload>() const;
template <> const std::vector<suanpan::Option> &ProjectDocument::entities<suanpan::Option>() const;
template <> suanpan::Workload &ProjectDocument::entityAt<suanpan::Workload>(int index);
template <> suanpan::Option &ProjectDocument::entityAt<suanpan::Option>(int index);
template <> void ProjectDocument::notifyChanged<suanpan::Workload>(int index);
template <> void ProjectDocument::notifyChanged<suanpan::Option>(int index);
template <> suanpan::Workload ProjectDocument::takeEntity<suanpan::Workload>(int index);
template <> suanpan::Option ProjectDocument::takeEntity<suanpan::Option>(int index);
