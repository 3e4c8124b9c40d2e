#include "simulation/json.h"

#include <cmath>

#include "core/time_format.h"
#include "simulation/market.h"
#include "simulation/rules.h"

namespace xj::simulation {

namespace json = boost::json;

namespace {

constexpr std::string_view kSteps[4][2] = {
    {"注册公司", "按企业名称登记规则为公司取名，选择经营范围，填写注册资本。"},
    {"开设店铺", "在平台开设店铺、选择经营类目并缴纳押金，从供应商处采购商品、定价上架。"},
    {"店铺运营", "逐日调整价格、广告预算和库存，处理客服事件，进入下一天。"},
    {"运营报告", "查看销售额、利润、店铺评分与客服得分，对照目标得到综合得分。"},
};

json::value opt_number(const std::optional<double>& v) { return v ? json::value(*v) : json::value(nullptr); }
double stars(int hundredths) { return static_cast<double>(hundredths) / 100.0; }
std::string_view marketplace_name(const std::string& key) {
    const Marketplace* m = marketplace(key);
    return m == nullptr ? "" : m->name;
}
json::value stage_json(const std::optional<Stage>& s) {
    return s ? json::value(stage_key(static_cast<int>(*s))) : json::value(nullptr);
}
json::object targets_json(const PracticeRules& r) {
    return {{"revenue", r.target_revenue}, {"profit", r.target_profit}, {"rating", stars(r.target_rating)}};
}

json::object day_json(const DayRecord& r) {
    return {{"day", r.day},
            {"visitors", r.visitors},
            {"orders", r.orders},
            {"revenue", r.revenue},
            {"commission", r.commission},
            {"goodsCost", r.goods_cost},
            {"advertising", r.advertising},
            {"storage", r.storage},
            {"refund", r.refund},
            {"profit", r.profit},
            {"rating", stars(r.rating)},
            {"funds", r.funds},
            {"stockouts", r.stockouts}};
}

json::value event_json(const PracticeRules& rules, const RunState& s) {
    if (s.stage != Stage::kOperate) return nullptr;
    const Event& e = event_of(rules.seed, s.day);
    json::array replies;
    for (int i = 0; i < 3; ++i) replies.push_back(json::object{{"id", i}, {"text", e.replies[i].text}});
    return json::object{{"title", e.title},
                        {"text", e.text},
                        {"replies", std::move(replies)},
                        {"answered", s.answered ? json::value(*s.answered) : json::value(nullptr)}};
}

}  // namespace

json::object card_json(const PracticeCard& c) {
    const Practice& p = c.practice;
    return {{"sign", p.sign},
            {"title", p.title},
            {"categoryId", p.category},
            {"categoryName", category_name(p.category)},
            {"marketplace", p.rules.marketplace},
            {"marketplaceName", marketplace_name(p.rules.marketplace)},
            {"summary", p.summary},
            {"days", p.rules.days},
            {"players", p.players},
            {"myStage", stage_json(c.my_stage)},
            {"myBestScore", opt_number(c.my_best)}};
}

json::array cards_json(const std::vector<PracticeCard>& list) {
    json::array out;
    for (const PracticeCard& c : list) out.push_back(card_json(c));
    return out;
}

json::object detail_json(const PracticeDetail& d) {
    json::object o = card_json(d.card);
    const Practice& p = d.card.practice;
    json::array steps;
    for (const auto& step : kSteps) steps.push_back(json::object{{"title", step[0]}, {"text", step[1]}});
    json::array courses;
    for (const std::string& name : d.courses) courses.emplace_back(name);
    o["description"] = p.description;
    o["steps"] = std::move(steps);
    o["capital"] = p.rules.funds;
    o["targets"] = targets_json(p.rules);
    o["courses"] = std::move(courses);
    return o;
}

json::object run_card_json(const RunCard& r) {
    return {{"sign", r.sign},
            {"title", r.title},
            {"marketplace", r.marketplace},
            {"marketplaceName", marketplace_name(r.marketplace)},
            {"stage", stage_key(static_cast<int>(r.stage))},
            {"day", r.day},
            {"days", r.days},
            {"score", opt_number(r.score)},
            {"bestScore", opt_number(r.best_score)},
            {"updatedAt", core::iso_time(r.updated_at)}};
}

json::object market_json(const Practice& p) {
    const Marketplace* m = marketplace(p.rules.marketplace);
    json::array scopes;
    for (std::string_view s : business_scopes()) scopes.emplace_back(s);
    json::array cats;
    for (const Category& c : categories()) cats.push_back(json::object{{"id", c.id}, {"name", c.name}});
    json::array goods;
    for (const Product& g : products())
        goods.push_back(json::object{{"id", g.id},
                                     {"categoryId", g.category_id},
                                     {"name", g.name},
                                     {"unitCost", g.unit_cost},
                                     {"referencePrice", g.reference_price},
                                     {"baseDemand", g.base_demand}});
    return {{"marketplace", p.rules.marketplace},
            {"marketplaceName", marketplace_name(p.rules.marketplace)},
            {"deposit", m == nullptr ? 0 : m->deposit},
            {"commissionRate", m == nullptr ? 0.0 : m->commission / 1000.0},
            {"scopes", std::move(scopes)},
            {"categories", std::move(cats)},
            {"products", std::move(goods)}};
}

json::object run_json(const RunView& v) {
    const Practice& p = v.practice;
    const RunState& s = v.run.state;
    json::value company = nullptr;
    if (s.company) {
        json::array scopes;
        for (const std::string& scope : s.company->scopes) scopes.emplace_back(scope);
        company =
            json::object{{"name", s.company->name}, {"scopes", std::move(scopes)}, {"capital", s.company->capital}};
    }
    json::value shop = nullptr;
    if (s.shop) {
        const Category* c = category(s.shop->category_id);
        shop = json::object{
            {"name", s.shop->name}, {"categoryId", s.shop->category_id}, {"categoryName", c == nullptr ? "" : c->name}};
    }
    json::array listings;
    for (const Listing& l : s.listings) {
        const Product* g = product(l.product_id);
        listings.push_back(json::object{{"productId", l.product_id},
                                        {"name", g == nullptr ? "" : g->name},
                                        {"price", l.price},
                                        {"unitCost", g == nullptr ? 0 : g->unit_cost},
                                        {"referencePrice", g == nullptr ? 0 : g->reference_price},
                                        {"stock", l.stock},
                                        {"soldTotal", l.sold_total}});
    }
    json::array history;
    for (const DayRecord& r : s.history) history.push_back(day_json(r));
    json::array log;
    for (const LogEntry& e : s.log) log.push_back(json::object{{"day", e.day}, {"text", e.text}});
    json::value score = nullptr;
    if (s.stage == Stage::kFinished) {
        ScoreParts parts = score_of(p.rules, s);
        score = json::object{{"total", parts.total},
                             {"revenue", parts.revenue},
                             {"profit", parts.profit},
                             {"rating", parts.rating},
                             {"service", parts.service}};
    }
    return {{"sign", p.sign},
            {"title", p.title},
            {"marketplace", p.rules.marketplace},
            {"marketplaceName", marketplace_name(p.rules.marketplace)},
            {"stage", stage_key(static_cast<int>(s.stage))},
            {"day", s.day},
            {"days", p.rules.days},
            {"version", v.run.version},
            {"funds", s.funds},
            {"deposit", s.deposit},
            {"capital", p.rules.funds},
            {"company", std::move(company)},
            {"shop", std::move(shop)},
            {"listings", std::move(listings)},
            {"advertising", s.advertising},
            {"rating", stars(s.rating)},
            {"event", event_json(p.rules, s)},
            {"history", std::move(history)},
            {"log", std::move(log)},
            {"totals",
             json::object{{"revenue", total_revenue(s)}, {"profit", total_profit(s)}, {"orders", total_orders(s)}}},
            {"targets", targets_json(p.rules)},
            {"score", std::move(score)},
            {"bestScore", opt_number(v.run.best_score)},
            {"startedAt", core::iso_time(v.run.started_at)},
            {"updatedAt", core::iso_time(v.run.updated_at)},
            {"finishedAt", v.run.finished_at ? json::value(core::iso_time(*v.run.finished_at)) : json::value(nullptr)}};
}

json::object assignment_json(const Assignment& a) {
    const Practice& p = a.practice;
    return {
        {"sign", p.sign},
        {"title", p.title},
        {"marketplace", p.rules.marketplace},
        {"marketplaceName", marketplace_name(p.rules.marketplace)},
        {"days", p.rules.days},
        {"inAssessment", a.in_assessment},
        {"assignedAt", core::iso_time(a.assigned_at)},
        {"trainees", a.trainees},
        {"started", a.started},
        {"finished", a.finished},
        {"averageScore", a.average_score ? json::value(std::round(*a.average_score * 10) / 10) : json::value(nullptr)}};
}

json::object trainee_json(const Trainee& t) {
    return {{"userId", t.user_sign},
            {"name", t.name},
            {"studentCard", t.student_card},
            {"stage", stage_json(t.stage)},
            {"day", t.day},
            {"days", t.days},
            {"score", opt_number(t.score)},
            {"updatedAt", t.updated_at ? json::value(core::iso_time(*t.updated_at)) : json::value(nullptr)}};
}

json::object information_json(const core::Paged<articles::NewsItem>& page) {
    json::array list;
    for (const articles::NewsItem& n : page.list)
        list.push_back(json::object{
            {"sign", n.sign},
            {"title", n.title},
            {"summary", n.summary},
            {"source", n.source},
            {"publishedAt", n.published_at ? json::value(core::iso_time(*n.published_at)) : json::value(nullptr)}});
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::array categories_json(const std::vector<CategoryCount>& list) {
    json::array out;
    for (const CategoryCount& c : list)
        out.push_back(json::object{{"id", c.id}, {"name", category_name(c.id)}, {"count", c.count}});
    return out;
}

}  // namespace xj::simulation
