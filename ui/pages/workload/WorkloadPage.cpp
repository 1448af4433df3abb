#include "WorkloadPage.h"

#include <cmath>

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

#include "document/ChangeValue.h"
#include "document/PlanSelection.h"
#include "document/ProjectDocument.h"
#include "estimate/HfConfig.h"
#include "estimate/JobSizing.h"
#include "estimate/ModelMath.h"
#include "i18n/CitationText.h"
#include "i18n/DisplayText.h"
#include "i18n/ErrorText.h"
#include "i18n/EstimateText.h"
#include "io/FileText.h"
#include "model/Limits.h"
#include "models/WorkloadListModel.h"
#include "pages/scenario/ModelPresets.h"
#include "pages/workload/ModelEdit.h"
#include "settings/Settings.h"
#include "widgets/CountEdit.h"
#include "widgets/Prompts.h"
#include "widgets/WheelGuard.h"

using namespace suanpan;
namespace F = WorkloadFields;

namespace {

// The form shows data in GB (decimal, as storage and transfer are billed);
// core keeps plain bytes. Counts are typed with their units (CountEdit).
constexpr double kGigabyte = 1e9;
// A config.json is a few kilobytes; anything far larger is not one.
constexpr std::size_t kMaxConfigBytes = 16u << 20;

const Scenario kScenarios[] = {Scenario::PreTraining, Scenario::FullFineTune, Scenario::LoRA,
                               Scenario::QLoRA, Scenario::Inference};
const Precision kPrecisions[] = {Precision::FP32, Precision::TF32, Precision::BF16, Precision::FP16,
                                 Precision::FP8,  Precision::INT8, Precision::INT4, Precision::FP4};
// Auto first: the engine's choice unless the user knows the deployment's.
const KvPrecision kKvPrecisions[] = {KvPrecision::Auto, KvPrecision::BF16, KvPrecision::FP16,
                                     KvPrecision::FP8,  KvPrecision::INT8, KvPrecision::FP32};

// Units and texts for a spin box at its minimum (translated in FieldRows).
const char *const kGbSuffix = QT_TRANSLATE_NOOP("FieldRows", " GB");
const char *const kDaysSuffix = QT_TRANSLATE_NOOP("FieldRows", " days");
const char *const kSecondsSuffix = QT_TRANSLATE_NOOP("FieldRows", " s");
const char *const kTokensSuffix = QT_TRANSLATE_NOOP("FieldRows", " tokens");
//: Spin box value 0 = not known (model shape fields)
const char *const kUnknown = QT_TRANSLATE_NOOP("FieldRows", "Unknown");
//: Spin box value 0 = not entered yet
const char *const kNotSet = QT_TRANSLATE_NOOP("FieldRows", "Not set");
const char *const kNoDeadline = QT_TRANSLATE_NOOP("FieldRows", "No deadline");
const char *const kNoTarget = QT_TRANSLATE_NOOP("FieldRows", "No target");
//: Mixture-of-experts count 0 = a dense model
const char *const kDense = QT_TRANSLATE_NOOP("FieldRows", "None (dense model)");

void setSpin(QSpinBox *spin, int value)
{
    const QSignalBlocker block(spin);
    spin->setValue(value);
}

void setSpin(QDoubleSpinBox *spin, double value)
{
    const QSignalBlocker block(spin);
    spin->setValue(value);
}

void setCombo(QComboBox *combo, int data)
{
    const QSignalBlocker block(combo);
    combo->setCurrentIndex(combo->findData(data));
}

// The whole model replaced in one undo step, named after the field the user
// edited: a count and what follows from it change together.
Field<Workload, ModelShape> wholeModel(const char *path)
{
    return {MergeId::NoMerge, path, [](Workload &w) -> ModelShape & { return w.model; }};
}

// The one local .json file being dragged, or empty.
QString draggedConfig(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls() || mime->urls().size() != 1)
        return {};
    const QUrl url = mime->urls().constFirst();
    if (!url.isLocalFile())
        return {};
    const QString path = url.toLocalFile();
    return path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? path : QString();
}

} // namespace

WorkloadPage::WorkloadPage(ProjectDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_model(new WorkloadListModel(document, this))
{
    setObjectName(QStringLiteral("workloadPage"));
    setAcceptDrops(true);
    buildUi();
    connectEditors();
    WheelGuard::install(this);
    retranslateUi();

    connect(document, &ProjectDocument::reset, this,
            [this] { setCurrentIndex(m_document->project().workloads.empty() ? -1 : 0); });
    connect(document, &ProjectDocument::workloadInserted, this,
            [this](int index) { setCurrentIndex(index); });
    connect(document, &ProjectDocument::workloadRemoved, this, [this](int index) {
        const int count = int(m_document->project().workloads.size());
        setCurrentIndex(count == 0 ? -1 : std::min(index, count - 1));
    });
    connect(document, &ProjectDocument::workloadChanged, this, [this](int index) {
        // A change to another workload comes from undo/redo: show it.
        if (index != m_current)
            setCurrentIndex(index);
        else
            refreshForm();
    });
    // The workload chosen on another planning page is the one edited here.
    PlanSelection *selection = document->planSelection();
    connect(selection, &PlanSelection::workloadChanged, this, [this, selection] {
        if (selection->workloadIndex() >= 0 && selection->workloadIndex() != m_current)
            setCurrentIndex(selection->workloadIndex());
    });

    // Built when first shown: on the workload the other pages share.
    setCurrentIndex(
        m_document->project().workloads.empty() ? -1 : std::max(0, selection->workloadIndex()));
}

void WorkloadPage::buildUi()
{
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setChildrenCollapsible(false);

    // Left: the workloads.
    auto *listPane = new QWidget(splitter);
    auto *listLayout = new QVBoxLayout(listPane);
    listLayout->setContentsMargins(0, 0, 0, 0);
    m_listTitle = new QLabel(listPane);
    m_listTitle->setObjectName(QStringLiteral("workloadListTitle"));
    QFont title = m_listTitle->font();
    title.setBold(true);
    m_listTitle->setFont(title);
    m_list = new QListView(listPane);
    m_list->setObjectName(QStringLiteral("workloadList"));
    m_list->setModel(m_model);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setUniformItemSizes(true);
    auto *buttons = new QHBoxLayout;
    m_add = new QPushButton(listPane);
    m_add->setObjectName(QStringLiteral("addWorkload"));
    m_duplicate = new QPushButton(listPane);
    m_duplicate->setObjectName(QStringLiteral("duplicateWorkload"));
    m_remove = new QPushButton(listPane);
    m_remove->setObjectName(QStringLiteral("removeWorkload"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_duplicate);
    buttons->addWidget(m_remove);
    listLayout->addWidget(m_listTitle);
    listLayout->addWidget(m_list, 1);
    listLayout->addLayout(buttons);

    // Right: the form, scrollable on small screens.
    auto *scroll = new QScrollArea(splitter);
    scroll->setObjectName(QStringLiteral("workloadFormScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *formHost = new QWidget(scroll);
    buildForm(formHost);
    scroll->setWidget(formHost);

    splitter->addWidget(listPane);
    splitter->addWidget(scroll);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({240, 900});

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &WorkloadPage::onCurrentChanged);
    connect(m_add, &QPushButton::clicked, this, [this] { m_document->addWorkload(); });
    connect(m_duplicate, &QPushButton::clicked, this,
            [this] { m_document->duplicateWorkload(m_current); });
    connect(m_remove, &QPushButton::clicked, this,
            [this] { m_document->removeWorkload(m_current); });
    connect(m_importConfig, &QPushButton::clicked, this, [this] {
        const QString path = Prompts::openConfigFileName(this, Settings::lastDirectory());
        if (!path.isEmpty())
            importConfig(path);
    });
}

void WorkloadPage::buildForm(QWidget *host)
{
    auto *hostLayout = new QVBoxLayout(host);
    m_emptyHint = new QLabel(host);
    m_emptyHint->setObjectName(QStringLiteral("workloadEmptyHint"));
    m_emptyHint->setWordWrap(true);
    m_emptyHint->setAlignment(Qt::AlignCenter);
    hostLayout->addWidget(m_emptyHint);

    m_form = new QWidget(host);
    m_form->setObjectName(QStringLiteral("workloadForm"));
    hostLayout->addWidget(m_form);
    hostLayout->addStretch(1);

    buildJobGroup();
    buildModelGroup();
    buildTrainingGroup();
    buildServingGroup();
    m_notesGroup = new QGroupBox(m_form);
    m_notesGroup->setObjectName(QStringLiteral("notesGroup"));
    auto *notesLayout = new QVBoxLayout(m_notesGroup);
    m_notes = new QPlainTextEdit(m_notesGroup);
    m_notes->setObjectName(QStringLiteral("notes"));
    m_notes->setTabChangesFocus(true);
    notesLayout->addWidget(m_notes);

    // Two columns: what the job is on the left, how much of it on the right.
    auto *grid = new QGridLayout(m_form);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_jobGroup, 0, 0);
    grid->addWidget(m_modelGroup, 1, 0, 2, 1);
    grid->addWidget(m_trainingGroup, 0, 1, 2, 1);
    grid->addWidget(m_inferenceGroup, 0, 1, 2, 1);
    grid->addWidget(m_notesGroup, 2, 1);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    grid->setRowStretch(2, 1);
}

namespace {

QFormLayout *groupForm(QGroupBox *group)
{
    auto *form = new QFormLayout(group);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    return form;
}

} // namespace

// The job: what it is and in which numeric format.
void WorkloadPage::buildJobGroup()
{
    m_jobGroup = new QGroupBox(m_form);
    m_jobGroup->setObjectName(QStringLiteral("jobGroup"));
    QFormLayout *job = groupForm(m_jobGroup);
    // A name per language; one is enough, the other language shows it then.
    m_nameZh = new QLineEdit(m_jobGroup);
    m_nameZh->setObjectName(QStringLiteral("workloadNameZh"));
    m_rows.add(job, F::NameZh.path, m_nameZh);
    m_name = new QLineEdit(m_jobGroup);
    m_name->setObjectName(QStringLiteral("workloadName"));
    m_rows.add(job, F::Name.path, m_name);
    m_scenario = new QComboBox(m_jobGroup);
    m_scenario->setObjectName(QStringLiteral("scenario"));
    m_rows.add(job, F::Scenario.path, m_scenario);
    m_precision = new QComboBox(m_jobGroup);
    m_precision->setObjectName(QStringLiteral("precision"));
    m_rows.add(job, F::Precision.path, m_precision);
    m_sequenceLength = new CountEdit(CountEdit::Kind::Context, "sequenceLength", m_jobGroup);
    m_rows.add(job, F::SequenceLength.path, m_sequenceLength);
}

// The model: totals, or the architecture from a config.json.
void WorkloadPage::buildModelGroup()
{
    using L = FieldLimits; // the editors stop where the project file does
    m_modelGroup = new QGroupBox(m_form);
    m_modelGroup->setObjectName(QStringLiteral("modelGroup"));
    QFormLayout *model = groupForm(m_modelGroup);
    auto *importRow = new QHBoxLayout;
    m_modelPresets = new QPushButton(m_modelGroup);
    m_modelPresets->setObjectName(QStringLiteral("modelPresets"));
    m_modelPresets->setMenu(buildPresetMenu());
    importRow->addWidget(m_modelPresets);
    m_importConfig = new QPushButton(m_modelGroup);
    m_importConfig->setObjectName(QStringLiteral("importConfig"));
    m_importHint = new QLabel(m_modelGroup);
    m_importHint->setObjectName(QStringLiteral("importConfigHint"));
    importRow->addWidget(m_importConfig);
    importRow->addWidget(m_importHint);
    importRow->addStretch(1);
    model->addRow(importRow);
    m_paramsTotal = new CountEdit(CountEdit::Kind::Parameters, "paramsTotal", m_modelGroup);
    m_rows.add(model, F::ParamsTotal.path, m_paramsTotal);
    m_paramsActive = new CountEdit(CountEdit::Kind::Parameters, "paramsActive", m_modelGroup);
    m_rows.add(model, F::ParamsActive.path, m_paramsActive);
    m_layers = FieldRows::intSpin("layers", L::kMaxLayers, m_modelGroup);
    m_rows.addSpin(model, F::Layers.path, m_layers, nullptr, kUnknown);
    m_hiddenSize = FieldRows::intSpin("hiddenSize", L::kMaxHiddenSize, m_modelGroup);
    m_rows.addSpin(model, F::HiddenSize.path, m_hiddenSize, nullptr, kUnknown);
    m_attentionHeads = FieldRows::intSpin("attentionHeads", L::kMaxHeads, m_modelGroup);
    m_rows.addSpin(model, F::AttentionHeads.path, m_attentionHeads, nullptr, kUnknown);
    m_kvHeads = FieldRows::intSpin("kvHeads", L::kMaxHeads, m_modelGroup);
    m_rows.addSpin(model, F::KvHeads.path, m_kvHeads, nullptr, kUnknown);
    m_ffnSize = FieldRows::intSpin("ffnSize", L::kMaxFfnSize, m_modelGroup);
    m_rows.addSpin(model, F::FfnSize.path, m_ffnSize, nullptr, kUnknown);
    m_vocabSize = FieldRows::intSpin("vocabSize", L::kMaxVocabSize, m_modelGroup);
    m_rows.addSpin(model, F::VocabSize.path, m_vocabSize, nullptr, kUnknown);
    m_experts = FieldRows::intSpin("experts", L::kMaxExperts, m_modelGroup);
    m_rows.addSpin(model, F::Experts.path, m_experts, nullptr, kDense);
    m_expertsPerToken = FieldRows::intSpin("expertsPerToken", L::kMaxExperts, m_modelGroup);
    m_rows.addSpin(model, F::ExpertsPerToken.path, m_expertsPerToken, nullptr, kDense);
    m_tiedEmbeddings = new QCheckBox(m_modelGroup);
    m_tiedEmbeddings->setObjectName(QStringLiteral("tiedEmbeddings"));
    m_rows.add(model, F::TiedEmbeddings.path, m_tiedEmbeddings);
    m_modelFacts = new QLabel(m_modelGroup);
    m_modelFacts->setObjectName(QStringLiteral("modelFacts"));
    m_modelFacts->setWordWrap(true);
    m_modelFacts->setTextFormat(Qt::PlainText);
    m_modelFacts->setTextInteractionFlags(Qt::TextSelectableByMouse);
    model->addRow(m_modelFacts);
}

void WorkloadPage::buildTrainingGroup()
{
    using L = FieldLimits;
    m_trainingGroup = new QGroupBox(m_form);
    m_trainingGroup->setObjectName(QStringLiteral("trainingGroup"));
    QFormLayout *training = groupForm(m_trainingGroup);
    m_trainingTokens = new CountEdit(CountEdit::Kind::Tokens, "trainingTokens", m_trainingGroup);
    m_rows.add(training, F::TrainingTokens.path, m_trainingTokens);
    m_globalBatch = FieldRows::intSpin("globalBatch", L::kMaxGlobalBatch, m_trainingGroup);
    m_rows.addSpin(training, F::GlobalBatch.path, m_globalBatch, nullptr, kUnknown);
    m_deadlineDays = FieldRows::doubleSpin("deadlineDays", L::kMaxDays, 1, m_trainingGroup);
    m_rows.addSpin(training, F::DeadlineDays.path, m_deadlineDays, kDaysSuffix, kNoDeadline);
    m_loraRank = FieldRows::intSpin("loraRank", L::kMaxLoraRank, m_trainingGroup);
    m_rows.addSpin(training, F::LoraRank.path, m_loraRank, nullptr, kNotSet);
    m_datasetGb =
        FieldRows::doubleSpin("datasetSize", L::kMaxDatasetBytes / kGigabyte, 1, m_trainingGroup);
    m_rows.addSpin(training, F::DatasetBytes.path, m_datasetGb, kGbSuffix, kNotSet);
}

void WorkloadPage::buildServingGroup()
{
    using L = FieldLimits;
    m_inferenceGroup = new QGroupBox(m_form);
    m_inferenceGroup->setObjectName(QStringLiteral("inferenceGroup"));
    QFormLayout *inference = groupForm(m_inferenceGroup);
    m_promptTokens = FieldRows::intSpin("promptTokens", L::kMaxContextTokens, m_inferenceGroup);
    m_rows.addSpin(inference, F::PromptTokens.path, m_promptTokens, kTokensSuffix, kNotSet);
    m_outputTokens = FieldRows::intSpin("outputTokens", L::kMaxContextTokens, m_inferenceGroup);
    m_rows.addSpin(inference, F::OutputTokens.path, m_outputTokens, kTokensSuffix, kNotSet);
    m_concurrency = FieldRows::intSpin("concurrency", L::kMaxConcurrency, m_inferenceGroup);
    m_rows.addSpin(inference, F::Concurrency.path, m_concurrency, nullptr, kNotSet);
    m_requestsPerSecond =
        FieldRows::doubleSpin("requestsPerSecond", L::kMaxRequestsPerSecond, 2, m_inferenceGroup);
    m_rows.addSpin(inference, F::RequestsPerSecond.path, m_requestsPerSecond, nullptr, kNotSet);
    m_ttftTarget = FieldRows::doubleSpin("ttftTarget", L::kMaxTtftSeconds, 2, m_inferenceGroup);
    m_rows.addSpin(inference, F::TtftTarget.path, m_ttftTarget, kSecondsSuffix, kNoTarget);
    m_kvPrecision = new QComboBox(m_inferenceGroup);
    m_kvPrecision->setObjectName(QStringLiteral("kvPrecision"));
    m_rows.add(inference, F::KvPrecision.path, m_kvPrecision);
}

void WorkloadPage::connectEditors()
{
    ProjectDocument *doc = m_document;
    const auto intEdit = [this, doc](QSpinBox *spin, const Field<Workload, int> &field) {
        connect(spin, &QSpinBox::valueChanged, this,
                [this, doc, field](int v) { changeValue(doc, m_current, field, v); });
    };
    const auto countEdit = [this, doc](CountEdit *edit, const Field<Workload, double> &field) {
        connect(edit, &CountEdit::valueEdited, this,
                [this, doc, field](double v) { changeValue(doc, m_current, field, v); });
        connect(edit, &CountEdit::problemChanged, this, &WorkloadPage::refreshErrors);
    };
    // An architecture field: when the architecture is complete, the totals
    // follow it in the same step; otherwise the field alone changes, and
    // steps on the same field merge.
    const auto architectureEdit = [this, doc](auto *editor, auto signal, auto field) {
        using Value = typename decltype(field)::ValueType;
        connect(editor, signal, this, [this, doc, field](Value v) {
            if (!hasCurrent())
                return;
            Workload edited = currentWorkload();
            field.set(edited, v);
            const ModelShape following = ModelEdit::withCountsFollowing(edited.model);
            if (following == edited.model)
                changeValue(doc, m_current, field, field.get(edited));
            else
                changeValue(doc, m_current, wholeModel(field.path), following);
        });
    };
    const auto scaledEdit = [this, doc](QDoubleSpinBox *spin, const Field<Workload, double> &field,
                                        double scale) {
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, doc, field, scale](double v) {
            changeValue(doc, m_current, field, v * scale);
        });
    };

    connect(m_nameZh, &QLineEdit::textEdited, this, [this, doc](const QString &text) {
        changeValue(doc, m_current, F::NameZh, text.toStdString());
    });
    connect(m_name, &QLineEdit::textEdited, this, [this, doc](const QString &text) {
        changeValue(doc, m_current, F::Name, text.toStdString());
    });
    connect(m_scenario, &QComboBox::activated, this, [this, doc](int i) {
        changeValue(doc, m_current, F::Scenario, Scenario(m_scenario->itemData(i).toInt()));
    });
    connect(m_precision, &QComboBox::activated, this, [this, doc](int i) {
        changeValue(doc, m_current, F::Precision, Precision(m_precision->itemData(i).toInt()));
    });
    connect(m_kvPrecision, &QComboBox::activated, this, [this, doc](int i) {
        changeValue(doc, m_current, F::KvPrecision,
                    KvPrecision(m_kvPrecision->itemData(i).toInt()));
    });
    connect(m_sequenceLength, &CountEdit::valueEdited, this, [this, doc](double v) {
        // CountEdit accepts context lengths only as whole numbers up to 10^8.
        changeValue(doc, m_current, F::SequenceLength, int(v));
    });
    connect(m_sequenceLength, &CountEdit::problemChanged, this, &WorkloadPage::refreshErrors);
    connect(m_paramsTotal, &CountEdit::valueEdited, this, [this](double v) {
        if (hasCurrent())
            applyCounts(F::ParamsTotal.path, ModelEdit::withTotal(currentWorkload().model, v));
    });
    connect(m_paramsActive, &CountEdit::valueEdited, this, [this](double v) {
        if (hasCurrent())
            applyCounts(F::ParamsActive.path, ModelEdit::withActive(currentWorkload().model, v));
    });
    for (CountEdit *edit : {m_paramsTotal, m_paramsActive})
        connect(edit, &CountEdit::problemChanged, this, &WorkloadPage::refreshErrors);
    const auto spinChanged = &QSpinBox::valueChanged;
    architectureEdit(m_layers, spinChanged, F::Layers);
    architectureEdit(m_hiddenSize, spinChanged, F::HiddenSize);
    architectureEdit(m_attentionHeads, spinChanged, F::AttentionHeads);
    architectureEdit(m_kvHeads, spinChanged, F::KvHeads);
    architectureEdit(m_ffnSize, spinChanged, F::FfnSize);
    architectureEdit(m_vocabSize, spinChanged, F::VocabSize);
    architectureEdit(m_experts, spinChanged, F::Experts);
    architectureEdit(m_expertsPerToken, spinChanged, F::ExpertsPerToken);
    architectureEdit(m_tiedEmbeddings, &QCheckBox::toggled, F::TiedEmbeddings);
    countEdit(m_trainingTokens, F::TrainingTokens);
    intEdit(m_globalBatch, F::GlobalBatch);
    scaledEdit(m_deadlineDays, F::DeadlineDays, 1.0);
    intEdit(m_loraRank, F::LoraRank);
    scaledEdit(m_datasetGb, F::DatasetBytes, kGigabyte);
    intEdit(m_promptTokens, F::PromptTokens);
    intEdit(m_outputTokens, F::OutputTokens);
    intEdit(m_concurrency, F::Concurrency);
    scaledEdit(m_requestsPerSecond, F::RequestsPerSecond, 1.0);
    scaledEdit(m_ttftTarget, F::TtftTarget, 1.0);
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this, doc] {
        changeValue(doc, m_current, F::Notes, m_notes->toPlainText().toStdString());
    });
}

void WorkloadPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void WorkloadPage::retranslateUi()
{
    m_add->setText(tr("Add"));
    m_add->setToolTip(tr("Add a workload"));
    m_duplicate->setText(tr("Duplicate"));
    m_duplicate->setToolTip(tr("Duplicate the selected workload"));
    m_remove->setText(tr("Remove"));
    m_remove->setToolTip(tr("Remove the selected workload"));
    m_emptyHint->setText(tr("This project has no workloads yet. Add one, or start a new project "
                            "from a scenario template (File > New)."));
    //: Group of fields: what the job is
    m_jobGroup->setTitle(tr("Job"));
    m_modelGroup->setTitle(tr("Model"));
    //: Group of fields used by training jobs
    m_trainingGroup->setTitle(tr("Training"));
    //: Group of fields used by serving (inference) jobs
    m_inferenceGroup->setTitle(tr("Serving"));
    m_notesGroup->setTitle(ErrorText::fieldLabel(F::Notes.path, false));
    FieldRows::namePlaceholders(m_nameZh, m_name, tr("e.g. 7B customer-service LoRA"));
    m_tiedEmbeddings->setToolTip(tr("Input and output embeddings share weights"));
    //: Button with a menu of well-known models (Llama-2-7B, Qwen2-72B, ...)
    m_modelPresets->setText(tr("&Known models"));
    m_modelPresets->setToolTip(
        tr("Fill the model from the published config.json of a well-known model. One undo step."));
    m_importConfig->setText(tr("Import config.json..."));
    m_importConfig->setToolTip(
        tr("Read the model's architecture from its Hugging Face config.json (dense, GQA, MoE and "
           "multi-head latent attention models). One undo step."));
    //: Next to the Import config.json button
    m_importHint->setText(tr("or drop the file here"));
    //: Placeholder of an empty parameter count; 70B is an example to type
    m_paramsTotal->setPlaceholderText(tr("e.g. 70B"));
    m_paramsActive->setPlaceholderText(tr("same as total"));
    m_trainingTokens->setPlaceholderText(tr("e.g. 2T"));
    m_sequenceLength->setPlaceholderText(tr("e.g. 4k"));
    m_paramsTotal->setToolTip(
        tr("Type the size with its unit: 70B, 7.6B or 671B (B = billion, T = trillion)."));
    m_trainingTokens->setToolTip(tr("Tokens processed in the whole run (data set x epochs). "
                                    "Type 2T, 500B or 200M."));
    m_sequenceLength->setToolTip(
        tr("Tokens per sequence (the context window). Type 4k, 128K or 32768; k counts 1,024 "
           "here, as context lengths are quoted (4k = 4,096)."));
    m_globalBatch->setToolTip(tr("Sequences per optimizer step."));
    m_ttftTarget->setToolTip(tr("Time to first token the service must meet."));
    m_kvPrecision->setToolTip(
        tr("How the serving engine stores the KV cache (vLLM --kv-cache-dtype, TensorRT-LLM "
           "KV cache quantization). FP8 or INT8 halves it against BF16, so about twice the "
           "requests fit on each card. Same as the weights: FP8 with FP8 or FP4 weights, "
           "otherwise 16 bit."));
    //: %1 is 10 to the power 9
    m_datasetGb->setToolTip(tr("Data to upload to the facility before training, in GB of %1 "
                               "bytes (decimal), as storage and transfer are billed.")
                                .arg(QStringLiteral("10\u2079")));
    m_rows.retranslate();
    fillCombos();
    refreshForm();
}

void WorkloadPage::fillCombos()
{
    {
        const QSignalBlocker block(m_scenario);
        m_scenario->clear();
        for (Scenario s : kScenarios)
            m_scenario->addItem(DisplayText::scenario(s), int(s));
    }
    {
        const QSignalBlocker block(m_precision);
        m_precision->clear();
        for (Precision p : kPrecisions)
            m_precision->addItem(DisplayText::precision(p), int(p));
    }
}

// The Auto entry names what it resolves to, which follows the weights'
// precision: refilled with the form.
void WorkloadPage::fillKvPrecision(const Workload &w)
{
    const QSignalBlocker block(m_kvPrecision);
    m_kvPrecision->clear();
    for (KvPrecision k : kKvPrecisions) {
        Workload as = w;
        as.kvPrecision = k;
        const QString format = DisplayText::precision(kvCachePrecision(as));
        //: KV cache option; %1 the precision it resolves to, e.g. FP8
        m_kvPrecision->addItem(
            k == KvPrecision::Auto ? tr("Same as the weights (%1)").arg(format) : format, int(k));
    }
    m_kvPrecision->setCurrentIndex(m_kvPrecision->findData(int(w.kvPrecision)));
}

void WorkloadPage::setCurrentIndex(int index)
{
    const QModelIndex target = index >= 0 ? m_model->index(index) : QModelIndex();
    if (m_list->currentIndex() != target) {
        // onCurrentChanged() follows through the selection model.
        m_list->setCurrentIndex(target);
        if (!target.isValid())
            onCurrentChanged();
    } else {
        onCurrentChanged();
    }
}

void WorkloadPage::onCurrentChanged()
{
    const QModelIndex current = m_list->currentIndex();
    m_current = current.isValid() ? current.row() : -1;
    // Unread text belonged to the workload shown before.
    for (CountEdit *edit : {m_paramsTotal, m_paramsActive, m_trainingTokens, m_sequenceLength})
        edit->discardRejected();
    refreshForm();
    m_document->planSelection()->setWorkloadIndex(m_current);
    emit currentChanged(m_current);
}

void WorkloadPage::updateButtons()
{
    const bool has = m_current >= 0;
    m_duplicate->setEnabled(has);
    m_remove->setEnabled(has);
    m_importConfig->setEnabled(has);
    m_modelPresets->setEnabled(has);
}

void WorkloadPage::refreshForm()
{
    updateButtons();
    const auto &workloads = m_document->project().workloads;
    //: Title above the list of workloads
    m_listTitle->setText(tr("%n workload(s)", "", int(workloads.size())));
    const bool has = m_current >= 0 && std::size_t(m_current) < workloads.size();
    m_form->setVisible(has);
    m_emptyHint->setVisible(!has);
    if (!has)
        return;
    const Workload &w = workloads[std::size_t(m_current)];

    FieldRows::showText(m_nameZh, w.nameZh);
    FieldRows::showText(m_name, w.name);
    setCombo(m_scenario, int(w.scenario));
    setCombo(m_precision, int(w.precision));
    fillKvPrecision(w);
    m_sequenceLength->setValue(w.sequenceLength);
    m_paramsTotal->setValue(w.model.paramsTotal);
    m_paramsActive->setValue(w.model.paramsActive);
    // A dense model uses every parameter for every token: its active count
    // is the total, and follows it.
    const bool dense = ModelEdit::isDense(w.model);
    m_paramsActive->setReadOnly(dense);
    m_paramsActive->setToolTip(
        dense ? tr("A dense model uses all its parameters for every token, so this is the total "
                   "and follows it. Set the number of experts for a mixture-of-experts model.")
              : tr("The parameters a mixture-of-experts model uses per token. Type it like the "
                   "total: 37B."));
    setSpin(m_layers, w.model.layers);
    setSpin(m_hiddenSize, w.model.hiddenSize);
    setSpin(m_attentionHeads, w.model.attentionHeads);
    setSpin(m_kvHeads, w.model.kvHeads);
    setSpin(m_ffnSize, w.model.ffnSize);
    setSpin(m_vocabSize, w.model.vocabSize);
    setSpin(m_experts, w.model.experts);
    setSpin(m_expertsPerToken, w.model.expertsPerToken);
    {
        const QSignalBlocker block(m_tiedEmbeddings);
        m_tiedEmbeddings->setChecked(w.model.tiedEmbeddings);
    }
    m_trainingTokens->setValue(w.trainingTokens);
    setSpin(m_globalBatch, w.globalBatch);
    setSpin(m_deadlineDays, w.deadlineDays);
    setSpin(m_loraRank, w.loraRank);
    setSpin(m_datasetGb, w.datasetBytes / kGigabyte);
    setSpin(m_promptTokens, w.promptTokens);
    setSpin(m_outputTokens, w.outputTokens);
    setSpin(m_concurrency, w.concurrency);
    setSpin(m_requestsPerSecond, w.requestsPerSecond);
    setSpin(m_ttftTarget, w.ttftTargetSeconds);
    const QString notes = QString::fromStdString(w.notes);
    if (m_notes->toPlainText() != notes) {
        const QSignalBlocker block(m_notes);
        m_notes->setPlainText(notes);
    }

    // Only what the scenario uses: training or serving figures.
    const bool training = isTraining(w.scenario);
    m_trainingGroup->setVisible(training);
    m_inferenceGroup->setVisible(!training);
    m_rows.setRowVisible(F::LoraRank.path,
                         w.scenario == Scenario::LoRA || w.scenario == Scenario::QLoRA);
    refreshErrors();
    refreshModelFacts();
}

void WorkloadPage::refreshModelFacts()
{
    const Workload &w = m_document->project().workloads.at(std::size_t(m_current));
    const ModelShape &m = w.model;
    QStringList facts;
    if (hasArchitecture(m) || m.paramsTotal > 0.0) {
        const Precision kv = kvCachePrecision(w);
        const QString perToken = EstimateText::smallBytes(kvBytesPerToken(m, kv));
        QString attention;
        if (!hasArchitecture(m))
            attention = tr("no architecture given: a Llama-like shape of this size is assumed");
        else if (m.kvLoraRank > 0)
            //: DeepSeek's MLA: the KV cache holds one compressed latent per layer
            attention = tr("multi-head latent attention, rank %1").arg(m.kvLoraRank);
        else if (m.kvHeads > 0 && m.kvHeads < m.attentionHeads)
            attention = tr("grouped-query attention, %n KV head(s)", "", m.kvHeads);
        else
            attention = tr("multi-head attention");
        //: %1 bytes per token, %2 precision such as BF16, %3 the kind of attention
        facts << tr("KV cache: %1 per token at %2 (%3).")
                     .arg(perToken, DisplayText::precision(kv), attention);
    }
    if (!hasArchitecture(m) && m.paramsTotal > 0.0) {
        // The shape the engine assumes for a bare count, so the KV size above
        // and the estimates can be traced to it.
        const ModelShape assumed = assumedShape(m.paramsTotal);
        const QLocale here = locale();
        //: The architecture assumed for a typed size; %1 layers, %2 width, %3 and %4 head counts
        facts << tr("Assumed shape: %1 layers, hidden size %2, %3 attention heads, %4 KV heads.")
                     .arg(here.toString(assumed.layers), here.toString(assumed.hiddenSize),
                          here.toString(assumed.attentionHeads), here.toString(assumed.kvHeads));
    }
    if (hasArchitecture(m)) {
        const ModelSizes sizes = modelSizes(m);
        const QLocale here = locale();
        if (sizes.paramsActive < sizes.paramsTotal)
            //: Counted from the model's layers; %1 total, %2 used per token
            facts << tr("Parameters from the architecture: %1 in total, %2 per token.")
                         .arg(here.toString(qint64(std::llround(sizes.paramsTotal))),
                              here.toString(qint64(std::llround(sizes.paramsActive))));
        else
            facts << tr("Parameters from the architecture: %1.")
                         .arg(here.toString(qint64(std::llround(sizes.paramsTotal))));
    }
    if (m.experts > 0) {
        if (m.sharedExperts > 0)
            //: Mixture of experts; %1 experts routed per token, %2 always-active experts
            facts << tr("Mixture of experts: %n experts, %1 per token plus %2 shared.", "",
                        m.experts)
                         .arg(m.expertsPerToken)
                         .arg(m.sharedExperts);
        else
            //: Mixture of experts; %1 experts routed per token
            facts << tr("Mixture of experts: %n experts, %1 per token.", "", m.experts)
                         .arg(m.expertsPerToken);
    }
    if (!m.source.empty())
        //: Where the model's figures come from, e.g. a config.json
        facts << tr("Source: %1").arg(QString::fromStdString(m.source));
    m_modelFacts->setText(facts.join(QLatin1Char('\n')));
    m_modelFacts->setVisible(!facts.isEmpty());
    m_modelFacts->setToolTip(
        tr("KV bytes per token = 2 x layers x KV heads x head size x bytes per value (GQA-aware), "
           "or layers x (KV rank + RoPE head size) x bytes for multi-head latent attention "
           "(DeepSeek-V2; %1).")
            .arg(CitationText::cite("formulas.md")));
}

bool WorkloadPage::hasCurrent() const
{
    return m_current >= 0 && std::size_t(m_current) < m_document->project().workloads.size();
}

const Workload &WorkloadPage::currentWorkload() const
{
    return m_document->project().workloads.at(std::size_t(m_current));
}

void WorkloadPage::applyCounts(const char *path, const ModelEdit::Result &result)
{
    const ModelShape before = currentWorkload().model;
    changeValue(m_document, m_current, wholeModel(path), result.model);
    if (!result.droppedArchitecture)
        return;
    // Said once, in the status bar; the form itself now shows no structure
    // and the assumed shape the estimates use.
    const QString name = DisplayText::modelName(before);
    const double counted = modelSizes(before).paramsTotal;
    const double typed = result.model.paramsTotal;
    emit editNote([name, counted, typed] {
        const QLocale here;
        const QString size = CountEdit::format(CountEdit::Kind::Parameters, typed, here);
        const QString count = here.toString(qint64(std::llround(counted)));
        if (name.isEmpty())
            //: %1 the typed size ("7 B"), %2 the count from the model's layers
            return tr("%1 is not the %2 parameters the model's layers give: its architecture "
                      "was set aside, and estimates assume a Llama-like shape of %1. Undo "
                      "brings it back.")
                .arg(size, count);
        //: %1 the typed size ("7 B"), %2 a model such as Llama-2-7B, %3 its exact count
        return tr("%1 is not the size of %2 (%3 parameters): its architecture was set aside, "
                  "and estimates assume a Llama-like shape of %1. Undo brings it back.")
            .arg(size, name, count);
    });
}

bool WorkloadPage::importConfig(const QString &path)
{
    if (m_current < 0 || std::size_t(m_current) >= m_document->project().workloads.size())
        return false;
    const QString title = tr("Could not import the model configuration");
    const auto text = readFileText(QFile::encodeName(path).toStdString(), kMaxConfigBytes);
    if (!text.ok()) {
        Prompts::error(this, title, ErrorText::error(text.error()));
        return false;
    }
    // Hugging Face names every file config.json: its folder names the model.
    const QFileInfo info(path);
    const QString name = info.fileName() == QLatin1String("config.json")
                             ? info.dir().dirName() + QLatin1Char('/') + info.fileName()
                             : info.fileName();
    const auto shape = modelShapeFromHfConfig(text.value(), name.toStdString());
    if (!shape.ok()) {
        //: %1 is a file name, %2 a sentence about the problem in it
        Prompts::error(this, title, tr("%1: %2").arg(name, ErrorText::error(shape.error())));
        return false;
    }
    Settings::setLastDirectory(info.absolutePath());
    changeValue(m_document, m_current, F::Model, shape.value());
    return true;
}

bool WorkloadPage::applyModelPreset(const QString &presetId)
{
    if (m_current < 0 || std::size_t(m_current) >= m_document->project().workloads.size())
        return false;
    const auto shape = ModelPresets::shape(presetId.toStdString());
    if (!shape.ok()) {
        // The presets are compiled in and tested: this is a build defect.
        Prompts::error(this, tr("Could not load the model preset"),
                       ErrorText::error(shape.error()));
        return false;
    }
    changeValue(m_document, m_current, F::Model, shape.value());
    return true;
}

QMenu *WorkloadPage::buildPresetMenu()
{
    auto *menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("modelPresetMenu"));
    for (const ModelPresets::Preset &preset : ModelPresets::all()) {
        // Model names are proper names: the same in every language.
        QAction *action = menu->addAction(QString::fromLatin1(preset.name));
        action->setObjectName(QLatin1String("modelPreset_") + QLatin1String(preset.id));
        const QString id = QLatin1String(preset.id);
        connect(action, &QAction::triggered, this, [this, id] { applyModelPreset(id); });
    }
    return menu;
}

void WorkloadPage::dragEnterEvent(QDragEnterEvent *event)
{
    if (m_current >= 0 && !draggedConfig(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        QWidget::dragEnterEvent(event);
}

void WorkloadPage::dragMoveEvent(QDragMoveEvent *event)
{
    if (m_current >= 0 && !draggedConfig(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        QWidget::dragMoveEvent(event);
}

void WorkloadPage::dropEvent(QDropEvent *event)
{
    const QString path = draggedConfig(event->mimeData());
    if (m_current < 0 || path.isEmpty()) {
        QWidget::dropEvent(event);
        return;
    }
    event->acceptProposedAction();
    importConfig(path);
}

void WorkloadPage::refreshErrors()
{
    std::map<std::string, QString> messages;
    if (m_current >= 0 && std::size_t(m_current) < m_document->project().workloads.size()) {
        for (const ValidationIssue &issue :
             validate(m_document->project().workloads[std::size_t(m_current)]))
            messages.emplace(issue.field, ErrorText::issue(issue, false));
    }
    // What could not be read comes before what is wrong with the stored value.
    for (const CountEdit *edit :
         {m_paramsTotal, m_paramsActive, m_trainingTokens, m_sequenceLength}) {
        const QString problem = edit->problem();
        if (!problem.isEmpty())
            messages[m_rows.pathOf(edit)] = problem;
    }
    m_rows.showErrors(messages);
}
