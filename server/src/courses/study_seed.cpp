#include "courses/study_seed.h"

#include <algorithm>

#include <spdlog/spdlog.h>

#include "courses/demo_content.h"

namespace xj::courses {

namespace {

constexpr std::string_view kDemoStudentMobile = "13800000001";  // 张晓明
constexpr double kHalfWatched = 0.4;                             // of the duration
constexpr std::int64_t kHalfWatchedAgo = 2 * 3600;
constexpr std::int64_t kFirstStudyAgo = 30 * 3600;   // the first course 30 hours ago, each next one 8 hours later
constexpr std::int64_t kBetweenCourses = 8 * 3600;
constexpr std::int64_t kBeatMs = 15'000;              // a heartbeat every 15 s of playing
constexpr std::int64_t kBetweenVideosMs = 5'000;

// Plays the video from the start to `until` (seconds) as the player would: opened, then a heartbeat every 15 s
// of real time with the position 15 s further, through the StudyService's own rules. Returns the last instant.
std::int64_t play(StudyService& study, db::Conn& c, std::int64_t user_id, const StudyVideo& video, double until,
                  std::int64_t at_ms) {
    auto beat = [&](double position) {
        auto enrolment = study.store().lock_enrolment(c, user_id, video.course_id);
        if (enrolment) study.apply_heartbeat(c, user_id, video, *enrolment, position, at_ms);
    };
    beat(0);
    for (double position = 0; position < until;) {
        position = std::min(until, position + static_cast<double>(kBeatMs) / 1000.0);
        at_ms += kBeatMs;
        beat(position);
    }
    return at_ms;
}

// The demo student's first videos of each of his courses (demo::kStudentCourses: course, videos watched to the
// end), in the order he joined them.
void seed_watched(StudyService& study, db::Conn& c, std::int64_t user_id, const std::vector<std::int64_t>& courses,
                  std::int64_t now) {
    std::int64_t at_ms = (now - kFirstStudyAgo) * 1000;
    for (std::size_t i = 0; i < demo::kStudentCourses.size() && i < courses.size(); ++i) {
        auto videos = study.store().course_videos(c, courses[i]);
        int done = std::min(demo::kStudentCourses[i].second, static_cast<int>(videos.size()));
        std::int64_t t = at_ms;
        for (int v = 0; v < done; ++v) {
            const StudyVideo& video = videos[static_cast<std::size_t>(v)];
            t = play(study, c, user_id, video, video.duration_seconds(), t) + kBetweenVideosMs;
        }
        at_ms += kBetweenCourses * 1000;
    }
}

// The first video without progress in the first enrolled course that has one: watched to 40 %, two hours ago.
bool seed_half_watched(StudyService& study, db::Conn& c, std::int64_t user_id, const std::vector<std::int64_t>& courses,
                       std::int64_t now) {
    for (std::int64_t course_id : courses) {
        for (const auto& video : study.store().course_videos(c, course_id)) {
            if (video.duration_ms <= 0 || study.store().find_progress(c, user_id, video.id)) continue;
            play(study, c, user_id, video, video.duration_seconds() * kHalfWatched, (now - kHalfWatchedAgo) * 1000);
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

}  // namespace xj::courses
