#include "VerifyPrompts.h"

#include <QFileDialog>
#include <QPrintDialog>
#include <QPrinter>

namespace {

QStringList askEvidence(QWidget *parent, const QString &directory)
{
    //: File dialog filter: outputs of iperf3, nvidia-smi and benchmark tables
    const QString filter = VerifyPrompts::tr("Tool output (*.json *.csv *.txt *.log *.tsv)") +
                           QLatin1String(";;") + VerifyPrompts::tr("All files (*)");
    return QFileDialog::getOpenFileNames(parent, VerifyPrompts::tr("Import evidence"), directory,
                                         filter);
}

QString askPdf(QWidget *parent, const QString &suggestedPath)
{
    return QFileDialog::getSaveFileName(parent, VerifyPrompts::tr("Export sign-off sheet"),
                                        suggestedPath, VerifyPrompts::tr("PDF documents (*.pdf)"));
}

bool askPrint(QWidget *parent, QPrinter *printer)
{
    QPrintDialog dialog(printer, parent);
    dialog.setWindowTitle(VerifyPrompts::tr("Print sign-off sheet"));
    return dialog.exec() == QDialog::Accepted;
}

} // namespace

std::function<QStringList(QWidget *, const QString &)> VerifyPrompts::evidenceFiles = askEvidence;
std::function<QString(QWidget *, const QString &)> VerifyPrompts::pdfFileName = askPdf;
std::function<bool(QWidget *, QPrinter *)> VerifyPrompts::print = askPrint;

void VerifyPrompts::restoreDefaults()
{
    evidenceFiles = askEvidence;
    pdfFileName = askPdf;
    print = askPrint;
}
