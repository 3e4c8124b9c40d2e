#include "courses/json.h"

#include <cctype>
#include <cmath>

#include "core/attachment.h"
#include "core/json_value.h"
#include "core/time_format.h"

namespace xj::courses {

namespace json = boost::json;

namespace {

double one_decimal(double v) { return std::round(v * 10) / 10; }

json::object type_json(const TypeNode& t) {
    json::array children;
    for (const auto& c : t.children) children.push_back(type_json(c));
    return {{"idSign", t.sign}, {"name", t.name}, {"level", t.level}, {"children", std::move(children)}};
}

json::object file_json(const DataFile& f, std::size_t index) {
    return {{"idSign", f.sign},
            {"index", index},
            {"dataName", f.name},
            {"fileName", f.file_name},
            {"dataSize", f.size},
            {"dataType", f.data_type},
            {"downloadUrl", download_url(f)}};
}

}  // namespace

std::string download_url(const DataFile& f) {
    return "/api/v1/file/server/download?fileUrl=" + f.sign + "&fileName=" + core::percent_encode(f.file_name);
}

json::array teachers_json(const std::vector<CourseTeacher>& teachers) {
    json::array out;
    for (const auto& t : teachers)
        out.push_back(json::object{{"idSign", t.sign},
                                   {"teacherIdSign", t.user_sign},
                                   {"name", t.name},
                                   {"photo", t.photo},
                                   {"masterFlag", t.master ? "主讲教师" : ""}});
    return out;
}

json::object card_json(const CourseCard& c) {
    return {{"idSign", c.sign},
            {"name", c.name},
            {"introduction", c.introduction},
            {"coursePicture", c.picture},
            {"coursePrice", c.price},
            {"free", c.price == 0},
            {"courseScore", one_decimal(c.credit)},
            {"courseTime", c.period},
            {"type", c.type},
            {"kind", c.kind},
            {"kindName", kind_name(c.kind)},
            {"typeName", c.type_name},
            {"studentCount", c.student_count},
            {"teacherName", c.teacher_name}};
}

json::array cards_json(const std::vector<CourseCard>& cards) {
    json::array out;
    for (const auto& c : cards) out.push_back(card_json(c));
    return out;
}

json::object paged_cards_json(const Paged<CourseCard>& page) {
    return {{"list", cards_json(page.list)}, {"total", page.total}};
}

json::object suggested_json(const Paged<SuggestedCourse>& page) {
    json::array list;
    for (const auto& s : page.list) {
        json::object o = card_json(s.card);
        o["matchType"] = s.match;
        list.push_back(std::move(o));
    }
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::array kinds_json(const std::vector<KindCount>& kinds) {
    json::array out;
    for (const auto& k : kinds)
        out.push_back(json::object{{"kindId", k.kind}, {"name", kind_name(k.kind)}, {"count", k.count}});
    return out;
}

json::array type_tree_json(const std::vector<TypeNode>& roots) {
    json::array out;
    for (const auto& t : roots) out.push_back(type_json(t));
    return out;
}

json::array third_types_json(const std::vector<TypeNode>& types) {
    json::array out;
    for (const auto& t : types)
        out.push_back(json::object{{"idSign", t.sign}, {"name", t.name}, {"parentIdSign", t.parent_sign}});
    return out;
}

json::array suggestions_json(const std::vector<Suggestion>& list) {
    json::array out;
    for (const auto& s : list) out.push_back(json::object{{"courseName", s.name}, {"sign", s.sign}});
    return out;
}

json::array slider_json(const std::vector<CourseCard>& cards) {
    json::array out;
    for (const auto& c : cards)
        out.push_back(json::object{
            {"idSign", c.sign}, {"name", c.name}, {"coursePicture", c.picture}, {"tag", kind_name(c.kind)}});
    return out;
}

json::array districts_json(const std::vector<District>& list) {
    json::array out;
    for (const auto& d : list)
        out.push_back(json::object{
            {"idSign", d.sign}, {"name", d.name}, {"address", d.address}, {"courseCount", d.course_count}});
    return out;
}

json::value enrolment_json(const std::optional<Enrolment>& e) {
    if (!e) return nullptr;
    return json::object{{"joined", true},
                        {"studyStatus", e->status},
                        {"progress", e->progress},
                        {"studiedSeconds", e->studied_seconds},
                        {"lastVideoIdSign", core::or_null(e->last_video_sign)},
                        {"lastStudiedAt", core::iso_time_or_null(e->last_studied_at)}};
}

json::object course_page_json(const CoursePage& page) {
    const CourseInfo& i = page.info;
    json::object info = card_json(i.card);
    info["courseDetails"] = i.details;
    info["courseDetailsTwo"] = i.details_two;
    info["courseTypeIdSign"] = i.type1_sign;
    info["courseType2IdSign"] = i.type2_sign;
    info["courseType3IdSign"] = i.type3_sign;
    info["sort"] = i.card.sort;
    info["status"] = i.card.status;
    info["chapterCount"] = i.chapter_count;
    info["videoCount"] = i.video_count;
    info["durationSeconds"] = i.duration_seconds;
    return {{"courseInfoVo", std::move(info)},
            {"courseTeacherVoList", teachers_json(page.teachers)},
            {"myStudy", enrolment_json(page.my_study)},
            {"collected", page.collected},
            {"canManage", page.can_manage}};
}

json::array catalogue_json(const std::vector<Chapter>& chapters) {
    json::array out;
    for (const auto& c : chapters) {
        json::array children;
        int number = 0;
        for (const auto& v : c.videos)
            children.push_back(json::object{{"kind", "video"},
                                            {"idSign", v.sign},
                                            {"number", ++number},
                                            {"videoTitle", v.title},
                                            {"videoLevel", v.level},
                                            {"videoSign", v.media_sign},
                                            {"durationSeconds", v.duration_ms / 1000},
                                            {"resourcesType", 1},
                                            {"completed", v.completed},
                                            {"resumeSeconds", v.resume_seconds},
                                            {"furthestSeconds", v.furthest_seconds}});
        for (const auto& t : c.tasks)
            children.push_back(json::object{{"kind", t.exam ? "exam" : "task"},
                                            {"idSign", t.sign},
                                            {"title", t.title},
                                            {"resourcesType", t.resources_type}});
        out.push_back(json::object{{"idSign", c.sign},
                                   {"chapterName", c.name},
                                   {"chapterLevel", c.level},
                                   {"upperCaseChapterLevel", upper_case_numeral(c.level)},
                                   {"chapterSynopsis", c.synopsis},
                                   {"children", std::move(children)}});
    }
    return out;
}

json::object standards_json(const Paged<Standard>& page) {
    json::array list;
    for (const auto& s : page.list)
        list.push_back(json::object{{"id", s.id},
                                    {"courseId", s.course_id},
                                    {"watchVideo", std::to_string(s.watch_video)},
                                    {"interactiveQuestion", std::to_string(s.interactive_question)},
                                    {"unitTesting", std::to_string(s.unit_testing)},
                                    {"theFinalExam", std::to_string(s.final_exam)},
                                    {"logSig", std::to_string(s.log_sig)}});
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object watch_json(const WatchState& state) {
    json::array videos;
    for (const auto& v : state.videos)
        videos.push_back(json::object{{"idSign", v.sign},
                                      {"completed", v.completed},
                                      {"furthestSeconds", v.furthest_seconds},
                                      {"resumeSeconds", v.resume_seconds},
                                      {"creditedSeconds", v.credited_seconds}});
    return {{"progress", state.progress}, {"studyStatus", state.study_status}, {"videos", std::move(videos)}};
}

json::array files_json(const std::vector<DataFile>& files) {
    json::array out;
    std::size_t index = 0;
    for (const auto& f : files) out.push_back(file_json(f, ++index));
    return out;
}

json::array chapter_files_json(const std::vector<ChapterFiles>& chapters) {
    json::array out;
    for (const auto& c : chapters)
        out.push_back(json::object{
            {"chapterIdSign", c.chapter_sign}, {"chapterName", c.chapter_name}, {"files", files_json(c.files)}});
    return out;
}

json::object my_courses_json(const Paged<StudyRow>& page) {
    json::array list;
    for (const auto& row : page.list) {
        json::object o = card_json(row.card);
        o["studyStatus"] = row.enrolment.status;
        o["progress"] = row.enrolment.progress;
        o["lastStudiedAt"] = core::iso_time_or_null(row.enrolment.last_studied_at);
        o["lastVideoIdSign"] = core::or_null(row.enrolment.last_video_sign);
        list.push_back(std::move(o));
    }
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object dated_cards_json(const Paged<DatedCard>& page, std::string_view at_name) {
    json::array list;
    for (const auto& row : page.list) {
        json::object o = card_json(row.card);
        o[at_name] = core::iso_time(row.at);
        list.push_back(std::move(o));
    }
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object questions_json(const Paged<Question>& page) {
    json::array list;
    for (const auto& q : page.list)
        list.push_back(json::object{{"idSign", q.sign},
                                    {"questionsContent", q.content},
                                    {"userName", q.user_name},
                                    {"userPhoto", q.user_photo},
                                    {"answerCount", q.answer_count},
                                    {"createdAt", core::iso_time(q.created_at)}});
    return {{"list", std::move(list)}, {"total", page.total}};
}

json::object answers_json(const Paged<Answer>& page) {
    json::array list;
    for (const auto& a : page.list)
        list.push_back(json::object{{"idSign", a.sign},
                                    {"answersContent", a.content},
                                    {"userName", a.user_name},
                                    {"userPhoto", a.user_photo},
                                    {"isTeacher", a.is_teacher},
                                    {"createdAt", core::iso_time(a.created_at)}});
    return {{"list", std::move(list)}, {"total", page.total}};
}

}  // namespace xj::courses
