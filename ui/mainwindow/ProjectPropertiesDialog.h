#pragma once

#include <QDialog>

#include "model/Project.h"

class CountEdit;
class QCheckBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

// File > Project Properties: the project's title, client, author and notes,
// and what the option search may propose (budgets and a source for
// export-restricted cards). The title names the project in the window title
// and the report.
class ProjectPropertiesDialog final : public QDialog
{
    Q_OBJECT

public:
    ProjectPropertiesDialog(const suanpan::ProjectMeta &meta,
                            const suanpan::Procurement &procurement, QWidget *parent = nullptr);

    // The details as edited; fields the dialog does not show are kept.
    suanpan::ProjectMeta meta() const;
    // The budgets as typed (empty: no limit) and the restricted-card source.
    // Only meaningful while the budgets read (OK is disabled otherwise).
    suanpan::Procurement procurement() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    // Shows why a budget's text does not read and enables OK only when both do.
    void checkBudgets();

    suanpan::ProjectMeta m_meta;
    QLabel *m_titleLabel = nullptr;
    QLabel *m_titleZhLabel = nullptr;
    QLabel *m_clientLabel = nullptr;
    QLabel *m_authorLabel = nullptr;
    QLabel *m_notesLabel = nullptr;
    QLineEdit *m_title = nullptr; // English, or the only title (ProjectMeta::title)
    QLineEdit *m_titleZh = nullptr;
    QLineEdit *m_client = nullptr;
    QLineEdit *m_author = nullptr;
    QPlainTextEdit *m_notes = nullptr;

    QGroupBox *m_searchGroup = nullptr;
    QLabel *m_capitalLabel = nullptr;
    QLabel *m_monthlyLabel = nullptr;
    CountEdit *m_capital = nullptr;
    CountEdit *m_monthly = nullptr;
    QLabel *m_capitalHelp = nullptr;
    QLabel *m_monthlyHelp = nullptr;
    QLabel *m_budgetProblem = nullptr;
    QCheckBox *m_restrictedSource = nullptr;
    QLabel *m_restrictedHelp = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};
