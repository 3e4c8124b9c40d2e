#include "commerce/route_helpers.h"

namespace xj::commerce {

std::string site_url(const core::Request& req) {
    std::string_view proto = req.header("x-forwarded-proto");
    std::string_view host = req.header("host");
    return std::string(proto == "https" ? "https://" : "http://") + std::string(host);
}

core::Response png_response(std::string png) {
    core::Response res;
    res.content_type = "image/png";
    res.body = std::move(png);
    res.with_header("Cache-Control", "no-store");
    return res;
}

}  // namespace xj::commerce
