#include "EvidencePanel.h"

#include <algorithm>

#include <QComboBox>
#include <QDate>
#include <QDateTime>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QUndoStack>
#include <QVBoxLayout>

#include "document/ChecklistCommands.h"
#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "document/VerifySelection.h"
#include "i18n/ErrorText.h"
#include "i18n/FindingText.h"
#include "pages/verify/ChecklistModel.h"
#include "pages/verify/EvidenceImport.h"
#include "settings/Settings.h"
#include "verify/Checks.h"
#include "widgets/Prompts.h"
#include "widgets/StatusIcons.h"
#include "widgets/VerifyPrompts.h"

using namespace suanpan;

namespace {

// The kinds a user may choose when detection is not wanted: the tool outputs
// core parses, and a plain text note.
constexpr EvidenceKind kChoosable[] = {
    EvidenceKind::Iperf3,  EvidenceKind::NvidiaSmi,   EvidenceKind::NvidiaSmiQ, EvidenceKind::Topo,
    EvidenceKind::Scaling, EvidenceKind::TrainingLog, EvidenceKind::Note};
constexpr int kDetect = -1;

QString localTime(const std::string &utc)
{
    const QDateTime t = QDateTime::fromString(QString::fromStdString(utc), Qt::ISODate);
    return t.isValid() ? QLocale().toString(t.toLocalTime(), QLocale::ShortFormat)
                       : QString::fromStdString(utc);
}

// Passed, failed, unreadable or without findings: the record's overall state.
CheckStatus overall(const Result<EvidenceCheck> &check)
{
    if (!check)
        return CheckStatus::Fail;
    const auto &findings = check.value().findings;
    if (findings.empty())
        return CheckStatus::NotChecked;
    const bool failed =
        std::any_of(findings.begin(), findings.end(), [](const Finding &f) { return !f.passed; });
    return failed ? CheckStatus::Fail : CheckStatus::Pass;
}

} // namespace

EvidencePanel::EvidencePanel(ProjectDocument *document, ChecklistModel *model, QWidget *parent)
    : QWidget(parent), m_document(document), m_model(model)
{
    buildUi();
    // Nothing is worked out while the panel is hidden: it is when shown.
    const auto invalidate = [this] {
        m_dirty = true;
        refresh();
    };
    // The list holds indices into the project's evidence: it follows the
    // records at once.
    connect(document, &ProjectDocument::evidenceChanged, this, invalidate);
    connect(document, &ProjectDocument::reset, this, invalidate);
    // Findings depend on the plan (cards, catalog, facility, MFU) as well as
    // the records: any change, once it is evaluated.
    connect(document->results(), &ProjectResults::evaluated, this, invalidate);
    retranslateUi();
}

void EvidencePanel::buildUi()
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_intro = new QLabel(this);
    m_intro->setObjectName(QStringLiteral("evidenceIntro"));
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    auto *importRow = new QHBoxLayout;
    m_import = new QPushButton(this);
    m_import->setObjectName(QStringLiteral("evidenceImport"));
    importRow->addWidget(m_import);
    m_kindLabel = new QLabel(this);
    importRow->addWidget(m_kindLabel);
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("evidenceKind"));
    m_kind->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_kind->addItem(QString(), kDetect);
    for (EvidenceKind k : kChoosable)
        m_kind->addItem(QString(), int(k));
    m_kindLabel->setBuddy(m_kind);
    importRow->addWidget(m_kind);
    importRow->addStretch(1);
    layout->addLayout(importRow);

    auto *split = new QSplitter(Qt::Vertical, this);
    m_list = new QListWidget(split);
    m_list->setObjectName(QStringLiteral("evidenceList"));
    m_list->setWordWrap(true);
    m_findings = new QTextBrowser(split);
    m_findings->setObjectName(QStringLiteral("evidenceFindings"));
    addStatusImages(m_findings->document());
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);

    auto *actions = new QHBoxLayout;
    m_apply = new QPushButton(this);
    m_apply->setObjectName(QStringLiteral("evidenceApply"));
    actions->addWidget(m_apply);
    m_remove = new QPushButton(this);
    m_remove->setObjectName(QStringLiteral("evidenceRemove"));
    actions->addWidget(m_remove);
    actions->addStretch(1);
    layout->addLayout(actions);

    connect(m_import, &QPushButton::clicked, this, [this] {
        const QStringList files = VerifyPrompts::evidenceFiles(this, Settings::lastDirectory());
        if (files.isEmpty())
            return;
        Settings::setLastDirectory(QFileInfo(files.front()).absolutePath());
        importFiles(files);
    });
    connect(m_list, &QListWidget::currentRowChanged, this, &EvidencePanel::showSelected);
    connect(m_apply, &QPushButton::clicked, this, &EvidencePanel::applySuggested);
    connect(m_remove, &QPushButton::clicked, this, &EvidencePanel::removeSelected);
}

void EvidencePanel::retranslateUi()
{
    m_intro->setText(tr("Import what the tools printed on the delivered machines (iperf3 -J, "
                        "nvidia-smi, nvidia-smi topo -m, a scaling table, a training log), or "
                        "drop the files on this page. Each result is checked against this "
                        "option's plan and the provider's promises."));
    m_import->setText(tr("&Import evidence..."));
    //: Label before the list of evidence kinds (iperf3, nvidia-smi, ...)
    m_kindLabel->setText(tr("&Kind:"));
    for (int i = 0; i < m_kind->count(); ++i) {
        const int data = m_kind->itemData(i).toInt();
        m_kind->setItemText(i, data == kDetect ? tr("Detect from content")
                                               : FindingText::evidenceKind(EvidenceKind(data)));
    }
    m_apply->setText(tr("&Apply suggested status"));
    m_apply->setToolTip(tr("Set the checklist items this result tests to pass or fail, as its "
                           "findings say (one undo step)."));
    m_remove->setText(tr("&Remove evidence"));
    const int row = m_list->currentRow();
    refresh(); // worded again now, or when next shown
    m_list->setCurrentRow(row);
}

void EvidencePanel::setOptionId(const std::string &optionId)
{
    if (optionId == m_optionId && !m_dirty)
        return;
    m_optionId = optionId;
    m_dirty = true;
    refresh();
}

void EvidencePanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

void EvidencePanel::refresh(bool force)
{
    if (!force && !isVisible())
        return;
    const auto &evidence = m_document->project().evidence;
    if (m_dirty) {
        // Held against the option's plan in the document's evaluation: read,
        // never evaluated again here.
        const Project &project = m_document->project();
        const EvidencePlan plan = evidencePlanFor(project, m_document->catalog(),
                                                  m_document->results()->evaluation(), m_optionId);
        const std::vector<Card> &cards = m_document->catalog().cards;
        m_shown.clear();
        for (int i = 0; i < int(evidence.size()); ++i)
            if (evidence[std::size_t(i)].optionId == m_optionId)
                m_shown.push_back({i, checkEvidence(evidence[std::size_t(i)], plan, cards)});
        m_dirty = false;
    }
    const int keep = m_list->currentRow();
    m_list->clear();
    for (const Shown &s : m_shown) {
        const EvidenceRecord &r = evidence[std::size_t(s.index)];
        //: An evidence entry: %1 file name, %2 kind, %3 date and time of the import
        auto *item = new QListWidgetItem(statusIcon(overall(s.check)),
                                         tr("%1 - %2, imported %3")
                                             .arg(QString::fromStdString(r.fileName),
                                                  FindingText::evidenceKind(r.kind),
                                                  localTime(r.importedUtc)),
                                         m_list);
        item->setToolTip(item->text());
    }
    if (!m_shown.empty())
        m_list->setCurrentRow(std::clamp(keep, 0, int(m_shown.size()) - 1));
    showSelected();
}

const EvidencePanel::Shown *EvidencePanel::selected() const
{
    const int row = m_list->currentRow();
    return row >= 0 && row < int(m_shown.size()) ? &m_shown[std::size_t(row)] : nullptr;
}

void EvidencePanel::showSelected()
{
    const Shown *s = selected();
    if (!s) {
        m_findings->setHtml(
            QStringLiteral("<p>%1</p>")
                .arg(tr("No evidence for %1 yet.")
                         .arg(VerifySelection::of(m_document)->optionName(m_optionId))
                         .toHtmlEscaped()));
    } else {
        m_findings->setHtml(recordHtml(m_document->project().evidence[std::size_t(s->index)], *s));
    }
    updateButtons();
}

void EvidencePanel::updateButtons()
{
    const Shown *s = selected();
    m_remove->setEnabled(s != nullptr);
    m_apply->setEnabled(s && s->check && !s->check.value().findings.empty());
}

QString EvidencePanel::recordHtml(const EvidenceRecord &r, const Shown &s) const
{
    QString html = QStringLiteral("<h3>%1</h3><p>%2</p>")
                       .arg(QString::fromStdString(r.fileName).toHtmlEscaped(),
                            tr("%1, imported %2")
                                .arg(FindingText::evidenceKind(r.kind), localTime(r.importedUtc))
                                .toHtmlEscaped());
    if (!s.check) {
        const Error &e = s.check.error();
        return html + QStringLiteral("<p><img src=\"%1\"> <b>%2</b> %3</p>")
                          .arg(statusImageUrl(CheckStatus::Fail).toString(),
                               tr("Cannot be read:").toHtmlEscaped(),
                               ErrorText::error(e).toHtmlEscaped());
    }
    const EvidenceCheck &check = s.check.value();
    QStringList facts;
    for (const auto &[code, value] : check.facts)
        facts << FindingText::fact(code, value);
    if (!facts.isEmpty())
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(tr("Measured:").toHtmlEscaped(),
                         //: Separator between measured facts in a list
                         facts.join(tr(", ")).toHtmlEscaped());
    if (check.findings.empty()) {
        const QString why =
            m_optionId.empty()
                ? tr("Nothing to hold it against: choose an option at the top of the page to "
                     "check results against what was ordered.")
                : tr("Nothing in this result can be held against the plan or a promise.");
        return html + QStringLiteral("<p>%1</p>").arg(why.toHtmlEscaped());
    }
    html += suggestionReach(check.findings);
    html += QStringLiteral("<table cellspacing=\"4\">");
    for (const Finding &f : check.findings) {
        const CheckStatus verdict = f.passed ? CheckStatus::Pass : CheckStatus::Fail;
        QString text = FindingText::finding(f, m_document->catalog()).toHtmlEscaped();
        if (!f.passed && !FindingText::ask(f.ask).isEmpty())
            text += QStringLiteral("<br><i>%1</i>").arg(FindingText::ask(f.ask).toHtmlEscaped());
        html += QStringLiteral("<tr><td><img src=\"%1\"></td><td><b>%2</b></td><td>%3</td></tr>")
                    .arg(statusImageUrl(verdict).toString(),
                         (f.passed ? tr("Passed") : tr("Failed")).toHtmlEscaped(), text);
    }
    return html + QStringLiteral("</table>");
}

int EvidencePanel::importFiles(const QStringList &paths)
{
    const int data = m_kind->currentData().toInt();
    const std::optional<EvidenceKind> kind =
        data == kDetect ? std::nullopt : std::optional<EvidenceKind>(EvidenceKind(data));
    int added = 0;
    for (const QString &path : paths) {
        Result<EvidenceRecord> record =
            readEvidenceFile(path, kind, m_optionId, m_document->project(), m_document->catalog(),
                             m_document->results()->evaluation());
        if (!record) {
            Prompts::error(this, tr("Import evidence"),
                           FindingText::importError(QFileInfo(path).fileName(), record.error()));
            continue;
        }
        m_document->undoStack()->push(new AddEvidence(m_document, std::move(record).value()));
        ++added;
    }
    if (added > 0) {
        refresh(true);
        m_list->setCurrentRow(m_list->count() - 1);
    }
    return added;
}

QString EvidencePanel::suggestionReach(const std::vector<Finding> &findings) const
{
    const std::vector<ChecklistTemplate> &templates = m_model->templates();
    const std::vector<std::string> items = itemsWithSuggestion(findings, templates);
    if (items.size() < 2)
        return {};
    QStringList titles;
    for (const std::string &id : items)
        titles << FindingText::text(findChecklistItem(templates, id)->title).toHtmlEscaped();
    //: Above the findings of imported evidence; %1 the checklist items it proves, joined by "; "
    return QStringLiteral("<p>%1</p>")
        .arg(tr("Proves %n checklist item(s): %1", "", int(items.size()))
                 .toHtmlEscaped()
                 .arg(QStringLiteral("<b>") +
                      titles.join(QStringLiteral("</b>") + tr("; ").toHtmlEscaped() +
                                  QStringLiteral("<b>")) +
                      QStringLiteral("</b>")));
}

bool EvidencePanel::applySuggested()
{
    if (m_dirty)
        refresh(true);
    const Shown *s = selected();
    if (!s || !s->check)
        return false;
    const EvidenceRecord &record = m_document->project().evidence[std::size_t(s->index)];
    const auto &findings = s->check.value().findings;
    const std::vector<ChecklistTemplate> &templates = m_model->templates();
    std::vector<ChecklistEntry> entries;
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    // Every item the findings prove, the linked ones included (ProvenBy).
    for (const std::string &itemId : itemsWithSuggestion(findings, templates)) {
        const CheckStatus status = suggestedStatus(findings, *findChecklistItem(templates, itemId));
        const ChecklistEntry *inForce = m_model->entryFor(itemId);
        ChecklistEntry e = inForce ? *inForce : ChecklistEntry{};
        e.itemId = itemId;
        e.optionId = m_optionId;
        e.status = status;
        e.date = today.toStdString();
        if (e.checkedBy.empty())
            e.checkedBy = VerifySelection::lastCheckedBy().toStdString();
        if (e.note.empty())
            //: Note written on a checklist item; %1 is a file name
            e.note = tr("Set from the evidence \"%1\".")
                         .arg(QString::fromStdString(record.fileName))
                         .toStdString();
        entries.push_back(std::move(e));
    }
    if (entries.empty())
        return false;
    setChecklistEntries(m_document, entries);
    return true;
}

void EvidencePanel::removeSelected()
{
    if (m_dirty)
        refresh(true);
    if (const Shown *s = selected())
        m_document->undoStack()->push(new RemoveEvidence(m_document, s->index));
}
