#include "audit/routes.h"

#include "audit/actions.h"
#include "core/api_error.h"
#include "core/input.h"
#include "core/response.h"
#include "core/text.h"
#include "core/time_format.h"

namespace xj::audit {

using core::Access;
using core::ApiError;
using core::Request;
using core::Role;
namespace json = boost::json;

namespace {

constexpr std::size_t kActorMax = 30;
constexpr int kPageSizeMax = 100;
constexpr std::int64_t kDay = 24 * 3600;
constexpr std::string_view kMsgActor = "操作人不能超过30个字";
constexpr std::string_view kMsgAction = "操作类型不存在";
constexpr std::string_view kMsgDate = "日期格式不正确";
constexpr std::string_view kMsgSchool = "学校代码无效";

// A China day "YYYY-MM-DD" as the epoch second it starts at.
std::optional<std::int64_t> day_start(const Request& req, std::string_view field) {
    auto text = core::opt_text(req, field, kMsgDate);
    if (!text) return std::nullopt;
    auto at = text->size() == 10 ? core::parse_time(*text) : std::nullopt;
    if (!at) throw ApiError::invalid(std::string(field), std::string(kMsgDate));
    return at;
}

Filter parse_filter(const Request& req) {
    Filter f;
    f.actor = core::text::trim_wide(core::opt_text(req, "actor", kMsgActor).value_or(""));
    if (core::text::code_points(f.actor) > kActorMax) throw ApiError::invalid("actor", std::string(kMsgActor));
    f.action = core::opt_text(req, "action", kMsgAction).value_or("");
    if (!f.action.empty() && !action_name(f.action)) throw ApiError::invalid("action", std::string(kMsgAction));
    f.school_sign = core::opt_sign(req, "schoolSign", kMsgSchool).value_or("");
    f.from = day_start(req, "from");
    if (auto to = day_start(req, "to")) f.until = *to + kDay;
    return f;
}

json::object row_json(const Row& r) {
    return {{"id", r.id},
            {"at", core::iso_time(r.created_at)},
            {"actorName", r.actor_name},
            {"actorRole", r.actor_role},
            {"schoolSign", r.school_sign},
            {"schoolName", r.school_name},
            {"action", r.action},
            {"actionName", action_name(r.action).value_or(r.action)},
            {"target", r.target},
            {"summary", r.summary},
            {"before", r.before},
            {"after", r.after},
            {"ip", r.ip}};
}

json::object page_json(const core::Paged<Row>& page) {
    json::array list;
    for (const auto& r : page.list) list.push_back(row_json(r));
    return {{"list", std::move(list)}, {"total", page.total}};
}

core::Response export_answer(AuditService& s, const Request& req, Filter filter) {
    auto rows = s.export_rows(req.current_user(), std::move(filter));
    return s.exporter().answer("", "操作日志",
                               {{"时间", 20},
                                {"操作人", 12},
                                {"身份", 10},
                                {"学校", 20},
                                {"操作", 14},
                                {"对象", 24},
                                {"摘要", 40},
                                {"IP", 16},
                                {"修改前", 40},
                                {"修改后", 40}},
                               [&](core::XlsxWriter& w) {
                                   for (const auto& r : rows)
                                       w.text(core::sheet_time(r.created_at))
                                           .text(r.actor_name)
                                           .text(r.actor_role == "admin" ? "平台管理员" : "学校管理员")
                                           .text(r.school_name)
                                           .text(action_name(r.action).value_or(r.action))
                                           .text(r.target)
                                           .text(r.summary)
                                           .text(r.ip)
                                           .text(r.before)
                                           .text(r.after)
                                           .end_row();
                               });
}

}  // namespace

void register_routes(core::Router& router, AuditService& s) {
    auto r = router.domain("audit");
    Access admin = Access::role(Role::kAdmin);
    Access school_admin = Access::role(Role::kSchoolAdmin);
    auto actions = [](const Request&) {
        json::array out;
        for (const auto& a : all_actions()) out.push_back(json::object{{"action", a.action}, {"name", a.name}});
        return core::ok(std::move(out));
    };
    r.get("/admin/audit/actions", admin, "操作日志的操作类型 [{action, name}]", actions);
    r.get("/schoolAdmin/audit/actions", school_admin, "本校操作日志的操作类型 [{action, name}]", actions);
    r.get("/admin/audit", admin, "操作日志（新在前）?actor&action&schoolSign&from&to&page&size",
          [&s](const Request& req) {
              return core::ok(
                  page_json(s.search(req.current_user(), parse_filter(req), core::parse_page(req, 15, kPageSizeMax))));
          });
    r.get("/admin/audit/export", admin, "导出操作日志（.xlsx，最新 10000 条）",
          [&s](const Request& req) { return export_answer(s, req, parse_filter(req)); });
    r.get("/schoolAdmin/audit", school_admin, "本校的操作日志（新在前）?actor&action&from&to&page&size",
          [&s](const Request& req) {
              Filter f = parse_filter(req);
              f.school_sign.clear();
              return core::ok(
                  page_json(s.search(req.current_user(), std::move(f), core::parse_page(req, 15, kPageSizeMax))));
          });
}

}  // namespace xj::audit
