// A GUI test that lets an error prompt through to a real message box, as a
// test that forgot Prompts' hooks would. CTest expects it to fail with the
// box's text (tests/CMakeLists.txt, ui.dialog_watch_fails): the check that
// the watch every GUI test links (support/DialogWatch.cpp) really works.
#include <QTest>

#include "widgets/Prompts.h"

class DialogShown final : public QObject
{
    Q_OBJECT

private slots:
    void errorPromptReachesTheScreen()
    {
        Prompts::restoreDefaults();
        Prompts::error(nullptr, QStringLiteral("Suanpan"), QStringLiteral("disk on fire"));
        QVERIFY(true); // the test goes on, the failure stays
    }
};

QTEST_MAIN(DialogShown)
#include "dialog_shown.moc"
