#include "SignOffPage.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPageSize>
#include <QPrinter>
#include <QPushButton>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

#include "document/ExportNames.h"
#include "document/ProjectDocument.h"
#include "document/VerifySelection.h"
#include "i18n/FindingText.h"
#include "report/Exporter.h"
#include "report/SignOffSheet.h"
#include "settings/Settings.h"
#include "widgets/Prompts.h"
#include "widgets/StatusIcons.h"
#include "widgets/VerifyPrompts.h"

using namespace suanpan;

namespace {

// The counts shown at the top, in this order.
constexpr CheckStatus kCounted[] = {CheckStatus::Pass, CheckStatus::Fail, CheckStatus::NotChecked,
                                    CheckStatus::NotApplicable, CheckStatus::Waived};
const char *const kCountNames[] = {"signOffPass", "signOffFail", "signOffMissing",
                                   "signOffNotApplicable", "signOffWaived"};

int countOf(const ChecklistCounts &c, CheckStatus s)
{
    switch (s) {
    case CheckStatus::Pass:
        return c.pass;
    case CheckStatus::Fail:
        return c.fail;
    case CheckStatus::NotChecked:
        return c.notChecked;
    case CheckStatus::NotApplicable:
        return c.notApplicable;
    case CheckStatus::Waived:
        return c.waived;
    }
    return 0;
}

// Restores the cursor however the export ends.
struct BusyCursor {
    BusyCursor() { QApplication::setOverrideCursor(Qt::WaitCursor); }
    ~BusyCursor() { QApplication::restoreOverrideCursor(); }
    BusyCursor(const BusyCursor &) = delete;
    BusyCursor &operator=(const BusyCursor &) = delete;
};

} // namespace

SignOffPage::SignOffPage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("signOffPage"));
    buildUi();
    VerifySelection *selection = VerifySelection::of(document);
    connect(selection, &VerifySelection::changed, this, &SignOffPage::invalidate);
    connect(m_option, &QComboBox::activated, this, [this, selection] {
        selection->setOptionId(m_option->currentData().toString().toStdString());
    });
    // Checklist, evidence, title, client, plan: the sheet shows all of them.
    connect(document, &ProjectDocument::changed, this, &SignOffPage::invalidate);
    retranslateUi();
}

void SignOffPage::buildUi()
{
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_optionLabel = new QLabel(this);
    m_option = new QComboBox(this);
    m_option->setObjectName(QStringLiteral("signOffOption"));
    m_option->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_optionLabel->setBuddy(m_option);
    top->addWidget(m_optionLabel);
    top->addWidget(m_option);
    top->addStretch(1);
    m_print = new QPushButton(this);
    m_print->setObjectName(QStringLiteral("signOffPrint"));
    top->addWidget(m_print);
    m_export = new QPushButton(this);
    m_export->setObjectName(QStringLiteral("signOffExport"));
    top->addWidget(m_export);
    layout->addLayout(top);

    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("signOffVerdict"));
    m_verdict->setWordWrap(true);
    QFont big = m_verdict->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_verdict->setFont(big);
    layout->addWidget(m_verdict);

    auto *counts = new QHBoxLayout;
    for (int i = 0; i < 5; ++i) {
        m_counts[i] = new QLabel(this);
        m_counts[i]->setObjectName(QLatin1String(kCountNames[i]));
        m_counts[i]->setFrameShape(QFrame::StyledPanel);
        m_counts[i]->setAlignment(Qt::AlignCenter);
        m_counts[i]->setMargin(6);
        counts->addWidget(m_counts[i], 1);
    }
    layout->addLayout(counts);

    m_sheet = new QTextBrowser(this);
    m_sheet->setObjectName(QStringLiteral("signOffSheet"));
    addStatusImages(m_sheet->document());
    layout->addWidget(m_sheet, 1);

    connect(m_print, &QPushButton::clicked, this, &SignOffPage::print);
    connect(m_export, &QPushButton::clicked, this, &SignOffPage::exportPdfInteractively);
}

void SignOffPage::retranslateUi()
{
    m_optionLabel->setText(tr("&Sign-off for:"));
    m_print->setText(tr("&Print..."));
    m_export->setText(tr("&Export PDF..."));
    m_dirty = true;
    refresh();
}

void SignOffPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void SignOffPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

// The sheet re-checks every evidence record: only while the page is seen.
void SignOffPage::invalidate()
{
    m_dirty = true;
    if (isVisible())
        refresh();
}

void SignOffPage::refresh()
{
    VerifySelection *selection = VerifySelection::of(m_document);
    selection->fillCombo(m_option);
    if (!m_dirty)
        return;
    m_dirty = false;
    const SignOffSheet sheet(m_document, selection->optionId());
    m_summary = sheet.summary();
    const int blocking = int(m_summary.doNotSignUntil.size());
    // Say which items the verdict counts: minor ones are in the counts below
    // but do not block, so the numbers need not add up.
    m_verdict->setText(blocking > 0
                           ? tr("Do not sign yet: %n blocker or major item(s) failed or unchecked "
                                "must be resolved first; minor items do not block.",
                                "", blocking)
                           : tr("Nothing blocks signing: no blocker or major item has failed or is "
                                "unchecked."));
    int total = 0;
    for (int i = 0; i < 5; ++i)
        total += countOf(m_summary.counts, kCounted[i]);
    for (int i = 0; i < 5; ++i) {
        const int n = countOf(m_summary.counts, kCounted[i]);
        //: A count on the sign-off page, e.g. "Pass" then "12" on the next line
        m_counts[i]->setText(tr("%1\n%2")
                                 .arg(kCounted[i] == CheckStatus::NotChecked
                                          ? tr("Missing")
                                          : FindingText::status(kCounted[i]))
                                 .arg(n));
        //: Tooltip of a count on the sign-off page; %1 the count, %2 all items
        const QString share = tr("%1 of the %2 items of every checklist for this option, "
                                 "blockers, major and minor items alike.")
                                  .arg(n)
                                  .arg(total);
        m_counts[i]->setToolTip(kCounted[i] == CheckStatus::NotChecked
                                    ? tr("Items nobody has checked yet") + QLatin1Char('\n') + share
                                    : share);
    }
    sheet.fill(m_sheet->document(), QDate::currentDate());
}

QString SignOffPage::suggestedPdfPath() const
{
    QString dir = Settings::lastDirectory();
    if (dir.isEmpty())
        dir = QDir::homePath();
    //: File name suggested for the exported sign-off sheet (no extension)
    return QDir(dir).filePath(ExportNames::forProject(m_document, tr("sign-off")) +
                              QLatin1String(".pdf"));
}

bool SignOffPage::exportPdf(const QString &path)
{
    Exporter *exporter = Exporter::of(m_document);
    if (!exporter->startSignOff(path)) {
        Prompts::error(this, tr("Export PDF"), exporter->refusal());
        return false;
    }
    bool ok = false;
    const auto connection =
        connect(exporter, &Exporter::finished, this, [&ok](bool cancelled, const QString &error) {
            ok = !cancelled && error.isEmpty();
        });
    exporter->waitForFinished();
    disconnect(connection);
    return ok;
}

// Written off the GUI thread; the status bar follows it and tells a failure.
void SignOffPage::exportPdfInteractively()
{
    const QString path = VerifyPrompts::pdfFileName(this, suggestedPdfPath());
    if (path.isEmpty())
        return;
    Settings::setLastDirectory(QFileInfo(path).absolutePath());
    if (Exporter *exporter = Exporter::of(m_document); !exporter->startSignOff(path))
        Prompts::error(this, tr("Export PDF"), exporter->refusal());
}

void SignOffPage::print()
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(QPageSize::A4));
    if (!VerifyPrompts::print(this, &printer))
        return;
    const BusyCursor busy;
    const SignOffSheet sheet(m_document, VerifySelection::of(m_document)->optionId());
    QTextDocument document;
    sheet.fill(&document, QDate::currentDate());
    document.print(&printer);
}
