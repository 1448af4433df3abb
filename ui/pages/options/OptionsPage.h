#pragma once

#include <QWidget>

#include "widgets/FieldEditors.h"

class OptionTableModel;
class ProjectDocument;
class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableView;

// "Options": the concrete choices (card x count x facility x contract, rented,
// hosted or built) in a table, and a form for the selected one. Every edit is
// an undo step on the document.
class OptionsPage final : public QWidget
{
    Q_OBJECT

public:
    explicit OptionsPage(ProjectDocument *document, QWidget *parent = nullptr);

    int currentIndex() const { return m_current; }
    void setCurrentIndex(int index);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    void buildTable(QWidget *parent);
    void buildForm(QWidget *parent);
    void connectEditors();
    void retranslateUi();
    void fillCombos();
    void refreshForm();
    void refreshErrors();
    void onCurrentChanged();
    void fitColumns();

    ProjectDocument *m_document;
    OptionTableModel *m_model;
    int m_current = -1;
    FieldRows m_rows;

    QLabel *m_tableTitle = nullptr;
    QTableView *m_table = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_duplicate = nullptr;
    QPushButton *m_remove = nullptr;
    QLabel *m_emptyHint = nullptr;
    QGroupBox *m_formGroup = nullptr;
    QGroupBox *m_notesGroup = nullptr;

    QLineEdit *m_name = nullptr; // English, or the only name (Workload::name)
    QLineEdit *m_nameZh = nullptr;
    QComboBox *m_card = nullptr;
    QSpinBox *m_cardCount = nullptr;
    QComboBox *m_facility = nullptr;
    QComboBox *m_contract = nullptr;
    QComboBox *m_acquisition = nullptr;
    QCheckBox *m_chosen = nullptr;
    QPlainTextEdit *m_notes = nullptr;
};
