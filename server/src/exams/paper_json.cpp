#include "exams/paper_json.h"

#include <map>
#include <unordered_map>

#include "core/json_value.h"
#include "core/time_format.h"
#include "exams/grading_rules.h"

namespace xj::exams {

namespace json = boost::json;

namespace {

json::array options_json(const std::vector<PaperOption>& options, const std::string& question_sign) {
    json::array out;
    for (const auto& o : options)
        out.push_back(json::object{{"optionName", o.name}, {"optionContent", o.content}, {"subjectId", question_sign}});
    return out;
}

// Groups of the five types in type order, each child made by `child`.
template <class F>
json::array grouped(const std::vector<PaperQuestion>& questions, F&& child) {
    std::map<int, json::array> groups;
    for (const auto& q : questions) groups[q.type].push_back(child(q));
    json::array out;
    for (auto& [type, children] : groups)
        out.push_back(json::object{{"type", type}, {"typeName", type_name(type)}, {"children", std::move(children)}});
    return out;
}

std::unordered_map<std::int64_t, const SavedAnswer*> answers_by_question(const std::vector<SavedAnswer>& answers) {
    std::unordered_map<std::int64_t, const SavedAnswer*> out;
    for (const auto& a : answers) out[a.question_id] = &a;
    return out;
}

// The attempt's order: questions (and options) shuffled by its seed when the exam says so.
std::vector<PaperQuestion> in_attempt_order(const PaperExam& exam, const Attempt& a, std::vector<PaperQuestion> qs) {
    if (!exam.shuffle) return qs;
    std::uint64_t seed = static_cast<std::uint64_t>(a.seed);
    std::vector<PaperQuestion> out;
    for (std::size_t i : shuffled_order(qs.size(), seed, 0)) out.push_back(qs[i]);
    for (auto& q : out) {
        std::vector<PaperOption> opts;
        for (std::size_t i : shuffled_order(q.options.size(), seed, static_cast<std::uint64_t>(q.id)))
            opts.push_back(q.options[i]);
        q.options = std::move(opts);
    }
    return out;
}

}  // namespace

json::object paper_json(const Paper& p) {
    auto given = answers_by_question(p.answers);
    json::array groups = grouped(in_attempt_order(p.exam, p.attempt, p.questions), [&](const PaperQuestion& q) {
        auto it = given.find(q.id);
        return json::object{{"unitestingBankId", q.sign},
                            {"subjectName", q.subject_name},
                            {"type", q.type},
                            {"score", q.score},
                            {"optionList", options_json(q.options, q.sign)},
                            {"value", it == given.end() ? json::value(nullptr) : core::or_null(it->second->answer)}};
    });
    return {{"testPaperData", json::object{{"unitestingUserRecordId", p.attempt.sign},
                                           {"examinationId", p.exam.sign},
                                           {"examinationName", p.exam.name},
                                           {"attention", p.exam.attention},
                                           {"totalScore", p.exam.total_score},
                                           {"answerMode", p.exam.answer_mode},
                                           {"type", p.exam.type},
                                           {"deadlineAt", core::iso_time(p.attempt.deadline_at)}}},
            {"testPaperVal", std::move(groups)},
            {"second", seconds_left(p.attempt.deadline_at, p.now)},
            {"reportTime", 30},
            {"saveSeq", p.attempt.save_seq},
            {"leaveCount", p.attempt.leave_count}};
}

json::object record_json(const RecordView& v) {
    auto given = answers_by_question(v.answers);
    json::array groups = grouped(v.questions, [&](const PaperQuestion& q) {
        auto it = given.find(q.id);
        const SavedAnswer* a = it == given.end() ? nullptr : it->second;
        json::object o{{"unitestingBankId", q.sign},
                       {"subjectName", q.subject_name},
                       {"type", q.type},
                       {"score", q.score},
                       {"optionList", options_json(q.options, q.sign)},
                       {"value", a ? core::or_null(a->answer) : json::value(nullptr)},
                       {"gotScore", a ? core::or_null(a->got_score) : json::value(nullptr)},
                       {"comment", a ? a->comment : std::string()}};
        if (v.show_key) {
            o["answer"] = q.answer;
            o["analysis"] = q.analysis;
        }
        return o;
    });
    const Attempt& a = v.attempt;
    return {{"recordId", a.sign},
            {"examinationId", v.exam.sign},
            {"examinationName", v.exam.name},
            {"type", v.exam.type},
            {"answerMode", v.exam.answer_mode},
            {"submitStatus", a.submit_status},
            {"score", core::or_null(a.score)},
            {"totalScore", v.exam.total_score},
            {"passed", a.score ? json::value(passed(*a.score, v.exam.total_score)) : json::value(nullptr)},
            {"leaveCount", a.leave_count},
            {"startedAt", core::iso_time(a.started_at)},
            {"deadlineAt", core::iso_time(a.deadline_at)},
            {"submittedAt", core::iso_time_or_null(a.submitted_at)},
            {"autoSubmitted", a.auto_submitted},
            {"comment", a.comment},
            {"hasFile", a.file_path.has_value()},
            {"fileName", core::or_null(a.file_name)},
            {"answersReleased", v.show_key},
            {"userName", v.user_name},
            {"courseId", v.course_sign},
            {"courseName", v.course_name},
            {"groups", std::move(groups)}};
}

json::object save_json(const SaveResult& r) {
    return {{"saveSeq", r.save_seq},           {"savedAt", core::iso_time_or_null(r.saved_at)},
            {"submitStatus", r.submit_status}, {"remainingSeconds", r.remaining_seconds},
            {"recordId", r.record_sign},       {"applied", r.applied}};
}

json::object exam_item_json(const ExamItem& i) {
    return json::object{{"idSign", i.exam.sign},
                        {"examinationName", i.exam.name},
                        {"type", i.exam.type},
                        {"startTime", core::iso_time(i.exam.start_at)},
                        {"endTime", core::iso_time(i.exam.end_at)},
                        {"examTime", i.exam.exam_time},
                        {"totalScore", i.exam.total_score},
                        {"answerMode", i.exam.answer_mode},
                        {"expired", i.expired},
                        {"commitStatus", i.committed ? 1 : 0},
                        {"studentScore", core::or_null(i.student_score)},
                        {"submitStatus", i.latest_status ? json::value(*i.latest_status) : json::value(nullptr)},
                        {"recordId", core::or_null(i.record_sign)},
                        {"canStart", i.can_start}};
}

json::array exam_items_json(const std::vector<ExamItem>& items) {
    json::array out;
    for (const auto& i : items) out.push_back(exam_item_json(i));
    return out;
}

json::object record_row_json(const RecordRow& r) {
    return {{"recordId", r.record_sign},
            {"examinationId", r.exam_sign},
            {"examinationName", r.exam_name},
            {"type", r.exam_type},
            {"answerMode", r.answer_mode},
            {"userName", r.user_name},
            {"studentCard", r.student_card},
            {"submitStatus", r.submit_status},
            {"score", core::or_null(r.score)},
            {"totalScore", r.total_score},
            {"leaveCount", r.leave_count},
            {"startedAt", core::iso_time(r.started_at)},
            {"submittedAt", core::iso_time_or_null(r.submitted_at)},
            {"autoSubmitted", r.auto_submitted},
            {"hasFile", r.has_file}};
}

json::object record_page_json(const RecordPage& p) {
    json::array list;
    for (const auto& r : p.list) list.push_back(record_row_json(r));
    return {{"list", std::move(list)}, {"total", p.total}};
}

json::object mine_page_json(const MinePage& p) {
    json::array list;
    for (const auto& m : p.list) {
        json::object item = exam_item_json(m.item);
        item["courseId"] = m.course_sign;
        item["courseName"] = m.course_name;
        item["offering"] = m.offering;
        list.push_back(std::move(item));
    }
    return {{"list", std::move(list)},
            {"total", p.total},
            {"counts",
             json::object{{"todo", p.counts.todo}, {"submitted", p.counts.submitted}, {"missed", p.counts.missed}}}};
}

json::object queue_json(const core::Paged<QueueRow>& p) {
    json::array list;
    for (const auto& q : p.list) {
        json::object row = record_row_json(q.record);
        row["courseId"] = q.course_sign;
        row["courseName"] = q.course_name;
        list.push_back(std::move(row));
    }
    return {{"list", std::move(list)}, {"total", p.total}};
}

json::object overview_json(const Overview& o) {
    json::array bands;
    for (const auto& b : o.distribution) bands.push_back(json::object{{"label", b.label}, {"count", b.count}});
    return {{"learners", o.learners},
            {"submitted", o.submitted},
            {"graded", o.graded},
            {"pending", o.pending},
            {"average", core::or_null(o.average)},
            {"highest", core::or_null(o.highest)},
            {"lowest", core::or_null(o.lowest)},
            {"passed", o.passed},
            {"distribution", std::move(bands)}};
}

}  // namespace xj::exams
