// A std::bad_alloc while the GUI handles an event (issue 33: the window grew
// to 12.5 GB on a huge card count and aborted) is caught by the application
// object: one line for the user, the window and its project stay.
#include <new>

#include <QEvent>
#include <QTest>

#include "document/ProjectDocument.h"
#include "io/Example.h"
#include "mainwindow/GuardedApplication.h"
#include "widgets/Prompts.h"

namespace {

// Fails to allocate on every event of the user type it is sent.
class Greedy final : public QObject
{
public:
    bool event(QEvent *e) override
    {
        if (e->type() == QEvent::User)
            throw std::bad_alloc();
        return QObject::event(e);
    }
};

} // namespace

class TestGuardedApp : public QObject
{
    Q_OBJECT

private slots:
    void badAllocIsToldOnceAndTheProjectStays()
    {
        auto *app = qobject_cast<GuardedApplication *>(QCoreApplication::instance());
        QVERIFY(app);
        QStringList told;
        Prompts::error = [&told](QWidget *, const QString &title, const QString &message) {
            told << title + QLatin1String(": ") + message;
        };
        ProjectDocument doc;
        doc.setProject(suanpan::exampleProject().value(), ProjectDocument::Origin::Example);
        const suanpan::Project before = doc.project();

        Greedy greedy;
        for (int i = 0; i < 3; ++i)
            QCoreApplication::postEvent(&greedy, new QEvent(QEvent::User));
        QCoreApplication::sendPostedEvents(&greedy);
        QCOMPARE(app->caught(), 3);
        QTRY_COMPARE(told.size(), 1);
        QVERIFY2(told.front().contains(QLatin1String("out of memory")), qPrintable(told.front()));
        QVERIFY(!told.front().contains(QLatin1Char('\n')));
        QVERIFY(doc.project() == before);

        // Later failures are told again.
        QCoreApplication::postEvent(&greedy, new QEvent(QEvent::User));
        QCoreApplication::sendPostedEvents(&greedy);
        QTRY_COMPARE(told.size(), 2);
        Prompts::restoreDefaults();
    }
};

int main(int argc, char **argv)
{
    GuardedApplication app(argc, argv);
    TestGuardedApp test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_guardedapp.moc"
