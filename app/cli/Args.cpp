#include "Args.h"

#include <algorithm>

namespace suanpan::cli {

Args::Args(const std::vector<std::string> &words, const std::vector<std::string> &flags)
{
    for (size_t i = 0; i < words.size(); ++i) {
        const std::string &w = words[i];
        if (w.size() > 2 && w.rfind("--", 0) == 0) {
            std::string name = w.substr(2);
            const auto eq = name.find('=');
            if (eq != std::string::npos) {
                m_options[name.substr(0, eq)] = name.substr(eq + 1);
            } else if (std::find(flags.begin(), flags.end(), name) != flags.end()) {
                m_options[name] = "";
            } else if (i + 1 < words.size()) {
                m_options[name] = words[++i];
            } else if (m_error.empty()) {
                m_error = "option --" + name + " needs a value";
            }
        } else {
            m_positionals.push_back(w);
        }
    }
}

bool Args::has(const std::string &name) const
{
    return m_options.count(name) != 0;
}

std::optional<std::string> Args::value(const std::string &name) const
{
    const auto it = m_options.find(name);
    if (it == m_options.end())
        return std::nullopt;
    return it->second;
}

std::vector<std::string> Args::unknown(const std::vector<std::string> &known) const
{
    std::vector<std::string> out;
    for (const auto &[name, value] : m_options)
        if (std::find(known.begin(), known.end(), name) == known.end())
            out.push_back(name);
    return out;
}

} // namespace suanpan::cli
