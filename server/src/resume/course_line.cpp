// The resume's links to learning (docs/resume.md "Course line" and "Practice"): the courses and trainings of the
// school that teach the skills of a position, and the user's scored practical tasks.
#include <algorithm>

#include "core/api_error.h"
#include "resume/service.h"
#include "resume/tags.h"

namespace xj::resume {

using core::ApiError;

namespace {

constexpr int kCourseLineMax = 12;
constexpr std::string_view kMsgNoPosition = "职位不存在";

int count_status(const std::vector<courses::SkillCourse>& list, int status) {
    return static_cast<int>(std::count_if(list.begin(), list.end(),
                                          [&](const courses::SkillCourse& c) { return c.study_status == status; }));
}

}  // namespace

int CourseLine::studying() const { return count_status(courses, courses::kStudyInProgress); }
int CourseLine::finished() const { return count_status(courses, courses::kStudyFinished); }

CourseLine ResumeService::course_line(std::string_view host, const core::AuthUser& user, std::string_view code) {
    auto name = position_name(code);
    if (!name) throw ApiError::business(std::string(kMsgNoPosition));
    CourseLine line;
    line.code = std::string(code);
    line.name = *name;
    line.skills = skill_tags(code);
    std::vector<std::string> keywords = line.skills;
    if (std::find(keywords.begin(), keywords.end(), *name) == keywords.end()) keywords.push_back(*name);
    line.courses = courses_.courses_teaching(host, user.id, keywords, kCourseLineMax);
    return line;
}

std::vector<training::ScoredPractice> ResumeService::practice(const core::AuthUser& user) {
    return training_.scored_practice(user.id);
}

}  // namespace xj::resume
