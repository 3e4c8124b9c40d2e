#include "core/input.h"

#include <charconv>

#include "core/api_error.h"
#include "core/text.h"

namespace xj::core {

namespace {

std::optional<std::int64_t> parse_int(std::string_view text) {
    std::int64_t value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

// A field as text: from the JSON body when it is there (null → nullopt; a number written out; another type →
// the marker kNotText), else from the query string.
constexpr std::string_view kNotText = "\x01";

std::optional<std::string> body_or_query_text(const Request& req, std::string_view field) {
    const boost::json::value* v = req.json().if_contains(field);
    if (v == nullptr) return req.query(field);
    if (v->is_null()) return std::nullopt;
    if (v->is_string()) return std::string(v->get_string());
    if (v->is_int64()) return std::to_string(v->get_int64());
    if (v->is_uint64()) return std::to_string(v->get_uint64());
    return std::string(kNotText);
}

// A paging field: nullopt when absent or empty; -2 校验未通过 on the field when not an integer in [min, max].
std::optional<int> paging_field(const Request& req, std::string_view field, int max, int min = 1) {
    std::optional<std::int64_t> value;
    const boost::json::value* v = req.json().if_contains(field);
    if (v != nullptr) {
        if (v->is_null() || (v->is_string() && text::trim(v->get_string()).empty())) return std::nullopt;
        value = loose_int(*v);
    } else {
        auto q = req.query(field);
        if (!q || text::trim(*q).empty()) return std::nullopt;
        value = parse_int(text::trim(*q));
    }
    if (!value || *value < min || *value > max) throw ApiError::invalid(std::string(field), std::string(kMsgInvalid));
    return static_cast<int>(*value);
}

bool sent(const Request& req, std::string_view field) {
    return req.json().if_contains(field) != nullptr || req.query(field).has_value();
}

}  // namespace

constexpr double kLooseIntLimit = 1e15;  // integral doubles beyond this are not exact enough to be counts

// A JSON value read as an integer: an integer, an integral number (5.0) or a string of digits (" 5 "); nullopt
// otherwise.
std::optional<std::int64_t> loose_int(const boost::json::value& v) {
    if (v.is_int64()) return v.get_int64();
    if (v.is_uint64()) {
        if (v.get_uint64() > static_cast<std::uint64_t>(INT64_MAX)) return std::nullopt;
        return static_cast<std::int64_t>(v.get_uint64());
    }
    if (v.is_double()) {
        double d = v.get_double();
        if (d > -kLooseIntLimit && d < kLooseIntLimit && d == static_cast<double>(static_cast<std::int64_t>(d)))
            return static_cast<std::int64_t>(d);
        return std::nullopt;
    }
    if (v.is_string()) return parse_int(text::trim(v.get_string()));
    return std::nullopt;
}

std::optional<std::string> sign_value(const boost::json::value& v) {
    std::string sign;
    if (v.is_string()) sign = text::trim(v.get_string());
    else if (v.is_int64()) sign = std::to_string(v.get_int64());
    else if (v.is_uint64()) sign = std::to_string(v.get_uint64());
    if (sign.empty() || sign.size() > kSignMax) return std::nullopt;
    return sign;
}

namespace {

// The page of a list whose first page is numbered `first` (1, or 0 for the calls that count from 0).
Page page_counted_from(const Request& req, int default_size, int max_size, int first) {
    Page page{1, default_size};
    if (auto p = paging_field(req, "page", kPageMax - 1 + first, first)) page.page = *p - first + 1;
    std::string_view size_field = sent(req, "page_size") ? "page_size" : "size";
    if (auto n = paging_field(req, size_field, max_size)) page.size = *n;
    return page;
}

}  // namespace

Page parse_page(const Request& req, int default_size, int max_size) {
    return page_counted_from(req, default_size, max_size, 1);
}

Page parse_page_from_zero(const Request& req, int default_size, int max_size) {
    return page_counted_from(req, default_size, max_size, 0);
}

std::optional<std::string> opt_text(const Request& req, std::string_view field, std::string_view type_msg) {
    auto raw = body_or_query_text(req, field);
    if (!raw) return std::nullopt;
    if (*raw == kNotText) throw ApiError::invalid(std::string(field), std::string(type_msg));
    std::string value = text::trim(*raw);
    if (value.empty()) return std::nullopt;
    return value;
}

std::optional<std::string> opt_sign(const Request& req, std::string_view field, std::string_view type_msg) {
    auto sign = opt_text(req, field, type_msg);
    if (sign && sign->size() > kSignMax) throw ApiError::invalid(std::string(field), std::string(type_msg));
    return sign;
}

std::string required_sign(const Request& req, std::string_view field, std::string_view missing_msg) {
    return required_sign(req, {field}, missing_msg);
}

std::string required_sign(const Request& req, std::initializer_list<std::string_view> fields,
                          std::string_view missing_msg) {
    for (std::string_view field : fields)
        if (auto sign = opt_sign(req, field, missing_msg)) return *sign;
    throw ApiError::invalid(std::string(*fields.begin()), std::string(missing_msg));
}

std::optional<std::string> Input::opt_string(std::string_view name, std::string_view type_msg) const {
    if (!from_body_) return req_.query(name);
    const auto* value = req_.json().if_contains(name);
    if (value == nullptr || value->is_null()) return std::nullopt;
    if (!value->is_string()) throw ApiError::invalid(std::string(name), std::string(type_msg));
    return std::string(value->get_string());
}

std::string Input::string_or(std::string_view name, std::string_view fallback, std::string_view type_msg) const {
    auto value = opt_string(name, type_msg);
    return value && !value->empty() ? *value : std::string(fallback);
}

bool flag(const Request& req, std::string_view field) {
    const boost::json::value* v = req.json().if_contains(field);
    if (v == nullptr || v->is_null()) return false;
    if (v->is_bool()) return v->as_bool();
    if (v->is_int64()) return v->as_int64() != 0;
    if (v->is_string()) return v->as_string() == "true" || v->as_string() == "1";
    return false;
}

std::optional<std::int64_t> Input::opt_int(std::string_view name, std::string_view type_msg) const {
    if (!from_body_) {
        auto text = req_.query(name);
        if (!text || text->empty()) return std::nullopt;
        auto value = parse_int(*text);
        if (!value) throw ApiError::invalid(std::string(name), std::string(type_msg));
        return value;
    }
    const auto* value = req_.json().if_contains(name);
    if (value == nullptr || value->is_null()) return std::nullopt;
    if (value->is_int64()) return value->get_int64();
    if (value->is_uint64() && value->get_uint64() <= static_cast<std::uint64_t>(INT64_MAX))
        return static_cast<std::int64_t>(value->get_uint64());
    if (value->is_string()) {
        if (auto parsed = parse_int(value->get_string())) return parsed;
    }
    throw ApiError::invalid(std::string(name), std::string(type_msg));
}

}  // namespace xj::core
