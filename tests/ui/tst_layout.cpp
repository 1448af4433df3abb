// Every page in both languages at the default window size: no label, button,
// check box, group title or navigator entry may be cut off. With
// SUANPAN_SCREENSHOT_DIR set, also saves a picture of each page and language
// there (run it on a real display for the packaging screenshots).
#include <QAbstractButton>
#include <QDir>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include "document/ChangeValue.h"
#include "i18n/LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "mainwindow/Prompts.h"

class TestLayout final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void nothingIsClipped_data();
    void nothingIsClipped();

private:
    static QStringList clipped(QWidget *root);
};

void TestLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("SuanpanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_layout"));
    QSettings().clear();
    Prompts::error = [](QWidget *, const QString &, const QString &message) {
        QFAIL(qPrintable(message));
    };
}

void TestLayout::nothingIsClipped_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("page");
    QTest::addColumn<int>("workload");
    QTest::addColumn<bool>("errors");
    for (const char *lang : {LanguageManager::kChinese, LanguageManager::kEnglish}) {
        const QString code = QLatin1String(lang);
        QTest::addRow("%s workload training", lang) << code << 0 << 1 << false;
        QTest::addRow("%s workload serving", lang) << code << 0 << 2 << false;
        QTest::addRow("%s workload with errors", lang) << code << 0 << 0 << true;
        QTest::addRow("%s options", lang) << code << 1 << 0 << false;
        QTest::addRow("%s options with errors", lang) << code << 1 << 0 << true;
    }
}

QStringList TestLayout::clipped(QWidget *root)
{
    QStringList found;
    const auto check = [&found](QWidget *w, int needed, const QString &text) {
        if (w->isVisible() && w->width() + 1 < needed)
            found << QStringLiteral("%1 \"%2\": %3 < %4")
                         .arg(w->objectName(), text)
                         .arg(w->width())
                         .arg(needed);
    };
    for (QLabel *label : root->findChildren<QLabel *>()) {
        if (!label->wordWrap() && !label->text().isEmpty())
            check(label, label->minimumSizeHint().width(), label->text());
    }
    for (QAbstractButton *button : root->findChildren<QAbstractButton *>()) {
        if (!button->text().isEmpty())
            check(button, button->minimumSizeHint().width(), button->text());
    }
    for (QGroupBox *group : root->findChildren<QGroupBox *>())
        check(group, group->minimumSizeHint().width(), group->title());
    for (QListWidget *list : root->findChildren<QListWidget *>()) {
        for (int i = 0; i < list->count(); ++i) {
            const int needed = list->visualItemRect(list->item(i)).left() +
                               list->fontMetrics().horizontalAdvance(list->item(i)->text()) + 8;
            if (needed > list->viewport()->width())
                found << QStringLiteral("%1 item \"%2\"")
                             .arg(list->objectName(), list->item(i)->text());
        }
    }
    // A form must fit its page: no sideways scrolling.
    for (QScrollArea *area : root->findChildren<QScrollArea *>()) {
        if (area->isVisible() && area->horizontalScrollBar()->isVisible())
            found << QStringLiteral("%1 scrolls sideways").arg(area->objectName());
    }
    return found;
}

void TestLayout::nothingIsClipped()
{
    QFETCH(QString, language);
    QFETCH(int, page);
    QFETCH(int, workload);
    QFETCH(bool, errors);
    LanguageManager::instance()->setLanguage(language, false);

    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.openExample());
    w.findChild<QListWidget *>(QStringLiteral("navigator"))->setCurrentRow(page);
    if (page == 0) {
        auto *list = w.findChild<QAbstractItemView *>(QStringLiteral("workloadList"));
        list->setCurrentIndex(list->model()->index(workload, 0));
    } else {
        auto *table = w.findChild<QAbstractItemView *>(QStringLiteral("optionsTable"));
        table->setCurrentIndex(table->model()->index(1, 0));
    }
    if (errors && page == 0) {
        // The longest messages: a missing total and a cross-field rule.
        changeValue(w.document(), workload, WorkloadFields::ParamsTotal, 0.0);
        changeValue(w.document(), workload, WorkloadFields::KvHeads, 5);
    } else if (errors) {
        changeValue(w.document(), 1, OptionFields::Card, std::string("no-such-card"));
        changeValue(w.document(), 1, OptionFields::Contract, std::string());
    }
    QApplication::processEvents();

    const QStringList problems = clipped(&w);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1String("\n"))));

    const QString dir = qEnvironmentVariable("SUANPAN_SCREENSHOT_DIR");
    if (!dir.isEmpty()) {
        QDir().mkpath(dir);
        const QString name =
            QStringLiteral("%1/%2-%3-%4.png")
                .arg(dir, page == 0 ? QStringLiteral("workload") : QStringLiteral("options"))
                .arg(errors ? QStringLiteral("errors") : QString::number(workload))
                .arg(language);
        QVERIFY(w.grab().save(name));
    }
}

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
