#pragma once

#include <string>
#include <string_view>

#include "export/ExportLabels.h"
#include "model/Range.h"

namespace suanpan {

// Sources as a reader cites them, in either language: the one wording of
// every citation, on the pages (the GUI's CitationText calls these with the
// UI language), in the PDF report and in the XLSX. A provenance text is a
// ";"-separated list of codes of sources.json (parseCitations()); each
// becomes its title: an article as 《title》（2026） / "title" (2026), a
// paper, policy or price survey by its full title, "Suanpan's estimate" for
// a figure without a published source. Codes ("seed 003", "prices.md 3b")
// never come out; text no code matches is kept as it is.
std::string citeSources(std::string_view source, ExportLanguage language);

// The first citation only (a narrow label; the full list goes into a tooltip).
std::string citeFirstSource(std::string_view source, ExportLanguage language);

// An assumption's source as one sentence: citeSources(), then what the
// default source says while the assumption still cites it ("Suanpan's
// estimate: share of paid hours the cards do useful work"), then the date
// when `withDate` and the citation does not already carry it.
std::string describeSource(const Assumption &a, ExportLanguage language, bool withDate = true);

// An ISO date ("2026", "2026-11", "2026-11-05") as a reader writes it:
// 2026年11月 / Nov 2026; anything else as it is.
std::string readableDate(std::string_view iso, ExportLanguage language);

} // namespace suanpan
