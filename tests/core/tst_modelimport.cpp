// Model import from Hugging Face config.json: parameter counts against the
// published figures, KV-cache sizes, and refusal of broken configs.
#include <QtTest>

#include <fstream>
#include <sstream>

#include "estimate/HfConfig.h"
#include "estimate/ModelMath.h"
#include "io/Units.h"
#include "support/CodePrint.h"

using namespace suanpan;

namespace {

std::string readFixture(const QString &name)
{
    std::ifstream in(QStringLiteral(SUANPAN_TEST_DATA "/configs/%1").arg(name).toStdString(),
                     std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

ModelShape load(const QString &name)
{
    const auto r = modelShapeFromHfConfig(readFixture(name), name.toStdString());
    if (!r.ok())
        qFatal("%s: %s %s %s", qPrintable(name), errorCodeText(r.error().code).data(),
               r.error().subject.c_str(), r.error().detail.c_str());
    return r.value();
}

} // namespace

class TestModelImport final : public QObject
{
    Q_OBJECT

private slots:
    void parameterCounts_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("total");
        QTest::addColumn<double>("active");
        QTest::addColumn<double>("tolerance");
        // Exact published counts where the model card gives one, rounded
        // headline figures otherwise (hence the looser tolerance).
        QTest::newRow("Llama-2-7B, Touvron et al. 2023 / HF card: 6 738 415 616")
            << "llama-2-7b.json" << 6738415616.0 << 6738415616.0 << 1e-9;
        QTest::newRow("Llama-2-70B, HF safetensors: 68 976 648 192")
            << "llama-2-70b.json" << 68976648192.0 << 68976648192.0 << 1e-9;
        QTest::newRow("Qwen2-7B, HF card: 7.62 B (q/k/v biases, untied)")
            << "qwen2-7b.json" << 7.62e9 << 7.62e9 << 0.01;
        QTest::newRow("Mixtral-8x7B, Mistral AI: 46.7 B total, 12.9 B active")
            << "mixtral-8x7b.json" << 46.7e9 << 12.9e9 << 0.01;
        QTest::newRow("Qwen1.5-MoE-A2.7B, Qwen blog: 14.3 B total, 2.7 B active")
            << "qwen1.5-moe-a2.7b.json" << 14.3e9 << 2.7e9 << 0.01;
        QTest::newRow("DeepSeek-V3, tech report: 671 B total, 37 B active (MLA, shared experts)")
            << "deepseek-v3.json" << 671e9 << 37e9 << 0.02;
        // openPangu's own key names (num_routed_experts, attention_kv_lora_dim,
        // ...); its 39 B per token leaves out the 1.2 B input embedding.
        QTest::newRow("openPangu-Ultra-MoE-718B, README: 718 B total, 39 B active")
            << "openpangu-ultra-moe-718b.json" << 718e9 << 39e9 << 0.04;
    }
    void parameterCounts()
    {
        QFETCH(QString, file);
        QFETCH(double, total);
        QFETCH(double, active);
        QFETCH(double, tolerance);
        const ModelShape m = load(file);
        QVERIFY2(std::abs(m.paramsTotal - total) <= tolerance * total,
                 qPrintable(QString::number(m.paramsTotal, 'f', 0)));
        QVERIFY2(std::abs(m.paramsActive - active) <= tolerance * active,
                 qPrintable(QString::number(m.paramsActive, 'f', 0)));
    }

    void deepSeekV2LiteTotal()
    {
        // DeepSeek-V2-Lite card: 15.7 B total; its "2.4 B activated" leaves out
        // the input embedding (0.21 B), which we count as a parameter.
        const ModelShape m = load("deepseek-v2-lite.json");
        QVERIFY(std::abs(m.paramsTotal - 15.7e9) < 0.01 * 15.7e9);
        QVERIFY(std::abs(m.paramsActive - 2.4e9 - 2048.0 * 102400) < 0.05 * 2.4e9);
        QCOMPARE(m.qLoraRank, 0);
    }

    void kvBytesPerToken_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("bytes");
        QTest::newRow("vLLM paper (Kwon et al. 2023): OPT-13B 800 KiB per token, fp16")
            << "opt-13b.json" << 800.0 * 1024;
        QTest::newRow("formulas.md: Llama-2-7B fp16 524 288 B per token")
            << "llama-2-7b.json" << 524288.0;
        QTest::newRow("Llama-2-70B GQA 8 KV heads: 2*80*8*128*2 = 327 680 B")
            << "llama-2-70b.json" << 327680.0;
        QTest::newRow("DeepSeek-V3 MLA: 61 layers x (512 + 64) x 2 B = 70 272 B")
            << "deepseek-v3.json" << 70272.0;
        QTest::newRow("openPangu-Ultra-MoE-718B MLA: 61 x (512 + 64) x 2 B = 70 272 B")
            << "openpangu-ultra-moe-718b.json" << 70272.0;
    }
    void kvBytesPerToken()
    {
        QFETCH(QString, file);
        QFETCH(double, bytes);
        QCOMPARE(suanpan::kvBytesPerToken(load(file), Precision::BF16), bytes);
    }

    void kvPerTensorParallelRank()
    {
        const ModelShape m = load("llama-2-70b.json");
        // 8 KV heads over TP=4: 2 per rank; over TP=16 a head is replicated.
        QCOMPARE(suanpan::kvBytesPerToken(m, Precision::BF16, 4), 327680.0 / 4);
        QCOMPARE(suanpan::kvBytesPerToken(m, Precision::BF16, 16), 327680.0 / 8);
    }

    void flopsPerToken()
    {
        const ModelShape m = load("mixtral-8x7b.json");
        QCOMPARE(modelSizes(m).forwardFlopsPerToken, 2.0 * m.paramsActive);
    }

    void bareParameterCount()
    {
        // "70B" without a config: a stated Llama-like shape whose count matches.
        const ModelShape shape = assumedShape(70e9);
        QVERIFY(std::abs(modelSizes(shape).paramsTotal - 70e9) < 0.03 * 70e9);
        QCOMPARE(shape.hiddenSize, 8192);
        QCOMPARE(shape.kvHeads, 8);
        QVERIFY(!shape.source.empty());
        ModelShape bare;
        bare.paramsTotal = 70e9;
        QCOMPARE(modelSizes(bare).paramsTotal, 70e9);
        QVERIFY(suanpan::kvBytesPerToken(bare, Precision::BF16) > 0.0);
    }

    void parseCounts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("value");
        QTest::newRow("70B") << "70B" << 70e9;
        QTest::newRow("2T") << "2T" << 2e12;
        QTest::newRow("4k") << "4k" << 4e3;
        QTest::newRow("1.5 B") << "1.5 B" << 1.5e9;
        QTest::newRow("6738415616") << "6738415616" << 6738415616.0;
        QTest::newRow("6.7e9") << "6.7e9" << 6.7e9;
    }
    void parseCounts()
    {
        QFETCH(QString, text);
        QFETCH(double, value);
        const auto r = parseCount(text.toStdString());
        QVERIFY(r.ok());
        QCOMPARE(r.value(), value);
    }
    void parseCountsRefused()
    {
        for (const char *bad : {"", "seventy", "70X", "-5B", "nan", "inf", "1e30", "7..0B"})
            QVERIFY2(!parseCount(bad).ok(), bad);
    }

    void brokenConfigs_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<ErrorCode>("code");
        QTest::addColumn<QString>("subject");
        QTest::newRow("truncated") << "truncated.json" << ErrorCode::JsonParse << "";
        QTest::newRow("not JSON") << "not-json.json" << ErrorCode::JsonParse << "";
        QTest::newRow("NaN token") << "nan-hidden.json" << ErrorCode::JsonParse << "";
        QTest::newRow("top-level array")
            << "top-level-array.json" << ErrorCode::ConfigNotObject << "";
        QTest::newRow("missing vocab")
            << "missing-vocab.json" << ErrorCode::ConfigMissing << "vocab_size";
        QTest::newRow("layers as string")
            << "string-layers.json" << ErrorCode::ConfigType << "num_hidden_layers";
        QTest::newRow("negative hidden")
            << "negative-hidden.json" << ErrorCode::ConfigOutOfRange << "hidden_size";
        QTest::newRow("fractional hidden")
            << "fractional-hidden.json" << ErrorCode::ConfigType << "hidden_size";
        QTest::newRow("absurd layers")
            << "absurd-layers.json" << ErrorCode::ConfigOutOfRange << "num_hidden_layers";
        // Each field within its bounds, 100 layers of width 10^6: about 3 * 10^15 parameters.
        QTest::newRow("implausible size")
            << "implausible-size.json" << ErrorCode::ConfigImplausibleSize << "hidden_size";
        QTest::newRow("heads not divisible")
            << "heads-not-divisible.json" << ErrorCode::ConfigInconsistent << "num_key_value_heads";
        QTest::newRow("more experts per token than experts")
            << "experts-per-token.json" << ErrorCode::ConfigInconsistent << "num_experts_per_tok";
    }
    void brokenConfigs()
    {
        QFETCH(QString, file);
        QFETCH(ErrorCode, code);
        QFETCH(QString, subject);
        const auto r = modelShapeFromHfConfig(readFixture("broken/" + file), "x");
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, code);
        if (!subject.isEmpty())
            QCOMPARE(QString::fromStdString(r.error().subject), subject);
    }

    void hostileConfigs()
    {
        const std::string deep(100000, '[');
        QVERIFY(!modelShapeFromHfConfig(deep, "deep").ok());
        std::string huge = "{\"hidden_size\": 4096, \"pad\": \"";
        huge.append(70u << 20, 'x');
        huge += "\"}";
        const auto r = modelShapeFromHfConfig(huge, "huge");
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::JsonTooLarge);
        QVERIFY(!modelShapeFromHfConfig("", "empty").ok());
        QVERIFY(!modelShapeFromHfConfig("{\"hidden_size\": \"\xff\xfe\"}", "utf8").ok());
    }
};

QTEST_APPLESS_MAIN(TestModelImport)
#include "tst_modelimport.moc"
