#include "ChartsExport.h"

#include <algorithm>

#include <QChart>
#include <QDir>
#include <QFile>
#include <QSet>

#include "charts/ChartView.h"
#include "document/ExportNames.h"
#include "document/ProjectDocument.h"
#include "i18n/DisplayText.h"
#include "report/ReportContent.h"
#include "report/ReportLanguage.h"

namespace {

// Wide enough for the longest option names of the example in the legend,
// in either language, at the Trade-offs page's type size.
constexpr QSize kExportSize(1280, 720);

// "<workload> - <chart title>" in the export's language (its scope is active),
// with the workload's id added when two workloads share a name, and a
// number when even that is taken. A long workload name is cut, never the
// chart's title: cut to the file-name limit, every chart of a workload with
// a 1 000-character name had one name and overwrote the last.
QString fileStem(const ProjectDocument *document, const ReportBlock &b, QSet<QString> &taken)
{
    const auto &workloads = document->project().workloads;
    const auto w = std::find_if(workloads.begin(), workloads.end(),
                                [&b](const suanpan::Workload &x) { return x.id == b.workloadId; });
    QString workload = w != workloads.end() ? DisplayText::name(*w).trimmed() : QString();
    const QString title = chartTitle(b.chart);
    const QString fallback =
        QString::fromStdString(b.workloadId) + QLatin1Char('-') + chartKey(b.chart);
    // Room for the title, the separator and a suffix of up to 16 characters.
    const int room = std::max(16, ExportNames::kMaxLength - int(title.size()) - 3 - 16);
    if (workload.size() > room)
        workload = workload.left(room).trimmed();
    const auto take = [&taken](const QString &stem) {
        taken.insert(stem.toLower());
        return stem;
    };
    const QString base = ExportNames::safe(
        workload.isEmpty() ? title : ChartsExport::tr("%1 - %2").arg(workload, title), fallback);
    if (!taken.contains(base.toLower()))
        return take(base);
    const QString withId = ExportNames::safe(
        base + QLatin1Char(' ') + QString::fromStdString(b.workloadId).left(16), fallback);
    if (!taken.contains(withId.toLower()))
        return take(withId);
    for (int n = 2;; ++n) {
        const QString suffix = QStringLiteral(" (%1)").arg(n);
        const QString numbered = base.left(ExportNames::kMaxLength - int(suffix.size())) + suffix;
        if (!taken.contains(numbered.toLower()))
            return take(numbered);
    }
}

} // namespace

ChartsExport::ChartsExport(const ProjectDocument *document, const QString &folder,
                           const QString &language)
    : m_document(document), m_folder(folder), m_language(language)
{
    if (!QDir().mkpath(folder)) {
        //: %1 a folder
        m_error = tr("Could not create the folder %1.").arg(QDir::toNativeSeparators(folder));
        return;
    }
    const ReportLanguage scope(language);
    ReportOptions options;
    options.language = language;
    options.sections = {ReportSection::Charts};
    m_content = std::make_unique<ReportContent>(document, options);
    const auto &blocks = m_content->blocks();
    for (std::size_t i = 0; i < blocks.size(); ++i)
        if (blocks[i].kind == ReportBlock::Kind::Chart)
            m_blocks.push_back(i);
}

ChartsExport::~ChartsExport() = default;

bool ChartsExport::writeNext()
{
    if (!m_error.isEmpty() || m_next >= count())
        return false;
    QString failure;
    {
        const ReportLanguage scope(m_language);
        const ReportBlock &b = m_content->blocks()[m_blocks[std::size_t(m_next)]];
        ChartView view;
        view.setAttribute(Qt::WA_DontShowOnScreen);
        view.resize(kExportSize);
        view.replaceChart(buildChart(b.chart, m_content->chartContext(b.workloadId)));
        view.show();
        QCoreApplication::sendPostedEvents();
        const QString base = QDir(m_folder).filePath(fileStem(m_document, b, m_taken));
        const QString png = base + QStringLiteral(".png");
        const QString svg = base + QStringLiteral(".svg");
        if (view.writePng(png, &failure) && view.writeSvg(svg, &failure))
            m_written << png << svg;
    }
    ++m_next;
    // The sentence in the UI's language, now that the export's is gone.
    if (!failure.isEmpty())
        m_error = tr("Not every chart was exported: could not write into %1.")
                      .arg(QDir::toNativeSeparators(m_folder));
    return failure.isEmpty();
}

void ChartsExport::removeWritten()
{
    for (const QString &path : std::as_const(m_written))
        QFile::remove(path);
    m_written.clear();
}

QStringList ChartsExport::write(const ProjectDocument *document, const QString &folder,
                                const QString &language, QString *error)
{
    ChartsExport charts(document, folder, language);
    try {
        while (charts.writeNext()) {
        }
    } catch (...) {
        // Memory ran out mid-way: no half set of pictures is left behind.
        charts.removeWritten();
        throw;
    }
    if (!charts.error().isEmpty())
        *error = charts.error();
    return charts.written();
}
