#pragma once

#include <map>
#include <string>
#include <vector>

#include <QCoreApplication>
#include <QString>

class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;
class QWidget;

// The labelled rows of an editing form. Each row has a label worded from the
// field's path (ErrorText::fieldLabel), an editor, and under the editor a
// small red label (objectName "<editor>Error") for the validation message of
// that field, empty and hidden while the value is valid. Units and special
// texts are kept as source strings and translated in retranslate().
class FieldRows final
{
    Q_DECLARE_TR_FUNCTIONS(FieldRows)

public:
    struct Row {
        const char *path = nullptr; // validation path, e.g. "sequence_length"
        QFormLayout *form = nullptr;
        QLabel *label = nullptr; // objectName "<editor>Label"
        QWidget *editor = nullptr;
        QLabel *error = nullptr;         // objectName "<editor>Error"
        QWidget *field = nullptr;        // editor + error, the form's field widget
        const char *suffix = nullptr;    // source text, context "FieldRows"
        const char *special = nullptr;   // shown at the minimum value, context "FieldRows"
        const char *labelText = nullptr; // source text, context "FieldRows"; else from the path
    };

    // Adds a row for `editor` (whose objectName must be set) to `form`. The
    // label is the field's name (ErrorText::fieldLabel), or `labelText`
    // (marked with QT_TRANSLATE_NOOP("FieldRows", ...)) where that is too vague.
    Row &add(QFormLayout *form, const char *path, QWidget *editor, const char *labelText = nullptr);
    // Spin boxes set up for forms: no keyboard tracking (one change per
    // commit), grouped digits, and a unit suffix and a text for the minimum.
    static QSpinBox *intSpin(const char *objectName, int maximum, QWidget *parent);
    static QDoubleSpinBox *doubleSpin(const char *objectName, double maximum, int decimals,
                                      QWidget *parent);
    Row &addSpin(QFormLayout *form, const char *path, QWidget *spin, const char *suffix,
                 const char *special);

    // Shows `text` in a line edit unless it already holds it (so typing is
    // not disturbed), from its start rather than the end of a long text.
    static void showText(QLineEdit *edit, const std::string &text);

    // Placeholders of a pair of name fields (Chinese, English): `example` in
    // the UI language's, and in the other one that it may stay empty.
    static void namePlaceholders(QLineEdit *nameZh, QLineEdit *nameEn, const QString &example);

    // Labels, suffixes and special texts in the current language.
    void retranslate();
    // Shows `messages` (by field path) under their fields; clears the others.
    void showErrors(const std::map<std::string, QString> &messages);
    void setRowVisible(const char *path, bool visible);
    Row *find(const char *path);
    // The validation path of the row holding `editor`; empty if none does.
    std::string pathOf(const QWidget *editor) const;

private:
    std::vector<Row> m_rows;
};
