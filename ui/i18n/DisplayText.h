#pragma once

#include <string>

#include <QCoreApplication>
#include <QDate>
#include <QString>

#include "model/Card.h"
#include "model/Contract.h"
#include "model/Enums.h"
#include "model/Facility.h"
#include "model/Option.h"
#include "model/Project.h"
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
    // A date in documents and their headers, in the UI language's words
    // ("3 Dec 2026", "2026年12月3日"): never the ambiguous 12/3/26.
    static QString date(const QDate &date);
    // An ISO date of any precision as core keeps it: "2026" stays, "2025-06"
    // reads "Jun 2025" (in Chinese year and month), "2026-12-02" "2 Dec 2026";
    // a dash when empty.
    static QString isoDate(const std::string &iso);
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
    // A new entity's name, given in the UI language: into that language's
    // field, the other one cleared (so it falls back to this one).
    static void setUiName(std::string &nameZh, std::string &nameEn, const QString &text);
    // A workload's or option's name in the UI language, the other
    // language's when it has none there (model/Names.h); empty when unnamed.
    static QString name(const suanpan::Workload &workload);
    static QString name(const suanpan::Option &option);
    // The project's title in the UI language (as name()); empty when untitled.
    static QString title(const suanpan::ProjectMeta &meta);
    // The same, or the id when it has no name in either language.
    static QString nameOrId(const suanpan::Workload &workload);
    static QString nameOrId(const suanpan::Option &option);
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
    // Names `option` from its parts in both languages (name and nameZh), so
    // it reads right in either.
    static void nameFromParts(suanpan::Option &option, const suanpan::Catalog &catalog);
};
