#pragma once

#include <functional>

#include <QWidget>

#include "pages/workload/ModelEdit.h"
#include "widgets/FieldEditors.h"

class CountEdit;

class ProjectDocument;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListView;
class QMenu;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class WorkloadListModel;

namespace suanpan {
struct Workload;
}

// "Workload": the project's workloads (add, duplicate, remove) and
// a form for the selected one. Every edit is an undo step on the document;
// the form follows the document, so undo and redo show up in it at once.
class WorkloadPage final : public QWidget
{
    Q_OBJECT

public:
    explicit WorkloadPage(ProjectDocument *document, QWidget *parent = nullptr);

    // The selected workload's index, or -1.
    int currentIndex() const { return m_current; }
    void setCurrentIndex(int index);

    // Reads a Hugging Face config.json into the selected workload's model as
    // one undo step; failures go to Prompts::error. Returns true on success.
    bool importConfig(const QString &path);
    // Fills the selected workload's model from one of the embedded configs of
    // well-known models (ModelPresets), as one undo step.
    bool applyModelPreset(const QString &presetId);

signals:
    void currentChanged(int index);
    // Something an edit did besides what was typed, worded in the current
    // language each time `text` is called (for the status bar).
    void editNote(const std::function<QString()> &text);

protected:
    void changeEvent(QEvent *event) override;
    // A .json file dropped on the page is imported like importConfig().
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void buildUi();
    void buildForm(QWidget *formHost);
    void buildJobGroup();
    void buildModelGroup();
    void buildTrainingGroup();
    void buildServingGroup();
    QMenu *buildPresetMenu();
    void connectEditors();
    void retranslateUi();
    void fillCombos();
    void fillKvPrecision(const suanpan::Workload &workload);
    void refreshForm();
    void refreshErrors();
    void refreshModelFacts();
    void updateButtons();
    void onCurrentChanged();
    bool hasCurrent() const;
    const suanpan::Workload &currentWorkload() const;
    // Puts typed counts and what follows from them in place as one undo step
    // named after `path`; says so when the architecture was set aside.
    void applyCounts(const char *path, const ModelEdit::Result &result);

    ProjectDocument *m_document;
    WorkloadListModel *m_model;
    int m_current = -1;
    FieldRows m_rows;

    QLabel *m_listTitle = nullptr;
    QListView *m_list = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_duplicate = nullptr;
    QPushButton *m_remove = nullptr;
    QLabel *m_emptyHint = nullptr;
    QWidget *m_form = nullptr;
    QGroupBox *m_jobGroup = nullptr;
    QGroupBox *m_modelGroup = nullptr;
    QGroupBox *m_trainingGroup = nullptr;
    QGroupBox *m_inferenceGroup = nullptr;
    QGroupBox *m_notesGroup = nullptr;

    QLineEdit *m_name = nullptr; // English, or the only name (Workload::name)
    QLineEdit *m_nameZh = nullptr;
    QComboBox *m_scenario = nullptr;
    QComboBox *m_precision = nullptr;
    CountEdit *m_sequenceLength = nullptr;
    CountEdit *m_paramsTotal = nullptr;
    CountEdit *m_paramsActive = nullptr;
    QSpinBox *m_layers = nullptr;
    QSpinBox *m_hiddenSize = nullptr;
    QSpinBox *m_attentionHeads = nullptr;
    QSpinBox *m_kvHeads = nullptr;
    QSpinBox *m_ffnSize = nullptr;
    QSpinBox *m_vocabSize = nullptr;
    QSpinBox *m_experts = nullptr;
    QSpinBox *m_expertsPerToken = nullptr;
    QCheckBox *m_tiedEmbeddings = nullptr;
    QPushButton *m_importConfig = nullptr;
    QPushButton *m_modelPresets = nullptr;
    QLabel *m_importHint = nullptr;
    QLabel *m_modelFacts = nullptr;
    CountEdit *m_trainingTokens = nullptr;
    QSpinBox *m_globalBatch = nullptr;
    QDoubleSpinBox *m_deadlineDays = nullptr;
    QSpinBox *m_loraRank = nullptr;
    QDoubleSpinBox *m_datasetGb = nullptr;
    QSpinBox *m_promptTokens = nullptr;
    QSpinBox *m_outputTokens = nullptr;
    QSpinBox *m_concurrency = nullptr;
    QDoubleSpinBox *m_requestsPerSecond = nullptr;
    QDoubleSpinBox *m_ttftTarget = nullptr;
    QComboBox *m_kvPrecision = nullptr;
    QPlainTextEdit *m_notes = nullptr;
};
