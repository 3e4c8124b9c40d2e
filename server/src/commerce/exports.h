// The commerce exports' sheets (docs/commerce.md): a discount batch's codes, a code order's activation codes.
#pragma once

#include <vector>

#include "commerce/model.h"
#include "core/xlsx_writer.h"

namespace xj::commerce {

// 优惠码, 批次, 优惠, 已用次数, 可用次数, 生效时间, 截止时间.
std::vector<core::XlsxColumn> code_columns();
void write_code(core::XlsxWriter& w, const DiscountCode& code);
// 激活码, 状态, 使用人, 使用时间.
std::vector<core::XlsxColumn> bought_code_columns();
void write_bought_code(core::XlsxWriter& w, const BoughtCode& code);

}  // namespace xj::commerce
