// libFuzzer target: project JSON (`suanpan-cli project create --from`, the
// format `project show --json` writes). A document is refused in one coded
// line, or gives a project within the limits that validates like
// `project create` does and comes back the same through the writer.

#include <cstddef>
#include <cstdint>

#include "FuzzSupport.h"
#include "io/JsonCodec.h"
#include "model/Limits.h"
#include "model/Validation.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace suanpan;
    using namespace suanpan::fuzz;
    const Result<Project> project = projectFromJsonText(asText(data, size));
    if (!accepted(project))
        return 0;
    const Project &p = project.value();
    require(!exceededLimit(p, "project.json"));
    for (const ValidationIssue &issue : validate(p, builtinIds()))
        require(issue.code < IssueCode::Count);

    // What was read, written and read again is the same project.
    const Result<Project> again = projectFromJsonText(projectToJsonText(p));
    require(again.ok() && again.value() == p);
    return 0;
}
