#pragma once

#include <QtTest/QTest>

#include "estimate/EstimateCodes.h"
#include "util/ErrorCodes.h"
#include "util/JsonKind.h"

namespace suanpan {

// QCOMPARE prints an ErrorCode by its stable text ("store.not_found"), found
// by argument-dependent lookup.
inline char *toString(ErrorCode code)
{
    const std::string_view text =
        code == ErrorCode::Count ? std::string_view("(no code)") : errorCodeText(code);
    return QTest::toString(QByteArray(text.data(), qsizetype(text.size())));
}

// The sizing's codes print by their texts too ("auto_layout").
inline char *toString(RemedyCode code)
{
    return QTest::toString(QByteArray(remedyCodeText(code).data()));
}

inline char *toString(LatencyReasonCode code)
{
    return QTest::toString(QByteArray(latencyReasonCodeText(code).data()));
}

inline char *toString(JsonKind kind)
{
    return QTest::toString(
        QByteArray(kind == JsonKind::Count ? "(none)" : jsonKindText(kind).data()));
}

} // namespace suanpan

// Data-driven tests carry codes in their columns.
Q_DECLARE_METATYPE(suanpan::ErrorCode)
