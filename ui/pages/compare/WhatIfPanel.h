#pragma once

#include <string>
#include <vector>

#include <QWidget>

class ProjectDocument;
class ElidedLabel;
class QLabel;
class QSlider;

// "What if": a slider per assumption that decides most comparisons
// (utilisation, planning horizon, price factors, salary, depreciation),
// moving its likely value across the assumption's own low-high
// range. Each move is an undoable assumption change (a drag is one undo step)
// and the Compare page re-evaluates at once. Each row says where the default
// came from; the Assumptions table edits the ranges themselves.
class WhatIfPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit WhatIfPanel(ProjectDocument *document, QWidget *parent = nullptr);

    // The assumption keys with a slider, in display order.
    static const std::vector<std::string> &keys();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Row {
        std::string key;
        QLabel *name = nullptr;
        QSlider *slider = nullptr;
        QLabel *value = nullptr;
        ElidedLabel *source = nullptr;
    };

    void refresh();
    void retranslateUi();
    void moved(const Row &row, int position);

    ProjectDocument *m_document;
    std::vector<Row> m_rows;
    QLabel *m_hint;
    bool m_refreshing = false;
};
