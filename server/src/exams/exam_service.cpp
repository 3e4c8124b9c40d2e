#include "exams/exam_service.h"

#include <chrono>
#include <map>

#include "core/api_error.h"
#include "core/sign.h"
#include "exams/bank_service.h"

namespace xj::exams {

using core::ApiError;

namespace {

[[noreturn]] void refuse(const std::vector<FieldError>& errors) {
    throw ApiError::invalid(errors.front().field, errors.front().message);
}

ExamForm merged(const ExamRow& row, const ExamForm& f) {
    ExamForm m = f;
    if (!f.given.type) m.type = row.type, m.bad_type = false;
    if (!f.given.name) m.name = row.name;
    if (!f.given.attention) m.attention = row.attention;
    if (!f.given.chapter) m.chapter_sign = row.chapter_sign;
    if (!f.given.start) m.start_at = row.start_at, m.bad_start = false;
    if (!f.given.end) m.end_at = row.end_at, m.bad_end = false;
    if (!f.given.exam_time) m.exam_time = row.exam_time, m.bad_exam_time = false;
    if (!f.given.answer_mode) m.answer_mode = row.answer_mode, m.bad_answer_mode = false;
    if (!f.given.shuffle) m.shuffle = row.shuffle, m.bad_shuffle = false;
    if (!f.given.attempt_limit) m.attempt_limit = row.attempt_limit, m.bad_attempt_limit = false;
    return m;
}

}  // namespace

ExamRow ExamService::managed_exam(db::Conn& c, const core::AuthUser& user, const std::string& sign) const {
    auto e = store_.find(c, sign);
    if (!e) throw ApiError::business(std::string(kMsgNoExam));
    courses_.managed_course(c, user, e->course_id);
    return std::move(*e);
}

ExamRow ExamService::locked_exam(db::Conn& c, const core::AuthUser& user, const std::string& sign) const {
    ExamRow first = managed_exam(c, user, sign);
    store_.lock(c, first.id);
    auto locked = store_.find(c, sign);  // as the transaction that held the lock before us left it
    if (!locked) throw ApiError::business(std::string(kMsgNoExam));
    return std::move(*locked);
}

void ExamService::require_editable_subjects(db::Conn& c, const ExamRow& exam) const {
    if (exam.release_status == 1) throw ApiError::business(std::string(kMsgReleasedSubjects));
    if (store_.has_attempts(c, exam.id)) throw ApiError::business(std::string(kMsgAttemptedSubjects));
}

std::optional<std::int64_t> ExamService::chapter_id(db::Conn& c, std::int64_t course_id,
                                                    const std::string& chapter_sign) const {
    if (chapter_sign.empty()) return std::nullopt;
    auto id = store_.chapter_of_course(c, course_id, chapter_sign);
    if (!id) throw ApiError::invalid("chapterIdSign", std::string(kMsgNoChapter));
    return id;
}

core::Paged<ExamRow> ExamService::list(const core::AuthUser& user, const std::string& course_sign, const ExamQuery& q,
                                       const core::Page& page) {
    return db_.with_conn([&](db::Conn& c) {
        auto course = courses_.managed_course(c, user, course_sign);
        ExamFilter f{course.id, std::nullopt, std::nullopt, q.type, q.keyword};
        core::Paged<ExamRow> out;
        out.total = store_.count(c, f);
        if (out.total > page.offset()) out.list = store_.list(c, f, page);
        return out;
    });
}

ExamExport ExamService::export_list(const core::AuthUser& user, const std::string& course_sign, const ExamQuery& q) {
    return db_.with_conn([&](db::Conn& c) {
        auto course = courses_.managed_course(c, user, course_sign);
        ExamFilter f{course.id, std::nullopt, std::nullopt, q.type, q.keyword};
        exporter_.check_rows(store_.count(c, f));
        ExamExport out;
        out.list = store_.list(c, f, core::Page{1, static_cast<int>(exporter_.max_rows())});
        auto info = courses_.find_course(c, course.school_id, course.sign);
        if (info) out.course_name = info->card.name;
        return out;
    });
}

std::vector<ManagedCourseName> ExamService::courses_by_name(const core::AuthUser& user, const std::string& name) {
    std::optional<std::int64_t> teacher, school;
    if (user.has_role(core::Role::kTeacher)) teacher = user.id;
    if (user.has_role(core::Role::kSchoolAdmin) && user.school_id > 0) school = user.school_id;
    return db_.with_conn(
        [&](db::Conn& c) { return store_.managed_courses(c, teacher, school, name, kManagedCoursesMax); });
}

core::Paged<ExamRow> ExamService::managed_list(const core::AuthUser& user, const ExamQuery& q, const core::Page& page) {
    ExamFilter f{0, std::nullopt, std::nullopt, q.type, q.keyword};
    if (user.has_role(core::Role::kTeacher)) f.teacher_id = user.id;
    if (user.has_role(core::Role::kSchoolAdmin) && user.school_id > 0) f.admin_school = user.school_id;
    return db_.with_conn([&](db::Conn& c) {
        core::Paged<ExamRow> out;
        out.total = store_.count(c, f);
        if (out.total > page.offset()) out.list = store_.list(c, f, page);
        return out;
    });
}

std::string ExamService::add(const core::AuthUser& user, const std::string& course_sign, const ExamForm& form) {
    return db_.with_tx([&](db::Conn& c) {
        auto course = courses_.managed_course(c, user, course_sign);
        CheckedExam e;
        if (auto errors = check_exam(form, &e); !errors.empty()) refuse(errors);
        auto chapter = chapter_id(c, course.id, e.chapter_sign);
        std::string sign = core::make_sign();
        store_.insert(c, sign, course.id, chapter, e, user.id, clock_.now_seconds());
        return sign;
    });
}

ExamRow ExamService::update(const core::AuthUser& user, const std::string& sign, const ExamForm& form) {
    return db_.with_tx([&](db::Conn& c) {
        ExamRow row = locked_exam(c, user, sign);
        CheckedExam e;
        if (auto errors = check_exam(merged(row, form), &e); !errors.empty()) refuse(errors);
        if ((e.shuffle != row.shuffle || e.answer_mode != row.answer_mode) && store_.has_attempts(c, row.id))
            throw ApiError::business(std::string(kMsgAttemptedMode));
        auto chapter = chapter_id(c, row.course_id, e.chapter_sign);
        store_.update(c, row.id, chapter, e, clock_.now_seconds());
        return *store_.find(c, sign);
    });
}

void ExamService::remove(const core::AuthUser& user, const std::string& sign) {
    db_.with_tx([&](db::Conn& c) {
        ExamRow row = locked_exam(c, user, sign);
        if (store_.has_attempts(c, row.id)) throw ApiError::business(std::string(kMsgHasRecords));
        store_.remove(c, row.id);
    });
}

ExamRow ExamService::get(const core::AuthUser& user, const std::string& sign) {
    return db_.with_conn([&](db::Conn& c) { return managed_exam(c, user, sign); });
}

ExamRow ExamService::set_release(const core::AuthUser& user, const std::string& sign, int status) {
    return db_.with_tx([&](db::Conn& c) {
        ExamRow row = locked_exam(c, user, sign);
        if (status == 1 && store_.subject_count(c, row.id) == 0)
            throw ApiError::business(std::string(kMsgNeedSubjects));
        store_.set_release(c, row.id, status, clock_.now_seconds());
        return *store_.find(c, sign);
    });
}

ExamRow ExamService::release_answers(const core::AuthUser& user, const std::string& sign) {
    return db_.with_tx([&](db::Conn& c) {
        ExamRow row = locked_exam(c, user, sign);
        store_.release_answers(c, row.id, clock_.now_seconds());
        return *store_.find(c, sign);
    });
}

core::Paged<ExamSubject> ExamService::subjects(const core::AuthUser& user, const std::string& exam_sign,
                                               const core::Page& page) {
    return db_.with_conn([&](db::Conn& c) {
        ExamRow exam = managed_exam(c, user, exam_sign);
        core::Paged<ExamSubject> out;
        out.total = store_.subject_count(c, exam.id);
        if (out.total > page.offset()) out.list = store_.subjects(c, bank_, exam.id, page);
        return out;
    });
}

int ExamService::add_subjects(const core::AuthUser& user, const std::string& exam_sign,
                              const std::vector<std::string>& question_signs) {
    return db_.with_tx([&](db::Conn& c) {
        ExamRow exam = locked_exam(c, user, exam_sign);
        require_editable_subjects(c, exam);
        auto found = bank_.find_many(c, exam.course_id, question_signs, true, true);
        std::map<std::string, std::int64_t> by_sign;
        for (const auto& q : found) by_sign[q.sign] = q.id;
        std::vector<std::int64_t> ids;
        for (const auto& s : question_signs) {
            auto it = by_sign.find(s);
            if (it == by_sign.end()) throw ApiError::invalid("subjectIdList", std::string(kMsgSubjectNotInBank));
            ids.push_back(it->second);
        }
        std::int64_t now = clock_.now_seconds();
        int added = store_.add_subjects(c, exam.id, ids, now);
        if (added > 0) store_.refresh_total(c, exam.id, now);
        return added;
    });
}

void ExamService::delete_subject(const core::AuthUser& user, const std::string& exam_sign,
                                 const std::string& question_sign) {
    db_.with_tx([&](db::Conn& c) {
        ExamRow exam = locked_exam(c, user, exam_sign);
        require_editable_subjects(c, exam);
        auto q = bank_.find(c, question_sign);
        if (!q || q->course_id != exam.course_id || !store_.remove_subject(c, exam.id, q->id))
            throw ApiError::business(std::string(kMsgNoQuestion));
        store_.refresh_total(c, exam.id, clock_.now_seconds());
    });
}

TwoList ExamService::two_list(const core::AuthUser& user, const std::string& exam_sign, const core::Page& page,
                              const std::string& record_sign) {
    return db_.with_conn([&](db::Conn& c) {
        ExamRow exam = managed_exam(c, user, exam_sign);
        TwoList out;
        out.subjects = store_.subjects(c, bank_, exam.id, page);
        if (!record_sign.empty()) {
            auto attempt = store_.attempt_of_exam(c, exam.id, record_sign);
            if (!attempt) throw ApiError::business(std::string(kMsgNoRecord));
            out.answers = store_.record_answers(c, *attempt);
        }
        return out;
    });
}

}  // namespace xj::exams
