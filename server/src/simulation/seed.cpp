#include "simulation/seed.h"

#include <algorithm>

#include <spdlog/spdlog.h>

#include "accounts/seed.h"
#include "simulation/market.h"
#include "teaching/seed.h"

namespace xj::simulation {

namespace {

constexpr std::string_view kHost = "localhost";             // the demo school's site
constexpr std::string_view kStudentMobile = "13800000001";  // 张晓明
constexpr std::string_view kTeacherMobile = "13800000002";  // 王丽华
constexpr int kPlayers = 5;                                 // of the course's leading students
constexpr int kCreationDay = 5;

struct DemoPractice {
    std::string_view title;
    int category;
    std::string_view marketplace;
    int days;
    std::int64_t funds, revenue, profit;  // yuan
    int rating;
    std::string_view summary;
    std::string_view description;
};

constexpr DemoPractice kPractices[] = {
    {"亚马逊跨境店铺运营实训", 1, "amazon", 10, 200'000, 60'000, 15'000, 460,
     "在亚马逊开设跨境店铺，完成选品、定价、广告与客服的 10 天运营。",
     "本实训模拟一家跨境电商企业从注册到运营的全过程。你将按企业名称登记规则注册公司，在亚马逊开设店铺，"
     "从供应商处采购商品并定价上架，随后逐日调整价格、广告预算与库存，处理买家的客服事件。亚马逊佣金为 15%，"
     "店铺押金 1 万元在实训结束时退还。目标：10 天销售额 6 万元、利润 1.5 万元、店铺评分 4.6。"},
    {"天猫旗舰店开店与运营", 2, "tmall", 10, 300'000, 80'000, 20'000, 470,
     "缴纳保证金开设天猫旗舰店，在低佣金、高保证金的平台上经营 10 天。",
     "天猫店铺需缴纳 5 万元保证金，佣金 5%。本实训考查资金规划：保证金占用大量资金后，如何控制采购与广告投入，"
     "让每一天都有货可卖又不积压库存。目标：10 天销售额 8 万元、利润 2 万元、店铺评分 4.7。"},
    {"京东店铺七日冲刺", 2, "jd", 7, 150'000, 40'000, 10'000, 460, "7 天内在京东完成开店与冲量，体验快节奏的大促运营。",
     "京东店铺押金 3 万元，佣金 8%。实训只有 7 天：开业即冲刺，需要在价格与广告之间找到平衡，同时保持库存充足，"
     "避免缺货拉低店铺评分。目标：7 天销售额 4 万元、利润 1 万元、店铺评分 4.6。"},
    {"鲸创实训：从注册公司到首月经营", 3, "tmall", 15, 300'000, 120'000, 30'000, 480,
     "鲸创创业实训：注册公司、开设店铺并完成 15 天的完整经营周期。",
     "鲸创实训是学鲸的创业实训项目。你将以创业者身份完成公司注册、经营范围与注册资本的确定，在天猫开设店铺，"
     "经营 15 天，并在运营报告中复盘销售、利润、评分与客服表现。目标：15 天销售额 12 万元、利润 3 万元、店铺评分 "
     "4.8。"},
};

Decision at(const RunView& v, std::function<void(const PracticeRules&, RunState&)> apply) {
    return {v.run.state.stage, v.run.state.day, std::move(apply)};
}

}  // namespace

RunView play(SimulationService& sim, std::string_view host, const core::AuthUser& user, const std::string& sign,
             const Strategy& st, int until) {
    RunView v = sim.start(host, user, sign);
    auto step = [&](std::function<void(const PracticeRules&, RunState&)> apply) {
        v = sim.decide(host, user, sign, at(v, std::move(apply)));
    };
    if (v.run.state.stage == Stage::kCompany)
        step([&](const PracticeRules&, RunState& s) {
            register_company(s, {st.company, {"互联网销售（除销售需要许可的商品）", "货物进出口"}, 100});
        });
    if (v.run.state.stage == Stage::kShop)
        step([&](const PracticeRules& r, RunState& s) { open_shop(r, s, {"鲸选好物旗舰店", st.category}); });
    if (v.run.state.stage == Stage::kListing) {
        for (int id : st.products) {
            const Product* p = product(id);
            step([&](const PracticeRules&, RunState& s) {
                list_product(s, {id, p->reference_price * st.price_percent / 100, st.stock});
            });
        }
        step([](const PracticeRules&, RunState& s) { start_operating(s); });
        step([&](const PracticeRules&, RunState& s) { set_advertising(s, st.advertising); });
    }
    while (v.run.state.stage == Stage::kOperate && (until == 0 || v.run.state.day < until)) {
        if (!v.run.state.answered) step([&](const PracticeRules& r, RunState& s) { reply(r, s, st.reply); });
        step([](const PracticeRules& r, RunState& s) { advance(r, s); });
    }
    return v;
}

void seed_demo(db::Database& db, const DemoServices& s) {
    auto student = accounts::demo_caller(db, s.accounts, kStudentMobile);
    auto teacher = accounts::demo_caller(db, s.accounts, kTeacherMobile);
    if (!student || !teacher) return;
    if (s.simulation.practices(kHost, *student, 0, {1, 1}).total > 0) return;

    std::int64_t school = s.courses.school_of(kHost);
    std::vector<std::string> signs;
    int position = 0;
    db.with_tx([&](db::Conn& conn) {
        for (const DemoPractice& d : kPractices) {
            Practice p;
            p.school_id = school;
            p.title = d.title;
            p.category = d.category;
            p.summary = d.summary;
            p.description = d.description;
            p.rules.marketplace = d.marketplace;
            p.rules.days = d.days;
            p.rules.funds = d.funds * 100;
            p.rules.target_revenue = d.revenue * 100;
            p.rules.target_profit = d.profit * 100;
            p.rules.target_rating = d.rating;
            p.position = ++position;
            s.simulation.add_practice(conn, p);
        }
    });
    for (const PracticeCard& c : s.simulation.practices(kHost, *student, 0, {1, 10}).list)
        signs.push_back(c.practice.sign);
    if (signs.size() < 4) return;

    // 张晓明: the Amazon practice to the end, the 鲸创 one up to its fifth day.
    play(s.simulation, kHost, *student, signs[0], Strategy{});
    Strategy creation;
    creation.category = 2;
    creation.products[0] = 201;
    creation.products[1] = 202;
    play(s.simulation, kHost, *student, signs[3], creation, kCreationDay);

    auto taught = s.statistics.teaching_overview(*teacher);
    auto biggest = std::max_element(taught.begin(), taught.end(),
                                    [](const auto& a, const auto& b) { return a.students < b.students; });
    if (biggest == taught.end()) return;
    s.simulation.assign(*teacher, biggest->sign, signs[0], false);
    int played = 0;
    for (const std::string& mobile : teaching::demo_leading_mobiles(kPlayers)) {
        auto user = accounts::demo_caller(db, s.accounts, mobile);
        if (!user) continue;
        Strategy st;
        st.price_percent = 90 + 5 * played;  // 90 % … 110 % of the reference price
        st.stock = 100 + 40 * played;
        st.advertising = 10000 * (played + 1);
        st.reply = played % 3;
        // The last of them stops half way: a teacher sees one trainee still operating.
        play(s.simulation, kHost, *user, signs[0], st, played == kPlayers - 1 ? 6 : 0);
        ++played;
    }
    spdlog::info("demo simulation: {} practices, {} trainees of {}", signs.size(), played + 1, biggest->name);
}

}  // namespace xj::simulation
