#pragma once

#include <QLineEdit>
#include <QLocale>
#include <QString>

// A line edit for counts people write with a unit: parameters ("70B",
// "7.6b", "700 yi" with the Han unit), tokens ("2T", "500B") and context
// lengths ("4k", "128K", "32768"). It shows the stored value back in the UI
// locale ("70 B" in English, "700" + yi in Chinese) and commits on Enter or
// when focus leaves, only if the text was edited. Text it cannot read is left
// as typed and reported through problem(); the stored value stays as it was.
class CountEdit final : public QLineEdit
{
    Q_OBJECT

public:
    // Money: CNY amounts ("500 wan" with the Han unit, "5M", "Y800k"),
    // shown as MoneyFormat shows them.
    enum class Kind { Parameters, Tokens, Context, Money };

    // Why a text could not be read.
    enum class Problem { None, Syntax, OutOfRange, NotWhole };
    struct Parsed {
        Problem problem = Problem::None;
        double value = 0.0;
        bool ok() const { return problem == Problem::None; }
    };

    CountEdit(Kind kind, const char *objectName, QWidget *parent = nullptr);

    Kind kind() const { return m_kind; }
    double value() const { return m_value; }
    // Shows `value`; a pending problem is kept while the value is unchanged,
    // so a refresh does not wipe what the user is correcting.
    void setValue(double value);
    // Drops typed text that was not accepted and shows the stored value.
    void discardRejected();
    // Why the typed text was not accepted, in the current language; empty if it was.
    QString problem() const;
    // Why `text` would not be accepted as a `kind`; empty if it would.
    static QString problemText(Kind kind, const QString &text);

    // Reads `text` (any UI language's units: k/M/B/T, and the Han units for
    // ten thousand, hundred million and trillion). Context lengths count k as
    // 1024 (4k = 4096, 128K = 131072), as model cards quote them, and must be
    // whole numbers. Money may carry a yuan sign or "CNY". Empty text reads
    // as 0 ("not set").
    static Parsed parse(Kind kind, const QString &text);
    // The value in `locale`'s units, up to four significant digits; 0 is empty.
    static QString format(Kind kind, double value, const QLocale &locale);

signals:
    // A committed edit that could be read (possibly the same value).
    void valueEdited(double value);
    // The typed text was rejected, or a rejection was cleared.
    void problemChanged();

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void commit();
    void showValue();

    Kind m_kind;
    double m_value = 0.0;
    QString m_rejected; // text that could not be read, empty if none
};
