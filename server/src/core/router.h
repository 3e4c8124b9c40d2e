// The route table: method + path pattern ({param} segments), access rule, owning domain, one-line summary
// and handler. It is the source of truth for --routes, docs/api.md and the access tests.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include <boost/beast/http/verb.hpp>

#include "core/access.h"
#include "core/request.h"
#include "core/response.h"

namespace xj::core {

inline constexpr std::string_view kApiBase = "/api/v1";
inline constexpr std::size_t kJsonBodyLimit = 1024 * 1024;  // 1 MiB for JSON bodies
inline constexpr std::size_t kPublicBodyLimit = 64 * 1024;  // routes without a user, unless they declare more

using Handler = std::function<Response(const Request&)>;
// Answers from memory on the I/O thread, or declines (nullopt) so the handler runs on the worker pool.
// Must never block: no database, no files.
using MemoryAnswer = std::function<std::optional<Response>(const Request&)>;

struct Route {
    boost::beast::http::verb method;
    std::string pattern;
    Access access;
    std::string domain;
    std::string summary;
    Handler handler;
    MemoryAnswer from_memory;  // optional fast path of public GET routes
    std::size_t body_limit = kJsonBodyLimit;
    bool multipart = false;  // accepts multipart/form-data uploads
    bool raw_body = false;   // accepts an application/octet-stream body, left unparsed (chunked uploads)
    bool form_body =
        false;              // accepts an application/x-www-form-urlencoded body, left unparsed (provider notifications)
    std::size_t index = 0;  // position in the table (metrics)

    Route& limit_body(std::size_t bytes) {
        body_limit = bytes;
        return *this;
    }
    Route& answer_from_memory(MemoryAnswer answer) {
        from_memory = std::move(answer);
        return *this;
    }
    Route& accept_multipart() {
        multipart = true;
        return *this;
    }
    Route& accept_raw_body() {
        raw_body = true;
        return *this;
    }
    Route& accept_form_body() {
        form_body = true;
        return *this;
    }
};

struct RouteMatch {
    const Route* route = nullptr;  // null when nothing matched
    bool path_known = false;       // some route has this path (with another method)
    std::string allow;             // methods of that path, for 405
    std::vector<std::pair<std::string, std::string>> params;
};

class Router {
public:
    // Registers one domain's routes; paths are given relative to /api/v1 as the spec writes them.
    class Domain {
    public:
        Domain(Router& router, std::string name) : router_(router), name_(std::move(name)) {}
        Route& get(std::string_view path, Access access, std::string summary, Handler handler);
        Route& post(std::string_view path, Access access, std::string summary, Handler handler);
        Route& put(std::string_view path, Access access, std::string summary, Handler handler);
        Route& del(std::string_view path, Access access, std::string summary, Handler handler);
        // A route outside /api/v1 (e.g. /healthz).
        Route& add(boost::beast::http::verb method, std::string path, Access access, std::string summary,
                   Handler handler);

    private:
        Router& router_;
        std::string name_;
    };

    Domain domain(std::string name) { return Domain(*this, std::move(name)); }
    Route& add(Route route);

    RouteMatch match(boost::beast::http::verb method, std::string_view path) const;
    const std::vector<std::unique_ptr<Route>>& routes() const { return routes_; }
    // One JSON object per line: method, path, access, domain, summary.
    std::string describe_json_lines() const;

private:
    static std::vector<std::string_view> split(std::string_view path);
    bool matches(const Route& route, const std::vector<std::string_view>& segments,
                 std::vector<std::pair<std::string, std::string>>* params) const;

    std::vector<std::unique_ptr<Route>> routes_;
    std::unordered_map<std::string, std::vector<const Route*>> exact_;  // paths without {param}
    std::vector<const Route*> patterned_;
};

}  // namespace xj::core
