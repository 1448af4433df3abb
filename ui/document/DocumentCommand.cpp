#include "DocumentCommand.h"

#include "i18n/ErrorText.h"

QString DocumentCommand::changeFieldText(const char *fieldPath)
{
    //: Undo command text; %1 is a field name such as "Sequence length"
    return tr("Change \"%1\"").arg(ErrorText::fieldLabel(fieldPath, false));
}
