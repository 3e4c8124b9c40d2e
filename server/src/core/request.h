// A finished HTTP request as handlers see it: method, path, query, headers, body, path parameters and the caller.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boost/beast/http/message.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/json/object.hpp>

#include "core/access.h"
#include "core/spooled_body.h"

namespace xj::core {

using BeastRequest = boost::beast::http::request<boost::beast::http::string_body>;

class Request {
public:
    Request(BeastRequest&& raw, std::string remote_ip, std::string request_id);
    // A request whose body was spooled to a file (uploads): `raw` carries the header, body() the mapped file.
    Request(BeastRequest&& raw, SpoolFile&& body, std::string remote_ip, std::string request_id);

    boost::beast::http::verb method() const { return raw_.method(); }
    std::string_view path() const { return path_; }        // decoded, without query string
    std::string_view raw_query() const { return query_; }  // as sent, without '?'
    std::string_view body() const { return spool_.is_open() ? spooled_ : std::string_view(raw_.body()); }
    const std::string& remote_ip() const { return remote_ip_; }  // the peer of the connection
    // The client: the peer, or behind a proxy on loopback the last X-Forwarded-For entry.
    std::string client_address() const;
    const std::string& request_id() const { return request_id_; }
    std::string_view header(std::string_view name) const;
    std::string_view host() const;  // Host header without port, lower-case as sent
    // Accept-Encoding lists the content coding ("gzip", "br") without q=0.
    bool accepts_encoding(std::string_view coding) const;
    // The value of a cookie from the Cookie header.
    std::optional<std::string> cookie(std::string_view name) const;

    // Decoded query parameter (first occurrence).
    std::optional<std::string> query(std::string_view name) const;
    // A {param} segment of the matched route.
    std::string_view param(std::string_view name) const;
    void set_params(std::vector<std::pair<std::string, std::string>> params) { params_ = std::move(params); }
    const std::vector<std::pair<std::string, std::string>>& params() const { return params_; }

    // The JSON body, parsed once by the dispatcher (an empty object for an empty body).
    const boost::json::object& json() const { return json_; }
    void set_json(boost::json::object json) { json_ = std::move(json); }

    const std::optional<AuthUser>& user() const { return user_; }
    // Once set (also to nobody), the caller is known: the dispatcher does not resolve the session again.
    void set_user(std::optional<AuthUser> user) {
        user_ = std::move(user);
        user_known_ = true;
    }
    bool user_known() const { return user_known_; }
    // The signed-in user; only call on routes whose access rule requires one.
    const AuthUser& current_user() const { return user_.value(); }

    const BeastRequest& raw() const { return raw_; }

private:
    BeastRequest raw_;
    std::string remote_ip_;
    std::string request_id_;
    std::string path_;
    std::string_view query_;
    std::vector<std::pair<std::string, std::string>> params_;
    boost::json::object json_;
    std::optional<AuthUser> user_;
    bool user_known_ = false;
    SpoolFile spool_;
    std::string_view spooled_;
};

// The client address of a connection's peer and its X-Forwarded-For header (see Request::client_address).
std::string client_address(std::string_view peer, std::string_view forwarded_for);

// scheme://host of the page the user is on (X-Forwarded-Proto https, else http; the Host header as sent): links and
// QR codes the platform makes open on the same site (the cashier, marketers' links, certificates' verification).
std::string site_url(const Request& req);

// Percent-decodes a URL component ('+' becomes a space when form is true). Returns nullopt on bad escapes.
std::optional<std::string> url_decode(std::string_view in, bool form);

}  // namespace xj::core
