#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "cost/Evaluation.h"
#include "model/Project.h"
#include "store/ProjectStore.h"

namespace suanpan::cli {

// Exit codes shared by every command.
enum ExitCode { kOk = 0, kFailed = 1, kUsage = 2 };

// A usage problem found while reading a command's words, thrown to the
// command's entry point: exit code kUsage and one line.
struct UsageError {
    std::string message;
};

struct Io {
    std::ostream &out;
    std::ostream &err;
};

// Each command group takes the words after its name.
int runProject(const std::vector<std::string> &words, Io io);
int runCatalog(const std::vector<std::string> &words, Io io);
int runModel(const std::vector<std::string> &words, Io io);
int runEstimate(const std::vector<std::string> &words, Io io);
int runEvaluate(const std::vector<std::string> &words, Io io);
int runSearch(const std::vector<std::string> &words, Io io);
int runPortfolio(const std::vector<std::string> &words, Io io);
int runCost(const std::vector<std::string> &words, Io io);
int runVerify(const std::vector<std::string> &words, Io io);
int runImport(const std::vector<std::string> &words, Io io);
int runExport(const std::vector<std::string> &words, Io io);
int runQuote(const std::vector<std::string> &words, Io io);

// Prints "suanpan-cli: <message>" on stderr (one line) and returns `code`.
int fail(Io io, int code, const std::string &message);

// Loads a project and validates it as `project create` would; on refusal
// prints one line, sets `code` and returns nothing. Every command that reads
// a project opens it here (`project validate` excepted: it lists problems).
std::optional<ProjectStore::Loaded> openProject(const std::string &path, Io io, int &code);

// The one line `evaluate` exits 1 with for `ev`: its first validation issue
// or problem and how many more there are; nothing when it has none. Every
// command that reports on an evaluation (evaluate, export) refuses alike.
std::optional<std::string> refusalOf(const Evaluation &ev);

// Saves atomically; with `expected`, refuses (store.changed) when another
// program saved the file since it was read. A failed folder sync after the
// rename is reported as a warning line and still succeeds.
int saveProject(Io io, const Project &project, const std::string &path,
                const std::optional<FileStamp> &expected);

} // namespace suanpan::cli
