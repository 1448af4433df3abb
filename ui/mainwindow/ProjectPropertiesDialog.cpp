#include "ProjectPropertiesDialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace {

QLineEdit *lineEdit(const char *objectName, const std::string &text, QWidget *parent)
{
    auto *edit = new QLineEdit(QString::fromStdString(text), parent);
    edit->setObjectName(QLatin1String(objectName));
    edit->setCursorPosition(0);
    return edit;
}

} // namespace

ProjectPropertiesDialog::ProjectPropertiesDialog(const suanpan::ProjectMeta &meta, QWidget *parent)
    : QDialog(parent), m_meta(meta)
{
    setObjectName(QStringLiteral("projectPropertiesDialog"));
    m_title = lineEdit("propertiesTitle", meta.title, this);
    m_client = lineEdit("propertiesClient", meta.client, this);
    m_author = lineEdit("propertiesAuthor", meta.author, this);
    m_notes = new QPlainTextEdit(QString::fromStdString(meta.notes), this);
    m_notes->setObjectName(QStringLiteral("propertiesNotes"));
    m_notes->setTabChangesFocus(true);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_titleLabel = new QLabel(this);
    m_clientLabel = new QLabel(this);
    m_authorLabel = new QLabel(this);
    m_notesLabel = new QLabel(this);
    m_titleLabel->setBuddy(m_title);
    m_clientLabel->setBuddy(m_client);
    m_authorLabel->setBuddy(m_author);
    m_notesLabel->setBuddy(m_notes);
    form->addRow(m_titleLabel, m_title);
    form->addRow(m_clientLabel, m_client);
    form->addRow(m_authorLabel, m_author);
    form->addRow(m_notesLabel, m_notes);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->setObjectName(QStringLiteral("propertiesButtons"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    resize(560, 380);
    retranslateUi();
}

suanpan::ProjectMeta ProjectPropertiesDialog::meta() const
{
    suanpan::ProjectMeta meta = m_meta;
    meta.title = m_title->text().trimmed().toStdString();
    meta.client = m_client->text().trimmed().toStdString();
    meta.author = m_author->text().trimmed().toStdString();
    meta.notes = m_notes->toPlainText().toStdString();
    return meta;
}

void ProjectPropertiesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void ProjectPropertiesDialog::retranslateUi()
{
    setWindowTitle(tr("Project Properties"));
    // The labels are the fields' names, with a mnemonic for keyboard users.
    m_titleLabel->setText(tr("&Title:"));
    m_clientLabel->setText(tr("&Client:"));
    m_authorLabel->setText(tr("&Author:"));
    m_notesLabel->setText(tr("&Notes:"));
    m_title->setPlaceholderText(tr("e.g. 70B pre-training: rent or build"));
    m_title->setToolTip(tr("Names the project in the window title and in the report."));
    m_client->setPlaceholderText(tr("Who the plan is for"));
    m_author->setPlaceholderText(tr("Who prepared it"));
}
