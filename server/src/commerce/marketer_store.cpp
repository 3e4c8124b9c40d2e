#include "commerce/marketer_store.h"

#include "db/like.h"

namespace xj::commerce {

namespace {

#define XJ_MARKETER_COLUMNS                                                                                   \
    "m.id, m.sign, m.user_id, m.school_id, m.real_name, m.mobile, m.intro, m.status, m.rate, m.review_note, " \
    "m.applied_at, m.reviewed_at, u.name AS user_name, u.photo AS user_photo"
constexpr std::string_view kFrom = "SELECT " XJ_MARKETER_COLUMNS " FROM marketer m JOIN users u ON u.id = m.user_id ";
#undef XJ_MARKETER_COLUMNS
constexpr std::string_view kByUser = "WHERE m.school_id = :school AND m.user_id = :user";
constexpr std::string_view kBySign = "WHERE m.sign = :sign";
constexpr std::string_view kById = "WHERE m.id = :id";
constexpr std::string_view kForUpdateOfM = " FOR UPDATE OF m";
constexpr std::string_view kInsert =
    "INSERT INTO marketer (sign, user_id, school_id, real_name, mobile, intro, status, applied_at) VALUES (:sign, "
    ":user, :school, :name, :mobile, :intro, 0, :now) ON CONFLICT DO NOTHING";
constexpr std::string_view kReapply =
    "UPDATE marketer SET real_name = :name, mobile = :mobile, intro = :intro, status = 0, rate = 0, "
    "review_note = '', applied_at = :now, reviewed_at = NULL, reviewed_by = NULL WHERE id = :id AND status = 2";
constexpr std::string_view kSetStatus =
    "UPDATE marketer SET status = :to, rate = :rate, review_note = :note, reviewed_at = :now, reviewed_by = :by "
    "WHERE id = :id AND status = :from";
constexpr std::string_view kSchoolWhere = "WHERE m.school_id = :school";
constexpr std::string_view kSchoolStatus = " AND m.status = :status";
constexpr std::string_view kSchoolKeywordSqlite = " AND (m.mobile = :kw OR m.real_name LIKE :like ESCAPE '\\')";
constexpr std::string_view kSchoolKeywordPostgres = " AND (m.mobile = :kw OR m.real_name ILIKE :like ESCAPE '\\')";
constexpr std::string_view kSchoolCount = "SELECT COUNT(*) AS n FROM marketer m ";
// Pending applications first (what the admin has to do), then the newest.
constexpr std::string_view kSchoolOrder =
    " ORDER BY CASE WHEN m.status = 0 THEN 0 ELSE 1 END, m.applied_at DESC, m.id DESC LIMIT :limit OFFSET :offset";
// Visitors are told apart by what they send (their address and browser), so a flood could make every request a new
// one: a link counts at most :cap visitors a day, and what comes past that writes nothing.
constexpr std::string_view kVisit =
    "INSERT INTO referral_visit (marketer_id, course_id, visitor, day, visited_at) SELECT :marketer, :course, "
    ":visitor, :day, :now WHERE (SELECT COUNT(*) FROM referral_visit WHERE marketer_id = :marketer AND course_id = "
    ":course AND day = :day) < :cap ON CONFLICT DO NOTHING";
constexpr std::string_view kVisits =
    "SELECT course_id, COUNT(*) AS n FROM referral_visit WHERE marketer_id = :marketer GROUP BY course_id";
constexpr std::string_view kOrders =
    "SELECT course_id, COUNT(*) AS n, CAST(COALESCE(SUM(commission_fen), 0) AS BIGINT) AS fen FROM purchase_order "
    "WHERE marketer_id = :marketer AND status = 1 AND course_id IS NOT NULL GROUP BY course_id";
constexpr std::string_view kCommissionWhere =
    " FROM purchase_order o JOIN users u ON u.id = o.user_id "
    "WHERE o.marketer_id = :marketer AND o.status IN (1, 3)";
constexpr std::string_view kCommissions =
    "SELECT o.order_no, o.title, o.amount_fen, o.commission_fen, o.status, o.paid_at, u.name AS buyer_name";
constexpr std::string_view kCommissionOrder = " ORDER BY o.paid_at DESC, o.id DESC LIMIT :limit OFFSET :offset";

Marketer marketer_from(const db::Row& r) {
    Marketer m;
    m.id = r.integer("id");
    m.sign = r.text("sign");
    m.user_id = r.integer("user_id");
    m.school_id = r.integer("school_id");
    m.real_name = r.text("real_name");
    m.mobile = r.text("mobile");
    m.intro = r.text("intro");
    m.status = static_cast<int>(r.integer("status"));
    m.rate = static_cast<int>(r.integer("rate"));
    m.review_note = r.text("review_note");
    m.applied_at = r.integer("applied_at");
    m.reviewed_at = r.opt_integer("reviewed_at");
    m.user_name = r.text("user_name");
    m.user_photo = r.text("user_photo");
    return m;
}

std::optional<Marketer> one(db::Conn& conn, std::string_view where, const db::Params& params, bool lock) {
    std::string sql(kFrom);
    sql += where;
    if (lock && conn.dialect() == db::Dialect::kPostgres) sql += kForUpdateOfM;
    auto r = conn.query_one(sql, params);
    if (!r) return std::nullopt;
    return marketer_from(*r);
}

}  // namespace

std::optional<Marketer> MarketerStore::by_user(db::Conn& conn, std::int64_t school_id, std::int64_t user_id,
                                               bool lock) const {
    return one(conn, kByUser, {{"school", school_id}, {"user", user_id}}, lock);
}

std::optional<Marketer> MarketerStore::by_sign(db::Conn& conn, std::string_view sign, bool lock) const {
    return one(conn, kBySign, {{"sign", std::string(sign)}}, lock);
}

std::optional<Marketer> MarketerStore::by_id(db::Conn& conn, std::int64_t id) const {
    return one(conn, kById, {{"id", id}}, false);
}

bool MarketerStore::insert(db::Conn& conn, const std::string& sign, std::int64_t school_id, std::int64_t user_id,
                           const MarketerApplication& a, std::int64_t now) const {
    return conn.exec(kInsert, {{"sign", sign},
                               {"user", user_id},
                               {"school", school_id},
                               {"name", a.real_name},
                               {"mobile", a.mobile},
                               {"intro", a.intro},
                               {"now", now}}) == 1;
}

void MarketerStore::reapply(db::Conn& conn, std::int64_t id, const MarketerApplication& a, std::int64_t now) const {
    conn.exec(kReapply, {{"id", id}, {"name", a.real_name}, {"mobile", a.mobile}, {"intro", a.intro}, {"now", now}});
}

bool MarketerStore::set_status(db::Conn& conn, std::int64_t id, int from, int to, int rate, const std::string& note,
                               std::int64_t by, std::int64_t now) const {
    return conn.exec(kSetStatus, {{"id", id},
                                  {"from", static_cast<std::int64_t>(from)},
                                  {"to", static_cast<std::int64_t>(to)},
                                  {"rate", static_cast<std::int64_t>(rate)},
                                  {"note", note},
                                  {"by", by},
                                  {"now", now}}) == 1;
}

Paged<Marketer> MarketerStore::of_school(db::Conn& conn, std::int64_t school_id, const MarketerQuery& q) const {
    std::string where(kSchoolWhere);
    db::Params params{{"school", school_id}};
    if (q.status >= 0) {
        where += kSchoolStatus;
        params.push_back({"status", static_cast<std::int64_t>(q.status)});
    }
    if (!q.keyword.empty()) {
        where += conn.dialect() == db::Dialect::kPostgres ? kSchoolKeywordPostgres : kSchoolKeywordSqlite;
        params.push_back({"kw", q.keyword});
        params.push_back({"like", db::like_contains(q.keyword)});
    }
    Paged<Marketer> out;
    out.total = conn.query_one(std::string(kSchoolCount) + where, params)->integer("n");
    if (out.total == 0) return out;
    params.push_back({"limit", static_cast<std::int64_t>(q.page.size)});
    params.push_back({"offset", q.page.offset()});
    for (const auto& r : conn.query(std::string(kFrom) + where + std::string(kSchoolOrder), params))
        out.list.push_back(marketer_from(r));
    return out;
}

void MarketerStore::record_visit(db::Conn& conn, std::int64_t marketer_id, std::int64_t course_id,
                                 const std::string& visitor, std::int64_t day, std::int64_t now) const {
    conn.exec(kVisit, {{"marketer", marketer_id},
                       {"course", course_id},
                       {"visitor", visitor},
                       {"day", day},
                       {"now", now},
                       {"cap", kVisitorsPerLinkDay}});
}

std::map<std::int64_t, ReferralStats> MarketerStore::stats(db::Conn& conn, std::int64_t marketer_id) const {
    std::map<std::int64_t, ReferralStats> out;
    for (const auto& r : conn.query(kVisits, {{"marketer", marketer_id}}))
        out[r.integer("course_id")].visits = r.integer("n");
    for (const auto& r : conn.query(kOrders, {{"marketer", marketer_id}})) {
        auto& s = out[r.integer("course_id")];
        s.orders = r.integer("n");
        s.commission_fen = r.integer("fen");
    }
    return out;
}

Paged<Commission> MarketerStore::commissions(db::Conn& conn, std::int64_t marketer_id, const Page& page) const {
    Paged<Commission> out;
    db::Params params{{"marketer", marketer_id}};
    out.total =
        conn.query_one(std::string("SELECT COUNT(*) AS n") + std::string(kCommissionWhere), params)->integer("n");
    if (out.total == 0) return out;
    params.push_back({"limit", static_cast<std::int64_t>(page.size)});
    params.push_back({"offset", page.offset()});
    for (const auto& r : conn.query(
             std::string(kCommissions) + std::string(kCommissionWhere) + std::string(kCommissionOrder), params)) {
        Commission c;
        c.order_no = r.text("order_no");
        c.title = r.text("title");
        c.buyer_name = r.text("buyer_name");
        c.amount_fen = r.integer("amount_fen");
        c.commission_fen = r.integer("commission_fen");
        c.status = static_cast<int>(r.integer("status"));
        c.paid_at = r.opt_integer("paid_at").value_or(0);
        out.list.push_back(std::move(c));
    }
    return out;
}

}  // namespace xj::commerce
