// Every word the Chinese UI shows is Chinese: with the example open, walks
// every page of the main window and every tab on it, collects each visible
// text (labels, buttons, group titles, placeholders, combo box entries, tab
// names, table and tree headers and cells, the menus) and fails on a Latin
// word that is not a product, model, unit or format name (the allow-list).
// Each finding says where it was seen.
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTest>
#include <QTextDocumentFragment>

#include "document/ProjectDocument.h"
#include "help/AboutDialog.h"
#include "i18n/CostText.h"
#include "i18n/EstimateText.h"
#include "i18n/LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "mainwindow/ProjectPropertiesDialog.h"
#include "support/UiTest.h"
#include "widgets/Prompts.h"

namespace {

// Latin words the Chinese UI may show: card and product names, tools, model
// families, units and abbreviations Chinese engineers write in Latin letters
// too (seed articles 001-004 do), and file formats. Anything with a digit
// (H100, 4090, 7B, FP8, iperf3) is a name or a unit and is allowed as well.
const QSet<QString> &allowed()
{
    static const QSet<QString> words = [] {
        const char *groups[] = {
            // Cards, interconnects, vendors, products and tools
            "NVIDIA Nvidia AMD Huawei Ascend Atlas Pro RTX SXM PCIe NVLink NVSwitch InfiniBand IB "
            "RoCE RDMA HCCS Ethernet HBM GDDR GPU GPUs CPU NIC SSD NVMe Tesla Ada Hopper Blackwell "
            "Ampere Lovelace DGX HGX CUDA NCCL nvidia smi topo iperf nccl tests Docker Kubernetes "
            "Slurm PyTorch DeepSpeed Megatron vLLM SGLang TensorRT LLM LM AutoDL Excel WPS Qt "
            "SQLite "
            "Suanpan suanpan cli Charts MIT LGPL GPL Tensor Core Transformer Engine",
            // File formats
            "SVG PNG PDF XLSX CSV JSON json config xlsx pdf png svg csv md formulas",
            // Model families and methods
            "Llama LLaMA Meta Qwen DeepSeek Mixtral Mistral GLM ChatGLM Yi Baichuan GPT OPT BLOOM "
            "Falcon Gemma MoE LoRA QLoRA ZeRO MLA GQA SwiGLU GELU FFN Instruct Chat Coder AWQ GPTQ "
            "token "
            "tokens",
            // Units and abbreviations
            "GB TB MB KB GiB TiB MiB TFLOP TFLOPS PFLOP PFLOPS FLOP FLOPs FLOPS EFLOP ms Gb Mb "
            "Gbps "
            "Mbps kW kWh MW MFU PUE TP PP DP EP SP CP KV TTFT TPOT QPS RPS CNY USD RMB BF FP INT "
            "TF NF SLA API IDC ISP ID IP AI CTO OK vs TDP UPS",
            // Authors of a cited paper ("Korthikanti et al., 2022")
            "Korthikanti Narayanan Young Daly Yuan",
        };
        QSet<QString> set;
        for (const char *group : groups)
            for (const QString &w : QString::fromLatin1(group).split(QLatin1Char(' ')))
                set.insert(w);
        return set;
    }();
    return words;
}

// The Latin words of `text` that the allow-list does not cover.
QStringList leaks(const QString &text)
{
    static const QRegularExpression word(QStringLiteral("[A-Za-z][A-Za-z0-9]*"));
    QStringList out;
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QString w = it.next().captured();
        // A digit makes a name or a unit (H100, FP8, 7B); one letter is a
        // variable, a key or a command-line switch (p, F, -m).
        const bool hasDigit = std::any_of(w.begin(), w.end(), [](QChar c) { return c.isDigit(); });
        if (!hasDigit && w.size() > 1 && !allowed().contains(w))
            out << w;
    }
    return out;
}

// The text as shown: without markup, and without the mnemonic of a menu or
// button ("(&F)", "&Open").
QString plain(const QString &text)
{
    static const QRegularExpression mnemonic(QStringLiteral("\\(&[A-Za-z0-9]\\)|&(?=\\S)"));
    // Paths and file names are data, not words ("/root/.config/...",
    // "THIRD-PARTY.md").
    static const QRegularExpression file(QStringLiteral(
        "(?<![\\w.])~?/[\\w.~-]+(?:/[\\w.~-]+)+|[\\w.-]+\\.(?:md|json|conf|csv|xlsx|pdf|png|svg|"
        "suanpan)\\b"));
    QString shown =
        Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
    return shown.remove(mnemonic).remove(file);
}

// Where a widget is: its nearest object names, innermost last.
QString where(const QObject *o)
{
    QStringList names;
    for (; o; o = o->parent())
        if (!o->objectName().isEmpty() && !o->objectName().startsWith(QLatin1String("qt_")))
            names.prepend(o->objectName());
    return names.mid(std::max<qsizetype>(0, names.size() - 3)).join(QLatin1Char('/'));
}

class Scanner
{
public:
    void add(const QObject *at, const QString &text)
    {
        const QString shown = plain(text);
        const QStringList words = leaks(shown);
        if (words.isEmpty())
            return;
        const QString line = QStringLiteral("%1: [%2] %3")
                                 .arg(where(at), words.join(QLatin1Char(' ')),
                                      shown.left(160).replace(QLatin1Char('\n'), QLatin1Char(' ')));
        if (!m_seen.contains(line)) {
            m_seen.insert(line);
            m_findings << line;
        }
    }

    void model(const QAbstractItemView *view)
    {
        const QAbstractItemModel *m = view->model();
        if (!m)
            return;
        const auto *header = qobject_cast<const QHeaderView *>(view);
        if (header)
            return;
        for (int c = 0; c < m->columnCount(); ++c)
            add(view, m->headerData(c, Qt::Horizontal).toString());
        rows(view, m, QModelIndex());
    }

    void widgets(QWidget *root)
    {
        const QList<QWidget *> all = root->findChildren<QWidget *>();
        for (QWidget *w : all) {
            if (!w->isVisible())
                continue;
            if (auto *label = qobject_cast<QLabel *>(w))
                add(label, label->text());
            else if (auto *button = qobject_cast<QAbstractButton *>(w))
                add(button, button->text());
            else if (auto *edit = qobject_cast<QLineEdit *>(w); edit && edit->text().isEmpty())
                add(edit, edit->placeholderText());
            if (auto *group = qobject_cast<QGroupBox *>(w))
                add(group, group->title());
            if (auto *combo = qobject_cast<QComboBox *>(w))
                for (int i = 0; i < combo->count(); ++i)
                    add(combo, combo->itemText(i));
            if (auto *tabs = qobject_cast<QTabWidget *>(w))
                for (int i = 0; i < tabs->count(); ++i)
                    add(tabs, tabs->tabText(i));
            if (auto *view = qobject_cast<QAbstractItemView *>(w))
                model(view);
        }
    }

    // The menus, but the Language menu: it names each language in itself
    // ("English") and its title says "Language" too, so that someone who
    // cannot read the UI's language still finds it.
    void menus(QMenuBar *bar)
    {
        for (QAction *top : bar->actions()) {
            if (top->menu() && top->menu()->objectName() == QLatin1String("menuLanguage"))
                continue;
            add(bar, top->text());
            if (QMenu *menu = top->menu())
                for (QAction *a : menu->actions())
                    add(menu, a->text());
        }
    }

    const QStringList &findings() const { return m_findings; }

private:
    void rows(const QAbstractItemView *view, const QAbstractItemModel *m, const QModelIndex &parent)
    {
        for (int r = 0; r < m->rowCount(parent); ++r)
            for (int c = 0; c < m->columnCount(parent); ++c) {
                const QModelIndex cell = m->index(r, c, parent);
                add(view, cell.data().toString());
                if (c == 0 && m->hasChildren(cell))
                    rows(view, m, cell);
            }
    }

    QStringList m_findings;
    QSet<QString> m_seen;
};

} // namespace

class TestLatinScan final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        uitest::isolate("tst_latinscan");
        Prompts::error = [](QWidget *, const QString &, const QString &message) {
            QFAIL(qPrintable(message));
        };
        Prompts::unsavedChanges = [](QWidget *, const QString &) {
            return Prompts::Unsaved::Discard;
        };
    }

    // The allow-list lets names and units through, not English words.
    void allowList_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("found");
        QTest::newRow("card") << QStringLiteral("8 x H100 SXM, NVLink") << QStringList{};
        QTest::newRow("units") << QStringLiteral("989 TFLOP/s, 400 Gb/s, 80 GB, 10.2 kW")
                               << QStringList{};
        QTest::newRow("file") << QStringLiteral("config.json") << QStringList{};
        QTest::newRow("path")
            << QString::fromUtf8("\xe8\xae\xbe\xe7\xbd\xae\xef\xbc\x9a/root/.config/Suanpan/x.conf")
            << QStringList{};
        // A unit's English word after a slash is still found.
        QTest::newRow("per month")
            << QStringLiteral("30,000 CNY/month") << QStringList{QStringLiteral("month")};
        QTest::newRow("English") << QStringLiteral("Peak FP8 (dense)")
                                 << QStringList{QStringLiteral("Peak"), QStringLiteral("dense")};
        QTest::newRow("rich text") << QStringLiteral("<b>Hourly</b> rent")
                                   << QStringList{QStringLiteral("Hourly"), QStringLiteral("rent")};
    }
    void allowList()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, found);
        QCOMPARE(leaks(plain(text)), found);
    }

    // What a cost line's tooltip says of itself: its name and how each figure
    // the model works out is derived (core gives codes, never sentences).
    void costWordsAreChinese()
    {
        LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
        QStringList found;
        for (int i = 0; i < suanpan::kLineCount; ++i) {
            const QString name = CostText::lineName(suanpan::LineCode(i));
            QVERIFY(!name.isEmpty());
            for (const QString &w : leaks(name))
                found << name + QLatin1String(": ") + w;
        }
        for (int i = int(suanpan::Derivation::EngineerHour);
             i <= int(suanpan::Derivation::BookValue); ++i) {
            const QString how = CostText::derivation(suanpan::Derivation(i));
            QVERIFY(!how.isEmpty());
            for (const QString &w : leaks(how))
                found << how + QLatin1String(": ") + w;
        }
        // Every risk flag, short and as a sentence (figures 0, no ids: the words alone).
        for (int i = 0; i < int(suanpan::FlagCode::Count); ++i) {
            const suanpan::Flag flag{suanpan::FlagCode(i), {0.0, 0.0, 0.0}, {}};
            for (const QString &text :
                 {CostText::flagShort(flag.code), CostText::flagSentence(flag)}) {
                QVERIFY2(!text.isEmpty(), suanpan::kFlagCodes[size_t(i)].data());
                for (const QString &w : leaks(text))
                    found << text + QLatin1String(": ") + w;
            }
        }
        LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    // What the sizing explains with codes: every remedy, MFU reason, decode
    // term and piece of advice, worded in Chinese (figures 0, no cards).
    void sizingWordsAreChinese()
    {
        LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
        QStringList texts;
        const suanpan::Workload before;
        const suanpan::SizingTarget target;
        for (int i = 0; i < int(suanpan::RemedyCode::Count); ++i) {
            suanpan::Remedy r;
            r.code = suanpan::RemedyCode(i);
            texts << EstimateText::remedy(r, before, target);
        }
        for (int i = 0; i < int(suanpan::MfuReasonCode::Count); ++i)
            texts << EstimateText::mfuReason({suanpan::MfuReasonCode(i), 0.5}, 8);
        for (int i = 0; i < int(suanpan::LatencyReasonCode::Count); ++i)
            texts << EstimateText::latencyReason({suanpan::LatencyReasonCode(i), 0.01, 0.5});
        const suanpan::Catalog noCards;
        for (int i = 0; i < int(suanpan::AdviceCode::Count); ++i) {
            suanpan::Advice a;
            a.code = suanpan::AdviceCode(i);
            a.source = "seed 000";
            texts << EstimateText::advice(a, noCards);
        }
        LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kEnglish), false);
        QStringList found;
        for (const QString &text : texts) {
            QVERIFY(!text.isEmpty());
            for (const QString &w : leaks(text))
                found << text + QLatin1String(": ") + w;
        }
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
        // One sentence per code: none falls back on another's wording.
        QCOMPARE(QSet<QString>(texts.begin(), texts.end()).size(), texts.size());
    }

    void chineseUiIsChinese()
    {
        QSettings().clear();
        LanguageManager::instance()->setLanguage(QLatin1String(LanguageManager::kChinese), false);
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(w.openExample());
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        uitest::settle();

        Scanner scan;
        scan.add(&w, w.windowTitle());
        scan.menus(w.menuBar());
        auto *navigator = w.findChild<QListWidget *>(QStringLiteral("navigator"));
        auto *pages = w.findChild<QStackedWidget *>(QStringLiteral("pages"));
        QVERIFY(navigator && pages);
        int visited = 0;
        for (int row = 0; row < navigator->count(); ++row) {
            scan.add(navigator, navigator->item(row)->text());
            navigator->setCurrentRow(row);
            uitest::settle();
            QWidget *page = pages->currentWidget();
            QVERIFY(page);
            scan.widgets(page);
            // Every tab of every tab widget on the page, one at a time.
            for (QTabWidget *tabs : page->findChildren<QTabWidget *>()) {
                if (!tabs->isVisible())
                    continue;
                for (int t = 0; t < tabs->count(); ++t) {
                    tabs->setCurrentIndex(t);
                    uitest::settle();
                    scan.widgets(tabs->currentWidget());
                }
            }
            ++visited;
        }
        QVERIFY(visited >= 8);
        scan.widgets(&w); // the status bar and what is around the pages

        // The dialogs that open without a modal loop of their own. Not Help >
        // How accurate are the estimates?: its rows are published runs named
        // and quoted from their papers, in English (resources/validation).
        AboutDialog about(&w);
        ProjectPropertiesDialog properties(w.document()->project().meta,
                                           w.document()->project().procurement, &w);
        for (QDialog *dialog :
             {static_cast<QDialog *>(&about), static_cast<QDialog *>(&properties)}) {
            dialog->show();
            uitest::settle();
            scan.add(dialog, dialog->windowTitle());
            scan.widgets(dialog);
            dialog->close();
        }
        for (const QString &finding : scan.findings())
            qWarning("%s", qPrintable(finding));
        QVERIFY2(scan.findings().isEmpty(),
                 qPrintable(QStringLiteral("%1 English texts in the Chinese UI:\n")
                                .arg(scan.findings().size()) +
                            scan.findings().join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestLatinScan)
#include "tst_latinscan.moc"
