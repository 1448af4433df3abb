#include "MainWindow.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "document/RecoveryFile.h"
#include "help/AboutDialog.h"
#include "help/AccuracyDialog.h"
#include "i18n/DisplayText.h"
#include "i18n/LanguageManager.h"
#include "mainwindow/ExportMenu.h"
#include "mainwindow/ExportNotice.h"
#include "mainwindow/ExportingNotice.h"
#include "mainwindow/PageSlot.h"
#include "mainwindow/ProjectPropertiesDialog.h"
#include "mainwindow/SamplingNotice.h"
#include "mainwindow/VoucherDialog.h"
#include "pages/catalog/CatalogPage.h"
#include "pages/charts/ChartsPage.h"
#include "pages/compare/ComparePage.h"
#include "pages/options/OptionsPage.h"
#include "pages/quotes/QuotesPage.h"
#include "pages/scenario/ScenarioPage.h"
#include "pages/sizing/SizingPage.h"
#include "pages/verify/SignOffPage.h"
#include "pages/verify/VerifyPage.h"
#include "pages/workload/WorkloadPage.h"
#include "pages/year/YearPage.h"
#include "presentation/PresentationView.h"
#include "report/Exporter.h"
#include "settings/Settings.h"
#include "widgets/Prompts.h"
#include "widgets/TableCopy.h"

using namespace suanpan;

namespace {

// File > New offers one template per scenario (core's projectTemplate()).
const Scenario kTemplateScenarios[] = {Scenario::PreTraining, Scenario::FullFineTune,
                                       Scenario::LoRA, Scenario::QLoRA, Scenario::Inference};

constexpr int kAutosaveMs = 60 * 1000;

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_document(new ProjectDocument(this)),
      m_recovery(std::make_unique<RecoveryFile>()), m_autosave(new QTimer(this))
{
    // The icon lives in a resource of this static library.
    Q_INIT_RESOURCE(suanpan);
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/suanpan.svg")));
    TableCopy::install(); // Ctrl+C on every table copies its selection as TSV

    auto *central = new QWidget(this);
    auto *layout = new QHBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 6);
    m_navigator = new QListWidget(central);
    m_navigator->setObjectName(QStringLiteral("navigator"));
    m_navigator->setFixedWidth(170);
    m_navigator->setStyleSheet(QStringLiteral("QListWidget#navigator::item { padding: 6px 4px; }"));
    m_pages = new QStackedWidget(central);
    m_pages->setObjectName(QStringLiteral("pages"));
    addPages();
    layout->addWidget(m_navigator);
    layout->addWidget(m_pages, 1);
    setCentralWidget(central);
    connect(m_navigator, &QListWidget::currentRowChanged, this, &MainWindow::showPageAt);
    m_navigator->setCurrentRow(0);

    m_fileNotice = new QLabel(this);
    m_fileNotice->setObjectName(QStringLiteral("fileNotice"));
    statusBar()->addPermanentWidget(m_fileNotice);
    // Where the last export went, with a button that opens its folder; and
    // how far a running one is, with Cancel.
    statusBar()->addPermanentWidget(new ExportNotice(this));
    statusBar()->addPermanentWidget(new ExportingNotice(Exporter::of(m_document), this));
    // The draws of the ranges, with Stop, when they take a while.
    statusBar()->addPermanentWidget(new SamplingNotice(m_document, this));

    createActions();
    createMenus();

    connectDocument();

    resize(1280, 800);
    restoreGeometry(Settings::windowGeometry());
    retranslateUi();
}

// The pages in the navigator's order, and what one page asks of another.
// Each is built when first shown (PageSlot); the first one now, as the
// window opens on it.
void MainWindow::addPages()
{
    // The navigator follows the planning flow: the job, its size, the ways
    // to buy compute, their comparison.
    //: Navigator entry: choosing the kind of job (pre-training, fine-tuning, inference)
    addPage(
        QStringLiteral("scenarioPage"), [] { return tr("Scenario"); },
        [this](QWidget *parent) {
            auto *page = new ScenarioPage(m_document, parent);
            // The planning pages share one current workload (the document's
            // PlanSelection). A scenario applies to it, then the workload is shown.
            connect(page, &ScenarioPage::scenarioApplied, this,
                    [this](int index) { showWorkload(index); });
            connect(page, &ScenarioPage::editNote, this, &MainWindow::showEditNote);
            // From the example's banner: a new project from the chosen scenario.
            connect(page, &ScenarioPage::newProjectRequested, this, [this](Scenario s) {
                if (newFromTemplate(s))
                    showWorkload(0);
            });
            return page;
        });
    //: Navigator entry: the page describing the job to plan for
    addPage(
        QStringLiteral("workloadPage"), [] { return tr("Workload"); },
        [this](QWidget *parent) {
            auto *page = new WorkloadPage(m_document, parent);
            connect(page, &WorkloadPage::editNote, this, &MainWindow::showEditNote);
            return page;
        });
    //: Navigator entry: memory per card, training time, serving latency
    addPage<SizingPage>(QStringLiteral("sizingPage"), [] { return tr("Sizing"); });
    //: Navigator entry: the page listing rent/host/build options
    addPage<OptionsPage>(QStringLiteral("optionsPage"), [] { return tr("Options"); });
    //: Navigator entry: the cards, facilities and contracts to choose from
    addPage<CatalogPage>(QStringLiteral("catalogPage"), [] { return tr("Catalog"); });
    // Providers' quotes price options the way the catalog does: next to it.
    //: Navigator entry: providers' quotes (报价单), normalised side by side
    addPage<QuotesPage>(QStringLiteral("quotesPage"), [] { return tr("Quotes"); });
    //: Navigator entry: options priced side by side for one workload
    addPage<ComparePage>(QStringLiteral("comparePage"), [] { return tr("Compare"); });
    //: Navigator entry: the trade-off charts (cost over time, breakdown, tornado, ...)
    addPage<ChartsPage>(QStringLiteral("chartsPage"), [] { return tr("Trade-offs"); });
    //: Navigator entry: the year plan: workloads on a calendar, owned and rented cards
    addPage<YearPage>(QStringLiteral("yearPage"), [] { return tr("Year plan"); });
    //: Navigator entry: the checklists, evidence and plan vs measured (验收核查)
    addPage<VerifyPage>(QStringLiteral("verifyPage"), [] { return tr("Verification"); });
    //: Navigator entry: the summary to read before signing or paying (签约前核对)
    addPage<SignOffPage>(QStringLiteral("signOffPage"), [] { return tr("Sign-off"); });
}

void MainWindow::showWorkload(int index)
{
    const QString name = QStringLiteral("workloadPage");
    showPage(name);
    if (auto *workload = qobject_cast<WorkloadPage *>(page(name)))
        workload->setCurrentIndex(index);
}

// The title, the modified mark, the autosave and the edit note follow the
// document and its undo stack.
void MainWindow::connectDocument()
{
    QUndoStack *stack = m_document->undoStack();
    // A note describes the edit just made; another edit, undo or redo makes it stale.
    connect(stack, &QUndoStack::indexChanged, this, &MainWindow::clearEditNote);
    connect(stack, &QUndoStack::cleanChanged, this, [this](bool clean) {
        setWindowModified(!clean);
        if (clean) {
            m_autosave->stop();
            m_recovery->remove();
        } else if (!m_autosave->isActive()) {
            m_autosave->start();
        }
    });
    connect(m_document, &ProjectDocument::metaChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ProjectDocument::fileStateChanged, this, [this] {
        setWindowModified(m_document->isModified());
        updateTitle();
        updateFileNotice();
    });
    m_autosave->setInterval(kAutosaveMs);
    connect(m_autosave, &QTimer::timeout, this, &MainWindow::writeRecoveryCopy);
    connect(LanguageManager::instance(), &LanguageManager::languageChanged, this,
            &MainWindow::updateLanguageActions);
}

MainWindow::~MainWindow()
{
    // The undo stack is destroyed after this window's members and reports a
    // last clean-state change on the way; nothing here may react to it.
    m_document->undoStack()->disconnect(this);
    m_document->disconnect(this);
}

void MainWindow::addPage(const QString &name, std::function<QString()> title, PageSlot::Build build)
{
    m_pages->addWidget(new PageSlot(name, std::move(build), m_pages));
    m_navigator->addItem(title());
    m_pageTitles.push_back(std::move(title));
}

PageSlot *MainWindow::pageSlot(int row) const
{
    return qobject_cast<PageSlot *>(m_pages->widget(row));
}

void MainWindow::showPageAt(int row)
{
    // Built before it is shown: a page added to a shown slot would appear
    // an event later.
    if (PageSlot *slot = pageSlot(row))
        slot->page();
    m_pages->setCurrentIndex(row);
}

int MainWindow::pageRow(const QString &objectName) const
{
    for (int i = 0; i < m_pages->count(); ++i) {
        if (pageSlot(i)->pageName() == objectName)
            return i;
    }
    return -1;
}

bool MainWindow::showPage(const QString &objectName)
{
    const int row = pageRow(objectName);
    if (row >= 0)
        m_navigator->setCurrentRow(row);
    return row >= 0;
}

QString MainWindow::currentPageName() const
{
    const PageSlot *slot = pageSlot(m_pages->currentIndex());
    return slot ? slot->pageName() : QString();
}

QStringList MainWindow::pageNames() const
{
    QStringList names;
    for (int i = 0; i < m_pages->count(); ++i)
        names << pageSlot(i)->pageName();
    return names;
}

QWidget *MainWindow::page(const QString &objectName)
{
    const int row = pageRow(objectName);
    return row >= 0 ? pageSlot(row)->page() : nullptr;
}

void MainWindow::createActions()
{
    m_newEmpty = new QAction(this);
    m_newEmpty->setObjectName(QStringLiteral("actionNewEmpty"));
    m_newEmpty->setShortcut(QKeySequence::New);
    connect(m_newEmpty, &QAction::triggered, this, &MainWindow::newProject);
    for (int i = 0; i < 5; ++i) {
        const Scenario s = kTemplateScenarios[i];
        m_newTemplates[i] = new QAction(this);
        m_newTemplates[i]->setObjectName(QLatin1String("actionNew_") +
                                         QString::fromUtf8(toCode(s).data()));
        connect(m_newTemplates[i], &QAction::triggered, this, [this, s] { newFromTemplate(s); });
    }
    m_openExample = new QAction(this);
    m_openExample->setObjectName(QStringLiteral("actionOpenExample"));
    connect(m_openExample, &QAction::triggered, this, &MainWindow::openExample);

    m_open = new QAction(this);
    m_open->setObjectName(QStringLiteral("actionOpen"));
    m_open->setShortcut(QKeySequence::Open);
    connect(m_open, &QAction::triggered, this, [this] {
        const QString path = Prompts::openFileName(this, Settings::lastDirectory());
        if (!path.isEmpty())
            openFile(path);
    });
    m_clearRecent = new QAction(this);
    m_clearRecent->setObjectName(QStringLiteral("actionClearRecent"));
    connect(m_clearRecent, &QAction::triggered, this, [this] {
        Settings::clearRecentFiles();
        updateRecentMenu();
    });

    m_save = new QAction(this);
    m_save->setObjectName(QStringLiteral("actionSave"));
    m_save->setShortcut(QKeySequence::Save);
    connect(m_save, &QAction::triggered, this, &MainWindow::save);
    m_saveAs = new QAction(this);
    m_saveAs->setObjectName(QStringLiteral("actionSaveAs"));
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAs, &QAction::triggered, this, &MainWindow::saveAs);
    m_properties = new QAction(this);
    m_properties->setObjectName(QStringLiteral("actionProjectProperties"));
    connect(m_properties, &QAction::triggered, this, &MainWindow::editProperties);
    m_voucher = new QAction(this);
    m_voucher->setObjectName(QStringLiteral("actionComputeVoucher"));
    connect(m_voucher, &QAction::triggered, this, &MainWindow::editVoucher);
    m_present = new QAction(this);
    m_present->setObjectName(QStringLiteral("actionPresentation"));
    m_present->setShortcut(Qt::Key_F5);
    connect(m_present, &QAction::triggered, this, &MainWindow::startPresentation);
    m_close = new QAction(this);
    m_close->setObjectName(QStringLiteral("actionClose"));
    m_close->setShortcut(QKeySequence::Close);
    connect(m_close, &QAction::triggered, this, &MainWindow::closeProject);
    m_quit = new QAction(this);
    m_quit->setObjectName(QStringLiteral("actionQuit"));
    m_quit->setShortcut(QKeySequence::Quit);
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);

    // The two language names stay in their own language.
    m_languages = new QActionGroup(this);
    m_languages->setExclusive(true);
    m_chinese = new QAction(QStringLiteral("\u7b80\u4f53\u4e2d\u6587"), m_languages);
    m_chinese->setObjectName(QStringLiteral("actionLanguageChinese"));
    m_chinese->setCheckable(true);
    m_chinese->setData(QLatin1String(LanguageManager::kChinese));
    m_english = new QAction(QStringLiteral("English"), m_languages);
    m_english->setObjectName(QStringLiteral("actionLanguageEnglish"));
    m_english->setCheckable(true);
    m_english->setData(QLatin1String(LanguageManager::kEnglish));
    connect(m_languages, &QActionGroup::triggered, this, [](QAction *action) {
        LanguageManager::instance()->setLanguage(action->data().toString());
    });
    updateLanguageActions();

    m_about = new QAction(this);
    m_about->setObjectName(QStringLiteral("actionAbout"));
    m_about->setMenuRole(QAction::AboutRole);
    connect(m_about, &QAction::triggered, this, &MainWindow::showAbout);

    m_accuracy = new QAction(this);
    m_accuracy->setObjectName(QStringLiteral("actionAccuracy"));
    connect(m_accuracy, &QAction::triggered, this, &MainWindow::showAccuracy);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->setObjectName(QStringLiteral("menuFile"));
    m_newMenu = m_fileMenu->addMenu(QString());
    m_newMenu->setObjectName(QStringLiteral("menuNew"));
    m_newMenu->addAction(m_newEmpty);
    m_newMenu->addSeparator();
    for (QAction *a : m_newTemplates)
        m_newMenu->addAction(a);
    m_newMenu->addSeparator();
    m_newMenu->addAction(m_openExample);
    m_fileMenu->addAction(m_open);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("menuRecent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::updateRecentMenu);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_save);
    m_fileMenu->addAction(m_saveAs);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_properties);
    m_fileMenu->addAction(m_voucher);
    m_fileMenu->addMenu(new ExportMenu(m_document, this));
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_close);
    m_fileMenu->addAction(m_quit);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->setObjectName(QStringLiteral("menuEdit"));

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("menuView"));
    m_viewMenu->addAction(m_present);

    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->setObjectName(QStringLiteral("menuLanguage"));
    m_languageMenu->addAction(m_chinese);
    m_languageMenu->addAction(m_english);

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(QStringLiteral("menuHelp"));
    m_helpMenu->addAction(m_accuracy);
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_about);
}

void MainWindow::rebuildUndoActions()
{
    // QUndoStack words its actions when they are made, so after a language
    // switch they are made again.
    delete m_undo;
    delete m_redo;
    QUndoStack *stack = m_document->undoStack();
    //: Prefix of the Undo menu entry, followed by what is undone
    m_undo = stack->createUndoAction(this, tr("Undo"));
    m_undo->setObjectName(QStringLiteral("actionUndo"));
    m_undo->setShortcut(QKeySequence::Undo);
    //: Prefix of the Redo menu entry, followed by what is redone
    m_redo = stack->createRedoAction(this, tr("Redo"));
    m_redo->setObjectName(QStringLiteral("actionRedo"));
    m_redo->setShortcut(QKeySequence::Redo);
    m_editMenu->addAction(m_undo);
    m_editMenu->addAction(m_redo);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi()
{
    for (int row = 0; row < m_navigator->count(); ++row)
        m_navigator->item(row)->setText(m_pageTitles[size_t(row)]());

    m_fileMenu->setTitle(tr("&File"));
    m_newMenu->setTitle(tr("&New"));
    m_newEmpty->setText(tr("&Empty Project"));
    for (int i = 0; i < 5; ++i)
        //: File > New entry; %1 is a scenario such as "LoRA fine-tune"
        m_newTemplates[i]->setText(
            tr("%1 Template").arg(DisplayText::scenario(kTemplateScenarios[i])));
    m_openExample->setText(tr("Shenzhen &Example Project"));
    m_open->setText(tr("&Open..."));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_clearRecent->setText(tr("&Clear Recent Files"));
    m_save->setText(tr("&Save"));
    m_saveAs->setText(tr("Save &As..."));
    m_properties->setText(tr("Project &Properties..."));
    //: Menu item: the project's compute voucher (算力券)
    m_voucher->setText(tr("Compute &Voucher..."));
    m_close->setText(tr("&Close"));
    m_quit->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    //: View menu: full-screen slides of the chosen options for a client meeting
    m_present->setText(tr("&Presentation"));
    //: Menu title; keep it recognisable in both languages
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    //: Help menu: opens the table of Suanpan's estimates against published runs
    m_accuracy->setText(tr("How Accurate Are the &Estimates?"));
    m_about->setText(tr("&About Suanpan"));

    m_document->retranslateCommands();
    rebuildUndoActions();
    if (m_editNote && statusBar()->currentMessage() == m_editNoteShown)
        showEditNote(m_editNote);
    updateRecentMenu();
    updateTitle();
    updateFileNotice();
    // Numbers in the pages follow the UI language's locale.
    setLocale(QLocale());
}

void MainWindow::updateLanguageActions()
{
    const QString code = LanguageManager::instance()->language();
    m_chinese->setChecked(code == QLatin1String(LanguageManager::kChinese));
    m_english->setChecked(code == QLatin1String(LanguageManager::kEnglish));
}

QString MainWindow::documentName() const
{
    switch (m_document->origin()) {
    case ProjectDocument::Origin::File:
        return QFileInfo(m_document->filePath()).fileName();
    case ProjectDocument::Origin::Example:
        return tr("Example project");
    case ProjectDocument::Origin::Untitled:
        break;
    }
    return tr("Untitled");
}

void MainWindow::updateTitle()
{
    QString name = documentName();
    if (m_document->isReadOnly())
        //: Window title part for a file that cannot be written
        name = tr("%1 (read-only)").arg(name);
    //: The application's name in the window title
    const QString app = tr("Suanpan");
    // The project's own title (File > Project Properties) follows the file name.
    const QString title = DisplayText::title(m_document->project().meta);
    if (title.isEmpty())
        setWindowTitle(QStringLiteral("%1[*] \u2014 %2").arg(name, app));
    else
        setWindowTitle(QStringLiteral("%1[*] \u2014 %2 \u2014 %3").arg(name, title, app));
    setWindowModified(m_document->isModified());
}

void MainWindow::updateFileNotice()
{
    QStringList notes;
    if (m_document->isReadOnly())
        notes << tr("Read-only: Save will ask for a new file.");
    if (m_document->migratedFrom() > 0)
        notes << tr("Opened from an older file format (version %1); it is updated when you save.")
                     .arg(m_document->migratedFrom());
    m_fileNotice->setText(notes.join(QLatin1String("  ")));
    m_fileNotice->setVisible(!notes.isEmpty());
}

void MainWindow::startPresentation()
{
    // Building the slides takes about 0.3 s: a busy cursor until the first
    // slide is up, so the click does not look ignored. The slides show the
    // ranges: the draws of the last edit finish first (tens of milliseconds).
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    m_document->results()->waitForSampling();
    auto *view = new PresentationView(m_document, this);
    view->showFullScreen();
    view->setFocus();
    QTimer::singleShot(0, this, [] { QGuiApplication::restoreOverrideCursor(); });
}

void MainWindow::showEditNote(const std::function<QString()> &text)
{
    m_editNote = text;
    const QString full = text();
    // Wider than the bar, the message would be cut mid-word: it ends in an
    // ellipsis instead, and the bar's tooltip has it whole.
    int room = statusBar()->width() - 16;
    if (m_fileNotice->isVisible())
        room -= m_fileNotice->width();
    m_editNoteShown = statusBar()->fontMetrics().elidedText(full, Qt::ElideRight, room);
    statusBar()->showMessage(m_editNoteShown);
    statusBar()->setToolTip(full);
}

void MainWindow::clearEditNote()
{
    if (!m_editNote)
        return;
    if (statusBar()->currentMessage() == m_editNoteShown)
        statusBar()->clearMessage();
    statusBar()->setToolTip(QString());
    m_editNote = nullptr;
    m_editNoteShown.clear();
}

void MainWindow::editProperties()
{
    // Window-modal and not blocking: the project stays visible behind it.
    const Project &project = m_document->project();
    auto *dialog = new ProjectPropertiesDialog(project.meta, project.procurement, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const ProjectMeta meta = dialog->meta();
        const Procurement procurement = dialog->procurement();
        // One dialog, one undo step, whichever of its parts changed.
        const bool both =
            meta != m_document->project().meta && procurement != m_document->project().procurement;
        if (both)
            m_document->undoStack()->beginMacro(
                QCoreApplication::translate("DocumentCommand", "Edit project properties"));
        m_document->editMeta(meta);
        m_document->editProcurement(procurement);
        if (both)
            m_document->undoStack()->endMacro();
    });
    dialog->open();
}

void MainWindow::editVoucher()
{
    auto *dialog = new VoucherDialog(m_document->project().vouchers, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { m_document->editVouchers(dialog->vouchers()); });
    dialog->open();
}

void MainWindow::showAbout()
{
    // Window-modal but not blocking (open(), not exec()), like the other dialogs.
    auto *dialog = new AboutDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::showAccuracy()
{
    // Non-modal: a consultant keeps it open next to the figures it backs.
    if (!m_accuracyDialog) {
        m_accuracyDialog = new AccuracyDialog(this);
        m_accuracyDialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_accuracyDialog->show();
    m_accuracyDialog->raise();
    m_accuracyDialog->activateWindow();
}
