#include "Settings.h"

#include <QDir>
#include <QFileInfo>

namespace {

const SettingValue<QString> kLanguage{"ui/language", QString()};
const SettingValue<QStringList> kRecentFiles{"files/recent", QStringList()};
const SettingValue<QString> kLastDirectory{"files/lastDirectory", QDir::homePath()};
const SettingValue<QByteArray> kWindowGeometry{"window/geometry", QByteArray()};
const SettingValue<QByteArray> kWindowState{"window/state", QByteArray()};
const SettingValue<QString> kSizingCard{"sizing/card", QString()};
const SettingValue<int> kSizingCards{"sizing/cards", 8};
const SettingValue<QString> kSizingFacility{"sizing/facility", QStringLiteral("hosted-cluster")};
const SettingValue<int> kSizingTensorParallel{"sizing/tensorParallel", 1};
const SettingValue<int> kSizingPipelineParallel{"sizing/pipelineParallel", 1};
const SettingValue<int> kSizingZeroStage{"sizing/zeroStage", 1};
const SettingValue<QString> kSizingRecompute{"sizing/recompute", QStringLiteral("selective")};
const SettingValue<int> kSizingMicroBatch{"sizing/microBatch", 1};
const SettingValue<bool> kSizingMfuOverride{"sizing/mfuOverride", false};
const SettingValue<double> kSizingMfuPercent{"sizing/mfuPercent", 40.0};
const SettingValue<bool> kSizingOwnChoice{"sizing/ownChoice", false};
const SettingValue<bool> kSizingLayoutByHand{"sizing/layoutByHand", false};

QString canonical(const QString &path)
{
    const QFileInfo info(path);
    const QString c = info.canonicalFilePath();
    return c.isEmpty() ? info.absoluteFilePath() : c;
}

} // namespace

QString Settings::language()
{
    return kLanguage.get();
}

void Settings::setLanguage(const QString &code)
{
    kLanguage.set(code);
}

QStringList Settings::recentFiles()
{
    return kRecentFiles.get();
}

void Settings::addRecentFile(const QString &path)
{
    const QString entry = canonical(path);
    QStringList files = recentFiles();
    files.removeAll(entry);
    files.prepend(entry);
    setRecentFiles(files);
}

void Settings::removeRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.removeAll(canonical(path));
    setRecentFiles(files);
}

void Settings::clearRecentFiles()
{
    kRecentFiles.reset();
}

void Settings::setRecentFiles(QStringList files)
{
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    kRecentFiles.set(files);
}

QByteArray Settings::windowGeometry()
{
    return kWindowGeometry.get();
}

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    kWindowGeometry.set(geometry);
}

QByteArray Settings::windowState()
{
    return kWindowState.get();
}

void Settings::setWindowState(const QByteArray &state)
{
    kWindowState.set(state);
}

SizingView Settings::sizingView()
{
    SizingView v;
    v.cardId = kSizingCard.get();
    v.cards = kSizingCards.get();
    v.facilityId = kSizingFacility.get();
    v.tensorParallel = kSizingTensorParallel.get();
    v.pipelineParallel = kSizingPipelineParallel.get();
    v.zeroStage = kSizingZeroStage.get();
    v.recompute = kSizingRecompute.get();
    v.microBatch = kSizingMicroBatch.get();
    v.mfuOverride = kSizingMfuOverride.get();
    v.mfuPercent = kSizingMfuPercent.get();
    v.ownChoice = kSizingOwnChoice.get();
    v.layoutByHand = kSizingLayoutByHand.get();
    return v;
}

void Settings::setSizingView(const SizingView &v)
{
    kSizingCard.set(v.cardId);
    kSizingCards.set(v.cards);
    kSizingFacility.set(v.facilityId);
    kSizingTensorParallel.set(v.tensorParallel);
    kSizingPipelineParallel.set(v.pipelineParallel);
    kSizingZeroStage.set(v.zeroStage);
    kSizingRecompute.set(v.recompute);
    kSizingMicroBatch.set(v.microBatch);
    kSizingMfuOverride.set(v.mfuOverride);
    kSizingMfuPercent.set(v.mfuPercent);
    kSizingOwnChoice.set(v.ownChoice);
    kSizingLayoutByHand.set(v.layoutByHand);
}

QString Settings::lastDirectory()
{
    return kLastDirectory.get();
}

void Settings::setLastDirectory(const QString &dir)
{
    kLastDirectory.set(dir);
}
