#pragma once

#include <string>

#include <QString>

// core's text (UTF-8 in a std::string) as a QString: the one conversion ui
// uses for names, ids and citations that come from core.
inline QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}
