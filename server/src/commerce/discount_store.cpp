// The discount codes' SQL (docs/commerce.md "Discount codes"): batches and their codes. A code's use is taken with a
// conditional UPDATE, so its last use cannot be taken twice.
#include "commerce/store.h"

namespace xj::commerce {

namespace {

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

}  // namespace

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

}  // namespace xj::commerce
