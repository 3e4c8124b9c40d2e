// JSON of the identity answers (the contract's field names).
#pragma once

#include <boost/json.hpp>

#include "identity/service.h"

namespace xj::identity {

boost::json::object audit_info_json(const AuditInfo& info);
boost::json::object claims_json(const Paged<ClaimRow>& page);
boost::json::object roster_json(const Paged<RosterEntry>& page);
boost::json::object import_json(const ImportResult& result);

}  // namespace xj::identity
