#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QVariant>

// One typed value in the application settings: the key and its default are
// declared once, next to each other (qBittorrent's SettingValue).
template <typename T> class SettingValue final
{
public:
    SettingValue(const char *key, T defaultValue) : m_key(key), m_default(std::move(defaultValue))
    {
    }

    T get() const
    {
        const QVariant v = QSettings().value(QLatin1String(m_key));
        return v.isValid() && v.canConvert<T>() ? v.value<T>() : m_default;
    }
    void set(const T &value) const { QSettings().setValue(QLatin1String(m_key), value); }
    void reset() const { QSettings().remove(QLatin1String(m_key)); }

private:
    const char *m_key;
    T m_default;
};

// The Sizing page's view settings (what a workload is sized on). They are not
// project data, so they live here and have no undo; ids and codes are core's.
struct SizingView {
    QString cardId; // empty: the card the seeds recommend for the workload
    int cards = 8;
    QString facilityId; // the network between servers comes from this template
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int zeroStage = 1;
    QString recompute; // core's Recompute code
    int microBatch = 1;
    bool mfuOverride = false;
    double mfuPercent = 40.0;
    // A card and count of the user's choice rather than the selected option.
    bool ownChoice = false;
    // A layout set by hand rather than the one the engine prices with.
    bool layoutByHand = false;
};

// Every persistent GUI preference, typed. Storage is QSettings with the
// organization and application names set in main(); tests point it elsewhere.
class Settings final
{
public:
    static constexpr int kMaxRecentFiles = 8;

    // UI language code ("zh_CN", "en"), or empty to follow the system locale.
    static QString language();
    static void setLanguage(const QString &code);

    // Most recent first, at most kMaxRecentFiles, no duplicates.
    static QStringList recentFiles();
    static void addRecentFile(const QString &path);
    static void removeRecentFile(const QString &path);
    static void clearRecentFiles();

    static QByteArray windowGeometry();
    static void setWindowGeometry(const QByteArray &geometry);
    static QByteArray windowState();
    static void setWindowState(const QByteArray &state);

    static SizingView sizingView();
    static void setSizingView(const SizingView &view);

    // Folder last used in an Open or Save As dialog.
    static QString lastDirectory();
    static void setLastDirectory(const QString &dir);

private:
    static void setRecentFiles(QStringList files);
};
