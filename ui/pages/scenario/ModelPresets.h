#pragma once

#include <span>
#include <string_view>

#include "model/Workload.h"
#include "util/Result.h"

// Well-known models the Workload page offers as starting points. Each is the
// model's published config.json, compiled in as a Qt resource (:/models/),
// read by the same importer as a user's file, so the parameter count and KV
// size come from the architecture. The files are the importer's test
// fixtures (tests/data/configs), kept once.
class ModelPresets final
{
public:
    struct Preset {
        const char *id;   // the config's file name without ".json"
        const char *name; // the model's published name, the same in every language
    };

    static std::span<const Preset> all();
    // The preset's shape; "config.*" errors only if a compiled-in file is broken.
    static suanpan::Result<suanpan::ModelShape> shape(std::string_view id);
};
