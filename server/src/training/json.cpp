#include "training/json.h"

#include "core/time_format.h"
#include "training/rules.h"

namespace xj::training {

namespace json = boost::json;

namespace {

json::value opt_time(const std::optional<std::int64_t>& at) {
    if (!at) return nullptr;
    return json::value(core::iso_time(*at));
}

std::string_view join_rule_name(std::string_view rule) {
    if (rule == kJoinCode) return "激活码加入";
    if (rule == kJoinOrder) return "购买后加入";
    return "免费加入";
}

}  // namespace

json::object card_json(const TrainingCard& c, std::int64_t now) {
    int state = state_at(c.starts_at, c.ends_at, now);
    return {{"idSign", c.sign},
            {"trainName", c.name},
            {"introduction", c.introduction},
            {"trainPicture", c.picture},
            {"trainPrice", c.price},
            {"free", c.price == 0},
            {"classHour", c.hours},
            {"joinRule", c.join_rule},
            {"joinRuleName", join_rule_name(c.join_rule)},
            {"startTime", opt_time(c.starts_at)},
            {"endTime", opt_time(c.ends_at)},
            {"state", state},
            {"stateName", state_name(state)},
            {"studentCount", c.student_count},
            {"enterpriseName", c.enterprise_name},
            {"teacherName", c.teacher_name},
            {"recommend", c.recommend}};
}

json::array cards_json(const std::vector<TrainingCard>& cards, std::int64_t now) {
    json::array out;
    for (const auto& c : cards) out.push_back(card_json(c, now));
    return out;
}

json::object paged_cards_json(const Paged<TrainingCard>& page, std::int64_t now) {
    return {{"list", cards_json(page.list, now)}, {"total", page.total}};
}

json::array query_groups_json(const std::vector<QueryGroup>& groups) {
    json::array out;
    for (const auto& g : groups) {
        json::array options;
        for (const auto& o : g.options) options.push_back(json::object{{"value", o.value}, {"label", o.label}});
        out.push_back(json::object{{"key", g.key}, {"name", g.name}, {"options", std::move(options)}});
    }
    return out;
}

json::object header_json(const TrainingHeader& h, std::int64_t now) {
    json::object out = card_json(h.detail.card, now);
    out["status"] = h.detail.card.status;
    out["chapterCount"] = h.detail.chapter_count;
    out["videoCount"] = h.detail.video_count;
    out["durationSeconds"] = h.detail.duration_seconds;
    json::array partners;
    for (const auto& e : h.partners) partners.push_back(json::object{{"idSign", e.sign}, {"name", e.name}});
    out["enterpriseList"] = std::move(partners);
    if (h.my_study)
        out["myStudy"] = json::object{{"progress", h.my_study->progress},
                                      {"studyStatus", h.my_study->status},
                                      {"studySeconds", h.my_study->studied_seconds},
                                      {"joinTime", core::iso_time(h.my_study->joined_at)}};
    else out["myStudy"] = nullptr;
    out["canManage"] = h.can_manage;
    return out;
}

json::object body_json(const TrainingDetail& d) {
    return {{"idSign", d.card.sign},
            {"trainName", d.card.name},
            {"introduction", d.card.introduction},
            {"details", d.details},
            {"classHour", d.card.hours},
            {"chapterCount", d.chapter_count},
            {"videoCount", d.video_count},
            {"durationSeconds", d.duration_seconds}};
}

json::object plan_json(const TrainingDetail& d) {
    return {{"idSign", d.card.sign},
            {"plan", d.plan},
            {"classHour", d.card.hours},
            {"startTime", opt_time(d.card.starts_at)},
            {"endTime", opt_time(d.card.ends_at)}};
}

json::object enterprise_json(const Enterprise& e) {
    return {{"idSign", e.sign},
            {"enterpriseName", e.name},
            {"logo", e.logo},
            {"introduction", e.introduction},
            {"industry", e.industry},
            {"isJoinEnterprise", e.joined ? 1 : 0},
            {"trainCount", e.training_count}};
}

json::object paged_enterprises_json(const Paged<Enterprise>& page) {
    return {{"list", enterprises_json(page.list)}, {"total", page.total}};
}

json::array enterprises_json(const std::vector<Enterprise>& enterprises) {
    json::array out;
    for (const auto& e : enterprises) out.push_back(enterprise_json(e));
    return out;
}

}  // namespace xj::training
