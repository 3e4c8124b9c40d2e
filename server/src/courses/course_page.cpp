// The courses service, a course's page: the course with its teachers and the user's study, the chapter catalogue
// (with the exams domain's tasks), the assessment standard and the watch state.
#include <unordered_map>

#include "courses/service.h"

namespace xj::courses {

CoursePage CourseService::course_page(std::string_view host, const OptUser& user, const std::string& sign) {
    std::int64_t school = school_of(host);
    CoursePage page;
    db_.with_conn([&](db::Conn& c) {
        page.info = visible_course(c, school, user, sign);
        page.teachers = store_.teachers(c, page.info.card.id);
        if (!user) return;
        page.my_study = store_.find_enrolment(c, user->id, page.info.card.id);
        page.collected = store_.is_collected(c, user->id, page.info.card.id);
        for (const auto& t : page.teachers) page.can_manage = page.can_manage || t.user_id == user->id;
        if (user->has_role(core::Role::kSchoolAdmin) && user->school_id == page.info.card.school_id)
            page.can_manage = true;
        store_.record_view(c, user->id, page.info.card.id, clock_.now_seconds());
    });
    return page;
}

std::vector<Chapter> CourseService::catalogue(std::string_view host, const OptUser& user, const std::string& sign) {
    std::int64_t school = school_of(host);
    return db_.with_conn([&](db::Conn& c) {
        CourseInfo course = visible_course(c, school, user, sign);
        return chapters_of(c, course.card.id, user ? user->id : 0);
    });
}

std::vector<Chapter> CourseService::chapters_of(db::Conn& conn, std::int64_t course_id, std::int64_t user_id) const {
    std::vector<Chapter> chapters = store_.chapters(conn, course_id, user_id);
    if (chapter_tasks_) {
        std::unordered_map<std::int64_t, Chapter*> by_id;
        for (auto& ch : chapters) by_id[ch.id] = &ch;
        for (auto& t : chapter_tasks_(conn, course_id))
            if (auto it = by_id.find(t.chapter_id); it != by_id.end()) it->second->tasks.push_back(std::move(t));
    }
    return chapters;
}

Paged<Standard> CourseService::standards(std::string_view host, const std::string& sign) {
    std::int64_t school = school_of(host);
    return db_.with_conn([&](db::Conn& c) {
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
    return db_.with_conn([&](db::Conn& c) {
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

}  // namespace xj::courses
