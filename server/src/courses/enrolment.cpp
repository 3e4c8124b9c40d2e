// The courses service, enrolment: joining a free course, the user's study of a course and courses, and
// activation codes.
#include "core/api_error.h"
#include "courses/service.h"

namespace xj::courses {

using core::ApiError;

namespace {

constexpr std::string_view kMsgPriced = "该课程需购买或使用激活码后学习";
constexpr std::string_view kMsgCaptchaWrong = "验证码错误!";
constexpr std::string_view kMsgCodeUnknown = "激活码无效";
constexpr std::string_view kMsgCodeUsed = "激活码已被使用";
constexpr std::string_view kMsgCodeExpired = "激活码已过期";
constexpr std::string_view kMsgAlreadyJoined = "您已加入该课程的学习";

}  // namespace

Enrolment CourseService::join(std::string_view host, const core::AuthUser& user, const std::string& sign) {
    std::int64_t school = school_of(host);
    bool joined = false;
    Enrolment enrolment = db_.with_tx([&](db::Conn& c) {
        CourseInfo course = visible_course(c, school, user, sign);
        if (auto existing = store_.find_enrolment(c, user.id, course.card.id)) return *existing;
        bool teacher = store_.is_teacher(c, course.card.id, user.id);
        if (course.card.price > 0 && !teacher) throw ApiError::business(std::string(kMsgPriced));
        joined = store_.enrol(c, user.id, course.card.id, teacher ? kSourceTeacher : kSourceFree, clock_.now_seconds());
        return *store_.find_enrolment(c, user.id, course.card.id);
    });
    if (joined) catalogue_changed(school);  // studentCount in the cards
    return enrolment;
}

std::optional<Enrolment> CourseService::study_info(std::string_view host, const core::AuthUser& user,
                                                   const std::string& sign) {
    std::int64_t school = school_of(host);
    return db_.with_conn([&](db::Conn& c) {
        CourseInfo course = visible_course(c, school, user, sign);
        return store_.find_enrolment(c, user.id, course.card.id);
    });
}

std::vector<FinishedStudy> CourseService::finished_studies(std::int64_t user_id) {
    constexpr int kLimit = 200;
    return db_.with_conn([&](db::Conn& c) { return store_.finished(c, user_id, kLimit); });
}

Paged<StudyRow> CourseService::my_courses(const core::AuthUser& user, std::optional<int> status, const Page& page) {
    return db_.with_conn([&](db::Conn& c) { return store_.my_courses(c, user.id, status, page); });
}

Activation CourseService::activate(std::string_view host, const core::AuthUser& user, const std::string& code,
                                   const std::string& captcha, const accounts::Client& client) {
    if (!accounts_.check_captcha(client, captcha))
        throw ApiError(core::ApiCode::kCaptchaWrong, std::string(kMsgCaptchaWrong), "captcha");
    std::int64_t school = 0;
    Activation activation = db_.with_tx([&](db::Conn& c) {
        auto found = store_.find_code(c, code);
        if (!found) throw ApiError::business(std::string(kMsgCodeUnknown));
        if (found->used_by) throw ApiError::business(std::string(kMsgCodeUsed));
        std::int64_t now = clock_.now_seconds();
        if (found->expires_at && *found->expires_at <= now) throw ApiError::business(std::string(kMsgCodeExpired));
        CourseCard course = reachable_course_by_id(c, user, found->course_id);
        if (store_.find_enrolment(c, user.id, course.id)) throw ApiError::business(std::string(kMsgAlreadyJoined));
        if (!store_.use_code(c, found->id, user.id, now)) throw ApiError::business(std::string(kMsgCodeUsed));
        // A join of the same user at the same moment: the transaction (and the code's use) is undone.
        if (!store_.enrol(c, user.id, course.id, kSourceCode, now))
            throw ApiError::business(std::string(kMsgAlreadyJoined));
        school = course.school_id;
        return Activation{course.name, course.sign, course.offering};
    });
    catalogue_changed(school);  // studentCount in the cards
    return activation;
}

}  // namespace xj::courses
