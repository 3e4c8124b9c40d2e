// The assistant's request bodies, read and checked (docs/assistant.md "API"): a -2 with the field's Chinese
// message for what is missing, too long or of the wrong type.
#pragma once

#include <string>

#include "assistant/service.h"
#include "core/request.h"

namespace xj::assistant {

SendInput parse_send(const core::Request& req);
std::string parse_conversation(const core::Request& req);

struct RenameInput {
    std::string sign;
    std::string name;
};
RenameInput parse_rename(const core::Request& req);

}  // namespace xj::assistant
