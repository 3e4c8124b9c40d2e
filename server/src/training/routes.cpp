#include "training/routes.h"

#include "core/api_error.h"
#include "core/input.h"
#include "courses/forms.h"
#include "courses/json.h"
#include "training/forms.h"
#include "training/json.h"

namespace xj::training {

using core::Access;
using core::Request;

void register_routes(core::Router& router, TrainingService& s, const core::Clock& clock) {
    auto r = router.domain("training");
    Access pub = Access::public_();
    auto now = [&clock] { return clock.now_seconds(); };

    r.post("/train/getRecommendTrainList", pub, "推荐培训项目 → data.list（按学校排序；page_size 默认 8）",
           [&s, now](const Request& req) {
               return core::ok(boost::json::object{
                   {"list", cards_json(s.recommended(req.host(), courses::parse_limit(req)), now())}});
           });
    r.get("/train/getQueryList", pub, "培训项目的筛选条件（合作企业、培训状态）",
          [&s](const Request& req) { return core::ok(query_groups_json(s.query_options(req.host()))); });
    r.post("/train/getTrainList", pub,
           "培训项目列表 {page, size 默认 12, keyword, enterpriseId, state 1 报名中/2 进行中/3 已结束, order "
           "sort|new|hot} → {list, total}",
           [&s, now](const Request& req) {
               return core::ok(paged_cards_json(s.list(req.host(), parse_list_query(req)), now()));
           });
    r.get("/train/getTrainHeaderDetail/{id}", pub, "培训项目头部信息（合作企业、我的学习、能否管理）",
          [&s, now](const Request& req) {
              return core::ok(header_json(s.header(req.host(), req.user(), parse_train_id(req)), now()));
          });
    r.get("/train/getTrainBodyDetail/{id}", pub, "培训项目介绍", [&s](const Request& req) {
        return core::ok(body_json(s.body(req.host(), req.user(), parse_train_id(req))));
    });
    r.get("/train/getTrainPlan/{id}", pub, "培训计划", [&s](const Request& req) {
        return core::ok(plan_json(s.body(req.host(), req.user(), parse_train_id(req))));
    });
    r.get("/train/getTeacherList", pub, "培训项目的教师（query trainId；主讲教师在前）", [&s](const Request& req) {
        return core::ok(courses::teachers_json(s.teachers(req.host(), req.user(), parse_train_id(req))));
    });
    r.get("/enterprise/getEnterpriseInfoList", pub,
          "合作企业列表 {page 1, size 16, isJoinEnterprise 1 合作企业/0 其他} → {list, total}；带 trainId "
          "时为该培训项目的合作企业",
          [&s](const Request& req) {
              if (auto train = core::opt_sign(req, "trainId", core::kMsgInvalid)) {
                  auto partners = s.partners(req.host(), req.user(), *train);
                  return core::ok(boost::json::object{{"list", enterprises_json(partners)},
                                                      {"total", static_cast<std::int64_t>(partners.size())}});
              }
              EnterpriseQuery q = parse_enterprise_query(req);
              return core::ok(paged_enterprises_json(s.enterprises(req.host(), q.joined, q.page)));
          });
}

}  // namespace xj::training
