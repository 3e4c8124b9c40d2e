// The certificates domain's answers as JSON (docs/certificates.md "API").
#pragma once

#include <boost/json.hpp>

#include "certificates/model.h"
#include "core/page.h"

namespace xj::certificates {

// A certificate as its verification page shows it. with_holder: the holder's user sign too (their own list, the
// course's teachers), never in the public answers.
boost::json::object certificate_json(const Certificate& c, bool with_holder);
boost::json::object certificates_json(const core::Paged<Certificate>& page);
boost::json::array certificate_list_json(const std::vector<Certificate>& list);
boost::json::object standing_json(const Standing& s);

}  // namespace xj::certificates
