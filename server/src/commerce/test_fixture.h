// The commerce services on a course catalogue of school 1 (courses::testing::CourseTeamTest) with two priced courses
// (course-p 电子商务运营 at kPrice, course-q), the platform cashier and a marketers' service: the fixture of the
// commerce tests, on both databases.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "commerce/marketer_service.h"
#include "commerce/service.h"
#include "courses/test_fixture.h"
#include "exams/paper_service.h"
#include "study/service.h"
#include "testing/catalogue_rows.h"

namespace xj::commerce::testing {

using courses::testing::kNow;
inline constexpr std::string_view kHost = "localhost";
inline constexpr std::int64_t kPrice = 19'900;

class CommerceServiceTest : public courses::testing::CourseTeamTest {
protected:
    void SetUp() override {
        CourseTeamTest::SetUp();
        if (!db_) return;
        study_ = std::make_unique<study::StudyService>(*db_, clock_, *courses_);
        papers_ = std::make_unique<exams::PaperService>(*db_, clock_, *courses_);
        authoring_ = std::make_unique<authoring::AuthoringService>(*db_, clock_, *courses_);
        training_ =
            std::make_unique<training::TrainingService>(*db_, clock_, *courses_, *authoring_, *study_, *papers_);
        audit_ = std::make_unique<audit::AuditService>(*db_, clock_);
        service_ =
            std::make_unique<CommerceService>(*db_, clock_, *accounts_, *courses_, *training_, provider_, *audit_);
        marketers_ = std::make_unique<MarketerService>(*db_, clock_, *courses_, *audit_);
        db_->with_conn([&](db::Conn& c) {
            priced_ = priced(c, "course-p", "电子商务运营", kPrice);
            priced(c, "course-q", "跨境电商实务", 29'900);
        });
    }

    std::int64_t priced(db::Conn& c, const std::string& sign, const std::string& name, std::int64_t price) {
        xj::testing::CourseRow row{sign, school_, name};
        row.price = price;
        std::int64_t id = xj::testing::insert_course(c, row, kNow);
        xj::testing::insert_course_teacher(c, "ct-" + sign, id, lead_.id, true, kNow);
        return id;
    }

    // The orders a school admin's calls reach: their school's.
    static OrderScope scope_of(const core::AuthUser& admin) { return OrderScope::school(admin.school_id); }

    void fund(const core::AuthUser& user, std::int64_t fen) {
        db_->with_tx([&](db::Conn& c) { service_->grant(c, user.id, fen, "测试"); });
    }

    bool enrolled(const core::AuthUser& user, std::int64_t course) {
        return db_->with_conn([&](db::Conn& c) { return courses_->is_enrolled(c, user.id, course); });
    }

    static std::string refusal(const std::function<void()>& call) {
        try {
            call();
        } catch (const core::ApiError& e) {
            return e.what();
        }
        return "";
    }

    // The token of the order's platform payment link.
    static std::string token_of(const Checkout& c) { return c.payment && c.payment->token ? *c.payment->token : ""; }

    PlatformProvider provider_;
    std::unique_ptr<study::StudyService> study_;
    std::unique_ptr<exams::PaperService> papers_;
    std::unique_ptr<authoring::AuthoringService> authoring_;
    std::unique_ptr<training::TrainingService> training_;
    std::unique_ptr<audit::AuditService> audit_;
    std::unique_ptr<CommerceService> service_;
    std::unique_ptr<MarketerService> marketers_;
    std::int64_t priced_ = 0;
};

}  // namespace xj::commerce::testing
