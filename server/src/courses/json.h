// The courses domain's JSON shapes (docs/courses.md: CourseCard, CourseInfo, CourseTeacher, Enrolment, Chapter,
// Standard, DataFile, questions and answers).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <boost/json.hpp>

#include "courses/model.h"
#include "courses/service.h"

namespace xj::courses {

boost::json::object card_json(const CourseCard& card);
// A course's (or training's) team: the lead teacher first, masterFlag 主讲教师 on the lead.
boost::json::array teachers_json(const std::vector<CourseTeacher>& teachers);
boost::json::array cards_json(const std::vector<CourseCard>& cards);
boost::json::object paged_cards_json(const Paged<CourseCard>& page);
// Cards with `matchType`: the second-level type shared with the learner's courses ("" for none).
boost::json::object suggested_json(const Paged<SuggestedCourse>& page);
boost::json::array kinds_json(const std::vector<KindCount>& kinds);
boost::json::array type_tree_json(const std::vector<TypeNode>& roots);
boost::json::array third_types_json(const std::vector<TypeNode>& types);
boost::json::array suggestions_json(const std::vector<Suggestion>& list);
boost::json::array slider_json(const std::vector<CourseCard>& cards);
boost::json::array districts_json(const std::vector<District>& list);
boost::json::value enrolment_json(const std::optional<Enrolment>& enrolment);
boost::json::object course_page_json(const CoursePage& page);
boost::json::array catalogue_json(const std::vector<Chapter>& chapters);
boost::json::object standards_json(const Paged<Standard>& page);
boost::json::object watch_json(const WatchState& state);
boost::json::array files_json(const std::vector<DataFile>& files);
boost::json::array chapter_files_json(const std::vector<ChapterFiles>& chapters);
boost::json::object my_courses_json(const Paged<StudyRow>& page);
// Collections (collectedAt) and history (viewedAt).
boost::json::object dated_cards_json(const Paged<DatedCard>& page, std::string_view at_name);
boost::json::object questions_json(const Paged<Question>& page);
boost::json::object answers_json(const Paged<Answer>& page);

// /api/v1/file/server/download?fileUrl=<sign>&fileName=<url-encoded>
std::string download_url(const DataFile& file);

}  // namespace xj::courses
