#include "study/seed.h"

#include <algorithm>

#include <spdlog/spdlog.h>

#include "courses/demo_content.h"

namespace xj::study {

namespace {

constexpr std::string_view kDemoStudentMobile = "13800000001";  // 张晓明
constexpr double kHalfWatched = 0.4;                            // of the duration
constexpr std::int64_t kHalfWatchedAgo = 2 * 3600;
constexpr std::int64_t kFirstStudyAgo = 30 * 3600;  // the first course 30 hours ago, each next one 8 hours later
constexpr std::int64_t kBetweenCourses = 8 * 3600;
constexpr std::int64_t kBetweenVideosMs = 5'000;

// The demo student's first videos of each of his courses (demo::kStudentCourses: course, videos watched to the
// end), in the order he joined them.
void seed_watched(const StudyService& study, db::Conn& c, std::int64_t user_id,
                  const std::vector<std::int64_t>& courses, std::int64_t now) {
    std::int64_t at_ms = (now - kFirstStudyAgo) * 1000;
    for (std::size_t i = 0; i < courses::demo::kStudentCourses.size() && i < courses.size(); ++i) {
        auto videos = study.course_videos(c, courses[i]);
        int done = std::min(courses::demo::kStudentCourses[i].second, static_cast<int>(videos.size()));
        std::int64_t t = at_ms;
        for (int v = 0; v < done; ++v) {
            const StudyVideo& video = videos[static_cast<std::size_t>(v)];
            t = study.replay(c, user_id, video, video.duration_seconds(), t) + kBetweenVideosMs;
        }
        at_ms += kBetweenCourses * 1000;
    }
}

// The first video without progress in the first enrolled course that has one: watched to 40 %, two hours ago.
bool seed_half_watched(const StudyService& study, db::Conn& c, std::int64_t user_id,
                       const std::vector<std::int64_t>& courses, std::int64_t now) {
    for (std::int64_t course_id : courses) {
        for (const auto& video : study.course_videos(c, course_id)) {
            if (video.duration_ms <= 0 || StudyStore{}.find_progress(c, user_id, video.id)) continue;
            study.replay(c, user_id, video, video.duration_seconds() * kHalfWatched, (now - kHalfWatchedAgo) * 1000);
            return true;
        }
    }
    return false;
}

}  // namespace

bool seed_demo(db::Database& db, const core::Clock& clock, accounts::AccountService& accounts,
               const StudyService& study) {
    const StudyStore store;
    std::int64_t now = clock.now_seconds();
    bool seeded = false;
    try {
        seeded = db.with_tx([&](db::Conn& c) {
            auto user = accounts.find_user_by_mobile(c, std::string(kDemoStudentMobile));
            if (!user || store.has_study_days(c, user->id)) return false;
            auto courses = store.enrolled_courses(c, user->id);
            if (courses.empty()) return false;
            seed_watched(study, c, user->id, courses, now);
            seed_half_watched(study, c, user->id, courses, now);
            return true;
        });
    } catch (const db::DbError& e) {
        if (e.kind() != db::DbError::Kind::kUniqueViolation) throw;  // another instance seeded at the same time
    }
    if (seeded) spdlog::info("demo: the demo student's study, played through the heartbeat rules");
    return seeded;
}

}  // namespace xj::study
