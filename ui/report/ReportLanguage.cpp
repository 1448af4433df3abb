#include "ReportLanguage.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLibraryInfo>

#include "i18n/LanguageManager.h"

namespace {

QLocale localeFor(const QString &code)
{
    return code == QLatin1String(LanguageManager::kChinese)
               ? QLocale(QLocale::Chinese, QLocale::SimplifiedHanScript, QLocale::China)
               : QLocale(QLocale::English, QLocale::UnitedStates);
}

} // namespace

// Suanpan's catalog and qtbase's for one language, with the source text as
// the last word: a lookup never falls through to another language.
class ReportLanguage::Translator final : public QTranslator
{
public:
    explicit Translator(const QString &code)
    {
        // English has no catalog of its own beyond plurals; a missing one
        // leaves the source text, which is the English.
        (void)m_app.load(QLatin1String(":/i18n/suanpan_") + code);
        (void)m_qt.load(localeFor(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                        QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    }

    QString translate(const char *context, const char *sourceText, const char *disambiguation,
                      int n) const override
    {
        QString s = m_app.translate(context, sourceText, disambiguation, n);
        if (s.isNull())
            s = m_qt.translate(context, sourceText, disambiguation, n);
        if (s.isNull())
            s = QString::fromUtf8(sourceText);
        return s;
    }
    bool isEmpty() const override { return false; }

private:
    QTranslator m_app;
    QTranslator m_qt;
};

ReportLanguage::ReportLanguage(const QString &code)
    : m_code(LanguageManager::languages().contains(code)
                 ? code
                 : QLatin1String(LanguageManager::kEnglish)),
      m_previousLocale(QLocale()), m_translator(std::make_unique<Translator>(m_code))
{
    QCoreApplication::instance()->installEventFilter(this);
    QLocale::setDefault(localeFor(m_code));
    QCoreApplication::installTranslator(m_translator.get());
}

ReportLanguage::~ReportLanguage()
{
    QCoreApplication::removeTranslator(m_translator.get());
    QLocale::setDefault(m_previousLocale);
    QCoreApplication::instance()->removeEventFilter(this);
}

bool ReportLanguage::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        return true;
    return QObject::eventFilter(watched, event);
}
