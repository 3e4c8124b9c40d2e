// Why a job is recommended to a seeker (docs/employment.md "Recommendations"): the rule that scores a job against the
// seeker's resume (intentions, skills) and the courses and trainings they finished on the platform, and says why in
// the words the card shows. Pure: the services read what it needs.
#pragma once

#include <string>
#include <vector>

#include "employment/model.h"
#include "resume/model.h"

namespace xj::employment {

struct SeekerProfile {
    std::vector<resume::Intention> intentions;
    std::vector<std::string> skills;    // the resume's skills
    std::vector<std::string> finished;  // names of the courses and trainings finished
};

// Points of each reason.
inline constexpr int kScorePosition = 40;  // the position of an intention
inline constexpr int kScoreCategory = 15;  // the category of an intention's position
inline constexpr int kScoreCity = 20;      // an intention's city (or a city of its province)
inline constexpr int kScoreProvince = 5;   // the province of an intention's city
inline constexpr int kScoreIndustry = 10;
inline constexpr int kScoreSalary = 5;
inline constexpr int kScoreSkill = 8;    // each skill the job asks for and the resume names, at most 3
inline constexpr int kScoreCourse = 10;  // each finished course that names a skill of the job, at most 2
inline constexpr int kSkillsCounted = 3;
inline constexpr int kCoursesCounted = 2;

// The job's score for the profile and its reasons, best first; score 0 and no reason when nothing matches.
Recommendation recommend(const SeekerProfile& profile, const JobCard& job);

// Whether `text` names `skill` (ASCII case ignored): "Java程序设计" names "java".
bool names_skill(std::string_view text, std::string_view skill);

}  // namespace xj::employment
