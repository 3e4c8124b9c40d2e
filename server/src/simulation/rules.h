// The simulation's input rules (docs/simulation.md "Rules and messages"): the company register's name rules, the
// shop name, prices in yuan, and the messages, verbatim.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace xj::simulation {

inline constexpr std::string_view kMsgStale = "页面已过期，请刷新后重试";
inline constexpr std::string_view kMsgNoPractice = "实训项目不存在";
inline constexpr std::string_view kMsgNotStarted = "请先开始实训";
// The input messages the forms (a value of the wrong type) and the decisions (a value out of its range) share.
inline constexpr std::string_view kMsgScopes = "请选择 1–5 项经营范围";
inline constexpr std::string_view kMsgCapital = "注册资本应为 10–1000 万元";
inline constexpr std::string_view kMsgShopCategory = "请选择经营类目";
inline constexpr std::string_view kMsgProduct = "请选择本店经营类目下的商品";
inline constexpr std::string_view kMsgPrice = "价格应大于 0 且不超过参考价的 10 倍";
inline constexpr std::string_view kMsgStock = "采购数量应为 0–10000 的整数";
inline constexpr std::string_view kMsgRestock = "补货数量应为 1–10000 的整数";
inline constexpr std::string_view kMsgAdvertising = "广告预算应为 0–50000 元";
inline constexpr std::string_view kMsgReply = "请选择一种处理方式";
inline constexpr std::string_view kMsgShopLength = "店铺名称长度应为 2–20 个字符";

inline constexpr int kCapitalMin = 10;  // 万元
inline constexpr int kCapitalMax = 1000;
inline constexpr int kScopesMax = 5;
inline constexpr int kStockMax = 10'000;
inline constexpr std::int64_t kAdvertisingMax = 5'000'000;  // fen a day

// The message for a company name that breaks the register's rules, nullopt for a good one.
std::optional<std::string> company_name_error(std::string_view name);
std::optional<std::string> shop_name_error(std::string_view name);

// Fen as text for the log and exports (1250 → ¥12.50).
std::string yuan_text(std::int64_t fen);

std::string_view stage_key(int stage);
std::string_view category_name(int category);  // a practice's category: 跨境电商 1, 国内电商 2, 创业实训 3

}  // namespace xj::simulation
