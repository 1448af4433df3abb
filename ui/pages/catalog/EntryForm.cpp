#include "EntryForm.h"

#include "i18n/ErrorText.h"

#include <cmath>

#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLayout>
#include <QLineEdit>
#include <QSignalBlocker>

#include "widgets/RangeEdit.h"

namespace entryform {

QLineEdit *lineEdit(const char *objectName, QWidget *parent)
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(QLatin1String(objectName));
    return edit;
}

QCheckBox *checkBox(const char *objectName, QWidget *parent)
{
    auto *box = new QCheckBox(parent);
    box->setObjectName(QLatin1String(objectName));
    return box;
}

QFormLayout *formIn(QGroupBox *group)
{
    auto *f = new QFormLayout(group);
    f->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    return f;
}

void showText(QLineEdit *edit, const std::string &text)
{
    edit->setText(QString::fromStdString(text));
    edit->setCursorPosition(0);
}

std::string text(const QLineEdit *edit)
{
    return edit->text().trimmed().toStdString();
}

void fillCombo(QComboBox *combo, const std::vector<std::pair<int, QString>> &items, int initial)
{
    const QSignalBlocker block(combo);
    const int current = combo->count() ? combo->currentData().toInt() : initial;
    combo->clear();
    for (const auto &[value, label] : items)
        combo->addItem(label, value);
    combo->setCurrentIndex(std::max(0, combo->findData(current)));
}

double keptFigure(const QDoubleSpinBox *box, double stored, double unit)
{
    const double shown = box->value();
    return std::abs(shown - box->valueFromText(box->textFromValue(stored / unit))) < 1e-9
               ? stored
               : shown * unit;
}

suanpan::Range keptRange(const RangeEdit *edit, const suanpan::Range &stored)
{
    return edit->shows(stored) ? stored : edit->value();
}

void growToFit(QWidget *window)
{
    QLayout *layout = window->layout();
    if (!layout || !window->isVisible())
        return;
    layout->activate();
    const int needed = layout->hasHeightForWidth() ? layout->totalHeightForWidth(window->width())
                                                   : layout->totalMinimumSize().height();
    if (needed > window->height())
        window->resize(window->width(), needed);
}

std::string rowOf(const std::string &field)
{
    for (const char *end : {".low", ".likely", ".high"})
        if (field.ends_with(end))
            return field.substr(0, field.size() - std::char_traits<char>::length(end));
    return field;
}

suanpan::Provenance editedProvenance(const suanpan::Provenance &base, const std::string &source,
                                     bool figuresChanged)
{
    suanpan::Provenance p = base;
    p.source = source;
    if (!figuresChanged)
        return p;
    if (source == base.source && !base.source.starts_with("user"))
        p.source = base.source.empty() ? "user" : "user, from " + base.source;
    p.date = QDate::currentDate().toString(Qt::ISODate).toStdString();
    return p;
}

Problems problems(const suanpan::ValidationIssues &issues, const std::set<std::string> &touched,
                  bool showAll, const std::function<std::string(const std::string &)> &rowOf,
                  const std::function<QString(const std::string &id)> &duplicate)
{
    Problems out;
    std::set<std::string> rows;
    for (const suanpan::ValidationIssue &issue : issues) {
        const std::string row = rowOf(issue.field);
        rows.insert(row);
        if (!showAll && !touched.contains(row))
            continue;
        out.messages.emplace(row, issue.code == suanpan::IssueCode::DuplicateId
                                      ? duplicate(issue.value)
                                      : ErrorText::issue(issue, false));
    }
    out.rows = int(rows.size());
    return out;
}

} // namespace entryform
