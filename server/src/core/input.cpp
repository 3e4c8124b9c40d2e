#include "core/input.h"

#include <charconv>

#include "core/api_error.h"

namespace xj::core {

namespace {

std::optional<std::int64_t> parse_int(std::string_view text) {
    std::int64_t value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

}  // namespace

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
