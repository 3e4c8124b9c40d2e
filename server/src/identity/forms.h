// Reading the identity calls' inputs: the claim form with the contract's messages, review decisions, pages.
#pragma once

#include <string>
#include <string_view>

#include "core/request.h"
#include "identity/model.h"

namespace xj::identity {

ClaimForm parse_claim(const core::Request& req);
std::int64_t parse_claim_id(const core::Request& req);
bool parse_approve(const core::Request& req);
std::string parse_reason(const core::Request& req);
int parse_status(const core::Request& req);
std::string parse_kind(const core::Request& req);
// The recognition photo: {photoPath} (an upload's sign; "" when absent), and the multipart file (-2 the failure
// message when it is not multipart or has no file).
std::string parse_photo_path(const core::Request& req);
std::string_view photo_file(const core::Request& req);
// The bytes of the multipart field `file`.
std::string_view roster_file(const core::Request& req);

}  // namespace xj::identity
