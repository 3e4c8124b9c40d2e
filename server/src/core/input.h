// Typed reads of request fields, from the JSON body or the query string. A value of the wrong type is
// a -2 error that names the field and says what is wrong in Chinese.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/request.h"

namespace xj::core {

class Input {
public:
    static Input body(const Request& req) { return Input(req, true); }
    static Input query(const Request& req) { return Input(req, false); }

    // Absent or null → nullopt; a non-string (body) → invalid(name, type_msg).
    std::optional<std::string> opt_string(std::string_view name, std::string_view type_msg) const;
    std::string string_or(std::string_view name, std::string_view fallback, std::string_view type_msg) const;
    // Absent or null → nullopt; not an integer (or a numeric string, from a query) → invalid(name, type_msg).
    std::optional<std::int64_t> opt_int(std::string_view name, std::string_view type_msg) const;

private:
    Input(const Request& req, bool from_body) : req_(req), from_body_(from_body) {}
    const Request& req_;
    bool from_body_;
};

}  // namespace xj::core
