#include "study/service.h"

#include <chrono>
#include <cmath>
#include <ctime>

#include "core/api_error.h"
#include "core/time_format.h"

namespace xj::study {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNoVideo = "视频不存在";
constexpr std::string_view kMsgJoinFirst = "请先加入学习";
constexpr std::string_view kMsgBadPosition = "播放进度无效";
constexpr std::int64_t kSecondsPerDay = 86400;
constexpr std::string_view kAreaPrefix = "videos/";
constexpr std::string_view kMediaKeyName = "media-hmac";

// media.path is under <data-dir>/files; the signed URL names the path inside the videos area.
std::string area_relative(const std::string& media_path) {
    // The file server checks the normalised path ("a//b" and "a/./b" arrive as "a/b"): sign that one.
    std::string normal = std::filesystem::path(media_path).lexically_normal().generic_string();
    std::string_view p = normal;
    while (p.starts_with("/")) p.remove_prefix(1);
    if (p.starts_with(kAreaPrefix)) p.remove_prefix(kAreaPrefix.size());
    return std::string(p);
}

int progress_of(const CourseTotals& t) {
    return t.videos > 0 ? static_cast<int>(t.completed_videos * 100 / t.videos) : 0;
}

}  // namespace

std::string china_day(std::int64_t epoch_seconds) {
    std::time_t t = static_cast<std::time_t>(epoch_seconds + core::kChinaOffsetSeconds);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char text[16];
    std::strftime(text, sizeof text, "%Y-%m-%d", &tm);
    return text;
}

void StudyService::start(const std::filesystem::path& data_dir) {
    std::string key = db_.with_conn([&](db::Conn& c) { return store_.find_secret(c, kMediaKeyName); }).value_or("");
    if (key.empty()) {
        std::string candidate = MediaSigner::read_key_file(data_dir).value_or(MediaSigner::new_key());
        key = db_.with_tx([&](db::Conn& c) {
            store_.insert_secret_if_absent(c, kMediaKeyName, candidate);
            return store_.find_secret(c, kMediaKeyName).value();
        });
    }
    MediaSigner::write_key_file(data_dir, key);
    signer_.emplace(std::move(key));
}

MediaTicket StudyService::video_auth(const core::AuthUser& user, std::string_view media_sign) {
    auto media = db_.with_conn([&](db::Conn& c) { return store_.find_media(c, media_sign, user.id); });
    if (!media) throw ApiError::business(std::string(kMsgNoVideo));
    if (!media->allowed) throw ApiError::business(std::string(kMsgJoinFirst));
    if (!signer_) throw std::runtime_error("media URL key not loaded");
    std::int64_t expires = clock_.now_ms() / 1000 + kMediaUrlSeconds;
    return MediaTicket{signer_->url(area_relative(media->path), expires), expires, media->duration_ms, media->mime};
}

bool StudyService::media_url_valid(const std::filesystem::path& relative, const std::optional<std::string>& e,
                                   const std::optional<std::string>& s) const {
    if (!signer_ || !e || !s) return false;
    return signer_->verify(relative.generic_string(), *e, *s, clock_.now_ms() / 1000);
}

StudyVideo StudyService::require_video(db::Conn& conn, std::string_view video_sign,
                                       const std::optional<std::string>& course_sign) const {
    auto video = video_sign.empty() ? std::nullopt : store_.find_video(conn, video_sign);
    if (!video || (course_sign && !course_sign->empty() && *course_sign != video->course_sign))
        throw ApiError::business(std::string(kMsgNoVideo));
    return *video;
}

BeatResult StudyService::heartbeat(const core::AuthUser& user, const BeatForm& form, std::string_view position_field) {
    return db_.with_tx([&](db::Conn& c) {
        StudyVideo video = require_video(c, form.video_sign, form.course_sign);
        auto enrolment = store_.lock_enrolment(c, user.id, video.course_id);
        if (!enrolment) throw ApiError::business(std::string(kMsgJoinFirst));
        double duration = video.duration_seconds();
        if (!std::isfinite(form.position) || form.position < 0 || form.position > duration + kPositionSlackSeconds)
            throw ApiError::invalid(std::string(position_field), std::string(kMsgBadPosition));
        return apply_heartbeat(c, user.id, video, *enrolment, form.position, clock_.now_ms());
    });
}

BeatResult StudyService::apply_heartbeat(db::Conn& c, std::int64_t user_id, const StudyVideo& video,
                                         const StudyEnrolment& enrolment, double position, std::int64_t now_ms) const {
    std::int64_t now = now_ms / 1000;
    auto previous = store_.find_progress(c, user_id, video.id);
    BeatStep step = apply_beat(previous, Beat{position, now_ms, video.duration_seconds()});
    if (previous) {
        store_.update_progress(c, user_id, video.id, step.next, now);
    } else {
        store_.insert_progress(c, user_id, video, step.next, now);
    }
    if (step.credit > 0) store_.add_study_day(c, user_id, video.course_id, china_day(now), step.credit);

    CourseTotals totals = store_.course_totals(c, user_id, video.course_id);
    int progress = progress_of(totals);
    StudyEnrolment state = enrolment;
    if (state.status == courses::kStudyInProgress && totals.videos > 0 && totals.completed_videos >= totals.videos) {
        state.status = courses::kStudyFinished;
        state.finished_at = now;
    }
    courses_.record_progress(
        c, enrolment.id,
        {progress, state.status, state.finished_at, static_cast<std::int64_t>(totals.credited_seconds), video.id, now});
    return BeatResult{step.next, progress, state.status};
}

std::int64_t StudyService::replay(db::Conn& conn, std::int64_t user_id, const StudyVideo& video, double until,
                                  std::int64_t at_ms) const {
    auto beat = [&](double position) {
        if (auto enrolment = store_.lock_enrolment(conn, user_id, video.course_id))
            apply_heartbeat(conn, user_id, video, *enrolment, position, at_ms);
    };
    beat(0);
    for (double position = 0; position < until;) {
        position = std::min(until, position + static_cast<double>(kReplayBeatMs) / 1000.0);
        at_ms += kReplayBeatMs;
        beat(position);
    }
    return at_ms;
}

ResumePoint StudyService::resume(const core::AuthUser& user, std::string_view video_sign) {
    return db_.with_conn([&](db::Conn& c) {
        StudyVideo video = require_video(c, video_sign, std::nullopt);
        if (!store_.find_enrolment(c, user.id, video.course_id) && !store_.teaches(c, user.id, video.course_id))
            throw ApiError::business(std::string(kMsgJoinFirst));
        return ResumePoint{store_.find_progress(c, user.id, video.id).value_or(VideoProgress{}), video.duration_ms};
    });
}

StudySummary StudyService::summary(const core::AuthUser& user) {
    return db_.with_conn([&](db::Conn& c) { return store_.summary(c, user.id); });
}

std::vector<StudyDay> StudyService::study_days(const core::AuthUser& user) {
    std::int64_t now = clock_.now_ms() / 1000;
    std::vector<StudyDay> days;
    for (int i = kStudyDays - 1; i >= 0; --i) days.push_back(StudyDay{china_day(now - i * kSecondsPerDay), 0});
    auto stored = db_.with_conn([&](db::Conn& c) { return store_.days_since(c, user.id, days.front().date); });
    for (const auto& s : stored) {
        for (auto& d : days)
            if (d.date == s.date) d.seconds = s.seconds;
    }
    return days;
}

TrainIndex StudyService::train_index(std::string_view host) {
    std::int64_t school = courses_.school_of(host);
    std::int64_t now = clock_.now_ms() / 1000;
    std::vector<SchoolDay> days;
    for (int i = kStudyDays - 1; i >= 0; --i) days.push_back(SchoolDay{china_day(now - i * kSecondsPerDay), 0, 0});
    TrainIndex index = db_.with_conn([&](db::Conn& c) { return store_.train_index(c, school, days.front().date); });
    for (const auto& s : index.days) {
        for (auto& d : days)
            if (d.date == s.date) d = s;
    }
    index.days = std::move(days);
    return index;
}

std::vector<WatchEntry> StudyService::watch_locus(const core::AuthUser& user) {
    return db_.with_conn([&](db::Conn& c) { return store_.watch_locus(c, user.id); });
}

std::vector<StudyTask> StudyService::tasks(const core::AuthUser& user) {
    return db_.with_conn([&](db::Conn& c) { return store_.tasks(c, user.id); });
}

}  // namespace xj::study
