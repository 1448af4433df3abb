#pragma once

#include <vector>

#include "document/DocumentCommand.h"
#include "model/Range.h"

// Undo command that stores one assumption (key, low / likely / high) into the
// project's overrides (project.assumptions), so it is saved in the file and
// overrides the catalog default. Keeps the whole override list before and
// after: it is short, and undo then also removes an override it added.
class ChangeAssumption final : public DocumentCommand
{
    Q_DECLARE_TR_FUNCTIONS(ChangeAssumption)

public:
    ChangeAssumption(ProjectDocument *document, suanpan::Assumption assumption);

    void undo() override;
    void redo() override;
    int id() const override;
    // Consecutive changes of the same assumption (a slider drag) are one step.
    bool mergeWith(const QUndoCommand *other) override;

protected:
    QString describe() const override;

private:
    std::string m_key;
    std::vector<suanpan::Assumption> m_before;
    std::vector<suanpan::Assumption> m_after;
};

// Pushes a ChangeAssumption when `assumption` differs from the effective one.
void changeAssumption(ProjectDocument *document, const suanpan::Assumption &assumption);
