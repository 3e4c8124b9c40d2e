#include "external/forms.h"

#include "core/api_error.h"
#include "core/input.h"
#include "core/text.h"
#include "external/rules.h"
#include "external/token.h"

namespace xj::external {

namespace {

std::string text(const core::Request& req, std::string_view field, std::string_view msg) {
    return core::text::trim_wide(core::opt_text(req, field, msg).value_or(""));
}

}  // namespace

std::string parse_system(const core::Request& req) { return text(req, "system", kMsgNoSystem); }

SystemForm parse_form(const core::Request& req) {
    SystemForm f;
    f.system = parse_system(req);
    f.name = text(req, "name", kMsgName);
    f.url = text(req, "url", kMsgUrl);
    f.pass_mode = text(req, "passMode", kMsgPassMode);
    if (f.pass_mode.empty()) f.pass_mode = std::string(kPassToken);
    f.token_param = text(req, "tokenParam", kMsgTokenParam);
    if (f.token_param.empty()) f.token_param = std::string(kDefaultTokenParam);
    f.description = text(req, "description", kMsgDescription);
    f.enabled = req.json().if_contains("enabled") == nullptr || core::flag(req, "enabled");
    return f;
}

std::string parse_token(const core::Request& req) {
    std::string token = core::opt_text(req, "token", kMsgTokenInvalid).value_or("");
    if (token.empty() || token.size() > kTokenMax) throw core::ApiError::business(std::string(kMsgTokenInvalid));
    return token;
}

}  // namespace xj::external
