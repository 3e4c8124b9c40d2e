#include "exams/paper_service.h"

#include <random>
#include <unordered_map>

#include <spdlog/spdlog.h>
#include <boost/json.hpp>

#include "core/api_error.h"
#include "core/sign.h"
#include "db/run_alone.h"
#include "exams/grading_rules.h"

namespace xj::exams {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNotStarted = "考试尚未开始";
constexpr std::string_view kMsgEnded = "考试已结束";
constexpr std::string_view kMsgLimit = "已达到作答次数上限";
constexpr std::string_view kMsgKeyReleased = "答案已公布，不能再次作答";
constexpr std::string_view kMsgSubmitted = "试卷已提交";
constexpr std::string_view kMsgNoRecord = "作答记录不存在";
constexpr std::string_view kMsgTimeUp = "考试时间已到，答案已自动提交";
constexpr std::string_view kMsgNotInExam = "题目不属于本次考试";
// The sweep submits at most this many overdue attempts per transaction batch, then looks again.
constexpr int kSweepBatch = 200;

std::int64_t random_seed() {
    thread_local std::mt19937_64 gen{std::random_device{}()};
    return static_cast<std::int64_t>(gen() >> 1);  // positive: stored as BIGINT
}

}  // namespace

PaperExam PaperService::student_exam(db::Conn& conn, const core::AuthUser& user, const std::string& exam_sign) {
    auto exam = store_.exam_for_attempt(conn, exam_sign);
    if (!exam) throw ApiError::business(std::string(kMsgNoExam));
    if (!courses_.is_enrolled(conn, user.id, exam->course_id)) throw ApiError::no_permission();
    if (!exam->released) throw ApiError::business(std::string(kMsgNotStarted));
    return *exam;
}

bool PaperService::submit_and_grade(db::Conn& conn, const PaperExam& exam, std::int64_t attempt_id, std::int64_t now,
                                    bool automatic) {
    if (!store_.mark_submitted(conn, attempt_id, now, automatic)) return false;
    if (exam.answer_mode == 2) return true;  // an offline answer file: the teacher scores the record
    std::unordered_map<std::int64_t, std::optional<std::string>> given;
    for (auto& a : store_.answers(conn, attempt_id)) given[a.question_id] = std::move(a.answer);
    for (const auto& q : store_.questions(conn, exam.id)) {
        auto it = given.find(q.id);
        std::optional<std::string> answer = it == given.end() ? std::nullopt : it->second;
        std::optional<int> score = auto_score(q.type, q.answer, answer, q.score);
        if (!score && !canonical_answer(q.type, answer)) score = 0;  // an empty annotation answer: nothing to grade
        if (score) store_.set_answer_score(conn, attempt_id, q.id, *score, "", std::nullopt, now);
        else if (it == given.end()) store_.upsert_answer(conn, attempt_id, q.id, std::nullopt, now);
    }
    store_.settle(conn, attempt_id);
    return true;
}

Attempt PaperService::settle_overdue(db::Conn& conn, const PaperExam& exam, Attempt a, std::int64_t now) {
    if (a.submit_status != kInProgress || now < a.deadline_at) return a;
    submit_and_grade(conn, exam, a.id, now, true);
    return store_.attempt_by_id(conn, a.id).value_or(a);
}

Paper PaperService::start(const core::AuthUser& user, const std::string& exam_sign, bool restart) {
    return batch_.run([&](db::Conn& conn) {
        PaperExam exam = student_exam(conn, user, exam_sign);
        std::int64_t now = clock_.now_seconds();
        if (now < exam.start_at) throw ApiError::business(std::string(kMsgNotStarted));
        std::optional<Attempt> current = store_.in_progress(conn, exam.id, user.id);
        if (current) current = settle_overdue(conn, exam, *current, now);
        if (!current || current->submit_status != kInProgress) {
            if (now >= exam.end_at) throw ApiError::business(std::string(kMsgEnded));
            auto latest = store_.latest(conn, exam.id, user.id);
            // On PostgreSQL a concurrent start of the same examinee can commit between the two reads: resume it.
            if (latest && latest->submit_status == kInProgress) return paper_of(conn, exam, *latest, now);
            if (latest && !restart)
                throw ApiError::business(std::string(kMsgSubmitted))
                    .with("recordId", boost::json::string(latest->sign));
            // Whoever may read the key (a submitted attempt, answers released) does not take the exam again.
            if (latest && exam.answers_released)
                throw ApiError::business(std::string(kMsgKeyReleased))
                    .with("recordId", boost::json::string(latest->sign));
            if (latest && store_.attempt_count(conn, exam.id, user.id) >= exam.attempt_limit)
                throw ApiError::business(std::string(kMsgLimit)).with("recordId", boost::json::string(latest->sign));
            Attempt a;
            a.sign = core::make_sign();
            a.exam_id = exam.id;
            a.user_id = user.id;
            a.started_at = now;
            a.deadline_at = deadline_at(now, exam.exam_time, exam.end_at);
            a.seed = random_seed();
            if (store_.insert_attempt(conn, a)) current = a;
            else current = store_.in_progress(conn, exam.id, user.id);  // a concurrent start made it
            if (!current) throw ApiError::business(std::string(kMsgNoRecord));
        }
        return paper_of(conn, exam, *current, now);
    });
}

Paper PaperService::paper_of(db::Conn& conn, const PaperExam& exam, const Attempt& attempt, std::int64_t now) {
    Paper p;
    p.exam = exam;
    p.attempt = attempt;
    p.questions = store_.questions(conn, exam.id);
    p.answers = store_.answers(conn, attempt.id);
    p.now = now;
    return p;
}

std::pair<PaperExam, Attempt> PaperService::readable(db::Conn& conn, const core::AuthUser& user,
                                                     const std::string& record_sign, bool* teacher) {
    auto a = store_.attempt_by_sign(conn, record_sign);
    if (!a) throw ApiError::business(std::string(kMsgNoRecord));
    auto exam = store_.exam_by_id(conn, a->exam_id);
    if (!exam) throw ApiError::business(std::string(kMsgNoRecord));
    *teacher = a->user_id != user.id;
    if (*teacher) courses_.managed_course(conn, user, exam->course_id);  // -6 for anyone else
    return {*exam, *a};
}

std::pair<PaperExam, Attempt> PaperService::managed_record(db::Conn& conn, const core::AuthUser& user,
                                                           const std::string& record_sign) {
    auto a = store_.attempt_by_sign(conn, record_sign);
    if (!a) throw ApiError::business(std::string(kMsgNoRecord));
    auto exam = store_.exam_by_id(conn, a->exam_id);
    if (!exam) throw ApiError::business(std::string(kMsgNoRecord));
    courses_.managed_course(conn, user, exam->course_id);
    return {*exam, *a};
}

RecordView PaperService::view_of(db::Conn& conn, const PaperExam& exam, const Attempt& a, bool teacher) {
    RecordView v;
    v.exam = exam;
    v.attempt = a;
    v.questions = store_.questions(conn, exam.id);
    v.answers = store_.answers(conn, a.id);
    std::tie(v.user_name, v.course_sign, v.course_name) = store_.record_header(conn, a.user_id, exam.course_id);
    // The student sees the key of a submitted attempt once answers are released, and not while another attempt of
    // theirs is open (begun before the release): the key must never help an attempt in progress.
    v.show_key = teacher || (exam.answers_released && a.submit_status != kInProgress &&
                             !store_.in_progress(conn, exam.id, a.user_id));
    return v;
}

RecordView PaperService::record(const core::AuthUser& user, const std::string& record_sign) {
    std::int64_t now = clock_.now_seconds();
    auto build = [&](db::Conn& conn) {
        bool teacher = false;
        auto [exam, a] = readable(conn, user, record_sign, &teacher);
        a = settle_overdue(conn, exam, a, now);
        return view_of(conn, exam, a, teacher);
    };
    // A read unless the attempt is past its deadline (then it is submitted first, in a write transaction).
    bool overdue = db_.with_conn([&](db::Conn& conn) {
        auto a = store_.attempt_by_sign(conn, record_sign);
        return a && a->submit_status == kInProgress && now >= a->deadline_at;
    });
    return overdue ? batch_.run(build) : db_.with_conn(build);
}

SaveResult PaperService::save(const core::AuthUser& user, const SaveInput& in) {
    enum class Outcome { kSaved, kLate, kTimeUp };
    auto [outcome, result] = batch_.run([&](db::Conn& conn) {
        auto a = store_.attempt_by_sign(conn, in.record_sign);
        if (!a) throw ApiError::business(std::string(kMsgNoRecord));
        if (a->user_id != user.id) throw ApiError::no_permission();
        auto exam = store_.exam_by_id(conn, a->exam_id);
        if (!exam || (in.exam_sign && *in.exam_sign != exam->sign)) throw ApiError::business(std::string(kMsgNoRecord));
        std::int64_t now = clock_.now_seconds();
        auto state = [&](const Attempt& at) {
            return SaveResult{at.save_seq, at.saved_at, at.submit_status, seconds_left(at.deadline_at, now), at.sign};
        };
        if (a->submit_status == kInProgress && now >= a->deadline_at) {
            submit_and_grade(conn, *exam, a->id, now, true);
            return std::pair{Outcome::kTimeUp, state(*a)};
        }
        if (a->submit_status != kInProgress) {
            bool time_up = a->auto_submitted || now >= a->deadline_at;
            return std::pair{time_up ? Outcome::kTimeUp : Outcome::kLate, state(*a)};
        }
        std::unordered_map<std::string, const PaperQuestion*> by_sign;
        auto questions = store_.questions(conn, exam->id);
        for (const auto& q : questions) by_sign[q.sign] = &q;
        for (const auto& ans : in.answers) {
            auto it = by_sign.find(ans.question_sign);
            if (it == by_sign.end()) throw ApiError::invalid("subjectAnswerReqList", std::string(kMsgNotInExam));
            const PaperQuestion& q = *it->second;
            if (auto err = answer_error(q.type, ans.answer, static_cast<int>(q.options.size())))
                throw ApiError::invalid("subjectAnswerReqList", *err);
        }
        if (!store_.claim_save(conn, a->id, in.save_seq, now, in.count_down, in.leave_count)) {
            auto stored = store_.attempt_by_id(conn, a->id).value_or(*a);
            return std::pair{Outcome::kLate, state(stored)};
        }
        for (const auto& ans : in.answers) {
            const PaperQuestion& q = *by_sign.at(ans.question_sign);
            store_.upsert_answer(conn, a->id, q.id, canonical_answer(q.type, ans.answer), now);
        }
        if (in.submit) submit_and_grade(conn, *exam, a->id, now, false);
        auto stored = store_.attempt_by_id(conn, a->id).value_or(*a);
        SaveResult saved = state(stored);
        saved.applied = true;
        return std::pair{Outcome::kSaved, saved};
    });
    if (outcome == Outcome::kTimeUp)
        throw ApiError::business(std::string(kMsgTimeUp)).with("recordId", boost::json::string(result.record_sign));
    return result;
}

int PaperService::sweep(std::int64_t now) {
    int submitted = 0;
    while (true) {
        auto ids = db_.with_conn([&](db::Conn& c) { return store_.overdue(c, now, kSweepBatch); });
        int before = submitted;
        for (std::int64_t id : ids) {
            submitted += db_.with_tx([&](db::Conn& conn) {
                auto a = store_.attempt_by_id(conn, id);
                if (!a || a->submit_status != kInProgress || a->deadline_at > now) return 0;
                auto exam = store_.exam_by_id(conn, a->exam_id);
                if (!exam) return 0;
                return submit_and_grade(conn, *exam, id, now, true) ? 1 : 0;
            });
        }
        if (static_cast<int>(ids.size()) < kSweepBatch || submitted == before) break;
    }
    return submitted;
}

void PaperService::start_sweep(std::chrono::milliseconds period) {
    // A sweep already running is replaced; the group commit goes on. One instance of a deployment sweeps at a time
    // (db/run_alone.h): the others skip the run instead of contending for the same attempts.
    sweeper_.start("exams: deadline sweep", period, [this] {
        int n = 0;
        db::run_alone(db_, db::AloneWork::kExamDeadlines, [&] { n = sweep(clock_.now_seconds()); });
        if (n > 0) spdlog::info("exams: submitted {} attempts past their deadline", n);
    });
}

void PaperService::stop_sweep() {
    sweeper_.stop();
    batch_.stop();
}

}  // namespace xj::exams
