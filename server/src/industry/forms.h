// The industry domain's request bodies and queries (docs/industrial-belt.md "API"): -2 naming the field for what is
// missing or of the wrong type; a belt's rules are rules.cpp's.
#pragma once

#include <string>

#include "core/request.h"
#include "industry/model.h"

namespace xj::industry {

std::string parse_code(const core::Request& req);
std::string parse_sign(const core::Request& req);
// The belt as sent, texts trimmed (sign "" for a new one).
Belt parse_belt(const core::Request& req);

}  // namespace xj::industry
