#pragma once

#include <vector>

#include <QString>

class QFormLayout;
class QLabel;
class QWidget;

// A form of read-only results: a caption on the left and the value on the
// right. The value label has the given objectName, its caption that name plus
// "Label" (as FieldRows names them). A result's tooltip says what it is and
// how it was computed; caption and value share it.
class ResultRows final
{
public:
    explicit ResultRows(QWidget *parent);

    QFormLayout *layout() const { return m_form; }
    QLabel *add(const char *objectName);
    // A full-width line under the rows (notes, reasons), wrapped.
    QLabel *addNote(const char *objectName);

    void setCaption(QLabel *value, const QString &caption);
    void setToolTip(QLabel *value, const QString &toolTip);
    void setRowVisible(QLabel *value, bool visible);

private:
    struct Row {
        QLabel *caption;
        QLabel *value;
    };
    const Row *find(QLabel *value) const;

    QWidget *m_parent;
    QFormLayout *m_form;
    std::vector<Row> m_rows;
};
