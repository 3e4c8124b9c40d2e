#include "simulation/market.h"

#include <algorithm>
#include <cmath>

#include "simulation/rules.h"

namespace xj::simulation {

namespace {

// splitmix64: a small, well-mixed, portable generator (the same numbers on every machine).
std::uint64_t mix(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

double round1(double v) { return std::round(v * 10) / 10; }

const std::vector<Event>& events() {
    static const std::vector<Event> list = {
        {"商品破损投诉",
         "买家反映收到的商品外包装破损、商品有划痕，要求退款。",
         {{"先诚恳致歉，为买家补发一件新品，并改进包装", 10, 0, true},
          {"请买家拍照举证后按规定部分退款", 0, 1500, false},
          {"回复“发货时完好无损”，不予处理", -20, 0, false}}},
        {"物流延迟咨询",
         "买家下单三天仍未收到货，询问物流进度，语气着急。",
         {{"查询物流后告知准确到货时间，并赠送一张小额优惠券", 10, 500, true},
          {"请买家自行查看物流信息", 0, 0, false},
          {"不回复，等待买家自行确认收货", -20, 0, false}}},
        {"尺码或规格不符",
         "买家表示商品规格与详情页描述不一致，希望换货。",
         {{"核实后承担运费为买家换货，并修正详情页描述", 10, 800, true},
          {"同意换货，但运费由买家承担", 0, 0, false},
          {"称详情页写得很清楚，拒绝换货", -20, 0, false}}},
        {"差评威胁",
         "买家称若不给予补偿就给差评，要求返现 50 元。",
         {{"了解真实问题并按平台规则解决，不以返现换好评", 10, 0, true},
          {"私下返现 20 元，请买家不要差评", 0, 2000, false},
          {"与买家争吵，指责其恶意敲诈", -20, 0, false}}},
        {"发票申请",
         "企业买家需要开具增值税普通发票用于报销。",
         {{"当天按买家提供的抬头和税号开具电子发票", 10, 0, true},
          {"告知发票需等一周后统一开具", 0, 0, false},
          {"回复“小店不开发票”", -20, 0, false}}},
        {"使用方法咨询",
         "买家不会使用商品的某项功能，询问具体操作步骤。",
         {{"耐心图文说明操作步骤，并附上使用视频链接", 10, 0, true},
          {"让买家自己看说明书", 0, 0, false},
          {"长时间未回复咨询", -20, 0, false}}},
        {"价格保护",
         "买家购买后第二天商品降价，要求退还差价。",
         {{"按店铺价保承诺退还差价，并感谢买家支持", 10, 1000, true},
          {"退还一半差价作为补偿", 0, 500, false},
          {"拒绝退差价，建议买家退货重拍", -20, 0, false}}},
        {"批量采购询价",
         "一家公司想一次采购 100 件，询问能否优惠并开具合同。",
         {{"给出阶梯报价与交期，签订采购合同", 10, 0, true},
          {"只能按零售价购买", 0, 0, false},
          {"怀疑是同行试探，不予回复", -20, 0, false}}},
    };
    return list;
}

}  // namespace

const std::vector<Marketplace>& marketplaces() {
    static const std::vector<Marketplace> list = {
        {"amazon", "亚马逊", 1'000'000, 150},
        {"tmall", "天猫", 5'000'000, 50},
        {"jd", "京东", 3'000'000, 80},
    };
    return list;
}

const Marketplace* marketplace(std::string_view key) {
    for (const Marketplace& m : marketplaces())
        if (m.key == key) return &m;
    return nullptr;
}

const std::vector<Category>& categories() {
    static const std::vector<Category> list = {{1, "3C 数码配件"}, {2, "家居日用"}, {3, "服饰鞋包"}, {4, "美妆个护"}};
    return list;
}

const Category* category(int id) {
    for (const Category& c : categories())
        if (c.id == id) return &c;
    return nullptr;
}

const std::vector<Product>& products() {
    static const std::vector<Product> list = {
        {101, 1, "无线蓝牙耳机", 4500, 12900, 18},    {102, 1, "快充数据线套装", 800, 2990, 40},
        {103, 1, "磁吸手机支架", 1200, 3990, 30},     {104, 1, "20000mAh 移动电源", 5500, 14900, 14},
        {201, 2, "硅藻土浴室地垫", 1800, 5900, 22},   {202, 2, "不锈钢保温杯", 2600, 7900, 20},
        {203, 2, "折叠收纳箱三件套", 2200, 6900, 18}, {204, 2, "香薰加湿器", 3800, 11900, 12},
        {301, 3, "纯棉圆领 T 恤", 1500, 4900, 35},    {302, 3, "轻便双肩背包", 4200, 12900, 14},
        {303, 3, "运动休闲袜五双装", 900, 2900, 40},  {304, 3, "防晒渔夫帽", 1100, 3900, 24},
        {401, 4, "补水面膜十片装", 1600, 5900, 30},   {402, 4, "氨基酸洁面乳", 1900, 6900, 24},
        {403, 4, "便携电动牙刷", 5200, 15900, 12},    {404, 4, "护手霜礼盒", 2100, 7900, 16},
    };
    return list;
}

const Product* product(int id) {
    for (const Product& p : products())
        if (p.id == id) return &p;
    return nullptr;
}

const std::vector<std::string_view>& business_scopes() {
    static const std::vector<std::string_view> list = {"互联网销售（除销售需要许可的商品）",
                                                       "电子产品销售",
                                                       "日用百货销售",
                                                       "服装服饰零售",
                                                       "化妆品零售",
                                                       "货物进出口",
                                                       "技术进出口",
                                                       "供应链管理服务",
                                                       "国内贸易代理",
                                                       "市场营销策划"};
    return list;
}

const Event& event_of(std::uint64_t seed, int day) {
    const auto& list = events();
    return list[mix(seed ^ (static_cast<std::uint64_t>(day) * 0x100000001B3ULL)) % list.size()];
}

int market_factor(std::uint64_t seed, int day, int product_id) {
    std::uint64_t x = mix(mix(seed + static_cast<std::uint64_t>(day)) ^ static_cast<std::uint64_t>(product_id));
    return 850 + static_cast<int>(x % 301);
}

std::uint64_t seed_of(std::string_view sign) {
    std::uint64_t h = 0xCBF29CE484222325ULL;
    for (char c : sign) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001B3ULL;
    }
    return h;
}

namespace {

// The day's advertising: the budget, or what the funds still cover.
std::int64_t advertising_spent(const RunState& state) {
    return std::clamp(state.advertising, std::int64_t{0}, std::max(state.funds, std::int64_t{0}));
}

double advertising_factor(std::int64_t spent) {
    return std::min(2.5, 1.0 + std::sqrt(static_cast<double>(spent) / 100.0) / 20.0);
}

int demand_with(const PracticeRules& rules, const RunState& state, const Listing& l, std::int64_t spent) {
    const Product* p = product(l.product_id);
    if (p == nullptr || l.price <= 0) return 0;
    double ratio = static_cast<double>(p->reference_price) / static_cast<double>(l.price);
    double price = std::clamp(ratio * ratio, 0.1, 3.0);
    double rating = static_cast<double>(state.rating) / 450.0;
    double market = static_cast<double>(market_factor(rules.seed, state.day, l.product_id)) / 1000.0;
    return static_cast<int>(std::floor(p->base_demand * price * advertising_factor(spent) * rating * market));
}

}  // namespace

int demand_of(const PracticeRules& rules, const RunState& state, const Listing& listing) {
    return demand_with(rules, state, listing, advertising_spent(state));
}

void play_day(const PracticeRules& rules, RunState& state) {
    const Marketplace* m = marketplace(rules.marketplace);
    int commission_rate = m == nullptr ? 0 : m->commission;
    const Event& event = event_of(rules.seed, state.day);
    const Reply& reply = event.replies[state.answered.value_or(2)];

    DayRecord r;
    r.day = state.day;
    r.advertising = advertising_spent(state);
    for (Listing& l : state.listings) {
        int demand = demand_with(rules, state, l, r.advertising);
        int orders = std::min(demand, l.stock);
        if (demand > l.stock) ++r.stockouts;
        const Product* p = product(l.product_id);
        l.stock -= orders;
        l.sold_total += orders;
        r.visitors += demand * 8;
        r.orders += orders;
        std::int64_t revenue = l.price * orders;
        r.revenue += revenue;
        r.commission += revenue * commission_rate / 1000;
        r.goods_cost += (p == nullptr ? 0 : p->unit_cost) * orders;
        r.storage += kStoragePerUnit * l.stock;
    }
    r.refund = reply.refund;
    r.profit = r.revenue - r.commission - r.goods_cost - r.advertising - r.storage - r.refund;
    state.funds += r.revenue - r.commission - r.advertising - r.storage - r.refund;
    state.rating += (r.stockouts > 0 ? -10 : 2) + reply.rating_delta;
    state.rating = std::clamp(state.rating, 100, kMaxRating);
    if (reply.best) ++state.best_replies;
    r.rating = state.rating;
    r.funds = state.funds;
    state.history.push_back(r);
    state.log.push_back({state.day, "订单 " + std::to_string(r.orders) + " 笔，销售额 " + yuan_text(r.revenue) +
                                        "，利润 " + yuan_text(r.profit) + (r.stockouts > 0 ? "，有商品缺货" : "")});

    state.answered.reset();
    if (state.day >= rules.days) {
        state.funds += state.deposit;
        state.log.push_back({state.day, "实训结束，店铺押金 " + yuan_text(state.deposit) + " 已退还"});
        state.deposit = 0;
        state.stage = Stage::kFinished;
    } else {
        ++state.day;
    }
}

std::int64_t total_revenue(const RunState& state) {
    std::int64_t sum = 0;
    for (const DayRecord& r : state.history) sum += r.revenue;
    return sum;
}

std::int64_t total_profit(const RunState& state) {
    std::int64_t sum = 0;
    for (const DayRecord& r : state.history) sum += r.profit;
    return sum;
}

int total_orders(const RunState& state) {
    int sum = 0;
    for (const DayRecord& r : state.history) sum += r.orders;
    return sum;
}

ScoreParts score_of(const PracticeRules& rules, const RunState& state) {
    auto part = [](double weight, std::int64_t value, std::int64_t target) {
        if (value <= 0 || target <= 0) return 0.0;
        return std::min(weight, weight * static_cast<double>(value) / static_cast<double>(target));
    };
    ScoreParts s;
    s.revenue = round1(part(30, total_revenue(state), rules.target_revenue));
    s.profit = round1(part(40, total_profit(state), rules.target_profit));
    s.rating = round1(20.0 * state.rating / kMaxRating);
    s.service =
        state.history.empty() ? 0 : round1(10.0 * state.best_replies / static_cast<double>(state.history.size()));
    s.total = round1(s.revenue + s.profit + s.rating + s.service);
    return s;
}

}  // namespace xj::simulation
