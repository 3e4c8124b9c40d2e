#include "messages/json.h"

#include "core/time_format.h"

namespace xj::messages {

namespace json = boost::json;

json::object messages_json(const Paged<Message>& page) {
    json::array list;
    for (const auto& m : page.list) {
        list.push_back(json::object{{"idSign", m.sign},
                                    {"msgType", m.category},
                                    {"title", m.title},
                                    {"content", m.content},
                                    {"createTime", core::iso_time(m.created_at)},
                                    {"isRead", m.read ? 1 : 0},
                                    {"authorName", m.author_name},
                                    {"courseIdSign", m.course_sign},
                                    {"courseName", m.course_name}});
    }
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object unread_json(const UnreadCounts& c) {
    return {{"courseMsgUnreadNum", c.course}, {"schoolMsgUnreadNum", c.school}, {"systemMsgUnreadNum", c.system}};
}

}  // namespace xj::messages
