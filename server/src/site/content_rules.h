// The rules of the site content forms (docs/admin.md "Site content"): a navigation item and a banner or advert,
// each broken rule a -2 on its field with the doc's message. No SQL: what needs the rows (the parent, the counts)
// is checked by SiteService.
#pragma once

#include <string_view>
#include <vector>

#include "site/model.h"

namespace xj::site {

inline constexpr std::string_view kMsgNoMenu = "菜单不存在";
inline constexpr std::string_view kMsgNoAdvert = "广告不存在";
inline constexpr std::string_view kMsgNoParent = "上级菜单不存在";
inline constexpr std::string_view kMsgParentHasChildren = "该菜单有子菜单，不能设为子菜单";
inline constexpr std::string_view kMsgTooManyMenus = "每级菜单最多12项";
inline constexpr std::string_view kMsgTooManyAdverts = "每个位置最多20条";
inline constexpr std::string_view kMsgOrderStale = "列表已变化，请刷新后重试";
inline constexpr std::size_t kMenusPerLevelMax = 12;
inline constexpr std::size_t kAdvertsPerPositionMax = 20;

// Parents in order, each with its children in order (a child whose parent is not in `flat` is left out).
std::vector<MenuItem> menu_tree(std::vector<MenuItem> flat);

// Trims the texts, drops empty optional paths; throws the first broken rule.
void check_menu_form(MenuItem& item);
void check_advert_form(Advert& advert);
// "banner" or "home"; anything else is -2 on `position`.
void check_advert_position(std::string_view position);

}  // namespace xj::site
