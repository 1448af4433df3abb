#include "ResultRows.h"

#include <QFormLayout>
#include <QLabel>

ResultRows::ResultRows(QWidget *parent) : m_parent(parent), m_form(new QFormLayout(parent))
{
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setLabelAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_form->setRowWrapPolicy(QFormLayout::DontWrapRows);
}

QLabel *ResultRows::add(const char *objectName)
{
    auto *value = new QLabel(m_parent);
    value->setObjectName(QLatin1String(objectName));
    value->setTextFormat(Qt::PlainText);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *caption = new QLabel(m_parent);
    caption->setObjectName(QLatin1String(objectName) + QLatin1String("Label"));
    m_form->addRow(caption, value);
    m_rows.push_back({caption, value});
    return value;
}

QLabel *ResultRows::addNote(const char *objectName)
{
    auto *note = new QLabel(m_parent);
    note->setObjectName(QLatin1String(objectName));
    note->setWordWrap(true);
    note->setTextFormat(Qt::PlainText);
    m_form->addRow(note);
    return note;
}

const ResultRows::Row *ResultRows::find(QLabel *value) const
{
    for (const Row &row : m_rows)
        if (row.value == value)
            return &row;
    return nullptr;
}

void ResultRows::setCaption(QLabel *value, const QString &caption)
{
    if (const Row *row = find(value))
        row->caption->setText(caption);
}

void ResultRows::setToolTip(QLabel *value, const QString &toolTip)
{
    value->setToolTip(toolTip);
    if (const Row *row = find(value))
        row->caption->setToolTip(toolTip);
}

void ResultRows::setRowVisible(QLabel *value, bool visible)
{
    m_form->setRowVisible(value, visible);
}
