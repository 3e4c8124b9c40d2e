// The marketers' JSON (docs/commerce.md "Marketers"). Money is integer fen; a buyer's name is masked for the
// marketer.
#include <array>
#include <string_view>

#include "commerce/json.h"
#include "core/json_value.h"
#include "core/time_format.h"
#include "courses/json.h"

namespace xj::commerce {

namespace json = boost::json;

namespace {

constexpr std::array<std::string_view, 4> kMarketerStatusNames = {"待审核", "已通过", "未通过", "已停用"};

std::string_view status_name(int status) {
    return status >= 0 && status < static_cast<int>(kMarketerStatusNames.size())
               ? kMarketerStatusNames[static_cast<std::size_t>(status)]
               : std::string_view();
}

// XJ20261124****7940: the buyer's order number is the buyer's; the marketer sees enough to tell the rows apart.
std::string masked_order_no(const std::string& no) {
    constexpr std::size_t kKept = 10, kTail = 4;
    if (no.size() <= kKept + kTail) return no;
    return no.substr(0, kKept) + "****" + no.substr(no.size() - kTail);
}

json::object stats_json(const ReferralStats& s) {
    return {{"visits", s.visits}, {"orders", s.orders}, {"commission", s.commission_fen}};
}

}  // namespace

json::object marketer_json(const Marketer& m) {
    return {{"idSign", m.sign},
            {"realName", m.real_name},
            {"mobile", m.mobile},
            {"intro", m.intro},
            {"status", m.status},
            {"statusName", status_name(m.status)},
            {"rate", m.rate},
            {"reviewNote", m.review_note},
            {"applyTime", core::iso_time(m.applied_at)},
            {"reviewTime", core::iso_time_or_null(m.reviewed_at)},
            {"userName", m.user_name}};
}

json::object marketers_json(const Paged<Marketer>& page) {
    json::array list;
    for (const auto& m : page.list) list.push_back(marketer_json(m));
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object promotion_json(const Promotion& p) {
    json::array list;
    for (const auto& c : p.courses.list) {
        json::object row = stats_json(c.stats);
        row["course"] = courses::card_json(c.course);
        row["link"] = "/marketer/" + p.marketer.sign + "?courseId=" + c.course.sign;
        list.push_back(std::move(row));
    }
    return {{"marketer", marketer_json(p.marketer)},
            {"totals", stats_json(p.totals)},
            {"list", std::move(list)},
            {"total", p.courses.total}};
}

json::object commissions_json(const Paged<Commission>& page) {
    json::array list;
    for (const auto& c : page.list)
        list.push_back(json::object{{"orderNo", masked_order_no(c.order_no)},
                                    {"title", c.title},
                                    {"buyerName", courses::mask_name(c.buyer_name)},
                                    {"amount", c.amount_fen},
                                    {"commission", c.commission_fen},
                                    {"status", c.status},
                                    {"statusName", c.status == kOrderRefunded ? "已退款" : "已支付"},
                                    {"payTime", core::iso_time(c.paid_at)}});
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object landing_json(const Landing& l) {
    // The account name, not the real name the marketer gave the school; a masked real name when there is none.
    std::string name = l.marketer.user_name.empty() ? courses::mask_name(l.marketer.real_name) : l.marketer.user_name;
    return {{"marketer", json::object{{"idSign", l.marketer.sign}, {"name", name}, {"photo", l.marketer.user_photo}}},
            {"course", l.course ? json::value(courses::card_json(*l.course)) : json::value(nullptr)},
            {"others", courses::cards_json(l.others)}};
}

}  // namespace xj::commerce
