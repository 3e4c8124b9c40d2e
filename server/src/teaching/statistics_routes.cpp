#include "teaching/statistics_routes.h"

#include <chrono>
#include <cmath>

#include <boost/json.hpp>

#include "core/api_error.h"
#include "core/input.h"
#include "core/json_value.h"
#include "core/text.h"
#include "core/time_format.h"
#include "core/xlsx_export.h"
#include "courses/forms.h"

namespace xj::teaching {

using core::Access;
using core::Request;
using core::Role;
using core::text::mask_mobile;
namespace json = boost::json;

namespace {

constexpr std::string_view kMsgInvalid = "校验未通过";

Access teaching() { return Access::roles({Role::kTeacher, Role::kSchoolAdmin}); }

}  // namespace

std::string parse_course_sign(const Request& req) {
    return core::required_sign(req, {"courseId", "courseIdSign"}, kMsgInvalid);
}

int parse_chart_days(const Request& req) {
    auto days = core::Input::body(req).opt_int("days", kMsgInvalid);
    if (!days) return 30;
    if (*days != 7 && *days != 30) throw core::ApiError::invalid("days", std::string(kMsgInvalid));
    return static_cast<int>(*days);
}

namespace {

double one_decimal(double v) { return std::round(v * 10) / 10; }

std::string_view status_text(int status) { return status == courses::kStudyFinished ? "已完成" : "学习中"; }

json::object teachers_json(const Listed<TeacherRow>& l) {
    json::array list;
    for (const auto& t : l.list)
        list.push_back(json::object{{"teacherIdSign", t.sign},
                                    {"name", t.name},
                                    {"mobile", mask_mobile(t.mobile)},
                                    {"jobNumber", t.job_number},
                                    {"courseCount", t.course_count},
                                    {"studentCount", t.student_count}});
    return {{"list", std::move(list)}, {"total", l.total}};
}

json::object scores_json(const Listed<ScoreRow>& l) {
    json::array list;
    for (const auto& r : l.list)
        list.push_back(json::object{{"userSign", r.student.user_sign},
                                    {"name", r.student.name},
                                    {"studentCard", r.student.student_card},
                                    {"watchVideo", r.parts.watch_video},
                                    {"interactiveQuestion", r.parts.interactive_question},
                                    {"unitTesting", r.parts.unit_testing},
                                    {"theFinalExam", r.parts.final_exam},
                                    {"logSig", r.parts.log_sig},
                                    {"score", r.score},
                                    {"passed", r.passed}});
    return {{"list", std::move(list)}, {"total", l.total}};
}

json::object progress_json(const Listed<ProgressRow>& l) {
    json::array list;
    for (const auto& r : l.list)
        list.push_back(json::object{{"userSign", r.user_sign},
                                    {"name", r.name},
                                    {"studentCard", r.student_card},
                                    {"progress", r.progress},
                                    {"studiedSeconds", r.studied_seconds},
                                    {"studyStatus", r.study_status},
                                    {"joinedAt", core::iso_time(r.joined_at)},
                                    {"lastStudiedAt", core::iso_time_or_null(r.last_studied_at)}});
    return {{"list", std::move(list)}, {"total", l.total}};
}

json::object records_json(const Listed<RecordRow>& l) {
    json::array list;
    for (const auto& r : l.list)
        list.push_back(json::object{{"userSign", r.user_sign},
                                    {"name", r.name},
                                    {"studentCard", r.student_card},
                                    {"day", r.day},
                                    {"seconds", r.seconds}});
    return {{"list", std::move(list)}, {"total", l.total}};
}

json::object sum_json(const ScoreSum& s) {
    return {{"studentCount", s.student_count}, {"average", s.average},   {"highest", s.highest}, {"lowest", s.lowest},
            {"passCount", s.pass_count},       {"passRate", s.pass_rate}};
}

json::array teaching_json(const std::vector<TeachingFigure>& figures) {
    json::array list;
    for (const auto& f : figures)
        list.push_back(json::object{{"courseIdSign", f.sign},
                                    {"courseName", f.name},
                                    {"status", f.status},
                                    {"studentCount", f.students},
                                    {"studyingCount", f.studying},
                                    {"finishedCount", f.finished},
                                    {"activeCount", f.active},
                                    {"averageProgress", one_decimal(f.average_progress)}});
    return list;
}

json::object counts_json(const std::array<std::int64_t, 10>& counts) {
    json::object o;
    for (std::size_t i = 0; i < counts.size(); ++i) o[kBucketNames[i]] = counts[i];
    return o;
}

template <class T>
json::array array_of(const std::vector<T>& v) {
    json::array a;
    for (const auto& x : v) a.push_back(json::value_from(x));
    return a;
}

json::object chart_json(const ChartData& c) {
    json::object chart{{"dates", array_of(c.dates)},
                       {"studyMinutes", array_of(c.study_minutes)},
                       {"learners", array_of(c.learners)},
                       {"enrolments", array_of(c.enrolments)}};
    const CourseCounts& n = c.counts;
    json::object counts{{"studentCount", n.students},   {"studyingCount", n.studying},
                        {"finishedCount", n.finished},  {"totalStudyMinutes", (n.study_seconds + 30) / 60},
                        {"questionCount", n.questions}, {"answerCount", n.answers},
                        {"viewCount", n.views},         {"averageProgress", one_decimal(n.average_progress)}};
    return {{"chartVoMap", std::move(chart)}, {"countVoMap", std::move(counts)}};
}

json::object analysis_json(const StudyAnalysis& a) {
    json::array buckets;
    for (std::size_t i = 0; i < a.progress_buckets.size(); ++i)
        buckets.push_back(json::object{{"label", kProgressLabels[i]}, {"count", a.progress_buckets[i]}});
    json::array videos;
    for (const auto& v : a.videos)
        videos.push_back(json::object{{"videoIdSign", v.sign},
                                      {"chapterName", v.chapter_name},
                                      {"videoTitle", v.title},
                                      {"learners", v.learners},
                                      {"completed", v.completed},
                                      {"completionRate", percent_of(v.completed, a.student_count)}});
    return {{"progressBuckets", std::move(buckets)}, {"videoList", std::move(videos)}};
}

// The exports: column titles verbatim from the contract.
core::Response export_scores(const core::Exporter& x, const Listed<ScoreRow>& l) {
    return x.answer(
        l.course_name, "成绩",
        {{"姓名", 12},
         {"学号", 16},
         {"观看视频", 10},
         {"互动问答", 10},
         {"单元测试", 10},
         {"期末考试", 10},
         {"登录签到", 10},
         {"总成绩", 10},
         {"是否及格", 10}},
        [&](core::XlsxWriter& w) {
            for (const auto& r : l.list) {
                w.text(r.student.name).text(r.student.student_card).number(r.parts.watch_video);
                w.number(r.parts.interactive_question).number(r.parts.unit_testing).number(r.parts.final_exam);
                w.number(r.parts.log_sig).number(r.score).text(r.passed ? "是" : "否").end_row();
            }
        });
}

core::Response export_progress(const core::Exporter& x, const Listed<ProgressRow>& l) {
    return x.answer(
        l.course_name, "学习进度",
        {{"姓名", 12},
         {"学号", 16},
         {"学习进度(%)", 12},
         {"学习时长(分钟)", 14},
         {"状态", 10},
         {"加入时间", 20},
         {"最近学习", 20}},
        [&](core::XlsxWriter& w) {
            for (const auto& r : l.list) {
                w.text(r.name).text(r.student_card).number(r.progress);
                w.number(static_cast<double>((r.studied_seconds + 30) / 60)).text(status_text(r.study_status));
                w.text(core::sheet_time(r.joined_at))
                    .text(r.last_studied_at ? core::sheet_time(*r.last_studied_at) : "");
                w.end_row();
            }
        });
}

core::Response export_records(const core::Exporter& x, const Listed<RecordRow>& l) {
    return x.answer(l.course_name, "学习记录", {{"姓名", 12}, {"学号", 16}, {"日期", 12}, {"学习时长(分钟)", 14}},
                    [&](core::XlsxWriter& w) {
                        for (const auto& r : l.list)
                            w.text(r.name)
                                .text(r.student_card)
                                .text(r.day)
                                .number(static_cast<double>((r.seconds + 30) / 60))
                                .end_row();
                    });
}

core::Response export_videos(const core::Exporter& x, const StudyAnalysis& a) {
    return x.answer(a.course_name, "视频完成情况",
                    {{"章节", 20}, {"视频", 28}, {"学习人数", 10}, {"完成人数", 10}, {"完成率(%)", 10}},
                    [&](core::XlsxWriter& w) {
                        for (const auto& v : a.videos)
                            w.text(v.chapter_name)
                                .text(v.title)
                                .number(static_cast<double>(v.learners))
                                .number(static_cast<double>(v.completed))
                                .number(percent_of(v.completed, a.student_count))
                                .end_row();
                    });
}

core::Response export_teachers(const core::Exporter& x, const Listed<TeacherRow>& l) {
    return x.answer("", "本校教师", {{"姓名", 12}, {"手机号", 14}, {"工号", 16}, {"课程数", 10}, {"学员数", 10}},
                    [&](core::XlsxWriter& w) {
                        for (const auto& t : l.list)
                            w.text(t.name)
                                .text(mask_mobile(t.mobile))
                                .text(t.job_number)
                                .number(static_cast<double>(t.course_count))
                                .number(static_cast<double>(t.student_count))
                                .end_row();
                    });
}

core::Response export_courses(const core::Exporter& x, const Listed<authoring::TeachingCourse>& l) {
    return x.answer(
        "", "我的课程",
        {{"课程名称", 28}, {"状态", 10}, {"学员数", 10}, {"学分", 8}, {"学时", 8}, {"价格(元)", 10}, {"最近修改", 20}},
        [&](core::XlsxWriter& w) {
            for (const auto& t : l.list) {
                w.text(t.card.name)
                    .text(courses::status_name(t.card.status))
                    .number(static_cast<double>(t.card.student_count));
                w.number(t.card.credit).number(t.card.period).number(static_cast<double>(t.card.price) / 100.0);
                w.text(core::sheet_time(t.updated_at)).end_row();
            }
        });
}

}  // namespace

void register_statistics_routes(core::Router& router, StatisticsService& s) {
    auto r = router.domain("teaching");
    const core::Exporter& x = s.exporter();
    core::post_with_export(
        r, "/statistics/schoolTeacherList", teaching(), "本校教师与管理员（课程数、学员数；手机号脱敏）",
        [&s](const Request& req) {
            auto page = core::parse_page(req);
            return core::ok(
                teachers_json(s.school_teachers(req.current_user(), courses::parse_keyword(req), Window::page(page))));
        },
        [&s, &x](const Request& req) {
            return export_teachers(
                x, s.school_teachers(req.current_user(), courses::parse_keyword(req), Window::everything()));
        });
    core::post_with_export(
        r, "/statistics/courseScoreList", teaching(), "课程成绩列表（按考核标准计算，总成绩从高到低）",
        [&s](const Request& req) {
            std::string course = parse_course_sign(req);
            auto page = core::parse_page(req);
            return core::ok(
                scores_json(s.scores(req.current_user(), course, courses::parse_keyword(req), Window::page(page))));
        },
        [&s, &x](const Request& req) {
            std::string course = parse_course_sign(req);
            return export_scores(
                x, s.scores(req.current_user(), course, courses::parse_keyword(req), Window::everything()));
        });
    r.post("/statistics/scoreSum", teaching(), "成绩汇总（人数、平均分、最高分、最低分、及格人数与及格率）",
           [&s](const Request& req) {
               return core::ok(sum_json(s.score_sum(req.current_user(), parse_course_sign(req))));
           });
    r.post("/statistics/scoreCount", teaching(), "成绩分段人数（one 0–10 … ten 90–100）", [&s](const Request& req) {
        return core::ok(counts_json(s.score_counts(req.current_user(), parse_course_sign(req))));
    });
    core::post_with_export(
        r, "/statistics/studyProgressList", teaching(), "学员学习进度（studyStatus 1 学习中、2 已完成；最近学习在前）",
        [&s](const Request& req) {
            std::string course = parse_course_sign(req);
            auto page = core::parse_page(req);
            auto status = courses::parse_study_status(req);
            return core::ok(progress_json(
                s.progress(req.current_user(), course, status, courses::parse_keyword(req), Window::page(page))));
        },
        [&s, &x](const Request& req) {
            std::string course = parse_course_sign(req);
            auto status = courses::parse_study_status(req);
            return export_progress(
                x, s.progress(req.current_user(), course, status, courses::parse_keyword(req), Window::everything()));
        });
    r.post("/statistics/teachingOverview", Access::roles({Role::kTeacher}),
           "教学学情：我教的每门课程的学员、学习中、已完成、近 7 天在学人数与平均进度（学员多的在前）",
           [&s](const Request& req) { return core::ok(teaching_json(s.teaching_overview(req.current_user()))); });
    r.post("/statistics/chartData", teaching(), "运营分析图表（近 7 或 30 天，中国时间）与汇总数字",
           [&s](const Request& req) {
               std::string course = parse_course_sign(req);
               return core::ok(chart_json(s.chart(req.current_user(), course, parse_chart_days(req))));
           });
    core::post_with_export(
        r, "/statistics/studyAnalysis", teaching(), "学习分析（进度分布、各视频学习与完成人数）",
        [&s](const Request& req) {
            return core::ok(analysis_json(s.study_analysis(req.current_user(), parse_course_sign(req))));
        },
        [&s, &x](const Request& req) {
            return export_videos(x, s.study_analysis(req.current_user(), parse_course_sign(req)));
        });
    core::post_with_export(
        r, "/statistics/recordList", teaching(), "学习记录（每名学员每天的学习时长，最近日期在前）",
        [&s](const Request& req) {
            std::string course = parse_course_sign(req);
            auto page = core::parse_page(req);
            return core::ok(
                records_json(s.records(req.current_user(), course, courses::parse_keyword(req), Window::page(page))));
        },
        [&s, &x](const Request& req) {
            std::string course = parse_course_sign(req);
            return export_records(
                x, s.records(req.current_user(), course, courses::parse_keyword(req), Window::everything()));
        });
    r.post("/course/myCourseList/export", teaching(), "我教的课程：导出 Excel（.xlsx，最多 50000 行）",
           [&s, &x](const Request& req) {
               return export_courses(x, s.my_courses(req.current_user(), Window::everything()));
           });
}

}  // namespace xj::teaching
