#include "commerce/routes.h"
#include "accounts/forms.h"

#include "commerce/exports.h"
#include "commerce/forms.h"
#include "commerce/json.h"
#include "core/input.h"
#include "core/xlsx_export.h"

namespace xj::commerce {

namespace json = boost::json;
using core::Access;
using core::Request;

namespace {

void register_order_routes(core::Router::Domain& r, CommerceService& s) {
    Access login = Access::login();
    r.post(
        "/order/addOrder", login,
        "下单 {courseId | trainId, discountCode?, marketerId?}（付费课程或培训；已有未支付订单时返回它，金额不随价格变"
        "化；marketerId 为推广链接的推广员）",
        [&s](const Request& req) {
            return core::ok(order_json(s.add_order(req.host(), req.current_user(), parse_course_id(req),
                                                   parse_discount_code(req), parse_referral(req))));
        });
    r.post("/order/checkDiscountCode", login,
           "校验优惠码 {courseId, discountCode} → price, discount, amount（失败给出原因）", [&s](const Request& req) {
               std::string code = parse_discount_code(req);
               if (code.empty()) throw core::ApiError::invalid("discountCode", "请输入优惠码");
               return core::ok(quote_json(s.check_code(req.host(), req.current_user(), parse_course_id(req), code)));
           });
    r.post("/order/updateOrderDetail", login, "修改未支付订单的优惠码 {orderNo, discountCode}（空为不用优惠码）",
           [&s](const Request& req) {
               return core::ok_with_msg(
                   order_json(s.update_order_code(req.current_user(), parse_order_no(req), parse_discount_code(req))),
                   "修改成功");
           });
    r.post(
        "/order/addCodeOrder", login,
        "批量购买激活码 {courseId | trainId, quantity 1–500}（付费课程或培训；按单价×数量；支付后生成激活码）",
        [&s](const Request& req) {
            std::string course = parse_course_id(req);
            return core::ok(order_json(s.add_code_order(req.host(), req.current_user(), course, parse_quantity(req))));
        });
    core::post_with_export(
        r, "/order/getOrderCodes", login,
        "激活码订单的激活码 {orderNo, page, size} → list, total（仅本人；支付后才有）",
        [&s](const Request& req) {
            std::string order_no = parse_order_no(req);
            return core::ok(bought_codes_json(s.order_codes(req.current_user(), order_no, core::parse_page(req, 20))));
        },
        [&s](const Request& req) {
            auto bought = s.order_codes_export(req.current_user(), parse_order_no(req));
            return s.exporter().answer(bought.order.title, "激活码清单", bought_code_columns(),
                                       [&](core::XlsxWriter& w) {
                                           for (const auto& c : bought.rows) write_bought_code(w, c);
                                       });
        });
    r.post("/order/addTopUp", login, "余额充值下单 {amount}（分，1 元到 50000 元；在线支付）",
           [&s](const Request& req) {
               return core::ok(order_json(s.add_top_up(req.host(), req.current_user(), parse_amount(req))));
           });
    r.get("/order/selectByCourse", login, "我对某课程或培训的最新订单 ?courseId=（无则 null）",
          [&s](const Request& req) {
              auto order = s.order_for_course(req.host(), req.current_user(), parse_course_id(req));
              return core::ok(order ? json::value(order_json(*order)) : json::value(nullptr));
          });
    r.get("/order/getOrderDetail", login, "订单详情 ?orderNo=（仅本人）",
          [&s](const Request& req) { return core::ok(order_json(s.order(req.current_user(), parse_order_no(req)))); });
    r.post("/order/getOrderList", login,
           "我的订单 {endTime, orderType, page, payType, size, startTime, title} → list, total（类型、支付方式默认 0 "
           "为全部）",
           [&s](const Request& req) {
               return core::ok(orders_json(s.orders(req.current_user(), parse_order_query(req))));
           });
    r.post("/order/deleteOrder", login, "删除订单 {orderNo}（仅未支付）", [&s](const Request& req) {
        s.remove(req.current_user(), parse_order_no(req));
        return core::ok_with_msg(nullptr, "删除成功");
    });
    r.post("/order/toPay", login, "去支付 {orderNo}：订单、余额与支付二维码地址", [&s](const Request& req) {
        return core::ok(checkout_json(s.checkout(req.current_user(), parse_order_no(req))));
    });
    r.post("/order/continuePayType/{sign}", login,
           "选择支付方式 {payType 1 余额 | 2 在线}（在线支付时向支付渠道下单，生成二维码）", [&s](const Request& req) {
               return core::ok(checkout_json(s.choose_pay_type(req.current_user(), parse_order_no(req),
                                                               parse_pay_type(req), core::site_url(req))));
           });
    r.post("/order/balancePay", login, "余额支付 {orderNo} → true（已支付）/ false（余额不足，未扣款）",
           [&s](const Request& req) {
               bool paid = s.pay_from_balance(req.current_user(), parse_order_no(req));
               return core::ok_with_msg(paid, paid ? "支付成功" : "余额不足");
           });
    r.get("/order/checkPayment", login, "查询订单是否已支付 ?orderNo=（支付页轮询；通知迟到时向渠道查询）",
          [&s](const Request& req) {
              return core::ok(pay_state_json(s.check_payment(req.current_user(), parse_order_no(req))));
          });
    r.get("/order/orderSuccess/{orderNo}", login, "支付成功页的订单（未支付的被拒绝：订单未支付）",
          [&s](const Request& req) {
              return core::ok(order_json(s.paid_order(req.current_user(), parse_order_no(req))));
          });
    r.get("/order/payQrCode", login, "在线支付二维码（PNG）?orderNo=", [&s](const Request& req) {
        return core::png_response(s.qr_png(req.current_user(), parse_order_no(req)));
    });
}

OrderScope own_school(const Request& req) { return OrderScope::school(req.current_user().school_id); }

core::Response refund_answer(CommerceService& s, const Request& req, const OrderScope& scope) {
    std::string order_no = parse_order_no(req);
    std::string reason = parse_refund_reason(req);
    return core::ok_with_msg(
        order_json(s.refund(req.current_user(), scope, order_no, reason, accounts::client_of(req).ip)), "退款成功");
}

void register_refund_routes(core::Router::Domain& r, CommerceService& s) {
    Access admins = Access::roles({core::Role::kSchoolAdmin});
    r.post("/order/getSchoolOrderList", admins,
           "本校的课程与培训订单 {status?, keyword?（订单号、手机号或标题）, page, size} → list, total（学校管理员）",
           [&s](const Request& req) {
               return core::ok(school_orders_json(s.school_orders(own_school(req), parse_school_order_query(req))));
           });
    r.post("/order/refund", admins, "退款到买家余额 {orderNo, reason}（本校已支付的课程或培训订单；学校管理员）",
           [&s](const Request& req) { return refund_answer(s, req, own_school(req)); });
    // The platform admin's: every school's orders, the refund of any, any user's balance (docs/admin.md).
    Access platform = Access::role(core::Role::kAdmin);
    r.get("/admin/orders", platform,
          "全平台订单（含充值与激活码订单；新下单在前）?schoolSign&orderType&status&keyword&page&size → list, total",
          [&s](const Request& req) {
              return core::ok(
                  school_orders_json(s.school_orders(OrderScope::every_school(), parse_admin_order_query(req))));
          });
    r.post("/admin/order/refund", platform, "退款到买家余额 {orderNo, reason}（任一学校已支付的课程或培训订单）",
           [&s](const Request& req) { return refund_answer(s, req, OrderScope::every_school()); });
    r.get("/admin/user/wallet", platform, "用户的余额与余额明细 ?userId&page&size → balance, list, total（最新在前）",
          [&s](const Request& req) {
              std::string user = core::required_sign(req, "userId", "请选择用户");
              return core::ok(wallet_json(s.wallet_of(user, core::parse_page(req, 10))));
          });
}

void register_discount_routes(core::Router::Domain& r, CommerceService& s) {
    Access login = Access::login();
    r.post("/discount/addBatch", login,
           "生成优惠码批次 {courseId, name, kind 1 折扣 | 2 立减, value, startTime, endTime, useLimit, "
           "count}（本课程教师、本校管理员）",
           [&s](const Request& req) {
               std::string course;
               int count = 0;
               DiscountBatch batch = parse_batch(req, &course, &count);
               return core::ok_with_msg(batch_json(s.add_batch(req.current_user(), course, batch, count)), "添加成功");
           });
    r.get("/discount/getBatchList", login, "课程的优惠码批次 ?courseId=（含已用次数；本课程教师、本校管理员）",
          [&s](const Request& req) {
              return core::ok(batches_json(s.batches(req.current_user(), parse_course_id(req))));
          });
    core::post_with_export(
        r, "/discount/getCodeList", login, "批次的优惠码 {batchId, page, size} → list, total（本课程教师、本校管理员）",
        [&s](const Request& req) {
            return core::ok(codes_json(s.codes(req.current_user(), parse_batch_id(req), core::parse_page(req, 20))));
        },
        [&s](const Request& req) {
            auto rows = s.codes_export(req.current_user(), parse_batch_id(req));
            return s.exporter().answer(rows.batch.name, "优惠码", code_columns(), [&](core::XlsxWriter& w) {
                for (const auto& c : rows.rows) write_code(w, c);
            });
        });
}

}  // namespace

void register_routes(core::Router& router, CommerceService& s, MarketerService& m) {
    auto r = router.domain("commerce");
    register_order_routes(r, s);
    register_refund_routes(r, s);
    register_discount_routes(r, s);
    register_marketer_routes(r, m);
    Access login = Access::login();
    r.get("/balance/getVirtualBalance", login, "我的余额 → balance（分）", [&s](const Request& req) {
        return core::ok(json::object{{"balance", s.balance(req.current_user())}});
    });
    r.post("/balance/getVirtualRecord", login, "余额明细 {page, size} → list, total（最新在前）",
           [&s](const Request& req) {
               return core::ok(entries_json(s.entries(req.current_user(), core::parse_page(req, 10))));
           });
    r.get("/pay/cashier/{token}", Access::public_(), "平台收银台：支付链接对应的订单（二维码打开的页面）",
          [&s](const Request& req) { return core::ok(cashier_json(s.cashier(parse_token(req)))); });
    r.post("/pay/notify/alipay", Access::public_(), "支付宝异步通知（验签通过回 success，否则 fail；同一笔只入账一次）",
           [&s](const Request& req) {
               core::Response res;
               res.content_type = "text/plain; charset=utf-8";
               res.body = std::string(s.notify(req.body()) ? "success" : "fail");
               return res;
           })
        .accept_form_body();
    r.post("/pay/cashier/{token}", Access::public_(), "平台收银台：确认支付（同一链接只付一次）",
           [&s](const Request& req) {
               return core::ok_with_msg(cashier_json(s.cashier_pay(parse_token(req))), "支付成功");
           });
}

}  // namespace xj::commerce
