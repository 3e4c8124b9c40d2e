// Reading the resume calls' requests (docs/resume.md "Validation"): each field a user types is checked here with a
// Chinese message naming it (-2); what needs the database (ownership, limits) is the service's.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/request.h"
#include "resume/model.h"

namespace xj::resume {

// A text field of a dated section: its JSON name, its label in messages, required or not, its longest length.
struct Field {
    std::string_view json;
    std::string_view label;
    bool required = false;
    std::size_t max = 0;
};

// One dated section's calls (/resume/<name>/list, add, update, delete).
struct Section {
    std::string_view name;      // education, work, project, train, cultivate, volunteer
    std::string_view label;     // 教育经历…
    std::string_view id_field;  // educateId, workId…
    std::vector<Kind> kinds;    // work's calls also hold internships (workType 2)
    Field title;
    Field role;
    std::optional<Field> level;      // degree (education) or hours (volunteer)
    bool end_may_be_future = false;  // education: the expected graduation
};

const std::vector<Section>& sections();

Basics parse_basics(const core::Request& req, std::int64_t now);
Intention parse_intention(const core::Request& req, bool with_id);
Entry parse_entry(const core::Request& req, const Section& section, std::int64_t now, bool with_id);
Qualification parse_qualification(const core::Request& req, std::int64_t now, bool with_id);
std::string parse_advantage(const core::Request& req);
int parse_template(const core::Request& req);
VerifiedKind parse_verified_kind(const core::Request& req);

// A section's id from the body or the query (positionId, educateId…): a positive integer (-2 请指定要操作的记录).
std::int64_t parse_id(const core::Request& req, std::string_view field);
// resumeId when sent: a positive integer (-2 otherwise); the service checks it is the user's.
std::optional<std::int64_t> parse_resume_id(const core::Request& req);

}  // namespace xj::resume
