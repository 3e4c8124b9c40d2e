#include "simulation/decisions.h"

#include <algorithm>
#include <set>

#include "core/api_error.h"
#include "simulation/market.h"
#include "simulation/rules.h"

namespace xj::simulation {

using core::ApiError;

namespace {

constexpr std::string_view kMsgDeposit = "资金不足，无法缴纳店铺押金";
constexpr std::string_view kMsgFunds = "资金不足，无法完成采购";
constexpr std::string_view kMsgNotListed = "该商品未上架";
constexpr std::string_view kMsgNoStock = "请至少上架一件有库存的商品";
constexpr std::string_view kMsgAnswered = "今日的客服事件已处理";
constexpr std::string_view kMsgAnswerFirst = "请先处理今日的客服事件";

void check(bool ok, std::string_view field, std::string_view msg) {
    if (!ok) throw ApiError::invalid(std::string(field), std::string(msg));
}

Listing* listed(RunState& state, int product_id) {
    for (Listing& l : state.listings)
        if (l.product_id == product_id) return &l;
    return nullptr;
}

const Product& of_shop(const RunState& state, int product_id) {
    const Product* p = product(product_id);
    check(p != nullptr && state.shop && p->category_id == state.shop->category_id, "productId", kMsgProduct);
    return *p;
}

void check_price(const Product& p, std::int64_t price) {
    check(price > 0 && price <= p.reference_price * 10, "price", kMsgPrice);
}

// Buys `quantity` of a product at its unit cost from the funds.
void buy(RunState& state, const Product& p, int quantity) {
    std::int64_t cost = p.unit_cost * quantity;
    if (cost > state.funds) throw ApiError::business(std::string(kMsgFunds));
    state.funds -= cost;
    state.goods_bought += cost;
}

// The decision log keeps its last kLogMax lines: a run's saved state stays small however many changes are made.
constexpr std::size_t kLogMax = 300;

void note(RunState& state, std::string text) {
    state.log.push_back({state.day, std::move(text)});
    if (state.log.size() > kLogMax) state.log.erase(state.log.begin(), state.log.end() - kLogMax);
}

}  // namespace

RunState new_run(const PracticeRules& rules) {
    RunState s;
    s.funds = rules.funds;
    return s;
}

void expect(const RunState& state, Stage stage, int day) {
    if (state.stage != stage || state.day != day) throw ApiError::business(std::string(kMsgStale));
}

void register_company(RunState& state, const CompanyInput& in) {
    if (auto error = company_name_error(in.name)) throw ApiError::invalid("name", *error);
    std::set<std::string> distinct(in.scopes.begin(), in.scopes.end());
    bool known = std::all_of(in.scopes.begin(), in.scopes.end(), [](const std::string& s) {
        const auto& list = business_scopes();
        return std::find(list.begin(), list.end(), s) != list.end();
    });
    check(!in.scopes.empty() && in.scopes.size() <= static_cast<std::size_t>(kScopesMax) &&
              distinct.size() == in.scopes.size() && known,
          "scopes", kMsgScopes);
    check(in.capital >= kCapitalMin && in.capital <= kCapitalMax, "capital", kMsgCapital);
    state.company = Company{in.name, in.scopes, in.capital};
    state.stage = Stage::kShop;
    note(state, "注册公司“" + in.name + "”，注册资本 " + std::to_string(in.capital) + " 万元");
}

void open_shop(const PracticeRules& rules, RunState& state, const ShopInput& in) {
    if (auto error = shop_name_error(in.name)) throw ApiError::invalid("shopName", *error);
    const Category* c = category(in.category_id);
    check(c != nullptr, "categoryId", kMsgShopCategory);
    const Marketplace* m = marketplace(rules.marketplace);
    std::int64_t deposit = m == nullptr ? 0 : m->deposit;
    if (deposit > state.funds) throw ApiError::business(std::string(kMsgDeposit));
    state.funds -= deposit;
    state.deposit = deposit;
    state.shop = Shop{in.name, in.category_id};
    state.stage = Stage::kListing;
    note(state, "在" + std::string(m == nullptr ? "平台" : m->name) + "开设店铺“" + in.name + "”，经营类目 " +
                    std::string(c->name) + "，缴纳押金 " + yuan_text(deposit));
}

void list_product(RunState& state, const ListingInput& in) {
    const Product& p = of_shop(state, in.product_id);
    check_price(p, in.price);
    check(in.stock >= 0 && in.stock <= kStockMax, "stock", kMsgStock);
    buy(state, p, in.stock);
    Listing* l = listed(state, in.product_id);
    if (l == nullptr) {
        state.listings.push_back({in.product_id, in.price, in.stock, 0});
        note(state, "上架“" + std::string(p.name) + "”，售价 " + yuan_text(in.price) + "，采购 " +
                        std::to_string(in.stock) + " 件");
    } else {
        l->price = in.price;
        l->stock += in.stock;
        note(state, "调整“" + std::string(p.name) + "”，售价 " + yuan_text(in.price) + "，追加采购 " +
                        std::to_string(in.stock) + " 件");
    }
}

void unlist_product(RunState& state, int product_id) {
    Listing* l = listed(state, product_id);
    if (l == nullptr) throw ApiError::business(std::string(kMsgNotListed));
    const Product* p = product(product_id);
    // Before the shop opens, the supplier takes the stock back at cost.
    std::int64_t back = (p == nullptr ? 0 : p->unit_cost) * l->stock;
    state.funds += back;
    state.goods_bought -= back;
    note(state, "下架“" + std::string(p == nullptr ? "" : p->name) + "”，退回库存 " + std::to_string(l->stock) + " 件");
    state.listings.erase(state.listings.begin() + (l - state.listings.data()));
}

void start_operating(RunState& state) {
    bool stocked =
        std::any_of(state.listings.begin(), state.listings.end(), [](const Listing& l) { return l.stock > 0; });
    if (!stocked) throw ApiError::business(std::string(kMsgNoStock));
    state.stage = Stage::kOperate;
    state.day = 1;
    note(state, "店铺开始运营");
}

void set_price(RunState& state, int product_id, std::int64_t price) {
    Listing* l = listed(state, product_id);
    if (l == nullptr) throw ApiError::business(std::string(kMsgNotListed));
    const Product& p = of_shop(state, product_id);
    check_price(p, price);
    l->price = price;
    note(state, "“" + std::string(p.name) + "”调价为 " + yuan_text(price));
}

void restock(RunState& state, int product_id, int quantity) {
    Listing* l = listed(state, product_id);
    if (l == nullptr) throw ApiError::business(std::string(kMsgNotListed));
    const Product& p = of_shop(state, product_id);
    check(quantity >= 1 && quantity <= kStockMax, "quantity", kMsgRestock);
    buy(state, p, quantity);
    l->stock += quantity;
    note(state, "“" + std::string(p.name) + "”补货 " + std::to_string(quantity) + " 件");
}

void set_advertising(RunState& state, std::int64_t budget) {
    check(budget >= 0 && budget <= kAdvertisingMax, "budget", kMsgAdvertising);
    state.advertising = budget;
    note(state, "每日广告预算设为 " + yuan_text(budget));
}

void reply(const PracticeRules& rules, RunState& state, int reply_id) {
    check(reply_id >= 0 && reply_id <= 2, "replyId", kMsgReply);
    if (state.answered) throw ApiError::business(std::string(kMsgAnswered));
    state.answered = reply_id;
    const Event& e = event_of(rules.seed, state.day);
    note(state, "处理客服事件“" + std::string(e.title) + "”：" + std::string(e.replies[reply_id].text));
}

void advance(const PracticeRules& rules, RunState& state) {
    if (!state.answered) throw ApiError::business(std::string(kMsgAnswerFirst));
    play_day(rules, state);
}

}  // namespace xj::simulation
