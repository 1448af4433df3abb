// Rent prices by channel: an option is priced from the quotes of the kind of
// seller it deals with (its facility's kind), never from a merge of every
// seller's quotes; a card without such a quote falls back to the nearest
// channel and the option is flagged. Rows name their source (prices.md 3a,
// seeds 001 and 003).
#include <QtTest>

#include <algorithm>
#include <cmath>

#include "catalog/Catalog.h"
#include "cost/Evaluation.h"
#include "cost/Pricing.h"
#include "io/Example.h"

using namespace suanpan;

namespace {

const Catalog &catalog()
{
    const auto &c = builtinCatalog();
    if (!c.ok())
        qFatal("catalog: %s %s", errorCodeText(c.error().code).data(), c.error().subject.c_str());
    return c.value();
}

const Card &card(const char *id)
{
    const Card *c = catalog().findCard(id);
    if (!c)
        qFatal("no card %s", id);
    return *c;
}

const Contract &contract(const char *id)
{
    const Contract *c = catalog().findContract(id);
    if (!c)
        qFatal("no contract %s", id);
    return *c;
}

Project example()
{
    const auto p = exampleProject();
    if (!p.ok())
        qFatal("example: %s", errorCodeText(p.error().code).data());
    return p.value();
}

AssumptionSet assumptions()
{
    AssumptionSet a;
    std::vector<Error> problems;
    const Project p;
    if (!readAssumptions(CatalogView(catalog(), p), p, a, problems))
        qFatal("assumptions: %s", errorCodeText(problems.front().code).data());
    return a;
}

FacilityKind kindOf(const QString &code)
{
    const auto kind = fromCode<FacilityKind>(code.toStdString());
    if (!kind)
        qFatal("no facility kind %s", qPrintable(code));
    return *kind;
}

bool near(double actual, double expected)
{
    return std::abs(actual - expected) <= 1e-9 * std::max(1.0, std::abs(expected));
}

const FormulaInput *rentInput(const Evaluation &ev, const std::string &optionId)
{
    const OptionResult *o = ev.option(optionId);
    if (!o)
        return nullptr;
    for (const CostLine &line : o->lines)
        if (line.code == suanpan::LineCode::Rent)
            for (const FormulaInput &in : line.inputs)
                if (in.name == "card.rent_cny_per_card_hour")
                    return &in;
    return nullptr;
}

const Flag *findFlag(const Evaluation &ev, const std::string &workloadId,
                     const std::string &optionId, FlagCode code)
{
    const PairResult *pair = ev.pair(workloadId, optionId);
    if (!pair)
        return nullptr;
    const auto it = std::find_if(pair->flags.begin(), pair->flags.end(),
                                 [&](const Flag &f) { return f.code == code; });
    return it == pair->flags.end() ? nullptr : &*it;
}

// The example plus one rented option.
Project exampleWith(const char *id, const char *cardId, int cards, const char *facilityId,
                    const char *contractId)
{
    Project p = example();
    Option o;
    o.id = id;
    o.cardId = cardId;
    o.cardCount = cards;
    o.facilityId = facilityId;
    o.contractId = contractId;
    o.acquisition = Acquisition::Rent;
    p.options.push_back(o);
    return p;
}

// A contract that rents compute (the cabinet lease has a zero price of its own).
bool rentsCompute(const Contract &c)
{
    return !c.unitPriceCnyPerCardHour || c.unitPriceCnyPerCardHour->high > 0.0;
}

} // namespace

class TestPricing final : public QObject
{
    Q_OBJECT

private slots:
    void channelPrice_data()
    {
        QTest::addColumn<QString>("cardId");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("contractId");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("likely");
        QTest::addColumn<double>("high");
        QTest::addColumn<QString>("formula");
        QTest::addColumn<QString>("channel"); // whose quotes were used
        QTest::addColumn<bool>("otherChannel");
        QTest::addColumn<bool>("lowConfidence");

        // The walkthrough's case: a GPU-cloud 4090 by the hour is retail
        // AutoDL 2.5-3.5, 恒源云 3-4, Alibaba PAI 5-7, not seed 001's IDC price.
        QTest::newRow("prices.md 3a retail: RTX 4090 GPU cloud, hourly")
            << "rtx-4090"
            << "gpu_cloud"
            << "hourly" << 2.5 << 3.5 << 7.0 << "quotes"
            << "gpu_cloud" << false << true;
        QTest::newRow("seed 001: RTX 4090 Shenzhen IDC, hourly 10-25")
            << "rtx-4090"
            << "idc_cabinet"
            << "hourly" << 10.0 << 15.0 << 25.0 << "quotes"
            << "idc_cabinet" << false << false;
        QTest::newRow("seed 001: RTX 4090 hosted cluster, hourly 10-25")
            << "rtx-4090"
            << "hosted_cluster"
            << "hourly" << 10.0 << 15.0 << 25.0 << "quotes"
            << "hosted_cluster" << false << false;
        QTest::newRow("seed 003 monthly factor: RTX 4090 GPU cloud, monthly = retail x 55-75 %")
            << "rtx-4090"
            << "gpu_cloud"
            << "monthly" << 2.5 * 0.55 << 3.5 * 0.65 << 7.0 * 0.75 << "hourly_quotes*price_factor"
            << "gpu_cloud" << false << true;
        // The IDC channel has a monthly server rent (cnBeta): used as such.
        QTest::newRow("cnBeta: RTX 4090 IDC, monthly server rent 1.2-2.3")
            << "rtx-4090"
            << "idc_cabinet"
            << "monthly" << 1.2 << 1.35 << 2.3 << "quotes"
            << "idc_cabinet" << false << true;
        // A remote data centre has only the monthly server rent: hourly = / 0.75, 0.65, 0.55.
        QTest::newRow("cnBeta: RTX 4090 remote region, hourly from monthly rent")
            << "rtx-4090"
            << "remote_region"
            << "hourly" << 1.2 / 0.75 << 1.35 / 0.65 << 2.3 / 0.55
            << "converted_quotes*price_factor"
            << "remote_region" << false << true;
        QTest::newRow("prices.md 3a: H100 hosted cluster, monthly server rent 12-13.1")
            << "h100-sxm"
            << "hosted_cluster"
            << "monthly" << 12.0 << 12.5 << 13.1 << "quotes"
            << "hosted_cluster" << false << true;
        QTest::newRow("prices.md 3a [EST]: H800 hosted cluster, monthly server rent 10-13.1")
            << "h800-sxm"
            << "hosted_cluster"
            << "monthly" << 10.0 << 12.5 << 13.1 << "quotes"
            << "hosted_cluster" << false << true;
        QTest::newRow("prices.md 3a [EST]: H800 GPU cloud, monthly = hourly 10-15 x 55-75 %")
            << "h800-sxm"
            << "gpu_cloud"
            << "monthly" << 5.5 << 7.8 << 11.25 << "hourly_quotes*price_factor"
            << "gpu_cloud" << false << true;
        QTest::newRow("seed 003: L20 GPU cloud, spot about 40 % of hourly")
            << "l20"
            << "gpu_cloud"
            << "spot" << 0.25 << 1.28 << 2.4 << "hourly_quotes*price_factor"
            << "gpu_cloud" << false << true;
        // No GPU-cloud quote for an H100: the IDC server rent, turned hourly.
        QTest::newRow("prices.md 3a: H100 GPU cloud falls back to IDC server rent")
            << "h100-sxm"
            << "gpu_cloud"
            << "hourly" << 12.0 / 0.75 << 12.5 / 0.65 << 13.1 / 0.55
            << "converted_quotes*price_factor"
            << "idc_cabinet" << true << true;
        // No IDC quote for an L20: the retail GPU-cloud price, flagged.
        QTest::newRow("prices.md 3a [EST]: L20 IDC falls back to GPU cloud")
            << "l20"
            << "idc_cabinet"
            << "hourly" << 2.5 << 3.2 << 4.0 << "quotes"
            << "gpu_cloud" << true << true;
        QTest::newRow("zhitaoyun + AutoDL: A800 GPU cloud, hourly 5-12")
            << "a800-80g-sxm"
            << "gpu_cloud"
            << "hourly" << 5.0 << (6.5 + 10.0) / 2 << 12.0 << "quotes"
            << "gpu_cloud" << false << true;
    }
    void channelPrice()
    {
        QFETCH(QString, cardId);
        QFETCH(QString, kind);
        QFETCH(QString, contractId);
        QFETCH(double, low);
        QFETCH(double, likely);
        QFETCH(double, high);
        QFETCH(QString, formula);
        QFETCH(QString, channel);
        QFETCH(bool, otherChannel);
        QFETCH(bool, lowConfidence);
        const PriceChoice p = rentPrice(card(qPrintable(cardId)), kindOf(kind),
                                        contract(qPrintable(contractId)), assumptions());
        QVERIFY(p.found);
        const QString got = QStringLiteral("%1/%2/%3")
                                .arg(p.cnyPerCardHour.low)
                                .arg(p.cnyPerCardHour.likely)
                                .arg(p.cnyPerCardHour.high);
        QVERIFY2(near(p.cnyPerCardHour.low, low), qPrintable(got));
        QVERIFY2(near(p.cnyPerCardHour.likely, likely), qPrintable(got));
        QVERIFY2(near(p.cnyPerCardHour.high, high), qPrintable(got));
        QCOMPARE(QString::fromStdString(std::string(priceBasisText(p.basis))), formula);
        QCOMPARE(QString::fromLatin1(toCode(p.channel)), channel);
        QCOMPARE(p.otherChannel, otherChannel);
        QCOMPARE(p.lowConfidence, lowConfidence);
        // The source names the channel and, when it is not the option's own, says so.
        const QString source = QString::fromStdString(p.source);
        QVERIFY2(source.startsWith(QStringLiteral("catalog %1 (%2").arg(cardId, channel)),
                 qPrintable(source));
        QCOMPARE(source.contains(QStringLiteral("no %1 quote").arg(kind)), otherChannel);
    }

    // The source text names the quotes used and only those.
    void sourceNamesTheMatchedQuotes()
    {
        const AssumptionSet a = assumptions();
        const std::string cloud =
            rentPrice(card("rtx-4090"), FacilityKind::GpuCloud, contract("hourly"), a).source;
        QVERIFY2(cloud.find("deployment guide") != std::string::npos, cloud.c_str());
        QVERIFY2(cloud.find("seed 001") == std::string::npos, cloud.c_str());
        QVERIFY2(cloud.find("seed 003") == std::string::npos, cloud.c_str());
        const std::string idc =
            rentPrice(card("rtx-4090"), FacilityKind::IdcCabinet, contract("hourly"), a).source;
        QVERIFY2(idc.find("seed 001") != std::string::npos, idc.c_str());
        QVERIFY2(idc.find("deployment guide") == std::string::npos, idc.c_str());
    }

    void fallbackOrder()
    {
        using K = FacilityKind;
        QCOMPARE(fallbackChannels(K::GpuCloud),
                 (std::vector{K::IdcCabinet, K::HostedCluster, K::RemoteRegion}));
        QCOMPARE(fallbackChannels(K::IdcCabinet),
                 (std::vector{K::HostedCluster, K::RemoteRegion, K::GpuCloud}));
        QCOMPARE(fallbackChannels(K::HostedCluster),
                 (std::vector{K::IdcCabinet, K::RemoteRegion, K::GpuCloud}));
        QCOMPARE(fallbackChannels(K::RemoteRegion),
                 (std::vector{K::HostedCluster, K::IdcCabinet, K::GpuCloud}));
        // Every kind falls back to every other rentable kind, never to itself.
        for (const auto &entry : enumCodes<FacilityKind>()) {
            const std::vector<K> order = fallbackChannels(entry.value);
            QVERIFY(std::find(order.begin(), order.end(), entry.value) == order.end());
            QVERIFY(std::find(order.begin(), order.end(), K::OfficeRoom) == order.end());
        }
    }

    // A quote without channels (a project saved before they existed) prices
    // every facility, as before, and nothing is flagged.
    void untaggedQuotesApplyEverywhere()
    {
        Card c = card("l20");
        for (PriceQuote &q : c.rent)
            q.facilityKinds.clear();
        for (const auto &kind : enumCodes<FacilityKind>()) {
            const PriceChoice p = rentPrice(c, kind.value, contract("hourly"), assumptions());
            QVERIFY(p.found);
            QVERIFY(!p.otherChannel);
            QCOMPARE(p.cnyPerCardHour, (Range{2.5, 3.2, 4.0}));
        }
        QVERIFY(
            !rentPrice(Card{}, FacilityKind::GpuCloud, contract("hourly"), assumptions()).found);
    }

    // A contract's own price wins over every channel.
    void contractPriceNeedsNoChannel()
    {
        Contract own = contract("hourly");
        own.unitPriceCnyPerCardHour = Range{9, 10, 11};
        const PriceChoice p =
            rentPrice(card("h100-sxm"), FacilityKind::GpuCloud, own, assumptions());
        QCOMPARE(p.basis, PriceBasis::ContractUnitPrice);
        QVERIFY(!p.otherChannel);
        QCOMPARE(p.cnyPerCardHour, (Range{9, 10, 11}));
    }

    // Seed 003's day plan converts with daily_price_factor when it is the
    // only quote of its channel, and prices a day contract as it is.
    void dailyQuotes()
    {
        Card c = card("rtx-4090");
        c.rent.erase(
            std::remove_if(c.rent.begin(), c.rent.end(),
                           [](const PriceQuote &q) { return q.mode != BillingMode::Daily; }),
            c.rent.end());
        QCOMPARE(c.rent.size(), std::size_t(1));
        const AssumptionSet a = assumptions();
        const PriceChoice hourly = rentPrice(c, FacilityKind::IdcCabinet, contract("hourly"), a);
        QCOMPARE(hourly.basis, PriceBasis::ConvertedQuotesTimesFactor);
        QVERIFY(near(hourly.cnyPerCardHour.low, 1.56 / a.dailyPriceFactor.high));
        QVERIFY(near(hourly.cnyPerCardHour.likely, 3.1 / a.dailyPriceFactor.likely));
        QVERIFY(near(hourly.cnyPerCardHour.high, 6.25 / a.dailyPriceFactor.low));
        Contract day = contract("hourly");
        day.billing = BillingMode::Daily;
        day.granularity = BillingGranularity::Day;
        const PriceChoice daily = rentPrice(c, FacilityKind::IdcCabinet, day, a);
        QCOMPARE(daily.basis, PriceBasis::Quotes);
        QCOMPARE(daily.cnyPerCardHour, (Range{1.56, 3.1, 6.25}));
        // An hourly quote on a day plan takes the daily price factor.
        const PriceChoice retailDay = rentPrice(card("rtx-4090"), FacilityKind::GpuCloud, day, a);
        QCOMPARE(retailDay.basis, PriceBasis::HourlyQuotesTimesFactor);
        QVERIFY(near(retailDay.cnyPerCardHour.likely, 3.5 * a.dailyPriceFactor.likely));
        QVERIFY(isPayPerUse(BillingMode::Daily));
    }

    // The example's "8x RTX 4090 GPU cloud, hourly" is priced from the
    // retail GPU-cloud quote only: 2.5-7, likely 3.5 (was 1.56-25).
    void exampleCloudOptionUsesRetailQuotes()
    {
        const Evaluation ev = evaluate(example(), catalog(), {false, {}});
        const FormulaInput *price = rentInput(ev, "o-4090-cloud-hourly");
        QVERIFY(price);
        QCOMPARE(price->value, (Range{2.5, 3.5, 7.0}));
        QVERIFY2(price->source.find("gpu_cloud") != std::string::npos, price->source.c_str());
        QVERIFY(!findFlag(ev, "w-lora-7b", "o-4090-cloud-hourly", FlagCode::PriceFromOtherChannel));
        // Only the retail quote is behind it, and it is low confidence.
        QVERIFY(findFlag(ev, "w-lora-7b", "o-4090-cloud-hourly", FlagCode::LowConfidencePrice));
        // The hosted H800s come from the (estimated) server rent of their own channel.
        const FormulaInput *h800 = rentInput(ev, "o-h800-hosted-monthly");
        QVERIFY(h800);
        QCOMPARE(h800->value, (Range{10.0, 12.5, 13.1}));
        QVERIFY(
            !findFlag(ev, "w-cpt-70b", "o-h800-hosted-monthly", FlagCode::PriceFromOtherChannel));
    }

    // The same 4090s rented from a Shenzhen IDC by the hour: seed 001's price.
    void idcOptionUsesIdcQuotes()
    {
        const Project p = exampleWith("o-4090-idc", "rtx-4090", 8, "idc-nanshan", "hourly");
        const Evaluation ev = evaluate(p, catalog(), {false, {}});
        const FormulaInput *price = rentInput(ev, "o-4090-idc");
        QVERIFY(price);
        QCOMPARE(price->value, (Range{10.0, 15.0, 25.0}));
        QVERIFY2(price->source.find("seed 001") != std::string::npos, price->source.c_str());
        QVERIFY(!findFlag(ev, "w-lora-7b", "o-4090-idc", FlagCode::PriceFromOtherChannel));
    }

    // No IDC quote for an L20: priced from the GPU-cloud quotes and flagged
    // with the card, the option's kind and the kind used.
    void otherChannelIsFlagged()
    {
        const Project p = exampleWith("o-l20-idc", "l20", 2, "idc-baoan", "hourly");
        const Evaluation ev = evaluate(p, catalog(), {false, {}});
        const FormulaInput *price = rentInput(ev, "o-l20-idc");
        QVERIFY(price);
        QCOMPARE(price->value, (Range{2.5, 3.2, 4.0}));
        const Flag *flag = findFlag(ev, "w-serve-7b", "o-l20-idc", FlagCode::PriceFromOtherChannel);
        QVERIFY(flag);
        QCOMPARE(flag->ids, (std::vector<std::string>{"l20", "idc_cabinet", "gpu_cloud"}));
        // The example's own options all have a quote of their channel.
        for (const PairResult &pair : ev.pairs)
            if (pair.optionId != "o-l20-idc")
                QVERIFY2(std::none_of(pair.flags.begin(), pair.flags.end(),
                                      [](const Flag &f) {
                                          return f.code == FlagCode::PriceFromOtherChannel;
                                      }),
                         pair.optionId.c_str());
    }

    // Every catalog card x every built-in facility that rents x every
    // contract that rents gets a price from its own channel (or a flagged
    // fallback), no wider than its sources: printed as a table.
    void everyCombinationIsPriced()
    {
        const AssumptionSet a = assumptions();
        int combos = 0;
        int fallbacks = 0;
        double widest = 0.0;
        QString widestName;
        qInfo("%-14s %-15s %-8s %22s %7s  %-16s %s", "card", "facility", "contract",
              "CNY/card-hour", "hi/lo", "channel", "all merged hi/lo");
        for (const Card &c : catalog().cards) {
            // The same card with every quote untagged: all channels merged, as before.
            Card merged = c;
            for (PriceQuote &q : merged.rent)
                q.facilityKinds.clear();
            for (const Facility &f : catalog().facilities) {
                if (f.kind == FacilityKind::OfficeRoom)
                    continue; // nobody rents cards out in the customer's office
                for (const Contract &k : catalog().contracts) {
                    if (!rentsCompute(k))
                        continue;
                    const PriceChoice p = rentPrice(c, f.kind, k, a);
                    const QByteArray where =
                        QByteArray(c.id.c_str()) + " @ " + f.id.c_str() + " / " + k.id.c_str();
                    QVERIFY2(p.found, where);
                    const Range &r = p.cnyPerCardHour;
                    QVERIFY2(std::isfinite(r.low) && std::isfinite(r.high), where);
                    QVERIFY2(r.low > 0.0 && r.low <= r.likely && r.likely <= r.high, where);
                    // Only the quotes of the channel used.
                    const ChannelQuotes used = channelQuotes(c, f.kind);
                    QCOMPARE(used.channel, p.channel);
                    for (const PriceQuote *q : used.quotes)
                        QVERIFY2(quoteApplies(*q, p.channel), where);
                    QCOMPARE(p.otherChannel,
                             !std::any_of(c.rent.begin(), c.rent.end(), [&](const PriceQuote &q) {
                                 return quoteApplies(q, f.kind);
                             }));
                    const double ratio = r.high / r.low;
                    const Range all = rentPrice(merged, f.kind, k, a).cnyPerCardHour;
                    qInfo("%-14s %-15s %-8s %7.2f-%6.2f-%7.2f %6.2fx  %-16s %6.2fx", c.id.c_str(),
                          f.id.c_str(), k.id.c_str(), r.low, r.likely, r.high, ratio,
                          (std::string(toCode(p.channel)) + (p.otherChannel ? "*" : "")).c_str(),
                          all.high / all.low);
                    ++combos;
                    fallbacks += p.otherChannel ? 1 : 0;
                    if (ratio > widest) {
                        widest = ratio;
                        widestName = QString::fromLatin1(where);
                    }
                    // The widest source is seed 000's L40S "under 100" (20-100, 5x);
                    // spot adds its 0.1-0.6 factor (6x, prices.md 3a: Alibaba spot
                    // down to 0.1). Merging channels gave up to 171x.
                    QVERIFY2(ratio <= (k.billing == BillingMode::Spot ? 30.0 : 10.0), where);
                }
            }
        }
        qInfo("%d combinations, %d from another channel (*), widest %.2fx (%s)", combos, fallbacks,
              widest, qPrintable(widestName));
        QCOMPARE(combos, int(catalog().cards.size()) * 5 * 4);
    }
};

QTEST_APPLESS_MAIN(TestPricing)
#include "tst_pricing.moc"
