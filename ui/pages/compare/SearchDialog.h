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
// there. "Add to project" adds the selected candidate as an option, one undo
// step. Non-modal; closing or destroying it cancels a running search.
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
    void addSelected();

    ProjectDocument *m_document;
    std::string m_workloadId;
    std::atomic<bool> m_cancel{false};
    bool m_finished = false;
    std::thread m_thread;
    std::shared_ptr<suanpan::SearchResult> m_result;

    QProgressDialog *m_progress = nullptr;
    QLabel *m_summary = nullptr;
    QTableWidget *m_table = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_close = nullptr;
};
