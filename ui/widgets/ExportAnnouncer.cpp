#include "ExportAnnouncer.h"

ExportAnnouncer *ExportAnnouncer::instance()
{
    static ExportAnnouncer announcer;
    return &announcer;
}

void ExportAnnouncer::announce(const QString &path)
{
    emit instance()->exported(path);
}
