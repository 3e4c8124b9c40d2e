// The study domain (docs/study.md "Video study", "Personal centre"): videos as the player
// sees them, verified progress and its credit rule, the personal centre's rows. No JSON, no SQL.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "courses/model.h"

namespace xj::study {

inline constexpr double kCompleteRatio = 0.9;          // complete at 90 % of the duration
inline constexpr double kMaxCreditSeconds = 60;        // credit of one heartbeat at most
inline constexpr double kWallClockFactor = 2;          // credit at most twice the wall-clock time between beats
inline constexpr double kPositionSlackSeconds = 5;     // a position may pass the duration by this much
inline constexpr std::int64_t kMediaUrlSeconds = 600;  // a signed media URL lives 10 minutes
inline constexpr int kRecentCourses = 5;
inline constexpr int kWatchLocusSize = 10;
inline constexpr int kTaskListSize = 10;
inline constexpr int kStudyDays = 7;

// A chapter video with its course and media (media fields empty when no media is attached).
struct StudyVideo {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t course_id = 0;
    std::string course_sign;
    std::optional<std::int64_t> media_id;
    std::int64_t duration_ms = 0;
    double duration_seconds() const { return static_cast<double>(duration_ms) / 1000.0; }
};

// A playable file (media row) and whether the user may watch it.
struct MediaAccess {
    std::int64_t id = 0;
    std::string path;  // under <data-dir>/files (area videos)
    std::string mime;
    std::int64_t duration_ms = 0;
    bool allowed = false;  // enrolled in or teaching a course that plays it, or its uploader
};

// One user's verified progress on one video (a video_progress row).
struct VideoProgress {
    double credited_seconds = 0;
    double furthest_seconds = 0;
    double resume_seconds = 0;
    bool completed = false;
    std::int64_t last_beat_ms = 0;
};

// A heartbeat as the credit rule sees it.
struct Beat {
    double position = 0;      // seconds, already checked finite and within [0, duration + 5]
    std::int64_t now_ms = 0;  // the server's clock
    double duration_seconds = 0;
};

struct BeatStep {
    VideoProgress next;
    double credit = 0;  // seconds credited by this beat
};

// The credit rule: the first beat opens a segment and credits nothing; a later one credits
// min(position − resume, 2 × wall-clock since the previous beat, 60 s) (never negative); furthest grows by at most
// the credit; resume is the position clamped to [0, furthest]; complete (for good) at furthest ≥ 90 % of duration.
BeatStep apply_beat(const std::optional<VideoProgress>& previous, const Beat& beat);

// The enrolment row a heartbeat updates (locked for the transaction).
struct StudyEnrolment {
    std::int64_t id = 0;
    int status = courses::kStudyInProgress;
    std::optional<std::int64_t> finished_at;
};

// The user's verified totals over one course.
struct CourseTotals {
    double credited_seconds = 0;
    std::int64_t completed_videos = 0;
    std::int64_t videos = 0;
};

struct BeatForm {
    std::optional<std::string> course_sign;
    std::string video_sign;
    double position = 0;  // finite; the range is checked against the video's duration
};

struct BeatResult {
    VideoProgress progress;
    int course_progress = 0;
    int study_status = courses::kStudyInProgress;
};

struct ResumePoint {
    VideoProgress progress;
    std::int64_t duration_ms = 0;
};

struct MediaTicket {
    std::string url;
    std::int64_t expires_at = 0;
    std::int64_t duration_ms = 0;
    std::string mime;
};

// Personal centre.
struct StudyCard {
    courses::CourseCard card;
    int progress = 0;
    int status = courses::kStudyInProgress;
};

struct StudySummary {
    std::int64_t course_count = 0;
    std::int64_t finished_count = 0;
    std::int64_t in_progress_count = 0;
    std::int64_t studied_seconds = 0;
    std::vector<StudyCard> recent;
};

struct StudyDay {
    std::string date;  // YYYY-MM-DD, China time
    double seconds = 0;
};

// 学鲸实训指数 (the home page, docs/study.md "Whale train index"): a school's study at a glance.
struct SchoolDay {
    std::string date;  // YYYY-MM-DD, China time
    double seconds = 0;
    std::int64_t learners = 0;
};

struct TrainIndex {
    std::int64_t courses = 0, trainings = 0;  // published
    std::int64_t learners = 0;                // distinct users enrolled in either
    std::int64_t finished = 0;                // enrolments finished
    double seconds = 0;                       // credited study, all time
    std::vector<SchoolDay> days;              // the last kStudyDays China days, oldest first
};

struct WatchEntry {
    std::string course_sign;
    std::string course_name;
    std::string course_picture;
    std::string video_sign;
    std::string video_title;
    double resume_seconds = 0;
    std::int64_t duration_ms = 0;
    bool completed = false;
    std::int64_t watched_at = 0;
    int offering = courses::kOfferingCourse;  // 2: a training's video (its own video page)
};

struct StudyTask {
    std::string course_sign;
    std::string course_name;
    std::string video_sign;
    std::string video_title;
    int offering = courses::kOfferingCourse;
};

// Open homework and exams without a submission (the small plate), counted by the exams domain.
struct PendingWork {
    std::int64_t work = 0;
    std::int64_t exam = 0;
    std::optional<std::string> work_training;  // sign of the training with the soonest due open homework
    std::optional<std::string> exam_training;
    int resume_ratio = 0;  // the resume's completeness, percent
};

}  // namespace xj::study
