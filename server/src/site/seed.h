// Demo data of the site shell: a school with its artwork, hosts, campus images, menus, banners and adverts.
#pragma once

#include <filesystem>

#include "core/clock.h"
#include "db/db.h"
#include "site/service.h"

namespace xj::site {

// Seeds into a database without schools; returns false (and changes nothing) when schools exist.
// Images are drawn into <files_dir>/site/.
bool seed_demo(db::Database& db, const core::Clock& clock, SiteService& site, const std::filesystem::path& files_dir);

}  // namespace xj::site
