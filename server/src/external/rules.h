// The external systems' rules (docs/external-systems.md "Rules and messages"): the two systems and their default
// names, a configuration checked, and the address a launch opens.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "external/model.h"

namespace xj::external {

inline constexpr std::string_view kMsgNoSystem = "系统不存在";
inline constexpr std::string_view kMsgName = "系统名称应为 2–20 个字";
inline constexpr std::string_view kMsgUrl = "请输入以 https:// 开头的完整系统地址";
inline constexpr std::string_view kMsgPassMode = "请选择用户传递方式";
inline constexpr std::string_view kMsgTokenParam = "参数名只能包含字母、数字、下划线和短横线";
inline constexpr std::string_view kMsgDescription = "系统简介不能超过 200 个字";
inline constexpr std::string_view kMsgNotOpen = "本校尚未开通该系统";
inline constexpr std::string_view kMsgNotMember = "仅限本校师生进入该系统";
inline constexpr std::string_view kMsgTokenInvalid = "令牌无效";
inline constexpr std::string_view kMsgTokenExpired = "令牌已过期";
inline constexpr std::string_view kMsgTokenUsed = "令牌已使用";

// A launch token lives this long (seconds); verify takes no token claiming longer, nor one issued more than
// kClockSkewSeconds ahead of the platform's clock.
inline constexpr std::int64_t kTokenSeconds = 300;
inline constexpr std::int64_t kClockSkewSeconds = 60;

// erp then gyl.
inline constexpr std::string_view kSystems[] = {kSystemErp, kSystemSupplyChain};
bool is_system(std::string_view system);
// ERP 系统 / 供应链管理系统.
std::string_view default_name(std::string_view system);

// The first rule a form breaks, as {field, message}; nullopt for a good one. Texts are trimmed by the form.
struct Violation {
    std::string field;
    std::string message;
};
std::optional<Violation> form_violation(const SystemForm& f);
// Whether the address is one the rules take: https:// with a host (http:// only for localhost and 127.0.0.1), no
// spaces, user info or fragment, at most 500 characters.
bool acceptable_url(std::string_view url);

// The address with `param=value` added to its query.
std::string with_query_param(const std::string& url, std::string_view param, std::string_view value);

}  // namespace xj::external
