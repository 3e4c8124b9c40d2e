// The commerce calls' input (docs/commerce.md): typed reads with the catalogue's -2 answers.
#pragma once

#include <cstdint>
#include <string>

#include "commerce/model.h"
#include "core/request.h"

namespace xj::commerce {

// courseId or trainId: the sign of what is bought (请选择课程 when neither is sent).
std::string parse_course_id(const core::Request& req);
// orderNo from the body, the query, or the path's {sign} / {orderNo} (请选择订单 when absent).
std::string parse_order_no(const core::Request& req);
// payType 1 (balance) or 2 (online) (请选择支付方式 otherwise).
int parse_pay_type(const core::Request& req);
// amount: a top-up in fen, a whole number (请输入充值金额 when absent; the range is the service's).
std::int64_t parse_amount(const core::Request& req);
// The order list's filters: orderType and payType (0 every one, the default), startTime and endTime (dates or times
// in China time; an end date counts its whole day), title, page and size (10 by default).
OrderQuery parse_order_query(const core::Request& req);
// discountCode: trimmed and upper-cased, "" when absent or empty (a code is letters and digits, at most 32).
std::string parse_discount_code(const core::Request& req);
// A discount batch: courseId, name (1–50 characters), kind 1 (rate) with value 10–99 or 2 (fixed) with value in fen
// (> 0), startTime < endTime, useLimit 1–10000 (uses of each code), count 1–500 (codes to make); each refusal is -2
// naming its field. `count` is written to *count.
DiscountBatch parse_batch(const core::Request& req, std::string* course_sign, int* count);
// batchId: a batch's sign (请选择优惠码批次).
std::string parse_batch_id(const core::Request& req);
// The payment link's token from the path.
std::string parse_token(const core::Request& req);

// quantity: how many activation codes (1–500, 购买数量须在1到500之间).
int parse_quantity(const core::Request& req);
// A refund's reason (请填写退款原因; at most 200 characters).
std::string parse_refund_reason(const core::Request& req);
// The school's order list: status (-1 or absent every one, 0–3), keyword (an order number, a mobile or part of a
// title, at most 50 characters), page and size (10).
SchoolOrderQuery parse_school_order_query(const core::Request& req);
// The platform admin's order list: the school admin's filters, and orderType (1–4) and schoolSign.
SchoolOrderQuery parse_admin_order_query(const core::Request& req);

// A marketer's application: realName (2–20 characters), mobile (the accounts' rule), intro (at most 500), and agree
// (the agreement read: 请阅读并同意《推广员协议》).
MarketerApplication parse_application(const core::Request& req);
// marketerId: a marketer's sign (请选择推广员).
std::string parse_marketer_id(const core::Request& req);
// The admins' list of marketers: status (-1 every one, 0–3), keyword, page and size (10).
MarketerQuery parse_marketer_query(const core::Request& req);
// A review's decision: approve (a yes/no), rate (an integer, the range is the service's), note (at most 200).
struct Review {
    bool approve = false;
    int rate = 0;
    std::string note;
};
Review parse_review(const core::Request& req);
// The referral that led to an order: marketerId ("" when absent).
std::string parse_referral(const core::Request& req);

}  // namespace xj::commerce
