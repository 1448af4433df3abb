#pragma once

#include <string>

#include <QWidget>

#include "model/Project.h"

class ChecklistModel;
class ProjectDocument;
class QComboBox;
class QDateEdit;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTextBrowser;

namespace suanpan {
struct ChecklistItem;
}

// One checklist item: why it matters, how to check it, what good looks like
// and the evidence it accepts, then the check itself (status, who, date,
// note) for the option the model shows. Every edit is one undo step; typing
// merges. A waiver needs a reason in the note: choosing Waived without one
// is refused with a message right here.
class ItemPanel final : public QWidget
{
    Q_OBJECT

public:
    ItemPanel(ProjectDocument *document, ChecklistModel *model, QWidget *parent = nullptr);

    // Shows `itemId` ("" = nothing selected).
    void showItem(const std::string &itemId);
    const std::string &itemId() const { return m_itemId; }

    // Sets the shown item's status; false (and a message) when refused.
    bool setStatus(suanpan::CheckStatus status);

    void retranslateUi();

private:
    void buildUi();
    void refresh();
    void setNote(const QString &note);
    void setCheckedBy(const QString &name);
    void setDate(const QDate &date);
    void showWarning(const QString &text);
    suanpan::ChecklistEntry editableEntry() const;
    const suanpan::ChecklistItem *currentItem() const;

    ProjectDocument *m_document;
    ChecklistModel *m_model;
    std::string m_itemId;
    bool m_updating = false;

    QLabel *m_title = nullptr;
    QTextBrowser *m_details = nullptr;
    QGroupBox *m_checkGroup = nullptr;
    QFormLayout *m_form = nullptr;
    QLabel *m_statusLabel = nullptr;
    QComboBox *m_status = nullptr;
    QLabel *m_whoLabel = nullptr;
    QLineEdit *m_who = nullptr;
    QLabel *m_dateLabel = nullptr;
    QDateEdit *m_date = nullptr;
    QLabel *m_noteLabel = nullptr;
    QPlainTextEdit *m_note = nullptr;
    QLabel *m_inherited = nullptr;
    QLabel *m_warning = nullptr;
};
