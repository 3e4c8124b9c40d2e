// The resume calls' JSON (docs/api.md): camelCase fields, section ids as the spec names them (positionId, educateId…).
#pragma once

#include <string_view>
#include <vector>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "resume/forms.h"
#include "resume/model.h"
#include "resume/service.h"
#include "resume/tags.h"

namespace xj::resume {

// Where the owner's and a share link's pictures and videos are fetched.
inline constexpr std::string_view kHeadPictureUrl = "/api/v1/resume/headPicture";
inline constexpr std::string_view kVideoUrl = "/api/v1/resume/video";

boost::json::object info_json(const ResumeDetail& detail);
// Every section; `share_base` prefixes the pictures' URLs of a shared resume ("" for the owner's own).
boost::json::object detail_json(const ResumeDetail& detail, bool owner);
boost::json::object shared_json(const SharedResume& shared);
boost::json::value video_json(const Resume& resume);

boost::json::object intention_json(const Intention& intention);
boost::json::array intentions_json(const std::vector<Intention>& list);
boost::json::object entry_json(const Entry& entry);
boost::json::array entries_json(const std::vector<Entry>& list);
boost::json::object qualification_json(const Qualification& q);
boost::json::array qualifications_json(const std::vector<Qualification>& list);
boost::json::object verified_json(const Verified& v);
boost::json::array candidates_json(const std::vector<Candidate>& list);

// The course line {pathCode, name, skills, list} (each course with its H5 links in `extension`), its totals, and
// the scored practical tasks.
boost::json::object course_line_json(const CourseLine& line);
boost::json::object norm_total_json(const CourseLine& line);
boost::json::array practice_json(const std::vector<training::ScoredPractice>& list);

// A list of texts as a JSON array (skills).
boost::json::array strings_json(const std::vector<std::string>& values);
boost::json::array tags_json(const std::vector<Tag>& tags);
boost::json::array choices_json(std::span<const Choice> choices);
// The fixed choices of the editor: work statuses, job types, degrees, political statuses, templates.
boost::json::object options_json();

}  // namespace xj::resume
