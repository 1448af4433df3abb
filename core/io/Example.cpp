#include "Example.h"

#include "io/JsonCodec.h"
#include "util/Embedded.h"

namespace suanpan {

Result<Project> exampleProject()
{
    return projectFromJsonText(embeddedFile("shenzhen-example.json"));
}

namespace {

// Llama-2 shapes (Touvron et al. 2023, config.json on the model hub) serve as
// the presets: widely known, with published parameter counts.
ModelShape llama2_7b()
{
    ModelShape m;
    m.paramsTotal = m.paramsActive = 6738415616.0;
    m.layers = 32;
    m.hiddenSize = 4096;
    m.attentionHeads = 32;
    m.kvHeads = 32;
    m.ffnSize = 11008;
    m.vocabSize = 32000;
    m.source = "Llama-2-7B config.json";
    return m;
}

ModelShape llama2_70b()
{
    ModelShape m;
    m.paramsTotal = m.paramsActive = 68976648192.0;
    m.layers = 80;
    m.hiddenSize = 8192;
    m.attentionHeads = 64;
    m.kvHeads = 8;
    m.ffnSize = 28672;
    m.vocabSize = 32000;
    m.source = "Llama-2-70B config.json";
    return m;
}

} // namespace

Project projectTemplate(Scenario scenario)
{
    Project p;
    p.meta.currency = "CNY";
    Workload w;
    w.id = "w1";
    w.scenario = scenario;
    switch (scenario) {
    case Scenario::PreTraining:
        w.name = "Pre-training";
        w.model = llama2_70b();
        w.trainingTokens = 100e9;
        w.globalBatch = 1024;
        w.deadlineDays = 60;
        break;
    case Scenario::FullFineTune:
        w.name = "Full fine-tune";
        w.model = llama2_7b();
        w.trainingTokens = 1e9;
        w.globalBatch = 128;
        w.deadlineDays = 14;
        break;
    case Scenario::LoRA:
    case Scenario::QLoRA:
        w.name = scenario == Scenario::LoRA ? "LoRA fine-tune" : "QLoRA fine-tune";
        w.model = llama2_7b();
        w.trainingTokens = 200e6;
        w.globalBatch = 64;
        w.deadlineDays = 7;
        break;
    case Scenario::Inference:
        w.name = "Online inference";
        w.model = llama2_7b();
        w.precision = Precision::INT8;
        w.promptTokens = 1024;
        w.outputTokens = 256;
        w.concurrency = 32;
        w.ttftTargetSeconds = 1.0;
        break;
    }
    p.workloads.push_back(w);
    return p;
}

} // namespace suanpan
