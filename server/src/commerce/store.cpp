#include "commerce/store.h"

#include "db/like.h"

namespace xj::commerce {

namespace {

#define XJ_ORDER_COLUMNS                                                                                           \
    "o.id, o.order_no, o.user_id, o.school_id, o.order_type, o.course_id, o.title, o.picture, o.price_fen, "       \
    "o.discount_fen, o.amount_fen, o.discount_code, o.status, o.pay_type, o.created_at, o.expires_at, o.paid_at, " \
    "o.closed_at, o.refunded_at, o.refund_reason, o.marketer_id, o.commission_fen, o.quantity, c.sign AS course_sign"
#define XJ_PAYMENT_COLUMNS \
    "id, order_id, provider, out_trade_no, token, code_url, amount_fen, status, trade_no, created_at"

constexpr std::string_view kAnyOrder = "SELECT 1 AS x FROM purchase_order LIMIT 1";
constexpr std::string_view kInsertOrder =
    "INSERT INTO purchase_order (order_no, user_id, school_id, order_type, course_id, title, picture, price_fen, "
    "discount_fen, amount_fen, discount_code, marketer_id, quantity, status, pay_type, created_at, expires_at) VALUES "
    "(:no, :user, :school, :type, :course, :title, :picture, :price, :discount, :amount, :code, :marketer, :quantity, "
    "0, 0, :now, :expires) "
    "ON CONFLICT DO NOTHING RETURNING id";
constexpr std::string_view kOrderFrom =
    "SELECT " XJ_ORDER_COLUMNS " FROM purchase_order o LEFT JOIN course c ON c.id = o.course_id ";
constexpr std::string_view kForUpdateOfOrder = " FOR UPDATE OF o";
constexpr std::string_view kForUpdate = " FOR UPDATE";
constexpr std::string_view kByNo = "WHERE o.order_no = :no";
constexpr std::string_view kById = "WHERE o.id = :id";
// A buyer's own course or training order (code orders are for others).
constexpr std::string_view kUnpaidFor =
    "WHERE o.user_id = :user AND o.course_id = :course AND o.status = 0 AND o.order_type IN (1, 2)";
constexpr std::string_view kLatestFor =
    "WHERE o.user_id = :user AND o.course_id = :course AND o.hidden = 0 AND o.order_type IN (1, 2) ORDER BY o.id "
    "DESC LIMIT 1";
constexpr std::string_view kListWhere = "WHERE o.user_id = :user AND o.hidden = 0";
constexpr std::string_view kListType = " AND o.order_type = :type";
constexpr std::string_view kListPay = " AND o.pay_type = :pay";
constexpr std::string_view kListFrom = " AND o.created_at >= :from";
constexpr std::string_view kListTo = " AND o.created_at < :to";
constexpr std::string_view kListTitleSqlite = " AND o.title LIKE :like ESCAPE '\\'";
constexpr std::string_view kListTitlePostgres = " AND o.title ILIKE :like ESCAPE '\\'";
constexpr std::string_view kListOrder = " ORDER BY o.created_at DESC, o.id DESC LIMIT :limit OFFSET :offset";
constexpr std::string_view kListCount = "SELECT COUNT(*) AS n FROM purchase_order o ";
constexpr std::string_view kMarkPaid =
    "UPDATE purchase_order SET status = 1, pay_type = :pay, paid_at = :now WHERE id = :id AND status = 0";
constexpr std::string_view kClose =
    "UPDATE purchase_order SET status = 2, closed_at = :now, hidden = :hide WHERE id = :id AND status = 0";
constexpr std::string_view kHide = "UPDATE purchase_order SET hidden = 1 WHERE id = :id";
constexpr std::string_view kSetPayType = "UPDATE purchase_order SET pay_type = :pay WHERE id = :id AND status = 0";
constexpr std::string_view kReprice =
    "UPDATE purchase_order SET discount_fen = :discount, amount_fen = price_fen - :discount, discount_code = :code "
    "WHERE id = :id AND status = 0";
constexpr std::string_view kMarkRefunded =
    "UPDATE purchase_order SET status = 3, refunded_at = :now, refund_reason = :reason, refunded_by = :by "
    "WHERE id = :id AND status = 1";
constexpr std::string_view kSetCommission = "UPDATE purchase_order SET commission_fen = :fen WHERE id = :id";
constexpr std::string_view kSetMarketer =
    "UPDATE purchase_order SET marketer_id = :marketer WHERE id = :id AND status = 0 AND marketer_id IS NULL";
// The school's course, training and code orders (top-ups are the buyers' own money), with their buyers.
constexpr std::string_view kSchoolFrom =
    "SELECT " XJ_ORDER_COLUMNS
    ", u.name AS buyer_name, u.mobile AS buyer_mobile, s.name AS school_name FROM purchase_order o "
    "LEFT JOIN course c ON c.id = o.course_id JOIN users u ON u.id = o.user_id JOIN school s ON s.id = o.school_id ";
constexpr std::string_view kSchoolCount =
    "SELECT COUNT(*) AS n FROM purchase_order o JOIN users u ON u.id = o.user_id JOIN school s ON s.id = o.school_id ";
// A school admin's list: the orders of courses and trainings (and their codes) of their school; top-ups are the
// platform's.
constexpr std::string_view kSchoolWhere = "WHERE o.school_id = :school AND o.order_type IN (1, 2, 4)";
constexpr std::string_view kEveryWhere = "WHERE 1 = 1";
constexpr std::string_view kSchoolSign = " AND s.sign = :sign";
constexpr std::string_view kSchoolStatus = " AND o.status = :status";
constexpr std::string_view kSchoolType = " AND o.order_type = :type";
constexpr std::string_view kSchoolKeywordSqlite =
    " AND (o.order_no = :kw OR u.mobile = :kw OR o.title LIKE :like ESCAPE '\\')";
constexpr std::string_view kSchoolKeywordPostgres =
    " AND (o.order_no = :kw OR u.mobile = :kw OR o.title ILIKE :like ESCAPE '\\')";
constexpr std::string_view kOpenOrders =
    "SELECT COUNT(*) AS n FROM purchase_order WHERE user_id = :user AND order_type = :type AND status = 0 "
    "AND expires_at > :now";
constexpr std::string_view kInsertOrderCode = "INSERT INTO order_code (order_id, code) VALUES (:order, :code)";
constexpr std::string_view kOrderCodeCount = "SELECT COUNT(*) AS n FROM order_code WHERE order_id = :order";
// The codes with their use (activation_code is the courses domain's, read here).
constexpr std::string_view kOrderCodeList =
    "SELECT oc.code, a.used_at, u.name AS used_by FROM order_code oc JOIN activation_code a ON a.code = oc.code "
    "LEFT JOIN users u ON u.id = a.used_by WHERE oc.order_id = :order ORDER BY oc.code LIMIT :limit OFFSET :offset";
constexpr std::string_view kDue =
    "SELECT id FROM purchase_order WHERE status = 0 AND expires_at <= :now ORDER BY expires_at, id LIMIT :limit";

constexpr std::string_view kInsertPayment =
    "INSERT INTO payment (order_id, provider, out_trade_no, token, code_url, amount_fen, status, created_at) "
    "VALUES (:order, :provider, :trade, :token, :url, :amount, 0, :now)";
constexpr std::string_view kOpenPayment = "SELECT " XJ_PAYMENT_COLUMNS
                                          " FROM payment WHERE order_id = :order AND provider = :provider AND "
                                          "status = 0 ORDER BY id DESC LIMIT 1";
constexpr std::string_view kOpenPayments =
    "SELECT " XJ_PAYMENT_COLUMNS " FROM payment WHERE order_id = :order AND status = 0 ORDER BY id";
constexpr std::string_view kPaymentByToken = "SELECT " XJ_PAYMENT_COLUMNS " FROM payment WHERE token = :token";
constexpr std::string_view kPaymentByTrade = "SELECT " XJ_PAYMENT_COLUMNS " FROM payment WHERE out_trade_no = :trade";
constexpr std::string_view kMarkPaymentPaid =
    "UPDATE payment SET status = 1, trade_no = :trade_no, paid_at = :now WHERE id = :id AND status <> 1";
constexpr std::string_view kPaymentClose = "UPDATE payment SET status = 2 WHERE id = :id AND status = 0";

#undef XJ_ORDER_COLUMNS
#undef XJ_PAYMENT_COLUMNS

Order order_from(const db::Row& r) {
    Order o;
    o.id = r.integer("id");
    o.order_no = r.text("order_no");
    o.user_id = r.integer("user_id");
    o.school_id = r.integer("school_id");
    o.order_type = static_cast<int>(r.integer("order_type"));
    o.course_id = r.opt_integer("course_id");
    o.course_sign = r.text("course_sign");
    o.title = r.text("title");
    o.picture = r.text("picture");
    o.price_fen = r.integer("price_fen");
    o.discount_fen = r.integer("discount_fen");
    o.amount_fen = r.integer("amount_fen");
    o.discount_code = r.opt_text("discount_code");
    o.status = static_cast<int>(r.integer("status"));
    o.pay_type = static_cast<int>(r.integer("pay_type"));
    o.created_at = r.integer("created_at");
    o.expires_at = r.integer("expires_at");
    o.paid_at = r.opt_integer("paid_at");
    o.closed_at = r.opt_integer("closed_at");
    o.refunded_at = r.opt_integer("refunded_at");
    o.refund_reason = r.opt_text("refund_reason").value_or("");
    o.marketer_id = r.opt_integer("marketer_id");
    o.commission_fen = r.integer("commission_fen");
    o.quantity = static_cast<int>(r.integer("quantity"));
    return o;
}

Payment payment_from(const db::Row& r) {
    Payment p;
    p.id = r.integer("id");
    p.order_id = r.integer("order_id");
    p.provider = r.text("provider");
    p.out_trade_no = r.text("out_trade_no");
    p.token = r.opt_text("token");
    p.code_url = r.text("code_url");
    p.amount_fen = r.integer("amount_fen");
    p.status = static_cast<int>(r.integer("status"));
    p.trade_no = r.opt_text("trade_no");
    p.created_at = r.integer("created_at");
    return p;
}

std::optional<Order> one_order(db::Conn& conn, std::string_view where, const db::Params& params, bool lock) {
    std::string sql(kOrderFrom);
    sql += where;
    if (lock && conn.dialect() == db::Dialect::kPostgres) sql += kForUpdateOfOrder;
    auto r = conn.query_one(sql, params);
    if (!r) return std::nullopt;
    return order_from(*r);
}

std::optional<Payment> one_payment(db::Conn& conn, std::string_view sql_base, const db::Params& params, bool lock) {
    std::string sql(sql_base);
    if (lock && conn.dialect() == db::Dialect::kPostgres) sql += kForUpdate;
    auto r = conn.query_one(sql, params);
    if (!r) return std::nullopt;
    return payment_from(*r);
}

}  // namespace

bool CommerceStore::any_order(db::Conn& conn) const { return conn.query_one(kAnyOrder).has_value(); }

std::optional<std::int64_t> CommerceStore::insert_order(db::Conn& conn, const NewOrder& o) const {
    auto r = conn.query_one(kInsertOrder, {{"no", o.order_no},
                                           {"user", o.user_id},
                                           {"school", o.school_id},
                                           {"type", static_cast<std::int64_t>(o.order_type)},
                                           {"course", db::nullable(o.course_id)},
                                           {"title", o.title},
                                           {"picture", o.picture},
                                           {"price", o.price_fen},
                                           {"discount", o.discount_fen},
                                           {"amount", o.price_fen - o.discount_fen},
                                           {"code", db::nullable(o.discount_code)},
                                           {"marketer", db::nullable(o.marketer_id)},
                                           {"quantity", static_cast<std::int64_t>(o.quantity)},
                                           {"now", o.created_at},
                                           {"expires", o.expires_at}});
    if (!r) return std::nullopt;
    return r->integer("id");
}

std::optional<Order> CommerceStore::order_by_no(db::Conn& conn, std::string_view order_no, bool lock) const {
    return one_order(conn, kByNo, {{"no", std::string(order_no)}}, lock);
}

std::optional<Order> CommerceStore::order_by_id(db::Conn& conn, std::int64_t id, bool lock) const {
    return one_order(conn, kById, {{"id", id}}, lock);
}

std::optional<Order> CommerceStore::unpaid_order_for(db::Conn& conn, std::int64_t user_id,
                                                     std::int64_t course_id) const {
    return one_order(conn, kUnpaidFor, {{"user", user_id}, {"course", course_id}}, false);
}

std::optional<Order> CommerceStore::latest_order_for(db::Conn& conn, std::int64_t user_id,
                                                     std::int64_t course_id) const {
    return one_order(conn, kLatestFor, {{"user", user_id}, {"course", course_id}}, false);
}

Paged<Order> CommerceStore::orders_of(db::Conn& conn, std::int64_t user_id, const OrderQuery& q) const {
    std::string where(kListWhere);
    db::Params params{{"user", user_id}};
    if (q.order_type != 0) {
        where += kListType;
        params.push_back({"type", static_cast<std::int64_t>(q.order_type)});
    }
    if (q.pay_type != 0) {
        where += kListPay;
        params.push_back({"pay", static_cast<std::int64_t>(q.pay_type)});
    }
    if (q.start_time) {
        where += kListFrom;
        params.push_back({"from", *q.start_time});
    }
    if (q.end_time) {
        where += kListTo;
        params.push_back({"to", *q.end_time});
    }
    if (!q.title.empty()) {
        where += conn.dialect() == db::Dialect::kPostgres ? kListTitlePostgres : kListTitleSqlite;
        params.push_back({"like", db::like_contains(q.title)});
    }
    Paged<Order> out;
    out.total = conn.query_one(std::string(kListCount) + where, params)->integer("n");
    if (out.total == 0) return out;
    params.push_back({"limit", static_cast<std::int64_t>(q.page.size)});
    params.push_back({"offset", q.page.offset()});
    for (const auto& r : conn.query(std::string(kOrderFrom) + where + std::string(kListOrder), params))
        out.list.push_back(order_from(r));
    return out;
}

bool CommerceStore::mark_paid(db::Conn& conn, std::int64_t order_id, int pay_type, std::int64_t now) const {
    return conn.exec(kMarkPaid, {{"id", order_id}, {"pay", static_cast<std::int64_t>(pay_type)}, {"now", now}}) == 1;
}

bool CommerceStore::close_order(db::Conn& conn, std::int64_t order_id, bool hide, std::int64_t now) const {
    return conn.exec(kClose, {{"id", order_id}, {"hide", static_cast<std::int64_t>(hide ? 1 : 0)}, {"now", now}}) == 1;
}

void CommerceStore::hide_order(db::Conn& conn, std::int64_t order_id) const { conn.exec(kHide, {{"id", order_id}}); }

void CommerceStore::set_pay_type(db::Conn& conn, std::int64_t order_id, int pay_type) const {
    conn.exec(kSetPayType, {{"id", order_id}, {"pay", static_cast<std::int64_t>(pay_type)}});
}

void CommerceStore::reprice(db::Conn& conn, std::int64_t order_id, std::int64_t discount_fen,
                            const std::optional<std::string>& code) const {
    conn.exec(kReprice, {{"id", order_id}, {"discount", discount_fen}, {"code", db::nullable(code)}});
}

bool CommerceStore::mark_refunded(db::Conn& conn, std::int64_t order_id, const std::string& reason, std::int64_t by,
                                  std::int64_t now) const {
    return conn.exec(kMarkRefunded, {{"id", order_id}, {"reason", reason}, {"by", by}, {"now", now}}) == 1;
}

void CommerceStore::set_commission(db::Conn& conn, std::int64_t order_id, std::int64_t fen) const {
    conn.exec(kSetCommission, {{"id", order_id}, {"fen", fen}});
}

void CommerceStore::set_marketer(db::Conn& conn, std::int64_t order_id, std::int64_t marketer_id) const {
    conn.exec(kSetMarketer, {{"id", order_id}, {"marketer", marketer_id}});
}

Paged<SchoolOrder> CommerceStore::school_orders(db::Conn& conn, const OrderScope& scope,
                                                const SchoolOrderQuery& q) const {
    std::string where(scope.school_id ? kSchoolWhere : kEveryWhere);
    db::Params params;
    if (scope.school_id) params.push_back({"school", *scope.school_id});
    if (!q.school_sign.empty()) {
        where += kSchoolSign;
        params.push_back({"sign", q.school_sign});
    }
    if (q.order_type >= 0) {
        where += kSchoolType;
        params.push_back({"type", static_cast<std::int64_t>(q.order_type)});
    }
    if (q.status >= 0) {
        where += kSchoolStatus;
        params.push_back({"status", static_cast<std::int64_t>(q.status)});
    }
    if (!q.keyword.empty()) {
        where += conn.dialect() == db::Dialect::kPostgres ? kSchoolKeywordPostgres : kSchoolKeywordSqlite;
        params.push_back({"kw", q.keyword});
        params.push_back({"like", db::like_contains(q.keyword)});
    }
    Paged<SchoolOrder> out;
    out.total = conn.query_one(std::string(kSchoolCount) + where, params)->integer("n");
    if (out.total == 0) return out;
    params.push_back({"limit", static_cast<std::int64_t>(q.page.size)});
    params.push_back({"offset", q.page.offset()});
    for (const auto& r : conn.query(std::string(kSchoolFrom) + where + std::string(kListOrder), params))
        out.list.push_back(
            SchoolOrder{order_from(r), r.text("buyer_name"), r.text("buyer_mobile"), r.text("school_name")});
    return out;
}

int CommerceStore::open_orders(db::Conn& conn, std::int64_t user_id, int order_type, std::int64_t now) const {
    return static_cast<int>(
        conn.query_one(kOpenOrders, {{"user", user_id}, {"type", static_cast<std::int64_t>(order_type)}, {"now", now}})
            ->integer("n"));
}

void CommerceStore::insert_order_code(db::Conn& conn, std::int64_t order_id, const std::string& code) const {
    conn.exec(kInsertOrderCode, {{"order", order_id}, {"code", code}});
}

Paged<BoughtCode> CommerceStore::order_codes(db::Conn& conn, std::int64_t order_id, const Page& page) const {
    Paged<BoughtCode> out;
    out.total = conn.query_one(kOrderCodeCount, {{"order", order_id}})->integer("n");
    if (out.total == 0) return out;
    for (const auto& r :
         conn.query(kOrderCodeList,
                    {{"order", order_id}, {"limit", static_cast<std::int64_t>(page.size)}, {"offset", page.offset()}}))
        out.list.push_back(BoughtCode{r.text("code"), r.text("used_by"), r.opt_integer("used_at")});
    return out;
}

std::vector<std::int64_t> CommerceStore::due_orders(db::Conn& conn, std::int64_t now, int limit) const {
    std::vector<std::int64_t> out;
    for (const auto& r : conn.query(kDue, {{"now", now}, {"limit", static_cast<std::int64_t>(limit)}}))
        out.push_back(r.integer("id"));
    return out;
}

void CommerceStore::insert_payment(db::Conn& conn, const Payment& p) const {
    conn.exec(kInsertPayment, {{"order", p.order_id},
                               {"provider", p.provider},
                               {"trade", p.out_trade_no},
                               {"token", db::nullable(p.token)},
                               {"url", p.code_url},
                               {"amount", p.amount_fen},
                               {"now", p.created_at}});
}

std::optional<Payment> CommerceStore::open_payment(db::Conn& conn, std::int64_t order_id,
                                                   std::string_view provider) const {
    return one_payment(conn, kOpenPayment, {{"order", order_id}, {"provider", std::string(provider)}}, false);
}

std::vector<Payment> CommerceStore::open_payments(db::Conn& conn, std::int64_t order_id) const {
    std::vector<Payment> out;
    for (const auto& r : conn.query(kOpenPayments, {{"order", order_id}})) out.push_back(payment_from(r));
    return out;
}

std::optional<Payment> CommerceStore::payment_by_token(db::Conn& conn, std::string_view token, bool lock) const {
    return one_payment(conn, kPaymentByToken, {{"token", std::string(token)}}, lock);
}

std::optional<Payment> CommerceStore::payment_by_trade(db::Conn& conn, std::string_view out_trade_no, bool lock) const {
    return one_payment(conn, kPaymentByTrade, {{"trade", std::string(out_trade_no)}}, lock);
}

bool CommerceStore::mark_payment_paid(db::Conn& conn, std::int64_t payment_id, const std::string& trade_no,
                                      std::int64_t now) const {
    return conn.exec(kMarkPaymentPaid, {{"id", payment_id}, {"trade_no", trade_no}, {"now", now}}) == 1;
}

bool CommerceStore::close_payment(db::Conn& conn, std::int64_t payment_id) const {
    return conn.exec(kPaymentClose, {{"id", payment_id}}) == 1;
}

}  // namespace xj::commerce
