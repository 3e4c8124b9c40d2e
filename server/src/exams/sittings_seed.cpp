// The demo's sittings of Python 程序设计's unit test and final exam (exams/seed.h), through the PaperService.
#include <spdlog/spdlog.h>

#include "accounts/seed.h"
#include "exams/paper_service.h"
#include "exams/seed.h"
#include "exams/seed_store.h"

namespace xj::exams {

namespace {

constexpr std::string_view kTeacherMobile = "13800000002";  // 王丽华
constexpr std::string_view kCourseName = "Python 程序设计";
constexpr std::string_view kUnitTest = "第一单元测试";
constexpr std::string_view kFinalExam = "期末考试";
constexpr std::string_view kHomework = "第一章 课后作业";
// The leading students who hand in the homework, left for the teacher to mark (the grading queue's demo).
constexpr std::size_t kHomeworkWaiting = 3;
constexpr std::string_view kComment = "思路清楚，要点基本答到。";

// Student k's answer to the paper's question j: the key, except every (6 - k)th question is answered wrong
// (k = 0 gets one in six wrong, later students more).
std::string answer_of(const PaperQuestion& q, std::size_t j, std::size_t k) {
    std::size_t period = k < 4 ? 6 - k : 2;
    bool wrong = (j + k) % period == 0;
    std::string key = q.answer.substr(0, q.answer.find('|'));  // a fill-in's first accepted answer
    if (!wrong) return key;
    switch (q.type) {
        case 1:
            return key == "A" ? "B" : "A";
        case 2:
            return key == "A" ? "B" : "A";  // one letter of a multiple choice: wrong
        case 3:
            return key == "1" ? "0" : "1";
        case 4:
            return "不会";
        default:
            return "列表和元组都可以存放多个元素。";
    }
}

// The student sits the exam and submits; the record's sign.
std::string sit(PaperService& papers, const core::AuthUser& student, const std::string& exam_sign, std::size_t k) {
    Paper paper = papers.start(student, exam_sign, false);
    SaveInput in;
    in.record_sign = paper.attempt.sign;
    in.save_seq = 1;
    in.submit = true;
    for (std::size_t j = 0; j < paper.questions.size(); ++j)
        in.answers.push_back({paper.questions[j].sign, answer_of(paper.questions[j], j, k)});
    papers.save(student, in);
    return paper.attempt.sign;
}

// The teacher grades the record's short answers: full marks for the first student, a little less for each next one.
void grade(PaperService& papers, const core::AuthUser& teacher, const std::string& record_sign, std::size_t k) {
    RecordView record = papers.record(teacher, record_sign);
    for (const PaperQuestion& q : record.questions) {
        if (q.type != 5) continue;
        std::int64_t score = q.score * (10 - static_cast<std::int64_t>(std::min<std::size_t>(k, 5))) / 10;
        papers.grade_answer(teacher, record_sign, q.sign, score, std::string(kComment));
    }
}

}  // namespace

void seed_sittings_demo(db::Database& db, const accounts::AccountService& accounts, PaperService& papers,
                        const std::vector<std::string>& mobiles) {
    const SeedStore seed;
    auto auth_of = [&](std::string_view mobile) -> std::optional<core::AuthUser> {
        auto user = db.with_conn([&](db::Conn& c) { return accounts.find_user_by_mobile(c, std::string(mobile)); });
        if (!user) return std::nullopt;
        return accounts::auth_user_of(*user);
    };
    auto teacher = auth_of(kTeacherMobile);
    if (!teacher) return;
    std::optional<std::string> homework;
    auto signs = db.with_conn([&](db::Conn& c) -> std::optional<std::pair<std::string, std::string>> {
        auto course = seed.teacher_course(c, kTeacherMobile, kCourseName);
        if (!course) return std::nullopt;
        auto unit = seed.exam_sign(c, *course, kUnitTest);
        auto final_exam = seed.exam_sign(c, *course, kFinalExam);
        if (!unit || !final_exam || seed.has_attempts(c, *final_exam)) return std::nullopt;
        homework = seed.exam_sign(c, *course, kHomework);
        return std::pair{*unit, *final_exam};
    });
    if (!signs) return;
    int sittings = 0;
    for (std::size_t k = 0; k < mobiles.size(); ++k) {
        auto student = auth_of(mobiles[k]);
        if (!student) continue;
        grade(papers, *teacher, sit(papers, *student, signs->first, k), k);
        ++sittings;
        if (k + 1 == mobiles.size()) continue;  // the last sits only the unit test
        grade(papers, *teacher, sit(papers, *student, signs->second, k), k);
        ++sittings;
    }
    spdlog::info("demo: {} graded sittings of {}'s unit test and final exam", sittings, kCourseName);
    // Handed-in homework with its short answer still to mark: /criticizes-system has a queue at the first start.
    for (std::size_t k = 0; homework && k < kHomeworkWaiting && k < mobiles.size(); ++k)
        if (auto student = auth_of(mobiles[k])) sit(papers, *student, *homework, k);
}

}  // namespace xj::exams
