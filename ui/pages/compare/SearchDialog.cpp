#include "SearchDialog.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressDialog>
#include <QPushButton>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include "document/EntityCommands.h"
#include "document/ProjectDocument.h"
#include "i18n/CostText.h"
#include "i18n/DisplayText.h"
#include "i18n/MoneyFormat.h"

using namespace suanpan;

namespace {

QString fromStd(const std::string &s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

enum Column { NameColumn, AcquisitionColumn, TimeColumn, TotalColumn, ReasonsColumn, Columns };

} // namespace

SearchDialog::SearchDialog(ProjectDocument *document, const std::string &workloadId,
                           QWidget *parent)
    : QDialog(parent), m_document(document), m_workloadId(workloadId)
{
    setObjectName(QStringLiteral("searchDialog"));
    setAttribute(Qt::WA_DeleteOnClose);
    auto *layout = new QVBoxLayout(this);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("searchSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_table = new QTableWidget(0, Columns, this);
    m_table->setObjectName(QStringLiteral("searchTable"));
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_table, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    m_add = new QPushButton(this);
    m_add->setObjectName(QStringLiteral("searchAdd"));
    m_add->setEnabled(false);
    m_close = new QPushButton(this);
    m_close->setObjectName(QStringLiteral("searchClose"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_close);
    layout->addLayout(buttons);
    connect(m_add, &QPushButton::clicked, this, &SearchDialog::addSelected);
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
            [this] { m_add->setEnabled(!m_table->selectedItems().isEmpty()); });
    resize(900, 480);
    retranslateUi();
}

SearchDialog::~SearchDialog()
{
    // The search checks the flag between cards; its queued reports to this
    // dialog are dropped once it is gone.
    m_cancel = true;
    if (m_thread.joinable())
        m_thread.join();
}

void SearchDialog::start()
{
    if (m_thread.joinable())
        return;
    m_progress = new QProgressDialog(this);
    m_progress->setObjectName(QStringLiteral("searchProgress"));
    m_progress->setRange(0, 1000);
    m_progress->setMinimumDuration(300);
    //: Progress dialog while enumerating card x count x site x contract
    m_progress->setLabelText(tr("Pricing every card, count, site and contract..."));
    connect(m_progress, &QProgressDialog::canceled, this, [this] { m_cancel = true; });

    // The worker gets copies: the document may change while it runs.
    auto project = std::make_shared<Project>(m_document->project());
    auto catalog = std::make_shared<Catalog>(m_document->catalog());
    const std::string workloadId = m_workloadId;
    QProgressDialog *progress = m_progress;
    m_thread = std::thread([this, project, catalog, workloadId, progress] {
        SearchSettings settings;
        settings.cancel = &m_cancel;
        settings.progress = [progress](double fraction) {
            QMetaObject::invokeMethod(
                progress, [progress, fraction] { progress->setValue(int(fraction * 1000.0)); },
                Qt::QueuedConnection);
        };
        auto result =
            std::make_shared<SearchResult>(searchOptions(*project, workloadId, *catalog, settings));
        QMetaObject::invokeMethod(
            this, [this, result] { finished(result); }, Qt::QueuedConnection);
    });
}

void SearchDialog::finished(std::shared_ptr<SearchResult> result)
{
    m_finished = true;
    m_result = std::move(result);
    if (m_progress) {
        m_progress->disconnect(this);
        m_progress->reset();
        m_progress->deleteLater();
        m_progress = nullptr;
    }
    showResult();
    show();
}

void SearchDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void SearchDialog::retranslateUi()
{
    //: Window title of the option search results
    setWindowTitle(tr("Search options"));
    m_table->setHorizontalHeaderLabels(
        {//: Search results header
         tr("Candidate"), tr("Acquisition"), tr("Time"), tr("Total cost"),
         //: Search results header: why the candidate is on the Pareto front
         tr("Why")});
    //: Button: adds the selected search candidate to the project's options
    m_add->setText(tr("&Add to Project"));
    m_close->setText(tr("&Close"));
    showResult();
}

void SearchDialog::showResult()
{
    if (!m_result) {
        m_summary->setText(tr("Searching..."));
        return;
    }
    const SearchResult &r = *m_result;
    //: Search summary; %1 candidates priced, %2 feasible, %3 on the Pareto front
    QString summary = tr("Priced %1 candidates; %2 feasible; %3 on the cost-time front "
                         "(cheaper or faster than every other).")
                          .arg(r.candidates)
                          .arg(r.feasible)
                          .arg(r.front.size());
    if (r.cancelled)
        summary += QLatin1Char(' ') + tr("The search was cancelled: the list is incomplete.");
    for (const Error &e : r.problems)
        summary += QLatin1Char('\n') + CostText::problem(e);
    m_summary->setText(summary);

    const int selected = m_table->currentRow();
    m_table->setRowCount(int(r.front.size()));
    for (size_t i = 0; i < r.front.size(); ++i) {
        const SearchCandidate &c = r.front[i];
        QStringList reasons;
        for (const std::string &code : c.reasons) {
            if (code == "cheapest")
                reasons << tr("cheapest", "search reason");
            else if (code == "fastest")
                reasons << tr("fastest", "search reason");
            else if (code == "pareto_tradeoff")
                reasons << tr("a cost-time trade-off: nothing is both cheaper and faster",
                              "search reason");
            else
                reasons << fromStd(code);
        }
        const PairResult &p = c.pair;
        const QString time = p.inference ? CostText::servingTime(p.inference->at.ttftSeconds,
                                                                 p.inference->at.tokensPerSecond)
                                         : CostText::jobTime(p.jobHours);
        const QString cells[Columns] = {fromStd(c.option.name.empty() ? c.id : c.option.name),
                                        DisplayText::acquisition(c.option.acquisition), time,
                                        MoneyFormat::range(p.total),
                                        reasons.join(QStringLiteral("; "))};
        for (int col = 0; col < Columns; ++col) {
            auto *item = new QTableWidgetItem(cells[col]);
            item->setToolTip(fromStd(c.id));
            m_table->setItem(int(i), col, item);
        }
    }
    if (selected >= 0 && selected < m_table->rowCount())
        m_table->selectRow(selected);
}

void SearchDialog::addSelected()
{
    const int row = m_table->currentRow();
    if (!m_result || row < 0 || size_t(row) >= m_result->front.size())
        return;
    Option option = m_result->front[size_t(row)].option;
    // Keep ids unique if the same candidate is added twice.
    std::string id = option.id;
    for (int n = 2;; ++n) {
        bool taken = false;
        for (const Option &o : m_document->project().options)
            taken = taken || o.id == id;
        if (!taken)
            break;
        id = option.id + "-" + std::to_string(n);
    }
    option.id = id;
    if (option.name.empty())
        option.name = m_result->front[size_t(row)].id;
    const int index = int(m_document->project().options.size());
    m_document->undoStack()->push(new InsertEntity<Option>(
        m_document, index, std::move(option), QT_TRANSLATE_NOOP("DocumentCommand", "Add option")));
}
