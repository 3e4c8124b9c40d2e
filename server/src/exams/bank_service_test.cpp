// The question bank's service on both databases: who may use it, the stored forms, option re-lettering, the
// import's all-or-nothing rule, deleting a question an exam uses, and the list's plan (docs/exams.md).
#include <gtest/gtest.h>

#include <atomic>
#include <set>
#include <thread>

#include "exams/exam_test_fixture.h"

namespace xj::exams {
namespace {

using core::testing::refusal;
using testing::ExamsTest;
using testing::kNow;

class BankServiceTest : public ExamsTest {};

TEST_P(BankServiceTest, OnlyTheCourseManagersMayUseTheBank) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::string q = bank_->add(lead_, "course-a", form(1));
    EXPECT_EQ(bank_->get(admin_, q).sign, q) << "a school admin of the course's school manages it";
    for (const auto* u : {&peer_, &far_admin_, &student_}) {
        EXPECT_EQ(refusal([&] { bank_->get(*u, q); }).code(), core::ApiCode::kNoPermission);
        EXPECT_EQ(refusal([&] { bank_->add(*u, "course-a", form(1)); }).code(), core::ApiCode::kNoPermission);
        EXPECT_EQ(refusal([&] { bank_->list(*u, "course-a", {}, {1, 5}); }).code(), core::ApiCode::kNoPermission);
        QuestionForm change;
        change.given = QuestionForm::Given::none();
        change.given.subject_name = true;
        change.subject_name = "改";
        EXPECT_EQ(refusal([&] { bank_->update(*u, q, change); }).code(), core::ApiCode::kNoPermission);
        EXPECT_EQ(refusal([&] { bank_->remove(*u, q); }).code(), core::ApiCode::kNoPermission);
        auto option = bank_->get(lead_, q).options[0].sign;
        EXPECT_EQ(refusal([&] { bank_->delete_option(*u, option); }).code(), core::ApiCode::kNoPermission);
        EXPECT_EQ(refusal([&] { bank_->import(*u, "course-a", {{2, form(3)}}); }).code(), core::ApiCode::kNoPermission);
    }
    auto e = refusal([&] { bank_->get(lead_, "nope"); });
    EXPECT_EQ(e.code(), core::ApiCode::kBusiness);
    EXPECT_STREQ(e.what(), "题目不存在");
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM question"), 1);
    EXPECT_EQ(bank_->get(lead_, q).subject_name, "题目");
}

TEST_P(BankServiceTest, AQuestionIsStoredWithItsOptionsAndAFirstRefusalLeavesNothing) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    QuestionForm f = form(2);
    f.answer = "ca";
    std::string q = bank_->add(lead_, "course-a", f);
    QuestionRow row = bank_->get(lead_, q);
    EXPECT_EQ(row.answer, "A,C");
    EXPECT_EQ(row.serial_number, 1);
    ASSERT_EQ(row.options.size(), 4U);
    EXPECT_EQ(row.options[3].name, "D");
    EXPECT_EQ(row.options[3].content, "丁");
    EXPECT_EQ(bank_->get(lead_, bank_->add(lead_, "course-a", form(5))).serial_number, 2);

    QuestionForm bad = form(1);
    bad.answer = "H";
    auto e = refusal([&] { bank_->add(lead_, "course-a", bad); });
    EXPECT_EQ(e.code(), core::ApiCode::kInvalid);
    EXPECT_STREQ(e.what(), "正确答案必须是选项之一");
    EXPECT_EQ(e.field(), "answer");
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM question"), 2);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM question_option"), 4);
}

TEST_P(BankServiceTest, DeletingAnOptionReLettersTheRestAndMovesTheAnswer) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    QuestionForm f = form(2);
    f.answer = "B,D";
    std::string q = bank_->add(lead_, "course-a", f);
    QuestionRow row = bank_->get(lead_, q);
    row = bank_->delete_option(lead_, row.options[0].sign);  // 甲 gone
    ASSERT_EQ(row.options.size(), 3U);
    EXPECT_EQ(row.options[0].name, "A");
    EXPECT_EQ(row.options[0].content, "乙");
    EXPECT_EQ(row.options[2].name, "C");
    EXPECT_EQ(row.options[2].content, "丁");
    EXPECT_EQ(row.answer, "A,C");
    auto e = refusal([&] { bank_->delete_option(lead_, row.options[2].sign); });  // would leave one answer
    EXPECT_STREQ(e.what(), "删除后正确答案将无效，请先修改正确答案");
    row = bank_->add_option(lead_, q, " 戊 ");
    EXPECT_EQ(row.options.back().name, "D");
    EXPECT_EQ(row.options.back().content, "戊");
    row = bank_->update_option(lead_, row.options[1].sign, "新丙");
    EXPECT_EQ(row.options[1].content, "新丙");
    EXPECT_EQ(row.answer, "A,C");
}

TEST_P(BankServiceTest, TheImportSavesEveryRowOrNone) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::vector<std::pair<int, QuestionForm>> rows{{2, form(1, "一")}, {3, form(3, "二")}, {4, form(4, "三")}};
    rows[2].second.score = 0;
    auto e = refusal([&] { bank_->import(lead_, "course-a", rows); });
    EXPECT_EQ(e.code(), core::ApiCode::kInvalid);
    EXPECT_STREQ(e.what(), "有1行数据有误，请修改后重新导入");
    ASSERT_TRUE(e.extra().contains("rows"));
    EXPECT_EQ(e.extra().at("rows").as_array().size(), 3U);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM question"), 0);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM question_option"), 0);
    rows[2].second.score = 3;
    EXPECT_EQ(bank_->import(lead_, "course-a", rows), 3);
    auto page = bank_->list(lead_, "course-a", {}, {1, 5});
    ASSERT_EQ(page.total, 3);
    EXPECT_EQ(page.list[0].subject_name, "一");
    EXPECT_EQ(page.list[0].options.size(), 4U);
    EXPECT_EQ(page.list[2].serial_number, 3);
    EXPECT_EQ(refusal([&] { bank_->list(lead_, "course-b", {}, {1, 5}); }).code(), core::ApiCode::kNoPermission);
}

TEST_P(BankServiceTest, AQuestionAnExamUsesIsKeptHiddenOnDelete) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::string used = bank_->add(lead_, "course-a", form(3));
    std::string unused = bank_->add(lead_, "course-a", form(3));
    ExamForm ef;
    ef.type = 2;
    ef.name = "测验";
    ef.start_at = kNow;
    ef.end_at = kNow + 3600;
    std::string exam = exams_->add(lead_, "course-a", ef);
    exams_->add_subjects(lead_, exam, {used});
    bank_->remove(lead_, used);
    bank_->remove(lead_, unused);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM question WHERE status = 1"), 1);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM question"), 1);
    EXPECT_EQ(bank_->list(lead_, "course-a", {}, {1, 5}).total, 0);
    BankQuery deleted;
    deleted.status = kQuestionDeleted;
    EXPECT_EQ(bank_->list(lead_, "course-a", deleted, {1, 5}).total, 1);
    EXPECT_EQ(exams_->subjects(lead_, exam, {1, 1000}).list.at(0).question.sign, used);
}

TEST_P(BankServiceTest, TheListFindsItsRowsByIndex) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    db::Params p{{"course_id", std::int64_t{1}},
                 {"status", std::int64_t{0}},
                 {"limit", std::int64_t{5}},
                 {"offset", std::int64_t{0}}};
    expect_indexed(plan(BankStore::list_sql({1, 0, "", std::nullopt}, true), p), "question_bank");
    db::Params typed = p;
    typed.push_back({"type", std::int64_t{2}});
    expect_indexed(plan(BankStore::list_sql({1, 0, "", 2}, true), typed), "question_bank_type");
    // The numbers in use, read under the bank lock before a number is chosen: from an index of the bank (PostgreSQL
    // takes the partial unique one, SQLite a covering bank index), no table scan.
    std::string serials = plan(BankStore::live_serials_sql(), {{"course_id", std::int64_t{1}}});
    expect_indexed(serials, serials.find("question_serial") != std::string::npos ? "question_serial" : "question_bank");
}

// Serial numbers are unique among a course's live questions (migration 0016, docs/exams.md): a taken one is refused
// on add, update and import; a deleted question's number (kept for its exam, status 1) may be used again.
TEST_P(BankServiceTest, SerialNumbersAreUniqueAmongTheLiveQuestionsOfACourse) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    QuestionForm three = form(3);
    three.serial_number = 3;
    std::string a = bank_->add(lead_, "course-a", three);
    auto taken = refusal([&] { bank_->add(lead_, "course-a", three); });
    EXPECT_EQ(taken.code(), core::ApiCode::kInvalid);
    EXPECT_STREQ(taken.what(), "题号已存在");
    EXPECT_EQ(taken.field(), "serialNumber");
    std::string b = bank_->add(lead_, "course-a", form(3));
    EXPECT_EQ(bank_->get(lead_, b).serial_number, 4);
    EXPECT_EQ(bank_->get(peer_, bank_->add(peer_, "course-b", three)).serial_number, 3) << "another course's bank";

    QuestionForm move;
    move.given = QuestionForm::Given::none();
    move.given.serial_number = true;
    move.serial_number = 3;
    EXPECT_STREQ(refusal([&] { bank_->update(lead_, b, move); }).what(), "题号已存在");
    move.serial_number = 4;
    EXPECT_EQ(bank_->update(lead_, b, move).serial_number, 4) << "its own number";
    move.serial_number = 9;
    EXPECT_EQ(bank_->update(lead_, b, move).serial_number, 9);

    // An exam keeps the deleted question (status 1): its number is free for a new one.
    std::string e = exams_->add(lead_, "course-a", [] {
        ExamForm f;
        f.type = 2;
        f.name = "测验";
        f.start_at = kNow;
        f.end_at = kNow + 3600;
        return f;
    }());
    exams_->add_subjects(lead_, e, {a});
    bank_->remove(lead_, a);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM question WHERE status = 1 AND serial_number = 3"), 1);
    EXPECT_EQ(bank_->get(lead_, bank_->add(lead_, "course-a", three)).serial_number, 3);

    // Import: a given number taken in the bank or by a row above is that row's error, and nothing is saved.
    QuestionForm nine = form(1);
    nine.serial_number = 9;
    QuestionForm twenty = form(1);
    twenty.serial_number = 20;
    auto rows = refusal([&] { bank_->import(lead_, "course-a", {{2, nine}, {3, twenty}, {4, twenty}, {5, form(4)}}); });
    EXPECT_STREQ(rows.what(), "有2行数据有误，请修改后重新导入");
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM question WHERE status = 0 AND course_id = " + std::to_string(course_)),
              2);
    // The others follow the largest number in use, given ones included.
    EXPECT_EQ(bank_->import(lead_, "course-a", {{2, form(4)}, {3, twenty}, {4, form(5)}}), 3);
    auto page = bank_->list(lead_, "course-a", {}, {1, 100});
    std::vector<int> serials;
    for (const auto& q : page.list) serials.push_back(q.serial_number);
    EXPECT_EQ(serials, (std::vector<int>{3, 9, 20, 21, 22}));
}

TEST_P(BankServiceTest, TheDatabaseRefusesASecondLiveQuestionWithTheSameNumber) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    auto insert = [&](const std::string& sign, int status) {
        db_->with_conn([&](db::Conn& c) {
            c.exec(
                "INSERT INTO question (sign, course_id, type, subject_name, serial_number, score, status, created_at, "
                "updated_at) VALUES (:sign, :course, 3, '题', 7, 5, :status, 0, 0)",
                {{"sign", sign}, {"course", course_}, {"status", std::int64_t{status}}});
        });
    };
    insert("deleted-1", 1);
    insert("deleted-2", 1);
    insert("live-1", 0);
    try {
        insert("live-2", 0);
        ADD_FAILURE() << "a second live question numbered 7 was stored";
    } catch (const db::DbError& e) {
        EXPECT_EQ(e.kind(), db::DbError::Kind::kUniqueViolation);
    }
}

TEST_P(BankServiceTest, ConcurrentAddsAndImportsGetDistinctNumbers) {
    if (!db_) GTEST_SKIP() << "PostgreSQL not configured";
    std::vector<std::thread> threads;
    std::atomic<int> failures{0};
    for (int i = 0; i < 6; ++i)
        threads.emplace_back([&, i] {
            try {
                for (int k = 0; k < 3; ++k) bank_->add(lead_, "course-a", form(3, "并发" + std::to_string(i)));
                bank_->import(lead_, "course-a", {{2, form(4)}, {3, form(5)}});
            } catch (const std::exception& e) {
                ++failures;
                ADD_FAILURE() << e.what();
            }
        });
    for (auto& t : threads) t.join();
    EXPECT_EQ(failures.load(), 0);
    EXPECT_EQ(count("SELECT COUNT(*) AS n FROM question"), 30);
    EXPECT_EQ(count("SELECT COUNT(DISTINCT serial_number) AS n FROM question"), 30);
    EXPECT_EQ(count("SELECT MAX(serial_number) AS n FROM question"), 30);
}

TEST(SerialPicker, FollowsTheLargestThenFillsTheFirstGapPast9999) {
    SerialPicker p({1, 2, 5});
    EXPECT_EQ(p.next(), 6);
    EXPECT_FALSE(p.take(6));
    EXPECT_TRUE(p.take(9999));
    EXPECT_EQ(p.next(), 3);
    EXPECT_EQ(p.next(), 4);
    EXPECT_EQ(p.next(), 7);
    std::set<int> all;
    for (int i = 1; i <= kSerialMax; ++i) all.insert(i);
    EXPECT_EQ(SerialPicker(all).next(), std::nullopt);
}

XJ_INSTANTIATE_DB_TEST(BankServiceTest);

}  // namespace
}  // namespace xj::exams
