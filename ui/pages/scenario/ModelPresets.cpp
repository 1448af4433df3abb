#include "ModelPresets.h"

#include <QFile>

#include "estimate/HfConfig.h"

using namespace suanpan;

namespace {

const ModelPresets::Preset kPresets[] = {
    {"llama-2-7b", "Llama-2-7B"}, {"llama-2-70b", "Llama-2-70B"},   {"qwen2-7b", "Qwen2-7B"},
    {"qwen2-72b", "Qwen2-72B"},   {"mixtral-8x7b", "Mixtral-8x7B"}, {"deepseek-v3", "DeepSeek-V3"},
};

} // namespace

std::span<const ModelPresets::Preset> ModelPresets::all()
{
    return kPresets;
}

Result<ModelShape> ModelPresets::shape(std::string_view id)
{
    for (const Preset &preset : kPresets) {
        if (id != preset.id)
            continue;
        QFile file(QStringLiteral(":/models/%1.json").arg(QLatin1String(preset.id)));
        if (!file.open(QIODevice::ReadOnly))
            return Error{ErrorCode::ConfigMissing, preset.id, "resource"};
        const QByteArray text = file.readAll();
        return modelShapeFromHfConfig(std::string_view(text.constData(), std::size_t(text.size())),
                                      std::string(preset.name) + " config.json");
    }
    return Error{ErrorCode::ConfigMissing, std::string(id), "preset"};
}
