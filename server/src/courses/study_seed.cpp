#include "courses/study_seed.h"

#include <spdlog/spdlog.h>

namespace xj::courses {

namespace {

constexpr std::string_view kDemoStudentMobile = "13800000001";  // 张晓明
constexpr double kHalfWatched = 0.4;                             // of the duration
constexpr std::int64_t kHalfWatchedAgo = 2 * 3600;

// The first video without progress in the first enrolled course that has one: watched to 40 %, two hours ago.
bool seed_half_watched(const StudyStore& store, db::Conn& c, std::int64_t user_id,
                       const std::vector<std::int64_t>& courses, std::int64_t now) {
    for (std::int64_t course_id : courses) {
        for (const auto& video : store.course_videos(c, course_id)) {
            if (video.duration_ms <= 0 || store.find_progress(c, user_id, video.id)) continue;
            std::int64_t at = now - kHalfWatchedAgo;
            double watched = video.duration_seconds() * kHalfWatched;
            store.insert_progress(c, user_id, video, VideoProgress{watched, watched, watched, false, at * 1000}, at);
            auto enrolment = store.find_enrolment(c, user_id, course_id);
            CourseTotals totals = store.course_totals(c, user_id, course_id);
            int progress = totals.videos > 0 ? static_cast<int>(totals.completed_videos * 100 / totals.videos) : 0;
            if (enrolment) store.update_enrolment(c, enrolment->id, totals, progress, *enrolment, video.id, at);
            return true;
        }
    }
    return false;
}

}  // namespace

bool seed_study_demo(StudyService& study) {
    const StudyStore& store = study.store();
    std::int64_t now = study.now_ms() / 1000;
    bool seeded = false;
    try {
        seeded = study.database().with_tx([&](db::Conn& c) {
            auto user = study.courses().accounts().users().find_by_mobile(c, kDemoStudentMobile);
            if (!user || store.has_study_days(c, user->id)) return false;
            auto courses = store.enrolled_courses(c, user->id);
            if (courses.empty()) return false;
            seed_half_watched(store, c, user->id, courses, now);
            for (const auto& [course_id, at, seconds] : store.credited_rows(c, user->id))
                store.add_study_day(c, user->id, course_id, china_day(at), seconds);
            return true;
        });
    } catch (const db::DbError& e) {
        if (e.kind() != db::DbError::Kind::kUniqueViolation) throw;  // another instance seeded at the same time
    }
    if (seeded) spdlog::info("demo: the demo student's study ledger and a half-watched video");
    return seeded;
}

}  // namespace xj::courses
