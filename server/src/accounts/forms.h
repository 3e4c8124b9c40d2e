// Reading the accounts calls' inputs from a request: typed fields, phone normalisation, decrypted passwords
// (-2 with the field on failure), and who the client is.
#pragma once

#include <string>

#include "accounts/model.h"
#include "accounts/service.h"
#include "core/request.h"

namespace xj::accounts {

// The caller's address: the peer, or behind a proxy on loopback the last X-Forwarded-For entry.
Client client_of(const core::Request& req);
// HTTPS as the proxy says (X-Forwarded-Proto: https): cookies get Secure.
bool is_https(const core::Request& req);

LoginForm parse_login(const core::Request& req, const AccountService& accounts);
RegisterForm parse_register(const core::Request& req, const AccountService& accounts);
ResetForm parse_reset(const core::Request& req, const AccountService& accounts);
// POST /user/resetByLink: the token (-1000 链接无效或已过期，请重新获取 when missing) and the new password twice.
LinkReset parse_link_reset(const core::Request& req, const AccountService& accounts);
CodeCheck parse_code_check(const core::Request& req);
MobileChange parse_mobile_change(const core::Request& req);
PasswordChange parse_password_change(const core::Request& req, const AccountService& accounts);
// The trimmed userName (required, under 20 characters).
std::string parse_name(const core::Request& req);
int parse_sex(const core::Request& req);
// The bytes of the multipart field `file` (they point into the request body).
std::string_view upload_file(const core::Request& req);

// A required, valid phone number from the body (or the query) under `field`.
std::string body_mobile(const core::Request& req, std::string_view field = "mobile");
std::string query_mobile(const core::Request& req);
CodeType body_code_type(const core::Request& req);
std::string body_text(const core::Request& req, std::string_view field);

}  // namespace xj::accounts
