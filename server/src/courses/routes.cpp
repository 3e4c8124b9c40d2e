#include "courses/routes.h"

#include "core/api_error.h"
#include "core/attachment.h"
#include "core/input.h"
#include "core/memory_answers.h"
#include "core/time_format.h"
#include "courses/forms.h"
#include "courses/json.h"

namespace xj::courses {

using core::Access;
using core::Request;
namespace json = boost::json;

namespace {

constexpr std::string_view kMsgCollected = "收藏成功";
constexpr std::string_view kMsgUncollected = "取消收藏成功";
constexpr std::string_view kMsgAnswered = "回复成功";

std::string_view content_type_of(std::string_view data_type) {
    if (data_type == "txt") return "text/plain; charset=utf-8";
    if (data_type == "csv") return "text/csv; charset=utf-8";
    if (data_type == "md") return "text/markdown; charset=utf-8";
    if (data_type == "pdf") return "application/pdf";
    return "application/octet-stream";
}

// A public catalogue call answered from memory (core/memory_answers.h) from this domain's cache.
using core::DataOf;
using core::KeyOf;

core::AnswerSource catalogue(CourseService& s) { return s.catalogue_answers(); }

core::Handler cached_handler(CourseService& s, KeyOf key, DataOf data) {
    return core::cached_handler(catalogue(s), std::move(key), std::move(data));
}

void cached_get(core::Router::Domain& r, std::string_view path, std::string summary, CourseService& s, KeyOf key,
                DataOf data) {
    core::cached_get(r, path, std::move(summary), catalogue(s), std::move(key), std::move(data));
}

std::string opt_key(const std::optional<int>& v) { return v ? std::to_string(*v) : "-"; }

// The list query as a cache key; "" for a keyword search.
std::string list_key(const ListQuery& q) {
    if (!q.keyword.empty()) return {};
    std::string key = "list:" + std::to_string(q.page.page) + ":" + std::to_string(q.page.size) + ":" +
                      opt_key(q.type) + ":" + opt_key(q.kind) + ":" + q.order + ":" +
                      (q.free ? (*q.free ? "1" : "0") : "-") + ":";
    if (q.type_sign) key += *q.type_sign;
    return key;
}

ListQuery kind_query(const Request& req) {
    ListQuery q;
    q.kind = parse_kind_id(req);
    q.page = core::parse_page(req);
    return q;
}

void register_catalogue_routes(core::Router::Domain& r, CourseService& s) {
    Access pub = Access::public_();
    auto limit_key = [](std::string name) {
        return [name](const Request& req) { return name + std::to_string(parse_limit(req)); };
    };
    cached_get(r, "/course/recommendList", "推荐课程（报名最多在前；page_size 默认 8）", s, limit_key("recommend:"),
               [&s](const Request& req) { return cards_json(s.recommended(req.host(), parse_limit(req))); });
    cached_get(r, "/course/selfStudyList", "自学课程（类型 2，最新在前；page_size 默认 8）", s, limit_key("selfStudy:"),
               [&s](const Request& req) { return cards_json(s.self_study(req.host(), parse_limit(req))); });
    cached_get(r, "/course/chosenList", "免费精选课程（按排序；page_size 默认 8）", s, limit_key("chosen:"),
               [&s](const Request& req) { return cards_json(s.chosen(req.host(), parse_limit(req))); });
    cached_get(
        r, "/course/kinds", "课程难度（入门 4、进阶 5、高级 6）及各自课程数", s,
        [](const Request&) { return std::string("kinds"); },
        [&s](const Request& req) { return kinds_json(s.kinds(req.host())); });
    cached_get(
        r, "/course/listByKind", "按难度分页列出课程（kindId 4/5/6）", s,
        [](const Request& req) { return "byKind:" + list_key(kind_query(req)); },
        [&s](const Request& req) { return paged_cards_json(s.list(req.host(), kind_query(req))); });
    cached_get(
        r, "/course/typeTree", "课程分类树（三级）", s, [](const Request&) { return std::string("typeTree"); },
        [&s](const Request&) { return type_tree_json(s.type_tree()); });
    cached_get(
        r, "/course/thirdTypeList", "三级课程分类（可按上级 parentSign 过滤）", s,
        [](const Request& req) { return "thirdTypes:" + parse_parent_sign(req).value_or("-"); },
        [&s](const Request& req) { return third_types_json(s.third_types(parse_parent_sign(req))); });
    r.post("/school/getSchoolCourseList", pub,
           "本校课程分页列表（type、kind、typeSign、keyword 中文子串、order sort/new/hot、free）",
           cached_handler(
               s, [](const Request& req) { return list_key(parse_list_query(req)); },
               [&s](const Request& req) { return paged_cards_json(s.list(req.host(), parse_list_query(req))); }));
    r.post("/course/getCoursesForMe", Access::login(),
           "课程推荐：本校我还没加入的课程，与我在学、收藏的课程同类的在前，再按报名人数 {page, size ≤ 50, kindId?}",
           [&s](const Request& req) {
               auto kind = parse_optional_kind(req);
               return core::ok(
                   suggested_json(s.courses_for(req.host(), req.current_user(), kind, core::parse_page(req, 12))));
           });
    r.get("/course/suggest", pub, "课程名联想（关键词 1–30 字，至多 10 条）",
          [&s](const Request& req) { return core::ok(suggestions_json(s.suggest(req.host(), parse_keyword(req)))); });
    cached_get(
        r, "/course/slider", "首页轮播课程（报名最多的 5 门）", s, [](const Request&) { return std::string("slider"); },
        [&s](const Request& req) { return slider_json(s.slider(req.host())); });
    cached_get(
        r, "/school/districtList", "本校校区及各校区课程数", s, [](const Request&) { return std::string("districts"); },
        [&s](const Request& req) { return districts_json(s.districts(req.host())); });
}

void register_page_routes(core::Router::Domain& r, CourseService& s) {
    Access pub = Access::public_();
    Access login = Access::login();
    r.post("/course/getCourseById", pub, "课程详情（教师、我的学习、是否收藏、能否管理；登录用户记入浏览记录）",
           [&s](const Request& req) {
               std::string sign = parse_sign(req, "sign");
               if (req.user()) return core::ok(course_page_json(s.course_page(req.host(), req.user(), sign)));
               // A visitor's page is the same for every visitor: from memory (an unknown sign throws, nothing stored).
               return core::ok_shared(s.catalogue_answer(req.host(), "page:" + sign, [&] {
                   return course_page_json(s.course_page(req.host(), std::nullopt, sign));
               }));
           });
    r.post("/course/catalogue", pub, "课程目录（章按序号，含视频及我的进度）", [&s](const Request& req) {
        return core::ok(catalogue_json(s.catalogue(req.host(), req.user(), parse_sign(req, "sign"))));
    });
    r.post("/course/standardList", pub, "课程考核标准", [&s](const Request& req) {
        core::parse_page(req, 10);
        return core::ok(standards_json(s.standards(req.host(), parse_sign(req, "courseIdSign"))));
    });
    r.get("/course/watch", login, "我在本课程的学习进度及各视频进度", [&s](const Request& req) {
        return core::ok(watch_json(s.watch(req.host(), req.current_user(), parse_sign(req, "courseId"))));
    });
    r.post("/course/chapterDownloadList", login, "按章列出课程资料（已加入学习或本课教师）", [&s](const Request& req) {
        return core::ok(chapter_files_json(s.chapter_files(req.host(), req.current_user(), parse_sign(req, "sign"))));
    });
    r.get("/course/downList", login, "课程资料列表（已加入学习或本课教师）", [&s](const Request& req) {
        return core::ok(files_json(s.course_files(req.host(), req.current_user(), parse_sign(req, "courseId"))));
    });
    r.get("/file/server/download", login, "下载课程资料（已加入学习或本课教师）", [&s](const Request& req) {
        Download d = s.download(req.host(), req.current_user(), parse_sign(req, "fileUrl"));
        return core::attachment_response(d.path, d.file.file_name, content_type_of(d.file.data_type));
    });
    r.post("/file/download", login,
           "下载课程资料的短时地址 ?fileUrl → {url, expiresAt}（60 秒内有效，页面在隐藏框架中打开）",
           [&s](const Request& req) {
               auto [ticket, expires] = s.download_ticket(req.host(), req.current_user(), parse_sign(req, "fileUrl"));
               return core::ok(json::object{{"url", "/api/v1/file/server/fetch?ticket=" + ticket},
                                            {"expiresAt", core::iso_time(expires)}});
           });
    r.get("/file/server/fetch", Access::public_(),
          "凭短时地址下载课程资料 ?ticket（过期后 下载链接已失效，请重新下载）", [&s](const Request& req) {
              Download d = s.redeem_ticket(std::string(req.query("ticket").value_or("")));
              return core::attachment_response(d.path, d.file.file_name, content_type_of(d.file.data_type));
          });
}

void register_enrolment_routes(core::Router::Domain& r, CourseService& s) {
    Access login = Access::login();
    r.post("/course/joinStudy", login, "加入学习（免费课程或本课教师；重复加入得到同一记录）",
           [&s](const Request& req) {
               return core::ok(enrolment_json(s.join(req.host(), req.current_user(), parse_sign(req, "sign"))));
           });
    r.post("/course/addStudyInfo", login, "加入学习（同 joinStudy，规格名）", [&s](const Request& req) {
        return core::ok(enrolment_json(s.join(req.host(), req.current_user(), parse_sign(req, "sign"))));
    });
    r.post("/course/getStudyInfo", login, "我在本课程的学习记录（未加入为 null）", [&s](const Request& req) {
        return core::ok(enrolment_json(s.study_info(req.host(), req.current_user(), parse_sign(req, "sign"))));
    });
    r.post("/course/studyProgress", login, "我的课程（studyStatus 1 学习中、2 已完成；最近学习在前）",
           [&s](const Request& req) {
               return core::ok(
                   my_courses_json(s.my_courses(req.current_user(), parse_study_status(req), core::parse_page(req))));
           });
    r.post("/course/activate", login,
           "激活码兑换课程或培训项目（图片验证码；每个激活码只能使用一次；training 为 true 时是培训项目）",
           [&s](const Request& req) {
               ActivationForm form = parse_activation(req);
               Activation a =
                   s.activate(req.host(), req.current_user(), form.code, form.captcha, accounts::client_of(req));
               return core::ok(json::object{{"text", "激活成功，已加入《" + a.course_name + "》的学习"},
                                            {"courseSign", a.course_sign},
                                            {"training", a.offering == kOfferingTraining}});
           });
    r.post("/course/collect", login, "收藏课程", [&s](const Request& req) {
        s.collect(req.host(), req.current_user(), parse_sign(req, "sign"));
        return core::ok_with_msg(nullptr, kMsgCollected);
    });
    r.post("/course/cancelCollect", login, "取消收藏课程", [&s](const Request& req) {
        s.uncollect(req.host(), req.current_user(), parse_sign(req, "sign"));
        return core::ok_with_msg(nullptr, kMsgUncollected);
    });
    r.get("/course/collectionList", login, "我收藏的课程（最近收藏在前）", [&s](const Request& req) {
        return core::ok(dated_cards_json(s.collections(req.current_user(), core::parse_page(req)), "collectedAt"));
    });
    r.get("/course/browseList", login, "我的浏览记录（最近浏览在前）", [&s](const Request& req) {
        return core::ok(dated_cards_json(s.views(req.current_user(), core::parse_page(req)), "viewedAt"));
    });
}

void register_question_routes(core::Router::Domain& r, CourseService& s) {
    r.post("/course/questionList", Access::public_(), "课程问答（sortType 0 最新、1 回答最多）",
           [&s](const Request& req) {
               Page page = core::parse_page(req, 3);
               return core::ok(questions_json(
                   s.questions(req.host(), req.user(), parse_sign(req, "courseIdSign"), parse_sort_type(req), page)));
           });
    r.post("/course/addQuestion", Access::login(), "提问（已加入学习或本课教师；500 字以内）",
           [&s](const Request& req) {
               std::string content = parse_question(req);
               return core::ok(json::object{
                   {"idSign", s.ask(req.host(), req.current_user(), parse_sign(req, "courseIdSign"), content)}});
           });
    r.post("/course/answerList", Access::public_(), "问题的回答（最早在前）", [&s](const Request& req) {
        Page page = core::parse_page(req, 3);
        return core::ok(answers_json(s.answers(req.host(), req.user(), parse_sign(req, "questionsIdSign"), page)));
    });
    r.post("/course/addAnswer", Access::login(), "回答问题（已加入学习或本课教师；500 字以内）",
           [&s](const Request& req) {
               std::string content = parse_answer(req);
               std::string sign = s.answer(req.host(), req.current_user(), parse_sign(req, "questionsIdSign"), content);
               return core::ok_with_msg(json::object{{"idSign", sign}}, kMsgAnswered);
           });
}

}  // namespace

void register_routes(core::Router& router, CourseService& courses) {
    auto r = router.domain("courses");
    register_catalogue_routes(r, courses);
    register_page_routes(r, courses);
    register_enrolment_routes(r, courses);
    register_question_routes(r, courses);
}

}  // namespace xj::courses
