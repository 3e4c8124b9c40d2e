// Course statistics (docs/teaching.md, Statistics): scores, progress, charts and records of a course's
// students, for its teachers and the admins of its school (CourseService::managed_course), and the Excel exports
// of those lists and of the teacher's own courses.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "authoring/service.h"
#include "core/access.h"
#include "core/page.h"
#include "core/xlsx_export.h"
#include "courses/service.h"
#include "teaching/statistics_rules.h"
#include "teaching/statistics_store.h"

namespace xj::teaching {

// A page of a list, or (all = true) every row for an export: then a list longer than the exporter's cap is refused
// before a row is read (-1000 导出数据超过50000行，请缩小筛选范围).
struct Window {
    std::int64_t limit = 15;
    std::int64_t offset = 0;
    bool all = false;
    static Window page(const core::Page& p) { return {p.size, p.offset(), false}; }
    static Window everything() { return {-1, 0, true}; }
};

template <class T>
struct Listed {
    std::vector<T> list;
    std::int64_t total = 0;
    std::string course_name;  // "" for lists that are not of one course
};

struct ScoreRow {
    ScoreInput student;
    ScoreParts parts;
    double score = 0;
    bool passed = false;
};

// One student's score with the weights it was computed by (certificates shows both).
struct StudentScore {
    ScoreRow row;
    ScoreWeights weights;
};

struct ScoreSum {
    std::int64_t student_count = 0;
    double average = 0, highest = 0, lowest = 0;
    std::int64_t pass_count = 0;
    double pass_rate = 0;
};

struct ChartData {
    std::vector<std::string> dates;  // MM-DD, oldest first
    std::vector<std::int64_t> study_minutes, learners, enrolments;
    CourseCounts counts;
};

struct StudyAnalysis {
    std::array<std::int64_t, 5> progress_buckets{};
    std::int64_t student_count = 0;
    std::vector<VideoFigure> videos;
    std::string course_name;  // for the export's file name
};

// Scores of students from their raw figures (the rule of statistics_rules.h).
ScoreRow score_row(const ScoreInput& in, const ScoreWeights& weights);
ScoreSum score_sum_of(const std::vector<ScoreRow>& rows);
std::array<std::int64_t, 10> score_counts_of(const std::vector<ScoreRow>& rows);
// The China day (YYYY-MM-DD) of an epoch second.
std::string china_date(std::int64_t epoch_seconds);

class StatisticsService {
public:
    StatisticsService(db::Database& db, const core::Clock& clock, courses::CourseService& courses,
                      authoring::AuthoringService& authoring)
        : db_(db), clock_(clock), courses_(courses), authoring_(authoring), exporter_(clock) {}

    core::Exporter& exporter() { return exporter_; }
    const core::Exporter& exporter() const { return exporter_; }

    // Teachers and school admins of the caller's own school (none without a school).
    // 教学学情: every course the user teaches with its students' study; active = studied in the last 7 days.
    std::vector<TeachingFigure> teaching_overview(const core::AuthUser& user);
    Listed<TeacherRow> school_teachers(const core::AuthUser& user, const std::string& keyword, const Window& w);
    Listed<ScoreRow> scores(const core::AuthUser& user, const std::string& course_sign, const std::string& keyword,
                            const Window& w);
    ScoreSum score_sum(const core::AuthUser& user, const std::string& course_sign);
    std::array<std::int64_t, 10> score_counts(const core::AuthUser& user, const std::string& course_sign);
    Listed<ProgressRow> progress(const core::AuthUser& user, const std::string& course_sign,
                                 std::optional<int> study_status, const std::string& keyword, const Window& w);
    // days 7 or 30 (checked by the form).
    ChartData chart(const core::AuthUser& user, const std::string& course_sign, int days);
    StudyAnalysis study_analysis(const core::AuthUser& user, const std::string& course_sign);
    Listed<RecordRow> records(const core::AuthUser& user, const std::string& course_sign, const std::string& keyword,
                              const Window& w);
    // One enrolled student's score in a course or training of `school_id` by its assessment standard, in the caller's
    // transaction; none when the user has not joined it. For the platform's own decisions (certificates), not shown
    // to anyone by this call.
    std::optional<StudentScore> student_score(db::Conn& conn, std::int64_t user_id, std::int64_t course_id,
                                              std::int64_t school_id) const;
    // The teacher's own courses (authoring's list), for the export of /course/myCourseList.
    Listed<authoring::TeachingCourse> my_courses(const core::AuthUser& user, const Window& w);

private:
    struct Course {
        courses::ManagedCourse ref;
        std::string name;
        ScoreWeights weights;
    };
    Course managed(db::Conn& conn, const core::AuthUser& user, const std::string& sign) const;
    void check_export(const Window& w, std::int64_t total) const;
    std::vector<ScoreRow> all_scores(const core::AuthUser& user, const std::string& course_sign);

    db::Database& db_;
    const core::Clock& clock_;
    courses::CourseService& courses_;
    StatisticsStore store_;
    authoring::AuthoringService& authoring_;
    core::Exporter exporter_;
};

}  // namespace xj::teaching
