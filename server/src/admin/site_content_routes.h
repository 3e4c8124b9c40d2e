// 站点内容 calls of both consoles (docs/admin.md "Site content"): /admin/site/… for the platform admin, who names
// the school (`school`), and /schoolAdmin/site/… for a school admin's own school.
#pragma once

#include "admin/service.h"
#include "admin/site_content.h"
#include "core/router.h"

namespace xj::admin {

// `pictures`: where an uploaded banner goes (AdminService::upload_picture).
void register_site_content_routes(core::Router& router, SiteContentService& content, AdminService& pictures);

}  // namespace xj::admin
