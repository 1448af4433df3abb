#pragma once

#include <QCoreApplication>
#include <QUndoCommand>

class ProjectDocument;

// Base of every undo command on a ProjectDocument. The command's text is not
// stored translated once: describe() words it in the current language and
// retranslate() refreshes it after a language switch, so the Undo/Redo menu
// entries follow the UI language.
class DocumentCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(DocumentCommand)

public:
    explicit DocumentCommand(ProjectDocument *document) : m_document(document) {}

    void retranslate() { setText(describe()); }

    // "Change "Sequence length"", for a field path as in Fields.h.
    static QString changeFieldText(const char *fieldPath);

protected:
    virtual QString describe() const = 0;
    ProjectDocument *document() const { return m_document; }

private:
    ProjectDocument *m_document;
};
