#pragma once

#include <string>

#include <QObject>
#include <QString>

class ProjectDocument;
class QComboBox;

// The option the Verification and Sign-off pages look at ("" = the whole
// project), shared so that a manager who marks items for one option sees the
// same option on the sign-off sheet. A view setting, not project data: it
// lives beside the document and goes back to the whole project on reset.
class VerifySelection final : public QObject
{
    Q_OBJECT

public:
    // The selection of `document`, created on first use as its child.
    static VerifySelection *of(ProjectDocument *document);

    const std::string &optionId() const { return m_optionId; }
    void setOptionId(const std::string &optionId);

    // Fills `combo` with "Whole project" and the project's options (item
    // data = option id) and selects the current one, without signals.
    void fillCombo(QComboBox *combo) const;
    // An option's name in the UI language ("" = the whole project).
    QString optionName(const std::string &optionId) const;

    // Who did the last check on this computer, offered for the next one. A
    // person, not project data: kept in the settings.
    static QString lastCheckedBy();
    static void rememberCheckedBy(const QString &name);

signals:
    void changed();

private:
    explicit VerifySelection(ProjectDocument *document);
    void dropIfGone();

    ProjectDocument *m_document;
    std::string m_optionId;
};
