#include "AboutDialog.h"

#include <QCoreApplication>
#include <QDate>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QTableWidget>
#include <QVBoxLayout>

#include "catalog/DataSources.h"
#include "document/RecoveryFile.h"
#include "i18n/DisplayText.h"
#include "util/Version.h"

using namespace suanpan;

namespace {

QString fileTitle(const std::string &file)
{
    if (file == "cards.json")
        return AboutDialog::tr("Cards");
    if (file == "facilities.json")
        return AboutDialog::tr("Facility templates");
    if (file == "contracts.json")
        return AboutDialog::tr("Contract templates");
    if (file == "assumptions.json")
        return AboutDialog::tr("Assumptions");
    if (file == "training_runs.json")
        return AboutDialog::tr("Published training runs");
    if (file == "serving_results.json")
        return AboutDialog::tr("Published serving results");
    return QString::fromStdString(file);
}

QTableWidgetItem *numberItem(int value)
{
    auto *item = new QTableWidgetItem(QLocale().toString(value));
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QString pathText(const QString &path)
{
    return QStringLiteral("<code>%1</code>").arg(QDir::toNativeSeparators(path).toHtmlEscaped());
}

} // namespace

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent), m_heading(new QLabel(this)), m_licence(new QLabel(this)),
      m_sourcesIntro(new QLabel(this)), m_sources(new QTableWidget(this)), m_files(new QLabel(this))
{
    setObjectName(QStringLiteral("aboutDialog"));
    m_heading->setObjectName(QStringLiteral("aboutHeading"));
    m_licence->setObjectName(QStringLiteral("aboutLicence"));
    m_sources->setObjectName(QStringLiteral("aboutSources"));
    m_files->setObjectName(QStringLiteral("aboutFiles"));
    for (QLabel *label : {m_heading, m_licence, m_sourcesIntro, m_files}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::RichText);
        label->setTextInteractionFlags(Qt::TextBrowserInteraction);
    }

    m_sources->setColumnCount(ColumnCount);
    m_sources->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_sources->setSelectionMode(QAbstractItemView::NoSelection);
    m_sources->verticalHeader()->hide();
    m_sources->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_sources->horizontalHeader()->setSectionResizeMode(Data, QHeaderView::Stretch);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_licence);
    layout->addWidget(m_sourcesIntro);
    layout->addWidget(m_sources, 1);
    layout->addWidget(m_files);
    layout->addWidget(buttons);
    resize(720, 620);
    retranslateUi();
}

QString AboutDialog::installedDocDir()
{
    const QDir dir(QCoreApplication::applicationDirPath() + QLatin1String("/../share/doc/suanpan"));
    return dir.exists(QStringLiteral("THIRD-PARTY.md")) ? dir.canonicalPath() : QString();
}

void AboutDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void AboutDialog::retranslateUi()
{
    setWindowTitle(tr("About Suanpan"));
    m_heading->setText(
        tr("<p><b>Suanpan %1</b>, released %2</p><p>Suanpan helps AI teams in Shenzhen plan "
           "GPU compute for a job: which cards and how many, where to run them (rent, host or "
           "build), on what contract, at what cost and risk, and what to verify before signing "
           "and before paying.</p>")
            .arg(QLatin1String(kVersion), DisplayText::isoDate(kReleaseDate)));

    const QString docDir = installedDocDir();
    const QString where = docDir.isEmpty()
                              ? tr("THIRD-PARTY.md in the source folder lists the libraries it "
                                   "uses and the terms of its data sources.")
                              : tr("THIRD-PARTY.md in %1 lists the libraries it uses and the "
                                   "terms of its data sources.")
                                    .arg(pathText(docDir));
    m_licence->setText(
        tr("<p>Free software under the MIT licence. The window uses Qt (LGPL-3.0) and Qt Charts "
           "(GPL-3.0), so this program as a whole is distributed under the GPL-3.0; its own "
           "code stays MIT, and suanpan-cli uses no Qt. %1</p>")
            .arg(where));

    m_sourcesIntro->setText(
        tr("<p>The built-in data and where it comes from: every figure names its source, date "
           "and confidence (on hover in the Catalog; the runs in Help \u2192 How accurate are "
           "the estimates?). Estimates are figures of low confidence.</p>"));
    m_sources->setHorizontalHeaderLabels(
        {tr("Data"), tr("Figures"), tr("Estimates"), tr("Sources"), tr("Dated")});
    fillSources();

    m_files->setText(
        tr("<p>Settings (language, recent files, window layout): %1<br>"
           "Recovery copies, written every minute while there are unsaved "
           "edits: %2</p>")
            .arg(pathText(QSettings().fileName()), pathText(RecoveryFile::directory())));
}

void AboutDialog::fillSources()
{
    const std::vector<DataSourceSummary> summaries = builtinDataSources();
    m_sources->setRowCount(int(summaries.size()));
    for (int row = 0; row < int(summaries.size()); ++row) {
        const DataSourceSummary &s = summaries[size_t(row)];
        m_sources->setItem(row, Data, new QTableWidgetItem(fileTitle(s.file)));
        m_sources->setItem(row, Figures, numberItem(s.figures));
        m_sources->setItem(row, Estimates, numberItem(s.estimates));
        m_sources->setItem(row, Sources, numberItem(s.sources));
        const QString dates = s.earliestDate == s.latestDate
                                  ? DisplayText::isoDate(s.latestDate)
                                  //: A span of dates, earliest to latest
                                  : tr("%1 \u2013 %2")
                                        .arg(DisplayText::isoDate(s.earliestDate),
                                             DisplayText::isoDate(s.latestDate));
        m_sources->setItem(row, Dates, new QTableWidgetItem(dates));
    }
}
