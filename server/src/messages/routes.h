// The message centre's routes (docs/messages.md): lists, posting, read marks, unread counts.
#pragma once

#include "core/router.h"
#include "messages/notice_service.h"
#include "messages/service.h"

namespace xj::messages {

void register_routes(core::Router& router, MessageService& messages, NoticeService& notices);

}  // namespace xj::messages
