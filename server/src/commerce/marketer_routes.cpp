// The marketers' calls (docs/commerce.md "Marketers"): applying, the school admins' review, the marketer's links and
// commissions, and the public landing page of a link.
#include "accounts/crypto.h"
#include "accounts/forms.h"
#include "commerce/forms.h"
#include "commerce/json.h"
#include "commerce/routes.h"
#include "core/api_error.h"
#include "core/input.h"
#include "core/qr_code.h"

namespace xj::commerce {

namespace json = boost::json;
using core::Access;
using core::Request;

namespace {

constexpr int kQrSize = 360;
constexpr std::size_t kVisitorLength = 32;

// Who opened a link, as a hash of their address and browser: counted once a day, never stored as they are.
std::string visitor_of(const Request& req) {
    std::string seen = req.client_address() + "|" + std::string(req.header("user-agent"));
    return accounts::sha256_hex(seen).substr(0, kVisitorLength);
}

std::string optional_course(const Request& req) {
    return core::opt_sign(req, "courseId", core::kMsgInvalid).value_or("");
}

}  // namespace

void register_marketer_routes(core::Router::Domain& r, MarketerService& m) {
    Access login = Access::login();
    Access admins = Access::roles({core::Role::kSchoolAdmin});
    r.post("/marketer/apply", login, "申请成为推广员 {realName, mobile, intro?, agree}（审核中、已通过时拒绝）",
           [&m](const Request& req) {
               MarketerApplication a = parse_application(req);
               return core::ok_with_msg(marketer_json(m.apply(req.host(), req.current_user(), a)),
                                        "提交成功，请等待审核");
           });
    r.get("/marketer/myApplication", login, "我的推广员申请（无则 null）", [&m](const Request& req) {
        auto mine = m.mine(req.host(), req.current_user());
        return core::ok(mine ? json::value(marketer_json(*mine)) : json::value(nullptr));
    });
    r.post("/marketer/getPromotion", login,
           "我的推广：推广员、合计（访问、订单、佣金）与付费课程的推广链接 {page, size}（已通过的推广员）",
           [&m](const Request& req) {
               return core::ok(promotion_json(m.promote(req.host(), req.current_user(), core::parse_page(req, 10))));
           });
    r.post(
        "/marketer/getCommissionList", login, "我的佣金记录 {page, size} → list, total（最新在前）",
        [&m](const Request& req) {
            return core::ok(commissions_json(m.commissions(req.host(), req.current_user(), core::parse_page(req, 10))));
        });
    r.get("/marketer/promoteQrCode", login, "课程推广链接的二维码（PNG）?courseId=", [&m](const Request& req) {
        std::string path = m.link_path(req.host(), req.current_user(), parse_course_id(req));
        return core::png_response(core::qr_png(core::site_url(req) + path, kQrSize));
    });
    r.get("/marketer/landing/{sign}", Access::public_(),
          "推广链接落地页：推广员与课程 ?courseId=（每位访客每天计一次访问）", [&m](const Request& req) {
              std::string sign(req.param("sign"));
              if (sign.size() > core::kSignMax) throw core::ApiError::invalid("sign", std::string(core::kMsgInvalid));
              return core::ok(landing_json(m.landing(sign, optional_course(req), visitor_of(req))));
          });
    r.post("/marketer/getMarketerList", admins, "本校推广员与申请 {status?, keyword?, page, size}（待审核在前）",
           [&m](const Request& req) {
               return core::ok(marketers_json(m.list(req.current_user(), parse_marketer_query(req))));
           });
    r.post("/marketer/review", admins, "审核推广员申请 {marketerId, approve, rate（通过时 1–50）, note（驳回时必填）}",
           [&m](const Request& req) {
               std::string sign = parse_marketer_id(req);
               Review v = parse_review(req);
               return core::ok_with_msg(marketer_json(m.review(req.current_user(), sign, v.approve, v.rate, v.note,
                                                               accounts::client_of(req).ip)),
                                        v.approve ? "已通过" : "已驳回");
           });
    r.post("/marketer/stop", admins, "停用推广员 {marketerId, note}", [&m](const Request& req) {
        std::string sign = parse_marketer_id(req);
        std::string note = parse_review(req).note;
        return core::ok_with_msg(marketer_json(m.stop(req.current_user(), sign, note, accounts::client_of(req).ip)),
                                 "已停用");
    });
}

}  // namespace xj::commerce
