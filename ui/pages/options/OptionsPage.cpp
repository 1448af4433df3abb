#include "OptionsPage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include "document/ChangeValue.h"
#include "document/ProjectDocument.h"
#include "i18n/DisplayText.h"
#include "i18n/ErrorText.h"
#include "i18n/StdText.h"
#include "model/Limits.h"
#include "models/OptionTableModel.h"
#include "widgets/WheelGuard.h"

using namespace suanpan;
namespace F = OptionFields;

namespace {

const Acquisition kAcquisitions[] = {Acquisition::Rent, Acquisition::Host, Acquisition::Build};

// Selects the item whose data is `id`; an id the catalog does not know gets
// an item of its own, so showing an option never changes it.
void selectId(QComboBox *combo, const std::string &id)
{
    const QSignalBlocker block(combo);
    int i = combo->findData(qs(id));
    if (i < 0) {
        combo->addItem(DisplayText::unknownEntry(id), qs(id));
        i = combo->count() - 1;
    }
    combo->setCurrentIndex(i);
}

} // namespace

OptionsPage::OptionsPage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_model(new OptionTableModel(document, this))
{
    setObjectName(QStringLiteral("optionsPage"));
    buildUi();
    connectEditors();
    WheelGuard::install(this);
    retranslateUi();
    fitColumns();

    connect(document, &ProjectDocument::reset, this, [this] {
        fillCombos();
        setCurrentIndex(m_document->project().options.empty() ? -1 : 0);
    });
    // A card, facility or contract of the user's was added, changed or removed:
    // names in the table and the choices change; an option whose entry is gone
    // falls back to the built-in one with the same id or shows it as unknown.
    connect(document, &ProjectDocument::catalogChanged, this, [this] {
        fillCombos();
        refreshForm();
    });
    connect(document, &ProjectDocument::optionInserted, this,
            [this](int index) { setCurrentIndex(index); });
    connect(document, &ProjectDocument::optionRemoved, this, [this](int index) {
        const int count = int(m_document->project().options.size());
        setCurrentIndex(count == 0 ? -1 : std::min(index, count - 1));
    });
    connect(document, &ProjectDocument::optionChanged, this, [this](int index) {
        if (index != m_current)
            setCurrentIndex(index);
        else
            refreshForm();
    });

    setCurrentIndex(m_document->project().options.empty() ? -1 : 0);
}

void OptionsPage::buildUi()
{
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);

    auto *top = new QWidget(splitter);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    m_tableTitle = new QLabel(top);
    m_tableTitle->setObjectName(QStringLiteral("optionsTitle"));
    QFont bold = m_tableTitle->font();
    bold.setBold(true);
    m_tableTitle->setFont(bold);
    buildTable(top);

    auto *buttons = new QHBoxLayout;
    m_add = new QPushButton(top);
    m_add->setObjectName(QStringLiteral("addOption"));
    m_duplicate = new QPushButton(top);
    m_duplicate->setObjectName(QStringLiteral("duplicateOption"));
    m_remove = new QPushButton(top);
    m_remove->setObjectName(QStringLiteral("removeOption"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_duplicate);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    topLayout->addWidget(m_tableTitle);
    topLayout->addWidget(m_table, 1);
    topLayout->addLayout(buttons);

    auto *bottom = new QWidget(splitter);
    auto *bottomLayout = new QHBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    m_emptyHint = new QLabel(bottom);
    m_emptyHint->setObjectName(QStringLiteral("optionsEmptyHint"));
    m_emptyHint->setWordWrap(true);
    m_emptyHint->setAlignment(Qt::AlignCenter);
    bottomLayout->addWidget(m_emptyHint);

    buildForm(bottom);

    m_notesGroup = new QGroupBox(bottom);
    m_notesGroup->setObjectName(QStringLiteral("optionNotesGroup"));
    auto *notesLayout = new QVBoxLayout(m_notesGroup);
    m_notes = new QPlainTextEdit(m_notesGroup);
    m_notes->setObjectName(QStringLiteral("optionNotes"));
    m_notes->setTabChangesFocus(true);
    notesLayout->addWidget(m_notes);

    bottomLayout->addWidget(m_formGroup, 3);
    bottomLayout->addWidget(m_notesGroup, 2);

    splitter->addWidget(top);
    splitter->addWidget(bottom);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &OptionsPage::onCurrentChanged);
    connect(m_add, &QPushButton::clicked, this, [this] { m_document->addOption(); });
    connect(m_duplicate, &QPushButton::clicked, this,
            [this] { m_document->duplicateOption(m_current); });
    connect(m_remove, &QPushButton::clicked, this, [this] { m_document->removeOption(m_current); });
}

// The options, one a row; widths fitted whenever the contents change.
void OptionsPage::buildTable(QWidget *parent)
{
    m_table = new QTableView(parent);
    m_table->setObjectName(QStringLiteral("optionsTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->setVisible(false);
    m_table->setWordWrap(false);
    // The card, facility, contract and the rest as wide as their contents;
    // the name takes what is left and elides, with the whole name in its
    // tooltip. Qt's ResizeToContents kept the widths a table had while empty
    // (its headers alone) after the first option was added, so the widths
    // are fitted here whenever the contents change.
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(OptionTableModel::Name, QHeaderView::Stretch);
    header->setHighlightSections(false);
    m_table->setTextElideMode(Qt::ElideRight);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &OptionsPage::fitColumns);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &OptionsPage::fitColumns);
    connect(m_model, &QAbstractItemModel::modelReset, this, &OptionsPage::fitColumns);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &OptionsPage::fitColumns);
    connect(m_model, &QAbstractItemModel::headerDataChanged, this, &OptionsPage::fitColumns);
}

// The selected option's fields.
void OptionsPage::buildForm(QWidget *parent)
{
    m_formGroup = new QGroupBox(parent);
    m_formGroup->setObjectName(QStringLiteral("optionGroup"));
    auto *form = new QFormLayout(m_formGroup);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // A name per language; one is enough, the other language shows it then.
    m_nameZh = new QLineEdit(m_formGroup);
    m_nameZh->setObjectName(QStringLiteral("optionNameZh"));
    m_rows.add(form, F::NameZh.path, m_nameZh);
    m_name = new QLineEdit(m_formGroup);
    m_name->setObjectName(QStringLiteral("optionName"));
    m_rows.add(form, F::Name.path, m_name);
    m_card = new QComboBox(m_formGroup);
    m_card->setObjectName(QStringLiteral("card"));
    m_rows.add(form, F::Card.path, m_card);
    m_cardCount = FieldRows::intSpin("cardCount", FieldLimits::kMaxCards, m_formGroup);
    // At least one card: core will not store an option without cards.
    m_cardCount->setMinimum(1);
    m_rows.addSpin(form, F::CardCount.path, m_cardCount, nullptr, nullptr);
    m_facility = new QComboBox(m_formGroup);
    m_facility->setObjectName(QStringLiteral("facility"));
    m_rows.add(form, F::Facility.path, m_facility);
    m_contract = new QComboBox(m_formGroup);
    m_contract->setObjectName(QStringLiteral("contract"));
    m_rows.add(form, F::Contract.path, m_contract);
    m_acquisition = new QComboBox(m_formGroup);
    m_acquisition->setObjectName(QStringLiteral("acquisition"));
    m_rows.add(form, F::Acquisition.path, m_acquisition);
    m_chosen = new QCheckBox(m_formGroup);
    m_chosen->setObjectName(QStringLiteral("chosen"));
    m_rows.add(form, F::Chosen.path, m_chosen);
}

void OptionsPage::fitColumns()
{
    for (int column = 0; column < OptionTableModel::ColumnCount; ++column)
        if (column != OptionTableModel::Name)
            m_table->resizeColumnToContents(column);
}

void OptionsPage::connectEditors()
{
    ProjectDocument *doc = m_document;
    const auto idEdit = [this, doc](QComboBox *combo, const Field<Option, std::string> &field) {
        connect(combo, &QComboBox::activated, this, [this, doc, combo, field](int i) {
            changeValue(doc, m_current, field, combo->itemData(i).toString().toStdString());
        });
    };
    connect(m_nameZh, &QLineEdit::textEdited, this, [this, doc](const QString &text) {
        changeValue(doc, m_current, F::NameZh, text.toStdString());
    });
    connect(m_name, &QLineEdit::textEdited, this, [this, doc](const QString &text) {
        changeValue(doc, m_current, F::Name, text.toStdString());
    });
    idEdit(m_card, F::Card);
    connect(m_cardCount, &QSpinBox::valueChanged, this,
            [this, doc](int v) { changeValue(doc, m_current, F::CardCount, v); });
    idEdit(m_facility, F::Facility);
    idEdit(m_contract, F::Contract);
    connect(m_acquisition, &QComboBox::activated, this, [this, doc](int i) {
        changeValue(doc, m_current, F::Acquisition,
                    Acquisition(m_acquisition->itemData(i).toInt()));
    });
    connect(m_chosen, &QCheckBox::toggled, this,
            [this, doc](bool on) { changeValue(doc, m_current, F::Chosen, on); });
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this, doc] {
        changeValue(doc, m_current, F::Notes, m_notes->toPlainText().toStdString());
    });
}

void OptionsPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void OptionsPage::retranslateUi()
{
    m_add->setText(tr("Add"));
    m_add->setToolTip(tr("Add an option"));
    m_duplicate->setText(tr("Duplicate"));
    m_duplicate->setToolTip(tr("Duplicate the selected option"));
    m_remove->setText(tr("Remove"));
    m_remove->setToolTip(tr("Remove the selected option"));
    m_emptyHint->setText(
        tr("No options yet. Add one for each way of getting the compute you want to compare: "
           "renting, hosting your own servers or building in-house."));
    m_formGroup->setTitle(tr("Selected option"));
    m_notesGroup->setTitle(ErrorText::fieldLabel(F::Notes.path, false));
    FieldRows::namePlaceholders(m_nameZh, m_name, tr("e.g. 8x RTX 4090 cloud, hourly"));
    m_chosen->setText(tr("Include in the comparison and report"));
    m_contract->setToolTip(tr("Cards bought and run in-house need no contract."));
    m_rows.retranslate();
    fillCombos();
    refreshForm();
}

void OptionsPage::fillCombos()
{
    const Catalog &catalog = m_document->catalog();
    {
        const QSignalBlocker block(m_card);
        m_card->clear();
        for (const Card &card : catalog.cards)
            m_card->addItem(DisplayText::cardWithMemory(card), qs(card.id));
    }
    {
        const QSignalBlocker block(m_facility);
        m_facility->clear();
        for (const Facility &facility : catalog.facilities)
            m_facility->addItem(DisplayText::facilityName(facility), qs(facility.id));
    }
    {
        const QSignalBlocker block(m_contract);
        m_contract->clear();
        m_contract->addItem(DisplayText::noContract(Acquisition::Rent), QString());
        for (const Contract &contract : catalog.contracts)
            m_contract->addItem(DisplayText::contractName(contract), qs(contract.id));
    }
    {
        const QSignalBlocker block(m_acquisition);
        m_acquisition->clear();
        for (Acquisition a : kAcquisitions)
            m_acquisition->addItem(DisplayText::acquisition(a), int(a));
    }
}

void OptionsPage::setCurrentIndex(int index)
{
    const QModelIndex target =
        index >= 0 ? m_model->index(index, OptionTableModel::Name) : QModelIndex();
    if (m_table->currentIndex().row() != target.row() || !target.isValid()) {
        m_table->setCurrentIndex(target);
        if (!target.isValid())
            onCurrentChanged();
    } else {
        onCurrentChanged();
    }
}

void OptionsPage::onCurrentChanged()
{
    const QModelIndex current = m_table->currentIndex();
    m_current = current.isValid() ? current.row() : -1;
    refreshForm();
}

void OptionsPage::refreshForm()
{
    const auto &options = m_document->project().options;
    //: Title above the table of options
    m_tableTitle->setText(tr("%n option(s) to compare", "", int(options.size())));
    const bool has = m_current >= 0 && std::size_t(m_current) < options.size();
    m_duplicate->setEnabled(has);
    m_remove->setEnabled(has);
    m_formGroup->setVisible(has);
    m_notesGroup->setVisible(has);
    m_emptyHint->setVisible(!has);
    if (!has)
        return;
    const Option &o = options[std::size_t(m_current)];

    FieldRows::showText(m_nameZh, o.nameZh);
    FieldRows::showText(m_name, o.name);
    selectId(m_card, o.cardId);
    {
        const QSignalBlocker block(m_cardCount);
        m_cardCount->setValue(o.cardCount);
    }
    selectId(m_facility, o.facilityId);
    // The empty choice reads "None (built in-house)" only where that is legal.
    m_contract->setItemText(m_contract->findData(QString()),
                            DisplayText::noContract(o.acquisition));
    selectId(m_contract, o.contractId);
    {
        const QSignalBlocker block(m_acquisition);
        m_acquisition->setCurrentIndex(m_acquisition->findData(int(o.acquisition)));
    }
    {
        const QSignalBlocker block(m_chosen);
        m_chosen->setChecked(o.chosen);
    }
    const QString notes = qs(o.notes);
    if (m_notes->toPlainText() != notes) {
        const QSignalBlocker block(m_notes);
        m_notes->setPlainText(notes);
    }
    refreshErrors();
}

void OptionsPage::refreshErrors()
{
    // Project-level validation: option references are checked against the
    // catalog. Only this option's fields ("options[i].card_id") are shown.
    std::map<std::string, QString> messages;
    const std::string prefix = "options[" + std::to_string(m_current) + "].";
    for (const ValidationIssue &issue : m_document->issues()) {
        if (issue.field.starts_with(prefix))
            messages.emplace(issue.field.substr(prefix.size()), ErrorText::issue(issue, false));
    }
    m_rows.showErrors(messages);
}
