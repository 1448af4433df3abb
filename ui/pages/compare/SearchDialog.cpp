#include "SearchDialog.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressDialog>
#include <QPushButton>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include "document/EntityCommands.h"
#include "document/ProjectDocument.h"
#include "i18n/CostText.h"
#include "i18n/DisplayText.h"
#include "i18n/ErrorText.h"
#include "i18n/MoneyFormat.h"

using namespace suanpan;

namespace {

enum Column {
    NameColumn,
    TimeColumn,
    CostColumn,
    UpfrontColumn,
    HorizonColumn,
    WhyColumn,
    Columns
};

QString count(long long n)
{
    return QLocale().toString(n);
}

// Items of a list in a line: "; " in English, the full-width semicolon in Chinese.
QString listSeparator()
{
    //: Separates the items of a list in one line
    return SearchDialog::tr("; ", "list separator");
}

QTableWidget *candidateTable(const char *objectName, QWidget *parent)
{
    auto *table = new QTableWidget(0, Columns, parent);
    table->setObjectName(QLatin1String(objectName));
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setWordWrap(false);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

// The labels' horizon, as CostText words every horizon figure.
Evaluation horizonOf(const SearchResult &r)
{
    Evaluation ev;
    ev.horizonMonths = r.horizonMonths;
    ev.otherWork = r.otherWorkShare;
    return ev;
}

bool owned(const SearchCandidate &c)
{
    return c.option.acquisition != Acquisition::Rent;
}

} // namespace

SearchDialog::SearchDialog(ProjectDocument *document, const std::string &workloadId,
                           QWidget *parent)
    : QDialog(parent), m_document(document), m_workloadId(workloadId)
{
    setObjectName(QStringLiteral("searchDialog"));
    setAttribute(Qt::WA_DeleteOnClose);
    auto *layout = new QVBoxLayout(this);
    const auto label = [this](const char *name) {
        auto *l = new QLabel(this);
        l->setObjectName(QLatin1String(name));
        l->setWordWrap(true);
        l->setTextFormat(Qt::PlainText);
        return l;
    };
    m_summary = label("searchSummary");
    m_limits = label("searchLimits");
    m_leftOut = label("searchLeftOut");
    layout->addWidget(m_summary);
    layout->addWidget(m_limits);
    layout->addWidget(m_leftOut);
    m_table = candidateTable("searchTable", this);
    layout->addWidget(m_table, 3);
    m_otherWorkTitle = label("searchOtherWorkTitle");
    QFont bold = m_otherWorkTitle->font();
    bold.setBold(true);
    m_otherWorkTitle->setFont(bold);
    layout->addWidget(m_otherWorkTitle);
    m_otherWork = candidateTable("searchOtherWorkTable", this);
    layout->addWidget(m_otherWork, 1);
    m_details = new QLabel(this);
    m_details->setObjectName(QStringLiteral("searchDetails"));
    m_details->setWordWrap(true);
    m_details->setTextFormat(Qt::RichText);
    m_details->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setMinimumHeight(m_details->fontMetrics().lineSpacing() * 5);
    layout->addWidget(m_details);
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
    // One selection across both tables: picking in one clears the other.
    for (QTableWidget *table : {m_table, m_otherWork}) {
        QTableWidget *other = table == m_table ? m_otherWork : m_table;
        connect(table, &QTableWidget::itemSelectionChanged, this, [this, table, other] {
            if (!table->selectedItems().isEmpty())
                other->clearSelection();
            m_add->setEnabled(selected() != nullptr);
            showDetails();
        });
    }
    resize(1180, 700);
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
    //: Button: adds the selected search candidate to the project's options
    m_add->setText(tr("&Add to Project"));
    m_close->setText(tr("&Close"));
    //: Heading of the purchases listed apart from the search's front
    m_otherWorkTitle->setText(
        tr("Owning is cheaper per run here only because of the other work declared for the "
           "cards"));
    showResult();
}

QString SearchDialog::summaryText() const
{
    const SearchResult &r = *m_result;
    QString workload = QString::fromStdString(r.workloadId);
    for (const Workload &w : m_document->project().workloads)
        if (w.id == r.workloadId && !DisplayText::name(w).isEmpty())
            workload = DisplayText::name(w);
    //: Search summary; %1 candidates priced, %2 the workload's name, %3 how many on the front
    QString s = tr("Priced %1 candidates for \"%2\": %3 on the cost-time front (cheaper or faster "
                   "than every other that passed the checks below).")
                    .arg(count(r.candidates), workload, count((long long)r.front.size()));
    if (r.cancelled)
        s += QLatin1Char(' ') + tr("The search was cancelled: the list is incomplete.");
    for (const Error &e : r.problems)
        s += QLatin1Char('\n') + ErrorText::error(e);
    return s;
}

QString SearchDialog::limitsText() const
{
    const SearchResult &r = *m_result;
    QString budgets;
    if (r.capitalBudgetCny && r.monthlyBudgetCny)
        //: %1 and %2 are amounts of money
        budgets = tr("Budgets: up to %1 on day one and %2 a month.")
                      .arg(MoneyFormat::amount(*r.capitalBudgetCny),
                           MoneyFormat::amount(*r.monthlyBudgetCny));
    else if (r.capitalBudgetCny)
        budgets = tr("Budget: up to %1 on day one; no monthly limit.")
                      .arg(MoneyFormat::amount(*r.capitalBudgetCny));
    else if (r.monthlyBudgetCny)
        budgets = tr("Budget: up to %1 a month; no limit on day one.")
                      .arg(MoneyFormat::amount(*r.monthlyBudgetCny));
    else
        budgets = tr("No budgets set (File > Project Properties).");
    const QString source =
        r.restrictedCardSource
            ? tr("The team has a source for export-restricted cards: buying them is proposed too.")
            : tr("Buying export-restricted cards is left out: the team has no source for them "
                 "(File > Project Properties).");
    //: Two sentences in a row (no space between them in Chinese)
    return tr("%1 %2", "two sentences").arg(budgets, source);
}

QString SearchDialog::leftOutText() const
{
    const SearchResult &r = *m_result;
    struct Item {
        long long n;
        QString what;
    };
    const Item items[] = {
        //: Left out by the search: each item is "what: how many"
        {r.doesNotFit, tr("does not fit in memory")},
        {r.missesLatency, tr("misses the first-token target")},
        {r.missesDeadline, tr("misses the deadline")},
        {r.spotLongJob, tr("spot job over 12 hours")},
        {r.exportRestricted, tr("buys an export-restricted card")},
        {r.overCapitalBudget, tr("over the day-one budget")},
        {r.overMonthlyBudget, tr("over the monthly budget")},
        {r.needsOtherWork, tr("a purchase cheaper only by the other work declared")},
        //: %1 is the scaling efficiency floor, "75 %"
        {r.poorScaling, tr("scales below %1").arg(MoneyFormat::percent(0.75))},
        {r.shortRun, tr("fewer cards already finish within an hour")},
        {r.idleCards, tr("fewer cards already serve the load")},
        {r.dominated, tr("dearer and slower than one listed")},
    };
    QStringList parts;
    for (const Item &i : items)
        if (i.n > 0)
            //: One item of the search's left-out line: %1 why, %2 how many
            parts << tr("%1: %2").arg(i.what, count(i.n));
    if (parts.isEmpty())
        return {};
    //: %1 is a list such as "does not fit in memory: 508; misses the deadline: 455"
    return tr("Left out: %1.").arg(parts.join(listSeparator()));
}

QString SearchDialog::candidateName(const SearchCandidate &c) const
{
    return DisplayText::optionName(c.option, m_document->catalog());
}

QString SearchDialog::reasonsText(const SearchCandidate &c) const
{
    QStringList reasons;
    for (const SearchReason r : c.reasons)
        if (const QString word = reasonWord(r, c); !word.isEmpty())
            reasons << word;
    for (const Flag &f : c.pair.flags)
        reasons << CostText::flagShort(f.code);
    return reasons.join(listSeparator());
}

QString SearchDialog::reasonWord(SearchReason reason, const SearchCandidate &c)
{
    switch (reason) {
    case SearchReason::Cheapest:
        return tr("cheapest", "search reason");
    case SearchReason::Fastest:
        return tr("fastest", "search reason");
    case SearchReason::ParetoTradeoff:
        //: Search reason, short: neither the cheapest nor the fastest, but nothing
        //: else is both cheaper and faster
        return tr("trade-off", "search reason");
    case SearchReason::NeedsOtherWork:
        if (!c.pair.capacity)
            return {};
        //: %1 the share of the horizon the declared other work keeps the cards busy
        return tr("other work keeps the cards busy %1", "search reason")
            .arg(MoneyFormat::percent(c.pair.capacity->otherWork));
    // The dropped candidates are not listed here; their flags say why.
    case SearchReason::DoesNotFit:
    case SearchReason::MissesLatency:
    case SearchReason::MissesDeadline:
    case SearchReason::SpotLongJob:
    case SearchReason::ExportRestricted:
    case SearchReason::OverCapitalBudget:
    case SearchReason::OverMonthlyBudget:
    case SearchReason::PoorScaling:
    case SearchReason::ShortRun:
    case SearchReason::IdleCards:
    case SearchReason::Dominated:
    case SearchReason::Count:
        break;
    }
    return {};
}

QString SearchDialog::reasonSentence(const SearchCandidate &c) const
{
    QStringList why;
    for (const SearchReason r : c.reasons) {
        if (r == SearchReason::Cheapest)
            why << tr("The cheapest of those that passed every check.");
        else if (r == SearchReason::Fastest)
            why << tr("The fastest of those that passed every check.");
        else if (r == SearchReason::ParetoTradeoff)
            why << tr("A cost-time trade-off: nothing is both cheaper and faster.");
    }
    QString text;
    for (const QString &sentence : why)
        text = text.isEmpty() ? sentence : tr("%1 %2", "two sentences").arg(text, sentence);
    return text;
}

QString SearchDialog::detailsText(const SearchCandidate &c) const
{
    const Evaluation ev = horizonOf(*m_result);
    const PairResult &p = c.pair;
    QStringList lines;
    //: Details of a search candidate: %1 its time, %2 its cost, %3 the cost's scope
    const QString figures =
        tr("%1, %2 %3")
            .arg(p.inference ? CostText::servingTime(p.inference->at.ttftSeconds,
                                                     p.inference->at.tokensPerSecond)
                             : CostText::jobTime(p.jobHours),
                 MoneyFormat::range(p.total), CostText::scope(p.scope, ev));
    // "%1: %2" puts the bold name before its figures, with the language's colon.
    lines << tr("%1: %2").arg(QStringLiteral("<b>%1</b>").arg(candidateName(c).toHtmlEscaped()),
                              figures.toHtmlEscaped());
    if (const QString why = reasonSentence(c); !why.isEmpty())
        lines << why.toHtmlEscaped();
    if (owned(c)) {
        if (p.capacity)
            lines << (p.capacity->otherWork > p.capacity->projectShare
                          ? CostText::otherWorkSentence(*p.capacity)
                          : CostText::capacitySentence(*p.capacity))
                         .toHtmlEscaped();
        //: %1 cash on day one, %2 total over the horizon, %3 its scope, %4 steady monthly spend
        lines << tr("Cash on day one %1; %2 in total %3; then %4 a month.")
                     .arg(MoneyFormat::amount(c.cash.upfront.likely),
                          MoneyFormat::amount(c.cash.optionTotal.likely),
                          CostText::scope(CostScope::Horizon, ev),
                          MoneyFormat::amount(c.cash.monthly.likely))
                     .toHtmlEscaped();
    } else {
        //: %1 cash on day one, %2 spend in the busiest month
        lines << tr("Cash on day one %1; at most %2 in a month.")
                     .arg(MoneyFormat::amount(c.cash.upfront.likely),
                          MoneyFormat::amount(c.cash.monthlySpend))
                     .toHtmlEscaped();
    }
    for (const Flag &f : p.flags)
        lines << QStringLiteral("\u2022 ") +
                     CostText::flagSentence(f, &m_document->catalog()).toHtmlEscaped();
    return lines.join(QStringLiteral("<br>"));
}

void SearchDialog::fillTable(QTableWidget *table, const std::vector<SearchCandidate> &candidates)
{
    const Evaluation ev = horizonOf(*m_result);
    const int selectedRow = table->currentRow();
    table->setRowCount(int(candidates.size()));
    for (size_t i = 0; i < candidates.size(); ++i) {
        const SearchCandidate &c = candidates[i];
        const PairResult &p = c.pair;
        const QString time = p.inference ? CostText::servingTime(p.inference->at.ttftSeconds,
                                                                 p.inference->at.tokensPerSecond)
                                         : CostText::jobTime(p.jobHours);
        // Rented cards are paid for the run: no total over the horizon.
        const QString horizon =
            owned(c) ? MoneyFormat::amount(c.cash.optionTotal.likely) : MoneyFormat::missing();
        const QString cells[Columns] = {candidateName(c),
                                        time,
                                        MoneyFormat::range(p.total),
                                        MoneyFormat::amount(c.cash.upfront.likely),
                                        horizon,
                                        reasonsText(c)};
        const QString tip = detailsText(c);
        for (int col = 0; col < Columns; ++col) {
            auto *item = new QTableWidgetItem(cells[col]);
            item->setToolTip(tip);
            if (col != NameColumn && col != WhyColumn)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table->setItem(int(i), col, item);
        }
    }
    // Serving is priced over the horizon already: one total column.
    const bool perRun = candidates.empty() || candidates.front().pair.scope == CostScope::PerRun;
    table->setColumnHidden(HorizonColumn, !perRun);
    const CostScope scope = perRun ? CostScope::PerRun : CostScope::Horizon;
    table->setHorizontalHeaderLabels(
        {//: Search results header: the candidate's card, count, site, contract
         tr("Candidate"),
         //: Search results header: the job's time, or the first-token latency
         tr("Time"), CostText::totalName(scope, ev),
         //: Search results header: cash out on day one (capex, set-up, deposits)
         tr("Day one"), CostText::totalName(CostScope::Horizon, ev),
         //: Search results header: why the candidate is listed, and its risks
         tr("Why")});
    table->horizontalHeaderItem(CostColumn)->setToolTip(CostText::scope(scope, ev));
    table->horizontalHeaderItem(HorizonColumn)->setToolTip(CostText::scope(CostScope::Horizon, ev));
    if (selectedRow >= 0 && selectedRow < table->rowCount())
        table->selectRow(selectedRow);
}

void SearchDialog::showResult()
{
    const bool ready = bool(m_result);
    m_limits->setVisible(ready);
    m_leftOut->setVisible(ready);
    if (!ready) {
        m_summary->setText(tr("Searching..."));
        m_otherWorkTitle->hide();
        m_otherWork->hide();
        m_details->clear();
        return;
    }
    m_summary->setText(summaryText());
    m_limits->setText(limitsText());
    m_leftOut->setText(leftOutText());
    fillTable(m_table, m_result->front);
    fillTable(m_otherWork, m_result->otherWork);
    const bool others = !m_result->otherWork.empty();
    m_otherWorkTitle->setVisible(others);
    m_otherWork->setVisible(others);
    showDetails();
}

const SearchCandidate *SearchDialog::selected() const
{
    if (!m_result)
        return nullptr;
    const auto rowOf = [](const QTableWidget *table) {
        const QList<QTableWidgetItem *> items = table->selectedItems();
        return items.isEmpty() ? -1 : items.front()->row();
    };
    if (const int row = rowOf(m_table); row >= 0 && size_t(row) < m_result->front.size())
        return &m_result->front[size_t(row)];
    if (const int row = rowOf(m_otherWork); row >= 0 && size_t(row) < m_result->otherWork.size())
        return &m_result->otherWork[size_t(row)];
    return nullptr;
}

void SearchDialog::showDetails()
{
    const SearchCandidate *c = selected();
    if (c)
        m_details->setText(detailsText(*c));
    else if (m_result)
        //: Shown under the search results while nothing is selected
        m_details->setText(
            tr("Select a candidate to see why it is listed and what to check.").toHtmlEscaped());
}

void SearchDialog::addSelected()
{
    const SearchCandidate *c = selected();
    if (!c)
        return;
    Option option = c->option;
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
    // Named in both languages, as the project's options are.
    DisplayText::nameFromParts(option, m_document->catalog());
    const int index = int(m_document->project().options.size());
    m_document->undoStack()->push(new InsertEntity<Option>(
        m_document, index, std::move(option), QT_TRANSLATE_NOOP("DocumentCommand", "Add option")));
}
