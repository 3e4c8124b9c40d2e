// PaperService and its stores on both databases: one attempt for concurrent starts, saves ordered by saveSeq, one
// grading for concurrent submits, the deadline sweep, teacher-only grading and records, the index plans.
#include "exams/paper_service.h"

#include <atomic>
#include <chrono>
#include <set>
#include <thread>

#include "exams/exam_test_fixture.h"
#include "exams/grading_rules.h"

namespace xj::exams {
namespace {

using core::testing::refusal;

class PaperServiceTest : public testing::ExamsTest {
protected:
    void SetUp() override {
        ExamsTest::SetUp();
        if (!db_) return;
        papers_ = std::make_unique<PaperService>(*db_, clock_, *courses_);
        db_->with_conn([&](db::Conn& c) { courses_->enrol(c, student_.id, course_, "join", testing::kNow); });
    }

    // A released exam of course_ (single choice B 10 points, fill-in 北京 10 points, annotation 20 points).
    std::string exam(std::int64_t start, std::int64_t end, int exam_time = 30) {
        static int n = 0;
        std::string sign = "exam-" + std::to_string(++n);
        db_->with_conn([&](db::Conn& c) {
            std::int64_t id = c.query_one(
                                   "INSERT INTO exam (sign, course_id, type, name, start_at, end_at, exam_time, "
                                   "total_score, release_status, created_at, updated_at) VALUES (:sign, :course, 2, "
                                   "'单元测试', :start, :end, :time, 40, 1, 0, 0) RETURNING id",
                                   {{"sign", sign},
                                    {"course", course_},
                                    {"start", start},
                                    {"end", end},
                                    {"time", std::int64_t{exam_time}}})
                                  ->integer("id");
            int serial = 0;
            static int bank_serial = 0;  // unique among the course's live questions (index question_serial)
            for (auto [type, answer, score] : {std::tuple{1, "B", 10}, {4, "北京", 10}, {5, "", 20}}) {
                std::string qs = sign + "-q" + std::to_string(++serial);
                std::int64_t q = c.query_one(
                                      "INSERT INTO question (sign, course_id, type, subject_name, serial_number, "
                                      "score, answer, created_at, updated_at) VALUES (:sign, :course, :type, '题', "
                                      ":serial, :score, :answer, 0, 0) RETURNING id",
                                      {{"sign", qs},
                                       {"course", course_},
                                       {"type", std::int64_t{type}},
                                       {"serial", std::int64_t{++bank_serial}},
                                       {"score", std::int64_t{score}},
                                       {"answer", std::string(answer)}})
                                     ->integer("id");
                if (type == 1)
                    for (std::string name : {"A", "B", "C"})
                        c.exec(
                            "INSERT INTO question_option (sign, question_id, option_name, option_content, created_at) "
                            "VALUES (:sign, :q, :name, '选项', 0)",
                            {{"sign", qs + name}, {"q", q}, {"name", name}});
                c.exec("INSERT INTO exam_subject (exam_id, question_id, serial, created_at) VALUES (:e, :q, :s, 0)",
                       {{"e", id}, {"q", q}, {"s", std::int64_t{serial}}});
            }
        });
        return sign;
    }

    SaveInput save_of(const std::string& record, std::int64_t seq, std::vector<AnswerInput> answers,
                      bool submit = false) {
        SaveInput in;
        in.record_sign = record;
        in.save_seq = seq;
        in.answers = std::move(answers);
        in.submit = submit;
        return in;
    }

    std::unique_ptr<PaperService> papers_;
};

TEST_P(PaperServiceTest, ConcurrentStartsMakeOneAttempt) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::string e = exam(clock_.now_seconds() - 60, clock_.now_seconds() + 3600);
    std::vector<std::string> signs(4);
    std::vector<std::thread> threads;
    for (int i = 0; i < 4; ++i)
        threads.emplace_back([&, i] { signs[i] = papers_->start(student_, e, false).attempt.sign; });
    for (auto& t : threads) t.join();
    EXPECT_EQ(std::set<std::string>(signs.begin(), signs.end()).size(), 1U);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM exam_attempt"), 1);
    Paper p = papers_->start(student_, e, false);
    EXPECT_EQ(p.attempt.sign, signs[0]);
    EXPECT_EQ(p.attempt.deadline_at, p.attempt.started_at + 30 * 60);
}

// A start holds the exam row from its read to its commit, and a teacher's change locks it first (docs/exams.md
// "Starts and teachers' changes"): whichever comes second waits and sees what the first did. Each case holds the
// first side's transaction open on its own connection while the second runs on another thread.
TEST_P(PaperServiceTest, AStartInFlightMakesTheDeleteWaitAndRefuse) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::string e = exam(clock_.now_seconds() - 60, clock_.now_seconds() + 3600);
    auto lease = db_->acquire();
    db::Conn& a = *lease;
    a.begin(true);
    auto locked = PaperStore{}.exam_for_attempt(a, e);
    ASSERT_TRUE(locked);
    Attempt at;
    at.sign = "race-start";
    at.exam_id = locked->id;
    at.user_id = student_.id;
    at.started_at = clock_.now_seconds();
    at.deadline_at = at.started_at + 600;
    ASSERT_TRUE(PaperStore{}.insert_attempt(a, at));
    std::string refused;
    const std::uint64_t waits = db_->lock_waits();
    std::thread teacher([&] { refused = refusal([&] { exams_->remove(lead_, e); }).what(); });
    wait_for_lock_waiter(*db_, waits);
    a.commit();
    teacher.join();
    EXPECT_EQ(refused, "已有学员作答，不能删除");
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM exam_attempt WHERE sign = 'race-start'"), 1);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM exam WHERE sign = '" + e + "'"), 1);
}

TEST_P(PaperServiceTest, ADeleteInFlightMakesTheStartWaitAndFindNoExam) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::string e = exam(clock_.now_seconds() - 60, clock_.now_seconds() + 3600);
    auto lease = db_->acquire();
    db::Conn& a = *lease;
    a.begin(true);
    auto row = ExamStore{}.find(a, e);
    ASSERT_TRUE(row);
    ExamStore{}.lock(a, row->id);
    ASSERT_FALSE(ExamStore{}.has_attempts(a, row->id));
    ExamStore{}.remove(a, row->id);
    std::string refused;
    const std::uint64_t waits = db_->lock_waits();
    std::thread student([&] { refused = refusal([&] { papers_->start(student_, e, false); }).what(); });
    wait_for_lock_waiter(*db_, waits);
    a.commit();
    student.join();
    EXPECT_EQ(refused, "考试不存在");
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM exam_attempt"), 0);
}

TEST_P(PaperServiceTest, AnUnpublishInFlightMakesTheStartWaitAndFindItNotOpen) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::string e = exam(clock_.now_seconds() - 60, clock_.now_seconds() + 3600);
    auto lease = db_->acquire();
    db::Conn& a = *lease;
    a.begin(true);
    auto row = ExamStore{}.find(a, e);
    ASSERT_TRUE(row);
    ExamStore{}.lock(a, row->id);
    ExamStore{}.set_release(a, row->id, 0, clock_.now_seconds());
    std::string refused;
    const std::uint64_t waits = db_->lock_waits();
    std::thread student([&] { refused = refusal([&] { papers_->start(student_, e, false); }).what(); });
    wait_for_lock_waiter(*db_, waits);
    a.commit();
    student.join();
    EXPECT_EQ(refused, "考试尚未开始");
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM exam_attempt"), 0);
}

TEST_P(PaperServiceTest, LateSavesChangeNothing) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::string e = exam(clock_.now_seconds() - 60, clock_.now_seconds() + 3600);
    std::string r = papers_->start(student_, e, false).attempt.sign;
    EXPECT_EQ(papers_->save(student_, save_of(r, 7, {{e + "-q1", "C"}})).save_seq, 7);
    EXPECT_EQ(papers_->save(student_, save_of(r, 6, {{e + "-q1", "A"}})).save_seq, 7);
    EXPECT_EQ(papers_->save(student_, save_of(r, 7, {{e + "-q1", "A"}})).save_seq, 7);
    Paper p = papers_->start(student_, e, false);
    ASSERT_EQ(p.answers.size(), 1U);
    EXPECT_EQ(p.answers[0].answer, "C");
    auto bad = refusal([&] { papers_->save(student_, save_of(r, 8, {{e + "-q1", "B"}, {"nosuch", "1"}})); });
    EXPECT_EQ(bad.code(), core::ApiCode::kInvalid);
    EXPECT_EQ(std::string(bad.what()), "题目不属于本次考试");
    EXPECT_EQ(papers_->start(student_, e, false).answers[0].answer, "C");  // nothing of the refused save
}

TEST_P(PaperServiceTest, ConcurrentSubmitsGradeOnce) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::string e = exam(clock_.now_seconds() - 60, clock_.now_seconds() + 3600);
    std::string r = papers_->start(student_, e, false).attempt.sign;
    std::atomic<int> ok{0};
    std::vector<std::thread> threads;
    for (int i = 0; i < 4; ++i)
        threads.emplace_back([&, i] {
            papers_->save(student_,
                          save_of(r, 10 + i, {{e + "-q1", "B"}, {e + "-q2", " 北京 "}, {e + "-q3", "答"}}, true));
            ++ok;
        });
    for (auto& t : threads) t.join();
    EXPECT_EQ(ok.load(), 4);
    RecordView v = papers_->record(student_, r);
    EXPECT_EQ(v.attempt.submit_status, kSubmitted);  // the annotation waits for a teacher
    EXPECT_EQ(v.attempt.score, std::nullopt);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM attempt_answer WHERE got_score IS NOT NULL"), 2);
    // A teacher of the course grades the annotation; a teacher of another course and the student may not.
    EXPECT_EQ(refusal([&] { papers_->grade_answer(peer_, r, e + "-q3", 5, ""); }).code(), core::ApiCode::kNoPermission);
    EXPECT_EQ(refusal([&] { papers_->grade_answer(student_, r, e + "-q3", 5, ""); }).code(),
              core::ApiCode::kNoPermission);
    auto range = refusal([&] { papers_->grade_answer(lead_, r, e + "-q3", 21, ""); });
    EXPECT_EQ(std::string(range.what()), "得分必须在0到20之间");
    RecordView graded = papers_->grade_answer(lead_, r, e + "-q3", 15, "好");
    EXPECT_EQ(graded.attempt.submit_status, kGraded);
    EXPECT_EQ(graded.attempt.score, 35);
    EXPECT_TRUE(passed(*graded.attempt.score, 40));
}

TEST_P(PaperServiceTest, TheSweepSubmitsOverdueAttemptsWithWhatWasSaved) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::string e = exam(clock_.now_seconds() - 60, clock_.now_seconds() + 3600, 10);
    std::string r = papers_->start(student_, e, false).attempt.sign;
    papers_->save(student_, save_of(r, 1, {{e + "-q1", "B"}}));
    EXPECT_EQ(papers_->sweep(clock_.now_seconds()), 0);            // not yet due
    EXPECT_EQ(papers_->sweep(clock_.now_seconds() + 11 * 60), 1);  // past start + 10 minutes
    EXPECT_EQ(papers_->sweep(clock_.now_seconds() + 11 * 60), 0);  // once
    RecordView v = papers_->record(student_, r);
    EXPECT_TRUE(v.attempt.auto_submitted);
    EXPECT_EQ(v.attempt.submit_status, kGraded);  // an empty annotation scores 0
    EXPECT_EQ(v.attempt.score, 10);
}

TEST_P(PaperServiceTest, StartingTheSweepKeepsTheGroupCommit) {
    // start_sweep once stopped the group commit too (it began by stopping a previous sweep), so every start and
    // save of a running server committed alone.
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    papers_->start_sweep(std::chrono::milliseconds(100));
    papers_->start_sweep(std::chrono::milliseconds(200));  // again: the sweep restarts, the batching goes on
    EXPECT_EQ(papers_->writes_batched(), !is_postgres());  // PostgreSQL groups commits itself
    papers_->stop_sweep();
    EXPECT_FALSE(papers_->writes_batched());
}

TEST_P(PaperServiceTest, StrangersAreRefused) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::string e = exam(clock_.now_seconds() - 60, clock_.now_seconds() + 3600);
    EXPECT_EQ(refusal([&] { papers_->start(peer_, e, false); }).code(), core::ApiCode::kNoPermission);
    std::string r = papers_->start(student_, e, false).attempt.sign;
    EXPECT_EQ(refusal([&] { papers_->record(peer_, r); }).code(), core::ApiCode::kNoPermission);
    EXPECT_EQ(refusal([&] { papers_->save(peer_, save_of(r, 1, {})); }).code(), core::ApiCode::kNoPermission);
    RecordQuery q;
    q.course_sign = "course-a";
    EXPECT_EQ(refusal([&] { papers_->find_records(peer_, q); }).code(), core::ApiCode::kNoPermission);
    EXPECT_EQ(refusal([&] { papers_->find_records(student_, q); }).code(), core::ApiCode::kNoPermission);
    EXPECT_EQ(papers_->find_records(lead_, q).total, 1);
    EXPECT_EQ(papers_->find_records(admin_, q).total, 1);
    // Each record carries its exam's answerMode (1 online here; 2 once the exam is offline).
    EXPECT_EQ(papers_->find_records(lead_, q).list.at(0).answer_mode, 1);
    db_->with_conn([&](db::Conn& c) { c.exec("UPDATE exam SET answer_mode = 2 WHERE sign = :s", {{"s", e}}); });
    EXPECT_EQ(papers_->find_records(lead_, q).list.at(0).answer_mode, 2);
    EXPECT_EQ(papers_->record(lead_, r).show_key, true);
    EXPECT_EQ(papers_->record(student_, r).show_key, false);
}

TEST_P(PaperServiceTest, PendingCountsOpenWorkNotSubmitted) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::string e = exam(clock_.now_seconds() - 60, clock_.now_seconds() + 3600);
    exam(clock_.now_seconds() + 600, clock_.now_seconds() + 3600);  // not open yet
    EXPECT_EQ(papers_->pending(student_).exam, 1);
    std::string r = papers_->start(student_, e, false).attempt.sign;
    EXPECT_EQ(papers_->pending(student_).exam, 1);  // in progress still counts
    papers_->save(student_, save_of(r, 1, {}, true));
    EXPECT_EQ(papers_->pending(student_).exam, 0);
    EXPECT_EQ(papers_->pending(lead_).exam, 0);  // not enrolled
}

TEST_P(PaperServiceTest, PendingItemsListTheOpenOnesSoonestDueFirst) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::string later = exam(clock_.now_seconds() - 60, clock_.now_seconds() + 7200);
    std::string sooner = exam(clock_.now_seconds() - 60, clock_.now_seconds() + 3600);
    exam(clock_.now_seconds() + 600, clock_.now_seconds() + 3600);  // not open yet
    auto items = papers_->pending_items(student_, 10);
    ASSERT_EQ(items.size(), 2U);
    EXPECT_EQ(items[0].exam_sign, sooner);
    EXPECT_EQ(items[1].exam_sign, later);
    EXPECT_EQ(items[0].end_at, clock_.now_seconds() + 3600);
    EXPECT_FALSE(items[0].course_name.empty());
    EXPECT_EQ(papers_->pending_items(student_, 1).size(), 1U);
    EXPECT_TRUE(papers_->pending_items(lead_, 10).empty());  // not enrolled
    std::string r = papers_->start(student_, sooner, false).attempt.sign;
    papers_->save(student_, save_of(r, 1, {}, true));
    items = papers_->pending_items(student_, 10);
    ASSERT_EQ(items.size(), 1U);  // submitted: no longer pending
    EXPECT_EQ(items[0].exam_sign, later);
}

TEST_P(PaperServiceTest, NewQueriesUseIndexes) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    expect_indexed(plan("SELECT id FROM exam_attempt WHERE submit_status = 0 AND deadline_at <= :now "
                        "ORDER BY deadline_at LIMIT 10",
                        {{"now", clock_.now_seconds()}}),
                   "exam_attempt_deadline");
    expect_indexed(plan("SELECT id FROM exam_attempt WHERE exam_id = :exam AND user_id = :user AND submit_status = 0",
                        {{"exam", std::int64_t{1}}, {"user", std::int64_t{1}}}),
                   "exam_attempt_");
    expect_indexed(plan("SELECT a.id FROM exam_attempt a JOIN exam e ON e.id = a.exam_id WHERE e.course_id = :course "
                        "AND a.user_id = :user",
                        {{"course", std::int64_t{1}}, {"user", std::int64_t{1}}}),
                   "exam_attempt_user");
}

XJ_INSTANTIATE_DB_TEST(PaperServiceTest);

}  // namespace
}  // namespace xj::exams
