#include "core/dispatcher.h"

#include <spdlog/spdlog.h>
#include <boost/json/parse.hpp>

#include "core/text.h"

namespace xj::core {

namespace http = boost::beast::http;
namespace json = boost::json;

namespace {

constexpr std::string_view kApiPrefix = "/api/";
constexpr std::string_view kFilesPrefix = "/files/";
constexpr std::string_view kMsgBadJson = "请求体不是有效的JSON";
constexpr std::string_view kMsgTooDeep = "请求体嵌套过深";
constexpr std::string_view kMsgNotJson = "请求必须是JSON格式";
constexpr std::string_view kMsgNotOctets = "请求必须是application/octet-stream格式";
constexpr std::string_view kMsgNotObject = "请求体必须是JSON对象";
constexpr std::string_view kMsgBadText = "内容包含无效字符";

// Some string in `v` (at any depth) is not text a user may type (core::text::clean_text).
bool has_bad_text(const json::value& v) {
    switch (v.kind()) {
        case json::kind::string:
            return !text::clean_text(v.get_string());
        case json::kind::array:
            for (const auto& item : v.get_array())
                if (has_bad_text(item)) return true;
            return false;
        case json::kind::object:
            for (const auto& [key, item] : v.get_object())
                if (!text::clean_text(key) || has_bad_text(item)) return true;
            return false;
        default:
            return false;
    }
}

bool is_write(http::verb method) {
    return method == http::verb::post || method == http::verb::put || method == http::verb::delete_ ||
           method == http::verb::patch;
}

bool media_type_is(std::string_view content_type, std::string_view type) {
    std::string_view media = content_type.substr(0, content_type.find(';'));
    while (!media.empty() && media.back() == ' ') media.remove_suffix(1);
    if (media.size() != type.size()) return false;
    for (std::size_t i = 0; i < media.size(); ++i) {
        if (std::tolower(static_cast<unsigned char>(media[i])) != type[i]) return false;
    }
    return true;
}

// "https://host:port" → "host:port"
std::string_view origin_authority(std::string_view origin) {
    auto scheme = origin.find("://");
    return scheme == std::string_view::npos ? origin : origin.substr(scheme + 3);
}

Response not_found_plain() {
    Response res;
    res.status = http::status::not_found;
    res.content_type = "text/plain; charset=utf-8";
    res.body = std::string("404 Not Found");
    return res;
}

}  // namespace

Dispatcher::Dispatcher(const Router& router, const StaticSite& site, const FileServer& files, bool demo,
                       std::size_t static_slot, std::size_t unmatched_slot)
    : router_(router),
      site_(site),
      files_(files),
      demo_(demo),
      static_slot_(static_slot),
      unmatched_slot_(unmatched_slot) {}

Dispatcher::BodyPlan Dispatcher::body_plan(http::verb method, std::string_view target) const {
    std::string_view path = target.substr(0, target.find('?'));
    RouteMatch match = router_.match(method, path);
    if (!match.route) return {};
    return {match.route->body_limit, match.route->access.needs_user()};
}

std::optional<ApiError> Dispatcher::admit(Request& req) const {
    RouteMatch match = router_.match(req.method(), req.path());
    if (!match.route) return std::nullopt;
    try {
        check_origin(req);
        check_access(req, *match.route);
        return std::nullopt;
    } catch (const ApiError& e) {
        return e;
    } catch (const std::exception& e) {
        spdlog::error("request {}: checking the caller failed: {}", req.request_id(), e.what());
        return ApiError::of(ApiCode::kBusy);
    }
}

std::optional<Outcome> Dispatcher::try_from_memory(Request& req) const {
    if (req.method() != http::verb::get && req.method() != http::verb::head) return std::nullopt;
    std::string_view path = req.path();
    try {
        RouteMatch match = router_.match(req.method(), path);
        if (match.route) {
            const Route& route = *match.route;
            if (!route.from_memory || route.access.kind() != Access::Kind::kPublic) return std::nullopt;
            req.set_params(std::move(match.params));
            if (auto res = route.from_memory(req)) return Outcome{std::move(*res), route.index};
            return std::nullopt;
        }
        if (path.starts_with(kApiPrefix) || path.starts_with(kFilesPrefix)) return std::nullopt;
        if (auto res = site_.serve(req)) return Outcome{std::move(*res), static_slot_};
    } catch (const std::exception& e) {
        spdlog::warn("request {}: memory answer failed, using the worker pool: {}", req.request_id(), e.what());
    }
    return std::nullopt;
}

Outcome Dispatcher::handle(Request& req) const {
    std::string_view path = req.path();
    try {
        RouteMatch match = router_.match(req.method(), path);
        if (match.route && (match.route->access.kind() != Access::Kind::kDemo || demo_))
            return handle_route(req, match);
        if (path.starts_with(kApiPrefix) || path == "/api") {
            if (match.path_known) {
                Response res = error_response(ApiError::of(ApiCode::kMethodNotAllowed));
                res.with_header("Allow", match.allow);
                return {std::move(res), unmatched_slot_};
            }
            return {error_response(ApiError::not_found()), unmatched_slot_};
        }
        bool read = req.method() == http::verb::get || req.method() == http::verb::head;
        if (path.starts_with(kFilesPrefix)) {
            if (!read) throw ApiError::of(ApiCode::kMethodNotAllowed);
            return {files_.serve(req), static_slot_};
        }
        if (read) {
            if (auto res = site_.serve(req)) return {std::move(*res), static_slot_};
        }
        return {not_found_plain(), unmatched_slot_};
    } catch (const ApiError& e) {
        return {error_response(e), unmatched_slot_};
    } catch (const std::exception& e) {
        spdlog::error("request {} {} {} failed: {}", req.request_id(), http::to_string(req.method()), path, e.what());
        return {error_response(ApiError::of(ApiCode::kBusy)), unmatched_slot_};
    }
}

Outcome Dispatcher::handle_route(Request& req, const RouteMatch& match) const {
    const Route& route = *match.route;
    req.set_params(match.params);
    try {
        check_origin(req);
        check_access(req, route);
        parse_body(req, route);
        check_text(req);
        return {route.handler(req), route.index};
    } catch (const ApiError& e) {
        return {error_response(e), route.index};
    } catch (const std::exception& e) {
        spdlog::error("request {} {} {} failed: {}", req.request_id(), http::to_string(req.method()), route.pattern,
                      e.what());
        return {error_response(ApiError::of(ApiCode::kBusy)), route.index};
    }
}

void Dispatcher::check_access(Request& req, const Route& route) const {
    if (!req.user_known() && authenticator_ && (route.access.needs_user() || !req.header("Cookie").empty())) {
        req.set_user(authenticator_(req));
    }
    switch (route.access.kind()) {
        case Access::Kind::kPublic:
        case Access::Kind::kDemo:
            return;
        case Access::Kind::kLogin:
            if (!req.user()) throw ApiError::not_logged_in();
            return;
        case Access::Kind::kRoles:
            if (!req.user()) throw ApiError::not_logged_in();
            for (Role role : route.access.allowed()) {
                if (req.user()->has_role(role)) return;
            }
            throw ApiError::no_permission();
    }
}

// State-changing requests must come from this site (a cross-site form or script is refused).
void Dispatcher::check_origin(const Request& req) const {
    if (!is_write(req.method())) return;
    std::string_view origin = req.header("Origin");
    if (!origin.empty() && origin_authority(origin) != req.header("Host")) throw ApiError::no_permission();
    if (req.header("Sec-Fetch-Site") == "cross-site") throw ApiError::no_permission();
}

// Every text a handler may read — query values, path parameters, JSON strings — is well-formed UTF-8 without control
// characters, else -2 内容包含无效字符 naming the field (a NUL cut the full-text phrase and answered 500; issue 13).
void Dispatcher::check_text(const Request& req) const {
    std::string_view query = req.raw_query();
    while (!query.empty()) {
        std::string_view pair = query.substr(0, query.find('&'));
        query.remove_prefix(std::min(query.size(), pair.size() + 1));
        std::string_view name = pair.substr(0, pair.find('='));
        std::string_view value = pair.size() > name.size() ? pair.substr(name.size() + 1) : std::string_view{};
        auto decoded_name = url_decode(name, true);
        auto decoded = url_decode(value, true);
        std::string field = decoded_name && text::clean_text(*decoded_name) ? *decoded_name : std::string("query");
        if (!decoded_name || !text::clean_text(*decoded_name) || (decoded && !text::clean_text(*decoded)))
            throw ApiError::invalid(field, std::string(kMsgBadText));
    }
    for (const auto& [name, value] : req.params()) {
        if (!text::clean_text(value)) throw ApiError::invalid(name, std::string(kMsgBadText));
    }
    for (const auto& [key, value] : req.json()) {
        if (!text::clean_text(key) || has_bad_text(value))
            throw ApiError::invalid(text::clean_text(key) ? std::string(key) : std::string("body"),
                                    std::string(kMsgBadText));
    }
}

// State-changing requests carry a JSON object (or multipart, a form or raw octets, where the route takes them); parsed
// once here.
void Dispatcher::parse_body(Request& req, const Route& route) const {
    if (!is_write(req.method())) return;

    std::string_view type = req.header("Content-Type");
    if (route.multipart && media_type_is(type, "multipart/form-data")) return;
    if (route.form_body && media_type_is(type, "application/x-www-form-urlencoded")) return;
    if (route.raw_body) {  // raw octets only: a JSON or form body is not a chunk
        if (media_type_is(type, "application/octet-stream")) return;
        throw ApiError(ApiCode::kInvalid, std::string(kMsgNotOctets));
    }
    if (req.body().empty()) return;
    if (!media_type_is(type, "application/json")) throw ApiError(ApiCode::kInvalid, std::string(kMsgNotJson));

    json::parse_options options;
    options.max_depth = kJsonMaxDepth;
    boost::system::error_code ec;
    json::value body = json::parse(req.body(), ec, {}, options);
    if (ec == json::error::too_deep) throw ApiError(ApiCode::kInvalid, std::string(kMsgTooDeep));
    if (ec) throw ApiError(ApiCode::kInvalid, std::string(kMsgBadJson));
    if (!body.is_object()) throw ApiError(ApiCode::kInvalid, std::string(kMsgNotObject));
    req.set_json(std::move(body.as_object()));
}

}  // namespace xj::core
