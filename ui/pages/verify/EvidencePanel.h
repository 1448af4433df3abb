#pragma once

#include <optional>
#include <string>
#include <vector>

#include <QStringList>
#include <QWidget>

#include "util/Result.h"
#include "verify/Evidence.h"

class ChecklistModel;
class ProjectDocument;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTextBrowser;

// The evidence imported for one option: each record with what it measured
// and its findings as sentences; import (button or files dropped on the
// page), remove, and "apply suggested status" to the checklist items the
// findings evidence. Each of these is one undo step. Records are checked
// (against the plan in the document's evaluation, never evaluated here)
// again after every evaluation of the document while the panel is seen, or
// when it is next shown, so findings follow the
// current plan (its cards, catalog, facility and MFU).
class EvidencePanel final : public QWidget
{
    Q_OBJECT

public:
    EvidencePanel(ProjectDocument *document, ChecklistModel *model, QWidget *parent = nullptr);

    void setOptionId(const std::string &optionId);
    // Imports each file as evidence for the current option, with the kind
    // chosen in the list (or detected). A file that fails is reported (file
    // name and what is wrong) and adds nothing. Returns how many were added.
    int importFiles(const QStringList &paths);
    // Sets the items the selected record's findings evidence to the status
    // they suggest, in one step. False when there is nothing to apply.
    bool applySuggested();
    void removeSelected();
    void retranslateUi();

protected:
    void showEvent(QShowEvent *event) override;

private:
    struct Shown {
        int index = 0; // in project().evidence
        suanpan::Result<suanpan::EvidenceCheck> check;
    };

    void buildUi();
    // Checks the records again when they or the plan changed, only while
    // the panel is seen (or `force`: a user action on it needs them now).
    void refresh(bool force = false);
    void showSelected();
    void updateButtons();
    QString recordHtml(const suanpan::EvidenceRecord &record, const Shown &shown) const;
    // Which checklist items "Apply suggested status" would set, when the
    // findings prove more than one (linked items); empty otherwise.
    QString suggestionReach(const std::vector<suanpan::Finding> &findings) const;
    const Shown *selected() const;

    ProjectDocument *m_document;
    ChecklistModel *m_model;
    std::string m_optionId;
    std::vector<Shown> m_shown;
    bool m_dirty = true;

    QLabel *m_intro = nullptr;
    QPushButton *m_import = nullptr;
    QLabel *m_kindLabel = nullptr;
    QComboBox *m_kind = nullptr;
    QListWidget *m_list = nullptr;
    QTextBrowser *m_findings = nullptr;
    QPushButton *m_apply = nullptr;
    QPushButton *m_remove = nullptr;
};
