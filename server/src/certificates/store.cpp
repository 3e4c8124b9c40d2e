#include "certificates/store.h"

#include "certificates/rules.h"
#include "core/sign.h"
#include "db/like.h"

namespace xj::certificates {

namespace {

constexpr std::string_view kColumns =
    "SELECT c.id, c.number, c.code, c.kind, c.school_id, c.user_id, COALESCE(u.sign, '') AS user_sign, c.course_id, "
    "COALESCE(co.sign, '') AS course_sign, c.holder_name, c.school_name, c.course_name, c.hours, c.score, c.remark, "
    "c.issued_at, c.issued_by, COALESCE(t.name, '') AS issued_by_name, c.revoked_at, c.revoke_reason FROM certificate "
    "c "
    "LEFT JOIN users u ON u.id = c.user_id LEFT JOIN course co ON co.id = c.course_id "
    "LEFT JOIN users t ON t.id = c.issued_by ";

constexpr std::string_view kCountOfCourse = "SELECT COUNT(*) AS n FROM certificate c WHERE c.course_id = :course_id";
constexpr std::string_view kOfCourseWhere = "WHERE c.course_id = :course_id";
constexpr std::string_view kCountOfSchool = "SELECT COUNT(*) AS n FROM certificate c WHERE c.school_id = :school_id";
constexpr std::string_view kOfSchoolWhere = "WHERE c.school_id = :school_id";
constexpr std::string_view kKeyword = " AND (c.holder_name LIKE :like ESCAPE '\\' OR c.number = :keyword)";
constexpr std::string_view kNewestFirst = " ORDER BY c.issued_at DESC, c.id DESC";

Certificate certificate_from(const db::Row& r) {
    Certificate c;
    c.id = r.integer("id");
    c.number = r.text("number");
    c.code = r.text("code");
    c.kind = static_cast<Kind>(r.integer("kind"));
    c.school_id = r.integer("school_id");
    c.user_id = r.opt_integer("user_id");
    c.user_sign = r.text("user_sign");
    c.course_id = r.opt_integer("course_id");
    c.course_sign = r.text("course_sign");
    c.holder_name = r.text("holder_name");
    c.school_name = r.text("school_name");
    c.course_name = r.text("course_name");
    c.hours = static_cast<int>(r.integer("hours"));
    c.score = r.real("score");
    c.remark = r.text("remark");
    c.issued_at = r.integer("issued_at");
    c.issued_by = r.opt_integer("issued_by");
    c.issued_by_name = r.text("issued_by_name");
    c.revoked_at = r.opt_integer("revoked_at");
    c.revoke_reason = r.text("revoke_reason");
    return c;
}

db::Params keyword_params(std::string_view key, std::int64_t id, const std::string& keyword) {
    db::Params p{{key, id}};
    if (!keyword.empty()) {
        p.push_back({"like", db::like_contains(keyword)});
        p.push_back({"keyword", keyword});
    }
    return p;
}

}  // namespace

std::string CertificateStore::of_course_sql(bool keyword) {
    return std::string(kColumns) + std::string(kOfCourseWhere) + (keyword ? std::string(kKeyword) : "") +
           std::string(kNewestFirst) + " LIMIT :limit OFFSET :offset";
}

std::string CertificateStore::of_school_sql(bool keyword) {
    return std::string(kColumns) + std::string(kOfSchoolWhere) + (keyword ? std::string(kKeyword) : "") +
           std::string(kNewestFirst) + " LIMIT :limit OFFSET :offset";
}

std::optional<Certificate> CertificateStore::insert(db::Conn& conn, Certificate c) const {
    // The number comes from the id: the row goes in under a placeholder (unique, never shown), then gets it.
    auto row = conn.query_one(
        "INSERT INTO certificate (number, code, kind, school_id, user_id, course_id, holder_name, school_name, "
        "course_name, hours, score, remark, issued_at, issued_by) VALUES (:placeholder, :code, :kind, :school, :user, "
        ":course, :holder, :school_name, :course_name, :hours, :score, :remark, :at, :by) "
        "ON CONFLICT DO NOTHING RETURNING id",
        {{"placeholder", "pending-" + core::make_sign()},
         {"code", c.code},
         {"kind", static_cast<std::int64_t>(c.kind)},
         {"school", c.school_id},
         {"user", db::nullable(c.user_id)},
         {"course", db::nullable(c.course_id)},
         {"holder", c.holder_name},
         {"school_name", c.school_name},
         {"course_name", c.course_name},
         {"hours", static_cast<std::int64_t>(c.hours)},
         {"score", c.score},
         {"remark", c.remark},
         {"at", c.issued_at},
         {"by", db::nullable(c.issued_by)}});
    if (!row) return std::nullopt;
    std::int64_t id = row->integer("id");
    conn.exec("UPDATE certificate SET number = :number WHERE id = :id",
              {{"number", number_of(id, c.issued_at)}, {"id", id}});
    return by_number(conn, number_of(id, c.issued_at));
}

std::optional<Certificate> CertificateStore::by_number(db::Conn& conn, const std::string& number) const {
    auto row = conn.query_one(std::string(kColumns) + "WHERE c.number = :number", {{"number", number}});
    if (!row) return std::nullopt;
    return certificate_from(*row);
}

std::optional<Certificate> CertificateStore::of_holder(db::Conn& conn, std::int64_t user_id,
                                                       std::int64_t course_id) const {
    auto row = conn.query_one(std::string(kColumns) + "WHERE c.user_id = :user AND c.course_id = :course",
                              {{"user", user_id}, {"course", course_id}});
    if (!row) return std::nullopt;
    return certificate_from(*row);
}

std::vector<Certificate> CertificateStore::of_user(db::Conn& conn, std::int64_t user_id) const {
    std::vector<Certificate> out;
    for (const auto& r :
         conn.query(std::string(kColumns) + "WHERE c.user_id = :user" + std::string(kNewestFirst), {{"user", user_id}}))
        out.push_back(certificate_from(r));
    return out;
}

core::Paged<Certificate> CertificateStore::of_course(db::Conn& conn, std::int64_t course_id, const std::string& keyword,
                                                     const core::Page& page) const {
    return listed(conn, std::string(kCountOfCourse), of_course_sql(!keyword.empty()),
                  keyword_params("course_id", course_id, keyword), keyword, page);
}

core::Paged<Certificate> CertificateStore::of_school(db::Conn& conn, std::int64_t school_id, const std::string& keyword,
                                                     const core::Page& page) const {
    return listed(conn, std::string(kCountOfSchool), of_school_sql(!keyword.empty()),
                  keyword_params("school_id", school_id, keyword), keyword, page);
}

core::Paged<Certificate> CertificateStore::listed(db::Conn& conn, const std::string& count_sql,
                                                  const std::string& list_sql, db::Params p, const std::string& keyword,
                                                  const core::Page& page) const {
    core::Paged<Certificate> out;
    out.total = conn.query_one(count_sql + (keyword.empty() ? "" : std::string(kKeyword)), p)->integer("n");
    p.push_back({"limit", static_cast<std::int64_t>(page.size)});
    p.push_back({"offset", page.offset()});
    for (const auto& r : conn.query(list_sql, p)) out.list.push_back(certificate_from(r));
    return out;
}

bool CertificateStore::revoke(db::Conn& conn, std::int64_t id, std::int64_t by, const std::string& reason,
                              std::int64_t at) const {
    return conn.exec(
               "UPDATE certificate SET revoked_at = :at, revoked_by = :by, revoke_reason = :reason "
               "WHERE id = :id AND revoked_at IS NULL",
               {{"at", at}, {"by", by}, {"reason", reason}, {"id", id}}) > 0;
}

}  // namespace xj::certificates
