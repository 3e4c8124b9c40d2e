// The market model and the decisions, without a database: the day's arithmetic by hand, the same decisions giving
// the same days and score, the score's parts and caps, the company register's rules and every refusal, verbatim.
#include <gtest/gtest.h>

#include "core/api_error.h"
#include "simulation/decisions.h"
#include "simulation/market.h"
#include "simulation/rules.h"
#include "simulation/state_codec.h"

namespace xj::simulation {
namespace {

PracticeRules amazon() {
    PracticeRules r;
    r.marketplace = "amazon";
    r.days = 3;
    r.funds = 10'000'000;  // ¥100,000
    r.target_revenue = 1'000'000;
    r.target_profit = 200'000;
    r.seed = 42;
    return r;
}

std::string refusal(const std::function<void()>& fn) {
    try {
        fn();
    } catch (const core::ApiError& e) {
        return e.what();
    }
    return "(accepted)";
}

// A run at day 1 of operations: a shop of 3C with 快充数据线套装 at the reference price, 100 in stock.
RunState operating(const PracticeRules& rules) {
    RunState s = new_run(rules);
    register_company(s, {"杭州鲸创电子商务有限公司", {"电子产品销售"}, 100});
    open_shop(rules, s, {"鲸选数码", 1});
    list_product(s, {102, 2990, 100});
    start_operating(s);
    return s;
}

TEST(SimulationMarket, TheDaysArithmeticIsTheDocumentedOne) {
    PracticeRules rules = amazon();
    RunState s = operating(rules);
    EXPECT_EQ(s.funds, 10'000'000 - 1'000'000 - 100 * 800);  // the deposit and the stock paid
    set_advertising(s, 40000);                               // ¥400: factor 1 + 20/20 = 2
    reply(rules, s, 0);
    int market = market_factor(rules.seed, 1, 102);
    int expected = static_cast<int>(40 * 1.0 * 2.0 * 1.0 * (market / 1000.0));  // rating 4.5 → factor 1
    EXPECT_EQ(demand_of(rules, s, s.listings[0]), expected);
    advance(rules, s);
    const DayRecord& d = s.history.at(0);
    int orders = std::min(expected, 100);
    EXPECT_EQ(d.orders, orders);
    EXPECT_EQ(d.revenue, 2990LL * orders);
    EXPECT_EQ(d.commission, 2990LL * orders * 150 / 1000);
    EXPECT_EQ(d.goods_cost, 800LL * orders);
    EXPECT_EQ(d.advertising, 40000);
    EXPECT_EQ(d.storage, 20LL * (100 - orders));
    EXPECT_EQ(d.profit, d.revenue - d.commission - d.goods_cost - d.advertising - d.storage - d.refund);
    EXPECT_EQ(s.listings[0].stock, 100 - orders);
    EXPECT_EQ(s.day, 2);
    EXPECT_FALSE(s.answered);
}

TEST(SimulationMarket, TheMarketFactorStaysWithinItsBoundsAndDependsOnlyOnTheSeed) {
    for (int day = 1; day <= 30; ++day)
        for (const Product& p : products()) {
            int f = market_factor(7, day, p.id);
            EXPECT_GE(f, 850);
            EXPECT_LE(f, 1150);
            EXPECT_EQ(f, market_factor(7, day, p.id));
        }
    EXPECT_NE(seed_of("a"), seed_of("b"));
}

TEST(SimulationMarket, TheSameDecisionsGiveTheSameDaysAndScore) {
    PracticeRules rules = amazon();
    auto play = [&](int reply_id) {
        RunState s = operating(rules);
        while (s.stage == Stage::kOperate) {
            reply(rules, s, reply_id);
            advance(rules, s);
        }
        return s;
    };
    RunState a = play(0), b = play(0), c = play(2);
    EXPECT_EQ(encode_state(a), encode_state(b));
    EXPECT_EQ(score_of(rules, a).total, score_of(rules, b).total);
    EXPECT_EQ(a.stage, Stage::kFinished);
    EXPECT_EQ(a.history.size(), 3U);
    EXPECT_EQ(a.deposit, 0);  // returned
    EXPECT_GT(score_of(rules, a).total, score_of(rules, c).total);
    EXPECT_EQ(score_of(rules, a).service, 10);
    EXPECT_EQ(score_of(rules, c).service, 0);
}

TEST(SimulationMarket, TheScoreCapsEachPartAtItsWeight) {
    PracticeRules rules = amazon();
    RunState s;
    s.rating = 500;
    s.best_replies = 2;
    s.history = {DayRecord{.day = 1, .revenue = 5'000'000, .profit = 1'000'000},
                 DayRecord{.day = 2, .revenue = 0, .profit = -50'000}};
    ScoreParts p = score_of(rules, s);
    EXPECT_EQ(p.revenue, 30);
    EXPECT_EQ(p.profit, 40);
    EXPECT_EQ(p.rating, 20);
    EXPECT_EQ(p.service, 10);
    EXPECT_EQ(p.total, 100);
    s.history[0].profit = -1;  // a loss scores no profit, never negative
    s.history[0].revenue = 500'000;
    p = score_of(rules, s);
    EXPECT_EQ(p.profit, 0);
    EXPECT_EQ(p.revenue, 15);
}

TEST(SimulationRules, TheCompanyRegisterRulesAndTheirMessages) {
    EXPECT_EQ(company_name_error(""), "请输入企业名称");
    EXPECT_EQ(company_name_error("鲸创公司"), "企业名称长度应为 6–30 个字符");
    EXPECT_EQ(company_name_error("杭州Whale电子商务有限公司"), "企业名称只能由汉字组成");
    EXPECT_EQ(company_name_error("杭州鲸创电子商务工作室"), "企业名称须以“有限公司”“有限责任公司”或“股份有限公司”结尾");
    EXPECT_EQ(company_name_error("中国鲸创电子商务有限公司"), "企业名称不得含有“中国”“中华”“全国”“国家”“国际”等字样");
    EXPECT_EQ(company_name_error("杭州鲸创国际贸易有限公司"), "企业名称不得含有“中国”“中华”“全国”“国家”“国际”等字样");
    EXPECT_FALSE(company_name_error("杭州鲸创电子商务有限公司"));
    EXPECT_FALSE(company_name_error("鲸创（杭州）科技股份有限公司"));
    EXPECT_EQ(shop_name_error("鲸"), "店铺名称长度应为 2–20 个字符");
    EXPECT_FALSE(shop_name_error("鲸选"));
    EXPECT_EQ(yuan_text(-1250), "-¥12.50");
}

TEST(SimulationRules, EveryDecisionRefusesWhatItMust) {
    PracticeRules rules = amazon();
    RunState s = new_run(rules);
    EXPECT_EQ(refusal([&] { expect(s, Stage::kShop, 0); }), "页面已过期，请刷新后重试");
    EXPECT_EQ(refusal([&] { register_company(s, {"杭州鲸创电子商务有限公司", {}, 100}); }), "请选择 1–5 项经营范围");
    EXPECT_EQ(refusal([&] {
                  register_company(s, {"杭州鲸创电子商务有限公司", {"电子产品销售", "电子产品销售"}, 100});
              }),
              "请选择 1–5 项经营范围");
    EXPECT_EQ(refusal([&] {
                  register_company(s, {"杭州鲸创电子商务有限公司", {"卖什么都行"}, 100});
              }),
              "请选择 1–5 项经营范围");
    EXPECT_EQ(refusal([&] {
                  register_company(s, {"杭州鲸创电子商务有限公司", {"电子产品销售"}, 9});
              }),
              "注册资本应为 10–1000 万元");
    EXPECT_EQ(s.stage, Stage::kCompany);  // nothing changed by a refusal
    register_company(s, {"杭州鲸创电子商务有限公司", {"电子产品销售"}, 1000});
    EXPECT_EQ(refusal([&] { open_shop(rules, s, {"鲸选数码", 9}); }), "请选择经营类目");
    RunState poor = s;
    poor.funds = 999'999;
    EXPECT_EQ(refusal([&] { open_shop(rules, poor, {"鲸选数码", 1}); }), "资金不足，无法缴纳店铺押金");
    open_shop(rules, s, {"鲸选数码", 1});
    EXPECT_EQ(refusal([&] { list_product(s, {201, 5900, 10}); }), "请选择本店经营类目下的商品");
    EXPECT_EQ(refusal([&] { list_product(s, {102, 0, 10}); }), "价格应大于 0 且不超过参考价的 10 倍");
    EXPECT_EQ(refusal([&] { list_product(s, {102, 29901, 10}); }), "价格应大于 0 且不超过参考价的 10 倍");
    EXPECT_EQ(refusal([&] { list_product(s, {102, 2990, 10001}); }), "采购数量应为 0–10000 的整数");
    EXPECT_EQ(refusal([&] { start_operating(s); }), "请至少上架一件有库存的商品");
    list_product(s, {104, 14900, 0});
    EXPECT_EQ(refusal([&] { start_operating(s); }), "请至少上架一件有库存的商品");
    s.funds = 5500 * 10 - 1;
    EXPECT_EQ(refusal([&] { list_product(s, {104, 14900, 10}); }), "资金不足，无法完成采购");
    s.funds = 1'000'000;
    list_product(s, {104, 14900, 10});
    unlist_product(s, 104);  // the stock goes back at cost
    EXPECT_EQ(s.funds, 1'000'000);
    EXPECT_EQ(refusal([&] { unlist_product(s, 104); }), "该商品未上架");
    list_product(s, {102, 2990, 50});
    start_operating(s);
    EXPECT_EQ(refusal([&] { set_advertising(s, 5'000'001); }), "广告预算应为 0–50000 元");
    EXPECT_EQ(refusal([&] { restock(s, 102, 0); }), "补货数量应为 1–10000 的整数");
    EXPECT_EQ(refusal([&] { set_price(s, 101, 12900); }), "该商品未上架");
    EXPECT_EQ(refusal([&] { advance(rules, s); }), "请先处理今日的客服事件");
    reply(rules, s, 1);
    EXPECT_EQ(refusal([&] { reply(rules, s, 0); }), "今日的客服事件已处理");
    EXPECT_EQ(refusal([&] { expect(s, Stage::kOperate, 2); }), "页面已过期，请刷新后重试");
}

TEST(SimulationRules, AStateSurvivesItsDocument) {
    PracticeRules rules = amazon();
    RunState s = operating(rules);
    reply(rules, s, 0);
    advance(rules, s);
    reply(rules, s, 2);
    RunState back = decode_state(encode_state(s));
    EXPECT_EQ(encode_state(back), encode_state(s));
    EXPECT_EQ(back.company->name, "杭州鲸创电子商务有限公司");
    EXPECT_EQ(back.answered, 2);
    EXPECT_THROW(decode_state("{}"), std::runtime_error);
}

}  // namespace
}  // namespace xj::simulation
