#include "CountEdit.h"

#include <algorithm>
#include <cmath>
#include <span>

#include <QEvent>
#include <QKeyEvent>

#include "i18n/MoneyFormat.h"
#include "io/Units.h"
#include "model/Limits.h"

namespace {

// The largest value of each kind the project accepts (model/Limits.h).
double maximumOf(CountEdit::Kind kind)
{
    using L = suanpan::FieldLimits;
    switch (kind) {
    case CountEdit::Kind::Parameters:
        return L::kMaxParams;
    case CountEdit::Kind::Tokens:
        return L::kMaxTrainingTokens;
    case CountEdit::Kind::Context:
        return L::kMaxContextTokens;
    case CountEdit::Kind::Money:
        return L::kMaxCny;
    }
    return 0.0;
}
// Context lengths are powers of two: "4k" is 4096 tokens.
constexpr double kContextK = 1024.0;

struct Unit {
    double scale;
    QString suffix;
};

// Han units, written as escapes to keep the sources ASCII: wan yi (10^12),
// yi (10^8), wan (10^4) and qian (10^3).
const QString kWanYi = QStringLiteral("\u4e07\u4ebf");
const QString kYi = QStringLiteral("\u4ebf");
const QString kWan = QStringLiteral("\u4e07");
const QString kQian = QStringLiteral("\u5343");

CountEdit::Parsed fromCore(const QString &text, double scale)
{
    const auto parsed = suanpan::parseCount(text.toStdString());
    if (!parsed.ok())
        return {parsed.error().code == suanpan::ErrorCode::UnitsOutOfRange
                    ? CountEdit::Problem::OutOfRange
                    : CountEdit::Problem::Syntax,
                0.0};
    const double value = parsed.value() * scale;
    if (!std::isfinite(value) || value > 1e18)
        return {CountEdit::Problem::OutOfRange, 0.0};
    return {CountEdit::Problem::None, value};
}

// A number followed by one Han unit ("700 yi"); the number itself has none.
CountEdit::Parsed withHanUnit(const QString &text, bool *matched)
{
    const Unit units[] = {{1e12, kWanYi}, {1e8, kYi}, {1e4, kWan}, {1e3, kQian}};
    for (const Unit &u : units) {
        if (!text.endsWith(u.suffix))
            continue;
        *matched = true;
        const QString number = text.chopped(u.suffix.size());
        if (number.isEmpty() || number.back().isLetter())
            return {CountEdit::Problem::Syntax, 0.0};
        return fromCore(number, u.scale);
    }
    *matched = false;
    return {};
}

// Up to four significant digits in `locale`, without trailing zeros.
QString significant(double x, const QLocale &locale)
{
    const int whole = x >= 1.0 ? int(std::floor(std::log10(x))) + 1 : 1;
    const int decimals = std::max(0, 4 - whole);
    QString s = locale.toString(x, 'f', decimals);
    if (decimals > 0) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(locale.decimalPoint()))
            s.chop(locale.decimalPoint().size());
    }
    return s;
}

} // namespace

CountEdit::CountEdit(Kind kind, const char *objectName, QWidget *parent)
    : QLineEdit(parent), m_kind(kind)
{
    setObjectName(QLatin1String(objectName));
    setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    setMinimumWidth(120);
    connect(this, &QLineEdit::editingFinished, this, &CountEdit::commit);
}

void CountEdit::setValue(double value)
{
    if (!m_rejected.isEmpty() && value == m_value)
        return;
    const bool hadProblem = !m_rejected.isEmpty();
    m_value = value;
    m_rejected.clear();
    showValue();
    if (hadProblem)
        emit problemChanged();
}

void CountEdit::discardRejected()
{
    const bool hadProblem = !m_rejected.isEmpty();
    m_rejected.clear();
    showValue();
    if (hadProblem)
        emit problemChanged();
}

QString CountEdit::problem() const
{
    if (m_rejected.isEmpty())
        return {};
    return problemText(m_kind, m_rejected);
}

QString CountEdit::problemText(Kind kind, const QString &text)
{
    switch (parse(kind, text).problem) {
    case Problem::None:
        return {};
    case Problem::NotWhole:
        //: %1 is what the user typed as a context length, e.g. "4.1234k"
        return tr("\"%1\" is not a whole number of tokens.").arg(text);
    case Problem::OutOfRange:
        if (kind == Kind::Context)
            return tr("\"%1\" is out of range: a context length is at most %2 tokens.")
                .arg(text, QLocale().toString(qint64(maximumOf(kind))));
        if (kind == Kind::Money)
            //: %1 is what the user typed as an amount of money, e.g. "-5M"; %2 the largest
            return tr("\"%1\" is negative or larger than %2.")
                .arg(text, MoneyFormat::amount(maximumOf(kind), QLocale()));
        //: %1 is what the user typed, e.g. "-5B"; %2 the largest count, e.g. "1000 T"
        return tr("\"%1\" is negative or larger than %2.")
            .arg(text, format(kind, maximumOf(kind), QLocale()));
    case Problem::Syntax:
        break;
    }
    switch (kind) {
    case Kind::Parameters:
        //: %1 is what the user typed; 70B and 7.6B are examples to type
        return tr("\"%1\" is not a number of parameters: try 70B or 7.6B.").arg(text);
    case Kind::Tokens:
        return tr("\"%1\" is not a number of tokens: try 2T or 500B.").arg(text);
    case Kind::Context:
        return tr("\"%1\" is not a context length: try 4k, 128K or 32768.").arg(text);
    case Kind::Money:
        //: %1 is what the user typed; 5M and 800k are examples to type (in Chinese: 500 wan)
        return tr("\"%1\" is not an amount in CNY: try 5M or 800k.").arg(text);
    }
    return {};
}

CountEdit::Parsed CountEdit::parse(Kind kind, const QString &text)
{
    QString s;
    for (const QChar c : text)
        if (!c.isSpace())
            s += c;
    if (kind == Kind::Money && !s.isEmpty()) {
        // The yuan sign (full or half width) and the currency's code or
        // character, as amounts are written and as format() shows them.
        for (const QString &mark : {QStringLiteral("\u00a5"), QStringLiteral("\uffe5")})
            if (s.startsWith(mark))
                s.remove(0, mark.size());
        for (const QString &unit : {QStringLiteral("CNY"), QStringLiteral("\u5143")})
            if (s.endsWith(unit, Qt::CaseInsensitive))
                s.chop(unit.size());
        if (s.isEmpty())
            return {Problem::Syntax, 0.0};
    }
    if (s.isEmpty())
        return {Problem::None, 0.0};

    bool han = false;
    Parsed parsed = withHanUnit(s, &han);
    if (!han) {
        const bool thousands =
            kind == Kind::Context && (s.endsWith(QLatin1Char('k')) || s.endsWith(QLatin1Char('K')));
        parsed = thousands ? fromCore(s.chopped(1), kContextK) : fromCore(s, 1.0);
    }
    if (parsed.ok() && parsed.value > maximumOf(kind))
        return {Problem::OutOfRange, 0.0};
    if (!parsed.ok() || kind != Kind::Context)
        return parsed;
    if (parsed.value != std::floor(parsed.value))
        return {Problem::NotWhole, 0.0};
    return parsed;
}

QString CountEdit::format(Kind kind, double value, const QLocale &locale)
{
    if (!std::isfinite(value) || value <= 0.0)
        return {};
    if (kind == Kind::Context)
        return locale.toString(qint64(std::llround(value)));
    if (kind == Kind::Money)
        return MoneyFormat::amount(value, locale);
    const bool chinese = locale.language() == QLocale::Chinese;
    const Unit han[] = {{1e12, kWanYi}, {1e8, kYi}, {1e4, kWan}};
    const Unit latin[] = {{1e12, QStringLiteral("T")},
                          {1e9, QStringLiteral("B")},
                          {1e6, QStringLiteral("M")},
                          {1e3, QStringLiteral("k")}};
    for (const Unit &u : chinese ? std::span<const Unit>(han) : std::span<const Unit>(latin)) {
        if (value >= u.scale)
            return significant(value / u.scale, locale) + QChar::Nbsp + u.suffix;
    }
    return significant(value, locale);
}

void CountEdit::changeEvent(QEvent *event)
{
    // Units follow the UI language; text being corrected stays as typed.
    if (event->type() == QEvent::LocaleChange && m_rejected.isEmpty())
        showValue();
    QLineEdit::changeEvent(event);
}

void CountEdit::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && (isModified() || !m_rejected.isEmpty())) {
        discardRejected();
        event->accept();
        return;
    }
    QLineEdit::keyPressEvent(event);
}

void CountEdit::commit()
{
    if (!isModified())
        return;
    const QString typed = text();
    const Parsed parsed = parse(m_kind, typed);
    if (!parsed.ok()) {
        m_rejected = typed;
        emit problemChanged();
        return;
    }
    const bool hadProblem = !m_rejected.isEmpty();
    m_rejected.clear();
    setModified(false);
    emit valueEdited(parsed.value);
    // The document echoes a changed value through setValue(); an unchanged
    // one is shown again here in its canonical form.
    showValue();
    if (hadProblem)
        emit problemChanged();
}

void CountEdit::showValue()
{
    const QString shown = format(m_kind, m_value, locale());
    if (text() != shown) {
        setText(shown);
        setCursorPosition(0);
    }
    setModified(false);
}
