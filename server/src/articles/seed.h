// Demo data of articles and news: five article types, eight published articles of 学鲸职业技术学院 by 王丽华 and 陈国强
// (pictures drawn into <files>/article-images) with likes, 张晓明's collections and browsing record, a draft; twelve
// news items, six of the school's business news and six of the platform's industry news, with read counts.
#pragma once

#include <filesystem>

#include "accounts/service.h"
#include "core/clock.h"
#include "db/db.h"

namespace xj::articles {

// Seeded once into a database without article types / news; call after the accounts demo. True when anything was.
bool seed_demo(db::Database& db, const core::Clock& clock, accounts::AccountService& accounts,
               const std::filesystem::path& files_dir);

}  // namespace xj::articles
