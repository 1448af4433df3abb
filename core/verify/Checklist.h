#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "FindingCodes.h"
#include "VerifyEnums.h"
#include "util/Result.h"

namespace suanpan {

// A text in both UI languages.
struct Bilingual {
    std::string zh;
    std::string en;

    bool operator==(const Bilingual &) const = default;
};

// Another item whose findings prove this one too: the same check asked in
// two lists ("measure the network between machines" in the six steps and
// the acceptance test's iperf3 item). Its findings, or only those whose
// code is in `codes` when it names any, suggest this item's status as well.
struct ProvenBy {
    std::string item;
    std::vector<FindingCode> codes; // in JSON their texts ("check.card_model"); empty: all

    bool operator==(const ProvenBy &) const = default;
};

// One thing to verify before signing or paying, written for a manager who is
// not an engineer: what to check, why it matters, how to check it and what a
// good answer looks like.
struct ChecklistItem {
    std::string id; // stable, e.g. "six.network_iperf3"; entries refer to it
    Bilingual title;
    Bilingual why;
    Bilingual how;
    Bilingual good;
    Severity severity = Severity::Major;
    std::string relatesTo;              // "contract.replacement_hours", "facility.power", or ""
    std::vector<EvidenceKind> evidence; // what may be attached, at least one
    std::vector<ProvenBy> provenBy;     // items whose findings prove this one too
    // The options it concerns, by how they get their cards; empty: every
    // option (a GPU cloud rental is not visited nor its cabinet's power checked).
    std::vector<Supply> appliesTo;

    bool appliesToSupply(Supply supply) const;
    bool operator==(const ChecklistItem &) const = default;
};

struct ChecklistTemplate {
    std::string id; // "six_steps", "facility", "contract", "acceptance"
    Bilingual title;
    std::vector<ChecklistItem> items;

    const ChecklistItem *findItem(std::string_view itemId) const;
    bool operator==(const ChecklistTemplate &) const = default;
};

// Parses one checklist template document (resources/checklists/*.json):
//   {"schema": 1, "checklist": {"id": ..., "title": {"zh", "en"}},
//    "items": [{"id", "title", "why", "how", "good", "severity", "relates_to", "evidence",
//               "proven_by" (optional): [{"item": id, "codes" (optional): [finding code]}],
//               "applies_to" (optional): ["cloud" | "rent" | "host" | "build", ...]}]}
// Errors name the file and the JSON path, subject "<fileName>:<pointer>"
// (e.g. "contract.json:/items/3/severity"):
//   "checklist.parse"          not JSON (detail = parser message)
//   "checklist.missing"        a required field is absent
//   "checklist.type"           wrong JSON type (detail = expected type)
//   "checklist.enum"           unknown severity, evidence kind or supply (detail = the value)
//   "checklist.duplicate_id"   an item id used twice (detail = the id)
//   "checklist.invalid"        empty text, an id with characters other than
//                              a-z 0-9 . _ -, a relates_to naming no model
//                              field, an empty or repeated evidence or
//                              applies_to list
//                              (detail = "<reason>: <value>")
//   "checklist.unknown_field"  a key the format does not have (detail = the key)
//   "checklist.too_new"        schema above 1; "checklist.too_large", "checklist.too_deep"
Result<ChecklistTemplate> loadChecklistText(std::string_view text, const std::string &fileName);

// Several templates that are used together: each loaded as above, then item
// and template ids checked unique across all of them ("checklist.duplicate_id",
// subject = the later file and its path), and every proven_by naming another
// item of them ("checklist.invalid" with issue UnknownItem or SelfReference
// and the id as detail, subject = the file and ".../proven_by/<k>/item"). `files` = (file name,
// text).
Result<std::vector<ChecklistTemplate>>
loadChecklistTexts(const std::vector<std::pair<std::string, std::string_view>> &files);

// The four built-in templates (six_steps, facility, contract, acceptance, in
// that order), compiled into the binary. Loaded once; a broken built-in
// template is a build defect, so tests check it loads cleanly.
const Result<std::vector<ChecklistTemplate>> &builtinChecklists();

// The file names of the built-in templates, in order.
const std::vector<std::string> &builtinChecklistFiles();

// The item with this id in any of the templates, or null.
const ChecklistItem *findChecklistItem(const std::vector<ChecklistTemplate> &templates,
                                       std::string_view itemId);

} // namespace suanpan
