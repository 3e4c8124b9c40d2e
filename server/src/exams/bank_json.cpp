#include "exams/bank_json.h"

#include "core/time_format.h"

namespace xj::exams {

namespace json = boost::json;

json::object question_json(const QuestionRow& q) {
    json::array options;
    for (const auto& o : q.options)
        options.push_back(json::object{
            {"idSign", o.sign}, {"optionName", o.name}, {"optionContent", o.content}, {"subjectId", q.sign}});
    return {{"idSign", q.sign},
            {"courseId", q.course_sign},
            {"type", q.type},
            {"typeName", question_type_name(q.type)},
            {"subjectName", q.subject_name},
            {"serialNumber", q.serial_number},
            {"level", q.level},
            {"levelName", level_name(q.level)},
            {"score", q.score},
            {"answer", q.answer},
            {"analysis", q.analysis},
            {"status", std::to_string(q.status)},
            {"optionList", std::move(options)},
            {"createTime", core::iso_time(q.created_at)},
            {"updateTime", core::iso_time(q.updated_at)}};
}

json::object form_json(const QuestionForm& f, const std::optional<CheckedQuestion>& checked) {
    json::object o;
    json::array options;
    if (checked) {
        for (std::size_t i = 0; i < checked->options.size(); ++i)
            options.push_back(json::object{{"optionName", option_letter(i)}, {"optionContent", checked->options[i]}});
        o = {{"type", checked->type},
             {"typeName", question_type_name(checked->type)},
             {"subjectName", checked->subject_name},
             {"level", checked->level},
             {"score", checked->score},
             {"answer", checked->answer},
             {"analysis", checked->analysis}};
        if (checked->serial_number) o["serialNumber"] = *checked->serial_number;
    } else {
        for (std::size_t i = 0; i < f.options.size(); ++i)
            options.push_back(json::object{{"optionName", option_letter(i)}, {"optionContent", f.options[i]}});
        o = {{"type", f.type ? json::value(*f.type) : json::value(nullptr)},
             {"typeName", f.type ? question_type_name(*f.type) : ""},
             {"subjectName", f.subject_name},
             {"level", f.level ? json::value(*f.level) : json::value(nullptr)},
             {"score", f.score ? json::value(*f.score) : json::value(nullptr)},
             {"answer", f.answer},
             {"analysis", f.analysis}};
        if (f.serial_number) o["serialNumber"] = *f.serial_number;
    }
    o["optionList"] = std::move(options);
    return o;
}

json::array bank_rows_json(const std::vector<BankImportRow>& rows) {
    json::array out;
    for (const auto& r : rows) {
        json::array errors;
        for (const auto& e : r.errors) errors.push_back(json::string(e.message));
        out.push_back(json::object{{"row", r.row},
                                   {"question", form_json(r.form, r.question)},
                                   {"status", r.ok() ? "ok" : "error"},
                                   {"errors", std::move(errors)}});
    }
    return out;
}

}  // namespace xj::exams
