#pragma once

#include <string>
#include <vector>

#include <QWidget>

#include "cost/Quotes.h"

class ProjectDocument;
class QLabel;
class QPushButton;
class QTableWidget;

// "Quotes": the providers' quotes of the project side by side, each
// normalised to the project's own use (cost/Quotes.h normaliseQuote, the
// same figures Compare shows for an option priced from it) with what it
// leaves out and the questions to ask -- seed 003's item-by-item comparison
// (逐项拆解). Quotes are added in a dialog, pasted from a spreadsheet (TSV)
// or imported from CSV or XLSX (a template to fill in is saved from here);
// refused rows are listed one line each. Every edit is one undo step.
class QuotesPage final : public QWidget
{
    Q_OBJECT

public:
    explicit QuotesPage(ProjectDocument *document, QWidget *parent = nullptr);

    // Quotes from a table (CSV, TSV, or an .xlsx workbook's bytes) added as
    // one undo step; the refusals are shown under the table. Returns how
    // many were added.
    int importText(const std::string &text);
    // The same from a file (Import table…); a file that cannot be read is
    // one line under the table.
    int importFile(const QString &path);
    // Writes the import template in the UI's language (Save template…)
    // as exports write; false with the reason under the table.
    bool saveTemplate(const QString &path);
    // The figures shown, per quote in project order (tests).
    const std::vector<suanpan::QuoteNormal> &normals() const { return m_normals; }
    // The day validity is judged on ("" = today, UTC); tests fix it.
    void setToday(const std::string &today);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void buildUi();
    void retranslateUi();
    void refresh();
    // One quote's row: its figures normalised to the project's use.
    void fillRow(int row, const suanpan::ProviderQuote &q, const suanpan::QuoteNormal &n,
                 const std::string &today);
    void fitColumns();
    void updateButtons();
    int currentRow() const;
    void addQuote();
    void editQuote();
    void removeQuote();
    void pasteQuotes();
    void chooseImportFile();
    void chooseTemplatePath();
    void priceOption();
    void showRefusals(const QStringList &lines);

    ProjectDocument *m_document;
    std::string m_today;
    std::vector<suanpan::QuoteNormal> m_normals;
    bool m_stale = true;

    QLabel *m_title = nullptr;
    QLabel *m_hint = nullptr;
    QTableWidget *m_table = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_edit = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_paste = nullptr;
    QPushButton *m_import = nullptr;
    QPushButton *m_price = nullptr;
    QPushButton *m_template = nullptr;
    QLabel *m_refusals = nullptr;
};
