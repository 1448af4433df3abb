// suanpan-cli: the Suanpan engine for scripts, tests and version control.
// Links suanpan_core only (no Qt).

#include <iostream>
#include <string>
#include <vector>

#include "Commands.h"

namespace {

const char *const kUsage = R"(Usage: suanpan-cli <command> [arguments]

Plan GPU compute for AI work: size the job, price renting, hosting and
building, and check the contract. All JSON output uses SI units (bytes,
seconds, FLOP, FLOP/s) and CNY.

Commands:
  --version                           print the version
  --help                              print this help
  project example OUT.suanpan         write the embedded example project
  project show FILE [--json]          print a project (JSON: the whole project)
  project create --from IN.json OUT.suanpan
                                      build a project file from project JSON
                                      (the format `project show --json` prints)
  project validate FILE               list every problem in a project
  catalog cards|facilities|contracts|assumptions [--json]
                                      print the built-in catalog

Exit codes: 0 success, 1 the input or file was refused, 2 bad arguments.
)";

} // namespace

int main(int argc, char **argv)
{
    using namespace suanpan::cli;
    std::vector<std::string> words(argv + 1, argv + argc);
    Io io{std::cout, std::cerr};
    if (words.empty())
        return fail(io, kUsage, "no command given; try --help");
    const std::string command = words.front();
    const std::vector<std::string> rest(words.begin() + 1, words.end());
    if (command == "--version" || command == "version") {
        std::cout << "suanpan-cli " << SUANPAN_VERSION << "\n";
        return kOk;
    }
    if (command == "--help" || command == "-h" || command == "help") {
        std::cout << kUsage;
        return kOk;
    }
    if (command == "project")
        return runProject(rest, io);
    if (command == "catalog")
        return runCatalog(rest, io);
    return fail(io, kUsage, "unknown command '" + command + "'; try --help");
}
