#pragma once

#include <QCoreApplication>
#include <QString>

class ProjectDocument;

// File names suggested for exports, in the words of the language they are
// written in: "累计成本走势.png", "南山某 AI 初创公司 2027 年算力规划 - 报告.pdf",
// never a code such as "cumulative-cost.png".
class ExportNames final
{
    Q_DECLARE_TR_FUNCTIONS(ExportNames)

public:
    // `text` made safe as a file name on Linux, Windows and macOS: path
    // separators and reserved characters become spaces, runs of spaces one,
    // no leading or trailing dots or spaces, at most kMaxLength characters
    // (cut at a word where possible); `fallback` when nothing is left.
    static QString safe(const QString &text, const QString &fallback);
    // "<project title> - <what>" with the title's half in the current
    // language, or just `what` for an untitled project; made safe.
    static QString forProject(const ProjectDocument *document, const QString &what);

    static constexpr int kMaxLength = 120;
};
