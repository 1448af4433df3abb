#pragma once

#include <string>
#include <vector>

#include <QWidget>

#include "charts/Charts.h"
#include "cost/Evaluation.h"

class ChartView;
class ComparisonModel;
class ProjectDocument;
class QLabel;
class QStackedWidget;
class QTableView;
class QTableWidget;
class QVBoxLayout;

// A full-screen view for a client meeting (issue 5): the chosen options only,
// large type, one comparison or chart per slide, no editing chrome.
// Keys: Right/Space/PageDown next, Left/Backspace/PageUp previous, Home/End,
// L switches between Chinese and English for the meeting (the editing
// language comes back when the view closes), Esc leaves.
//
// Slides: a title slide, then per workload its comparison (options, time,
// the workload's cost in its scope and each option's total over the horizon,
// with a line saying what they cover, unit cost, risks, the winner in a
// sentence) followed by the
// charts that apply to it. The figures are the document's evaluation, seen
// through the shortlist (Shortlist.h) when the view opens: the same numbers
// as on the Compare page, ranked among the options on show. The tornado of
// the workload the planning pages show is the selected option's, as there,
// when that option is on show; the others' are their shown winners'. The
// project cannot change underneath it (the view is modal to the window).
class PresentationView final : public QWidget
{
    Q_OBJECT

public:
    // Cost lines the project switched off count zero, as everywhere else.
    explicit PresentationView(const ProjectDocument *document, QWidget *parent = nullptr);
    ~PresentationView() override;

    int slideCount() const;
    int currentSlide() const;
    void showSlide(int index);
    // The options on show: the chosen ones, or all when none is chosen.
    const std::vector<std::string> &optionIds() const { return m_optionIds; }
    // The slide with the comparison for a workload; -1 if there is none.
    int comparisonSlideOf(const std::string &workloadId) const;
    // The slide with a workload's chart of that kind; -1 if there is none.
    int chartSlideOf(const std::string &workloadId, ChartKind kind) const;
    // Draws every slide and chart in these font families (an exported PDF's,
    // PdfFonts), the slides rebuilt; empty: the application's fonts.
    void setFontFamilies(const QStringList &families);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    struct Slide {
        std::string workloadId; // empty: the title slide
        bool chart = false;
        ChartKind kind = ChartKind::CumulativeCost;
    };

    void useSelectedTornado();
    void planSlides();
    void rebuild();
    void ensureBuilt(int index);
    QWidget *titleSlide();
    QWidget *comparisonSlide(const std::string &workloadId);
    QTableView *slideTable(ComparisonModel *model, QWidget *slide);
    QString verdictSentence(const suanpan::WorkloadVerdict *verdict,
                            const suanpan::Workload &workload) const;
    void addRisks(const QStringList &risks, QWidget *slide, QVBoxLayout *layout);
    QWidget *chartSlide(const std::string &workloadId, ChartKind kind);
    QLabel *heading(const QString &text, double scale, QWidget *parent) const;
    QString optionName(const std::string &optionId) const;
    QString workloadName(const std::string &workloadId) const;
    void updateFooter();
    void toggleLanguage();

    const ProjectDocument *m_document;
    suanpan::Evaluation m_evaluation;
    std::vector<std::string> m_optionIds;
    bool m_allOptions = false; // every option is shown
    std::vector<Slide> m_slides;
    std::vector<bool> m_built; // per slide: its widgets are made
    QStackedWidget *m_stack;
    QLabel *m_footer;
    QString m_editingLanguage;  // restored on close
    QStringList m_fontFamilies; // an export's; empty: the application's
};
