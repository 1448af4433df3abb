#include "ChartsExport.h"

#include <algorithm>

#include <QChart>
#include <QDir>
#include <QSet>

#include "charts/ChartView.h"
#include "document/ProjectDocument.h"
#include "i18n/DisplayText.h"
#include "report/ExportNames.h"
#include "report/ReportContent.h"
#include "report/ReportLanguage.h"

namespace {

// Wide enough for the longest option names of the example in the legend,
// in either language, at the Trade-offs page's type size.
constexpr QSize kExportSize(1280, 720);

// "<workload> - <chart title>" in the export's language (its scope is active),
// with the workload's id added when two workloads share a name.
QString fileStem(const ProjectDocument *document, const ReportBlock &b, QSet<QString> &taken)
{
    const auto &workloads = document->project().workloads;
    const auto w = std::find_if(workloads.begin(), workloads.end(),
                                [&b](const suanpan::Workload &x) { return x.id == b.workloadId; });
    const QString workload = w != workloads.end() ? DisplayText::name(*w).trimmed() : QString();
    const QString title = chartTitle(b.chart);
    const QString fallback =
        QString::fromStdString(b.workloadId) + QLatin1Char('-') + chartKey(b.chart);
    QString stem = ExportNames::safe(
        workload.isEmpty() ? title : ChartsExport::tr("%1 - %2").arg(workload, title), fallback);
    if (taken.contains(stem.toLower()))
        stem = ExportNames::safe(stem + QLatin1Char(' ') + QString::fromStdString(b.workloadId),
                                 fallback);
    taken.insert(stem.toLower());
    return stem;
}

} // namespace

QStringList ChartsExport::write(const ProjectDocument *document, const QString &folder,
                                const QString &language, QString *error)
{
    QStringList written;
    if (!QDir().mkpath(folder)) {
        //: %1 a folder
        *error = tr("Could not create the folder %1.").arg(QDir::toNativeSeparators(folder));
        return written;
    }
    const QString wordsIn = language;
    QString failure;
    {
        const ReportLanguage scope(wordsIn);
        ReportOptions options;
        options.language = wordsIn;
        options.sections = {ReportSection::Charts};
        const ReportContent content(document, options);
        QSet<QString> taken; // case-insensitive file systems
        for (const ReportBlock &b : content.blocks()) {
            if (b.kind != ReportBlock::Kind::Chart)
                continue;
            ChartView view;
            view.setAttribute(Qt::WA_DontShowOnScreen);
            view.resize(kExportSize);
            view.replaceChart(buildChart(b.chart, content.chartContext(b.workloadId)));
            view.show();
            QCoreApplication::sendPostedEvents();
            const QString base = QDir(folder).filePath(fileStem(document, b, taken));
            const QString png = base + QStringLiteral(".png");
            const QString svg = base + QStringLiteral(".svg");
            if (!view.writePng(png, &failure) || !view.writeSvg(svg, &failure))
                break;
            written << png << svg;
        }
    }
    // The sentence in the UI's language, now that the report's is gone.
    if (!failure.isEmpty())
        *error = tr("Not every chart was exported: could not write into %1.")
                     .arg(QDir::toNativeSeparators(folder));
    return written;
}
