#include "courses/study_seed.h"

#include <spdlog/spdlog.h>

namespace xj::courses {

namespace {

constexpr std::string_view kDemoStudentMobile = "13800000001";  // 张晓明
constexpr std::int64_t kSecondsPerDay = 86400;
constexpr double kPartialRatio = 0.4;

struct SeededVideo {
    std::size_t course_index;  // among his enrolments, oldest first
    std::size_t video_index;   // in catalogue order
    double watched_ratio;      // of the duration
    int days_ago;
};

// The first course: video 1 complete, video 2 at 40 %; the second course: video 1 at 40 %.
constexpr SeededVideo kSeeded[] = {{0, 0, 1.0, 2}, {0, 1, kPartialRatio, 1}, {1, 0, kPartialRatio, 0}};

void seed_video(StudyService& study, db::Conn& c, std::int64_t user_id, const StudyVideo& video,
                const SeededVideo& s, std::int64_t now) {
    const StudyStore& store = study.store();
    std::int64_t at = now - s.days_ago * kSecondsPerDay;
    double watched = video.duration_seconds() * s.watched_ratio;
    VideoProgress p{watched, watched, watched, watched >= kCompleteRatio * video.duration_seconds(), at * 1000};
    store.insert_progress(c, user_id, video, p, at);
    store.add_study_day(c, user_id, video.course_id, china_day(at), watched);
    auto enrolment = store.find_enrolment(c, user_id, video.course_id);
    if (!enrolment) return;
    CourseTotals totals = store.course_totals(c, user_id, video.course_id);
    int progress = totals.videos > 0 ? static_cast<int>(totals.completed_videos * 100 / totals.videos) : 0;
    store.update_enrolment(c, enrolment->id, totals, progress, *enrolment, video.id, at);
}

}  // namespace

bool seed_study_demo(StudyService& study) {
    const StudyStore& store = study.store();
    std::int64_t now = study.now_ms() / 1000;
    int seeded = 0;
    try {
        study.database().with_tx([&](db::Conn& c) {
            auto user = study.courses().accounts().users().find_by_mobile(c, kDemoStudentMobile);
            if (!user || store.has_progress(c, user->id)) return;
            auto courses = store.enrolled_courses(c, user->id);
            for (const auto& s : kSeeded) {
                if (s.course_index >= courses.size()) continue;
                auto videos = store.course_videos(c, courses[s.course_index]);
                if (s.video_index >= videos.size() || videos[s.video_index].duration_ms <= 0) continue;
                seed_video(study, c, user->id, videos[s.video_index], s, now);
                ++seeded;
            }
        });
    } catch (const db::DbError& e) {
        if (e.kind() != db::DbError::Kind::kUniqueViolation) throw;  // another instance seeded at the same time
    }
    if (seeded > 0) spdlog::info("demo: seeded {} video progress rows for the demo student", seeded);
    return seeded > 0;
}

}  // namespace xj::courses
