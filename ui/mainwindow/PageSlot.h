#pragma once

#include <functional>

#include <QString>
#include <QWidget>

// A navigator page built the first time it is shown or asked for, so that
// the window starts with the page it shows, not all eleven: building a
// page costs 10 to 60 M instructions (Catalog, Compare, Scenario, Verify),
// and laying out the hidden ones as many again (issue 34, README
// "Cold start"). The slot holds the page in a layout without margins.
class PageSlot final : public QWidget
{
    Q_OBJECT

public:
    using Build = std::function<QWidget *(QWidget *parent)>;

    // `pageName` is the object name the built page gives itself.
    PageSlot(const QString &pageName, Build build, QWidget *parent);

    const QString &pageName() const { return m_pageName; }
    bool isBuilt() const { return m_page != nullptr; }
    // The page, built now if it was not yet.
    QWidget *page();

protected:
    // Whoever shows the slot sees the page, not an empty slot.
    void showEvent(QShowEvent *event) override;

private:
    QString m_pageName;
    Build m_build;
    QWidget *m_page = nullptr;
};
