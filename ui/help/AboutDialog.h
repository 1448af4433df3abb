#pragma once

#include <string>

#include <QDialog>

class QLabel;
class QTableWidget;

// Help > About Suanpan: the version and its release date, the licence, what
// the built-in data rests on (core's builtinDataSources(): figures, sources
// and the span of their dates per file) and where the settings and the
// recovery copies live, in the UI language (worded again on a switch).
class AboutDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit AboutDialog(QWidget *parent = nullptr);

    // Where THIRD-PARTY.md and LICENSE are installed next to this executable
    // (<prefix>/share/doc/suanpan), or empty when not installed.
    static QString installedDocDir();

protected:
    void changeEvent(QEvent *event) override;

private:
    enum Column { Data, Figures, Estimates, Sources, Dates, ColumnCount };

    void retranslateUi();
    void fillSources();

    QLabel *m_heading;
    QLabel *m_licence;
    QLabel *m_sourcesIntro;
    QTableWidget *m_sources;
    QLabel *m_files;
};
