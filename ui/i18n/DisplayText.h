#pragma once

#include <string>

#include <QCoreApplication>
#include <QString>

#include "model/Card.h"
#include "model/Contract.h"
#include "model/Enums.h"
#include "model/Facility.h"
#include "model/Option.h"
#include "model/Workload.h"

namespace suanpan {
struct Catalog;
}

// What the UI shows for core values: enum names, catalog entry names in the UI
// language, quantities with their units. Computed on every call, so a language
// switch shows up at the next repaint.
class DisplayText final
{
    Q_DECLARE_TR_FUNCTIONS(DisplayText)

public:
    static QString scenario(suanpan::Scenario s);
    static QString acquisition(suanpan::Acquisition a);
    // Also the name of a rent quote's channel: the kind of facility its seller runs.
    static QString facilityKind(suanpan::FacilityKind kind);
    static QString precision(suanpan::Precision p);
    static QString fabric(suanpan::NetworkFabric fabric);
    // "400 Gb/s InfiniBand per card", "25 Gb/s Ethernet per server"
    static QString network(const suanpan::NetworkSpec &network);

    // nameZh when the UI is Chinese, else nameEn (the other one if empty).
    static QString name(const std::string &nameZh, const std::string &nameEn);
    // The same in a given language rather than the UI's.
    static QString name(const std::string &nameZh, const std::string &nameEn, bool chinese);
    // The inverse for an editor that showed name(..., chinese) when it was
    // filled: stores `text` into that language's half, unless it is what was
    // shown (so a text shown in the other language, for want of one in this,
    // is not copied over). `chinese` is fixed when the editor is filled: a
    // language switch while it is open must not move the text to the other half.
    static void setName(std::string &nameZh, std::string &nameEn, const QString &text,
                        bool chinese);
    // Users and the example name options bilingually, "<zh> / <en>": the half
    // of the UI language; any other name as it is.
    static QString bilingualName(const std::string &name);
    static QString cardName(const suanpan::Card &card);
    // "H100 SXM (80 GB)": the name and its memory, for choosing a card.
    static QString cardWithMemory(const suanpan::Card &card);
    static QString facilityName(const suanpan::Facility &facility);
    static QString contractName(const suanpan::Contract &contract);
    // An id no catalog knows, shown as is so the data is not silently changed.
    static QString unknownEntry(const std::string &id);
    // An option without a contract: legal when the cards are bought and run
    // in-house, a gap otherwise.
    static QString noContract(suanpan::Acquisition a);
    // A model's name from where its figures came from: "Llama-2-7B" from
    // "Llama-2-7B config.json", "Meta-Llama-3-8B" from
    // "Meta-Llama-3-8B/config.json"; empty for a typed size.
    static QString modelName(const suanpan::ModelShape &model);

    // An option named for people from its parts, in the UI language: "8x
    // H800 SXM . GPU cloud instance . Hourly . Rent" (with the multiplication
    // sign and middle dots; catalog names without a trailing note in
    // brackets). Ids the catalog does not know are shown as they are.
    static QString optionName(const suanpan::Option &option, const suanpan::Catalog &catalog);
    // The same in both languages, "<zh> / <en>", as the project's options are
    // named: bilingualName() then shows the half of the UI language.
    static std::string bilingualOptionName(const suanpan::Option &option,
                                           const suanpan::Catalog &catalog);
};
