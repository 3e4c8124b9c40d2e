// Reading the message calls' JSON bodies, with the contract's Chinese messages (docs/messages.md).
#pragma once

#include <string>

#include "core/request.h"
#include "messages/model.h"

namespace xj::messages {

PostForm parse_post(const core::Request& req);
// msgType of getAllSystemMsgList: 1 or 3.
int parse_notice_type(const core::Request& req);
// msgType of readAllMessage: 1, 2 or 3.
int parse_any_type(const core::Request& req);
std::string parse_course_sign(const core::Request& req, std::string_view field);
std::string parse_message_sign(const core::Request& req);
// A console's notice: idSign (none for a new one), title and content with the posting's rules.
NoticeForm parse_notice_form(const core::Request& req);

}  // namespace xj::messages
