#pragma once

#include <memory>

#include <QCoreApplication>
#include <QSet>
#include <QString>
#include <QStringList>

class ProjectDocument;
class ReportContent;

// Every chart of every workload at once, as PNG and SVG, into a folder: the
// charts the report and the slides show (the shortlisted options), in the
// chosen language, each drawn wide enough that its legend is whole (the
// Trade-offs page's exports cut long option names). Files are named
// "<workload> - <chart title>.png/.svg" and written whole or not at all.
// One chart at a time (writeNext()), so an export can let the window
// repaint in between.
class ChartsExport final
{
    Q_DECLARE_TR_FUNCTIONS(ChartsExport)

public:
    ChartsExport(const ProjectDocument *document, const QString &folder, const QString &language);
    ~ChartsExport();

    int count() const { return int(m_blocks.size()); }
    int done() const { return m_next; }
    // Writes the next chart; false when none is left or writing failed
    // (then error() says why, in the UI language).
    bool writeNext();
    const QStringList &written() const { return m_written; }
    const QString &error() const { return m_error; }
    // Removes the files written (a cancelled export leaves none).
    void removeWritten();

    // Writes the charts; returns the paths written. On a failure stops and
    // sets `error` to a sentence in the UI language.
    static QStringList write(const ProjectDocument *document, const QString &folder,
                             const QString &language, QString *error);

private:
    const ProjectDocument *m_document;
    QString m_folder;
    QString m_language;
    std::unique_ptr<ReportContent> m_content;
    std::vector<std::size_t> m_blocks; // the content's chart blocks
    int m_next = 0;
    QSet<QString> m_taken; // file stems, case-insensitive file systems
    QStringList m_written;
    QString m_error;
};
