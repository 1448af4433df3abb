#include "ProjectPropertiesDialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "widgets/Colors.h"
#include "widgets/CountEdit.h"

namespace {

QLineEdit *lineEdit(const char *objectName, const std::string &text, QWidget *parent)
{
    auto *edit = new QLineEdit(QString::fromStdString(text), parent);
    edit->setObjectName(QLatin1String(objectName));
    edit->setCursorPosition(0);
    return edit;
}

// A line under a field saying what it is for, in the smaller, muted text of
// a form's help.
QLabel *helpLabel(const char *objectName, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QLatin1String(objectName));
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    QFont f = label->font();
    f.setPointSizeF(f.pointSizeF() * 0.9);
    label->setFont(f);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

CountEdit *budgetEdit(const char *objectName, const std::optional<double> &cny, QWidget *parent)
{
    auto *edit = new CountEdit(CountEdit::Kind::Money, objectName, parent);
    edit->setValue(cny.value_or(0.0)); // 0 shows empty: no limit
    return edit;
}

// The field and the line explaining it, one under the other.
QWidget *withHelp(QWidget *field, QLabel *help, QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(field);
    layout->addWidget(help);
    return box;
}

std::optional<double> budgetOf(const CountEdit *edit)
{
    const CountEdit::Parsed parsed = CountEdit::parse(CountEdit::Kind::Money, edit->text());
    if (!parsed.ok() || !(parsed.value > 0.0))
        return std::nullopt;
    return parsed.value;
}

} // namespace

ProjectPropertiesDialog::ProjectPropertiesDialog(const suanpan::ProjectMeta &meta,
                                                 const suanpan::Procurement &procurement,
                                                 QWidget *parent)
    : QDialog(parent), m_meta(meta)
{
    setObjectName(QStringLiteral("projectPropertiesDialog"));
    m_titleZh = lineEdit("propertiesTitleZh", meta.titleZh, this);
    m_title = lineEdit("propertiesTitle", meta.title, this);
    m_client = lineEdit("propertiesClient", meta.client, this);
    m_author = lineEdit("propertiesAuthor", meta.author, this);
    m_notes = new QPlainTextEdit(QString::fromStdString(meta.notes), this);
    m_notes->setObjectName(QStringLiteral("propertiesNotes"));
    m_notes->setTabChangesFocus(true);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_titleZhLabel = new QLabel(this);
    m_titleLabel = new QLabel(this);
    m_clientLabel = new QLabel(this);
    m_authorLabel = new QLabel(this);
    m_notesLabel = new QLabel(this);
    m_titleZhLabel->setBuddy(m_titleZh);
    m_titleLabel->setBuddy(m_title);
    m_clientLabel->setBuddy(m_client);
    m_authorLabel->setBuddy(m_author);
    m_notesLabel->setBuddy(m_notes);
    form->addRow(m_titleZhLabel, m_titleZh);
    form->addRow(m_titleLabel, m_title);
    form->addRow(m_clientLabel, m_client);
    form->addRow(m_authorLabel, m_author);
    form->addRow(m_notesLabel, m_notes);

    // What the option search may propose.
    m_searchGroup = new QGroupBox(this);
    m_searchGroup->setObjectName(QStringLiteral("propertiesSearchGroup"));
    m_capital = budgetEdit("propertiesCapitalBudget", procurement.capitalBudgetCny, m_searchGroup);
    m_monthly = budgetEdit("propertiesMonthlyBudget", procurement.monthlyBudgetCny, m_searchGroup);
    m_capitalHelp = helpLabel("propertiesCapitalBudgetHelp", m_searchGroup);
    m_monthlyHelp = helpLabel("propertiesMonthlyBudgetHelp", m_searchGroup);
    m_capitalLabel = new QLabel(m_searchGroup);
    m_monthlyLabel = new QLabel(m_searchGroup);
    m_capitalLabel->setBuddy(m_capital);
    m_monthlyLabel->setBuddy(m_monthly);
    m_budgetProblem = new QLabel(m_searchGroup);
    m_budgetProblem->setObjectName(QStringLiteral("propertiesBudgetProblem"));
    m_budgetProblem->setWordWrap(true);
    m_budgetProblem->setTextFormat(Qt::PlainText);
    QPalette red = m_budgetProblem->palette();
    red.setColor(QPalette::WindowText, warningColor());
    m_budgetProblem->setPalette(red);
    m_budgetProblem->hide();
    m_restrictedSource = new QCheckBox(m_searchGroup);
    m_restrictedSource->setObjectName(QStringLiteral("propertiesRestrictedSource"));
    m_restrictedSource->setChecked(procurement.restrictedCardSource);
    m_restrictedHelp = helpLabel("propertiesRestrictedSourceHelp", m_searchGroup);

    auto *searchForm = new QFormLayout(m_searchGroup);
    searchForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    searchForm->addRow(m_capitalLabel, withHelp(m_capital, m_capitalHelp, m_searchGroup));
    searchForm->addRow(m_monthlyLabel, withHelp(m_monthly, m_monthlyHelp, m_searchGroup));
    searchForm->addRow(m_budgetProblem);
    searchForm->addRow(withHelp(m_restrictedSource, m_restrictedHelp, m_searchGroup));

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->setObjectName(QStringLiteral("propertiesButtons"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (CountEdit *edit : {m_capital, m_monthly}) {
        // The dialog keeps the value until OK: show what was typed in its
        // canonical form once the field commits it.
        connect(edit, &CountEdit::valueEdited, edit, &CountEdit::setValue);
        connect(edit, &QLineEdit::textChanged, this, &ProjectPropertiesDialog::checkBudgets);
    }

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form, 1);
    layout->addWidget(m_searchGroup);
    layout->addWidget(m_buttons);
    resize(640, 660);
    retranslateUi();
}

suanpan::ProjectMeta ProjectPropertiesDialog::meta() const
{
    suanpan::ProjectMeta meta = m_meta;
    meta.titleZh = m_titleZh->text().trimmed().toStdString();
    meta.title = m_title->text().trimmed().toStdString();
    meta.client = m_client->text().trimmed().toStdString();
    meta.author = m_author->text().trimmed().toStdString();
    meta.notes = m_notes->toPlainText().toStdString();
    return meta;
}

suanpan::Procurement ProjectPropertiesDialog::procurement() const
{
    suanpan::Procurement p;
    p.capitalBudgetCny = budgetOf(m_capital);
    p.monthlyBudgetCny = budgetOf(m_monthly);
    p.restrictedCardSource = m_restrictedSource->isChecked();
    return p;
}

void ProjectPropertiesDialog::checkBudgets()
{
    QStringList problems;
    for (const CountEdit *edit : {m_capital, m_monthly}) {
        // What the field shows reads back as its value; only typed text can fail.
        const QString problem = CountEdit::problemText(CountEdit::Kind::Money, edit->text());
        if (!problem.isEmpty())
            problems << problem;
    }
    m_budgetProblem->setText(problems.join(QLatin1Char('\n')));
    m_budgetProblem->setVisible(!problems.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problems.isEmpty());
}

void ProjectPropertiesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void ProjectPropertiesDialog::retranslateUi()
{
    setWindowTitle(tr("Project Properties"));
    // The labels are the fields' names, with a mnemonic for keyboard users.
    //: The project's title in Chinese; the next field has it in English
    m_titleZhLabel->setText(tr("Title (Chi&nese):"));
    //: The project's title in English; either title alone serves both languages
    m_titleLabel->setText(tr("&Title (English):"));
    m_clientLabel->setText(tr("&Client:"));
    m_authorLabel->setText(tr("&Author:"));
    m_notesLabel->setText(tr("&Notes:"));
    m_title->setPlaceholderText(tr("e.g. 70B pre-training: rent or build"));
    m_title->setToolTip(tr("Names the project in the window title and in the report."));
    m_titleZh->setToolTip(m_title->toolTip());
    m_client->setPlaceholderText(tr("Who the plan is for"));
    m_author->setPlaceholderText(tr("Who prepared it"));

    //: Group of the project properties that limit what "Search options" proposes
    m_searchGroup->setTitle(tr("What the option search may propose"));
    m_capitalLabel->setText(tr("Ca&pital budget:"));
    m_monthlyLabel->setText(tr("&Monthly budget:"));
    //: Placeholder of an empty budget field
    m_capital->setPlaceholderText(tr("No limit"));
    m_monthly->setPlaceholderText(tr("No limit"));
    m_capitalHelp->setText(tr("Cash the team can pay on day one (hardware, set-up work, "
                              "deposits); options that need more are left out."));
    m_monthlyHelp->setText(tr("What the team can spend in any one month: a rented run over the "
                              "months it takes, owned cards' running costs."));
    m_restrictedSource->setText(tr("The team has a &source for export-restricted cards"));
    m_restrictedHelp->setText(tr("New B200, H100, RTX 4090 and similar cards are not sold into "
                                 "China since 2023; without a source only renting them is "
                                 "proposed."));
    checkBudgets(); // its messages are in the UI language too
}
