#include "commerce/exports.h"

#include "commerce/discount_rules.h"
#include "core/time_format.h"

namespace xj::commerce {

namespace {

// "2026-11-27 10:00" (China time).
std::string minute_of(std::int64_t at) {
    std::string t = core::iso_time(at).substr(0, 16);
    t[10] = ' ';
    return t;
}

}  // namespace

std::vector<core::XlsxColumn> code_columns() {
    return {{"优惠码", 14},   {"批次", 18},     {"优惠", 12},    {"已用次数", 10},
            {"可用次数", 10}, {"生效时间", 20}, {"截止时间", 20}};
}

void write_code(core::XlsxWriter& w, const DiscountCode& c) {
    w.text(c.code).text(c.batch.name).text(discount_label(c.batch));
    w.number(c.used_count).number(c.batch.use_limit);
    w.text(minute_of(c.batch.starts_at)).text(minute_of(c.batch.ends_at));
    w.end_row();
}

std::vector<core::XlsxColumn> bought_code_columns() {
    return {{"激活码", 22}, {"状态", 10}, {"使用人", 14}, {"使用时间", 20}};
}

void write_bought_code(core::XlsxWriter& w, const BoughtCode& c) {
    w.text(c.code).text(c.used_at ? "已使用" : "未使用").text(c.used_by);
    w.text(c.used_at ? minute_of(*c.used_at) : "");
    w.end_row();
}

}  // namespace xj::commerce
