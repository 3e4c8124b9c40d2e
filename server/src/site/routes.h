// The site shell's routes: navigation, school info and images, banners and adverts.
#pragma once

#include "core/router.h"
#include "site/service.h"

namespace xj::site {

void register_routes(core::Router& router, SiteService& site);

}  // namespace xj::site
