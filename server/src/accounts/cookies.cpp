#include "accounts/cookies.h"

#include "accounts/forms.h"
#include "core/cookies.h"

namespace xj::accounts {

namespace {

constexpr std::string_view kTokenCookie = "token";
constexpr std::string_view kIsLoginCookie = "isLogin";
constexpr std::string_view kCaptchaCookie = "captchaKey";
constexpr std::string_view kSimulatedCookie = "simulatedLogin";
constexpr std::string_view kPngType = "image/png";
constexpr std::string_view kHexDigits = "0123456789ABCDEF";
constexpr std::string_view kUnreserved = "-_.!~*'()";

core::Response& set(core::Response& res, std::string_view name, std::string value, std::chrono::seconds life,
                    bool http_only, const core::Request& req) {
    core::SetCookie cookie{std::string(name), std::move(value), life, http_only, is_https(req)};
    res.with_header("Set-Cookie", core::render_set_cookie(cookie));
    return res;
}

}  // namespace

core::Response with_session(core::Response res, const IssuedSession& session, const core::Request& req) {
    set(res, kTokenCookie, session.token, session.life, true, req);
    set(res, kIsLoginCookie, "1", session.life, false, req);
    return res;
}

core::Response with_session_ended(core::Response res, const core::Request& req) {
    set(res, kTokenCookie, "", std::chrono::seconds(0), true, req);
    set(res, kIsLoginCookie, "0", kSessionLife, false, req);
    return res;
}

std::string url_encode(std::string_view text) {
    std::string out;
    for (unsigned char c : text) {
        bool plain = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                     kUnreserved.find(static_cast<char>(c)) != std::string_view::npos;
        if (plain) {
            out += static_cast<char>(c);
        } else {
            out += '%';
            out += kHexDigits[c >> 4U];
            out += kHexDigits[c & 0x0FU];
        }
    }
    return out;
}

core::Response with_simulation(core::Response res, const SimulationStart& start, const core::Request& req) {
    res = with_session(std::move(res), start.session, req);
    set(res, kSimulatedCookie, url_encode(start.user_name), start.session.life, false, req);
    return res;
}

core::Response with_simulation_ended(core::Response res, const SimulationEnd& end, const core::Request& req) {
    res = end.admin_session ? with_session(std::move(res), *end.admin_session, req)
                            : with_session_ended(std::move(res), req);
    set(res, kSimulatedCookie, "", std::chrono::seconds(0), false, req);
    return res;
}

core::Response captcha_answer(CaptchaImage image, const core::Request& req) {
    core::Response res;
    res.content_type = kPngType;
    res.body = std::move(image.png);
    res.with_header("Cache-Control", "no-store");
    set(res, kCaptchaCookie, std::move(image.key), std::chrono::seconds(kCaptchaLifeSeconds), true, req);
    return res;
}

core::Response envelope_with_code(int code, std::string_view msg) {
    core::Response res;
    res.body = core::envelope_text(code, msg, nullptr);
    return res;
}

}  // namespace xj::accounts
