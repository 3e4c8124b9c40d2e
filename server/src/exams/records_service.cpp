// PaperService: lists over attempts — a course's records for its teachers, the course page's homework and exam
// lists, the small plate's counts.
#include "exams/paper_service.h"

#include <unordered_map>

#include "core/api_error.h"

namespace xj::exams {

using core::ApiError;

namespace {}  // namespace

ExamItem exam_item(PaperExam exam, const LatestAttempt* latest, bool enrolled, std::int64_t now) {
    ExamItem item;
    item.expired = now > exam.end_at;
    bool open = now >= exam.start_at && now < exam.end_at;
    if (latest != nullptr) {
        item.committed = latest->any_submitted;
        item.student_score = latest->best_graded;
        item.record_sign = latest->sign;
        item.latest_status = latest->submit_status;
        item.can_start = open && (latest->submit_status == kInProgress ||
                                  (latest->count < exam.attempt_limit && !exam.answers_released));
    } else {
        item.can_start = enrolled && open;
    }
    item.exam = std::move(exam);
    return item;
}

RecordPage PaperService::find_records(const core::AuthUser& user, const RecordQuery& q) {
    return db_.with_conn([&](db::Conn& conn) {
        auto course = courses_.managed_course(conn, user, q.course_sign);
        std::int64_t exam_id = 0;
        if (q.exam_sign) {
            auto exam = store_.exam_by_sign(conn, *q.exam_sign);
            if (!exam || exam->course_id != course.id) throw ApiError::business(std::string(kMsgNoExam));
            exam_id = exam->id;
        }
        return records_.find(conn, course.id, course.school_id, q, exam_id);
    });
}

std::pair<std::string, RecordPage> PaperService::records_for_export(const core::AuthUser& user, RecordQuery q) {
    return db_.with_conn([&](db::Conn& conn) {
        auto course = courses_.managed_course(conn, user, q.course_sign);
        std::int64_t exam_id = 0;
        if (q.exam_sign) {
            auto exam = store_.exam_by_sign(conn, *q.exam_sign);
            if (!exam || exam->course_id != course.id) throw ApiError::business(std::string(kMsgNoExam));
            exam_id = exam->id;
        }
        q.page = 1;
        q.size = static_cast<int>(exporter_.max_rows()) + 1;
        RecordPage page = records_.find(conn, course.id, course.school_id, q, exam_id);
        exporter_.check_rows(page.total);
        auto info = courses_.find_course(conn, course.school_id, course.sign);
        return std::pair{info ? info->card.name : std::string(), std::move(page)};
    });
}

std::vector<ExamItem> PaperService::course_items(const core::AuthUser& user, std::string_view host,
                                                 const std::string& course_sign, bool homework) {
    return db_.with_conn([&](db::Conn& conn) {
        // The course page's visibility: a draft, or another school's course, lists nothing (issue 13).
        std::int64_t course_id = courses_.visible_course_id(conn, host, user, course_sign);
        // For its learners and managers only (the matrix found them listed to any signed-in user; issue 13).
        courses_.require_learner_or_manager(conn, user, course_id);
        return items_of(conn, user, course_id, homework);
    });
}

std::vector<ExamItem> PaperService::training_items(const core::AuthUser& user, std::int64_t course_id, bool homework) {
    return db_.with_conn([&](db::Conn& conn) { return items_of(conn, user, course_id, homework); });
}

std::vector<ExamItem> PaperService::items_of(db::Conn& conn, const core::AuthUser& user, std::int64_t course_id,
                                             bool homework) {
    bool enrolled = courses_.is_enrolled(conn, user.id, course_id);
    std::int64_t now = clock_.now_seconds();
    std::unordered_map<std::int64_t, LatestAttempt> latest;
    if (enrolled)
        for (auto& l : records_.latest_attempts(conn, course_id, user.id)) latest[l.exam_id] = std::move(l);
    std::vector<ExamItem> out;
    for (auto& exam : records_.released_exams(conn, course_id, homework)) {
        auto it = latest.find(exam.id);
        out.push_back(exam_item(std::move(exam), it == latest.end() ? nullptr : &it->second, enrolled, now));
    }
    return out;
}

std::vector<GradedScore> PaperService::graded_scores(std::int64_t user_id) {
    constexpr int kLimit = 200;
    return db_.with_conn([&](db::Conn& conn) { return records_.graded(conn, user_id, kLimit); });
}

PendingCounts PaperService::pending(const core::AuthUser& user) {
    return db_.with_conn([&](db::Conn& conn) { return records_.pending(conn, user.id, clock_.now_seconds()); });
}

std::vector<PendingItem> PaperService::pending_items(const core::AuthUser& user, int limit) {
    return db_.with_conn(
        [&](db::Conn& conn) { return records_.pending_items(conn, user.id, clock_.now_seconds(), limit); });
}

}  // namespace xj::exams
