#include "VerifyEnums.h"

namespace suanpan {

template <> const std::vector<EnumCode<Severity>> &enumCodes<Severity>()
{
    static const std::vector<EnumCode<Severity>> table{
        {Severity::Blocker, "blocker"}, {Severity::Major, "major"}, {Severity::Minor, "minor"}};
    return table;
}

template <> const std::vector<EnumCode<Supply>> &enumCodes<Supply>()
{
    static const std::vector<EnumCode<Supply>> table{{Supply::Cloud, "cloud"},
                                                     {Supply::Rent, "rent"},
                                                     {Supply::Host, "host"},
                                                     {Supply::Build, "build"}};
    return table;
}

template <> const std::vector<EnumCode<TopoLink>> &enumCodes<TopoLink>()
{
    static const std::vector<EnumCode<TopoLink>> table{
        {TopoLink::Self, "self"}, {TopoLink::NVLink, "nvlink"}, {TopoLink::PIX, "pix"},
        {TopoLink::PXB, "pxb"},   {TopoLink::PHB, "phb"},       {TopoLink::Node, "node"},
        {TopoLink::Sys, "sys"},   {TopoLink::Soc, "soc"},       {TopoLink::Unknown, "unknown"}};
    return table;
}

} // namespace suanpan
