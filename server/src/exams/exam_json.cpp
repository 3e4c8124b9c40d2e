#include "exams/exam_json.h"

#include "core/time_format.h"
#include "exams/bank_json.h"

namespace xj::exams {

namespace json = boost::json;

json::object exam_json(const ExamRow& e) {
    return {{"idSign", e.sign},
            {"examinationName", e.name},
            {"attention", e.attention},
            {"courseIdSign", e.course_sign},
            {"courseId", e.course_sign},
            {"courseName", e.course_name},
            {"chapterIdSign", e.chapter_sign.empty() ? json::value(nullptr) : json::value(e.chapter_sign)},
            {"type", e.type},
            {"typeName", exam_type_name(e.type)},
            {"startTime", core::iso_time(e.start_at)},
            {"endTime", core::iso_time(e.end_at)},
            {"examTime", e.exam_time},
            {"totalScore", e.total_score},
            {"answerMode", e.answer_mode},
            {"shuffle", e.shuffle},
            {"attemptLimit", e.attempt_limit},
            {"releaseStatus", e.release_status},
            {"answersReleased", e.answers_released},
            {"subjectCount", e.subject_count},
            {"attemptCount", e.attempt_count},
            {"gradedCount", e.graded_count},
            {"pendingCount", e.pending_count},
            {"createTime", core::iso_time(e.created_at)},
            {"updateTime", core::iso_time(e.updated_at)}};
}

json::object exam_subject_json(const ExamSubject& s) {
    json::object o = question_json(s.question);
    o["serial"] = s.serial;
    return o;
}

json::object two_list_json(const TwoList& t) {
    json::array subjects, answers;
    for (const auto& s : t.subjects) subjects.push_back(exam_subject_json(s));
    for (const auto& a : t.answers)
        answers.push_back(json::object{{"subjectId", a.subject_sign},
                                       {"answer", a.answer ? json::value(*a.answer) : json::value(nullptr)},
                                       {"score", a.got_score ? json::value(*a.got_score) : json::value(nullptr)},
                                       {"comment", a.comment}});
    return {{"subjects", std::move(subjects)}, {"answers", std::move(answers)}};
}

}  // namespace xj::exams
