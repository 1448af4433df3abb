#pragma once

#include <functional>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QPrinter;
class QWidget;

// The modal dialogs of the Verification and Sign-off pages, behind
// replaceable hooks like mainwindow/Prompts.h: GUI tests assign their own so
// that no dialog blocks them.
class VerifyPrompts final
{
    Q_DECLARE_TR_FUNCTIONS(VerifyPrompts)

public:
    // Tool output files to import as evidence; empty when cancelled.
    static std::function<QStringList(QWidget *parent, const QString &directory)> evidenceFiles;
    // Where to write the sign-off sheet as PDF; empty when cancelled.
    static std::function<QString(QWidget *parent, const QString &suggestedPath)> pdfFileName;
    // The print dialog for `printer`; false when cancelled.
    static std::function<bool(QWidget *parent, QPrinter *printer)> print;

    // Puts the real dialogs back.
    static void restoreDefaults();
};
