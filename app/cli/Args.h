#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace suanpan::cli {

// Command-line words split into positionals and --options. An option takes
// the next word as its value unless it is declared as a flag.
class Args final
{
public:
    Args(const std::vector<std::string> &words, const std::vector<std::string> &flags);

    const std::vector<std::string> &positionals() const { return m_positionals; }
    bool has(const std::string &name) const;
    std::optional<std::string> value(const std::string &name) const;
    // The first problem found while splitting (an option missing its value), or "".
    const std::string &error() const { return m_error; }
    // Options given that are not in `known`; for "unknown option" errors.
    std::vector<std::string> unknown(const std::vector<std::string> &known) const;

private:
    std::vector<std::string> m_positionals;
    std::map<std::string, std::string> m_options;
    std::string m_error;
};

} // namespace suanpan::cli
