#include "ChartsExport.h"

#include <QChart>
#include <QDir>

#include "charts/ChartView.h"
#include "document/ProjectDocument.h"
#include "report/ReportContent.h"
#include "report/ReportLanguage.h"

namespace {

// Wide enough for the longest option names of the example in the legend,
// in either language, at the Trade-offs page's type size.
constexpr QSize kExportSize(1280, 720);

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
        for (const ReportBlock &b : content.blocks()) {
            if (b.kind != ReportBlock::Kind::Chart)
                continue;
            ChartView view;
            view.setAttribute(Qt::WA_DontShowOnScreen);
            view.resize(kExportSize);
            view.replaceChart(buildChart(b.chart, content.chartContext(b.workloadId)));
            view.show();
            QCoreApplication::sendPostedEvents();
            const QString base = QDir(folder).filePath(QString::fromStdString(b.workloadId) +
                                                       QLatin1Char('-') + chartKey(b.chart));
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
