#include "ItemPanel.h"

#include <QComboBox>
#include <QDateEdit>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QStringList>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "document/ChecklistCommands.h"
#include "document/ProjectDocument.h"
#include "document/VerifySelection.h"
#include "i18n/FindingText.h"
#include "pages/verify/ChecklistModel.h"
#include "widgets/SelectOnFocus.h"
#include "widgets/StatusIcons.h"

using namespace suanpan;

namespace {

constexpr CheckStatus kStatuses[] = {CheckStatus::NotChecked, CheckStatus::Pass, CheckStatus::Fail,
                                     CheckStatus::NotApplicable, CheckStatus::Waived};

QString today()
{
    return QDate::currentDate().toString(Qt::ISODate);
}

} // namespace

ItemPanel::ItemPanel(ProjectDocument *document, ChecklistModel *model, QWidget *parent)
    : QWidget(parent), m_document(document), m_model(model)
{
    buildUi();
    connect(document, &ProjectDocument::checklistChanged, this, &ItemPanel::refresh);
    connect(model, &QAbstractItemModel::dataChanged, this, &ItemPanel::refresh);
    retranslateUi();
}

void ItemPanel::buildUi()
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("itemTitle"));
    m_title->setWordWrap(true);
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_title->setFont(bold);
    layout->addWidget(m_title);

    m_details = new QTextBrowser(this);
    m_details->setObjectName(QStringLiteral("itemDetails"));
    m_details->setOpenLinks(false);
    layout->addWidget(m_details, 1);

    m_checkGroup = new QGroupBox(this);
    m_checkGroup->setObjectName(QStringLiteral("itemCheckGroup"));
    m_form = new QFormLayout(m_checkGroup);
    m_status = new QComboBox(m_checkGroup);
    m_status->setObjectName(QStringLiteral("itemStatus"));
    for (CheckStatus s : kStatuses)
        m_status->addItem(statusIcon(s), QString(), int(s));
    m_statusLabel = new QLabel(m_checkGroup);
    m_statusLabel->setBuddy(m_status);
    m_form->addRow(m_statusLabel, m_status);
    m_who = new QLineEdit(m_checkGroup);
    m_who->setObjectName(QStringLiteral("itemCheckedBy"));
    SelectOnFocus::install(m_who);
    m_whoLabel = new QLabel(m_checkGroup);
    m_whoLabel->setBuddy(m_who);
    m_form->addRow(m_whoLabel, m_who);
    m_date = new QDateEdit(m_checkGroup);
    m_date->setObjectName(QStringLiteral("itemDate"));
    m_date->setCalendarPopup(true);
    m_dateLabel = new QLabel(m_checkGroup);
    m_dateLabel->setBuddy(m_date);
    m_form->addRow(m_dateLabel, m_date);
    m_note = new QPlainTextEdit(m_checkGroup);
    m_note->setObjectName(QStringLiteral("itemNote"));
    m_note->setTabChangesFocus(true);
    m_note->setMaximumHeight(m_note->fontMetrics().lineSpacing() * 5);
    m_noteLabel = new QLabel(m_checkGroup);
    m_noteLabel->setBuddy(m_note);
    m_form->addRow(m_noteLabel, m_note);
    layout->addWidget(m_checkGroup);

    m_inherited = new QLabel(this);
    m_inherited->setObjectName(QStringLiteral("itemInherited"));
    m_inherited->setWordWrap(true);
    layout->addWidget(m_inherited);
    m_warning = new QLabel(this);
    m_warning->setObjectName(QStringLiteral("itemWarning"));
    m_warning->setWordWrap(true);
    m_warning->setVisible(false);
    // The form does not jump up when the message goes away.
    QSizePolicy keep = m_warning->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    m_warning->setSizePolicy(keep);
    layout->addWidget(m_warning);

    connect(m_status, &QComboBox::activated, this, [this](int index) {
        if (!setStatus(CheckStatus(m_status->itemData(index).toInt())))
            refresh();
    });
    connect(m_who, &QLineEdit::textEdited, this, &ItemPanel::setCheckedBy);
    connect(m_who, &QLineEdit::editingFinished, this,
            [this] { VerifySelection::rememberCheckedBy(m_who->text()); });
    connect(m_date, &QDateEdit::dateChanged, this, &ItemPanel::setDate);
    connect(m_note, &QPlainTextEdit::textChanged, this, [this] { setNote(m_note->toPlainText()); });
}

void ItemPanel::retranslateUi()
{
    m_checkGroup->setTitle(tr("Your check"));
    for (int i = 0; i < m_status->count(); ++i)
        m_status->setItemText(i, FindingText::status(CheckStatus(m_status->itemData(i).toInt())));
    //: Label of the status of a checklist item; keyboard hint in brackets
    m_statusLabel->setText(tr("&Status:"));
    m_whoLabel->setText(tr("Checked &by:"));
    m_dateLabel->setText(tr("Da&te:"));
    m_who->setPlaceholderText(tr("Name of the person who checked"));
    m_note->setPlaceholderText(tr("What you saw, who said what, where the document is"));
    refresh();
}

const ChecklistItem *ItemPanel::currentItem() const
{
    return findChecklistItem(m_model->templates(), m_itemId);
}

void ItemPanel::showItem(const std::string &itemId)
{
    m_itemId = itemId;
    m_warning->setVisible(false);
    refresh();
}

ChecklistEntry ItemPanel::editableEntry() const
{
    const ChecklistEntry *inForce = m_model->entryFor(m_itemId);
    ChecklistEntry e = inForce ? *inForce : ChecklistEntry{};
    // Editing an inherited check starts this option's own from it.
    e.itemId = m_itemId;
    e.optionId = m_model->optionId();
    return e;
}

bool ItemPanel::setStatus(CheckStatus status)
{
    if (m_itemId.empty())
        return false;
    ChecklistEntry e = editableEntry();
    if (status == CheckStatus::Waived && QString::fromStdString(e.note).trimmed().isEmpty()) {
        showWarning(tr("A waiver needs a reason. Write in the note why this item is accepted "
                       "without passing, then choose Waived again."));
        m_note->setFocus();
        return false;
    }
    m_warning->setVisible(false);
    e.status = status;
    if (status != CheckStatus::NotChecked) {
        if (e.date.empty())
            e.date = today().toStdString();
        if (e.checkedBy.empty())
            e.checkedBy = VerifySelection::lastCheckedBy().toStdString();
    }
    setChecklistEntry(m_document, e, ChangeChecklist::Kind::Status);
    return true;
}

void ItemPanel::setNote(const QString &note)
{
    if (m_updating || m_itemId.empty())
        return;
    ChecklistEntry e = editableEntry();
    if (e.status == CheckStatus::Waived && note.trimmed().isEmpty()) {
        // Not stored: the waiver would lose its reason.
        showWarning(tr("A waived item must keep its reason. Choose another status before you "
                       "clear the note."));
        return;
    }
    m_warning->setVisible(false);
    e.note = note.toStdString();
    setChecklistEntry(m_document, e, ChangeChecklist::Kind::Note);
}

void ItemPanel::setCheckedBy(const QString &name)
{
    if (m_updating || m_itemId.empty())
        return;
    ChecklistEntry e = editableEntry();
    e.checkedBy = name.toStdString();
    setChecklistEntry(m_document, e, ChangeChecklist::Kind::CheckedBy);
}

void ItemPanel::setDate(const QDate &date)
{
    if (m_updating || m_itemId.empty())
        return;
    ChecklistEntry e = editableEntry();
    e.date = date.toString(Qt::ISODate).toStdString();
    setChecklistEntry(m_document, e, ChangeChecklist::Kind::Date);
}

void ItemPanel::showWarning(const QString &text)
{
    m_warning->setText(QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()));
    m_warning->setVisible(true);
}

void ItemPanel::refresh()
{
    const ChecklistItem *item = currentItem();
    m_checkGroup->setEnabled(item != nullptr);
    if (!item) {
        m_title->setText(tr("Choose an item in the list to see what to check and to record "
                            "the result."));
        m_details->clear();
        m_inherited->setVisible(false);
        return;
    }
    m_title->setText(FindingText::text(item->title));
    QStringList accepts;
    for (EvidenceKind k : item->evidence)
        accepts << FindingText::evidenceKind(k);
    const auto section = [](const QString &heading, const QString &body) {
        return QStringLiteral("<h4>%1</h4><p>%2</p>")
            .arg(heading.toHtmlEscaped(), body.toHtmlEscaped());
    };
    m_details->setHtml(
        QStringLiteral("<p><b>%1</b></p>")
            .arg(tr("Severity: %1").arg(FindingText::severity(item->severity)).toHtmlEscaped()) +
        section(tr("Why it matters"), FindingText::text(item->why)) +
        section(tr("How to check"), FindingText::text(item->how)) +
        section(tr("What good looks like"), FindingText::text(item->good)) +
        section(tr("Evidence it accepts"), accepts.join(QLatin1String(", "))));

    const ChecklistEntry *entry = m_model->entryFor(m_itemId);
    const CheckStatus status = entry ? entry->status : CheckStatus::NotChecked;
    m_updating = true;
    m_status->setCurrentIndex(m_status->findData(int(status)));
    const QString who = entry ? QString::fromStdString(entry->checkedBy) : QString();
    if (m_who->text() != who)
        m_who->setText(who);
    const QDate date =
        entry ? QDate::fromString(QString::fromStdString(entry->date), Qt::ISODate) : QDate();
    m_date->setEnabled(date.isValid());
    m_date->setDate(date.isValid() ? date : QDate::currentDate());
    const QString note = entry ? QString::fromStdString(entry->note) : QString();
    // Typing changes the document, which comes back here: keep the cursor.
    if (m_note->toPlainText() != note)
        m_note->setPlainText(note);
    m_updating = false;
    m_noteLabel->setText(status == CheckStatus::Waived ? tr("&Reason:") : tr("&Note:"));
    m_inherited->setVisible(m_model->isInherited(m_itemId));
    m_inherited->setText(tr("This is the whole project's check. A change here is recorded for "
                            "this option only."));
}
