#include "simulation/routes.h"

#include <functional>

#include "core/input.h"
#include "core/response.h"
#include "core/time_format.h"
#include "core/xlsx_export.h"
#include "simulation/forms.h"
#include "simulation/json.h"
#include "simulation/market.h"
#include "simulation/rules.h"

namespace xj::simulation {

using core::Access;
using core::Request;
using core::Role;
namespace json = boost::json;

namespace {

constexpr int kPracticePageSize = 9;
constexpr int kInformationPageSize = 9;
constexpr int kTraineePageSize = 15;

template <class T, class F>
json::object paged(const core::Paged<T>& page, F&& item) {
    json::array list;
    for (const T& t : page.list) list.push_back(item(t));
    return {{"list", std::move(list)}, {"total", page.total}};
}

std::vector<core::XlsxColumn> trainee_columns() {
    return {{"姓名", 12}, {"学号", 16}, {"实训进度", 12}, {"当前天数", 10}, {"最高得分", 10}, {"最近实训时间", 20}};
}

std::string progress_text(const Trainee& t) {
    if (!t.stage) return "未开始";
    switch (*t.stage) {
        case Stage::kCompany:
            return "注册公司";
        case Stage::kShop:
        case Stage::kListing:
            return "开设店铺";
        case Stage::kOperate:
            return "店铺运营";
        case Stage::kFinished:
            return "已完成";
    }
    return "";
}

// The decision routes: each reads its input, then runs it on the run at the stage and day the page showed.
void decision(core::Router::Domain& r, SimulationService& s, std::string_view path, std::string summary, Stage stage,
              std::function<std::function<void(const PracticeRules&, RunState&)>(const Request&)> read) {
    r.post(path, Access::login(), std::move(summary), [&s, stage, read](const Request& req) {
        std::string sign = parse_sign(req);
        int day = parse_day(req);
        Decision d{stage, day, read(req), parse_version(req)};
        return core::ok(run_json(s.decide(req.host(), req.current_user(), sign, d)));
    });
}

void register_practice_routes(core::Router::Domain& r, SimulationService& s) {
    r.get("/simulation/getPracticeCategory", Access::login(), "实训分类及各分类的项目数 ?marketplace（可选）",
          [&s](const Request& req) {
              return core::ok(categories_json(s.categories(req.host(), parse_marketplace(req))));
          });
    r.get("/simulation/getPracticeList", Access::login(), "实训项目 ?categoryId&page&size（含我的进度与最高分）",
          [&s](const Request& req) {
              auto page = s.practices(req.host(), req.current_user(), parse_category(req),
                                      core::parse_page(req, kPracticePageSize));
              return core::ok(paged(page, &card_json));
          });
    r.get("/simulation/getPracticeBanner", Access::login(), "实训首页横幅：参与人数最多的 3 个项目",
          [&s](const Request& req) { return core::ok(cards_json(s.banner(req.host(), req.current_user()))); });
    r.get("/simulation/getProcessData", Access::login(), "实训项目详情 ?sign：说明、步骤、目标与我的进度",
          [&s](const Request& req) {
              return core::ok(detail_json(s.detail(req.host(), req.current_user(), parse_sign(req))));
          });
    r.post(
        "/simulation/getInformationList", Access::login(), "行业资讯 {page, size}（资讯分类 2）",
        [&s](const Request& req) {
            return core::ok(information_json(s.information(req.host(), core::parse_page(req, kInformationPageSize))));
        });
    r.get("/simulation/getWhaleCreation", Access::login(), "鲸创实训：我的实训记录（最近的在前）与全部实训项目",
          [&s](const Request& req) {
              auto [runs, practices] = s.creation(req.host(), req.current_user());
              json::array list;
              for (const RunCard& c : runs) list.push_back(run_card_json(c));
              return core::ok(json::object{{"runs", std::move(list)}, {"practices", cards_json(practices)}});
          });
    r.get("/simulation/market", Access::login(), "实训项目的市场：平台押金与佣金、经营范围、类目与供应商商品 ?sign",
          [&s](const Request& req) { return core::ok(market_json(s.practice(req.host(), parse_sign(req)))); });
}

void register_run_routes(core::Router::Domain& r, SimulationService& s) {
    r.get("/simulation/run/state", Access::login(), "我的实训进度 ?sign（未开始为 null）", [&s](const Request& req) {
        auto view = s.run(req.host(), req.current_user(), parse_sign(req));
        return core::ok(view ? json::value(run_json(*view)) : json::value(nullptr));
    });
    r.post("/simulation/run/start", Access::login(), "开始实训 {sign}（已开始则返回原进度）", [&s](const Request& req) {
        return core::ok(run_json(s.start(req.host(), req.current_user(), parse_sign(req))));
    });
    r.post("/simulation/run/restart", Access::login(), "重新开始实训 {sign}（保留最高分）", [&s](const Request& req) {
        return core::ok(run_json(s.restart(req.host(), req.current_user(), parse_sign(req))));
    });
    decision(r, s, "/simulation/run/company", "注册公司 {sign, day: 0, name, scopes, capital 万元}", Stage::kCompany,
             [](const Request& req) {
                 return [in = parse_company(req)](const PracticeRules&, RunState& st) { register_company(st, in); };
             });
    decision(r, s, "/simulation/run/shop", "开设店铺并缴纳押金 {sign, day: 0, shopName, categoryId}", Stage::kShop,
             [](const Request& req) {
                 return [in = parse_shop(req)](const PracticeRules& rules, RunState& st) { open_shop(rules, st, in); };
             });
    decision(r, s, "/simulation/run/listing", "采购并上架商品 {sign, day: 0, productId, price 元, stock}",
             Stage::kListing, [](const Request& req) {
                 return [in = parse_listing(req)](const PracticeRules&, RunState& st) { list_product(st, in); };
             });
    decision(r, s, "/simulation/run/unlist", "下架商品并退回库存 {sign, day: 0, productId}", Stage::kListing,
             [](const Request& req) {
                 return [id = parse_product(req)](const PracticeRules&, RunState& st) { unlist_product(st, id); };
             });
    decision(r, s, "/simulation/run/open", "开始运营 {sign, day: 0}", Stage::kListing,
             [](const Request&) { return [](const PracticeRules&, RunState& st) { start_operating(st); }; });
    decision(r, s, "/simulation/run/price", "调整售价 {sign, day, productId, price 元}", Stage::kOperate,
             [](const Request& req) {
                 return [id = parse_product(req), price = parse_price(req)](const PracticeRules&, RunState& st) {
                     set_price(st, id, price);
                 };
             });
    decision(r, s, "/simulation/run/restock", "补货 {sign, day, productId, quantity}", Stage::kOperate,
             [](const Request& req) {
                 return [id = parse_product(req), n = parse_quantity(req)](const PracticeRules&, RunState& st) {
                     restock(st, id, n);
                 };
             });
    decision(r, s, "/simulation/run/advertising", "每日广告预算 {sign, day, budget 元}", Stage::kOperate,
             [](const Request& req) {
                 return [b = parse_budget(req)](const PracticeRules&, RunState& st) { set_advertising(st, b); };
             });
    decision(r, s, "/simulation/run/reply", "处理今日客服事件 {sign, day, replyId 0–2}", Stage::kOperate,
             [](const Request& req) {
                 return [id = parse_reply(req)](const PracticeRules& rules, RunState& st) { reply(rules, st, id); };
             });
    decision(r, s, "/simulation/run/advance", "进入下一天 {sign, day}（最后一天后结束并评分）", Stage::kOperate,
             [](const Request&) { return [](const PracticeRules& rules, RunState& st) { advance(rules, st); }; });
}

void register_course_routes(core::Router::Domain& r, SimulationService& s) {
    Access teaching = Access::roles({Role::kTeacher, Role::kSchoolAdmin});
    r.get("/simulation/course/assignments", teaching, "课程的仿真实训 ?courseId（课程教师与本校管理员）",
          [&s](const Request& req) {
              json::array list;
              for (const Assignment& a : s.assignments(req.current_user(), parse_course(req)))
                  list.push_back(assignment_json(a));
              return core::ok(std::move(list));
          });
    r.get("/simulation/course/practices", teaching, "可添加到课程的实训项目 ?courseId", [&s](const Request& req) {
        json::array list;
        for (const auto& [p, assigned] : s.assignable(req.current_user(), parse_course(req)))
            list.push_back(json::object{{"sign", p.sign},
                                        {"title", p.title},
                                        {"marketplace", p.rules.marketplace},
                                        {"marketplaceName", marketplace(p.rules.marketplace)->name},
                                        {"assigned", assigned}});
        return core::ok(std::move(list));
    });
    r.post("/simulation/course/assign", teaching, "为课程添加实训 {courseId, sign, inAssessment}",
           [&s](const Request& req) {
               std::string course = parse_course(req);
               Assignment a = s.assign(req.current_user(), course, parse_sign(req), core::flag(req, "inAssessment"));
               return core::ok_with_msg(assignment_json(a), "添加成功");
           });
    r.post("/simulation/course/setAssessment", teaching, "实训是否计入考核 {courseId, sign, inAssessment}",
           [&s](const Request& req) {
               std::string course = parse_course(req);
               Assignment a =
                   s.set_assessment(req.current_user(), course, parse_sign(req), core::flag(req, "inAssessment"));
               return core::ok_with_msg(assignment_json(a), "设置成功");
           });
    r.post("/simulation/course/unassign", teaching, "从课程移除实训 {courseId, sign}（学员的实训记录保留）",
           [&s](const Request& req) {
               std::string course = parse_course(req);
               s.unassign(req.current_user(), course, parse_sign(req));
               return core::ok_with_msg(nullptr, "移除成功");
           });
}

// A course's trainees and their runs of an assigned practice, and the same as a sheet.
void register_trainee_routes(core::Router::Domain& r, SimulationService& s) {
    Access teaching = Access::roles({Role::kTeacher, Role::kSchoolAdmin});
    core::post_with_export(
        r, "/simulation/course/trainees", teaching,
        "课程学员的实训进度与最高分 {courseId, sign, keyword?, page, size}（最近实训的在前）",
        [&s](const Request& req) {
            std::string course = parse_course(req);
            std::string sign = parse_sign(req);
            auto page = s.trainees(req.current_user(), course, sign, parse_keyword(req),
                                   core::parse_page(req, kTraineePageSize));
            return core::ok(paged(page, &trainee_json));
        },
        [&s](const Request& req) {
            std::string course = parse_course(req);
            auto rows = s.trainees_export(req.current_user(), course, parse_sign(req), parse_keyword(req));
            return s.exporter().answer(rows.course_name, rows.practice_title + "-实训成绩", trainee_columns(),
                                       [&](core::XlsxWriter& w) {
                                           for (const Trainee& t : rows.rows) {
                                               w.text(t.name);
                                               w.text(t.student_card);
                                               w.text(progress_text(t));
                                               w.number(t.day);
                                               if (t.score) w.number(*t.score);
                                               else w.blank();
                                               w.text(t.updated_at ? core::sheet_time(*t.updated_at) : "");
                                               w.end_row();
                                           }
                                       });
        });
}

}  // namespace

void register_routes(core::Router& router, SimulationService& s) {
    auto r = router.domain("simulation");
    register_practice_routes(r, s);
    register_run_routes(r, s);
    register_course_routes(r, s);
    register_trainee_routes(r, s);
}

}  // namespace xj::simulation
