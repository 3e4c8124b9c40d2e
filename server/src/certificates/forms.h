// The certificates domain's request bodies and queries, read and checked (docs/certificates.md "API"): -2 with the
// field's Chinese message for what is missing, too long or of the wrong type.
#pragma once

#include <string>

#include "certificates/service.h"
#include "core/request.h"

namespace xj::certificates {

struct SearchInput {
    std::string name;
    std::string number;
};
SearchInput parse_search(const core::Request& req);

// number and code of the verification page (its query, or a body).
struct VerifyInput {
    std::string number;
    std::string code;
};
VerifyInput parse_verify(const core::Request& req);

std::string parse_course(const core::Request& req);
std::string parse_keyword(const core::Request& req);
OfflineInput parse_offline(const core::Request& req);

struct RevokeInput {
    std::string number;
    std::string reason;
};
RevokeInput parse_revoke(const core::Request& req);

}  // namespace xj::certificates
