#include "ChartView.h"

#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QPainter>
#include <QStandardPaths>
#include <QSvgGenerator>
#include <QTextDocumentFragment>

#include "charts/ChartSync.h"
#include "document/ExportFile.h"
#include "i18n/ErrorText.h"
#include "widgets/ExportAnnouncer.h"
#include "widgets/Prompts.h"

namespace {

QString defaultChooser(QWidget *parent, const QString &suggestedPath, const QString &filter)
{
    return QFileDialog::getSaveFileName(parent, QString(), suggestedPath, filter);
}

} // namespace

std::function<QString(QWidget *, const QString &, const QString &)> ChartView::chooseFile =
    defaultChooser;

void ChartView::restoreDefaultChooser()
{
    chooseFile = defaultChooser;
}

ChartView::ChartView(QWidget *parent)
    : QChartView(parent), m_exportName(QStringLiteral("chart")), m_exportPng(new QAction(this)),
      m_exportSvg(new QAction(this)), m_copy(new QAction(this))
{
    setRenderHint(QPainter::Antialiasing);
    setFocusPolicy(Qt::StrongFocus);
    setRubberBand(QChartView::NoRubberBand);
    m_exportPng->setObjectName(QStringLiteral("chartExportPng"));
    m_exportSvg->setObjectName(QStringLiteral("chartExportSvg"));
    m_copy->setObjectName(QStringLiteral("chartCopy"));
    // Ctrl+C copies the chart while the view has focus (not the page's tables).
    m_copy->setShortcut(QKeySequence::Copy);
    m_copy->setShortcutContext(Qt::WidgetShortcut);
    addAction(m_copy);
    connect(m_exportPng, &QAction::triggered, this, [this] { exportAs(QStringLiteral("png")); });
    connect(m_exportSvg, &QAction::triggered, this, [this] { exportAs(QStringLiteral("svg")); });
    connect(m_copy, &QAction::triggered, this, &ChartView::copyToClipboard);
    retranslateUi();
}

ChartView::~ChartView() = default;

void ChartView::replaceChart(QChart *chart)
{
    QChart *old = this->chart();
    setChart(chart);
    delete old;
}

void ChartView::updateChart(QChart *chart)
{
    if (ChartSync::update(this->chart(), chart))
        delete chart;
    else
        replaceChart(chart);
}

void ChartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QChartView::changeEvent(event);
}

void ChartView::retranslateUi()
{
    m_exportPng->setText(tr("Export &PNG..."));
    m_exportPng->setToolTip(tr("Save the chart as a PNG picture, as large as it is shown"));
    m_exportSvg->setText(tr("Export &SVG..."));
    m_exportSvg->setToolTip(tr("Save the chart as an SVG drawing that stays sharp in print"));
    //: Copy the chart as a picture
    m_copy->setText(tr("&Copy"));
    m_copy->setToolTip(tr("Copy the chart to the clipboard as a picture (Ctrl+C)"));
}

void ChartView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(m_copy);
    menu.addSeparator();
    menu.addAction(m_exportPng);
    menu.addAction(m_exportSvg);
    menu.exec(event->globalPos());
}

QImage ChartView::image() const
{
    // grab() is non-const; drawing does not change the view.
    return const_cast<ChartView *>(this)->grab().toImage();
}

void ChartView::copyToClipboard() const
{
    QApplication::clipboard()->setImage(image());
}

bool ChartView::write(const QString &path, const QByteArray &bytes, QString *error) const
{
    // As every export: whole or not at all, only over a regular file.
    if (const suanpan::Status written = writeExportFile(path, bytes); !written) {
        *error = ErrorText::error(written.error());
        return false;
    }
    return true;
}

bool ChartView::writePng(const QString &path, QString *error) const
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image().save(&buffer, "PNG")) {
        *error = tr("Could not draw the chart as a PNG picture.");
        return false;
    }
    return write(path, bytes, error);
}

bool ChartView::writeSvg(const QString &path, QString *error) const
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(size());
    svg.setViewBox(rect());
    svg.setTitle(chart() ? QTextDocumentFragment::fromHtml(chart()->title()).toPlainText()
                         : QString());
    QPainter painter;
    if (!painter.begin(&svg)) {
        *error = tr("Could not draw the chart as an SVG drawing.");
        return false;
    }
    const_cast<ChartView *>(this)->render(&painter);
    painter.end();
    return write(path, bytes, error);
}

void ChartView::exportAs(const QString &suffix)
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString suggested = QDir(folder).filePath(m_exportName + QLatin1Char('.') + suffix);
    const bool png = suffix == QLatin1String("png");
    const QString filter = png ? tr("PNG pictures (*.png)") : tr("SVG drawings (*.svg)");
    QString path = chooseFile(window(), suggested, filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + suffix;
    QString error;
    if (!(png ? writePng(path, &error) : writeSvg(path, &error)))
        Prompts::error(window(), tr("Export chart"), error);
    else
        ExportAnnouncer::announce(path);
}
