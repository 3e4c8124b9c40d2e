#include "assistant/forms.h"

#include "core/api_error.h"
#include "core/input.h"
#include "core/text.h"

namespace xj::assistant {

using core::ApiError;

namespace {

constexpr std::string_view kMsgQuestionMissing = "请输入问题";
constexpr std::string_view kMsgQuestionType = "问题格式错误";
constexpr std::string_view kMsgConversationMissing = "请选择对话";
constexpr std::string_view kMsgConversationType = "对话编号格式错误";
constexpr std::string_view kMsgNameMissing = "请输入对话名称";
constexpr std::string_view kMsgNameType = "对话名称格式错误";

std::string too_long(std::string_view what, std::size_t max) {
    return std::string(what) + "不能超过 " + std::to_string(max) + " 个字";
}

}  // namespace

SendInput parse_send(const core::Request& req) {
    SendInput in;
    in.retry = core::flag(req, "retry");
    in.conversation_sign = core::opt_sign(req, "conversationId", kMsgConversationType).value_or("");
    if (!in.retry) {
        auto content = core::opt_text(req, "content", kMsgQuestionType);
        if (!content) throw ApiError::invalid("content", std::string(kMsgQuestionMissing));
        if (core::text::code_points(*content) > kQuestionMaxChars)
            throw ApiError::invalid("content", too_long("问题", kQuestionMaxChars));
        in.content = std::move(*content);
    }
    return in;
}

std::string parse_conversation(const core::Request& req) {
    return core::required_sign(req, "conversationId", kMsgConversationMissing);
}

RenameInput parse_rename(const core::Request& req) {
    RenameInput in;
    in.sign = parse_conversation(req);
    auto name = core::opt_text(req, "name", kMsgNameType);
    if (!name) throw ApiError::invalid("name", std::string(kMsgNameMissing));
    if (core::text::code_points(*name) > kNameMaxChars)
        throw ApiError::invalid("name", too_long("对话名称", kNameMaxChars));
    in.name = std::move(*name);
    return in;
}

}  // namespace xj::assistant
