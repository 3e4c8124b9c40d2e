#include "study/store.h"

#include "courses/store_rows.h"

namespace xj::study {

namespace {

constexpr std::string_view kFindVideo =
    "SELECT cv.id, cv.sign, cv.course_id, c.sign AS course_sign, cv.media_id, COALESCE(m.duration_ms, 0) AS "
    "duration_ms "
    "FROM chapter_video cv JOIN course c ON c.id = cv.course_id LEFT JOIN media m ON m.id = cv.media_id "
    "WHERE cv.sign = :sign";
constexpr std::string_view kFindMedia =
    "SELECT m.id, m.path, m.mime, m.duration_ms, "
    "CASE WHEN m.created_by = :user_id "
    "OR EXISTS (SELECT 1 FROM chapter_video cv JOIN enrolment e ON e.course_id = cv.course_id "
    "WHERE cv.media_id = m.id AND e.user_id = :user_id) "
    "OR EXISTS (SELECT 1 FROM chapter_video cv JOIN course_teacher ct ON ct.course_id = cv.course_id "
    "WHERE cv.media_id = m.id AND ct.user_id = :user_id) THEN 1 ELSE 0 END AS allowed "
    "FROM media m WHERE m.sign = :sign";
constexpr std::string_view kTeaches =
    "SELECT 1 AS one FROM course_teacher WHERE course_id = :course_id AND user_id = :user_id";
constexpr std::string_view kFindEnrolment =
    "SELECT id, status, finished_at FROM enrolment WHERE user_id = :user_id AND course_id = :course_id";
constexpr std::string_view kLockEnrolmentPg =
    "SELECT id, status, finished_at FROM enrolment WHERE user_id = :user_id AND course_id = :course_id FOR UPDATE";
constexpr std::string_view kFindProgress =
    "SELECT credited_seconds, furthest_seconds, resume_seconds, completed, last_beat_ms FROM video_progress "
    "WHERE user_id = :user_id AND video_id = :video_id";
constexpr std::string_view kInsertProgress =
    "INSERT INTO video_progress (user_id, video_id, course_id, credited_seconds, furthest_seconds, resume_seconds, "
    "completed, last_beat_ms, updated_at) VALUES (:user_id, :video_id, :course_id, :credited, :furthest, :resume, "
    ":completed, :beat_ms, :now)";
constexpr std::string_view kUpdateProgress =
    "UPDATE video_progress SET credited_seconds = :credited, furthest_seconds = :furthest, resume_seconds = :resume, "
    "completed = :completed, last_beat_ms = :beat_ms, updated_at = :now WHERE user_id = :user_id AND video_id = "
    ":video_id";
constexpr std::string_view kAddStudyDay =
    "INSERT INTO study_day (user_id, course_id, day, seconds) VALUES (:user_id, :course_id, :day, :seconds) "
    "ON CONFLICT (user_id, course_id, day) DO UPDATE SET seconds = study_day.seconds + excluded.seconds";
constexpr std::string_view kCourseTotals =
    "SELECT (SELECT COUNT(*) FROM chapter_video WHERE course_id = :course_id) AS videos, "
    "(SELECT COALESCE(SUM(credited_seconds), 0) FROM video_progress WHERE user_id = :user_id AND course_id = "
    ":course_id) "
    "AS credited, "
    "(SELECT COUNT(*) FROM video_progress vp JOIN chapter_video cv ON cv.id = vp.video_id "
    "WHERE vp.user_id = :user_id AND vp.course_id = :course_id AND vp.completed = 1) AS completed";
constexpr std::string_view kSummaryCounts =
    "SELECT COUNT(*) AS courses, COALESCE(SUM(CASE WHEN e.status = 2 THEN 1 ELSE 0 END), 0) AS finished, "
    "COALESCE(SUM(CASE WHEN e.status = 1 THEN 1 ELSE 0 END), 0) AS in_progress, "
    "COALESCE(SUM(e.studied_seconds), 0) AS studied FROM enrolment e WHERE e.user_id = :user_id";
constexpr std::string_view kRecentCards =
    "SELECT " XJ_CARD_COLUMNS
    ", e.progress AS study_progress, e.status AS study_status "
    "FROM enrolment e JOIN course c ON c.id = e.course_id " XJ_CARD_JOINS
    "WHERE e.user_id = :user_id ORDER BY COALESCE(e.last_studied_at, e.created_at) DESC, e.id DESC LIMIT :limit";
#undef XJ_CARD_COLUMNS
#undef XJ_CARD_JOINS
#undef XJ_ENROLMENT_COLUMNS
constexpr std::string_view kDaysSince =
    "SELECT day, SUM(seconds) AS seconds FROM study_day WHERE user_id = :user_id AND day >= :first_day "
    "GROUP BY day ORDER BY day";
constexpr std::string_view kWatchLocus =
    "SELECT c.sign AS course_sign, c.name AS course_name, c.picture AS course_picture, c.offering, "
    "cv.sign AS video_sign, cv.title AS video_title, vp.resume_seconds, COALESCE(m.duration_ms, 0) AS duration_ms, "
    "vp.completed, vp.updated_at FROM video_progress vp JOIN chapter_video cv ON cv.id = vp.video_id "
    "JOIN course c ON c.id = vp.course_id LEFT JOIN media m ON m.id = cv.media_id "
    "WHERE vp.user_id = :user_id ORDER BY vp.updated_at DESC, vp.id DESC LIMIT :limit";
constexpr std::string_view kTasks =
    "SELECT course_sign, course_name, offering, video_sign, video_title FROM ("
    "SELECT c.sign AS course_sign, c.name AS course_name, c.offering, cv.sign AS video_sign, cv.title AS video_title, "
    "COALESCE(e.last_studied_at, e.created_at) AS recent, e.id AS enrolment_id, "
    "ROW_NUMBER() OVER (PARTITION BY cv.course_id ORDER BY ch.level, ch.id, cv.level, cv.id) AS rn "
    "FROM enrolment e JOIN course c ON c.id = e.course_id JOIN chapter_video cv ON cv.course_id = e.course_id "
    "JOIN chapter ch ON ch.id = cv.chapter_id "
    "LEFT JOIN video_progress vp ON vp.user_id = e.user_id AND vp.video_id = cv.id "
    "WHERE e.user_id = :user_id AND e.status = 1 AND COALESCE(vp.completed, 0) = 0) next_video "
    "WHERE rn = 1 ORDER BY recent DESC, enrolment_id DESC LIMIT :limit";
constexpr std::string_view kEnrolledCourses = "SELECT course_id FROM enrolment WHERE user_id = :user_id ORDER BY id";
constexpr std::string_view kCourseVideos =
    "SELECT cv.id, cv.sign, cv.course_id, c.sign AS course_sign, cv.media_id, COALESCE(m.duration_ms, 0) AS "
    "duration_ms "
    "FROM chapter_video cv JOIN chapter ch ON ch.id = cv.chapter_id JOIN course c ON c.id = cv.course_id "
    "LEFT JOIN media m ON m.id = cv.media_id WHERE cv.course_id = :course_id ORDER BY ch.level, ch.id, cv.level, cv.id";
constexpr std::string_view kFindSecret = "SELECT value FROM study_secret WHERE name = :name";
constexpr std::string_view kInsertSecret =
    "INSERT INTO study_secret (name, value) VALUES (:name, :value) ON CONFLICT (name) DO NOTHING";
constexpr std::string_view kDeleteProgress =
    "DELETE FROM video_progress WHERE course_id = :course_id AND user_id = :user_id";
constexpr std::string_view kDeleteStudyDays =
    "DELETE FROM study_day WHERE course_id = :course_id AND user_id = :user_id";
constexpr std::string_view kHasStudyDays = "SELECT 1 AS one FROM study_day WHERE user_id = :user_id LIMIT 1";
constexpr std::string_view kCreditedRows =
    "SELECT course_id, updated_at, credited_seconds FROM video_progress WHERE user_id = :user_id AND credited_seconds "
    "> 0";

StudyVideo video_from(const db::Row& r) {
    return StudyVideo{r.integer("id"),           r.text("sign"),          r.integer("course_id"), r.text("course_sign"),
                      r.opt_integer("media_id"), r.integer("duration_ms")};
}

StudyEnrolment enrolment_from(const db::Row& r) {
    return StudyEnrolment{r.integer("id"), static_cast<int>(r.integer("status")), r.opt_integer("finished_at")};
}

db::Params progress_params(std::int64_t user_id, std::int64_t video_id, const VideoProgress& p, std::int64_t now) {
    return {{"user_id", user_id},
            {"video_id", video_id},
            {"credited", p.credited_seconds},
            {"furthest", p.furthest_seconds},
            {"resume", p.resume_seconds},
            {"completed", static_cast<std::int64_t>(p.completed ? 1 : 0)},
            {"beat_ms", p.last_beat_ms},
            {"now", now}};
}

// The whale train index: published offerings, learners and study of one school (cached a minute by the service).
constexpr std::string_view kIndexOffered =
    "SELECT COALESCE(SUM(CASE WHEN offering = 1 THEN 1 ELSE 0 END), 0) AS courses, "
    "COALESCE(SUM(CASE WHEN offering = 2 THEN 1 ELSE 0 END), 0) AS trainings "
    "FROM course WHERE school_id = :school_id AND status = 1";
// Learners and study count the school's published and archived offerings (drafts' trial enrolments left out); the
// all-time study is the enrolments' credited seconds, the days' study the day ledger.
constexpr std::string_view kIndexLearners =
    "SELECT COUNT(DISTINCT e.user_id) AS learners, COALESCE(SUM(CASE WHEN e.status = 2 THEN 1 ELSE 0 END), 0) AS "
    "finished, COALESCE(SUM(e.studied_seconds), 0) AS seconds FROM enrolment e JOIN course c ON c.id = e.course_id "
    "WHERE c.school_id = :school_id AND c.status <> 0";
constexpr std::string_view kIndexDays =
    "SELECT d.day, COALESCE(SUM(d.seconds), 0) AS seconds, COUNT(DISTINCT d.user_id) AS learners "
    "FROM study_day d JOIN course c ON c.id = d.course_id WHERE c.school_id = :school_id AND c.status <> 0 "
    "AND d.day >= :first_day GROUP BY d.day";

}  // namespace

std::optional<StudyVideo> StudyStore::find_video(db::Conn& conn, std::string_view video_sign) const {
    auto row = conn.query_one(kFindVideo, {{"sign", std::string(video_sign)}});
    if (!row) return std::nullopt;
    return video_from(*row);
}

std::optional<MediaAccess> StudyStore::find_media(db::Conn& conn, std::string_view media_sign,
                                                  std::int64_t user_id) const {
    auto row = conn.query_one(kFindMedia, {{"sign", std::string(media_sign)}, {"user_id", user_id}});
    if (!row) return std::nullopt;
    return MediaAccess{row->integer("id"), row->text("path"), row->text("mime"), row->integer("duration_ms"),
                       row->integer("allowed") == 1};
}

bool StudyStore::teaches(db::Conn& conn, std::int64_t user_id, std::int64_t course_id) const {
    return conn.query_one(kTeaches, {{"course_id", course_id}, {"user_id", user_id}}).has_value();
}

std::optional<StudyEnrolment> StudyStore::find_enrolment(db::Conn& conn, std::int64_t user_id,
                                                         std::int64_t course_id) const {
    auto row = conn.query_one(kFindEnrolment, {{"user_id", user_id}, {"course_id", course_id}});
    if (!row) return std::nullopt;
    return enrolment_from(*row);
}

std::optional<StudyEnrolment> StudyStore::lock_enrolment(db::Conn& conn, std::int64_t user_id,
                                                         std::int64_t course_id) const {
    auto sql = conn.dialect() == db::Dialect::kPostgres ? kLockEnrolmentPg : kFindEnrolment;
    auto row = conn.query_one(sql, {{"user_id", user_id}, {"course_id", course_id}});
    if (!row) return std::nullopt;
    return enrolment_from(*row);
}

std::optional<VideoProgress> StudyStore::find_progress(db::Conn& conn, std::int64_t user_id,
                                                       std::int64_t video_id) const {
    auto row = conn.query_one(kFindProgress, {{"user_id", user_id}, {"video_id", video_id}});
    if (!row) return std::nullopt;
    return VideoProgress{row->real("credited_seconds"), row->real("furthest_seconds"), row->real("resume_seconds"),
                         row->integer("completed") == 1, row->integer("last_beat_ms")};
}

void StudyStore::insert_progress(db::Conn& conn, std::int64_t user_id, const StudyVideo& video, const VideoProgress& p,
                                 std::int64_t now) const {
    db::Params params = progress_params(user_id, video.id, p, now);
    params.push_back({"course_id", video.course_id});
    conn.exec(kInsertProgress, params);
}

void StudyStore::update_progress(db::Conn& conn, std::int64_t user_id, std::int64_t video_id, const VideoProgress& p,
                                 std::int64_t now) const {
    conn.exec(kUpdateProgress, progress_params(user_id, video_id, p, now));
}

void StudyStore::delete_course_study(db::Conn& conn, std::int64_t course_id,
                                     const std::vector<std::int64_t>& users) const {
    for (std::int64_t user_id : users) {
        db::Params params{{"course_id", course_id}, {"user_id", user_id}};
        conn.exec(kDeleteProgress, params);
        conn.exec(kDeleteStudyDays, params);
    }
}

void StudyStore::add_study_day(db::Conn& conn, std::int64_t user_id, std::int64_t course_id, const std::string& day,
                               double seconds) const {
    conn.exec(kAddStudyDay, {{"user_id", user_id}, {"course_id", course_id}, {"day", day}, {"seconds", seconds}});
}

CourseTotals StudyStore::course_totals(db::Conn& conn, std::int64_t user_id, std::int64_t course_id) const {
    auto row = conn.query_one(kCourseTotals, {{"user_id", user_id}, {"course_id", course_id}});
    return CourseTotals{row->real("credited"), row->integer("completed"), row->integer("videos")};
}

StudySummary StudyStore::summary(db::Conn& conn, std::int64_t user_id) const {
    StudySummary s;
    auto counts = conn.query_one(kSummaryCounts, {{"user_id", user_id}});
    s.course_count = counts->integer("courses");
    s.finished_count = static_cast<std::int64_t>(counts->real("finished"));
    s.in_progress_count = static_cast<std::int64_t>(counts->real("in_progress"));
    s.studied_seconds = static_cast<std::int64_t>(counts->real("studied"));
    for (const auto& r : conn.query(kRecentCards, {{"user_id", user_id}, {"limit", std::int64_t{kRecentCourses}}})) {
        courses::CourseCard c = courses::store_rows::card_from(r);
        s.recent.push_back(StudyCard{std::move(c), static_cast<int>(r.integer("study_progress")),
                                     static_cast<int>(r.integer("study_status"))});
    }
    return s;
}

TrainIndex StudyStore::train_index(db::Conn& conn, std::int64_t school_id, const std::string& first_day) const {
    TrainIndex out;
    db::Params school{{"school_id", school_id}};
    auto offered = conn.query_one(kIndexOffered, school);
    out.courses = static_cast<std::int64_t>(offered->real("courses"));
    out.trainings = static_cast<std::int64_t>(offered->real("trainings"));
    auto enrolled = conn.query_one(kIndexLearners, school);
    out.learners = enrolled->integer("learners");
    out.finished = static_cast<std::int64_t>(enrolled->real("finished"));
    out.seconds = enrolled->real("seconds");
    for (const auto& r : conn.query(kIndexDays, {{"school_id", school_id}, {"first_day", first_day}}))
        out.days.push_back({r.text("day"), r.real("seconds"), r.integer("learners")});
    return out;
}

std::vector<StudyDay> StudyStore::days_since(db::Conn& conn, std::int64_t user_id, const std::string& first_day) const {
    std::vector<StudyDay> days;
    for (const auto& r : conn.query(kDaysSince, {{"user_id", user_id}, {"first_day", first_day}}))
        days.push_back(StudyDay{r.text("day"), r.real("seconds")});
    return days;
}

std::vector<WatchEntry> StudyStore::watch_locus(db::Conn& conn, std::int64_t user_id) const {
    std::vector<WatchEntry> list;
    for (const auto& r : conn.query(kWatchLocus, {{"user_id", user_id}, {"limit", std::int64_t{kWatchLocusSize}}}))
        list.push_back(WatchEntry{r.text("course_sign"), r.text("course_name"), r.text("course_picture"),
                                  r.text("video_sign"), r.text("video_title"), r.real("resume_seconds"),
                                  r.integer("duration_ms"), r.integer("completed") == 1, r.integer("updated_at"),
                                  static_cast<int>(r.integer("offering"))});
    return list;
}

std::vector<StudyTask> StudyStore::tasks(db::Conn& conn, std::int64_t user_id) const {
    std::vector<StudyTask> list;
    for (const auto& r : conn.query(kTasks, {{"user_id", user_id}, {"limit", std::int64_t{kTaskListSize}}}))
        list.push_back(StudyTask{r.text("course_sign"), r.text("course_name"), r.text("video_sign"),
                                 r.text("video_title"), static_cast<int>(r.integer("offering"))});
    return list;
}

std::vector<std::int64_t> StudyStore::enrolled_courses(db::Conn& conn, std::int64_t user_id) const {
    std::vector<std::int64_t> ids;
    for (const auto& r : conn.query(kEnrolledCourses, {{"user_id", user_id}})) ids.push_back(r.integer("course_id"));
    return ids;
}

std::vector<StudyVideo> StudyStore::course_videos(db::Conn& conn, std::int64_t course_id) const {
    std::vector<StudyVideo> videos;
    for (const auto& r : conn.query(kCourseVideos, {{"course_id", course_id}})) videos.push_back(video_from(r));
    return videos;
}

std::optional<std::string> StudyStore::find_secret(db::Conn& conn, std::string_view name) const {
    auto row = conn.query_one(kFindSecret, {{"name", std::string(name)}});
    if (!row) return std::nullopt;
    return row->text("value");
}

void StudyStore::insert_secret_if_absent(db::Conn& conn, std::string_view name, const std::string& value) const {
    conn.exec(kInsertSecret, {{"name", std::string(name)}, {"value", value}});
}

bool StudyStore::has_study_days(db::Conn& conn, std::int64_t user_id) const {
    return conn.query_one(kHasStudyDays, {{"user_id", user_id}}).has_value();
}

std::vector<std::tuple<std::int64_t, std::int64_t, double>> StudyStore::credited_rows(db::Conn& conn,
                                                                                      std::int64_t user_id) const {
    std::vector<std::tuple<std::int64_t, std::int64_t, double>> rows;
    for (const auto& r : conn.query(kCreditedRows, {{"user_id", user_id}}))
        rows.emplace_back(r.integer("course_id"), r.integer("updated_at"), r.real("credited_seconds"));
    return rows;
}

}  // namespace xj::study
