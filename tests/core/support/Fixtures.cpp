#include "Fixtures.h"

#include <cstdio>
#include <cstdlib>

#include "io/Example.h"

namespace suanpan::test {

const Catalog &builtin()
{
    const auto &c = builtinCatalog();
    if (!c.ok()) {
        std::fprintf(stderr, "built-in catalog: %s\n", errorCodeText(c.error().code).data());
        std::abort();
    }
    return c.value();
}

Project example()
{
    const auto p = exampleProject();
    if (!p.ok()) {
        std::fprintf(stderr, "example project: %s\n", errorCodeText(p.error().code).data());
        std::abort();
    }
    return p.value();
}

} // namespace suanpan::test
