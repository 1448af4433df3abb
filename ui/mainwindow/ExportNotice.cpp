#include "ExportNotice.h"

#include <QDesktopServices>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>
#include <QToolButton>
#include <QUrl>

#include "widgets/ElidedLabel.h"
#include "widgets/ExportAnnouncer.h"

namespace {

bool defaultOpener(const QString &folder)
{
    return QDesktopServices::openUrl(QUrl::fromLocalFile(folder));
}

} // namespace

std::function<bool(const QString &)> ExportNotice::openFolder = defaultOpener;

void ExportNotice::restoreDefaultOpener()
{
    openFolder = defaultOpener;
}

ExportNotice::ExportNotice(QWidget *parent)
    : QWidget(parent), m_text(new ElidedLabel(this)), m_open(new QToolButton(this)),
      m_timer(new QTimer(this))
{
    setObjectName(QStringLiteral("exportNotice"));
    m_text->setObjectName(QStringLiteral("exportNoticeText"));
    m_open->setObjectName(QStringLiteral("exportOpenFolder"));
    m_open->setAutoRaise(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // A long path gives up width rather than push the window wider.
    m_text->setMaximumWidth(kMaxTextWidth);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_open);
    m_timer->setSingleShot(true);
    m_timer->setInterval(kShownMs);
    connect(m_timer, &QTimer::timeout, this, &QWidget::hide);
    connect(m_open, &QToolButton::clicked, this, [this] { openFolder(folder()); });
    connect(ExportAnnouncer::instance(), &ExportAnnouncer::exported, this,
            &ExportNotice::showExport);
    retranslateUi();
    hide();
}

QString ExportNotice::text() const
{
    return m_text->fullText();
}

QString ExportNotice::folder() const
{
    const QFileInfo info(m_path);
    return info.isDir() ? info.absoluteFilePath() : info.absolutePath();
}

void ExportNotice::showExport(const QString &path)
{
    m_path = path;
    retranslateUi();
    QWidget::show();
    m_timer->start();
}

void ExportNotice::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ExportNotice::retranslateUi()
{
    //: Button after an export: show the folder the file went into in the file manager
    m_open->setText(tr("Open folder"));
    m_open->setToolTip(QDir::toNativeSeparators(folder()));
    if (m_path.isEmpty())
        return;
    const QFileInfo info(m_path);
    const QString folderName = QDir::toNativeSeparators(folder());
    m_text->setFullText(info.isDir()
                            //: Status bar after exporting several files; %1 the folder
                            ? tr("Exported to %1").arg(folderName)
                            //: Status bar after an export; %1 the file's name, %2 its folder
                            : tr("Exported \"%1\" to %2").arg(info.fileName(), folderName));
    m_text->setFullToolTip(QDir::toNativeSeparators(info.absoluteFilePath()));
}
