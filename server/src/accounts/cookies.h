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
// The PNG answer with its captchaKey cookie.
core::Response captcha_answer(CaptchaImage image, const core::Request& req);
// 200 envelope with another code (e.g. 301) and message.
core::Response envelope_with_code(int code, std::string_view msg);

}  // namespace xj::accounts
