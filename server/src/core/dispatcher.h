// Maps a finished request to its answer: API routes (access rule, same-origin and JSON checks, one catch that
// turns errors into envelopes), uploaded files under /files, and the SPA. Runs on a worker thread.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>

#include "core/access.h"
#include "core/file_server.h"
#include "core/request.h"
#include "core/response.h"
#include "core/router.h"
#include "core/static_site.h"

namespace xj::core {

inline constexpr std::size_t kJsonMaxDepth = 32;

// Resolves the signed-in user from the request (session cookie); set by the accounts domain.
using Authenticator = std::function<std::optional<AuthUser>(const Request&)>;

struct Outcome {
    Response response;
    std::size_t metric_slot;  // route index, or the static/unmatched slots of Metrics
};

class Dispatcher {
public:
    Dispatcher(const Router& router, const StaticSite& site, const FileServer& files, bool demo,
               std::size_t static_slot, std::size_t unmatched_slot);

    void set_authenticator(Authenticator authenticator) { authenticator_ = std::move(authenticator); }

    // What a request's header says about its body: the limit, and whether the caller must be checked first.
    struct BodyPlan {
        std::size_t limit = kJsonBodyLimit;
        bool caller_first = false;  // the route needs a user: check origin and session before reading the body
    };
    BodyPlan body_plan(boost::beast::http::verb method, std::string_view target) const;
    // Origin and access of a request whose body is not read yet (its header only): the refusal to answer, or
    // nullopt with the caller set on `req`. Resolves the session (blocks): run it on the worker pool.
    std::optional<ApiError> admit(Request& req) const;

    Outcome handle(Request& req) const;
    // The answer when it can be given from memory without blocking (cached public answers, SPA files),
    // else nullopt and the request goes to the worker pool. Runs on the I/O thread.
    std::optional<Outcome> try_from_memory(Request& req) const;

private:
    Outcome handle_route(Request& req, const RouteMatch& match) const;
    void check_access(Request& req, const Route& route) const;
    void check_origin(const Request& req) const;
    void parse_body(Request& req, const Route& route) const;
    void check_text(const Request& req) const;

    const Router& router_;
    const StaticSite& site_;
    const FileServer& files_;
    bool demo_;
    std::size_t static_slot_;
    std::size_t unmatched_slot_;
    Authenticator authenticator_;
};

}  // namespace xj::core
