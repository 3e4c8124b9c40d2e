// The JSON of the resume's links to learning (docs/api.md): the course line, its totals and the practice list.
#include "core/time_format.h"
#include "courses/model.h"
#include "resume/json.h"

namespace xj::resume {

namespace json = boost::json;

namespace {

// The page a course or training opens on (the pages are the same at phone width: the H5 links).
std::string page_of(const courses::CourseCard& card) {
    return (card.offering == courses::kOfferingTraining ? "/trainDetail/" : "/courseDetail/") + card.sign;
}

}  // namespace

json::object course_line_json(const CourseLine& line) {
    json::array list;
    for (const auto& c : line.courses) {
        list.push_back(json::object{{"courseIdSign", c.card.sign},
                                    {"name", c.card.name},
                                    {"picture", c.card.picture},
                                    {"offering", c.card.offering},
                                    {"typeName", c.card.type_name},
                                    {"period", c.card.period},
                                    {"skills", strings_json(c.skills)},
                                    {"studyStatus", c.study_status},
                                    {"extension", json::object{{"h5Url", page_of(c.card)}}}});
    }
    return json::object{{"pathCode", line.code},
                        {"name", line.name},
                        {"skills", strings_json(line.skills)},
                        {"total", line.total},
                        {"list", std::move(list)}};
}

json::object norm_total_json(const CourseLine& line) {
    return json::object{{"pathCode", line.code},
                        {"name", line.name},
                        {"skillTotal", line.skills.size()},
                        {"courseTotal", line.total},
                        {"studyingTotal", line.studying},
                        {"finishedTotal", line.finished}};
}

json::array practice_json(const std::vector<training::ScoredPractice>& list) {
    json::array out;
    for (const auto& p : list) {
        out.push_back(json::object{{"recordSign", p.sign},
                                   {"trainIdSign", p.train_sign},
                                   {"trainName", p.train_name},
                                   {"taskId", p.task_number},
                                   {"taskTitle", p.task_title},
                                   {"score", p.score},
                                   {"passLine", p.pass_line},
                                   {"fullScore", p.full_score},
                                   {"passed", p.passed()},
                                   {"scoredAt", core::iso_time(p.scored_at)}});
    }
    return out;
}

}  // namespace xj::resume
