#include "VerifyPage.h"

#include <algorithm>
#include <utility>

#include <QComboBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMimeData>
#include <QSplitter>
#include <QTabWidget>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>

#include "document/ProjectDocument.h"
#include "document/VerifySelection.h"
#include "pages/verify/ChecklistModel.h"
#include "pages/verify/EvidencePanel.h"
#include "pages/verify/ItemPanel.h"
#include "pages/verify/PlanPanel.h"

using namespace suanpan;

namespace {

QStringList localFiles(const QMimeData *mime)
{
    QStringList files;
    if (!mime || !mime->hasUrls())
        return files;
    for (const QUrl &url : mime->urls())
        if (url.isLocalFile())
            files << url.toLocalFile();
    return files;
}

} // namespace

VerifyPage::VerifyPage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_model(new ChecklistModel(document, this))
{
    setObjectName(QStringLiteral("verifyPage"));
    setAcceptDrops(true);
    buildUi();

    VerifySelection *selection = VerifySelection::of(document);
    connect(selection, &VerifySelection::changed, this, &VerifyPage::showOption);
    connect(m_option, &QComboBox::activated, this, [this, selection] {
        selection->setOptionId(m_option->currentData().toString().toStdString());
    });
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                const ChecklistItem *item = m_model->item(current);
                m_item->showItem(item ? item->id : std::string());
            });
    retranslateUi();
    showOption();
}

void VerifyPage::buildUi()
{
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_optionLabel = new QLabel(this);
    m_option = new QComboBox(this);
    m_option->setObjectName(QStringLiteral("verifyOption"));
    m_option->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_optionLabel->setBuddy(m_option);
    top->addWidget(m_optionLabel);
    top->addWidget(m_option);
    top->addStretch(1);
    layout->addLayout(top);

    auto *split = new QSplitter(Qt::Horizontal, this);
    auto *left = new QWidget(split);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    m_tree = new QTreeView(left);
    m_tree->setObjectName(QStringLiteral("checklistTree"));
    m_tree->setModel(m_model);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The title takes what the short columns leave (elided, whole in the
    // tooltip). Who checked and the note are as long as people make them:
    // they keep a fixed width and show their first words (whole in the
    // tooltip), so a long name or note never squeezes the titles.
    QHeaderView *header = m_tree->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ChecklistModel::TitleColumn, QHeaderView::Stretch);
    for (const int column : {ChecklistModel::CheckedByColumn, ChecklistModel::NoteColumn})
        header->setSectionResizeMode(column, QHeaderView::Interactive);
    m_tree->setTextElideMode(Qt::ElideRight);
    m_tree->installEventFilter(this);
    m_tree->expandAll();
    leftLayout->addWidget(m_tree, 1);
    m_keys = new QLabel(left);
    m_keys->setObjectName(QStringLiteral("verifyKeys"));
    m_keys->setWordWrap(true);
    leftLayout->addWidget(m_keys);
    split->addWidget(left);

    m_tabs = new QTabWidget(split);
    m_tabs->setObjectName(QStringLiteral("verifyTabs"));
    m_item = new ItemPanel(m_document, m_model, m_tabs);
    m_evidence = new EvidencePanel(m_document, m_model, m_tabs);
    m_plan = new PlanPanel(m_document, m_tabs);
    m_tabs->addTab(m_item, QString());
    m_tabs->addTab(m_evidence, QString());
    m_tabs->addTab(m_plan, QString());
    split->addWidget(m_tabs);
    // Three fifths for the list: its status columns must stay in view.
    split->setSizes({3000, 2000});
    layout->addWidget(split, 1);

    // A new project starts with nothing selected; the tree keeps its shape.
    connect(m_document, &ProjectDocument::reset, this, [this] {
        m_tree->expandAll();
        m_item->showItem({});
    });
}

// The who and note columns' fixed widths: a few words, and their header whole.
void VerifyPage::fitTextColumns()
{
    QHeaderView *header = m_tree->header();
    const int charWidth = fontMetrics().averageCharWidth();
    for (const auto &[column, chars] : {std::pair{ChecklistModel::CheckedByColumn, 10},
                                        std::pair{ChecklistModel::NoteColumn, 14}})
        header->resizeSection(column, std::max(header->sectionSizeHint(column), charWidth * chars));
}

void VerifyPage::retranslateUi()
{
    fitTextColumns();
    //: Label of the option whose checklist is shown
    m_optionLabel->setText(tr("&Checks for:"));
    VerifySelection::of(m_document)->fillCombo(m_option);
    m_keys->setText(tr("Keys on the list: P pass, F fail, N not applicable, W waived (needs a "
                       "reason in the note), U not checked."));
    m_tabs->setTabText(0, tr("Item"));
    m_tabs->setTabText(1, tr("Evidence"));
    m_tabs->setTabText(2, tr("Plan vs measured"));
    m_model->retranslate();
    m_item->retranslateUi();
    m_evidence->retranslateUi();
    m_plan->retranslateUi();
}

void VerifyPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void VerifyPage::showOption()
{
    VerifySelection *selection = VerifySelection::of(m_document);
    selection->fillCombo(m_option);
    const std::string &optionId = selection->optionId();
    m_model->setOptionId(optionId);
    m_evidence->setOptionId(optionId);
    m_plan->setOptionId(optionId);
}

void VerifyPage::selectItem(const std::string &itemId)
{
    m_tree->setCurrentIndex(m_model->indexOf(itemId));
}

bool VerifyPage::setStatus(CheckStatus status)
{
    m_tabs->setCurrentWidget(m_item);
    return m_item->setStatus(status);
}

int VerifyPage::importFiles(const QStringList &paths)
{
    m_tabs->setCurrentWidget(m_evidence);
    return m_evidence->importFiles(paths);
}

bool VerifyPage::applySuggested()
{
    return m_evidence->applySuggested();
}

bool VerifyPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_tree && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->modifiers() & ~Qt::KeypadModifier & ~Qt::ShiftModifier)
            return QWidget::eventFilter(watched, event);
        // Letters of the English status names, in both languages: they are
        // shown next to the list.
        static const std::pair<int, CheckStatus> keys[] = {{Qt::Key_P, CheckStatus::Pass},
                                                           {Qt::Key_F, CheckStatus::Fail},
                                                           {Qt::Key_N, CheckStatus::NotApplicable},
                                                           {Qt::Key_W, CheckStatus::Waived},
                                                           {Qt::Key_U, CheckStatus::NotChecked}};
        for (const auto &[k, status] : keys) {
            if (key->key() == k && m_model->item(m_tree->currentIndex())) {
                setStatus(status);
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

void VerifyPage::dragEnterEvent(QDragEnterEvent *event)
{
    if (!localFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void VerifyPage::dropEvent(QDropEvent *event)
{
    const QStringList files = localFiles(event->mimeData());
    if (files.isEmpty())
        return;
    event->acceptProposedAction();
    importFiles(files);
}
