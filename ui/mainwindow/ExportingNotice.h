#pragma once

#include <QWidget>

class Exporter;
class QLabel;
class QProgressBar;
class QToolButton;

// The status bar's word while an export runs (Exporter): what is being
// written and how far ("Writing the report: page 5 of 28"), with Cancel.
// The window stays usable meanwhile. A failed export is told in a message
// box, a cancelled one in the status bar: nothing was written.
class ExportingNotice final : public QWidget
{
    Q_OBJECT

public:
    ExportingNotice(Exporter *exporter, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void progressed(int done, int total);
    void finished(bool cancelled, const QString &error);
    void retranslateUi();

    Exporter *m_exporter;
    int m_done = 0;
    int m_total = 0;
    QLabel *m_text;
    QProgressBar *m_bar;
    QToolButton *m_cancel;
};
