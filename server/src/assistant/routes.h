// The assistant's routes (docs/assistant.md "API"): send a question (the answer streams back), conversations
// listed, read, renamed and deleted, and the jobs its answers suggested.
#pragma once

#include "assistant/service.h"
#include "core/router.h"

namespace xj::assistant {

void register_routes(core::Router& router, AssistantService& assistant);

}  // namespace xj::assistant
