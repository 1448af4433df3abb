#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

class QTranslator;

// Owns the application's translators (Suanpan's own and qtbase's) and swaps
// them at run time. Installing a translator makes Qt send QEvent::LanguageChange
// to every widget; each widget then calls its retranslateUi() (tiled's
// LanguageManager). The chosen language is remembered in Settings; with none
// chosen, the system locale decides.
class LanguageManager final : public QObject
{
    Q_OBJECT

public:
    static constexpr const char *kChinese = "zh_CN";
    static constexpr const char *kEnglish = "en";

    static LanguageManager *instance();

    // The supported language codes, in menu order.
    static QStringList languages();
    // kChinese when the system locale is Chinese, kEnglish otherwise.
    static QString systemLanguage();
    // True when the UI language is Chinese: catalog names then use their zh form.
    static bool isChinese();

    // `source` (a tr() string of `context`) in Chinese or English whatever the
    // UI language: for names generated in both languages at once.
    static QString translated(bool chinese, const char *context, const char *source,
                              const char *comment = nullptr);
    // Installs the translators for the remembered language (or the system's).
    void installTranslators();
    QString language() const { return m_language; }
    // Switches the UI language; `remember` stores it in Settings (false for --lang).
    void setLanguage(const QString &code, bool remember = true);

signals:
    void languageChanged(const QString &code);

private:
    explicit LanguageManager(QObject *parent = nullptr);
    void apply(const QString &code);

    QString m_language;
    QTranslator *m_appTranslator = nullptr;
    QTranslator *m_qtTranslator = nullptr;
};
