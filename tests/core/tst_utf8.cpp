// The UTF-8 helpers every refusal goes through (core/util/Utf8): text from a
// file becomes valid UTF-8, and a quoted value stays on one line.

#include <QtTest>

#include <string>

#include "util/Utf8.h"

using namespace suanpan;

class TestUtf8 : public QObject
{
    Q_OBJECT

private slots:
    void validity_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("valid");
        QTest::newRow("ascii") << QByteArray("plain") << true;
        QTest::newRow("chinese") << QByteArray("\xE7\xAE\x97\xE7\x9B\x98") << true;
        QTest::newRow("cut sequence") << QByteArray("\xC3\x28") << false;
        QTest::newRow("overlong slash") << QByteArray("\xC0\xAF") << false;
        QTest::newRow("surrogate") << QByteArray("\xED\xA0\x80") << false;
        QTest::newRow("above U+10FFFF") << QByteArray("\xF4\x90\x80\x80") << false;
    }
    void validity()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, valid);
        const std::string text(bytes.constData(), static_cast<std::size_t>(bytes.size()));
        QCOMPARE(isValidUtf8(text), valid);
        QVERIFY(isValidUtf8(toValidUtf8(text)));
        if (valid)
            QCOMPARE(toValidUtf8(text), text);
    }

    void oneLine_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("line");
        QTest::newRow("unchanged")
            << QByteArray("suanpan-project") << QByteArray("suanpan-project");
        QTest::newRow("newline") << QByteArray("a\nb") << QByteArray("a b");
        QTest::newRow("carriage return and tab") << QByteArray("a\r\tb") << QByteArray("a  b");
        QTest::newRow("delete") << QByteArray("a\x7F"
                                              "b")
                                << QByteArray("a b");
        QTest::newRow("invalid byte") << QByteArray("a\xFF") << QByteArray("a\xEF\xBF\xBD");
        QTest::newRow("chinese kept")
            << QByteArray("\xE7\xAE\x97\n") << QByteArray("\xE7\xAE\x97 ");
    }
    void oneLine()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, line);
        const std::string got =
            suanpan::oneLine(std::string(text.constData(), static_cast<std::size_t>(text.size())));
        QCOMPARE(QByteArray::fromStdString(got), line);
        QVERIFY(got.find('\n') == std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestUtf8)
#include "tst_utf8.moc"
