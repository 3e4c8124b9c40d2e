// libFuzzer target: a JSON body as the dispatcher parses it (depth limit) and the typed reads every domain's forms
// make of it — paging, text, signs, loose integers, strings and integers of core::Input.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include <boost/json/parse.hpp>

#include "core/api_error.h"
#include "core/input.h"
#include "core/request.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    boost::json::parse_options options;
    options.max_depth = 32;
    boost::system::error_code ec;
    boost::json::value body = boost::json::parse(text, ec, {}, options);
    if (ec || !body.is_object()) return 0;
    xj::core::BeastRequest raw;
    raw.target("/api/v1/fuzz?page=2&size=x&sign=%E5%AD%A6");
    xj::core::Request req(std::move(raw), "127.0.0.1", "fuzz");
    req.set_json(body.as_object());
    auto guarded = [](auto&& read) {
        try {
            read();
        } catch (const xj::core::ApiError&) {
            // a refusal with a message is the expected answer to bad input
        }
    };
    guarded([&] { (void)xj::core::parse_page(req); });
    for (std::string_view field :
         {"page", "size", "page_size", "sign", "keyword", "courseId", "count", "trainId", "enterpriseId", "state"}) {
        guarded([&] { (void)xj::core::opt_text(req, field, "类型错误"); });
        guarded([&] { (void)xj::core::opt_sign(req, field, "类型错误"); });
        guarded([&] { (void)xj::core::Input::body(req).opt_int(field, "类型错误"); });
        guarded([&] { (void)xj::core::Input::body(req).opt_string(field, "类型错误"); });
        if (const auto* v = req.json().if_contains(field)) {
            (void)xj::core::loose_int(*v);
            (void)xj::core::sign_value(*v);
        }
    }
    return 0;
}
