#include "LanguageManager.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include "settings/Settings.h"

namespace {

QLocale localeFor(const QString &code)
{
    return code == QLatin1String(LanguageManager::kChinese)
               ? QLocale(QLocale::Chinese, QLocale::SimplifiedHanScript, QLocale::China)
               : QLocale(QLocale::English, QLocale::UnitedStates);
}

} // namespace

LanguageManager::LanguageManager(QObject *parent) : QObject(parent) {}

QString LanguageManager::translated(bool chinese, const char *context, const char *source,
                                    const char *comment)
{
    // English is the source language; Chinese from the catalog, loaded once
    // and kept apart from the installed translators.
    if (chinese) {
        static QTranslator *const zh = [] {
            auto *t = new QTranslator(instance());
            if (!t->load(QLatin1String(":/i18n/suanpan_") + QLatin1String(kChinese)))
                qWarning("Suanpan: no translation for %s", kChinese);
            return t;
        }();
        const QString text = zh->translate(context, source, comment);
        if (!text.isEmpty())
            return text;
    }
    return QString::fromUtf8(source);
}

LanguageManager *LanguageManager::instance()
{
    // Parented to the application so it goes away with it.
    static LanguageManager *manager = new LanguageManager(QCoreApplication::instance());
    return manager;
}

QStringList LanguageManager::languages()
{
    return {QLatin1String(kChinese), QLatin1String(kEnglish)};
}

QString LanguageManager::systemLanguage()
{
    return QLocale::system().language() == QLocale::Chinese ? QLatin1String(kChinese)
                                                            : QLatin1String(kEnglish);
}

bool LanguageManager::isChinese()
{
    return QLocale().language() == QLocale::Chinese;
}

void LanguageManager::installTranslators()
{
    QString code = Settings::language();
    if (!languages().contains(code))
        code = systemLanguage();
    apply(code);
}

void LanguageManager::setLanguage(const QString &code, bool remember)
{
    if (!languages().contains(code))
        return;
    if (remember)
        Settings::setLanguage(code);
    if (code != m_language)
        apply(code);
}

void LanguageManager::apply(const QString &code)
{
    // The default locale first: retranslateUi() formats numbers with it.
    const QLocale locale = localeFor(code);
    QLocale::setDefault(locale);

    if (m_appTranslator) {
        QCoreApplication::removeTranslator(m_appTranslator);
        delete m_appTranslator;
        m_appTranslator = nullptr;
    }
    if (m_qtTranslator) {
        QCoreApplication::removeTranslator(m_qtTranslator);
        delete m_qtTranslator;
        m_qtTranslator = nullptr;
    }

    auto *app = new QTranslator(this);
    if (app->load(QLatin1String(":/i18n/suanpan_") + code))
        QCoreApplication::installTranslator(app);
    else
        qWarning("Suanpan: no translation for %s", qPrintable(code));
    m_appTranslator = app;

    // Standard dialog buttons and context menus come from qtbase's catalog.
    auto *qt = new QTranslator(this);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    m_qtTranslator = qt;

    m_language = code;
    // installTranslator() already posts LanguageChange when a catalog loaded;
    // going back to the source language loads none, so say it explicitly.
    QCoreApplication::postEvent(QCoreApplication::instance(), new QEvent(QEvent::LanguageChange));
    emit languageChanged(code);
}
