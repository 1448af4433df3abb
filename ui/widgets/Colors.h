#pragma once

#include <QColor>

// The colours that carry a meaning on every page, defined once: a problem
// (a refused field, a breach, a card that does not fit) and a pass.
inline QColor warningColor()
{
    return QColor(0xc6, 0x28, 0x28);
}

inline QColor passColor()
{
    return QColor(0x2e, 0x7d, 0x32);
}
