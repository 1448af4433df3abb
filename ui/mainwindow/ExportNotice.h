#pragma once

#include <functional>

#include <QString>
#include <QWidget>

class ElidedLabel;
class QTimer;
class QToolButton;

// The status bar's word after an export: "Exported 累计成本走势.png to
// ~/Pictures" with an "Open folder" button, for a while. Shows whatever
// ExportAnnouncer announces.
class ExportNotice final : public QWidget
{
    Q_OBJECT

public:
    explicit ExportNotice(QWidget *parent = nullptr);

    void showExport(const QString &path);
    QString path() const { return m_path; }
    QString text() const;
    // The folder "Open folder" opens: the file's, or the folder itself.
    QString folder() const;

    // Seam for tests: opens a folder in the desktop's file manager.
    static std::function<bool(const QString &folder)> openFolder;
    static void restoreDefaultOpener();

    // How long the notice stays, in milliseconds.
    static constexpr int kShownMs = 30000;
    static constexpr int kMaxTextWidth = 560;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QString m_path;
    ElidedLabel *m_text;
    QToolButton *m_open;
    QTimer *m_timer;
};
