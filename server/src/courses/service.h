// The courses domain's rules (docs/learning.md): which courses a request sees, the catalogue, course pages,
// enrolment, Q&A, data files, activation codes, collections and history. The only header other domains include.
#pragma once

#include "accounts/service.h"
#include "courses/model.h"
#include "courses/store.h"
#include "site/service.h"

namespace xj::courses {

class CourseService {
public:
    CourseService(accounts::AccountService& accounts, site::SiteService& site) : accounts_(accounts), site_(site) {}

    // Demo seeding, the study side and tests.
    db::Database& database() { return accounts_.database(); }
    const CourseStore& store() const { return store_; }
    accounts::AccountService& accounts() { return accounts_; }
    site::SiteService& site() { return site_; }

private:
    accounts::AccountService& accounts_;
    site::SiteService& site_;
    CourseStore store_;
};

}  // namespace xj::courses
