#pragma once

#include <array>

#include <QWidget>

#include "pages/catalog/CatalogModel.h"

class ProjectDocument;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;

// "Catalog": the cards, facilities and contracts the engine chooses from, in
// sortable, filterable tables with each figure's source on hover. The user's
// own entries are saved in the project and replace built-in entries with the
// same id; they are marked "yours". Entries of each kind can be added,
// duplicated from any entry, edited (CardDialog, FacilityDialog,
// ContractDialog) and removed; every change is one undo step.
class CatalogPage final : public QWidget
{
    Q_OBJECT

public:
    explicit CatalogPage(ProjectDocument *document, QWidget *parent = nullptr);

    // Selects the entry with `id` in the table of `kind`; false if it is not there.
    bool selectEntry(CatalogModel::Kind kind, const std::string &id);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Tab {
        CatalogModel *model = nullptr;
        QSortFilterProxyModel *proxy = nullptr;
        QLineEdit *filter = nullptr;
        QTableView *table = nullptr;
        QPushButton *add = nullptr;
        QPushButton *duplicate = nullptr;
        QPushButton *edit = nullptr;
        QPushButton *remove = nullptr;
    };

    QWidget *buildTab(CatalogModel::Kind kind);
    void retranslateUi();
    void updateButtons();
    Tab &tab(CatalogModel::Kind kind) { return m_tabs[std::size_t(kind)]; }
    // The selected entry's row in the model, or -1.
    int selectedRow(const Tab &tab) const;

    void addEntry(CatalogModel::Kind kind);
    void duplicateEntry(CatalogModel::Kind kind);
    void editEntry(CatalogModel::Kind kind);
    void removeEntry(CatalogModel::Kind kind);
    // Opens the editor of `entry`'s kind; `replaceId` is the user's entry it
    // replaces ("" = a new one).
    template <typename Entry> void openEditor(const Entry &entry, const std::string &replaceId);

    ProjectDocument *m_document;
    QLabel *m_intro = nullptr;
    QTabWidget *m_tabWidget = nullptr;
    std::array<Tab, 3> m_tabs;
};
