// The study side of the courses domain (docs/learning.md "Video study", "Personal centre"): video authorisation
// with signed media URLs, heartbeats and verified progress, the resume point and the personal-centre calls.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/access.h"
#include "courses/service.h"
#include "courses/study_media.h"
#include "courses/study_model.h"
#include "courses/study_store.h"

namespace xj::courses {

// Milliseconds since the epoch; injected so tests can move time without sleeping.
using StudyClock = std::function<std::int64_t()>;
std::int64_t system_clock_ms();

// "YYYY-MM-DD" of an instant in China time.
std::string china_day(std::int64_t epoch_seconds);

// Open homework and exams the user has not submitted (the small plate).
struct PendingWork {
    std::int64_t work = 0;
    std::int64_t exam = 0;
};
using PendingCounter = std::function<PendingWork(const core::AuthUser&)>;

class StudyService {
public:
    explicit StudyService(CourseService& courses, StudyClock clock = system_clock_ms)
        : courses_(courses), clock_(std::move(clock)) {}

    // Loads the media URL key every instance shares (creating it on the first start: the key of an existing
    // <data-dir>/keys/media.key, else a new one) and writes it to <data-dir>/keys/media.key (0600).
    void start(const std::filesystem::path& data_dir);
    void set_media_key(std::string key) { signer_.emplace(std::move(key)); }

    // The small plate's workNum / examNum come from the exams domain through this narrow hook (docs/exams.md,
    // Small plate): exams registers a counter at start; without one both counts are 0.
    void set_pending_counter(PendingCounter counter) { pending_counter_ = std::move(counter); }
    PendingWork pending_work(const core::AuthUser& user) const {
        return pending_counter_ ? pending_counter_(user) : PendingWork{};
    }

    // -1000 视频不存在 for an unknown media sign, -1000 请先加入学习 unless enrolled, teaching or the uploader.
    MediaTicket video_auth(const core::AuthUser& user, std::string_view media_sign);
    // The FileAccessCheck of the "videos" area: e and s of a URL video_auth made, not expired.
    bool media_url_valid(const std::filesystem::path& relative, const std::optional<std::string>& e,
                         const std::optional<std::string>& s) const;

    // One heartbeat (also saveProgress): -1000 视频不存在, -1000 请先加入学习, -2 position_field out of range.
    BeatResult heartbeat(const core::AuthUser& user, const BeatForm& form, std::string_view position_field = "position");
    // The rules of one heartbeat inside the caller's transaction, for the user's (locked) enrolment in the video's
    // course and a position already checked: the video's progress, the day ledger, the course's progress and
    // status (2 with finished_at once every video is complete). heartbeat() and the demo seed use it.
    BeatResult apply_heartbeat(db::Conn& c, std::int64_t user_id, const StudyVideo& video,
                               const StudyEnrolment& enrolment, double position, std::int64_t now_ms) const;
    // Enrolled users and the course's teachers (zeros for a teacher who never played it).
    ResumePoint resume(const core::AuthUser& user, std::string_view video_sign);

    StudySummary summary(const core::AuthUser& user);
    // The last kStudyDays days (China time), oldest first, zero where nothing was credited.
    std::vector<StudyDay> study_days(const core::AuthUser& user);
    std::vector<WatchEntry> watch_locus(const core::AuthUser& user);
    std::vector<StudyTask> tasks(const core::AuthUser& user);

    // Demo seeding and tests.
    db::Database& database() { return courses_.database(); }
    const StudyStore& store() const { return store_; }
    CourseService& courses() { return courses_; }
    std::int64_t now_ms() const { return clock_(); }

private:
    StudyVideo require_video(db::Conn& conn, std::string_view video_sign,
                             const std::optional<std::string>& course_sign) const;

    CourseService& courses_;
    StudyClock clock_;
    StudyStore store_;
    std::optional<MediaSigner> signer_;
    PendingCounter pending_counter_;
};

}  // namespace xj::courses
