// The courses service: the school a request sees (per host, remembered), the catalogue's answers from memory, and
// the access rules every part of the service and the other domains use: visible_course, managed_course (may manage
// this course), require_learner. The rest is by sub-resource: catalogue.cpp, course_page.cpp, course_files.cpp,
// enrolment.cpp, collections.cpp, questions.cpp.
#include "courses/service.h"
#include "core/answer_cache_feed.h"
#include "core/api_error.h"
#include "core/response.h"

namespace xj::courses {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNoCourse = "课程不存在";
constexpr std::string_view kMsgJoinFirst = "请先加入学习";

ApiError no_course() { return ApiError::business(std::string(kMsgNoCourse)); }

}  // namespace

CourseService::CourseService(db::Database& db, const core::Clock& clock, accounts::AccountService& accounts,
                             site::SiteService& site)
    : db_(db), clock_(clock), accounts_(accounts), site_(site) {
    catalogue_feed_ = core::follow_changes(db_.changes(), kCatalogueTopic, answers_);
    schools_feed_ = db_.changes().subscribe(std::string(kSchoolsTopic), [this](std::int64_t) {
        std::lock_guard lock(schools_mutex_);
        hosts_.clear();
        schools_.clear();
    });
}

std::optional<std::int64_t> CourseService::known_school(std::string_view host) {
    std::lock_guard lock(schools_mutex_);
    auto found = hosts_.find(std::string(host));
    if (found == hosts_.end() || clock_.now_ms() - found->second.at_ms >
                                     std::chrono::duration_cast<std::chrono::milliseconds>(kHostMaxAge).count())
        return std::nullopt;
    return found->second.school_id;
}

core::SharedBytes CourseService::catalogue_answer(std::string_view host, const std::string& key,
                                                  const std::function<boost::json::value()>& build) {
    return answer_source(answers_).answer(host, key, build);
}

core::SharedBytes CourseService::cached_catalogue_answer(std::string_view host, const std::string& key) {
    return answer_source(answers_).cached(host, key);
}

core::AnswerSource CourseService::answer_source(core::LruAnswerCache& cache) {
    return {[this, &cache](std::string_view host, const std::string& key,
                           const std::function<boost::json::value()>& build) {
                return cache.get_or_build(school_of(host), key, [&] {
                    return core::envelope_text(static_cast<int>(core::ApiCode::kOk),
                                               core::default_message(core::ApiCode::kOk), build());
                });
            },
            [this, &cache](std::string_view host, const std::string& key) -> core::SharedBytes {
                auto school = known_school(host);
                return school ? cache.find(*school, key) : nullptr;
            }};
}

std::int64_t CourseService::school_of(std::string_view host) {
    if (auto known = known_school(host)) return *known;
    std::string sign;
    try {
        sign = site_.school_sign(host);
    } catch (const ApiError&) {
        return 0;  // no school at all (a fresh installation): empty lists, 课程不存在 on course pages
    }
    if (sign.empty()) return 0;
    // A school seen before is not looked up again, but the host is remembered again below either way: the answers
    // from memory (known_school) need it fresh.
    std::int64_t id = 0;
    {
        std::lock_guard lock(schools_mutex_);
        if (auto found = schools_.find(sign); found != schools_.end()) id = found->second;
    }
    if (id == 0) {
        auto school = db_.with_conn([&](db::Conn& c) { return site_.find_school_by_sign(c, sign); });
        if (!school) return 0;
        id = school->id;
    }
    std::lock_guard lock(schools_mutex_);
    schools_[sign] = id;
    if (hosts_.size() >= kHostsMax) hosts_.clear();  // hosts come from requests: keep the map bounded
    hosts_[std::string(host)] = KnownHost{id, clock_.now_ms()};
    return id;
}

CourseInfo CourseService::visible_course(db::Conn& conn, std::int64_t school, const OptUser& user,
                                         const std::string& sign) {
    auto course = sign.empty() ? std::nullopt : store_.find_course(conn, school, sign);
    if (!course || course->card.offering != kOfferingCourse) throw no_course();
    if (course->card.status != kStatusPublished && !(user && store_.is_teacher(conn, course->card.id, user->id)))
        throw no_course();
    return *course;
}

CourseCard CourseService::visible_course_by_id(db::Conn& conn, const OptUser& user, std::int64_t course_id) {
    auto course = store_.course_by_id(conn, course_id);
    if (!course || course->offering != kOfferingCourse) throw no_course();
    if (course->status != kStatusPublished && !(user && store_.is_teacher(conn, course->id, user->id)))
        throw no_course();
    return *course;
}

bool CourseService::may_manage(db::Conn& conn, const core::AuthUser& user, std::int64_t course_id,
                               std::int64_t school_id) const {
    if (user.has_role(core::Role::kSchoolAdmin) && user.school_id != 0 && user.school_id == school_id) return true;
    return user.has_role(core::Role::kTeacher) && store_.is_teacher(conn, course_id, user.id);
}

CourseCard CourseService::reachable_course_by_id(db::Conn& conn, const OptUser& user, std::int64_t course_id) {
    auto course = store_.course_by_id(conn, course_id);
    if (course && course->offering == kOfferingTraining) {
        // A draft or archived training, as its pages: for its teachers and its school's admins only.
        if (course->status == kStatusPublished || (user && may_manage(conn, *user, course->id, course->school_id)))
            return *course;
        throw no_course();
    }
    return visible_course_by_id(conn, user, course_id);
}

void CourseService::require_manager(db::Conn& conn, const core::AuthUser& user, const ManagedCourse& course) const {
    if (!may_manage(conn, user, course.id, course.school_id)) throw ApiError::no_permission();
}

ManagedCourse CourseService::managed_course(db::Conn& conn, const core::AuthUser& user,
                                            std::string_view course_sign) const {
    auto course = store_.managed_by_sign(conn, course_sign);
    if (!course) throw no_course();
    require_manager(conn, user, *course);
    return *course;
}

ManagedCourse CourseService::managed_course(db::Conn& conn, const core::AuthUser& user, std::int64_t course_id) const {
    auto course = store_.managed_by_id(conn, course_id);
    if (!course) throw no_course();
    require_manager(conn, user, *course);
    return *course;
}

void CourseService::require_learner(db::Conn& conn, const core::AuthUser& user, std::int64_t course_id) {
    if (store_.find_enrolment(conn, user.id, course_id)) return;
    if (store_.is_teacher(conn, course_id, user.id)) return;
    throw ApiError::business(std::string(kMsgJoinFirst));
}

void CourseService::require_learner_or_manager(db::Conn& conn, const core::AuthUser& user, std::int64_t course_id) {
    if (user.has_role(core::Role::kSchoolAdmin) && user.school_id != 0) {
        auto course = store_.course_by_id(conn, course_id);
        if (course && course->school_id == user.school_id) return;
    }
    require_learner(conn, user, course_id);
}

}  // namespace xj::courses
