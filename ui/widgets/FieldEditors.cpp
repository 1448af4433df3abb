#include "FieldEditors.h"

#include <algorithm>
#include <cstring>

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include "i18n/ErrorText.h"
#include "i18n/LanguageManager.h"
#include "widgets/Colors.h"

namespace {

QLabel *makeErrorLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    QPalette p = label->palette();
    p.setColor(QPalette::WindowText, warningColor());
    label->setPalette(p);
    QFont f = label->font();
    f.setPointSizeF(f.pointSizeF() * 0.9);
    label->setFont(f);
    label->setVisible(false);
    return label;
}

template <typename Spin> void prepareSpin(Spin *spin, const char *objectName)
{
    spin->setObjectName(QLatin1String(objectName));
    spin->setKeyboardTracking(false);
    spin->setGroupSeparatorShown(true);
    spin->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    spin->setAccelerated(true);
    // An explicit minimum: the size hint of a spin box is the width of its
    // largest value, far wider than the values people type.
    spin->setMinimumWidth(120);
}

} // namespace

FieldRows::Row &FieldRows::add(QFormLayout *form, const char *path, QWidget *editor,
                               const char *labelText)
{
    Row row;
    row.path = path;
    row.labelText = labelText;
    row.form = form;
    row.editor = editor;
    const QString name = editor->objectName();

    row.field = new QWidget(editor->parentWidget());
    auto *box = new QVBoxLayout(row.field);
    box->setContentsMargins(0, 0, 0, 0);
    box->setSpacing(2);
    box->addWidget(editor);
    row.error = makeErrorLabel(row.field, name + QLatin1String("Error"));
    box->addWidget(row.error);

    row.label = new QLabel(row.field->parentWidget());
    row.label->setObjectName(name + QLatin1String("Label"));
    row.label->setBuddy(editor);
    // The label stays level with the editor when an error line opens below
    // it: QFormLayout puts labels at the top of the row, as tall as this.
    row.label->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // A size hint is not bounded by the maximum (a notes box's is far taller).
    row.label->setFixedHeight(
        std::clamp(editor->sizeHint().height(), editor->minimumHeight(), editor->maximumHeight()));
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    form->addRow(row.label, row.field);
    m_rows.push_back(row);
    return m_rows.back();
}

QSpinBox *FieldRows::intSpin(const char *objectName, int maximum, QWidget *parent)
{
    auto *spin = new QSpinBox(parent);
    prepareSpin(spin, objectName);
    spin->setRange(0, maximum);
    return spin;
}

QDoubleSpinBox *FieldRows::doubleSpin(const char *objectName, double maximum, int decimals,
                                      QWidget *parent)
{
    auto *spin = new QDoubleSpinBox(parent);
    prepareSpin(spin, objectName);
    spin->setDecimals(decimals);
    spin->setRange(0.0, maximum);
    return spin;
}

FieldRows::Row &FieldRows::addSpin(QFormLayout *form, const char *path, QWidget *spin,
                                   const char *suffix, const char *special)
{
    Row &row = add(form, path, spin);
    row.suffix = suffix;
    row.special = special;
    return row;
}

void FieldRows::retranslate()
{
    for (Row &row : m_rows) {
        row.label->setText(row.labelText ? QCoreApplication::translate("FieldRows", row.labelText)
                                         : ErrorText::fieldLabel(row.path, false));
        const QString suffix =
            row.suffix ? QCoreApplication::translate("FieldRows", row.suffix) : QString();
        const QString special =
            row.special ? QCoreApplication::translate("FieldRows", row.special) : QString();
        if (auto *spin = qobject_cast<QSpinBox *>(row.editor)) {
            spin->setSuffix(suffix);
            spin->setSpecialValueText(special);
        } else if (auto *dspin = qobject_cast<QDoubleSpinBox *>(row.editor)) {
            dspin->setSuffix(suffix);
            dspin->setSpecialValueText(special);
        }
    }
}

void FieldRows::showErrors(const std::map<std::string, QString> &messages)
{
    for (Row &row : m_rows) {
        const auto it = messages.find(row.path);
        const QString text = it == messages.end() ? QString() : it->second;
        if (row.error->text() != text)
            row.error->setText(text);
        row.error->setVisible(!text.isEmpty());
    }
}

void FieldRows::setRowVisible(const char *path, bool visible)
{
    if (Row *row = find(path))
        row->form->setRowVisible(row->field, visible);
}

FieldRows::Row *FieldRows::find(const char *path)
{
    for (Row &row : m_rows)
        if (std::strcmp(row.path, path) == 0)
            return &row;
    return nullptr;
}

std::string FieldRows::pathOf(const QWidget *editor) const
{
    for (const Row &row : m_rows)
        if (row.editor == editor)
            return row.path;
    return {};
}

void FieldRows::showText(QLineEdit *edit, const std::string &text)
{
    const QString shown = QString::fromStdString(text);
    if (edit->text() == shown)
        return;
    const QSignalBlocker block(edit);
    edit->setText(shown);
    edit->setCursorPosition(0);
}

void FieldRows::namePlaceholders(QLineEdit *nameZh, QLineEdit *nameEn, const QString &example)
{
    const bool chinese = LanguageManager::isChinese();
    (chinese ? nameZh : nameEn)->setPlaceholderText(example);
    //: Placeholder of the name field of the language the UI is not in
    (chinese ? nameEn : nameZh)->setPlaceholderText(tr("Optional: the other name is used"));
}
