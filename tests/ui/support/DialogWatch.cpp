// Linked into every GUI test (tests/CMakeLists.txt): a message box that
// opens during a test fails it at once, with its text, and is closed so the
// test cannot hang on it. The tests answer every prompt through Prompts'
// hooks (support/UiTest.h); a message box on screen means a prompt went
// past them, or a code path shows one nobody expected.
#include <QApplication>
#include <QCoreApplication>
#include <QEvent>
#include <QMessageBox>
#include <QMetaObject>
#include <QTest>

namespace {

class DialogWatch final : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Show)
            if (auto *box = qobject_cast<QMessageBox *>(watched)) {
                const QString text = box->text() + QLatin1Char(' ') + box->informativeText();
                QTest::qFail(
                    qPrintable(QLatin1String("unexpected message box: ") + text.simplified()),
                    __FILE__, __LINE__);
                QMetaObject::invokeMethod(box, &QDialog::reject, Qt::QueuedConnection);
            }
        return QObject::eventFilter(watched, event);
    }
};

void watchDialogs()
{
    if (auto *app = qobject_cast<QApplication *>(QCoreApplication::instance()))
        app->installEventFilter(new DialogWatch(app));
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(watchDialogs)
