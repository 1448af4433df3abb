#include "EvidenceImport.h"

#include <algorithm>
#include <cctype>

#include <QDateTime>
#include <QFile>
#include <QFileInfo>

#include "verify/Evidence.h"

using namespace suanpan;

namespace {

bool contains(std::string_view text, std::string_view what)
{
    return text.find(what) != std::string_view::npos;
}

std::string lower(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

// The first line that is neither blank nor a '#' comment: a table's header.
std::string_view headerLine(std::string_view text)
{
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        const std::size_t first = line.find_first_not_of(" \t\r");
        if (first != std::string_view::npos && line[first] != '#')
            return line;
    }
    return {};
}

} // namespace

std::optional<EvidenceKind> detectEvidenceKind(std::string_view text)
{
    if (contains(text, "NVSMI LOG"))
        return EvidenceKind::NvidiaSmiQ;
    // iperf3 -J: a JSON object with its "start"/"end" sections, or only "error".
    if (contains(text, "{") &&
        (contains(text, "\"start\"") || contains(text, "\"end\"") || contains(text, "\"error\"")))
        return EvidenceKind::Iperf3;
    if (contains(text, "GPU0"))
        return EvidenceKind::Topo;
    const std::string header = lower(headerLine(text));
    // nvidia-smi's own failure ("NVIDIA-SMI has failed ...") goes to its parser, which words it.
    if (contains(header, "nvidia-smi") || contains(header, "memory.total") ||
        contains(header, "driver_version") || contains(header, "name,") ||
        contains(header, "power.draw"))
        return EvidenceKind::NvidiaSmi;
    if (contains(header, "step"))
        return EvidenceKind::TrainingLog;
    if (contains(header, "cards") || contains(header, "gpus") || contains(header, "throughput"))
        return EvidenceKind::Scaling;
    return std::nullopt;
}

Result<EvidenceRecord> readEvidenceFile(const QString &path, std::optional<EvidenceKind> kind,
                                        const std::string &optionId, const Project &project,
                                        const Catalog &catalog, const Evaluation &planned)
{
    const std::string name = QFileInfo(path).fileName().toStdString();
    QFile file(path);
    if (!file.exists())
        return Error{ErrorCode::FileNotFound, path.toStdString(), ""};
    if (!file.open(QIODevice::ReadOnly))
        return Error{ErrorCode::FileIo, path.toStdString(), file.errorString().toStdString()};
    // One byte over the limit is enough for core to refuse it.
    const QByteArray bytes = file.read(qint64(kMaxEvidenceBytes) + 1);
    if (file.error() != QFileDevice::NoError)
        return Error{ErrorCode::FileIo, path.toStdString(), file.errorString().toStdString()};
    const std::string_view text(bytes.constData(), std::size_t(bytes.size()));
    if (!kind)
        kind = detectEvidenceKind(text);
    if (!kind)
        return Error{ErrorCode::EvidenceUnknownKind, name, ""};
    const std::string now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    Result<EvidenceRecord> record = makeEvidence(*kind, name, text, optionId, now);
    if (!record)
        return record;
    const Result<EvidenceCheck> check = checkEvidence(record.value(), project, catalog, planned);
    if (!check)
        return check.error();
    return record;
}
