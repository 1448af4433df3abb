#pragma once

#include <string>

#include <QWidget>

#include "model/Enums.h"

class ChecklistModel;
class EvidencePanel;
class ItemPanel;
class PlanPanel;
class ProjectDocument;
class QComboBox;
class QLabel;
class QTabWidget;
class QTreeView;

// "Verification": the four checklists (six steps, facility, contract,
// acceptance tests) for the whole project or one option, the selected item
// explained and recorded, the evidence imported for the option with its
// findings, and the plan re-costed with what was measured. Status keys on the
// list: P pass, F fail, N not applicable, W waived, U not checked. Files
// dropped on the page are imported as evidence.
class VerifyPage final : public QWidget
{
    Q_OBJECT

public:
    explicit VerifyPage(ProjectDocument *document, QWidget *parent = nullptr);

    // What the buttons and keys call, for tests and drops.
    void selectItem(const std::string &itemId);
    bool setStatus(suanpan::CheckStatus status);
    int importFiles(const QStringList &paths);
    bool applySuggested();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void buildUi();
    void retranslateUi();
    void fitTextColumns();
    void showOption();

    ProjectDocument *m_document;
    ChecklistModel *m_model;

    QLabel *m_optionLabel = nullptr;
    QComboBox *m_option = nullptr;
    QLabel *m_keys = nullptr;
    QTreeView *m_tree = nullptr;
    QTabWidget *m_tabs = nullptr;
    ItemPanel *m_item = nullptr;
    EvidencePanel *m_evidence = nullptr;
    PlanPanel *m_plan = nullptr;
};
