#include "QuotesPage.h"

#include <algorithm>

#include <QApplication>
#include <QClipboard>
#include <QColor>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "catalog/QuoteImport.h"
#include "cost/Evaluation.h"
#include "document/ExportFile.h"
#include "document/ProjectDocument.h"
#include "i18n/CostText.h"
#include "i18n/DisplayText.h"
#include "i18n/ErrorText.h"
#include "i18n/LanguageManager.h"
#include "i18n/MoneyFormat.h"
#include "i18n/QuoteText.h"
#include "io/FileText.h"
#include "model/Limits.h"
#include "pages/quotes/QuoteDialog.h"
#include "widgets/Colors.h"

using namespace suanpan;

namespace {

enum Column {
    ProviderColumn,
    CardColumn,
    PriceColumn,
    ValidityColumn,
    ListColumn,
    UsedColumn,
    PflopColumn,
    RunColumn,
    HorizonColumn,
    LeavesOutColumn,
    QuestionsColumn,
    ColumnCount
};

QTableWidgetItem *cell(const QString &text, const QString &tip = {}, bool number = false)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    if (!tip.isEmpty())
        item->setToolTip(tip);
    if (number)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

QuotesPage::QuotesPage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("quotesPage"));
    buildUi();
    retranslateUi();
    // Any edit can move the figures (workloads, assumptions, options): they
    // are worked out again when the page is next shown.
    connect(m_document, &ProjectDocument::changed, this, [this] {
        m_stale = true;
        if (isVisible())
            refresh();
    });
    connect(m_document, &ProjectDocument::reset, this, [this] {
        m_stale = true;
        showRefusals({});
        if (isVisible())
            refresh();
    });
}

void QuotesPage::buildUi()
{
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("quotesTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("quotesTable"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &QuotesPage::updateButtons);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, &QuotesPage::editQuote);

    const auto button = [this](const char *name, void (QuotesPage::*slot)()) {
        auto *b = new QPushButton(this);
        b->setObjectName(QString::fromLatin1(name));
        connect(b, &QPushButton::clicked, this, slot);
        return b;
    };
    m_add = button("addQuote", &QuotesPage::addQuote);
    m_edit = button("editQuote", &QuotesPage::editQuote);
    m_remove = button("removeQuote", &QuotesPage::removeQuote);
    m_paste = button("pasteQuotes", &QuotesPage::pasteQuotes);
    m_import = button("importQuotes", &QuotesPage::chooseImportFile);
    m_template = button("saveQuoteTemplate", &QuotesPage::chooseTemplatePath);
    m_price = button("priceFromQuote", &QuotesPage::priceOption);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_add, m_edit, m_remove, m_paste, m_import, m_template, m_price})
        buttons->addWidget(b);
    buttons->addStretch(1);

    m_refusals = new QLabel(this);
    m_refusals->setObjectName(QStringLiteral("quoteRefusals"));
    m_refusals->setWordWrap(true);
    m_refusals->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_refusals->setStyleSheet(QStringLiteral("color: %1;").arg(warningColor().name()));
    m_refusals->hide();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_hint);
    layout->addLayout(buttons);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_refusals);
    updateButtons();
}

void QuotesPage::retranslateUi()
{
    m_title->setText(tr("Providers' quotes"));
    m_hint->setText(
        tr("Each quote is worked out at this project's use: the price per card-hour actually "
           "used (billing granularity, minimum term, idle hours of a monthly term), per "
           "effective PFLOP-hour, per run and over the horizon; what it leaves out is priced at "
           "Suanpan's assumptions, and the checklist says what to ask before signing."));
    m_add->setText(tr("Add quote…"));
    m_edit->setText(tr("Edit…"));
    m_remove->setText(tr("Delete"));
    m_paste->setText(tr("Paste from spreadsheet"));
    m_import->setText(tr("Import table…"));
    m_import->setToolTip(tr("A CSV or TSV file, or an Excel workbook (.xlsx, its first sheet), "
                            "with a header line naming the columns in English or Chinese"));
    m_template->setText(tr("Save template…"));
    m_template->setToolTip(tr("A CSV file with the columns the import reads and one example row "
                              "to replace"));
    m_price->setText(tr("Price an option from it"));
    m_table->setHorizontalHeaderLabels(
        {tr("Provider"), tr("Card"), tr("Quote"), tr("Validity"),
         tr("CNY per card-hour\nas quoted"), tr("CNY per card-hour\nused"),
         tr("CNY per effective\nPFLOP-hour"), tr("Per run"), tr("Over the horizon"),
         tr("Leaves out"), tr("Ask the provider")});
    m_stale = true;
    if (isVisible())
        refresh();
}

void QuotesPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void QuotesPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void QuotesPage::setToday(const std::string &today)
{
    m_today = today;
    m_stale = true;
    refresh();
}

void QuotesPage::refresh()
{
    m_stale = false;
    const Project &project = m_document->project();
    const Catalog &catalog = m_document->catalog();
    const std::string today = quoteDay(m_today);
    const int keep = currentRow();
    m_normals.clear();
    m_table->setRowCount(int(project.quotes.size()));
    for (size_t i = 0; i < project.quotes.size(); ++i) {
        const ProviderQuote &q = project.quotes[i];
        m_normals.push_back(normaliseQuote(project, catalog, q, today));
        fillRow(int(i), q, m_normals.back(), today);
    }
    fitColumns();
    if (keep >= 0 && keep < m_table->rowCount())
        m_table->selectRow(keep);
    updateButtons();
}

void QuotesPage::fillRow(int row, const ProviderQuote &q, const QuoteNormal &n,
                         const std::string &today)
{
    const Project &project = m_document->project();
    const Card *card = m_document->catalog().findCard(q.cardId);
    QStringList includes;
    for (const QuoteItem item : q.includes)
        includes << QuoteText::item(item);
    m_table->setItem(
        row, ProviderColumn,
        cell(QString::fromStdString(q.provider),
             QuoteText::source(q) + QStringLiteral("\n") + QString::fromStdString(q.notes)));
    m_table->setItem(row, CardColumn,
                     cell(tr("%1 × %2").arg(q.cards).arg(card ? DisplayText::cardName(*card)
                                                              : QString::fromStdString(q.cardId))));
    //: Tooltip of a quote's price: what it includes
    m_table->setItem(row, PriceColumn,
                     cell(QuoteText::price(q),
                          includes.isEmpty()
                              ? tr("Includes nothing stated")
                              : tr("Includes: %1").arg(includes.join(QStringLiteral(", ")))));
    auto *validity = cell(QuoteText::validity(q, today));
    if (n.expired && !q.confirmed)
        validity->setForeground(warningColor());
    m_table->setItem(row, ValidityColumn, validity);
    m_table->setItem(row, ListColumn, cell(MoneyFormat::amount(n.listCnyPerCardHour), {}, true));
    //: Tooltip: how the used price comes from the quoted one
    const QString usedTip =
        tr("Busy %1 of the %2-month horizon on %3 cards; a monthly term pays the idle hours "
           "too.")
            .arg(MoneyFormat::percent(n.busyShare))
            .arg(n.horizonMonths)
            .arg(n.cards);
    m_table->setItem(row, UsedColumn,
                     cell(n.usedCnyPerCardHour ? MoneyFormat::amount(*n.usedCnyPerCardHour)
                                               : MoneyFormat::missing(),
                          usedTip, true));
    m_table->setItem(row, PflopColumn,
                     cell(n.cnyPerEffectivePflopHour
                              ? MoneyFormat::amount(*n.cnyPerEffectivePflopHour)
                              : MoneyFormat::missing(),
                          {}, true));
    QStringList runs, runTips;
    for (const WorkloadRun &r : n.runs) {
        const Workload *w = nullptr;
        for (const Workload &x : project.workloads)
            if (x.id == r.workloadId)
                w = &x;
        const QString name = w ? DisplayText::nameOrId(*w) : QString::fromStdString(r.workloadId);
        if (r.perRun)
            runs << MoneyFormat::amount(r.cny.likely);
        //: Tooltip line: a workload and its cost on the quote (per run or over the horizon)
        runTips << tr("%1: %2").arg(name, MoneyFormat::amount(r.cny.likely));
    }
    m_table->setItem(
        row, RunColumn,
        cell(runs.isEmpty() ? MoneyFormat::missing() : runs.join('\n'), runTips.join('\n'), true));
    m_table->setItem(
        row, HorizonColumn,
        cell(n.horizonCny ? MoneyFormat::amount(n.horizonCny->likely) : MoneyFormat::missing(), {},
             true));
    QStringList gaps, gapTips;
    for (const QuoteGap &g : n.leavesOut) {
        //: A hidden-cost line Suanpan adds for what the quote leaves out, and its amount
        gaps << tr("%1 %2").arg(CostText::lineName(g.line), MoneyFormat::amount(g.cny.likely));
        CostLine line;
        line.code = g.line;
        line.cny = g.cny;
        line.hidden = true;
        for (const QuoteGapInput &in : g.inputs)
            line.inputs.push_back({in.name, in.value, in.unit, in.source});
        gapTips << CostText::lineTooltip(line);
    }
    m_table->setItem(row, LeavesOutColumn,
                     cell(gaps.isEmpty() ? tr("nothing Suanpan prices") : gaps.join('\n'),
                          gapTips.join(QStringLiteral("\n\n"))));
    QStringList questions;
    for (const std::string &id : n.questions)
        questions << QuoteText::question(id);
    //: How many questions to ask the provider; the tooltip lists them
    m_table->setItem(
        row, QuestionsColumn,
        cell(tr("%n question(s)", nullptr, int(questions.size())), questions.join('\n')));
}

// Figures at their width; the words (provider, card, quote, validity, what
// it leaves out) wrap onto more lines, widest first, until every column is
// in view -- none below about one word a line.
void QuotesPage::fitColumns()
{
    m_table->resizeColumnsToContents();
    for (int c = 0; c < ColumnCount; ++c)
        m_table->setColumnWidth(c, std::min(m_table->columnWidth(c), 260));
    constexpr int kFloor = 88;
    const int wordColumns[] = {ProviderColumn, CardColumn, PriceColumn, ValidityColumn,
                               LeavesOutColumn};
    // The last column stretches over whatever is left: count what it needs.
    const int last = std::max(
        static_cast<const QAbstractItemView *>(m_table)->sizeHintForColumn(QuestionsColumn),
        m_table->horizontalHeader()->sectionSizeHint(QuestionsColumn));
    const auto total = [this, last] {
        int sum = last;
        for (int c = 0; c < QuestionsColumn; ++c)
            sum += m_table->columnWidth(c);
        return sum;
    };
    // A few pixels spare: a table exactly as wide as its view still scrolls
    // by them when a row is selected.
    const int room = m_table->viewport()->width() - 4;
    for (int over = total() - room; over > 0; over = total() - room) {
        int widest = -1;
        for (const int c : wordColumns)
            if (m_table->columnWidth(c) > kFloor &&
                (widest < 0 || m_table->columnWidth(c) > m_table->columnWidth(widest)))
                widest = c;
        if (widest < 0)
            break; // at the floor: the table scrolls
        m_table->setColumnWidth(widest,
                                std::max(kFloor, m_table->columnWidth(widest) - std::min(over, 8)));
    }
    m_table->resizeRowsToContents();
}

void QuotesPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (m_table->rowCount() > 0)
        fitColumns();
}

int QuotesPage::currentRow() const
{
    const auto rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.front().row();
}

void QuotesPage::updateButtons()
{
    const bool one = currentRow() >= 0;
    m_edit->setEnabled(one);
    m_remove->setEnabled(one);
    m_price->setEnabled(one);
}

void QuotesPage::addQuote()
{
    ProviderQuote q;
    int n = int(m_document->project().quotes.size()) + 1;
    while (findQuote(m_document->project(), "q-" + std::to_string(n)))
        ++n;
    q.id = "q-" + std::to_string(n);
    q.quotedOn = todayUtc();
    q.cardId = "h800-sxm";
    q.per = QuoteUnit::ServerMonth;
    QuoteDialog dialog(q, m_document->catalog(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    std::vector<ProviderQuote> quotes = m_document->project().quotes;
    quotes.push_back(dialog.quote());
    m_document->editQuotes(std::move(quotes), QT_TRANSLATE_NOOP("DocumentCommand", "Add quote"));
}

void QuotesPage::editQuote()
{
    const int row = currentRow();
    if (row < 0)
        return;
    std::vector<ProviderQuote> quotes = m_document->project().quotes;
    QuoteDialog dialog(quotes[size_t(row)], m_document->catalog(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    quotes[size_t(row)] = dialog.quote();
    m_document->editQuotes(std::move(quotes), QT_TRANSLATE_NOOP("DocumentCommand", "Edit quote"));
}

void QuotesPage::removeQuote()
{
    const int row = currentRow();
    if (row < 0)
        return;
    std::vector<ProviderQuote> quotes = m_document->project().quotes;
    quotes.erase(quotes.begin() + row);
    m_document->editQuotes(std::move(quotes), QT_TRANSLATE_NOOP("DocumentCommand", "Delete quote"));
}

int QuotesPage::importText(const std::string &text)
{
    const auto table = readQuoteFile(text, m_document->project(), m_document->catalog());
    if (!table.ok()) {
        showRefusals({ErrorText::error(table.error())});
        return 0;
    }
    QStringList lines;
    for (const QuoteRefusal &r : table.value().refusals)
        lines << QuoteText::refusal(r);
    std::vector<ProviderQuote> quotes = m_document->project().quotes;
    const auto &added = table.value().quotes;
    if (quotes.size() + added.size() > ProjectLimits::kMaxQuotes) {
        showRefusals({ErrorText::error(Error{ErrorCode::QuoteTooLarge, "",
                                             std::to_string(quotes.size() + added.size()) + " > " +
                                                 std::to_string(ProjectLimits::kMaxQuotes)})});
        return 0;
    }
    quotes.insert(quotes.end(), added.begin(), added.end());
    showRefusals(lines);
    if (!added.empty())
        m_document->editQuotes(std::move(quotes),
                               QT_TRANSLATE_NOOP("DocumentCommand", "Import quotes"));
    return int(added.size());
}

void QuotesPage::pasteQuotes()
{
    importText(QApplication::clipboard()->text().toStdString());
}

void QuotesPage::chooseImportFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import quotes"), QString(), tr("Quote tables (*.csv *.tsv *.txt *.xlsx)"));
    if (!path.isEmpty())
        importFile(path);
}

int QuotesPage::importFile(const QString &path)
{
    const auto bytes = readFileText(QFile::encodeName(path).toStdString(), 16u << 20);
    if (!bytes.ok()) {
        showRefusals({ErrorText::error(bytes.error())});
        return 0;
    }
    return importText(bytes.value());
}

void QuotesPage::chooseTemplatePath()
{
    const QString name = LanguageManager::isChinese() ? QStringLiteral("报价模板.csv")
                                                      : QStringLiteral("quotes-template.csv");
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save quote template"), name, tr("CSV (*.csv)"));
    if (!path.isEmpty())
        saveTemplate(path);
}

bool QuotesPage::saveTemplate(const QString &path)
{
    const std::string text =
        quoteTemplate(LanguageManager::isChinese() ? QuoteHeaders::Chinese : QuoteHeaders::English);
    const auto written =
        writeExportFile(path, QByteArray::fromStdString(text), m_document->filePath());
    showRefusals(written ? QStringList() : QStringList{ErrorText::error(written.error())});
    return bool(written);
}

void QuotesPage::priceOption()
{
    const int row = currentRow();
    if (row < 0)
        return;
    m_document->addOptionFromQuote(m_document->project().quotes[size_t(row)].id);
}

void QuotesPage::showRefusals(const QStringList &lines)
{
    m_refusals->setText(lines.join('\n'));
    m_refusals->setVisible(!lines.isEmpty());
}
