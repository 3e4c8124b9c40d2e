#include "authoring/json.h"

#include "core/time_format.h"
#include "courses/json.h"

namespace xj::authoring {

namespace json = boost::json;

json::object teaching_course_json(const TeachingCourse& t) {
    json::object o = courses::card_json(t.card);
    o["status"] = t.card.status;
    o["masterFlag"] = t.master ? "主讲教师" : "";
    o["updatedAt"] = core::iso_time(t.updated_at);
    o["offering"] = t.offering;
    return o;
}

json::object teaching_courses_json(const core::Paged<TeachingCourse>& page) {
    json::array list;
    for (const auto& t : page.list) list.push_back(teaching_course_json(t));
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object course_info_json(const courses::CourseInfo& i) {
    // The course page's courseInfoVo (docs/courses.md), built by the same function.
    courses::CoursePage page;
    page.info = i;
    return courses::course_page_json(page).at("courseInfoVo").as_object();
}

json::object course_teacher_json(const courses::CourseTeacher& t) {
    return {{"idSign", t.sign},
            {"teacherIdSign", t.user_sign},
            {"name", t.name},
            {"photo", t.photo},
            {"masterFlag", t.master ? "主讲教师" : ""}};
}

json::array course_teachers_json(const std::vector<courses::CourseTeacher>& list) {
    json::array out;
    for (const auto& t : list) out.push_back(course_teacher_json(t));
    return out;
}

json::object standard_json(const courses::Standard& s) {
    core::Paged<courses::Standard> one;
    one.list.push_back(s);
    one.total = 1;
    return courses::standards_json(one).at("list").as_array().at(0).as_object();
}

json::object edited_course_json(const EditedCourse& c) {
    return {{"courseInfoVo", course_info_json(c.info)},
            {"courseTeacherVoList", course_teachers_json(c.teachers)},
            {"standard", c.standard ? json::value(standard_json(*c.standard)) : json::value(nullptr)}};
}

json::object school_teachers_json(const core::Paged<SchoolTeacher>& page) {
    json::array list;
    for (const auto& t : page.list)
        list.push_back(json::object{{"teacherIdSign", t.sign}, {"name", t.name}, {"photo", t.photo}});
    return {{"list", std::move(list)}, {"total", page.total}};
}

}  // namespace xj::authoring
