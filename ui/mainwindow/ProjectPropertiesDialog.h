#pragma once

#include <QDialog>

#include "model/Project.h"

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

// File > Project Properties: the project's title, client, author and notes.
// The title names the project in the window title and the report.
class ProjectPropertiesDialog final : public QDialog
{
    Q_OBJECT

public:
    ProjectPropertiesDialog(const suanpan::ProjectMeta &meta, QWidget *parent = nullptr);

    // The details as edited; fields the dialog does not show are kept.
    suanpan::ProjectMeta meta() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    suanpan::ProjectMeta m_meta;
    QLabel *m_titleLabel = nullptr;
    QLabel *m_clientLabel = nullptr;
    QLabel *m_authorLabel = nullptr;
    QLabel *m_notesLabel = nullptr;
    QLineEdit *m_title = nullptr;
    QLineEdit *m_client = nullptr;
    QLineEdit *m_author = nullptr;
    QPlainTextEdit *m_notes = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};
