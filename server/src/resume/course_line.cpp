// The resume's links to learning (docs/resume.md "Course line" and "Practice"): the courses and trainings of the
// school that teach the skills of a position, and the user's scored practical tasks.
#include <algorithm>

#include "core/api_error.h"
#include "resume/service.h"
#include "resume/tags.h"

namespace xj::resume {

using core::ApiError;

namespace {

constexpr std::size_t kCourseLineMax = 12;
constexpr std::string_view kMsgNoPosition = "职位不存在";

int count_status(const std::vector<courses::SkillCourse>& list, int status) {
    return static_cast<int>(std::count_if(list.begin(), list.end(),
                                          [&](const courses::SkillCourse& c) { return c.study_status == status; }));
}

}  // namespace

CourseLine ResumeService::course_line(std::string_view host, const core::AuthUser& user, std::string_view code) {
    auto name = position_name(code);
    if (!name) throw ApiError::business(std::string(kMsgNoPosition));
    CourseLine line;
    line.code = std::string(code);
    line.name = *name;
    line.skills = skill_tags(code);
    // The position's name finds courses too ("电商运营" in a type's name) but is not one of its skills.
    std::vector<courses::SkillCourse> all = courses_.courses_teaching(host, user.id, line.skills, {*name});
    line.total = static_cast<int>(all.size());
    line.studying = count_status(all, courses::kStudyInProgress);
    line.finished = count_status(all, courses::kStudyFinished);
    if (all.size() > kCourseLineMax) all.resize(kCourseLineMax);
    line.courses = std::move(all);
    return line;
}

std::vector<training::ScoredPractice> ResumeService::practice(const core::AuthUser& user) {
    return training_.scored_practice(user.id);
}

}  // namespace xj::resume
