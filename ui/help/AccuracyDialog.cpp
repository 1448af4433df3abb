#include "AccuracyDialog.h"

#include <cmath>

#include <QApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include "catalog/Catalog.h"
#include "i18n/DisplayText.h"
#include "i18n/ErrorText.h"
#include "i18n/EstimateText.h"
#include "i18n/MoneyFormat.h"

using namespace suanpan;

namespace {

const QChar kTimes(0x00d7);

// Where an item keeps the number it sorts by, and the row's index in the
// comparisons (rows move when the table is sorted).
constexpr int kSortRole = Qt::UserRole;
constexpr int kIndexRole = Qt::UserRole + 1;

// Sorts numerically by kSortRole when it is set, else by its text.
class SortItem final : public QTableWidgetItem
{
public:
    using QTableWidgetItem::QTableWidgetItem;

    bool operator<(const QTableWidgetItem &other) const override
    {
        const QVariant mine = data(kSortRole);
        const QVariant theirs = other.data(kSortRole);
        if (mine.isValid() && theirs.isValid())
            return mine.toDouble() < theirs.toDouble();
        return QTableWidgetItem::operator<(other);
    }
};

// The busy cursor while the rows are sized, back to normal however it ends.
class BusyCursor final
{
public:
    BusyCursor() { QApplication::setOverrideCursor(Qt::WaitCursor); }
    ~BusyCursor() { QApplication::restoreOverrideCursor(); }
    BusyCursor(const BusyCursor &) = delete;
    BusyCursor &operator=(const BusyCursor &) = delete;
};

QString escaped(const std::string &text)
{
    return QString::fromStdString(text).toHtmlEscaped();
}

int rowCount(const Result<PublishedComparisons> &set)
{
    return set.ok() ? int(set.value().rows.size()) : 0;
}

int withinCount(const Result<PublishedComparisons> &set)
{
    return set.ok() ? set.value().withinCount() : 0;
}

double toleranceOf(const Result<PublishedComparisons> &set, double fallback)
{
    return set.ok() ? set.value().tolerance : fallback;
}

// Every row outside its tolerance is a declared gap (the validation test
// holds the built-in rows to this).
bool onlyKnownGapsOutside(const Result<PublishedComparisons> &set)
{
    if (!set.ok())
        return false;
    for (const PublishedComparison &row : set.value().rows)
        if (!row.within() && (row.knownGap.empty() || row.problem))
            return false;
    return true;
}

} // namespace

AccuracyDialog::AccuracyDialog(QWidget *parent)
    : QDialog(parent), m_training(Error{}), m_serving(Error{}), m_header(new QLabel(this)),
      m_tabs(new QTabWidget(this)), m_trainingTable(makeTable("accuracyTrainingTable")),
      m_servingTable(makeTable("accuracyServingTable")), m_details(new QLabel(this))
{
    setObjectName(QStringLiteral("accuracyDialog"));
    m_header->setObjectName(QStringLiteral("accuracyHeader"));
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_tabs->setObjectName(QStringLiteral("accuracyTabs"));
    m_tabs->addTab(m_trainingTable, QString());
    m_tabs->addTab(m_servingTable, QString());
    m_details->setObjectName(QStringLiteral("accuracyDetails"));
    m_details->setWordWrap(true);
    m_details->setTextFormat(Qt::RichText);
    m_details->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_details->setMinimumHeight(m_details->fontMetrics().lineSpacing() * 7);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->setObjectName(QStringLiteral("accuracyButtons"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_header);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_details);
    layout->addWidget(buttons);

    for (QTableWidget *table : {m_trainingTable, m_servingTable})
        connect(table, &QTableWidget::itemSelectionChanged, this,
                [this, table] { showDetails(table); });
    connect(m_tabs, &QTabWidget::currentChanged, this,
            [this] { showDetails(qobject_cast<QTableWidget *>(m_tabs->currentWidget())); });

    // Every column whole, the longest run names included, on a 1280 x 800 screen.
    resize(1240, 740);
    compute();
    retranslateUi();
    m_trainingTable->selectRow(0);
}

QTableWidget *AccuracyDialog::makeTable(const char *objectName)
{
    auto *table = new QTableWidget(0, ColumnCount, this);
    table->setObjectName(QLatin1String(objectName));
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setTabKeyNavigation(false); // Tab leaves the table for the next control
    table->setWordWrap(false);
    table->verticalHeader()->hide();
    // One line per row: more runs in view at once.
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().lineSpacing() + 8);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    // Rows start in the documents' order (grouped by source); a click on a
    // header sorts.
    table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    table->setSortingEnabled(true);
    return table;
}

void AccuracyDialog::compute()
{
    // Sizing the 33 rows takes a few milliseconds, on open only.
    const BusyCursor busy;
    m_training = builtinTrainingComparisons();
    m_serving = builtinServingComparisons();
}

void AccuracyDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void AccuracyDialog::retranslateUi()
{
    setWindowTitle(tr("How Accurate Are the Estimates?"));
    m_header->setText(headerText());
    //: Tab title; %1 and %2 are counts of published runs, e.g. "12 of 17 within"
    m_tabs->setTabText(0, tr("Training: card-hours (%1 of %2 within)")
                              .arg(QLocale().toString(withinCount(m_training)),
                                   QLocale().toString(rowCount(m_training))));
    //: Tab title; %1 and %2 are counts of published benchmark results
    m_tabs->setTabText(1, tr("Serving: output tokens/s (%1 of %2 within)")
                              .arg(QLocale().toString(withinCount(m_serving)),
                                   QLocale().toString(rowCount(m_serving))));
    m_trainingTable->setHorizontalHeaderLabels(
        {//: Column: a published training run (its name, as the source gives it)
         tr("Published run"), tr("Cards"),
         //: Column: the card-hours the run's source published
         tr("Published card-hours"),
         //: Column: the card-hours Suanpan estimates for the same run
         tr("Suanpan's estimate"),
         //: Column: estimate divided by the published figure, e.g. x1.07
         tr("Ratio"),
         //: Column: within the tolerance or not
         tr("Verdict")});
    m_servingTable->setHorizontalHeaderLabels(
        {//: Column: a published serving benchmark result
         tr("Published benchmark"), tr("Cards"),
         //: Column: generated tokens per second over all the cards, as published
         tr("Published output tokens/s"), tr("Suanpan's estimate"), tr("Ratio"), tr("Verdict")});
    fillTable(m_trainingTable, m_training);
    fillTable(m_servingTable, m_serving);
    showDetails(qobject_cast<QTableWidget *>(m_tabs->currentWidget()));
}

QString AccuracyDialog::headerText() const
{
    // Chinese runs its sentences together; English puts a space between them.
    const QString gap = QLocale().language() == QLocale::Chinese ? QString() : QStringLiteral(" ");
    const double trainingTolerance = toleranceOf(m_training, 1.3);
    const double servingTolerance = toleranceOf(m_serving, 1.5);
    QString text =
        tr("Suanpan's estimates with its default settings, the way it sizes a new job, against "
           "published runs: no row is tuned. A training estimate is within when its card-hours "
           "are within %1 of the published figure (above or below), a serving estimate when its "
           "output tokens per second are within %2.")
            .arg(kTimes + toleranceText(trainingTolerance),
                 kTimes + toleranceText(servingTolerance));
    text += gap;
    //: %n is the number of published training runs, %1 how many of them are within
    const QString training = tr("%1 of %n training run(s)", "", rowCount(m_training))
                                 .arg(QLocale().toString(withinCount(m_training)));
    //: %n is the number of published serving results, %1 how many of them are within
    const QString serving = tr("%1 of %n serving result(s)", "", rowCount(m_serving))
                                .arg(QLocale().toString(withinCount(m_serving)));
    //: %1 is "12 of 17 training runs", %2 "12 of 16 serving results"
    text += tr("Within: %1 and %2.").arg(training, serving);
    if (onlyKnownGapsOutside(m_training) && onlyKnownGapsOutside(m_serving))
        text += gap + tr("The others are known gaps: what the engine does not model yet, explained "
                         "for each row.");
    for (const auto *set : {&m_training, &m_serving})
        if (!set->ok())
            text += gap + ErrorText::error(set->error());
    return text;
}

void AccuracyDialog::fillTable(QTableWidget *table, const Result<PublishedComparisons> &set)
{
    // Filled with sorting off (items would move while being set), then
    // sorted again as the user last chose.
    const int sortColumn = table->horizontalHeader()->sortIndicatorSection();
    const Qt::SortOrder order = table->horizontalHeader()->sortIndicatorOrder();
    const int selected = table->currentRow() >= 0 && table->item(table->currentRow(), Name)
                             ? table->item(table->currentRow(), Name)->data(kIndexRole).toInt()
                             : -1;
    table->setSortingEnabled(false);
    table->setRowCount(rowCount(set));
    for (int r = 0; r < rowCount(set); ++r) {
        const PublishedComparison &row = set.value().rows[size_t(r)];
        const QString cells[ColumnCount] = {DisplayText::name(row.nameZh, row.name),
                                            cardsText(row),
                                            MoneyFormat::quantity(row.published),
                                            row.problem ? MoneyFormat::missing()
                                                        : MoneyFormat::quantity(row.estimate),
                                            ratioText(row.ratio),
                                            verdictText(row)};
        const QVariant sortKeys[ColumnCount] = {QVariant(),   row.cards, row.published,
                                                row.estimate, row.ratio, QVariant()};
        for (int c = 0; c < ColumnCount; ++c) {
            auto *item = new SortItem(cells[c]);
            item->setData(kSortRole, sortKeys[c]);
            item->setData(kIndexRole, r);
            if (c >= Published && c <= Ratio)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setToolTip(
                c == Verdict ? verdictToolTip(row)
                             : tr("Source: %1").arg(DisplayText::name(row.sourceZh, row.source)));
            table->setItem(r, c, item);
        }
    }
    table->setSortingEnabled(true);
    if (sortColumn >= 0)
        table->sortByColumn(sortColumn, order);
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, Name)->data(kIndexRole).toInt() == selected)
            table->selectRow(r);
}

const PublishedComparison *AccuracyDialog::rowAt(QTableWidget *table, int row) const
{
    const Result<PublishedComparisons> &set = table == m_trainingTable ? m_training : m_serving;
    const QTableWidgetItem *item = row >= 0 ? table->item(row, Name) : nullptr;
    if (!item || !set.ok())
        return nullptr;
    const int index = item->data(kIndexRole).toInt();
    if (index < 0 || index >= rowCount(set))
        return nullptr;
    return &set.value().rows[size_t(index)];
}

void AccuracyDialog::showDetails(QTableWidget *table)
{
    if (!table || table != m_tabs->currentWidget())
        return;
    const PublishedComparison *row = rowAt(table, table->currentRow());
    m_details->setText(row ? detailsText(*row)
                           : tr("Choose a row to see its source and how it was compared."));
}

QString AccuracyDialog::cardsText(const PublishedComparison &row) const
{
    const Result<Catalog> &catalog = builtinCatalog();
    const Card *card = catalog.ok() ? catalog.value().findCard(row.cardId) : nullptr;
    const QString name =
        card ? DisplayText::cardName(*card) : DisplayText::unknownEntry(row.cardId);
    // "2,048 x A100 80GB SXM", as option names write a count of cards.
    return QLocale().toString(row.cards) + QChar::Nbsp + kTimes + QChar::Nbsp + name;
}

QString AccuracyDialog::ratioText(double ratio)
{
    if (!(ratio > 0.0) || !std::isfinite(ratio))
        return MoneyFormat::missing();
    return kTimes + QLocale().toString(ratio, 'f', 2);
}

QString AccuracyDialog::toleranceText(double tolerance)
{
    return QLocale().toString(tolerance, 'g', 3);
}

QString AccuracyDialog::verdictText(const PublishedComparison &row)
{
    if (row.problem)
        //: Verdict: the row could not be sized
        return tr("Not computed");
    if (row.within())
        //: Verdict: the estimate is within the tolerance of the published figure
        return tr("Within");
    if (!row.knownGap.empty())
        //: Verdict: outside the tolerance, for a reason the engine does not model yet
        return tr("Outside: known gap");
    if (!row.fits)
        return tr("Outside: does not fit");
    return tr("Outside");
}

QString AccuracyDialog::gapSentence(GapCode code)
{
    switch (code) {
    case GapCode::LayoutChoice:
        return tr("Suanpan chooses a different parallel layout from the one the published run "
                  "tuned by hand.");
    case GapCode::None:
    case GapCode::Count:
        break;
    }
    return {};
}

QString AccuracyDialog::verdictToolTip(const PublishedComparison &row)
{
    if (row.problem)
        return ErrorText::error(*row.problem);
    if (row.within())
        //: %1 is a tolerance such as x1.3
        return tr("Within %1 of the published figure.").arg(kTimes + toleranceText(row.tolerance));
    if (row.knownGap.empty())
        return tr("Outside %1 of the published figure.").arg(kTimes + toleranceText(row.tolerance));
    const QString sentence = gapSentence(row.knownGapCode);
    //: Before a known gap's reason, which is shown in English
    const QString lead = sentence.isEmpty() ? tr("Not modelled yet:") : sentence;
    return lead + QLatin1Char('\n') + QString::fromStdString(row.knownGap);
}

QString AccuracyDialog::detailsText(const PublishedComparison &row)
{
    QStringList lines;
    lines
        << QStringLiteral("<b>%1</b>").arg(DisplayText::name(row.nameZh, row.name).toHtmlEscaped());
    //: Details pane: where the published figure comes from (a citation)
    lines << tr("Source: %1").arg(DisplayText::name(row.sourceZh, row.source).toHtmlEscaped());
    if (!row.note.empty())
        //: Details pane: the source's own words about the figure (English)
        lines << tr("About the figure: %1").arg(escaped(row.note));
    if (!row.problem) {
        if (row.measure == PublishedMeasure::CardHours)
            //: %1 is a layout such as "TP 8 x PP 2 x DP 4", %2 an MFU such as "38 %"
            lines << tr("Suanpan's choice: %1, MFU %2.")
                         .arg(EstimateText::parallelSplit(row.layout).toHtmlEscaped(),
                              EstimateText::percent(row.mfu));
        else
            //: %1 is the tensor-parallel degree, %2 the requests in flight
            lines << tr("Suanpan's setting: tensor parallel %1, %2 requests in flight.")
                         .arg(QLocale().toString(row.layout.tensorParallel),
                              QLocale().toString(row.concurrency));
        if (row.recomputeFixed)
            //: Details pane: %1 is e.g. "full recomputation", as the run's launch script set it
            lines << tr("As the run was launched: %1, which Suanpan kept while choosing the rest "
                        "of the layout.")
                         .arg(EstimateText::recompute(row.layout.recompute));
        if (row.kvReads == KvReadPattern::OncePerQueryHead)
            //: Details pane: a serving row from an engine release before the XQA kernels
            lines << tr("As the source's engine decoded: each KV head is read once per query head "
                        "that shares it, not once for the group (kernels before XQA).");
    }
    if (!row.knownGap.empty() && !row.within()) {
        const QString sentence = gapSentence(row.knownGapCode);
        //: Details pane: why the row is outside the tolerance; %1 is a translated sentence
        lines << tr("Known gap: %1").arg(sentence.isEmpty() ? tr("Not modelled yet:") : sentence) +
                     QStringLiteral(" <i>%1</i>").arg(escaped(row.knownGap));
    }
    return lines.join(QLatin1String("<br>"));
}
