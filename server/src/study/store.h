// The study side's SQL (video_progress, study_day and the enrolment, chapter_video, media and course rows it reads
// or updates), and only SQL. The catalogue's SQL is in store.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "db/db.h"
#include "study/model.h"

namespace xj::study {

class StudyStore {
public:
    std::optional<StudyVideo> find_video(db::Conn& conn, std::string_view video_sign) const;
    // The media with the given sign and whether the user may watch it.
    std::optional<MediaAccess> find_media(db::Conn& conn, std::string_view media_sign, std::int64_t user_id) const;
    bool teaches(db::Conn& conn, std::int64_t user_id, std::int64_t course_id) const;

    std::optional<StudyEnrolment> find_enrolment(db::Conn& conn, std::int64_t user_id, std::int64_t course_id) const;
    // The same, with the row locked until the transaction ends (PostgreSQL FOR UPDATE; SQLite's write transaction
    // already holds the database).
    std::optional<StudyEnrolment> lock_enrolment(db::Conn& conn, std::int64_t user_id, std::int64_t course_id) const;

    std::optional<VideoProgress> find_progress(db::Conn& conn, std::int64_t user_id, std::int64_t video_id) const;
    void insert_progress(db::Conn& conn, std::int64_t user_id, const StudyVideo& video, const VideoProgress& p,
                         std::int64_t now) const;
    void update_progress(db::Conn& conn, std::int64_t user_id, std::int64_t video_id, const VideoProgress& p,
                         std::int64_t now) const;
    void add_study_day(db::Conn& conn, std::int64_t user_id, std::int64_t course_id, const std::string& day,
                       double seconds) const;
    // Deletes the users' video progress and study days in the course.
    void delete_course_study(db::Conn& conn, std::int64_t course_id, const std::vector<std::int64_t>& users) const;
    CourseTotals course_totals(db::Conn& conn, std::int64_t user_id, std::int64_t course_id) const;

    // Personal centre: one query per list.
    StudySummary summary(db::Conn& conn, std::int64_t user_id) const;
    std::vector<StudyDay> days_since(db::Conn& conn, std::int64_t user_id, const std::string& first_day) const;
    // A school's figures of the whale train index; `days` holds only the days with study since first_day.
    TrainIndex train_index(db::Conn& conn, std::int64_t school_id, const std::string& first_day) const;
    std::vector<WatchEntry> watch_locus(db::Conn& conn, std::int64_t user_id) const;
    std::vector<StudyTask> tasks(db::Conn& conn, std::int64_t user_id) const;

    // Shared secrets by name (study_secret): the first value inserted wins.
    std::optional<std::string> find_secret(db::Conn& conn, std::string_view name) const;
    void insert_secret_if_absent(db::Conn& conn, std::string_view name, const std::string& value) const;

    // Demo seeding: the user's enrolments as (course id, course sign), oldest first.
    std::vector<std::int64_t> enrolled_courses(db::Conn& conn, std::int64_t user_id) const;
    // The course's videos (with media durations) in catalogue order.
    std::vector<StudyVideo> course_videos(db::Conn& conn, std::int64_t course_id) const;
    bool has_study_days(db::Conn& conn, std::int64_t user_id) const;
    // The user's progress rows as (course, last update, credited seconds), for a ledger of earlier study.
    std::vector<std::tuple<std::int64_t, std::int64_t, double>> credited_rows(db::Conn& conn,
                                                                              std::int64_t user_id) const;
};

}  // namespace xj::study
