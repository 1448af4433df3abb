#pragma once

#include <memory>

#include <QLocale>
#include <QObject>
#include <QString>
#include <QTranslator>

// The report's language for the duration of one export, independent of the
// UI language (a Chinese-speaking consultant may hand an English report to
// an investor). While it lives, tr(), QLocale() and so every CostText,
// MoneyFormat and DisplayText word the report's language; on destruction
// the UI's locale and translations are back.
//
// How: its translator is installed last, so Qt asks it first; for a string
// its catalog lacks it answers the English source text itself, so the UI's
// Chinese catalog underneath is never reached for an English report. The
// LanguageChange events that installing and removing it send are held back
// by an application event filter: the open windows keep their words and are
// not retranslated twice for nothing.
class ReportLanguage final : public QObject
{
public:
    explicit ReportLanguage(const QString &code);
    ~ReportLanguage() override;

    QString code() const { return m_code; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    class Translator;

    QString m_code;
    QLocale m_previousLocale;
    std::unique_ptr<Translator> m_translator;
};
