#include "PageSlot.h"

#include <utility>

#include <QVBoxLayout>

PageSlot::PageSlot(const QString &pageName, Build build, QWidget *parent)
    : QWidget(parent), m_pageName(pageName), m_build(std::move(build))
{
    setObjectName(pageName + QStringLiteral("Slot"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
}

QWidget *PageSlot::page()
{
    if (!m_page) {
        m_page = std::exchange(m_build, nullptr)(this);
        Q_ASSERT(m_page->objectName() == m_pageName);
        layout()->addWidget(m_page);
        // Added to a shown slot, a widget would appear one event later.
        if (isVisible())
            m_page->show();
    }
    return m_page;
}

void PageSlot::showEvent(QShowEvent *event)
{
    page();
    QWidget::showEvent(event);
}
