// libFuzzer target: an HTTP/1.1 request as the connection reads it (Beast's parser with the server's header limit),
// then what the dispatcher reads of it — the decoded path and query, cookies, the route match, the text check of
// every value (core::text::clean_text). Any crash, leak or undefined behaviour is a finding.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/string_body.hpp>

#include "core/connection.h"
#include "core/request.h"
#include "core/router.h"
#include "core/text.h"

namespace {

namespace http = boost::beast::http;
using xj::core::Access;

const xj::core::Router& router() {
    static const xj::core::Router r = [] {
        xj::core::Router out;
        auto api = out.domain("fuzz");
        auto ok = [](const xj::core::Request&) { return xj::core::Response{}; };
        api.get("/course/suggest", Access::public_(), "", ok);
        api.post("/course/{sign}/chapters/{id}", Access::login(), "", ok);
        api.put("/user/loginByTokenKey", Access::public_(), "", ok);
        api.del("/exam/{sign}", Access::role(xj::core::Role::kTeacher), "", ok);
        return out;
    }();
    return r;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    http::request_parser<http::string_body> parser;
    parser.header_limit(xj::core::kHeaderLimit);
    parser.body_limit(64 * 1024);
    parser.eager(true);
    boost::beast::error_code ec;
    parser.put(boost::asio::buffer(data, size), ec);
    if (ec || !parser.is_header_done()) return 0;
    xj::core::Request req(parser.release(), "127.0.0.1", "fuzz");
    (void)req.query("keyword");
    (void)req.cookie("token");
    (void)req.client_address();
    (void)req.accepts_encoding("gzip");
    (void)req.accepts_encoding("br");
    auto match = router().match(req.method(), req.path());
    for (const auto& [name, value] : match.params) (void)xj::core::text::clean_text(value);
    (void)xj::core::text::clean_text(req.raw_query());
    (void)xj::core::text::code_points(req.body());
    return 0;
}
