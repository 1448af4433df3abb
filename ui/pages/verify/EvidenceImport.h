#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <QString>

#include "cost/Evaluation.h"
#include "model/Project.h"
#include "util/Result.h"

namespace suanpan {
struct Catalog;
}

// Reading a tool's output from a file into an evidence record: the kind told
// from the content when the user did not choose one, the text checked by
// core's parser before anything is added, so a broken file changes nothing.

// What wrote `text`: iperf3 -J, nvidia-smi (CSV or -q), topo -m, a scaling
// table or a training log; none when it looks like none of them.
std::optional<suanpan::EvidenceKind> detectEvidenceKind(std::string_view text);

// The record for the file at `path`, measured on `optionId`: read (at most
// kMaxEvidenceBytes), its kind taken from `kind` or detected, parsed once to
// refuse broken output (against the option's plan in `planned`, the
// document's evaluation). Errors are core's codes with the file name as
// subject where core gives none; "evidence.unknown_kind" when the kind could
// not be told.
suanpan::Result<suanpan::EvidenceRecord>
readEvidenceFile(const QString &path, std::optional<suanpan::EvidenceKind> kind,
                 const std::string &optionId, const suanpan::Project &project,
                 const suanpan::Catalog &catalog, const suanpan::Evaluation &planned);
