#pragma once

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <QString>

#include "model/Range.h"
#include "model/Validation.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLineEdit;
class QWidget;
class RangeEdit;

// Small pieces shared by the card, facility and contract editors.
namespace entryform {

QLineEdit *lineEdit(const char *objectName, QWidget *parent);
void showText(QLineEdit *edit, const std::string &text);
std::string text(const QLineEdit *edit);

// Refills `combo` with (value, text) items, keeping the selected value (or
// selecting `initial` when the combo was empty), without emitting signals.
void fillCombo(QComboBox *combo, const std::vector<std::pair<int, QString>> &items, int initial);
// (value, text) items of an enum's values, worded by `text`.
template <typename E, std::size_t N>
std::vector<std::pair<int, QString>> enumItems(const E (&values)[N], QString (*text)(E))
{
    std::vector<std::pair<int, QString>> out;
    for (E v : values)
        out.emplace_back(int(v), text(v));
    return out;
}

QCheckBox *checkBox(const char *objectName, QWidget *parent);
// A form laid out in `group`, its fields growing with the window.
QFormLayout *formIn(QGroupBox *group);

// The figure a spin box holds, in stored units: the stored figure itself
// while the box still shows it (the box rounds to its decimals), else the
// box's value times `unit`.
double keptFigure(const QDoubleSpinBox *box, double stored, double unit = 1.0);
// The same for a range.
suanpan::Range keptRange(const RangeEdit *edit, const suanpan::Range &stored);

// Grows `window` to the height its layout needs at its width. Messages under
// fields wrap; a top-level window does not grow for a wrapped line by itself.
void growToFit(QWidget *window);

// The form row a validation field belongs to: a range's row for its ends
// ("pue.low" -> "pue"), else the field itself.
std::string rowOf(const std::string &field);

// Where an edited entry's figures come from. The text of the source field
// wins when the user changed it; figures changed under an unchanged source
// now come from the user, naming the source they started from.
suanpan::Provenance editedProvenance(const suanpan::Provenance &base, const std::string &source,
                                     bool figuresChanged);

// An entry's problems: core's validation, plus a DuplicateId on "id" when
// another of the user's entries (`takenIds`) has the entry's identifier.
template <typename Entry>
suanpan::ValidationIssues issuesOf(const Entry &entry, const std::vector<std::string> &takenIds)
{
    suanpan::ValidationIssues out = suanpan::validate(entry);
    if (std::find(takenIds.begin(), takenIds.end(), entry.id) != takenIds.end())
        out.push_back({suanpan::IssueCode::DuplicateId, "id", entry.id});
    return out;
}

// What an editor shows of its entry's problems: one message per form row
// (rows not yet `touched` stay quiet unless `showAll`), and how many rows
// have a problem at all. `rowOf` maps a validation field to its row;
// `duplicate` words a duplicate identifier, the rest come from ErrorText.
struct Problems {
    std::map<std::string, QString> messages;
    int rows = 0;
};
Problems problems(const suanpan::ValidationIssues &issues, const std::set<std::string> &touched,
                  bool showAll, const std::function<std::string(const std::string &)> &rowOf,
                  const std::function<QString(const std::string &id)> &duplicate);

} // namespace entryform
