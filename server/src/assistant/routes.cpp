#include "assistant/routes.h"

#include <boost/json.hpp>

#include "assistant/forms.h"
#include "assistant/json.h"
#include "core/input.h"
#include "core/response.h"

namespace xj::assistant {

using core::Access;
using core::Request;
namespace json = boost::json;

namespace {

constexpr int kSuggestedJobsMax = 20;  // what jobsFromChat shows (employment's kChatJobsMax)

Asker asker_of(const Request& req) { return {req.current_user(), std::string(req.host())}; }

}  // namespace

void register_routes(core::Router& router, AssistantService& s) {
    auto r = router.domain("assistant");
    r.post("/ai/sendContent", Access::login(),
           "提问（content；conversationId 为空则新建对话；retry 重新回答最后一个问题），回答以 text/event-stream "
           "流式返回："
           "meta、tool、delta、error、done 事件",
           [&s](const Request& req) { return core::event_stream(s.send(asker_of(req), parse_send(req))); });
    r.post("/ai/getUserConversationList", Access::login(), "我的对话，最近的在前，分页", [&s](const Request& req) {
        return core::ok(conversations_json(s.conversations(req.current_user(), core::parse_page(req))));
    });
    r.post("/ai/getConversationRecord", Access::login(), "一个对话的全部消息（仅本人）", [&s](const Request& req) {
        ConversationRecord rec = s.record(req.current_user(), parse_conversation(req));
        return core::ok(record_json(rec.conversation, rec.messages));
    });
    r.post("/ai/updateConversationName", Access::login(), "重命名对话（name，最多 30 字）", [&s](const Request& req) {
        RenameInput in = parse_rename(req);
        return core::ok_with_msg(conversation_json(s.rename(req.current_user(), in.sign, in.name)), "修改成功");
    });
    r.post("/ai/deleteConversation", Access::login(), "删除对话及其消息（仅本人）", [&s](const Request& req) {
        s.remove(req.current_user(), parse_conversation(req));
        return core::ok_with_msg(nullptr, "删除成功");
    });
    r.get("/ai/getSuggestedJobs", Access::login(), "助手推荐过的职位（最近的在前，最多 20 个）：职位 id 列表",
          [&s](const Request& req) {
              json::array ids;
              for (auto& sign : s.suggested_job_signs(req.current_user(), kSuggestedJobsMax)) ids.emplace_back(sign);
              return core::ok(json::object{{"positionIds", std::move(ids)}});
          });
}

}  // namespace xj::assistant
