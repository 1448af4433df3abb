#pragma once

#include <functional>

#include <QChartView>
#include <QImage>
#include <QString>

class QAction;

// A chart view for pages and the presentation view: antialiased, with
// "Export PNG...", "Export SVG..." and "Copy" in its context menu and as
// actions pages can put on buttons; Ctrl+C copies the chart when it has
// focus. Exports write what the view shows, at its size.
class ChartView final : public QChartView
{
    Q_OBJECT

public:
    explicit ChartView(QWidget *parent = nullptr);
    ~ChartView() override;

    // Shows `chart` (the view takes it) and deletes the previous one.
    void replaceChart(QChart *chart);
    // Shows what `chart` draws (the view takes it): by changing the chart on
    // screen when it has the same shape (ChartSync), which is several times
    // faster than replaceChart, else by replacing it.
    void updateChart(QChart *chart);
    // The base of suggested file names, in words ("What moves the cost" ->
    // "What moves the cost.png"); see ExportNames.
    void setExportName(const QString &name) { m_exportName = name; }

    QAction *exportPngAction() const { return m_exportPng; }
    QAction *exportSvgAction() const { return m_exportSvg; }
    QAction *copyAction() const { return m_copy; }

    // The chart as the view shows it, at the screen's pixel ratio.
    QImage image() const;
    // Write the chart to `path`; on failure `error` says why in words and an
    // existing file at `path` is left as it was.
    bool writePng(const QString &path, QString *error) const;
    bool writeSvg(const QString &path, QString *error) const;
    void copyToClipboard() const;

    // Seam for tests: where to save (suggested path, file filter); empty = cancelled.
    static std::function<QString(QWidget *parent, const QString &suggestedPath,
                                 const QString &filter)>
        chooseFile;
    static void restoreDefaultChooser();

protected:
    void changeEvent(QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void retranslateUi();
    void exportAs(const QString &suffix);
    bool write(const QString &path, const QByteArray &bytes, QString *error) const;

    QString m_exportName;
    QAction *m_exportPng;
    QAction *m_exportSvg;
    QAction *m_copy;
};
