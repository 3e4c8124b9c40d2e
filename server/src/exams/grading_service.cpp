// PaperService: grading by a teacher of the course (docs/exams.md, Grading). (/exam/twoList is ExamService's.)
#include "exams/paper_service.h"

#include "core/api_error.h"
#include "exams/grading_rules.h"

namespace xj::exams {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNotSubmitted = "试卷尚未提交";
constexpr std::string_view kMsgNotInExam = "题目不属于本次考试";
constexpr std::string_view kMsgNotOffline = "在线作答的记录请逐题批改";

ApiError score_range(std::int64_t max) {
    return ApiError::invalid("score", "得分必须在0到" + std::to_string(max) + "之间");
}

}  // namespace

RecordView PaperService::grade_answer(const core::AuthUser& user, const std::string& record_sign,
                                      const std::string& question_sign, std::int64_t score,
                                      const std::string& comment) {
    return db_.with_tx([&](db::Conn& conn) {
        auto [exam, a] = managed_record(conn, user, record_sign);
        if (a.submit_status == kInProgress) throw ApiError::business(std::string(kMsgNotSubmitted));
        const PaperQuestion* question = nullptr;
        auto questions = store_.questions(conn, exam.id);
        for (const auto& q : questions)
            if (q.sign == question_sign) question = &q;
        if (!question) throw ApiError::invalid("subjectId", std::string(kMsgNotInExam));
        if (score < 0 || score > question->score) throw score_range(question->score);
        std::int64_t now = clock_.now_seconds();
        store_.set_answer_score(conn, a.id, question->id, score, comment, user.id, now);
        store_.settle(conn, a.id);
        return view_of(conn, exam, store_.attempt_by_id(conn, a.id).value_or(a), true);
    });
}

RecordView PaperService::grade_record(const core::AuthUser& user, const std::string& record_sign, std::int64_t score,
                                      const std::string& comment) {
    return db_.with_tx([&](db::Conn& conn) {
        auto [exam, a] = managed_record(conn, user, record_sign);
        if (exam.answer_mode != 2) throw ApiError::business(std::string(kMsgNotOffline));
        if (a.submit_status == kInProgress) throw ApiError::business(std::string(kMsgNotSubmitted));
        if (score < 0 || score > exam.total_score) throw score_range(exam.total_score);
        store_.set_record_score(conn, a.id, score, comment, user.id, clock_.now_seconds());
        return view_of(conn, exam, store_.attempt_by_id(conn, a.id).value_or(a), true);
    });
}

}  // namespace xj::exams
