#pragma once

#include <QObject>
#include <QString>

// Where every export tells the main window what it wrote, so the status bar
// can say where the file is and offer to open its folder, whichever page or
// dialog exported it.
class ExportAnnouncer final : public QObject
{
    Q_OBJECT

public:
    static ExportAnnouncer *instance();
    // `path`: the file written, or the folder a batch of files went into.
    static void announce(const QString &path);

signals:
    void exported(const QString &path);

private:
    ExportAnnouncer() = default;
};
