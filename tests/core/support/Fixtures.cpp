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

Option option(const std::string &id, const std::string &card, int count,
              const std::string &facility, const std::string &contract, Acquisition acquisition)
{
    Option o;
    o.id = id;
    o.name = id;
    o.cardId = card;
    o.cardCount = count;
    o.facilityId = facility;
    o.contractId = contract;
    o.acquisition = acquisition;
    return o;
}

} // namespace suanpan::test
