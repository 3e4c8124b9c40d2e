// The SQL of StatisticsService (docs/teaching.md, Statistics), and only SQL. Every figure is one grouped
// query over a course's rows (indexes of 0014_statistics.sql): never a query per student.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "courses/model.h"
#include "db/db.h"
#include "teaching/statistics_rules.h"

namespace xj::teaching {

// Which students of a course a list shows.
struct StatsFilter {
    std::int64_t course_id = 0;
    std::int64_t school_id = 0;  // the course's school: student numbers are its approved claims
    std::string keyword;         // name, mobile or student number (substring); "" for all
    std::optional<int> study_status;
    std::int64_t user_id = 0;  // one student's row only; 0 for every student
};

// One enrolled student's raw figures for the score.
struct ScoreInput {
    std::string user_sign;
    std::string name;
    std::string student_card;
    int progress = 0;
    std::int64_t questions_and_answers = 0;
    std::int64_t study_days = 0;
    double unit_percent = 0;   // average of the best graded attempt of each homework / unit test (docs/exams.md)
    double final_percent = 0;  // the best graded final exam attempt
};

struct ProgressRow {
    std::string user_sign;
    std::string name;
    std::string student_card;
    int progress = 0;
    std::int64_t studied_seconds = 0;
    int study_status = courses::kStudyInProgress;
    std::int64_t joined_at = 0;
    std::optional<std::int64_t> last_studied_at;
};

struct RecordRow {
    std::string user_sign;
    std::string name;
    std::string student_card;
    std::string day;
    std::int64_t seconds = 0;
};

struct TeacherRow {
    std::string sign;
    std::string name;
    std::string mobile;
    std::string job_number;
    std::int64_t course_count = 0;
    std::int64_t student_count = 0;
};

struct DayFigure {
    std::string day;  // YYYY-MM-DD, China time
    std::int64_t seconds = 0;
    std::int64_t learners = 0;
};

struct CourseCounts {
    std::int64_t students = 0, studying = 0, finished = 0;
    std::int64_t study_seconds = 0;
    std::int64_t questions = 0, answers = 0, views = 0;
    double average_progress = 0;
};

struct VideoFigure {
    std::string sign;
    std::string chapter_name;
    std::string title;
    std::int64_t learners = 0;
    std::int64_t completed = 0;
};

// One course a teacher teaches, with its students' study (the learning centre's 教学学情).
struct TeachingFigure {
    std::string sign;
    std::string name;
    int status = 0;
    std::int64_t students = 0, studying = 0, finished = 0;
    std::int64_t active = 0;  // studied since the given instant
    double average_progress = 0;
};

class StatisticsStore {
public:
    std::optional<std::string> course_name(db::Conn& conn, std::int64_t course_id) const;
    // Scores need the weighted sum for their order: the weights go into the query.
    db::Params score_params(const StatsFilter& f, const ScoreWeights& w) const;
    std::int64_t count_students(db::Conn& conn, const StatsFilter& f) const;
    // Highest score first (then the earliest enrolment); limit < 0 for all.
    std::vector<ScoreInput> scores(db::Conn& conn, const StatsFilter& f, const ScoreWeights& w, std::int64_t limit,
                                   std::int64_t offset) const;
    // Most recent study first, never-studied last.
    std::vector<ProgressRow> progress(db::Conn& conn, const StatsFilter& f, std::int64_t limit,
                                      std::int64_t offset) const;
    std::int64_t count_records(db::Conn& conn, const StatsFilter& f) const;
    // Newest day first.
    std::vector<RecordRow> records(db::Conn& conn, const StatsFilter& f, std::int64_t limit, std::int64_t offset) const;
    // Teachers and school admins of a school.
    std::int64_t count_teachers(db::Conn& conn, std::int64_t school_id, const std::string& keyword) const;
    std::vector<TeacherRow> teachers(db::Conn& conn, std::int64_t school_id, const std::string& keyword,
                                     std::int64_t limit, std::int64_t offset) const;
    // Study per day of enrolled students since `from_day` (inclusive).
    std::vector<DayFigure> study_days(db::Conn& conn, std::int64_t course_id, const std::string& from_day) const;
    // Enrolments per China day number ((created_at + 8 h) / 86400) since from_epoch.
    std::vector<std::pair<std::int64_t, std::int64_t>> enrolment_days(db::Conn& conn, std::int64_t course_id,
                                                                      std::int64_t from_epoch) const;
    CourseCounts counts(db::Conn& conn, std::int64_t course_id) const;
    // Students per progress bucket (0–4).
    std::vector<std::int64_t> progress_buckets(db::Conn& conn, std::int64_t course_id) const;
    // The course's videos in catalogue order with their enrolled learners.
    std::vector<VideoFigure> videos(db::Conn& conn, std::int64_t course_id) const;
    // The courses (not trainings) the user teaches, drafts included, most students first: one grouped query.
    std::vector<TeachingFigure> teaching(db::Conn& conn, std::int64_t user_id, std::int64_t active_since) const;

    // The statements, for the plan tests (with the keyword's filter when keyword is true).
    static std::string scores_sql(bool keyword);
    static std::string progress_sql(bool keyword);
    static std::string records_sql(bool keyword);
    static std::string teachers_sql(bool keyword);
    static std::string study_days_sql();
    static std::string enrolment_days_sql();
    static std::string videos_sql();
};

}  // namespace xj::teaching
