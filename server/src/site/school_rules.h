// The rules of the school form (docs/admin.md "Schools"), each a -2 on its field with the doc's message. No SQL.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "site/model.h"

namespace xj::site {

inline constexpr std::string_view kMsgSchoolMissing = "学校不存在";
inline constexpr std::string_view kMsgSignTaken = "学校代码已存在";
inline constexpr std::string_view kMsgNameTaken = "学校名称已存在";
inline constexpr std::string_view kMsgDefaultSchool = "默认学校不能停用";

// Trims every text, lower-cases the hosts, gives an empty title the name; throws the first broken rule.
void check_school_form(SchoolForm& form);
// Empty, a path under /files/ of this server, or an https:// address without spaces or quotes (500 at most).
bool picture_url_ok(std::string_view url);
// "host 域名已被其他学校使用：{host}".
std::string host_taken_message(std::string_view host);

// The stored form of the address and phone lines: "label||||||value" items joined by ';'.
std::string join_contacts(const std::vector<ContactItem>& items);
std::vector<ContactItem> split_contacts(std::string_view stored);

}  // namespace xj::site
