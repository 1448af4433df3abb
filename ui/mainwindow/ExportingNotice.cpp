#include "ExportingNotice.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMainWindow>
#include <QProgressBar>
#include <QStatusBar>
#include <QToolButton>

#include "report/Exporter.h"
#include "widgets/Prompts.h"

ExportingNotice::ExportingNotice(Exporter *exporter, QWidget *parent)
    : QWidget(parent), m_exporter(exporter), m_text(new QLabel(this)),
      m_bar(new QProgressBar(this)), m_cancel(new QToolButton(this))
{
    setObjectName(QStringLiteral("exportingNotice"));
    m_text->setObjectName(QStringLiteral("exportingText"));
    m_bar->setObjectName(QStringLiteral("exportingProgress"));
    m_cancel->setObjectName(QStringLiteral("exportingCancel"));
    m_cancel->setAutoRaise(true);
    m_bar->setTextVisible(false);
    m_bar->setMaximumWidth(120);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    connect(m_cancel, &QToolButton::clicked, exporter, &Exporter::cancel);
    connect(exporter, &Exporter::started, this, [this] {
        progressed(0, 0);
        show();
    });
    connect(exporter, &Exporter::progressed, this, &ExportingNotice::progressed);
    connect(exporter, &Exporter::finished, this, &ExportingNotice::finished);
    hide();
}

void ExportingNotice::progressed(int done, int total)
{
    m_done = done;
    m_total = total;
    // A busy bar while it is prepared, then pages or slides.
    m_bar->setRange(0, total);
    m_bar->setValue(done);
    retranslateUi();
}

void ExportingNotice::finished(bool cancelled, const QString &error)
{
    hide();
    auto *window = qobject_cast<QMainWindow *>(this->window());
    if (cancelled && window)
        //: Status bar after File > Export was cancelled
        window->statusBar()->showMessage(tr("Export cancelled: no file was written."), 10000);
    if (!error.isEmpty())
        Prompts::error(this->window(), tr("Export"), error);
}

void ExportingNotice::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ExportingNotice::retranslateUi()
{
    const QString what = Exporter::what(m_exporter->kind());
    if (m_total > 0)
        //: Status bar while exporting: %1 what ("the report"), %2 of %3 pages or slides
        m_text->setText(tr("Writing %1: %2 of %3").arg(what).arg(m_done).arg(m_total));
    else
        //: Status bar while an export is prepared; %1 what ("the report")
        m_text->setText(tr("Preparing %1...").arg(what));
    m_cancel->setText(tr("Cancel"));
    //: Tooltip of Cancel beside an export's progress
    m_cancel->setToolTip(tr("Stop the export; no file is written"));
}
