#include "core/router.h"

#include <stdexcept>

#include <boost/json/serialize.hpp>

namespace xj::core {

namespace http = boost::beast::http;

Route& Router::Domain::get(std::string_view path, Access access, std::string summary, Handler handler) {
    return add(http::verb::get, std::string(kApiBase) + std::string(path), std::move(access), std::move(summary),
               std::move(handler));
}

Route& Router::Domain::post(std::string_view path, Access access, std::string summary, Handler handler) {
    return add(http::verb::post, std::string(kApiBase) + std::string(path), std::move(access), std::move(summary),
               std::move(handler));
}

Route& Router::Domain::put(std::string_view path, Access access, std::string summary, Handler handler) {
    return add(http::verb::put, std::string(kApiBase) + std::string(path), std::move(access), std::move(summary),
               std::move(handler));
}

Route& Router::Domain::del(std::string_view path, Access access, std::string summary, Handler handler) {
    return add(http::verb::delete_, std::string(kApiBase) + std::string(path), std::move(access), std::move(summary),
               std::move(handler));
}

Route& Router::Domain::add(http::verb method, std::string path, Access access, std::string summary, Handler handler) {
    Route route{method, std::move(path), std::move(access), name_, std::move(summary), std::move(handler), {}};
    if (!route.access.needs_user()) route.body_limit = kPublicBodyLimit;  // anyone may send it: keep it small
    return router_.add(std::move(route));
}

Route& Router::add(Route route) {
    if (route.pattern.empty() || route.pattern.front() != '/')
        throw std::invalid_argument("route path must start with /");
    // Two patterns that differ only in parameter names would shadow each other.
    auto shape = [](std::string_view pattern) {
        auto segments = split(pattern);
        for (auto& s : segments) {
            if (s.starts_with('{')) s = "{}";
        }
        return segments;
    };
    for (const auto& existing : routes_) {
        if (existing->method == route.method && shape(existing->pattern) == shape(route.pattern))
            throw std::invalid_argument("duplicate route " + route.pattern);
    }
    route.index = routes_.size();
    routes_.push_back(std::make_unique<Route>(std::move(route)));
    const Route* added = routes_.back().get();
    if (added->pattern.find('{') == std::string::npos) {
        exact_[added->pattern].push_back(added);
    } else {
        patterned_.push_back(added);
    }
    return *routes_.back();
}

std::vector<std::string_view> Router::split(std::string_view path) {
    std::vector<std::string_view> out;
    std::size_t pos = 1;
    while (pos <= path.size()) {
        auto slash = path.find('/', pos);
        out.push_back(path.substr(pos, slash == std::string_view::npos ? path.npos : slash - pos));
        if (slash == std::string_view::npos) break;
        pos = slash + 1;
    }
    return out;
}

bool Router::matches(const Route& route, const std::vector<std::string_view>& segments,
                     std::vector<std::pair<std::string, std::string>>* params) const {
    auto pattern = split(route.pattern);
    if (pattern.size() != segments.size()) return false;
    std::vector<std::pair<std::string, std::string>> found;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        std::string_view p = pattern[i];
        if (p.size() > 2 && p.front() == '{' && p.back() == '}') {
            if (segments[i].empty()) return false;
            found.emplace_back(std::string(p.substr(1, p.size() - 2)), std::string(segments[i]));
        } else if (p != segments[i]) {
            return false;
        }
    }
    if (params) *params = std::move(found);
    return true;
}

RouteMatch Router::match(http::verb method, std::string_view path) const {
    RouteMatch result;
    auto note_method = [&](const Route& r) {
        result.path_known = true;
        if (!result.allow.empty()) result.allow += ", ";
        result.allow += std::string(http::to_string(r.method));
    };
    if (auto it = exact_.find(std::string(path)); it != exact_.end()) {
        for (const Route* r : it->second) {
            if (r->method == method || (method == http::verb::head && r->method == http::verb::get)) {
                result.route = r;
                return result;
            }
            note_method(*r);
        }
    }
    auto segments = split(path);
    for (const Route* r : patterned_) {
        std::vector<std::pair<std::string, std::string>> params;
        if (!matches(*r, segments, &params)) continue;
        if (r->method == method || (method == http::verb::head && r->method == http::verb::get)) {
            result.route = r;
            result.params = std::move(params);
            return result;
        }
        note_method(*r);
    }
    return result;
}

std::string Router::describe_json_lines() const {
    std::string out;
    for (const auto& r : routes_) {
        boost::json::object line{{"method", std::string(http::to_string(r->method))},
                                 {"path", r->pattern},
                                 {"access", r->access.describe()},
                                 {"domain", r->domain},
                                 {"summary", r->summary}};
        out += boost::json::serialize(line);
        out += '\n';
    }
    return out;
}

}  // namespace xj::core
