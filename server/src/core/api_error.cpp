#include "core/api_error.h"

namespace xj::core {

namespace http = boost::beast::http;

http::status http_status_for(ApiCode code) {
    switch (code) {
        case ApiCode::kInvalid:
            return http::status::bad_request;
        case ApiCode::kNotLoggedIn:
            return http::status::unauthorized;
        case ApiCode::kNoPermission:
            return http::status::forbidden;
        case ApiCode::kNotFound:
            return http::status::not_found;
        case ApiCode::kMethodNotAllowed:
            return http::status::method_not_allowed;
        case ApiCode::kPayloadTooLarge:
            return http::status::payload_too_large;
        case ApiCode::kTooManyRequests:
            return http::status::too_many_requests;
        case ApiCode::kHeaderTooLarge:
            return http::status::request_header_fields_too_large;
        case ApiCode::kBusy:
            return http::status::internal_server_error;
        default:
            return http::status::ok;
    }
}

std::string_view default_message(ApiCode code) {
    switch (code) {
        case ApiCode::kOk:
        case ApiCode::kOkAlt:
            return "操作成功";
        case ApiCode::kNoPermission:
            return "您没有权限访问!";
        case ApiCode::kFailed:
            return "请求失败，请稍后重试";
        case ApiCode::kInvalid:
            return "校验未通过";
        case ApiCode::kInsertFailed:
            return "插入数据异常";
        case ApiCode::kDuplicateSubmit:
            return "请勿重复提交";
        case ApiCode::kCaptchaWrong:
            return "验证码错误!";
        case ApiCode::kBusy:
            return "系统繁忙,请稍后重试!";
        case ApiCode::kNotLoggedIn:
            return "请登录";
        case ApiCode::kNotFound:
            return "请求的资源不存在";
        case ApiCode::kMethodNotAllowed:
            return "请求方法不被允许";
        case ApiCode::kPayloadTooLarge:
            return "请求内容过大";
        case ApiCode::kTooManyRequests:
            return "您的请求过于频繁，请稍后重试";
        case ApiCode::kHeaderTooLarge:
            return "请求头过大";
        default:
            return "";
    }
}

}  // namespace xj::core
