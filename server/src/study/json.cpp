#include "study/json.h"

#include <cmath>

#include "core/json_value.h"
#include "core/time_format.h"
#include "courses/json.h"

namespace xj::study {

namespace json = boost::json;

namespace {

constexpr std::int64_t kMsPerSecond = 1000;

// Seconds to the millisecond, so the JSON carries no float noise.
double seconds(double s) { return std::round(s * 1000.0) / 1000.0; }
double seconds_of_ms(std::int64_t ms) { return static_cast<double>(ms) / kMsPerSecond; }

}  // namespace

json::object ticket_json(const MediaTicket& t) {
    return {{"url", t.url},
            {"expiresAt", core::iso_time(t.expires_at)},
            {"durationSeconds", seconds(seconds_of_ms(t.duration_ms))},
            {"mime", t.mime}};
}

json::object beat_json(const BeatResult& r) {
    return {{"creditedSeconds", seconds(r.progress.credited_seconds)},
            {"furthestSeconds", seconds(r.progress.furthest_seconds)},
            {"resumeSeconds", seconds(r.progress.resume_seconds)},
            {"completed", r.progress.completed},
            {"courseProgress", r.course_progress},
            {"studyStatus", r.study_status}};
}

json::object resume_json(const ResumePoint& r) {
    return {{"resumeSeconds", seconds(r.progress.resume_seconds)},
            {"furthestSeconds", seconds(r.progress.furthest_seconds)},
            {"completed", r.progress.completed},
            {"durationSeconds", seconds(seconds_of_ms(r.duration_ms))}};
}

json::object summary_json(const StudySummary& s) {
    json::array list;
    for (const auto& c : s.recent) {
        json::object card = courses::card_json(c.card);
        card["progress"] = c.progress;
        card["studyStatus"] = c.status;
        card["offering"] = c.card.offering;
        list.push_back(std::move(card));
    }
    return {{"courseCount", s.course_count},
            {"finishedCount", s.finished_count},
            {"inProgressCount", s.in_progress_count},
            {"studiedSeconds", s.studied_seconds},
            {"list", std::move(list)}};
}

json::object study_days_json(const std::vector<StudyDay>& days) {
    json::array list;
    for (const auto& d : days)
        list.push_back(json::object{{"date", d.date}, {"seconds", static_cast<std::int64_t>(std::floor(d.seconds))}});
    return {{"days", std::move(list)}};
}

json::object train_index_json(const TrainIndex& index) {
    json::array days;
    for (const auto& d : index.days)
        days.push_back(json::object{{"date", d.date},
                                    {"minutes", static_cast<std::int64_t>(std::llround(d.seconds / 60))},
                                    {"learners", d.learners}});
    return {{"courseCount", index.courses},
            {"trainCount", index.trainings},
            {"learnerCount", index.learners},
            {"finishedCount", index.finished},
            {"studyHours", std::round(index.seconds / 360) / 10},
            {"days", std::move(days)}};
}

json::array watch_locus_json(const std::vector<WatchEntry>& list) {
    json::array out;
    for (const auto& w : list)
        out.push_back(json::object{{"courseIdSign", w.course_sign},
                                   {"courseName", w.course_name},
                                   {"coursePicture", w.course_picture},
                                   {"videoIdSign", w.video_sign},
                                   {"videoTitle", w.video_title},
                                   {"resumeSeconds", seconds(w.resume_seconds)},
                                   {"durationSeconds", seconds(seconds_of_ms(w.duration_ms))},
                                   {"completed", w.completed},
                                   {"watchedAt", core::iso_time(w.watched_at)},
                                   {"offering", w.offering}});
    return out;
}

json::array tasks_json(const std::vector<StudyTask>& list) {
    json::array out;
    for (const auto& t : list)
        out.push_back(json::object{{"courseIdSign", t.course_sign},
                                   {"courseName", t.course_name},
                                   {"videoIdSign", t.video_sign},
                                   {"videoTitle", t.video_title},
                                   {"kind", "video"},
                                   {"offering", t.offering}});
    return out;
}

json::object small_plate_json(const PendingWork& p) {
    return {{"resumeRatio", p.resume_ratio},
            {"workNum", p.work},
            {"workTrainId", core::or_null(p.work_training)},
            {"examNum", p.exam},
            {"examTrainId", core::or_null(p.exam_training)}};
}

}  // namespace xj::study
