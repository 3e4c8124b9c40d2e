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
// The payment link's token from the path.
std::string parse_token(const core::Request& req);

}  // namespace xj::commerce
