#include "training/json.h"

#include <algorithm>
#include <cmath>

#include "core/json_value.h"
#include "core/time_format.h"
#include "courses/json.h"
#include "training/practice_rules.h"
#include "training/rules.h"

namespace xj::training {

namespace json = boost::json;

namespace {

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
            {"status", c.status},
            {"introduction", c.introduction},
            {"trainPicture", c.picture},
            {"trainPrice", c.price},
            {"free", c.price == 0},
            {"classHour", c.hours},
            {"joinRule", c.join_rule},
            {"joinRuleName", join_rule_name(c.join_rule)},
            {"startTime", core::iso_time_or_null(c.starts_at)},
            {"endTime", core::iso_time_or_null(c.ends_at)},
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
    out["chapterCount"] = h.detail.chapter_count;
    out["videoCount"] = h.detail.video_count;
    out["durationSeconds"] = h.detail.duration_seconds;
    json::array partners;
    for (const auto& e : h.partners) partners.push_back(json::object{{"idSign", e.sign}, {"name", e.name}});
    out["enterpriseList"] = std::move(partners);
    if (h.my_study) out["myStudy"] = my_study_json(*h.my_study);
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
            {"startTime", core::iso_time_or_null(d.card.starts_at)},
            {"endTime", core::iso_time_or_null(d.card.ends_at)}};
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

json::object my_study_json(const MyStudy& s) {
    return {{"progress", s.progress},
            {"studyStatus", s.status},
            {"studySeconds", s.studied_seconds},
            {"joinTime", core::iso_time(s.joined_at)},
            {"lastStudyTime", core::iso_time_or_null(s.last_studied_at)},
            {"lastVideoIdSign", core::or_null(s.last_video_sign)}};
}

namespace {

// The timetable's lists of homework and exams by resourcesType (spec 02: online work 4, user work 2, online exam
// 5, user exam 3).
std::string_view task_list_key(int resources_type) {
    switch (resources_type) {
        case 4:
            return "trainChapterOnlineWork";
        case 2:
            return "trainChapterUserWork";
        case 5:
            return "trainChapterOnlineExamination";
        default:
            return "trainChapterUserExamination";
    }
}

}  // namespace

json::array timetable_json(const Timetable& timetable) {
    json::array out;
    for (const auto& ch : timetable.chapters) {
        json::array videos;
        for (const auto& v : ch.videos)
            videos.push_back(json::object{{"idSign", v.sign},
                                          {"videoTitle", v.title},
                                          {"videoLevel", v.level},
                                          {"hasVideo", !v.media_sign.empty()},
                                          {"durationSeconds", v.duration_ms / 1000},
                                          {"completed", v.completed},
                                          {"furthestSeconds", std::floor(v.furthest_seconds)},
                                          {"resourcesType", 1}});
        json::object chapter{{"idSign", ch.sign},
                             {"chapterName", ch.name},
                             {"chapterLevel", ch.level},
                             {"upperCaseChapterLevel", courses::upper_case_numeral(ch.level)},
                             {"chapterSynopsis", ch.synopsis},
                             {"childList", std::move(videos)},
                             {"trainChapterOnlineWork", json::array{}},
                             {"trainChapterUserWork", json::array{}},
                             {"trainChapterOnlineExamination", json::array{}},
                             {"trainChapterUserExamination", json::array{}},
                             {"trainChapterPracticeTaskList", json::array{}}};
        for (const auto& t : ch.tasks)
            chapter[task_list_key(t.resources_type)].as_array().push_back(
                json::object{{"idSign", t.sign}, {"title", t.title}, {"resourcesType", t.resources_type}});
        for (const auto& item : timetable.tasks)
            if (item.chapter_sign == ch.sign)
                chapter["trainChapterPracticeTaskList"].as_array().push_back(practice_item_json(item));
        out.push_back(std::move(chapter));
    }
    return out;
}

json::object progress_json(const TrainingProgress& p) {
    json::object out = my_study_json(p.study);
    out["videoCount"] = p.video_count;
    out["completedVideos"] = p.completed_videos;
    out["durationSeconds"] = p.duration_seconds;
    return out;
}

json::array watch_record_json(const std::vector<courses::VideoItem>& videos) {
    json::array out;
    for (const auto& v : videos) {
        double duration = static_cast<double>(v.duration_ms) / 1000;
        int percent = 0;
        if (v.completed) percent = 100;
        else if (duration > 0)
            percent = std::min(100, static_cast<int>(std::floor(v.furthest_seconds * 100 / duration)));
        out.push_back(json::object{{"idSign", v.sign},
                                   {"videoTitle", v.title},
                                   {"durationSeconds", v.duration_ms / 1000},
                                   {"watchedSeconds", std::floor(v.furthest_seconds)},
                                   {"studySeconds", std::floor(v.credited_seconds)},
                                   {"progress", percent},
                                   {"completed", v.completed}});
    }
    return out;
}

json::array resources_json(const std::vector<courses::DataFile>& files) {
    json::array out;
    std::int64_t idx = 0;
    for (const auto& f : files)
        out.push_back(json::object{{"idx", ++idx},
                                   {"resourcesName", f.name},
                                   {"resourcesUrl", f.sign},
                                   {"url", courses::download_url(f)},
                                   {"fileName", f.file_name},
                                   {"dataSize", f.size},
                                   {"dataType", f.data_type}});
    return out;
}

json::object my_trainings_json(const Paged<MyTraining>& page, std::int64_t now) {
    json::array list;
    for (const auto& t : page.list) {
        json::object card = card_json(t.card, now);
        card["myStudy"] = my_study_json(t.study);
        list.push_back(std::move(card));
    }
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object practice_item_json(const PracticeItem& item) {
    const PracticeTask& t = item.task;
    json::array required;
    for (int n : item.requires_numbers) required.push_back(n);
    int status = item.result ? item.result->status : kPracticeNone;
    std::optional<int> score = status == kPracticeScored ? item.result->score : std::nullopt;
    return {{"taskId", t.number},
            {"idSign", t.sign},
            {"title", t.title},
            {"description", t.description},
            {"passLine", t.pass_line},
            {"fullScore", t.full_score},
            {"chapterIdSign", item.chapter_sign},
            {"chapterName", item.chapter_name},
            {"upperCaseChapterLevel",
             item.chapter_level ? courses::upper_case_numeral(static_cast<int>(*item.chapter_level)) : std::string()},
            {"requires", std::move(required)},
            {"status", status},
            {"statusName", practice_status_name(status)},
            {"userScore", core::or_null(score)},
            {"passed", reached_pass_line(score, t.pass_line)},
            {"isDis", item.disabled},
            {"disReason", item.reason},
            {"recordId", item.result ? json::value(item.result->sign) : json::value(nullptr)},
            {"fileName", item.result ? core::or_null(item.result->file_name) : json::value(nullptr)},
            {"submittedAt", item.result ? core::iso_time_or_null(item.result->submitted_at) : json::value(nullptr)},
            {"comment", item.result ? item.result->comment : std::string()}};
}

json::array practice_items_json(const std::vector<PracticeItem>& items) {
    json::array out;
    for (const auto& item : items) out.push_back(practice_item_json(item));
    return out;
}

json::object practice_record_json(const PracticeRecord& r) {
    const PracticeResult& x = r.result;
    std::optional<int> score = x.status == kPracticeScored ? x.score : std::nullopt;
    return {{"recordId", x.sign},
            {"taskId", r.task_number},
            {"taskIdSign", r.task_sign},
            {"taskTitle", r.task_title},
            {"passLine", r.pass_line},
            {"fullScore", r.full_score},
            {"userIdSign", r.user_sign},
            {"userName", r.user_name},
            {"status", x.status},
            {"statusName", practice_status_name(x.status)},
            {"score", core::or_null(score)},
            {"passed", reached_pass_line(score, r.pass_line)},
            {"comment", x.comment},
            {"fileName", core::or_null(x.file_name)},
            {"hasFile", x.file_path.has_value() && !x.file_path->empty()},
            {"startedAt", core::iso_time(x.started_at)},
            {"submittedAt", core::iso_time_or_null(x.submitted_at)},
            {"scoredAt", core::iso_time_or_null(x.scored_at)}};
}

std::vector<core::XlsxColumn> practice_record_columns() {
    return {{"任务编号", 10}, {"任务名称", 24}, {"姓名", 12}, {"学号", 16},     {"状态", 10},    {"成绩", 8},
            {"及格线", 8},    {"是否及格", 10}, {"评语", 30}, {"提交时间", 20}, {"评分时间", 20}};
}

void write_practice_record(core::XlsxWriter& w, const PracticeRecord& r) {
    const PracticeResult& x = r.result;
    std::optional<int> score = x.status == kPracticeScored ? x.score : std::nullopt;
    w.number(r.task_number).text(r.task_title).text(r.user_name).text(r.student_card);
    w.text(practice_status_name(x.status));
    if (score) w.number(*score);
    else w.text("");
    w.number(r.pass_line).text(score ? (reached_pass_line(score, r.pass_line) ? "是" : "否") : "");
    w.text(x.comment).text(x.submitted_at ? core::sheet_time(*x.submitted_at) : "");
    w.text(x.scored_at ? core::sheet_time(*x.scored_at) : "").end_row();
}

json::object practice_records_json(const Paged<PracticeRecord>& page) {
    json::array list;
    for (const auto& r : page.list) list.push_back(practice_record_json(r));
    return {{"list", std::move(list)}, {"total", page.total}};
}

}  // namespace xj::training
