// JSON of the message answers (the contract's field names).
#pragma once

#include <boost/json.hpp>

#include "messages/model.h"

namespace xj::messages {

boost::json::object messages_json(const Paged<Message>& page);
boost::json::object unread_json(const UnreadCounts& counts);

}  // namespace xj::messages
