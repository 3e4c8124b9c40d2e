// StatisticsService and its store on both databases: scores with the default weights and with a standard, sums
// without students, charts in China days, the refusals of every call, the export cap, and the
// plans of the new queries (by index, never a scan of the course tables).
#include <gtest/gtest.h>

#include <regex>

#include "core/api_error.h"
#include "teaching/statistics_service.h"
#include "teaching/test_fixture.h"
#include "testing/request_support.h"

namespace xj::teaching {
namespace {

using core::testing::refusal;
using testing::kNow;
using testing::TeachingTest;

class StatisticsTest : public TeachingTest {
protected:
    void SetUp() override {
        TeachingTest::SetUp();
        if (!db_) return;
        stats_ = std::make_unique<StatisticsService>(*db_, clock_, *courses_, *authoring_);
        db_->with_conn([&](db::Conn& c) {
            // 张晓明: finished, 10 days, 4 Q&A; 李小红: half-way, 2 days, 1 question.
            enrol(c, student_, 100, 2, kNow - 5 * 86400);
            enrol(c, student2_, 50, 1, kNow);
            for (int d = 0; d < 10; ++d) day(c, student_, china_date(kNow - d * 86400), 300);
            day(c, student2_, china_date(kNow), 600);
            day(c, student2_, china_date(kNow - 2 * 86400), 120);
            for (int q = 0; q < 4; ++q) courses_->add_question(c, course_, student_.id, "问题", kNow);
            courses_->add_question(c, course_, student2_.id, "问题", kNow);
        });
    }

    void enrol(db::Conn& c, const core::AuthUser& u, int progress, int status, std::int64_t at) {
        courses_->enrol(c, u.id, course_, "join", at);
        c.exec(
            "UPDATE enrolment SET progress = :p, status = :s, last_studied_at = :t WHERE user_id = :u AND course_id = "
            ":c",
            {{"p", std::int64_t{progress}}, {"s", std::int64_t{status}}, {"t", at}, {"u", u.id}, {"c", course_}});
    }
    void day(db::Conn& c, const core::AuthUser& u, const std::string& d, double seconds) {
        c.exec("INSERT INTO study_day (user_id, course_id, day, seconds) VALUES (:u, :c, :d, :s)",
               {{"u", u.id}, {"c", course_}, {"d", d}, {"s", seconds}});
    }

    // As expect_indexed, but the scores query may scan its own subquery results.
    void expect_uses(const std::string& text, const std::string& index) {
        EXPECT_NE(text.find(index), std::string::npos) << text;
        if (is_postgres()) {
            EXPECT_EQ(text.find("Seq Scan"), std::string::npos) << text;
        } else {
            // "SCAN b" / "SCAN f": the per-exam results of the scores query, a subquery's rows, not a table.
            std::string tables = std::regex_replace(text, std::regex(R"((^|\n)SCAN [bf](?=\n|$))"), "$1");
            EXPECT_FALSE(std::regex_search(tables, std::regex(R"((^|\n)SCAN [a-z_]+( AS [a-z]+)?(\n|$))"))) << text;
        }
    }

    std::unique_ptr<StatisticsService> stats_;
};

TEST_P(StatisticsTest, ScoresUseTheDefaultWeightsWithoutAStandard) {
    auto l = stats_->scores(lead_, "course-a", "", Window{10, 0, false});
    ASSERT_EQ(l.total, 2);
    ASSERT_EQ(l.list.size(), 2U);
    EXPECT_EQ(l.course_name, "Python 入门");
    EXPECT_EQ(l.list[0].student.name, "张晓明");
    EXPECT_EQ(l.list[0].score, 60);  // 40×100 + 10×100 + 10×100
    EXPECT_TRUE(l.list[0].passed);
    EXPECT_EQ(l.list[1].parts.interactive_question, 25);
    EXPECT_EQ(l.list[1].parts.log_sig, 20);
    EXPECT_EQ(l.list[1].score, 24.5);  // 40×50 + 10×25 + 10×20
    EXPECT_FALSE(l.list[1].passed);
}

TEST_P(StatisticsTest, ScoresUseTheCoursesStandard) {
    db_->with_conn([&](db::Conn& c) {
        courses::Standard s;
        s.course_id = course_;
        s.watch_video = 70, s.interactive_question = 10, s.unit_testing = 10, s.final_exam = 0, s.log_sig = 10;
        authoring_->put_standard(c, s, kNow);
    });
    auto l = stats_->scores(admin_, "course-a", "", Window::everything());
    ASSERT_EQ(l.list.size(), 2U);
    EXPECT_EQ(l.list[0].score, 90);
    EXPECT_EQ(l.list[1].score, 39.5);  // 35 + 2.5 + 2
    auto counts = stats_->score_counts(lead_, "course-a");
    EXPECT_EQ(counts[9], 1);
    EXPECT_EQ(counts[3], 1);
}

// docs/exams.md: unitTesting = average of the best graded attempt of each homework and unit test, theFinalExam =
// the best graded final exam; attempts not graded yet and other courses' exams do not count.
TEST_P(StatisticsTest, ExamPartsComeFromGradedAttempts) {
    db_->with_conn([&](db::Conn& c) {
        auto exam = [&](const std::string& sign, std::int64_t course, int type, int total) {
            return c
                .query_one(
                    "INSERT INTO exam (sign, course_id, type, name, start_at, end_at, total_score, created_at, "
                    "updated_at) VALUES (:sign, :course, :type, :sign, 0, 1, :total, 0, 0) RETURNING id",
                    {{"sign", sign}, {"course", course}, {"type", std::int64_t{type}}, {"total", std::int64_t{total}}})
                ->integer("id");
        };
        int n = 0;
        auto attempt = [&](std::int64_t exam_id, const core::AuthUser& u, int status, std::optional<int> score) {
            c.exec(
                "INSERT INTO exam_attempt (sign, exam_id, user_id, submit_status, started_at, deadline_at, score) "
                "VALUES (:sign, :exam, :user, :status, 0, 1, :score)",
                {{"sign", "att-" + std::to_string(++n)},
                 {"exam", exam_id},
                 {"user", u.id},
                 {"status", std::int64_t{status}},
                 {"score", score ? db::Value(std::int64_t{*score}) : db::Value(nullptr)}});
        };
        std::int64_t homework = exam("hw", course_, 1, 20);
        std::int64_t unit = exam("unit", course_, 2, 50);
        std::int64_t final_exam = exam("final", course_, 3, 100);
        std::int64_t elsewhere = exam("other", other_course_, 2, 10);
        attempt(homework, student_, 2, 10);        // 50 %
        attempt(homework, student_, 2, 15);        // 75 %: the best of the homework
        attempt(unit, student_, 2, 45);            // 90 %
        attempt(unit, student_, 1, std::nullopt);  // submitted, not graded: not counted
        attempt(final_exam, student_, 2, 81);
        attempt(final_exam, student_, 2, 77);
        attempt(elsewhere, student_, 2, 0);  // another course
        attempt(unit, student2_, 1, std::nullopt);
    });
    auto l = stats_->scores(lead_, "course-a", "", Window{10, 0, false});
    ASSERT_EQ(l.list.size(), 2U);
    EXPECT_EQ(l.list[0].parts.unit_testing, 82.5);  // (75 + 90) / 2
    EXPECT_EQ(l.list[0].parts.final_exam, 81);
    // 40×100 + 10×100 + 20×82.5 + 20×81 + 10×100 = 9270 → 92.7
    EXPECT_EQ(l.list[0].score, 92.7);
    EXPECT_EQ(l.list[1].parts.unit_testing, 0);
    EXPECT_EQ(l.list[1].parts.final_exam, 0);
    EXPECT_EQ(stats_->score_counts(lead_, "course-a")[9], 1);
}

TEST_P(StatisticsTest, SumsOfACourseWithoutStudentsAreZeros) {
    ScoreSum s = stats_->score_sum(peer_, "course-b");
    EXPECT_EQ(s.student_count, 0);
    EXPECT_EQ(s.average, 0);
    EXPECT_EQ(s.highest, 0);
    EXPECT_EQ(s.pass_rate, 0);
    for (auto n : stats_->score_counts(peer_, "course-b")) EXPECT_EQ(n, 0);
    ScoreSum a = stats_->score_sum(lead_, "course-a");
    EXPECT_EQ(a.student_count, 2);
    EXPECT_EQ(a.pass_count, 1);
    EXPECT_EQ(a.pass_rate, 50);
    EXPECT_EQ(a.average, 42.3);  // (60 + 24.5) / 2 = 42.25 → 42.3
}

TEST_P(StatisticsTest, ChartDaysAreChinaDays) {
    // Enrolled at 16:30 UTC: already the next day in China.
    std::int64_t late = kNow + 8 * 3600 + 1800;  // kNow is 08:00 UTC
    db_->with_conn([&](db::Conn& c) {
        core::AuthUser u = user(c, "13700000099", "晚到", core::Role::kStudent, school_);
        courses_->enrol(c, u.id, course_, "join", late);
    });
    clock_.advance(std::chrono::seconds(late - kNow));
    ChartData d = stats_->chart(lead_, "course-a", 7);
    ASSERT_EQ(d.dates.size(), 7U);
    EXPECT_EQ(d.dates.back(), china_date(late).substr(5));
    EXPECT_EQ(d.dates.back(), "01-16");
    EXPECT_EQ(d.enrolments.back(), 1);      // the late one, on the 16th
    EXPECT_EQ(d.enrolments[5], 1);          // 李小红 on the 15th
    EXPECT_EQ(d.study_minutes[5], 10 + 5);  // 600 s + 300 s on the 15th
    EXPECT_EQ(d.learners[5], 2);
    EXPECT_EQ(d.learners.back(), 0);
    EXPECT_EQ(d.counts.students, 3);
    EXPECT_EQ(d.counts.finished, 1);
    EXPECT_EQ(d.counts.questions, 5);
    clock_.advance(std::chrono::seconds(kNow - late));
    ChartData month = stats_->chart(lead_, "course-a", 30);
    EXPECT_EQ(month.dates.size(), 30U);
    EXPECT_EQ(month.dates.back(), "01-15");
}

TEST_P(StatisticsTest, EveryCallIsRefusedToATeacherOfAnotherCourseAndToAStudent) {
    for (const auto* u : {&peer_, &student_, &far_admin_}) {
        std::vector<core::ApiError> errors{
            refusal([&] { stats_->scores(*u, "course-a", "", Window{}); }),
            refusal([&] { stats_->score_sum(*u, "course-a"); }),
            refusal([&] { stats_->score_counts(*u, "course-a"); }),
            refusal([&] { stats_->progress(*u, "course-a", std::nullopt, "", Window{}); }),
            refusal([&] { stats_->chart(*u, "course-a", 30); }),
            refusal([&] { stats_->study_analysis(*u, "course-a"); }),
            refusal([&] { stats_->records(*u, "course-a", "", Window{}); }),
        };
        for (const auto& e : errors) EXPECT_EQ(e.code(), core::ApiCode::kNoPermission) << u->name;
    }
    auto e = refusal([&] { stats_->scores(lead_, "no-such", "", Window{}); });
    EXPECT_EQ(std::string(e.what()), "课程不存在");
}

TEST_P(StatisticsTest, SchoolTeachersAreOfTheCallersSchool) {
    auto l = stats_->school_teachers(lead_, "", Window{50, 0, false});
    EXPECT_EQ(l.total, 3);  // 王丽华, 李老师, 管理员
    auto far = stats_->school_teachers(far_admin_, "", Window{50, 0, false});
    EXPECT_EQ(far.total, 1);
    ASSERT_EQ(far.list.size(), 1U);
    EXPECT_EQ(far.list[0].name, "外校管理员");
    auto wang = stats_->school_teachers(lead_, "王丽", Window{50, 0, false});
    ASSERT_EQ(wang.list.size(), 1U);
    EXPECT_EQ(wang.list[0].course_count, 1);
    EXPECT_EQ(wang.list[0].student_count, 2);
}

TEST_P(StatisticsTest, AnExportLongerThanTheCapIsRefusedBeforeReading) {
    stats_->exporter().set_max_rows(1);
    auto e = refusal([&] { stats_->scores(lead_, "course-a", "", Window::everything()); });
    EXPECT_EQ(e.code(), core::ApiCode::kBusiness);
    EXPECT_EQ(std::string(e.what()), "导出数据超过50000行，请缩小筛选范围");
    EXPECT_EQ(stats_->scores(lead_, "course-a", "张晓明", Window::everything()).list.size(), 1U);
    // a page is never capped
    EXPECT_EQ(stats_->scores(lead_, "course-a", "", Window{10, 0, false}).list.size(), 2U);
}

TEST_P(StatisticsTest, RecordsAndStudyAnalysis) {
    auto r = stats_->records(lead_, "course-a", "", Window{50, 0, false});
    EXPECT_EQ(r.total, 12);
    EXPECT_EQ(r.list.front().day, china_date(kNow));
    auto a = stats_->study_analysis(lead_, "course-a");
    EXPECT_EQ(a.student_count, 2);
    EXPECT_EQ(a.progress_buckets[2], 1);
    EXPECT_EQ(a.progress_buckets[4], 1);
}

TEST_P(StatisticsTest, TheNewQueriesUseIndexes) {
    db::Params course{{"course_id", std::int64_t{1}}};
    db::Params paged{{"course_id", std::int64_t{1}},
                     {"school_id", std::int64_t{1}},
                     {"limit", std::int64_t{10}},
                     {"offset", std::int64_t{0}}};
    db::Params scores = paged;
    for (const char* w : {"w_watch", "w_question", "w_log", "w_unit", "w_final"})
        scores.push_back({w, std::int64_t{10}});
    std::string s = plan(StatisticsStore::scores_sql(false), scores);
    expect_uses(s, "enrolment_course");
    expect_uses(s, "study_day_course_day");
    expect_uses(s, "exam_course");
    // SQLite: the course's exams, then their attempts by exam_attempt_exam. PostgreSQL's choice between the attempt
    // indexes on empty tables varies (never a scan of the table).
    expect_uses(s, is_postgres() ? "exam_attempt_" : "exam_attempt_exam");
    expect_uses(plan(StatisticsStore::records_sql(false), paged), "study_day_course_day");
    expect_uses(plan(StatisticsStore::progress_sql(false), paged), "enrolment_course");
    expect_uses(plan(StatisticsStore::study_days_sql(),
                     {{"course_id", std::int64_t{1}}, {"from_day", std::string("2027-01-01")}}),
                "study_day_course_day");
    expect_uses(
        plan(StatisticsStore::enrolment_days_sql(), {{"course_id", std::int64_t{1}}, {"from", std::int64_t{0}}}),
        "enrolment_course_created");
    expect_uses(plan(StatisticsStore::videos_sql(), course), "video_progress_course_video");
    expect_uses(plan(StatisticsStore::teachers_sql(false),
                     {{"school_id", std::int64_t{1}}, {"limit", std::int64_t{10}}, {"offset", std::int64_t{0}}}),
                "users_school");
}

XJ_INSTANTIATE_DB_TEST(StatisticsTest);

}  // namespace
}  // namespace xj::teaching
