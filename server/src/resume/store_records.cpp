// The resume store, its lists beside the dated entries: qualifications, cited platform records (references only),
// and the counts the limits and the completeness read.
#include "resume/store.h"

namespace xj::resume {

namespace {

constexpr std::string_view kQualifications =
    "SELECT id, category, name, obtained FROM resume_qualification WHERE resume_id = :resume "
    "ORDER BY category, id";
constexpr std::string_view kInsertQualification =
    "INSERT INTO resume_qualification (resume_id, category, name, obtained, created_at) "
    "VALUES (:resume, :category, :name, :obtained, :now) RETURNING id";
constexpr std::string_view kUpdateQualification =
    "UPDATE resume_qualification SET category = :category, name = :name, obtained = :obtained "
    "WHERE id = :id AND resume_id = :resume";
constexpr std::string_view kDeleteQualification =
    "DELETE FROM resume_qualification WHERE id = :id AND resume_id = :resume";

constexpr std::string_view kVerified =
    "SELECT id, kind, source_sign FROM resume_verified WHERE resume_id = :resume ORDER BY id";
constexpr std::string_view kInsertVerified =
    "INSERT INTO resume_verified (resume_id, kind, source_sign, created_at) VALUES (:resume, :kind, :sign, :now) "
    "ON CONFLICT (resume_id, kind, source_sign) DO NOTHING RETURNING id";
constexpr std::string_view kDeleteVerified = "DELETE FROM resume_verified WHERE id = :id AND resume_id = :resume";

constexpr std::string_view kCountIntentions = "SELECT COUNT(*) AS n FROM resume_intention WHERE resume_id = :resume";
constexpr std::string_view kCountQualifications =
    "SELECT COUNT(*) AS n FROM resume_qualification WHERE resume_id = :resume";
// Entries by kind (1–7), then intentions (0 - 1), qualifications (-2) and verified entries (-3) as pseudo kinds.
constexpr std::string_view kPartCounts =
    "SELECT kind, COUNT(*) AS n FROM resume_entry WHERE resume_id = :resume GROUP BY kind "
    "UNION ALL SELECT -1 AS kind, COUNT(*) AS n FROM resume_intention WHERE resume_id = :resume "
    "UNION ALL SELECT -2 AS kind, COUNT(*) AS n FROM resume_qualification WHERE resume_id = :resume "
    "UNION ALL SELECT -3 AS kind, COUNT(*) AS n FROM resume_verified WHERE resume_id = :resume";
constexpr std::string_view kCountVerified = "SELECT COUNT(*) AS n FROM resume_verified WHERE resume_id = :resume";

db::Params qualification_params(std::int64_t resume_id, const Qualification& q) {
    return {{"resume", resume_id},
            {"category", static_cast<std::int64_t>(q.category)},
            {"name", q.name},
            {"obtained", q.obtained}};
}

}  // namespace

std::vector<Qualification> ResumeStore::qualifications(db::Conn& conn, std::int64_t resume_id) const {
    std::vector<Qualification> out;
    for (const auto& r : conn.query(kQualifications, {{"resume", resume_id}})) {
        Qualification q;
        q.id = r.integer("id");
        q.category = static_cast<int>(r.integer("category"));
        q.name = r.text("name");
        q.obtained = r.text("obtained");
        out.push_back(std::move(q));
    }
    return out;
}

std::int64_t ResumeStore::insert_qualification(db::Conn& conn, std::int64_t resume_id, const Qualification& q,
                                               std::int64_t now) const {
    db::Params params = qualification_params(resume_id, q);
    params.push_back({"now", now});
    return conn.query_one(kInsertQualification, params)->integer("id");
}

bool ResumeStore::update_qualification(db::Conn& conn, std::int64_t resume_id, const Qualification& q) const {
    db::Params params = qualification_params(resume_id, q);
    params.push_back({"id", q.id});
    return conn.exec(kUpdateQualification, params) > 0;
}

bool ResumeStore::remove_qualification(db::Conn& conn, std::int64_t resume_id, std::int64_t id) const {
    return conn.exec(kDeleteQualification, {{"resume", resume_id}, {"id", id}}) > 0;
}

std::vector<Verified> ResumeStore::verified(db::Conn& conn, std::int64_t resume_id) const {
    std::vector<Verified> out;
    for (const auto& r : conn.query(kVerified, {{"resume", resume_id}})) {
        Verified v;
        v.id = r.integer("id");
        v.kind = static_cast<VerifiedKind>(r.integer("kind"));
        v.source_sign = r.text("source_sign");
        out.push_back(std::move(v));
    }
    return out;
}

std::optional<std::int64_t> ResumeStore::insert_verified(db::Conn& conn, std::int64_t resume_id, VerifiedKind kind,
                                                         std::string_view source_sign, std::int64_t now) const {
    auto row = conn.query_one(kInsertVerified, {{"resume", resume_id},
                                                {"kind", static_cast<std::int64_t>(kind)},
                                                {"sign", std::string(source_sign)},
                                                {"now", now}});
    if (!row) return std::nullopt;
    return row->integer("id");
}

bool ResumeStore::remove_verified(db::Conn& conn, std::int64_t resume_id, std::int64_t id) const {
    return conn.exec(kDeleteVerified, {{"resume", resume_id}, {"id", id}}) > 0;
}

std::int64_t ResumeStore::count(db::Conn& conn, List list, std::int64_t resume_id) const {
    std::string_view sql = list == List::kIntentions       ? kCountIntentions
                           : list == List::kQualifications ? kCountQualifications
                                                           : kCountVerified;
    return conn.query_one(sql, {{"resume", resume_id}})->integer("n");
}

PartCounts ResumeStore::part_counts(db::Conn& conn, std::int64_t resume_id) const {
    PartCounts counts;
    for (const auto& r : conn.query(kPartCounts, {{"resume", resume_id}})) {
        std::int64_t kind = r.integer("kind");
        std::int64_t n = r.integer("n");
        if (kind >= 1 && kind <= kKinds) counts.entries[kind] = n;
        else if (kind == -1) counts.intentions = n;
        else if (kind == -2) counts.qualifications = n;
        else if (kind == -3) counts.verified = n;
    }
    return counts;
}

}  // namespace xj::resume
