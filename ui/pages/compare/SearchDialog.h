#pragma once

#include <atomic>
#include <memory>
#include <string>
#include <thread>

#include <QDialog>

#include "cost/OptionSearch.h"

class ProjectDocument;
class QLabel;
class QProgressDialog;
class QPushButton;
class QTableWidget;

// "Search options...": runs searchOptions for one workload in a worker
// thread (a QProgressDialog whose Cancel sets the search's atomic flag), then
// lists the Pareto front of cost vs time with the reasons each candidate is
// there, the purchases that would be cheaper only if other work kept their
// cards busy (a section of their own), and in one line what was left out and
// why. Candidates are named for people (card, count, site, contract), the
// selected one is explained below the tables. "Add to project" adds the
// selected candidate as an option, one undo step. Non-modal; closing or
// destroying it cancels a running search.
class SearchDialog final : public QDialog
{
    Q_OBJECT

public:
    SearchDialog(ProjectDocument *document, const std::string &workloadId,
                 QWidget *parent = nullptr);
    ~SearchDialog() override;

    // Starts the search (once).
    void start();
    bool isRunning() const { return m_thread.joinable() && !m_finished; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void finished(std::shared_ptr<suanpan::SearchResult> result);
    void retranslateUi();
    void showResult();
    void fillTable(QTableWidget *table, const std::vector<suanpan::SearchCandidate> &candidates);
    void showDetails();
    // The candidate selected in either table, or null.
    const suanpan::SearchCandidate *selected() const;
    void addSelected();

    QString summaryText() const;
    QString limitsText() const;
    QString leftOutText() const;
    QString candidateName(const suanpan::SearchCandidate &c) const;
    // Short, for the table: "cheapest; Restricted".
    QString reasonsText(const suanpan::SearchCandidate &c) const;
    // One reason in a word or two; empty for those the dialog does not list.
    static QString reasonWord(suanpan::SearchReason reason, const suanpan::SearchCandidate &c);
    // In sentences, for the details.
    QString reasonSentence(const suanpan::SearchCandidate &c) const;
    QString detailsText(const suanpan::SearchCandidate &c) const;

    ProjectDocument *m_document;
    std::string m_workloadId;
    std::atomic<bool> m_cancel{false};
    bool m_finished = false;
    std::thread m_thread;
    std::shared_ptr<suanpan::SearchResult> m_result;

    QProgressDialog *m_progress = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_limits = nullptr;
    QLabel *m_leftOut = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_otherWorkTitle = nullptr;
    QTableWidget *m_otherWork = nullptr;
    QLabel *m_details = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_close = nullptr;
};
