// Typed reads of request fields, from the JSON body or the query string. A value of the wrong type is
// a -2 error that names the field and says what is wrong in Chinese.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include "core/page.h"
#include "core/request.h"

namespace xj::core {

inline constexpr int kPageSizeMax = 50;
inline constexpr int kPageMax = 1'000'000;
inline constexpr std::size_t kSignMax = 64;
inline constexpr std::string_view kMsgInvalid = "校验未通过";

// The page a list call asks for: `page` (1-based) and `page_size`, or its short form `size` (page_size wins when both
// are sent), from the JSON body, else the query string; integers, integral numbers or strings of digits. Absent or
// empty → page 1 and default_size (the spec's per-list default: 15 unless the route says otherwise). Anything else
// out of 1…kPageMax or 1…max_size → -2 校验未通过 naming the field.
Page parse_page(const Request& req, int default_size = kPageSizeDefault, int max_size = kPageSizeMax);
// The same for calls whose spec counts pages from 0 (the school crest list): page 0 is Page::page 1.
Page parse_page_from_zero(const Request& req, int default_size, int max_size = kPageSizeMax);

// A JSON value read as an integer: an integer, an integral number (5.0, within ±1e15 — checked before any cast) or a
// string of digits (" 5 "); nullopt otherwise. Callers check their own range after.
std::optional<std::int64_t> loose_int(const boost::json::value& v);

// A sign inside a JSON list or object ({"studentList": ["a1", 2]}): a string or an integer, trimmed, 1…kSignMax
// characters; nullopt for anything else.
std::optional<std::string> sign_value(const boost::json::value& v);

// A text field from the JSON body, else the query string, trimmed: a string or an integer (written out). Absent,
// null or empty → nullopt; another JSON type → -2 type_msg naming the field.
std::optional<std::string> opt_text(const Request& req, std::string_view field, std::string_view type_msg);

// A sign (an opaque public identifier) from the JSON body, else the query string, trimmed: a string or an integer,
// since the spec's own defaults are numbers (POST /school/getSchoolImages {sign default 1} is sent as {"sign": 1}).
// Absent, null or empty → nullopt; another JSON type or longer than kSignMax → -2 type_msg naming the field.
std::optional<std::string> opt_sign(const Request& req, std::string_view field, std::string_view type_msg);
// opt_sign, and absent or empty is -2 missing_msg naming the field.
std::string required_sign(const Request& req, std::string_view field, std::string_view missing_msg);
// The first of fields sent (a field and its alias: courseId or courseIdSign); none → -2 missing_msg naming the first.
std::string required_sign(const Request& req, std::initializer_list<std::string_view> fields,
                          std::string_view missing_msg);

// A yes/no field of the JSON body: true, a non-zero integer, "true" or "1"; anything else (absent included) is no.
bool flag(const Request& req, std::string_view field);

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
