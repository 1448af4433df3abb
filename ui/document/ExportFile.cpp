#include "ExportFile.h"

#include <string_view>

#include <QFile>

#include "export/PendingFile.h"

suanpan::Status writeExportFile(const QString &path, const QByteArray &bytes,
                                const QString &project)
{
    // File names as the system spells them (QFile does the same).
    const auto native = [](const QString &p) {
        return p.isEmpty() ? std::string() : QFile::encodeName(p).toStdString();
    };
    auto file = suanpan::PendingFile::create(native(path), native(project));
    if (!file)
        return file.error();
    if (auto written =
            file.value().write(std::string_view(bytes.constData(), std::size_t(bytes.size())));
        !written)
        return written;
    return file.value().commit();
}
