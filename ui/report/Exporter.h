#pragma once

#include <memory>

#include <QCoreApplication>
#include <QObject>
#include <QString>

#include "report/ReportSections.h"

class ExportJob;
class ProjectDocument;

// The exports of one document, run so the window stays usable (ExportJob):
// the report, the slides, the workbook or comparison CSV, every chart, and
// the sign-off sheet, one at a time. Each start...() returns at once; the
// status bar follows progressed() and finished(), a successful export is
// announced (ExportAnnouncer) and a cancelled one writes no file. Owned by
// the document, so an export never outlives what it draws.
class Exporter final : public QObject
{
    Q_OBJECT

public:
    enum class Kind { Report, Slides, Workbook, Charts, SignOff };

    static Exporter *of(ProjectDocument *document);
    ~Exporter() override;

    bool isBusy() const;
    Kind kind() const { return m_kind; }
    // What the running (or last) export writes: a file, or the charts' folder.
    const QString &target() const { return m_target; }

    // False, with refusal() saying why, when another export is still running
    // or the project cannot be evaluated (what `suanpan-cli evaluate`
    // refuses is not exported either).
    bool startReport(const ReportOptions &options, const QString &path);
    bool startSlides(const QString &language, const QString &path);
    // An XLSX workbook, or the comparison table for a .csv path.
    bool startWorkbook(const QString &language, const QString &path);
    bool startCharts(const QString &language, const QString &folder);
    // The sign-off sheet of the option chosen on the verification pages.
    bool startSignOff(const QString &path);
    void cancel();
    // Why the last start...() returned false, worded for the user.
    const QString &refusal() const { return m_refusal; }

    // For tests and scripts: runs until the current export is done.
    void waitForFinished();

    // What the kind of export is, for the status bar: "the report", "the slides".
    static QString what(Kind kind);

signals:
    void started();
    // `done` of `total` pages or slides; total 0 while it is being prepared.
    void progressed(int done, int total);
    // `error` is worded for the user, empty on success; a cancelled export
    // has `cancelled` and no file.
    void finished(bool cancelled, const QString &error);

private:
    explicit Exporter(ProjectDocument *document);
    bool start(Kind kind, const QString &target, std::unique_ptr<ExportJob> job);
    void done();

    ProjectDocument *m_document;
    std::unique_ptr<ExportJob> m_job;
    Kind m_kind = Kind::Report;
    QString m_target;
    QString m_refusal;
};
