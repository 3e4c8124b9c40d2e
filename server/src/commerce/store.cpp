#include "commerce/store.h"

#include "db/like.h"

namespace xj::commerce {

namespace {

#define XJ_ORDER_COLUMNS                                                                                           \
    "o.id, o.order_no, o.user_id, o.school_id, o.order_type, o.course_id, o.title, o.picture, o.price_fen, "       \
    "o.discount_fen, o.amount_fen, o.discount_code, o.status, o.pay_type, o.created_at, o.expires_at, o.paid_at, " \
    "o.closed_at, c.sign AS course_sign"
#define XJ_PAYMENT_COLUMNS \
    "id, order_id, provider, out_trade_no, token, code_url, amount_fen, status, trade_no, created_at"

constexpr std::string_view kAnyOrder = "SELECT 1 AS x FROM purchase_order LIMIT 1";
constexpr std::string_view kInsertOrder =
    "INSERT INTO purchase_order (order_no, user_id, school_id, order_type, course_id, title, picture, price_fen, "
    "discount_fen, amount_fen, discount_code, status, pay_type, created_at, expires_at) VALUES (:no, :user, :school, "
    ":type, :course, :title, :picture, :price, :discount, :amount, :code, 0, 0, :now, :expires) "
    "ON CONFLICT DO NOTHING RETURNING id";
constexpr std::string_view kOrderFrom =
    "SELECT " XJ_ORDER_COLUMNS " FROM purchase_order o LEFT JOIN course c ON c.id = o.course_id ";
constexpr std::string_view kForUpdateOfOrder = " FOR UPDATE OF o";
constexpr std::string_view kForUpdate = " FOR UPDATE";
constexpr std::string_view kByNo = "WHERE o.order_no = :no";
constexpr std::string_view kById = "WHERE o.id = :id";
constexpr std::string_view kUnpaidFor = "WHERE o.user_id = :user AND o.course_id = :course AND o.status = 0";
constexpr std::string_view kLatestFor =
    "WHERE o.user_id = :user AND o.course_id = :course AND o.hidden = 0 ORDER BY o.id DESC LIMIT 1";
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
constexpr std::string_view kOpenTopUps =
    "SELECT COUNT(*) AS n FROM purchase_order WHERE user_id = :user AND order_type = 3 AND status = 0 "
    "AND expires_at > :now";
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

constexpr std::string_view kInsertBatch =
    "INSERT INTO discount_batch (sign, course_id, name, kind, value, starts_at, ends_at, use_limit, created_by, "
    "created_at) VALUES (:sign, :course, :name, :kind, :value, :starts, :ends, :limit, :by, :now) RETURNING id";
constexpr std::string_view kInsertCode =
    "INSERT INTO discount_code (code, batch_id) VALUES (:code, :batch) ON CONFLICT (code) DO NOTHING";
#define XJ_BATCH_COLUMNS \
    "b.id, b.sign, b.course_id, b.name, b.kind, b.value, b.starts_at, b.ends_at, b.use_limit, b.created_at"
constexpr std::string_view kCode =
    "SELECT d.id AS code_id, d.code, d.used_count, " XJ_BATCH_COLUMNS
    " FROM discount_code d JOIN discount_batch b ON b.id = d.batch_id WHERE d.code = :code";
constexpr std::string_view kTakeCodeUse =
    "UPDATE discount_code SET used_count = used_count + 1 WHERE id = :id AND used_count < :limit";
constexpr std::string_view kGiveCodeUse =
    "UPDATE discount_code SET used_count = used_count - 1 WHERE code = :code AND used_count > 0";
constexpr std::string_view kBatchesOf =
    "SELECT " XJ_BATCH_COLUMNS
    ", (SELECT COUNT(*) FROM discount_code d WHERE d.batch_id = b.id) AS code_count, "
    "(SELECT CAST(COALESCE(SUM(d.used_count), 0) AS BIGINT) FROM discount_code d WHERE d.batch_id = b.id) AS "
    "used_total "
    "FROM discount_batch b WHERE b.course_id = :course ORDER BY b.id DESC";
constexpr std::string_view kBatch = "SELECT " XJ_BATCH_COLUMNS " FROM discount_batch b WHERE b.sign = :sign";
constexpr std::string_view kCodesOf =
    "SELECT d.id AS code_id, d.code, d.used_count, " XJ_BATCH_COLUMNS
    " FROM discount_code d JOIN discount_batch b ON b.id = d.batch_id WHERE d.batch_id = :batch ORDER BY d.id "
    "LIMIT :limit OFFSET :offset";
constexpr std::string_view kCodeCount = "SELECT COUNT(*) AS n FROM discount_code WHERE batch_id = :batch";
#undef XJ_BATCH_COLUMNS
constexpr std::string_view kBalance = "SELECT balance_fen FROM wallet WHERE user_id = :user";
constexpr std::string_view kTake =
    "UPDATE wallet SET balance_fen = balance_fen - :amount, updated_at = :now "
    "WHERE user_id = :user AND balance_fen >= :amount RETURNING balance_fen";
constexpr std::string_view kGive =
    "INSERT INTO wallet (user_id, balance_fen, updated_at) VALUES (:user, :amount, :now) "
    "ON CONFLICT (user_id) DO UPDATE SET balance_fen = wallet.balance_fen + excluded.balance_fen, "
    "updated_at = excluded.updated_at RETURNING balance_fen";
constexpr std::string_view kInsertEntry =
    "INSERT INTO wallet_entry (user_id, kind, amount_fen, balance_after, order_id, note, created_at) "
    "VALUES (:user, :kind, :amount, :after, :order, :note, :now)";
constexpr std::string_view kEntries =
    "SELECT e.id, e.kind, e.amount_fen, e.balance_after, e.note, e.created_at, o.order_no FROM wallet_entry e "
    "LEFT JOIN purchase_order o ON o.id = e.order_id WHERE e.user_id = :user ORDER BY e.id DESC "
    "LIMIT :limit OFFSET :offset";
constexpr std::string_view kEntryCount = "SELECT COUNT(*) AS n FROM wallet_entry WHERE user_id = :user";
constexpr std::string_view kLedgerSum =
    "SELECT CAST(COALESCE(SUM(amount_fen), 0) AS BIGINT) AS total FROM wallet_entry WHERE user_id = :user";
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

DiscountBatch batch_from(const db::Row& r) {
    DiscountBatch b;
    b.id = r.integer("id");
    b.sign = r.text("sign");
    b.course_id = r.integer("course_id");
    b.name = r.text("name");
    b.kind = static_cast<int>(r.integer("kind"));
    b.value = r.integer("value");
    b.starts_at = r.integer("starts_at");
    b.ends_at = r.integer("ends_at");
    b.use_limit = static_cast<int>(r.integer("use_limit"));
    b.created_at = r.integer("created_at");
    return b;
}

DiscountCode code_from(const db::Row& r) {
    DiscountCode c;
    c.id = r.integer("code_id");
    c.code = r.text("code");
    c.used_count = static_cast<int>(r.integer("used_count"));
    c.batch = batch_from(r);
    return c;
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

int CommerceStore::open_top_ups(db::Conn& conn, std::int64_t user_id, std::int64_t now) const {
    return static_cast<int>(conn.query_one(kOpenTopUps, {{"user", user_id}, {"now", now}})->integer("n"));
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

std::int64_t CommerceStore::insert_batch(db::Conn& conn, const DiscountBatch& b, std::optional<std::int64_t> by) const {
    return conn
        .query_one(kInsertBatch, {{"sign", b.sign},
                                  {"course", b.course_id},
                                  {"name", b.name},
                                  {"kind", static_cast<std::int64_t>(b.kind)},
                                  {"value", b.value},
                                  {"starts", b.starts_at},
                                  {"ends", b.ends_at},
                                  {"limit", static_cast<std::int64_t>(b.use_limit)},
                                  {"by", db::nullable(by)},
                                  {"now", b.created_at}})
        ->integer("id");
}

bool CommerceStore::insert_code(db::Conn& conn, const std::string& code, std::int64_t batch_id) const {
    return conn.exec(kInsertCode, {{"code", code}, {"batch", batch_id}}) == 1;
}

std::optional<DiscountCode> CommerceStore::code(db::Conn& conn, std::string_view code) const {
    auto r = conn.query_one(kCode, {{"code", std::string(code)}});
    if (!r) return std::nullopt;
    return code_from(*r);
}

bool CommerceStore::take_code_use(db::Conn& conn, std::int64_t code_id, int limit) const {
    return conn.exec(kTakeCodeUse, {{"id", code_id}, {"limit", static_cast<std::int64_t>(limit)}}) == 1;
}

void CommerceStore::give_code_use(db::Conn& conn, std::string_view code) const {
    conn.exec(kGiveCodeUse, {{"code", std::string(code)}});
}

std::vector<DiscountBatch> CommerceStore::batches_of(db::Conn& conn, std::int64_t course_id) const {
    std::vector<DiscountBatch> out;
    for (const auto& r : conn.query(kBatchesOf, {{"course", course_id}})) {
        DiscountBatch b = batch_from(r);
        b.code_count = static_cast<int>(r.integer("code_count"));
        b.used_total = r.integer("used_total");
        out.push_back(std::move(b));
    }
    return out;
}

std::optional<DiscountBatch> CommerceStore::batch(db::Conn& conn, std::string_view sign) const {
    auto r = conn.query_one(kBatch, {{"sign", std::string(sign)}});
    if (!r) return std::nullopt;
    return batch_from(*r);
}

Paged<DiscountCode> CommerceStore::codes_of(db::Conn& conn, std::int64_t batch_id, const Page& page) const {
    Paged<DiscountCode> out;
    out.total = conn.query_one(kCodeCount, {{"batch", batch_id}})->integer("n");
    if (out.total == 0) return out;
    for (const auto& r :
         conn.query(kCodesOf,
                    {{"batch", batch_id}, {"limit", static_cast<std::int64_t>(page.size)}, {"offset", page.offset()}}))
        out.list.push_back(code_from(r));
    return out;
}

std::int64_t CommerceStore::balance(db::Conn& conn, std::int64_t user_id) const {
    auto r = conn.query_one(kBalance, {{"user", user_id}});
    return r ? r->integer("balance_fen") : 0;
}

std::optional<std::int64_t> CommerceStore::take(db::Conn& conn, std::int64_t user_id, std::int64_t amount,
                                                std::int64_t now) const {
    auto r = conn.query_one(kTake, {{"user", user_id}, {"amount", amount}, {"now", now}});
    if (!r) return std::nullopt;
    return r->integer("balance_fen");
}

std::int64_t CommerceStore::give(db::Conn& conn, std::int64_t user_id, std::int64_t amount, std::int64_t now) const {
    return conn.query_one(kGive, {{"user", user_id}, {"amount", amount}, {"now", now}})->integer("balance_fen");
}

void CommerceStore::insert_entry(db::Conn& conn, std::int64_t user_id, int kind, std::int64_t amount,
                                 std::int64_t balance_after, std::optional<std::int64_t> order_id,
                                 const std::string& note, std::int64_t now) const {
    conn.exec(kInsertEntry, {{"user", user_id},
                             {"kind", static_cast<std::int64_t>(kind)},
                             {"amount", amount},
                             {"after", balance_after},
                             {"order", db::nullable(order_id)},
                             {"note", note},
                             {"now", now}});
}

Paged<WalletEntry> CommerceStore::entries(db::Conn& conn, std::int64_t user_id, const Page& page) const {
    Paged<WalletEntry> out;
    out.total = conn.query_one(kEntryCount, {{"user", user_id}})->integer("n");
    if (out.total == 0) return out;
    for (const auto& r :
         conn.query(kEntries,
                    {{"user", user_id}, {"limit", static_cast<std::int64_t>(page.size)}, {"offset", page.offset()}})) {
        WalletEntry e;
        e.id = r.integer("id");
        e.kind = static_cast<int>(r.integer("kind"));
        e.amount_fen = r.integer("amount_fen");
        e.balance_after = r.integer("balance_after");
        e.order_no = r.text("order_no");
        e.note = r.text("note");
        e.created_at = r.integer("created_at");
        out.list.push_back(std::move(e));
    }
    return out;
}

std::int64_t CommerceStore::ledger_sum(db::Conn& conn, std::int64_t user_id) const {
    return conn.query_one(kLedgerSum, {{"user", user_id}})->integer("total");
}

}  // namespace xj::commerce
