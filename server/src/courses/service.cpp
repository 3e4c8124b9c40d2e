#include "courses/service.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <unordered_map>

#include "core/api_error.h"
#include "core/response.h"

namespace xj::courses {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNoCourse = "课程不存在";
constexpr std::string_view kMsgJoinFirst = "请先加入学习";
constexpr std::string_view kMsgPriced = "该课程需购买或使用激活码后学习";
constexpr std::string_view kMsgNoFile = "文件不存在";
constexpr std::string_view kMsgCaptchaWrong = "验证码错误!";
constexpr std::string_view kMsgCodeUnknown = "激活码无效";
constexpr std::string_view kMsgCodeUsed = "激活码已被使用";
constexpr std::string_view kMsgCodeExpired = "激活码已过期";
constexpr std::string_view kMsgAlreadyJoined = "您已加入该课程的学习";
constexpr std::string_view kCourseFilesName = "课程资料";
constexpr int kSuggestLimit = 10;
constexpr int kSliderSize = 5;

std::int64_t now_seconds() {
    using namespace std::chrono;
    return duration_cast<seconds>(system_clock::now().time_since_epoch()).count();
}

ApiError no_course() { return ApiError::business(std::string(kMsgNoCourse)); }

std::vector<TypeNode> nest(std::vector<TypeNode> all) {
    // all is ordered by level, sort, id: parents come before their children.
    std::map<std::int64_t, std::vector<TypeNode>> children;
    for (auto it = all.rbegin(); it != all.rend(); ++it) {
        auto found = children.find(it->id);
        if (found != children.end()) {
            it->children = std::move(found->second);
            std::reverse(it->children.begin(), it->children.end());
            children.erase(found);
        }
        if (it->parent_id) children[*it->parent_id].push_back(std::move(*it));
    }
    std::vector<TypeNode> roots;
    for (auto& t : all)
        if (!t.parent_id) roots.push_back(std::move(t));
    return roots;
}

}  // namespace

std::optional<std::int64_t> CourseService::known_school(std::string_view host) {
    std::lock_guard lock(schools_mutex_);
    auto found = hosts_.find(std::string(host));
    if (found == hosts_.end() || std::chrono::steady_clock::now() - found->second.at > kHostMaxAge) return std::nullopt;
    return found->second.school_id;
}

core::SharedBytes CourseService::catalogue_answer(std::string_view host, const std::string& key,
                                                  const std::function<boost::json::value()>& build) {
    return answers_.get_or_build(school_of(host), key, [&] {
        return core::envelope_text(static_cast<int>(core::ApiCode::kOk), core::default_message(core::ApiCode::kOk),
                                   build());
    });
}

core::SharedBytes CourseService::cached_catalogue_answer(std::string_view host, const std::string& key) {
    auto school = known_school(host);
    return school ? answers_.find(*school, key) : nullptr;
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
    {
        std::lock_guard lock(schools_mutex_);
        auto found = schools_.find(sign);
        if (found != schools_.end()) return found->second;
    }
    std::int64_t id = 0;
    {
        std::lock_guard lock(schools_mutex_);
        if (auto found = schools_.find(sign); found != schools_.end()) id = found->second;
    }
    if (id == 0) {
        auto school = database().with_conn([&](db::Conn& c) { return site_.store().find_school_by_sign(c, sign); });
        if (!school) return 0;
        id = school->id;
    }
    std::lock_guard lock(schools_mutex_);
    schools_[sign] = id;
    if (hosts_.size() >= kHostsMax) hosts_.clear();  // hosts come from requests: keep the map bounded
    hosts_[std::string(host)] = KnownHost{id, std::chrono::steady_clock::now()};
    return id;
}

std::vector<CourseCard> CourseService::top(std::string_view host, std::string_view order, std::optional<int> type,
                                           std::optional<bool> free, int limit) {
    ListFilter filter;
    filter.school_id = school_of(host);
    filter.order = std::string(order);
    filter.type = type;
    filter.free = free;
    return database().with_conn(
        [&](db::Conn& c) { return store_.list_courses(c, filter, Page{1, limit}, false).list; });
}

std::vector<CourseCard> CourseService::recommended(std::string_view host, int limit) {
    return top(host, kOrderHot, std::nullopt, std::nullopt, limit);
}

std::vector<CourseCard> CourseService::self_study(std::string_view host, int limit) {
    return top(host, kOrderNew, kTypeOther, std::nullopt, limit);
}

std::vector<CourseCard> CourseService::chosen(std::string_view host, int limit) {
    return top(host, kOrderSort, std::nullopt, true, limit);
}

std::vector<CourseCard> CourseService::slider(std::string_view host) { return recommended(host, kSliderSize); }

std::vector<KindCount> CourseService::kinds(std::string_view host) {
    std::int64_t school = school_of(host);
    return database().with_conn([&](db::Conn& c) { return store_.kind_counts(c, school); });
}

Paged<CourseCard> CourseService::list(std::string_view host, const ListQuery& query) {
    ListFilter filter;
    filter.school_id = school_of(host);
    filter.type = query.type;
    filter.kind = query.kind;
    filter.keyword = query.keyword;
    filter.order = query.order;
    filter.free = query.free;
    return database().with_conn([&](db::Conn& c) {
        if (query.type_sign) {
            filter.course_type = store_.find_type(c, *query.type_sign);
            if (!filter.course_type) return Paged<CourseCard>{};
        }
        return store_.list_courses(c, filter, query.page, true);
    });
}

std::vector<TypeNode> CourseService::type_tree() {
    return nest(database().with_conn([&](db::Conn& c) { return store_.all_types(c); }));
}

std::vector<TypeNode> CourseService::third_types(const std::optional<std::string>& parent_sign) {
    auto all = database().with_conn([&](db::Conn& c) { return store_.all_types(c); });
    std::vector<TypeNode> out;
    for (auto& t : all)
        if (t.level == 3 && (!parent_sign || t.parent_sign == *parent_sign)) out.push_back(std::move(t));
    return out;
}

std::vector<Suggestion> CourseService::suggest(std::string_view host, const std::string& keyword) {
    if (keyword.empty()) return {};
    std::int64_t school = school_of(host);
    return database().with_conn([&](db::Conn& c) { return store_.suggest(c, school, keyword, kSuggestLimit); });
}

std::vector<District> CourseService::districts(std::string_view host) {
    std::int64_t school = school_of(host);
    return database().with_conn([&](db::Conn& c) { return store_.districts(c, school); });
}

CourseInfo CourseService::visible_course(db::Conn& conn, std::int64_t school, const OptUser& user,
                                         const std::string& sign) {
    auto course = sign.empty() ? std::nullopt : store_.find_course(conn, school, sign);
    if (!course) throw no_course();
    if (course->card.status != kStatusPublished && !(user && store_.is_teacher(conn, course->card.id, user->id)))
        throw no_course();
    return *course;
}

CourseCard CourseService::visible_course_by_id(db::Conn& conn, const OptUser& user, std::int64_t course_id) {
    auto course = store_.course_by_id(conn, course_id);
    if (!course) throw no_course();
    if (course->status != kStatusPublished && !(user && store_.is_teacher(conn, course->id, user->id)))
        throw no_course();
    return *course;
}

void CourseService::require_manager(db::Conn& conn, const core::AuthUser& user, const ManagedCourse& course) const {
    if (user.has_role(core::Role::kSchoolAdmin) && user.school_id != 0 && user.school_id == course.school_id) return;
    if (user.has_role(core::Role::kTeacher) && store_.is_teacher(conn, course.id, user.id)) return;
    throw ApiError::no_permission();
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

CoursePage CourseService::course_page(std::string_view host, const OptUser& user, const std::string& sign) {
    std::int64_t school = school_of(host);
    CoursePage page;
    database().with_conn([&](db::Conn& c) {
        page.info = visible_course(c, school, user, sign);
        page.teachers = store_.teachers(c, page.info.card.id);
        if (!user) return;
        page.my_study = store_.find_enrolment(c, user->id, page.info.card.id);
        page.collected = store_.is_collected(c, user->id, page.info.card.id);
        for (const auto& t : page.teachers) page.can_manage = page.can_manage || t.user_id == user->id;
        if (user->has_role(core::Role::kSchoolAdmin) && user->school_id == page.info.card.school_id)
            page.can_manage = true;
        store_.record_view(c, user->id, page.info.card.id, now_seconds());
    });
    return page;
}

std::vector<Chapter> CourseService::catalogue(std::string_view host, const OptUser& user, const std::string& sign) {
    std::int64_t school = school_of(host);
    return database().with_conn([&](db::Conn& c) {
        CourseInfo course = visible_course(c, school, user, sign);
        std::vector<Chapter> chapters = store_.chapters(c, course.card.id, user ? user->id : 0);
        if (chapter_tasks_) {
            std::unordered_map<std::int64_t, Chapter*> by_id;
            for (auto& ch : chapters) by_id[ch.id] = &ch;
            for (auto& t : chapter_tasks_(c, course.card.id))
                if (auto it = by_id.find(t.chapter_id); it != by_id.end()) it->second->tasks.push_back(std::move(t));
        }
        return chapters;
    });
}

Paged<Standard> CourseService::standards(std::string_view host, const std::string& sign) {
    std::int64_t school = school_of(host);
    return database().with_conn([&](db::Conn& c) {
        CourseInfo course = visible_course(c, school, std::nullopt, sign);
        Paged<Standard> out;
        if (auto s = store_.standard(c, course.card.id)) {
            out.list.push_back(*s);
            out.total = 1;
        }
        return out;
    });
}

WatchState CourseService::watch(std::string_view host, const core::AuthUser& user, const std::string& sign) {
    std::int64_t school = school_of(host);
    return database().with_conn([&](db::Conn& c) {
        CourseInfo course = visible_course(c, school, user, sign);
        WatchState state;
        if (auto e = store_.find_enrolment(c, user.id, course.card.id)) {
            state.progress = e->progress;
            state.study_status = e->status;
        }
        for (auto& chapter : store_.chapters(c, course.card.id, user.id))
            for (auto& v : chapter.videos) state.videos.push_back(std::move(v));
        return state;
    });
}

std::vector<DataFile> CourseService::course_files(std::string_view host, const core::AuthUser& user,
                                                  const std::string& sign) {
    std::int64_t school = school_of(host);
    return database().with_conn([&](db::Conn& c) {
        CourseInfo course = visible_course(c, school, user, sign);
        require_learner(c, user, course.card.id);
        return store_.files(c, course.card.id);
    });
}

std::vector<ChapterFiles> CourseService::chapter_files(std::string_view host, const core::AuthUser& user,
                                                       const std::string& sign) {
    std::int64_t school = school_of(host);
    return database().with_conn([&](db::Conn& c) {
        CourseInfo course = visible_course(c, school, user, sign);
        require_learner(c, user, course.card.id);
        std::vector<ChapterFiles> out;
        std::map<std::int64_t, std::size_t> at;
        for (const auto& chapter : store_.chapters(c, course.card.id, 0)) {
            at[chapter.id] = out.size();
            out.push_back({chapter.sign, chapter.name, {}});
        }
        ChapterFiles loose{"", std::string(kCourseFilesName), {}};
        for (auto& f : store_.files(c, course.card.id)) {
            auto found = f.chapter_id ? at.find(*f.chapter_id) : at.end();
            if (found == at.end()) loose.files.push_back(std::move(f));
            else out[found->second].files.push_back(std::move(f));
        }
        std::erase_if(out, [](const ChapterFiles& cf) { return cf.files.empty(); });
        if (!loose.files.empty()) out.push_back(std::move(loose));
        return out;
    });
}

Download CourseService::download(std::string_view host, const core::AuthUser& user, const std::string& file_sign) {
    std::int64_t school = school_of(host);
    return database().with_conn([&](db::Conn& c) {
        auto file = file_sign.empty() ? std::nullopt : store_.find_file(c, file_sign);
        if (!file) throw ApiError::business(std::string(kMsgNoFile));
        CourseCard course = visible_course_by_id(c, user, file->course_id);
        if (course.school_id != school) throw ApiError::business(std::string(kMsgNoFile));
        require_learner(c, user, course.id);
        std::filesystem::path path = files_dir_ / file->path;
        std::error_code ec;
        if (!std::filesystem::is_regular_file(path, ec)) throw ApiError::business(std::string(kMsgNoFile));
        return Download{*file, path};
    });
}

Enrolment CourseService::join(std::string_view host, const core::AuthUser& user, const std::string& sign) {
    std::int64_t school = school_of(host);
    bool joined = false;
    Enrolment enrolment = database().with_tx([&](db::Conn& c) {
        CourseInfo course = visible_course(c, school, user, sign);
        if (auto existing = store_.find_enrolment(c, user.id, course.card.id)) return *existing;
        bool teacher = store_.is_teacher(c, course.card.id, user.id);
        if (course.card.price > 0 && !teacher) throw ApiError::business(std::string(kMsgPriced));
        joined = store_.enrol(c, user.id, course.card.id, teacher ? kSourceTeacher : kSourceFree, now_seconds());
        return *store_.find_enrolment(c, user.id, course.card.id);
    });
    if (joined) catalogue_changed(school);  // studentCount in the cards
    return enrolment;
}

std::optional<Enrolment> CourseService::study_info(std::string_view host, const core::AuthUser& user,
                                                   const std::string& sign) {
    std::int64_t school = school_of(host);
    return database().with_conn([&](db::Conn& c) {
        CourseInfo course = visible_course(c, school, user, sign);
        return store_.find_enrolment(c, user.id, course.card.id);
    });
}

Paged<StudyRow> CourseService::my_courses(const core::AuthUser& user, std::optional<int> status, const Page& page) {
    return database().with_conn([&](db::Conn& c) { return store_.my_courses(c, user.id, status, page); });
}

Activation CourseService::activate(std::string_view host, const core::AuthUser& user, const std::string& code,
                                   const std::string& captcha, const accounts::Client& client) {
    if (!accounts_.check_captcha(client, captcha)) throw ApiError(core::ApiCode::kCaptchaWrong, std::string(kMsgCaptchaWrong), "captcha");
    std::int64_t school = 0;
    Activation activation = database().with_tx([&](db::Conn& c) {
        auto found = store_.find_code(c, code);
        if (!found) throw ApiError::business(std::string(kMsgCodeUnknown));
        if (found->used_by) throw ApiError::business(std::string(kMsgCodeUsed));
        std::int64_t now = now_seconds();
        if (found->expires_at && *found->expires_at <= now) throw ApiError::business(std::string(kMsgCodeExpired));
        CourseCard course = visible_course_by_id(c, user, found->course_id);
        if (store_.find_enrolment(c, user.id, course.id)) throw ApiError::business(std::string(kMsgAlreadyJoined));
        if (!store_.use_code(c, found->id, user.id, now)) throw ApiError::business(std::string(kMsgCodeUsed));
        // A join of the same user at the same moment: the transaction (and the code's use) is undone.
        if (!store_.enrol(c, user.id, course.id, kSourceCode, now))
            throw ApiError::business(std::string(kMsgAlreadyJoined));
        school = course.school_id;
        return Activation{course.name, course.sign};
    });
    catalogue_changed(school);  // studentCount in the cards
    return activation;
}

void CourseService::collect(std::string_view host, const core::AuthUser& user, const std::string& sign) {
    std::int64_t school = school_of(host);
    database().with_conn([&](db::Conn& c) {
        CourseInfo course = visible_course(c, school, user, sign);
        store_.collect(c, user.id, course.card.id, now_seconds());
    });
}

void CourseService::uncollect(std::string_view host, const core::AuthUser& user, const std::string& sign) {
    std::int64_t school = school_of(host);
    database().with_conn([&](db::Conn& c) {
        auto course = sign.empty() ? std::nullopt : store_.find_course(c, school, sign);
        if (!course) throw no_course();
        store_.uncollect(c, user.id, course->card.id);
    });
}

Paged<DatedCard> CourseService::collections(const core::AuthUser& user, const Page& page) {
    return database().with_conn([&](db::Conn& c) { return store_.collections(c, user.id, page); });
}

Paged<DatedCard> CourseService::views(const core::AuthUser& user, const Page& page) {
    return database().with_conn([&](db::Conn& c) { return store_.views(c, user.id, page); });
}


}  // namespace xj::courses
