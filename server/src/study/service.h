// The study domain (docs/study.md "Video study", "Personal centre"): video authorisation
// with signed media URLs, heartbeats and verified progress, the resume point and the personal-centre calls.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/access.h"
#include "core/answer_cache_lru.h"
#include "courses/service.h"
#include "study/media_signer.h"
#include "study/model.h"
#include "study/store.h"

namespace xj::study {

// "YYYY-MM-DD" of an instant in China time.
std::string china_day(std::int64_t epoch_seconds);

// Open homework and exams the user has not submitted (the small plate).
using PendingCounter = std::function<PendingWork(const core::AuthUser&)>;
// The user's resume completeness in percent (the small plate's resumeRatio).
using RatioSource = std::function<int(std::int64_t user_id)>;

class StudyService {
public:
    StudyService(db::Database& db, const core::Clock& clock, courses::CourseService& courses)
        : db_(db), clock_(clock), courses_(courses) {}

    // Loads the media URL key every instance shares (creating it on the first start: the key of an existing
    // <data-dir>/keys/media.key, else a new one) and writes it to <data-dir>/keys/media.key (0600).
    void start(const std::filesystem::path& data_dir);
    void set_media_key(std::string key) { signer_.emplace(std::move(key)); }

    // The small plate's workNum / examNum come from the exams domain through this narrow hook (docs/exams.md,
    // Small plate): exams registers a counter at start; without one both counts are 0.
    void set_pending_counter(PendingCounter counter) { pending_counter_ = std::move(counter); }
    PendingWork pending_work(const core::AuthUser& user) const {
        PendingWork work = pending_counter_ ? pending_counter_(user) : PendingWork{};
        work.resume_ratio = resume_ratio_ ? resume_ratio_(user.id) : 0;
        return work;
    }
    // The small plate's resumeRatio comes from the resume domain the same way (docs/resume.md "Completeness").
    void set_resume_ratio(RatioSource ratio) { resume_ratio_ = std::move(ratio); }

    // -1000 视频不存在 for an unknown media sign, -1000 请先加入学习 unless enrolled, teaching or the uploader.
    MediaTicket video_auth(const core::AuthUser& user, std::string_view media_sign);
    // The FileAccessCheck of the "videos" area: e and s of a URL video_auth made, not expired.
    bool media_url_valid(const std::filesystem::path& relative, const std::optional<std::string>& e,
                         const std::optional<std::string>& s) const;

    // One heartbeat (also saveProgress): -1000 视频不存在, -1000 请先加入学习, -2 position_field out of range.
    BeatResult heartbeat(const core::AuthUser& user, const BeatForm& form,
                         std::string_view position_field = "position");
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
    // 学鲸实训指数 of the host's school: every one of the last kStudyDays days, zero where nobody studied.
    TrainIndex train_index(std::string_view host);
    // The home page's index from memory (decision 0006), at most kIndexMaxAge old: heartbeats do not drop it.
    core::AnswerSource answers() { return courses_.answer_source(answers_); }
    std::vector<StudyTask> tasks(const core::AuthUser& user);

    // Demo seeds: the videos of a course in order, and a video played from its start to `until` seconds as the
    // player does (a heartbeat every kReplayBeatMs of real time from at_ms, through the heartbeat rules, for the
    // user's enrolment), in the caller's transaction; returns the instant of the last heartbeat.
    std::vector<StudyVideo> course_videos(db::Conn& conn, std::int64_t course_id) const {
        return store_.course_videos(conn, course_id);
    }
    std::int64_t replay(db::Conn& conn, std::int64_t user_id, const StudyVideo& video, double until,
                        std::int64_t at_ms) const;
    static constexpr std::int64_t kReplayBeatMs = 15'000;

    // For teaching, in the caller's transaction: forgets the users' study of a course (video progress and study
    // days) as their enrolments end.
    void forget_course_study(db::Conn& conn, std::int64_t course_id, const std::vector<std::int64_t>& users) const {
        store_.delete_course_study(conn, course_id, users);
    }

private:
    StudyVideo require_video(db::Conn& conn, std::string_view video_sign,
                             const std::optional<std::string>& course_sign) const;

    static constexpr std::size_t kAnswersMax = 64;
    static constexpr std::chrono::seconds kIndexMaxAge{60};

    db::Database& db_;
    const core::Clock& clock_;
    courses::CourseService& courses_;
    StudyStore store_;
    core::LruAnswerCache answers_{kAnswersMax, kIndexMaxAge, clock_};
    std::optional<MediaSigner> signer_;
    PendingCounter pending_counter_;
    RatioSource resume_ratio_;
};

}  // namespace xj::study
