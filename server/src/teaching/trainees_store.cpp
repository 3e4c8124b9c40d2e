#include "teaching/trainees_store.h"

#include <algorithm>
#include <type_traits>

#include "db/in_list.h"
#include "db/like.h"

namespace xj::teaching {

namespace {

// The student's approved identity number at the course's school (学号/工号), "" when none.
#define XJ_STUDENT_CARD                                                                                        \
    "COALESCE((SELECT ic.number FROM identity_claim ic WHERE ic.user_id = u.id AND ic.school_id = :school_id " \
    "AND ic.status = 2 ORDER BY ic.id DESC LIMIT 1), '')"

constexpr std::string_view kCourseName = "SELECT name FROM course WHERE id = :course_id";

constexpr std::string_view kStudentsFrom =
    " FROM enrolment e JOIN users u ON u.id = e.user_id WHERE e.course_id = :course_id";
constexpr std::string_view kStudentsKeyword =
    " AND (u.name LIKE :like ESCAPE '\\' OR u.mobile = :keyword OR EXISTS (SELECT 1 FROM identity_claim k "
    "WHERE k.user_id = u.id AND k.school_id = :school_id AND k.status = 2 AND k.number LIKE :like ESCAPE '\\'))";
constexpr std::string_view kStudentsColumns =
    "SELECT u.sign AS user_sign, u.name, u.mobile, e.source, e.progress, e.status, e.created_at, " XJ_STUDENT_CARD
    " AS student_card";
constexpr std::string_view kStudentsCount = "SELECT COUNT(*) AS n";
constexpr std::string_view kStudentsOrder = " ORDER BY e.id DESC";
constexpr std::string_view kLimit = " LIMIT :limit OFFSET :offset";

constexpr std::string_view kEnrolledBySign =
    "SELECT e.user_id FROM enrolment e JOIN users u ON u.id = e.user_id WHERE e.course_id = :course_id AND u.sign IN ";
constexpr std::string_view kDeleteImports = "DELETE FROM course_import WHERE course_id = :course_id AND user_id IN ";

constexpr std::string_view kUsersByMobile =
    "SELECT id, sign, name, mobile FROM users WHERE school_id = :school_id AND mobile IN ";
constexpr std::string_view kUsersByCard =
    "SELECT ic.number, ic.real_name, u.id, u.sign, u.name FROM identity_claim ic JOIN users u ON u.id = ic.user_id "
    "WHERE ic.school_id = :school_id AND ic.status = 2 AND u.school_id = :school_id AND ic.number IN ";
constexpr std::string_view kUsersByCardOrder = " ORDER BY ic.id";
constexpr std::string_view kEnrolledIds = "SELECT user_id FROM enrolment WHERE course_id = :course_id AND user_id IN ";
constexpr std::string_view kInsertImport =
    "INSERT INTO course_import (course_id, user_id, imported_by, student_card, created_at) "
    "VALUES (:course_id, :user_id, :imported_by, :student_card, :now)";

constexpr std::string_view kImportedCount = "SELECT COUNT(*) AS n FROM course_import WHERE course_id = :course_id";
constexpr std::string_view kImported =
    "SELECT u.sign AS user_sign, u.name, u.mobile, CASE WHEN ci.student_card <> '' THEN ci.student_card "
    "ELSE " XJ_STUDENT_CARD
    " END AS student_card, COALESCE(b.name, '') AS imported_by, ci.created_at "
    "FROM course_import ci JOIN users u ON u.id = ci.user_id LEFT JOIN users b ON b.id = ci.imported_by "
    "WHERE ci.course_id = :course_id ORDER BY ci.created_at DESC, ci.id DESC";

constexpr std::string_view kCodesFrom =
    " FROM activation_code a LEFT JOIN users u ON u.id = a.used_by WHERE a.course_id = :course_id";
constexpr std::string_view kCodesColumns =
    "SELECT a.code, a.used_at, a.expires_at, a.created_at, COALESCE(u.name, '') AS used_by_name";
constexpr std::string_view kCodeUnused = " AND a.used_at IS NULL AND (a.expires_at IS NULL OR a.expires_at > :now)";
constexpr std::string_view kCodeUsed = " AND a.used_at IS NOT NULL";
constexpr std::string_view kCodeExpired =
    " AND a.used_at IS NULL AND a.expires_at IS NOT NULL AND a.expires_at <= :now";
constexpr std::string_view kCodesOrder = " ORDER BY a.id DESC";

template <class T>
db::Value value_of(const T& v) {
    if constexpr (std::is_same_v<T, std::int64_t>) return v;
    else return std::string(v);
}

// Runs fn(sql_in_list, params) for each chunk of values (params already holding `base`).
template <class T, class F>
void in_chunks(const std::vector<T>& values, const db::Params& base, F&& fn) {
    for (std::size_t at = 0; at < values.size(); at += TraineeStore::kInChunk) {
        std::size_t n = std::min(TraineeStore::kInChunk, values.size() - at);
        std::vector<std::string> names;
        std::string list = db::in_list(n, names);
        db::Params params = base;
        for (std::size_t i = 0; i < n; ++i) params.push_back({names[i], value_of(values[at + i])});
        fn(list, params);
    }
}

std::optional<std::int64_t> opt_int(const db::Row& r, std::string_view col) { return r.opt_integer(col); }

// The list's columns name :school_id; a count needs it for the keyword only.
std::string students_where(const StudentFilter& f, db::Params& params, bool columns) {
    params.push_back({"course_id", f.course_id});
    if (columns || !f.keyword.empty()) params.push_back({"school_id", f.school_id});
    if (f.keyword.empty()) return std::string(kStudentsFrom);
    params.push_back({"like", db::like_contains(f.keyword)});
    params.push_back({"keyword", f.keyword});  // the whole mobile only: lists mask it (issue 13)
    return std::string(kStudentsFrom) + std::string(kStudentsKeyword);
}

std::string code_filter(std::optional<int> status) {
    if (!status) return {};
    if (*status == 0) return std::string(kCodeUnused);
    if (*status == 1) return std::string(kCodeUsed);
    return std::string(kCodeExpired);
}

void add_page(std::string& sql, db::Params& params, std::optional<core::Page> page) {
    if (!page) return;
    sql += kLimit;
    params.push_back({"limit", static_cast<std::int64_t>(page->size)});
    params.push_back({"offset", page->offset()});
}

}  // namespace

std::string TraineeStore::students_sql() {
    return std::string(kStudentsColumns) + std::string(kStudentsFrom) + std::string(kStudentsOrder) +
           std::string(kLimit);
}
std::string TraineeStore::imported_sql() { return std::string(kImported) + std::string(kLimit); }
std::string TraineeStore::codes_sql() {
    return std::string(kCodesColumns) + std::string(kCodesFrom) + std::string(kCodesOrder) + std::string(kLimit);
}
std::string TraineeStore::by_card_sql() { return std::string(kUsersByCard) + "(:p0)" + std::string(kUsersByCardOrder); }

std::string TraineeStore::course_name(db::Conn& conn, std::int64_t course_id) const {
    auto r = conn.query_one(kCourseName, {{"course_id", course_id}});
    return r ? r->text("name") : std::string();
}

std::int64_t TraineeStore::count_students(db::Conn& conn, const StudentFilter& f) const {
    db::Params params;
    std::string sql = std::string(kStudentsCount) + students_where(f, params, false);
    return conn.query_one(sql, params)->integer("n");
}

std::vector<StudentRow> TraineeStore::students(db::Conn& conn, const StudentFilter& f,
                                               std::optional<core::Page> page) const {
    db::Params params;
    std::string sql = std::string(kStudentsColumns) + students_where(f, params, true) + std::string(kStudentsOrder);
    add_page(sql, params, page);
    std::vector<StudentRow> out;
    for (const auto& r : conn.query(sql, params))
        out.push_back({r.text("user_sign"), r.text("name"), r.text("mobile"), r.text("student_card"), r.text("source"),
                       static_cast<int>(r.integer("progress")), static_cast<int>(r.integer("status")),
                       r.integer("created_at")});
    return out;
}

std::vector<std::int64_t> TraineeStore::enrolled_by_sign(db::Conn& conn, std::int64_t course_id,
                                                         const std::vector<std::string>& user_signs) const {
    std::vector<std::int64_t> ids;
    in_chunks(user_signs, {{"course_id", course_id}}, [&](const std::string& list, const db::Params& params) {
        for (const auto& r : conn.query(std::string(kEnrolledBySign) + list, params))
            ids.push_back(r.integer("user_id"));
    });
    return ids;
}

void TraineeStore::delete_imports(db::Conn& conn, std::int64_t course_id,
                                  const std::vector<std::int64_t>& users) const {
    in_chunks(users, {{"course_id", course_id}}, [&](const std::string& list, const db::Params& params) {
        conn.exec(std::string(kDeleteImports) + list, params);
    });
}

void TraineeStore::find_by_mobile(db::Conn& conn, std::int64_t school_id, const std::vector<std::string>& mobiles,
                                  ImportLookup& out) const {
    in_chunks(mobiles, {{"school_id", school_id}}, [&](const std::string& list, const db::Params& params) {
        for (const auto& r : conn.query(std::string(kUsersByMobile) + list, params))
            out.by_mobile[r.text("mobile")] = Candidate{r.integer("id"), r.text("sign"), r.text("name"), ""};
    });
}

void TraineeStore::find_by_card(db::Conn& conn, std::int64_t school_id, const std::vector<std::string>& cards,
                                ImportLookup& out) const {
    in_chunks(cards, {{"school_id", school_id}}, [&](const std::string& list, const db::Params& params) {
        for (const auto& r : conn.query(std::string(kUsersByCard) + list + std::string(kUsersByCardOrder), params))
            out.by_card.emplace(r.text("number"),
                                Candidate{r.integer("id"), r.text("sign"), r.text("name"), r.text("real_name")});
    });
}

void TraineeStore::find_enrolled(db::Conn& conn, std::int64_t course_id, const std::vector<std::int64_t>& user_ids,
                                 ImportLookup& out) const {
    in_chunks(user_ids, {{"course_id", course_id}}, [&](const std::string& list, const db::Params& params) {
        for (const auto& r : conn.query(std::string(kEnrolledIds) + list, params))
            out.enrolled.insert(r.integer("user_id"));
    });
}

void TraineeStore::insert_imports(db::Conn& conn, std::int64_t course_id, std::int64_t imported_by,
                                  const std::vector<std::pair<std::int64_t, std::string>>& users,
                                  std::int64_t now) const {
    for (const auto& [user_id, card] : users)
        conn.exec(kInsertImport, {{"course_id", course_id},
                                  {"user_id", user_id},
                                  {"imported_by", imported_by},
                                  {"student_card", card},
                                  {"now", now}});
}

std::int64_t TraineeStore::count_imported(db::Conn& conn, std::int64_t course_id) const {
    return conn.query_one(kImportedCount, {{"course_id", course_id}})->integer("n");
}

std::vector<ImportedRow> TraineeStore::imported(db::Conn& conn, std::int64_t course_id, std::int64_t school_id,
                                                std::optional<core::Page> page) const {
    db::Params params{{"course_id", course_id}, {"school_id", school_id}};
    std::string sql(kImported);
    add_page(sql, params, page);
    std::vector<ImportedRow> out;
    for (const auto& r : conn.query(sql, params))
        out.push_back({r.text("user_sign"), r.text("name"), r.text("mobile"), r.text("student_card"),
                       r.text("imported_by"), r.integer("created_at")});
    return out;
}

std::int64_t TraineeStore::count_codes(db::Conn& conn, std::int64_t course_id, std::optional<int> status,
                                       std::int64_t now) const {
    db::Params params{{"course_id", course_id}};
    if (status && *status != 1) params.push_back({"now", now});
    std::string sql = "SELECT COUNT(*) AS n" + std::string(kCodesFrom) + code_filter(status);
    return conn.query_one(sql, params)->integer("n");
}

std::vector<CodeRow> TraineeStore::codes(db::Conn& conn, std::int64_t course_id, std::optional<int> status,
                                         std::int64_t now, std::optional<core::Page> page) const {
    db::Params params{{"course_id", course_id}};
    if (status && *status != 1) params.push_back({"now", now});
    std::string sql =
        std::string(kCodesColumns) + std::string(kCodesFrom) + code_filter(status) + std::string(kCodesOrder);
    add_page(sql, params, page);
    std::vector<CodeRow> out;
    for (const auto& r : conn.query(sql, params)) {
        CodeRow c{r.text("code"),          0, r.text("used_by_name"), opt_int(r, "used_at"), r.integer("created_at"),
                  opt_int(r, "expires_at")};
        if (c.used_at) c.status = 1;
        else if (c.expires_at && *c.expires_at <= now) c.status = 2;
        out.push_back(std::move(c));
    }
    return out;
}

}  // namespace xj::teaching
