// Exams on both databases: who may manage them, subjects from the course's own bank with the total kept, the
// released-exam rules, records blocking deletion, and the plans of the lists (docs/exams.md, Calls — exams).
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "exams/exam_test_fixture.h"

namespace xj::exams {
namespace {

using core::testing::refusal;
using testing::ExamsTest;
using testing::kNow;

class ExamServiceTest : public ExamsTest {
protected:
    ExamForm exam_form(int type = 2) {
        ExamForm f;
        f.type = type;
        f.name = "第一单元测试";
        f.start_at = kNow;
        f.end_at = kNow + 7200;
        f.exam_time = 60;
        return f;
    }
    void add_attempt(const std::string& exam) {
        db_->with_conn([&](db::Conn& c) {
            c.exec(
                "INSERT INTO exam_attempt (sign, exam_id, user_id, started_at, deadline_at) "
                "SELECT 'rec-1', id, :user, 1, 2 FROM exam WHERE sign = :exam",
                {{"user", student_.id}, {"exam", exam}});
        });
    }
};

TEST_P(ExamServiceTest, OnlyTheCourseManagersMayManageItsExams) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::string e = exams_->add(lead_, "course-a", exam_form());
    EXPECT_EQ(exams_->get(admin_, e).sign, e);
    for (const auto* u : {&peer_, &far_admin_, &student_}) {
        EXPECT_EQ(refusal([&] { exams_->get(*u, e); }).code(), core::ApiCode::kNoPermission);
        EXPECT_EQ(refusal([&] { exams_->add(*u, "course-a", exam_form()); }).code(), core::ApiCode::kNoPermission);
        EXPECT_EQ(refusal([&] { exams_->set_release(*u, e, 1); }).code(), core::ApiCode::kNoPermission);
        EXPECT_EQ(refusal([&] { exams_->remove(*u, e); }).code(), core::ApiCode::kNoPermission);
        EXPECT_EQ(refusal([&] { exams_->two_list(*u, e, {1, 10000}, ""); }).code(), core::ApiCode::kNoPermission);
    }
    EXPECT_STREQ(refusal([&] { exams_->get(lead_, "nope"); }).what(), "考试不存在");
    auto mine = exams_->courses_by_name(lead_, "");
    ASSERT_EQ(mine.size(), 1U);
    EXPECT_EQ(mine[0].sign, "course-a");
    EXPECT_EQ(exams_->courses_by_name(admin_, "").size(), 2U);
    EXPECT_EQ(exams_->courses_by_name(admin_, "数据").size(), 1U);
    EXPECT_TRUE(exams_->courses_by_name(far_admin_, "").empty());
}

TEST_P(ExamServiceTest, SubjectsComeFromTheCourseBankAndKeepTheTotal) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::string a = bank_->add(lead_, "course-a", form(1, "一", 5));
    std::string b = bank_->add(lead_, "course-a", form(5, "二", 20));
    std::string foreign = bank_->add(peer_, "course-b", form(3, "外", 5));
    std::string e = exams_->add(lead_, "course-a", exam_form());
    auto err = refusal([&] { exams_->add_subjects(lead_, e, {a, foreign}); });
    EXPECT_EQ(err.code(), core::ApiCode::kInvalid);
    EXPECT_STREQ(err.what(), "题目不属于本课程题库");
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM exam_subject"), 0);
    EXPECT_EQ(exams_->add_subjects(lead_, e, {b, a, b}), 2);
    EXPECT_EQ(exams_->add_subjects(lead_, e, {a}), 0);
    ExamRow row = exams_->get(lead_, e);
    EXPECT_EQ(row.total_score, 25);
    EXPECT_EQ(row.subject_count, 2);
    auto subjects = exams_->subjects(lead_, e, {1, 1000});
    ASSERT_EQ(subjects.list.size(), 2U);
    EXPECT_EQ(subjects.list[0].question.sign, b);
    EXPECT_EQ(subjects.list[1].serial, 2);
    EXPECT_EQ(subjects.list[1].question.options.size(), 4U);
    exams_->delete_subject(lead_, e, b);
    EXPECT_EQ(exams_->get(lead_, e).total_score, 5);
    EXPECT_EQ(exams_->subjects(lead_, e, {1, 1000}).list.at(0).serial, 1);
}

TEST_P(ExamServiceTest, ReleasedExamsKeepTheirSubjectsAndRecordsBlockDeletion) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::string q = bank_->add(lead_, "course-a", form(3));
    std::string q2 = bank_->add(lead_, "course-a", form(4));
    std::string e = exams_->add(lead_, "course-a", exam_form());
    EXPECT_STREQ(refusal([&] { exams_->set_release(lead_, e, 1); }).what(), "请先添加题目");
    exams_->add_subjects(lead_, e, {q});
    EXPECT_EQ(exams_->set_release(lead_, e, 1).release_status, 1);
    EXPECT_STREQ(refusal([&] { exams_->add_subjects(lead_, e, {q2}); }).what(), "考试已发布，不能修改题目");
    EXPECT_STREQ(refusal([&] { exams_->delete_subject(lead_, e, q); }).what(), "考试已发布，不能修改题目");
    EXPECT_TRUE(exams_->release_answers(lead_, e).answers_released);
    add_attempt(e);
    EXPECT_STREQ(refusal([&] { exams_->remove(lead_, e); }).what(), "已有学员作答，不能删除");
    EXPECT_EQ(exams_->set_release(lead_, e, 0).release_status, 0);
    EXPECT_STREQ(refusal([&] { exams_->add_subjects(lead_, e, {q2}); }).what(), "已有学员作答，不能修改题目");
    EXPECT_EQ(exams_->get(lead_, e).attempt_count, 1);
    ExamForm mode;
    mode.given = ExamForm::Given::none();
    mode.given.shuffle = true;
    mode.shuffle = true;
    EXPECT_STREQ(refusal([&] { exams_->update(lead_, e, mode); }).what(), "已有学员作答，不能修改作答方式或乱序设置");
    ExamForm rename;
    rename.given = ExamForm::Given::none();
    rename.given.name = true;
    rename.name = "改名后的测试";
    EXPECT_EQ(exams_->update(lead_, e, rename).name, "改名后的测试");
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM exam"), 1);
    std::string fresh = exams_->add(lead_, "course-a", exam_form(1));
    exams_->remove(lead_, fresh);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM exam"), 1);
}

TEST_P(ExamServiceTest, AnUpdateKeepsWhatItDoesNotGive) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    ExamForm f = exam_form(3);
    f.shuffle = true;
    f.attempt_limit = 3;
    std::string e = exams_->add(lead_, "course-a", f);
    ExamForm change;
    change.given = ExamForm::Given::none();
    change.given.name = true;
    change.name = "期末考试";
    ExamRow row = exams_->update(lead_, e, change);
    EXPECT_EQ(row.name, "期末考试");
    EXPECT_TRUE(row.shuffle);
    EXPECT_EQ(row.attempt_limit, 3);
    EXPECT_EQ(row.exam_time, 60);
    ExamForm bad;
    bad.given = ExamForm::Given::none();
    bad.given.end = true;
    bad.end_at = kNow - 1;
    auto err = refusal([&] { exams_->update(lead_, e, bad); });
    EXPECT_STREQ(err.what(), "结束时间必须晚于开始时间");
    EXPECT_EQ(err.field(), "endTime");
    EXPECT_EQ(exams_->get(lead_, e).end_at, kNow + 7200);
}

TEST_P(ExamServiceTest, TheListsFindTheirRowsByIndex) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    db::Params p{{"course_id", std::int64_t{1}}, {"limit", std::int64_t{10}}, {"offset", std::int64_t{0}}};
    std::string text = plan(ExamStore::list_sql({1, std::nullopt, std::nullopt, std::nullopt, ""}), p);
    expect_indexed(text, "exam_course");
    expect_indexed(text, "exam_subject_order");
    expect_indexed(text, "exam_attempt_exam");
    expect_indexed(plan(ExamStore::subjects_sql(),
                        {{"exam_id", std::int64_t{1}}, {"limit", std::int64_t{1000}}, {"offset", std::int64_t{0}}}),
                   "exam_subject_order");
}

// A question's delete and a subject add of it serialise on the question row (docs/exams.md "Starts and teachers'
// changes"): the add in flight makes the delete wait and keep the question for the exam; the delete in flight makes
// the add find no such question in the bank. The first side's transaction is held open on its own connection.
TEST_P(ExamServiceTest, ASubjectAddInFlightMakesTheQuestionDeleteKeepIt) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::string q = bank_->add(lead_, "course-a", form(3, "判断", 5));
    std::string e = exams_->add(lead_, "course-a", exam_form());
    auto lease = db_->acquire();
    db::Conn& a = *lease;
    a.begin(true);
    auto exam = ExamStore{}.find(a, e);
    ASSERT_TRUE(exam);
    ExamStore{}.lock(a, exam->id);
    auto found = BankStore{}.find_many(a, course_, {q}, true, true);
    ASSERT_EQ(found.size(), 1U);
    ASSERT_EQ(ExamStore{}.add_subjects(a, exam->id, {found[0].id}, kNow), 1);
    const std::uint64_t waits = db_->lock_waits();
    std::thread teacher([&] { bank_->remove(lead_, q); });
    wait_for_lock_waiter(*db_, waits);
    a.commit();
    teacher.join();
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM exam_subject"), 1) << "the exam keeps its subject";
    EXPECT_EQ(count("SELECT status AS n FROM question WHERE sign = '" + q + "'"), 1) << "kept, hidden from the bank";
}

TEST_P(ExamServiceTest, AQuestionDeleteInFlightMakesTheSubjectAddFindNoQuestion) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::string q = bank_->add(lead_, "course-a", form(3, "判断", 5));
    std::string e = exams_->add(lead_, "course-a", exam_form());
    auto lease = db_->acquire();
    db::Conn& a = *lease;
    a.begin(true);
    auto row = BankStore{}.find(a, q);
    ASSERT_TRUE(row);
    ASSERT_TRUE(BankStore{}.lock_question(a, row->id));
    ASSERT_FALSE(BankStore{}.used_by_exam(a, row->id));
    BankStore{}.remove(a, row->id);
    std::string refused;
    const std::uint64_t waits = db_->lock_waits();
    std::thread teacher([&] { refused = refusal([&] { exams_->add_subjects(lead_, e, {q}); }).what(); });
    wait_for_lock_waiter(*db_, waits);
    a.commit();
    teacher.join();
    EXPECT_EQ(refused, "题目不属于本课程题库");
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM exam_subject"), 0);
}

XJ_INSTANTIATE_DB_TEST(ExamServiceTest);

}  // namespace
}  // namespace xj::exams
