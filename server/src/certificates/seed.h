// Demo certificates (docs/certificates.md "Demo"), issued through the service's own rules, so only real passes get
// one: 张晓明 and the students of 王丽华's course with the most students claim a certificate for every course they
// passed; 王丽华 issues one for an offline result to the first of her students who has not passed online; the school
// admin 陈国强 revokes one of the claimed ones. Seeded once (while 王丽华's course has no certificate).
#pragma once

#include "accounts/service.h"
#include "certificates/service.h"
#include "courses/service.h"
#include "db/db.h"
#include "teaching/statistics_service.h"

namespace xj::certificates {

struct DemoServices {
    accounts::AccountService& accounts;
    courses::CourseService& courses;
    teaching::StatisticsService& statistics;  // the teacher's courses and their students' scores
    CertificateService& certificates;
};
void seed_demo(db::Database& db, const DemoServices& s);

}  // namespace xj::certificates
