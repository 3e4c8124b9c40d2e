// The certificates calls (docs/certificates.md "API"): the public search and verification, a student's own, the
// course's teachers' list and offline issuance, the school's revocation.
#pragma once

#include "certificates/service.h"
#include "core/router.h"

namespace xj::certificates {

void register_routes(core::Router& router, CertificateService& s);

}  // namespace xj::certificates
