// The spec's error catalogue (spec 01 §8) and the one code → HTTP status table (ARCHITECTURE §4).
#pragma once

#include <optional>
#include <ostream>  // boost/core/detail/string_view.hpp (1.81) uses std::ostream without including it
#include <stdexcept>
#include <string>
#include <string_view>

#include <boost/beast/http/status.hpp>
#include <boost/json/object.hpp>

namespace xj::core {

enum class ApiCode : int {
    kOk = 200,
    kOkAlt = 1,
    kNeedAuthentication = 301,
    kRedirect = 302,
    kSilent = 999,
    kNotFound = 404,
    kMethodNotAllowed = 405,
    kPayloadTooLarge = 413,
    kTooManyRequests = 429,
    kHeaderTooLarge = 431,
    kFailed = -1,
    kInvalid = -2,
    kInsertFailed = -3,
    kDuplicateSubmit = -4,
    kCaptchaWrong = -5,
    kNoPermission = -6,
    kBusiness = -1000,
    kNotLoggedIn = -1001,
    kReloadLoginInfo = -1002,
    kBusy = -9999,
};

// HTTP status that mirrors the class of a code: 200 for success and business errors, 400 for -2, 401 for -1001,
// 403 for -6, 404, 405, 413, 429, 431, 500 for -9999.
boost::beast::http::status http_status_for(ApiCode code);

// The catalogue's standard message for a code ("" where the catalogue leaves it to the caller).
std::string_view default_message(ApiCode code);

// An expected failure answered to the client as an envelope. Thrown by services, caught once by the dispatcher.
class ApiError : public std::runtime_error {
public:
    ApiError(ApiCode code, std::string msg, std::optional<std::string> field = std::nullopt)
        : std::runtime_error(msg), code_(code), field_(std::move(field)) {}

    ApiCode code() const noexcept { return code_; }
    const std::optional<std::string>& field() const noexcept { return field_; }
    // Further members of the envelope's data beside field (e.g. captchaRequired).
    const boost::json::object& extra() const noexcept { return extra_; }
    ApiError& with(std::string_view key, boost::json::value value) {
        extra_[key] = std::move(value);
        return *this;
    }

    // -2 with the field that failed, e.g. invalid("mobile", "请输入正确的手机号").
    static ApiError invalid(std::string field, std::string msg) {
        return {ApiCode::kInvalid, std::move(msg), std::move(field)};
    }
    // -1000: a business rule refused the request; the message is shown to the user.
    static ApiError business(std::string msg, std::optional<std::string> field = std::nullopt) {
        return {ApiCode::kBusiness, std::move(msg), std::move(field)};
    }
    static ApiError of(ApiCode code) { return {code, std::string(default_message(code))}; }
    static ApiError not_found() { return of(ApiCode::kNotFound); }
    static ApiError no_permission() { return of(ApiCode::kNoPermission); }
    static ApiError not_logged_in() { return of(ApiCode::kNotLoggedIn); }

private:
    ApiCode code_;
    std::optional<std::string> field_;
    boost::json::object extra_;
};

}  // namespace xj::core
