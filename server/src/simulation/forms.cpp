#include "simulation/forms.h"

#include <limits>

#include "core/api_error.h"
#include "core/input.h"
#include "core/text.h"
#include "simulation/market.h"
#include "simulation/rules.h"

namespace xj::simulation {

using core::ApiError;

namespace {

constexpr std::string_view kMsgSignMissing = "请选择实训项目";
constexpr std::string_view kMsgCategory = "实训分类不存在";
constexpr std::string_view kMsgMarketplace = "平台不存在";
constexpr std::string_view kMsgNameType = "企业名称格式错误";
constexpr std::string_view kMsgCourse = "请选择课程";
constexpr std::string_view kMsgKeyword = "关键词格式错误";
constexpr std::size_t kKeywordMax = 30;
constexpr std::int64_t kAnyInt = 1'000'000'000;
// Far above any price or budget a rule allows (the rules name the limits): ¥10 billion in fen.
constexpr std::int64_t kMoneyMax = 1'000'000'000'000;

// An integer field of the body, else the query; absent, of the wrong type or outside lo…hi → -2 msg.
std::int64_t int_field(const core::Request& req, std::string_view field, std::string_view msg, std::int64_t lo,
                       std::int64_t hi) {
    std::optional<std::int64_t> v;
    if (const boost::json::value* j = req.json().if_contains(field)) v = core::loose_int(*j);
    else if (auto q = req.query(field)) v = core::loose_int(boost::json::value(*q));
    if (!v || *v < lo || *v > hi) throw ApiError::invalid(std::string(field), std::string(msg));
    return *v;
}

// Money in fen (ARCHITECTURE §4, decision 0009): an integer, or a string of digits, 0 or more; anything else → -2 msg.
std::int64_t money_field(const core::Request& req, std::string_view field, std::string_view msg) {
    return int_field(req, field, msg, 0, kMoneyMax);
}

}  // namespace

std::string parse_sign(const core::Request& req) { return core::required_sign(req, "sign", kMsgSignMissing); }

int parse_day(const core::Request& req) { return static_cast<int>(int_field(req, "day", kMsgStale, 0, 1000)); }

std::optional<std::int64_t> parse_version(const core::Request& req) {
    if (!req.json().contains("version")) return std::nullopt;
    return int_field(req, "version", kMsgStale, 1, std::numeric_limits<std::int64_t>::max());
}

int parse_category(const core::Request& req) {
    auto text = core::opt_text(req, "categoryId", kMsgCategory);
    if (!text) return 0;
    return static_cast<int>(int_field(req, "categoryId", kMsgCategory, 0, 3));
}

std::string parse_marketplace(const core::Request& req) {
    std::string key = core::opt_text(req, "marketplace", kMsgMarketplace).value_or("");
    if (!key.empty() && marketplace(key) == nullptr)
        throw ApiError::invalid("marketplace", std::string(kMsgMarketplace));
    return key;
}

CompanyInput parse_company(const core::Request& req) {
    CompanyInput in;
    in.name = core::opt_text(req, "name", kMsgNameType).value_or("");
    const boost::json::value* scopes = req.json().if_contains("scopes");
    if (scopes == nullptr || !scopes->is_array()) throw ApiError::invalid("scopes", std::string(kMsgScopes));
    for (const boost::json::value& s : scopes->as_array()) {
        if (!s.is_string()) throw ApiError::invalid("scopes", std::string(kMsgScopes));
        in.scopes.emplace_back(s.as_string());
    }
    in.capital = static_cast<int>(int_field(req, "capital", kMsgCapital, -kAnyInt, kAnyInt));
    return in;
}

ShopInput parse_shop(const core::Request& req) {
    ShopInput in;
    in.name = core::opt_text(req, "shopName", kMsgShopLength).value_or("");
    in.category_id = static_cast<int>(int_field(req, "categoryId", kMsgShopCategory, 0, kAnyInt));
    return in;
}

ListingInput parse_listing(const core::Request& req) {
    ListingInput in;
    in.product_id = parse_product(req);
    in.price = parse_price(req);
    in.stock = static_cast<int>(int_field(req, "stock", kMsgStock, -kAnyInt, kAnyInt));
    return in;
}

int parse_product(const core::Request& req) {
    return static_cast<int>(int_field(req, "productId", kMsgProduct, 0, kAnyInt));
}

std::int64_t parse_price(const core::Request& req) { return money_field(req, "price", kMsgPrice); }

int parse_quantity(const core::Request& req) {
    return static_cast<int>(int_field(req, "quantity", kMsgRestock, -kAnyInt, kAnyInt));
}

std::int64_t parse_budget(const core::Request& req) { return money_field(req, "budget", kMsgAdvertising); }

int parse_reply(const core::Request& req) { return static_cast<int>(int_field(req, "replyId", kMsgReply, 0, 2)); }

std::string parse_course(const core::Request& req) {
    return core::required_sign(req, {"courseId", "courseIdSign"}, kMsgCourse);
}

std::string parse_keyword(const core::Request& req) {
    std::string keyword = core::text::trim_wide(core::opt_text(req, "keyword", kMsgKeyword).value_or(""));
    if (core::text::code_points(keyword) > kKeywordMax) throw ApiError::invalid("keyword", std::string(kMsgKeyword));
    return keyword;
}

}  // namespace xj::simulation
