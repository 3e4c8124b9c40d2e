// The courses service, questions and answers: public lists with other users' names masked (teachers' names
// shown), questions and answers from learners (enrolled users and the course's teachers).
#include <chrono>

#include "core/api_error.h"
#include "courses/service.h"

namespace xj::courses {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNoQuestion = "问题不存在";

void mask_for(const OptUser& viewer, std::int64_t author_id, bool is_teacher, std::string& name) {
    if (is_teacher || (viewer && viewer->id == author_id)) return;
    name = mask_name(name);
}

}  // namespace

std::string mask_name(std::string_view name) {
    std::vector<std::string_view> chars;
    for (std::size_t i = 0; i < name.size();) {
        std::size_t len = 1;
        auto c = static_cast<unsigned char>(name[i]);
        if (c >= 0xF0) len = 4;
        else if (c >= 0xE0) len = 3;
        else if (c >= 0xC0) len = 2;
        chars.push_back(name.substr(i, len));
        i += len;
    }
    if (chars.size() <= 1) return std::string(name);
    std::string out(chars.front());
    if (chars.size() == 2) return out + "*";
    for (std::size_t i = 1; i + 1 < chars.size(); ++i) out += "*";
    return out + std::string(chars.back());
}

Paged<Question> CourseService::questions(std::string_view host, const OptUser& user, const std::string& sign,
                                         int sort_type, const Page& page) {
    std::int64_t school = school_of(host);
    auto out = db_.with_conn([&](db::Conn& c) {
        CourseInfo course = visible_course(c, school, user, sign);
        return store_.questions(c, course.card.id, sort_type, page);
    });
    for (auto& q : out.list) mask_for(user, q.user_id, q.is_teacher, q.user_name);
    return out;
}

std::string CourseService::ask(std::string_view host, const core::AuthUser& user, const std::string& sign,
                               const std::string& content) {
    std::int64_t school = school_of(host);
    return db_.with_tx([&](db::Conn& c) {
        CourseInfo course = visible_course(c, school, user, sign);
        require_learner(c, user, course.card.id);
        return store_.insert_question(c, course.card.id, user.id, content, clock_.now_seconds());
    });
}

Paged<Answer> CourseService::answers(std::string_view host, const OptUser& user, const std::string& question_sign,
                                     const Page& page) {
    std::int64_t school = school_of(host);
    auto out = db_.with_conn([&](db::Conn& c) {
        auto question = question_sign.empty() ? std::nullopt : store_.find_question(c, question_sign);
        if (!question) throw ApiError::business(std::string(kMsgNoQuestion));
        CourseCard course = visible_course_by_id(c, user, question->course_id);
        if (course.school_id != school) throw ApiError::business(std::string(kMsgNoQuestion));
        return store_.answers(c, question->id, course.id, page);
    });
    for (auto& a : out.list) mask_for(user, a.user_id, a.is_teacher, a.user_name);
    return out;
}

std::string CourseService::answer(std::string_view host, const core::AuthUser& user, const std::string& question_sign,
                                  const std::string& content) {
    std::int64_t school = school_of(host);
    return db_.with_tx([&](db::Conn& c) {
        auto question = question_sign.empty() ? std::nullopt : store_.find_question(c, question_sign);
        if (!question) throw ApiError::business(std::string(kMsgNoQuestion));
        CourseCard course = visible_course_by_id(c, user, question->course_id);
        if (course.school_id != school) throw ApiError::business(std::string(kMsgNoQuestion));
        require_learner(c, user, course.id);
        return store_.insert_answer(c, question->id, user.id, content, clock_.now_seconds());
    });
}

}  // namespace xj::courses
