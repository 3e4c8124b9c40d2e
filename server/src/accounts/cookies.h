// The accounts cookies on an answer: token (HttpOnly) and isLogin (readable by scripts), captchaKey.
#pragma once

#include "accounts/captcha_service.h"
#include "accounts/model.h"
#include "core/request.h"
#include "core/response.h"

namespace xj::accounts {

// Sets token and isLogin=1 for the session's life; Secure under HTTPS.
core::Response with_session(core::Response res, const IssuedSession& session, const core::Request& req);
// Clears token and sets isLogin=0.
core::Response with_session_ended(core::Response res, const core::Request& req);
// The simulated session's token and isLogin=1, and the readable simulatedLogin cookie (the user's name,
// URL-encoded) for the same life.
core::Response with_simulation(core::Response res, const SimulationStart& start, const core::Request& req);
// Clears simulatedLogin; the admin's own session's cookies again, or the session-ended cookies without one.
core::Response with_simulation_ended(core::Response res, const SimulationEnd& end, const core::Request& req);
// encodeURIComponent: every byte but A-Z a-z 0-9 - _ . ! ~ * ' ( ) as %XX.
std::string url_encode(std::string_view text);
// The PNG answer with its captchaKey cookie.
core::Response captcha_answer(CaptchaImage image, const core::Request& req);
// 200 envelope with another code (e.g. 301) and message.
core::Response envelope_with_code(int code, std::string_view msg);

}  // namespace xj::accounts
