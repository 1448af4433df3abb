#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace suanpan::cli {

// Exit codes shared by every command.
enum ExitCode { kOk = 0, kFailed = 1, kUsage = 2 };

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
int runCost(const std::vector<std::string> &words, Io io);
int runVerify(const std::vector<std::string> &words, Io io);
int runImport(const std::vector<std::string> &words, Io io);
int runExport(const std::vector<std::string> &words, Io io);

// Prints "suanpan-cli: <message>" on stderr and returns `code`.
int fail(Io io, int code, const std::string &message);

} // namespace suanpan::cli
