// The training service on both databases: a school with a lead teacher, an admin, two students (CourseTeamTest)
// and four trainings of the school — running, upcoming, ended and a draft — with partner enterprises.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/api_error.h"
#include "core/sign.h"
#include "courses/test_fixture.h"
#include "exams/paper_service.h"
#include "study/service.h"
#include "testing/catalogue_rows.h"
#include "training/service.h"

namespace xj::training::testing {

using courses::testing::kNow;
inline constexpr std::string_view kHost = "localhost";
inline constexpr std::int64_t kDay = 86400;

class TrainingServiceTest : public courses::testing::CourseTeamTest {
protected:
    void SetUp() override {
        CourseTeamTest::SetUp();
        if (!db_) return;
        study_ = std::make_unique<study::StudyService>(*db_, clock_, *courses_);
        study_->set_media_key(std::string(32, 'k'));
        papers_ = std::make_unique<exams::PaperService>(*db_, clock_, *courses_);
        authoring_ = std::make_unique<authoring::AuthoringService>(*db_, clock_, *courses_);
        service_ = std::make_unique<TrainingService>(*db_, clock_, *courses_, *authoring_, *study_, *papers_);
        files_ = std::filesystem::temp_directory_path() / ("xj-training-" + core::make_sign());
        service_->set_files_dir(files_);
        authoring_->set_files_dir(files_);
        db_->with_conn([&](db::Conn& c) {
            running_ = training(c, "t-running", "跨境电商运营实训", 1, kNow - 10 * kDay, kNow + 30 * kDay, true);
            upcoming_ = training(c, "t-upcoming", "财务共享实训", 1, kNow + 5 * kDay, kNow + 40 * kDay, false);
            ended_ = training(c, "t-ended", "直播运营实训", 1, kNow - 60 * kDay, kNow - 1, false);
            draft_ = training(c, "t-draft", "跨境电商进阶实训", 0, std::nullopt, std::nullopt, true);
            partner_ = store_.insert_enterprise(c, {"e-1", school_, "海鲸跨境", "", "", "跨境电商", true, 1}, kNow);
            other_ = store_.insert_enterprise(c, {"e-2", school_, "云账财务", "", "", "财务", true, 2}, kNow);
            store_.insert_enterprise(c, {"e-3", school_, "未合作企业", "", "", "", false, 3}, kNow);
            store_.link_enterprise(c, running_, partner_, 1);
            store_.link_enterprise(c, draft_, partner_, 1);
            store_.link_enterprise(c, upcoming_, other_, 1);
        });
    }

    void TearDown() override {
        std::error_code ec;
        if (!files_.empty()) std::filesystem::remove_all(files_, ec);
        CourseTeamTest::TearDown();
    }

    // A training of school 1 led by lead_: its course row (offering 2) and its training row.
    std::int64_t training(db::Conn& c, const std::string& sign, const std::string& name, int status,
                          std::optional<std::int64_t> starts, std::optional<std::int64_t> ends, bool recommend) {
        xj::testing::CourseRow row{sign, school_, name};
        row.status = status;
        row.offering = courses::kOfferingTraining;
        std::int64_t id = xj::testing::insert_course(c, row, kNow - (++created_) * kDay);
        xj::testing::insert_course_teacher(c, "ct-" + sign, id, lead_.id, true, kNow);
        NewTraining t;
        t.course_id = id;
        t.school_id = school_;
        t.hours = 48;
        t.plan = "第一阶段：认知\n第二阶段：实战";
        t.recommend = recommend;
        t.starts_at = starts;
        t.ends_at = ends;
        t.sort = static_cast<int>(created_);
        store_.insert(c, t, kNow);
        return id;
    }

    static std::string refusal(const std::function<void()>& call) {
        try {
            call();
        } catch (const core::ApiError& e) {
            return e.what();
        }
        return "";
    }

    static std::vector<std::string> names(const std::vector<TrainingCard>& cards) {
        std::vector<std::string> out;
        for (const auto& c : cards) out.push_back(c.name);
        return out;
    }

    std::unique_ptr<study::StudyService> study_;
    std::unique_ptr<exams::PaperService> papers_;
    std::unique_ptr<authoring::AuthoringService> authoring_;
    std::unique_ptr<TrainingService> service_;
    std::filesystem::path files_;
    TrainingStore store_;
    std::int64_t created_ = 0;
    std::int64_t running_ = 0, upcoming_ = 0, ended_ = 0, draft_ = 0, partner_ = 0, other_ = 0;
};

}  // namespace xj::training::testing
