#include "CatalogPage.h"

#include <algorithm>
#include <type_traits>

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include "document/ProjectDocument.h"
#include "model/Validation.h"
#include "pages/catalog/CardDialog.h"
#include "pages/catalog/ContractDialog.h"
#include "pages/catalog/FacilityDialog.h"

using namespace suanpan;
using Kind = CatalogModel::Kind;

namespace {

const Kind kKinds[] = {Kind::Cards, Kind::Facilities, Kind::Contracts};

QString code(Kind kind)
{
    switch (kind) {
    case Kind::Cards:
        return QStringLiteral("cards");
    case Kind::Facilities:
        return QStringLiteral("facilities");
    case Kind::Contracts:
        return QStringLiteral("contracts");
    }
    return {};
}

QPushButton *button(const QString &name, QWidget *parent)
{
    auto *b = new QPushButton(parent);
    b->setObjectName(name);
    return b;
}

// What differs between the kinds of entry: where the user's entries and the
// merged catalog keep them, the editor, the undo command names and the
// buttons' tooltips (context "CatalogPage").
template <typename Entry> struct EntryKind;

template <> struct EntryKind<Card> {
    using Dialog = CardDialog;
    static constexpr Kind kind = Kind::Cards;
    static constexpr auto user = &UserCatalog::cards;
    static constexpr auto merged = &Catalog::cards;
    static constexpr const char *addCommand = QT_TRANSLATE_NOOP("DocumentCommand", "Add card");
    static constexpr const char *editCommand = QT_TRANSLATE_NOOP("DocumentCommand", "Edit card");
    static constexpr const char *removeCommand =
        QT_TRANSLATE_NOOP("DocumentCommand", "Remove card");
    static constexpr const char *addTip =
        QT_TRANSLATE_NOOP("CatalogPage", "Add a card of your own to this project");
    static constexpr const char *duplicateTip = QT_TRANSLATE_NOOP(
        "CatalogPage", "Copy the selected card into your entries and edit it. Keeping its "
                       "identifier replaces the built-in card in this project.");
    static constexpr const char *editTip =
        QT_TRANSLATE_NOOP("CatalogPage", "Edit your selected card");
    static Card blank()
    {
        Card c;
        c.specProvenance.source = "user";
        return c;
    }
    static Card entryOf(const CardDialog &dialog) { return dialog.card(); }
};

template <> struct EntryKind<Facility> {
    using Dialog = FacilityDialog;
    static constexpr Kind kind = Kind::Facilities;
    static constexpr auto user = &UserCatalog::facilities;
    static constexpr auto merged = &Catalog::facilities;
    static constexpr const char *addCommand = QT_TRANSLATE_NOOP("DocumentCommand", "Add facility");
    static constexpr const char *editCommand =
        QT_TRANSLATE_NOOP("DocumentCommand", "Edit facility");
    static constexpr const char *removeCommand =
        QT_TRANSLATE_NOOP("DocumentCommand", "Remove facility");
    static constexpr const char *addTip =
        QT_TRANSLATE_NOOP("CatalogPage", "Add a facility of your own to this project");
    static constexpr const char *duplicateTip = QT_TRANSLATE_NOOP(
        "CatalogPage", "Copy the selected facility into your entries and edit it. Keeping its "
                       "identifier replaces the built-in facility in this project.");
    static constexpr const char *editTip =
        QT_TRANSLATE_NOOP("CatalogPage", "Edit your selected facility");
    static Facility blank()
    {
        Facility f;
        f.provenance.source = "user";
        return f;
    }
    static Facility entryOf(const FacilityDialog &dialog) { return dialog.facility(); }
};

template <> struct EntryKind<Contract> {
    using Dialog = ContractDialog;
    static constexpr Kind kind = Kind::Contracts;
    static constexpr auto user = &UserCatalog::contracts;
    static constexpr auto merged = &Catalog::contracts;
    static constexpr const char *addCommand = QT_TRANSLATE_NOOP("DocumentCommand", "Add contract");
    static constexpr const char *editCommand =
        QT_TRANSLATE_NOOP("DocumentCommand", "Edit contract");
    static constexpr const char *removeCommand =
        QT_TRANSLATE_NOOP("DocumentCommand", "Remove contract");
    static constexpr const char *addTip =
        QT_TRANSLATE_NOOP("CatalogPage", "Add a contract of your own to this project");
    static constexpr const char *duplicateTip = QT_TRANSLATE_NOOP(
        "CatalogPage", "Copy the selected contract into your entries and edit it. Keeping its "
                       "identifier replaces the built-in contract in this project.");
    static constexpr const char *editTip =
        QT_TRANSLATE_NOOP("CatalogPage", "Edit your selected contract");
    static Contract blank()
    {
        Contract c;
        c.provenance.source = "user";
        return c;
    }
    static Contract entryOf(const ContractDialog &dialog) { return dialog.contract(); }
};

// Calls `f` with std::type_identity of the entry type of `kind`.
template <typename F> void forKind(Kind kind, F &&f)
{
    switch (kind) {
    case Kind::Cards:
        f(std::type_identity<Card>{});
        return;
    case Kind::Facilities:
        f(std::type_identity<Facility>{});
        return;
    case Kind::Contracts:
        f(std::type_identity<Contract>{});
        return;
    }
}

// "<id>-copy", or "<id>-copy-2", ... : an id none of `entries` has.
template <typename T> std::string copyId(const std::string &id, const std::vector<T> &entries)
{
    for (int n = 1;; ++n) {
        const std::string candidate = id + (n == 1 ? "-copy" : "-copy-" + std::to_string(n));
        if (std::none_of(entries.begin(), entries.end(),
                         [&candidate](const T &e) { return e.id == candidate; }))
            return candidate;
    }
}

} // namespace

CatalogPage::CatalogPage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("catalogPage"));
    m_intro = new QLabel(this);
    m_intro->setObjectName(QStringLiteral("catalogIntro"));
    m_intro->setWordWrap(true);
    m_tabWidget = new QTabWidget(this);
    m_tabWidget->setObjectName(QStringLiteral("catalogTabs"));
    for (Kind kind : kKinds)
        m_tabWidget->addTab(buildTab(kind), QString());

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_intro);
    layout->addWidget(m_tabWidget, 1);

    connect(document, &ProjectDocument::catalogChanged, this, &CatalogPage::updateButtons);
    connect(document, &ProjectDocument::reset, this, &CatalogPage::updateButtons);
    retranslateUi();
}

QWidget *CatalogPage::buildTab(Kind kind)
{
    auto *page = new QWidget(m_tabWidget);
    const QString suffix = QLatin1Char('_') + code(kind);
    page->setObjectName(QLatin1String("catalogTab") + suffix);
    Tab &t = tab(kind);
    t.model = new CatalogModel(m_document, kind, this);
    t.proxy = new QSortFilterProxyModel(this);
    t.proxy->setSourceModel(t.model);
    t.proxy->setSortRole(CatalogModel::SortRole);
    t.proxy->setFilterKeyColumn(-1);
    t.proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);

    t.filter = new QLineEdit(page);
    t.filter->setObjectName(QLatin1String("catalogFilter") + suffix);
    t.filter->setClearButtonEnabled(true);
    connect(t.filter, &QLineEdit::textChanged, t.proxy,
            &QSortFilterProxyModel::setFilterFixedString);

    t.table = new QTableView(page);
    t.table->setObjectName(QLatin1String("catalogTable") + suffix);
    t.table->setModel(t.proxy);
    t.table->setSelectionBehavior(QAbstractItemView::SelectRows);
    t.table->setSelectionMode(QAbstractItemView::SingleSelection);
    t.table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t.table->setAlternatingRowColors(true);
    t.table->setWordWrap(false);
    t.table->verticalHeader()->setVisible(false);
    QHeaderView *header = t.table->horizontalHeader();
    // Every column as wide as its contents, the name too: it is what users
    // look for, and a stretched name column was the one cut short when the
    // ranged figures took the width. The last column takes what is left, and
    // a narrow window scrolls sideways.
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setStretchLastSection(true);
    header->setHighlightSections(false);
    // The catalog's own order until the user sorts by a column.
    header->setSortIndicator(-1, Qt::AscendingOrder);
    t.table->setSortingEnabled(true);
    connect(t.table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &CatalogPage::updateButtons);

    auto *buttons = new QHBoxLayout;
    t.add = button(QLatin1String("catalogAdd") + suffix, page);
    t.duplicate = button(QLatin1String("catalogDuplicate") + suffix, page);
    t.edit = button(QLatin1String("catalogEdit") + suffix, page);
    connect(t.add, &QPushButton::clicked, this, [this, kind] { addEntry(kind); });
    connect(t.duplicate, &QPushButton::clicked, this, [this, kind] { duplicateEntry(kind); });
    connect(t.edit, &QPushButton::clicked, this, [this, kind] { editEntry(kind); });
    // Only the user's own entries open for editing; built-in ones are duplicated.
    connect(t.table, &QTableView::doubleClicked, this, [this, kind] {
        const Tab &current = tab(kind);
        if (current.model->isUserEntry(selectedRow(current)))
            editEntry(kind);
    });
    buttons->addWidget(t.add);
    buttons->addWidget(t.duplicate);
    buttons->addWidget(t.edit);
    t.remove = button(QLatin1String("catalogRemove") + suffix, page);
    connect(t.remove, &QPushButton::clicked, this, [this, kind] { removeEntry(kind); });
    buttons->addWidget(t.remove);
    buttons->addStretch(1);

    auto *layout = new QVBoxLayout(page);
    layout->addWidget(t.filter);
    layout->addWidget(t.table, 1);
    layout->addLayout(buttons);
    return page;
}

void CatalogPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void CatalogPage::retranslateUi()
{
    m_intro->setText(
        tr("The cards, facilities and contracts that estimates and the option search choose from. "
           "Hover over a figure to see its source. Your own entries (in bold) are saved in this "
           "project; one with the same identifier as a built-in entry replaces it here."));
    m_tabWidget->setTabText(0, tr("&Cards"));
    m_tabWidget->setTabText(1, tr("F&acilities"));
    m_tabWidget->setTabText(2, tr("C&ontracts"));
    for (Kind kind : kKinds) {
        Tab &t = tab(kind);
        t.filter->setPlaceholderText(tr("Filter by name, vendor, district, ..."));
        t.add->setText(tr("Add..."));
        //: Button: copy the selected entry into the project's own entries and edit it
        t.duplicate->setText(tr("Duplicate as My Entry..."));
        t.edit->setText(tr("Edit..."));
        t.remove->setText(tr("Remove"));
        t.remove->setToolTip(
            tr("Remove your entry. Options that use it fall back to the built-in entry with the "
               "same identifier, if there is one."));
        forKind(kind, [&t](auto type) {
            using K = EntryKind<typename decltype(type)::type>;
            t.add->setToolTip(QCoreApplication::translate("CatalogPage", K::addTip));
            t.duplicate->setToolTip(QCoreApplication::translate("CatalogPage", K::duplicateTip));
            t.edit->setToolTip(QCoreApplication::translate("CatalogPage", K::editTip));
        });
        t.model->retranslate();
    }
    updateButtons();
}

int CatalogPage::selectedRow(const Tab &t) const
{
    const QModelIndexList rows = t.table->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : t.proxy->mapToSource(rows.front()).row();
}

void CatalogPage::updateButtons()
{
    for (Tab &t : m_tabs) {
        const int row = selectedRow(t);
        const bool yours = row >= 0 && t.model->isUserEntry(row);
        t.remove->setEnabled(yours);
        t.edit->setEnabled(yours);
        t.duplicate->setEnabled(row >= 0);
    }
}

bool CatalogPage::selectEntry(Kind kind, const std::string &id)
{
    Tab &t = tab(kind);
    const int row = t.model->rowOf(id);
    if (row < 0)
        return false;
    const QModelIndex index = t.proxy->mapFromSource(t.model->index(row, 0));
    if (!index.isValid())
        return false;
    m_tabWidget->setCurrentIndex(int(kind));
    t.table->selectRow(index.row());
    t.table->scrollTo(index);
    return true;
}

void CatalogPage::addEntry(Kind kind)
{
    forKind(kind, [this](auto type) {
        using Entry = typename decltype(type)::type;
        openEditor(EntryKind<Entry>::blank(), {});
    });
}

void CatalogPage::duplicateEntry(Kind kind)
{
    const Tab &t = tab(kind);
    const int row = selectedRow(t);
    if (row < 0)
        return;
    forKind(kind, [this, &t, row](auto type) {
        using Entry = typename decltype(type)::type;
        using K = EntryKind<Entry>;
        Entry copy = (m_document->catalog().*K::merged)[std::size_t(row)];
        // A built-in entry keeps its id, so the copy replaces it in this
        // project; a copy of one of the user's entries needs an id of its own.
        if (t.model->isUserEntry(row))
            copy.id = copyId(copy.id, m_document->project().userCatalog.*K::user);
        openEditor(copy, {});
    });
}

void CatalogPage::editEntry(Kind kind)
{
    const Tab &t = tab(kind);
    const int row = selectedRow(t);
    if (row < 0 || !t.model->isUserEntry(row))
        return;
    forKind(kind, [this, row](auto type) {
        using K = EntryKind<typename decltype(type)::type>;
        const auto &entry = (m_document->catalog().*K::merged)[std::size_t(row)];
        openEditor(entry, entry.id);
    });
}

template <typename Entry>
void CatalogPage::openEditor(const Entry &entry, const std::string &replaceId)
{
    using K = EntryKind<Entry>;
    std::vector<std::string> taken;
    for (const Entry &e : m_document->project().userCatalog.*K::user)
        if (e.id != replaceId)
            taken.push_back(e.id);
    auto *dialog = new typename K::Dialog(entry, std::move(taken), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, replaceId] {
        // OK is disabled while the entry has problems; checked again because
        // the store refuses to save a project holding an incomplete entry.
        if (!dialog->issues().empty())
            return;
        const Entry edited = K::entryOf(*dialog);
        UserCatalog user = m_document->project().userCatalog;
        std::vector<Entry> &entries = user.*K::user;
        const auto it = std::find_if(entries.begin(), entries.end(),
                                     [&replaceId](const Entry &e) { return e.id == replaceId; });
        if (!replaceId.empty() && it != entries.end()) {
            *it = edited;
            m_document->editUserCatalog(std::move(user), K::editCommand);
        } else {
            entries.push_back(edited);
            m_document->editUserCatalog(std::move(user), K::addCommand);
        }
        selectEntry(K::kind, edited.id);
    });
    dialog->open();
}

void CatalogPage::removeEntry(Kind kind)
{
    const Tab &t = tab(kind);
    const int row = selectedRow(t);
    if (row < 0 || !t.model->isUserEntry(row))
        return;
    const std::string id = t.model->idAt(row);
    forKind(kind, [this, &id](auto type) {
        using K = EntryKind<typename decltype(type)::type>;
        UserCatalog user = m_document->project().userCatalog;
        std::erase_if(user.*K::user, [&id](const auto &e) { return e.id == id; });
        m_document->editUserCatalog(std::move(user), K::removeCommand);
    });
    // The built-in entry it replaced, if any, is selected in its place.
    selectEntry(kind, id);
}
