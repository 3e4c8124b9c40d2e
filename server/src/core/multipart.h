// multipart/form-data bodies (RFC 7578): the boundary from the Content-Type, then each part's name, filename,
// content type and bytes. Parts point into the body; nothing is copied.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace xj::core {

struct FormPart {
    std::string name;
    std::optional<std::string> filename;  // present for file fields
    std::string content_type;             // "" when the part names none
    std::string_view data;
};

// The boundary parameter of a multipart/form-data Content-Type (quoted or not); nullopt for another type or none.
std::optional<std::string> multipart_boundary(std::string_view content_type);
// The parts of a body, or nullopt when it is malformed (no closing delimiter, headers without an end, …).
std::optional<std::vector<FormPart>> parse_multipart(std::string_view body, std::string_view boundary);
// The first part named `name`, or null.
const FormPart* find_part(const std::vector<FormPart>& parts, std::string_view name);

}  // namespace xj::core
