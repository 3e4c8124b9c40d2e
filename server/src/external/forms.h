// Reading the external systems' requests (docs/external-systems.md "API"): the system key, a configuration form and
// a token; the rules themselves are in rules.h.
#pragma once

#include <string>

#include "core/request.h"
#include "external/model.h"

namespace xj::external {

std::string parse_system(const core::Request& req);
SystemForm parse_form(const core::Request& req);
std::string parse_token(const core::Request& req);

}  // namespace xj::external
