// libFuzzer target: opening a project file from its bytes. The bytes go to
// ProjectStore::loadBytes (sqlite3_deserialize into an in-memory database,
// then the checks and reads of load()), and a project that loads is
// validated against the built-in catalog as every suanpan-cli command does
// on open, then written as JSON (`project show --json`: text that is not
// UTF-8 would throw there). Refusals are one coded line.

#include <cstddef>
#include <cstdint>

#include "FuzzSupport.h"
#include "io/JsonCodec.h"
#include "model/Limits.h"
#include "model/Validation.h"
#include "store/ProjectStore.h"

#include <nlohmann/json.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace suanpan;
    using namespace suanpan::fuzz;
    const Result<ProjectStore::Loaded> loaded =
        ProjectStore::loadBytes(asText(data, size), "fuzz.suanpan");
    if (!accepted(loaded))
        return 0;
    const Project &p = loaded.value().project;
    require(loaded.value().readOnly);
    require(!exceededLimit(p, "fuzz.suanpan"));
    for (const ValidationIssue &issue : validate(p, builtinIds()))
        require(issue.code < IssueCode::Count);
    const std::string json = toJson(p).dump(2);
    require(isValidUtf8(json));
    return 0;
}
