#include "CatalogPage.h"

#include <algorithm>

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
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The name takes the room left over, so the table fills the page.
    header->setSectionResizeMode(0, QHeaderView::Stretch);
    header->setHighlightSections(false);
    // The catalog's own order until the user sorts by a column.
    header->setSortIndicator(-1, Qt::AscendingOrder);
    t.table->setSortingEnabled(true);
    connect(t.table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &CatalogPage::updateButtons);

    auto *buttons = new QHBoxLayout;
    if (kind == Kind::Cards) {
        t.add = button(QLatin1String("catalogAdd") + suffix, page);
        t.duplicate = button(QLatin1String("catalogDuplicate") + suffix, page);
        t.edit = button(QLatin1String("catalogEdit") + suffix, page);
        connect(t.add, &QPushButton::clicked, this, &CatalogPage::addCard);
        connect(t.duplicate, &QPushButton::clicked, this, &CatalogPage::duplicateCard);
        connect(t.edit, &QPushButton::clicked, this, &CatalogPage::editCard);
        connect(t.table, &QTableView::doubleClicked, this, [this] {
            const Tab &cards = tab(Kind::Cards);
            if (cards.model->isUserEntry(selectedRow(cards)))
                editCard();
        });
        buttons->addWidget(t.add);
        buttons->addWidget(t.duplicate);
        buttons->addWidget(t.edit);
    }
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
    for (Tab &t : m_tabs) {
        t.filter->setPlaceholderText(tr("Filter by name, vendor, district, ..."));
        t.remove->setText(tr("Remove"));
        t.remove->setToolTip(
            tr("Remove your entry. Options that use it fall back to the built-in entry with the "
               "same identifier, if there is one."));
        t.model->retranslate();
    }
    Tab &cards = tab(Kind::Cards);
    cards.add->setText(tr("Add..."));
    cards.add->setToolTip(tr("Add a card of your own to this project"));
    //: Button: copy the selected card into the project's own entries and edit it
    cards.duplicate->setText(tr("Duplicate as My Entry..."));
    cards.duplicate->setToolTip(
        tr("Copy the selected card into your entries and edit it. Keeping its identifier "
           "replaces the built-in card in this project."));
    cards.edit->setText(tr("Edit..."));
    cards.edit->setToolTip(tr("Edit your selected card"));
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
        if (t.edit) {
            t.edit->setEnabled(yours);
            t.duplicate->setEnabled(row >= 0);
        }
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

void CatalogPage::addCard()
{
    Card blank;
    blank.specProvenance.source = "user";
    openCardDialog(blank, {});
}

void CatalogPage::duplicateCard()
{
    const Tab &t = tab(Kind::Cards);
    const int row = selectedRow(t);
    if (row < 0)
        return;
    Card copy = m_document->catalog().cards[std::size_t(row)];
    // A built-in card keeps its id, so the copy replaces it in this project;
    // a copy of one of the user's cards needs an id of its own.
    if (t.model->isUserEntry(row))
        copy.id = copyId(copy.id, m_document->project().userCatalog.cards);
    openCardDialog(copy, {});
}

void CatalogPage::editCard()
{
    const Tab &t = tab(Kind::Cards);
    const int row = selectedRow(t);
    if (row < 0 || !t.model->isUserEntry(row))
        return;
    const Card &card = m_document->catalog().cards[std::size_t(row)];
    openCardDialog(card, card.id);
}

void CatalogPage::openCardDialog(const Card &card, const std::string &replaceId)
{
    std::vector<std::string> taken;
    for (const Card &c : m_document->project().userCatalog.cards)
        if (c.id != replaceId)
            taken.push_back(c.id);
    auto *dialog = new CardDialog(card, std::move(taken), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, replaceId] {
        // OK is disabled while the card has problems; checked again because
        // the store refuses to save a project holding an incomplete entry.
        if (!dialog->issues().empty())
            return;
        const Card edited = dialog->card();
        UserCatalog user = m_document->project().userCatalog;
        const auto it = std::find_if(user.cards.begin(), user.cards.end(),
                                     [&replaceId](const Card &c) { return c.id == replaceId; });
        if (!replaceId.empty() && it != user.cards.end()) {
            *it = edited;
            m_document->editUserCatalog(std::move(user),
                                        QT_TRANSLATE_NOOP("DocumentCommand", "Edit card"));
        } else {
            user.cards.push_back(edited);
            m_document->editUserCatalog(std::move(user),
                                        QT_TRANSLATE_NOOP("DocumentCommand", "Add card"));
        }
        selectEntry(Kind::Cards, edited.id);
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
    UserCatalog user = m_document->project().userCatalog;
    const auto same = [&id](const auto &e) { return e.id == id; };
    switch (kind) {
    case Kind::Cards:
        std::erase_if(user.cards, same);
        m_document->editUserCatalog(std::move(user),
                                    QT_TRANSLATE_NOOP("DocumentCommand", "Remove card"));
        break;
    case Kind::Facilities:
        std::erase_if(user.facilities, same);
        m_document->editUserCatalog(std::move(user),
                                    QT_TRANSLATE_NOOP("DocumentCommand", "Remove facility"));
        break;
    case Kind::Contracts:
        std::erase_if(user.contracts, same);
        m_document->editUserCatalog(std::move(user),
                                    QT_TRANSLATE_NOOP("DocumentCommand", "Remove contract"));
        break;
    }
    // The built-in entry it replaced, if any, is selected in its place.
    selectEntry(kind, id);
}
