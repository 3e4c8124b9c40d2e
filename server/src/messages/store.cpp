#include "messages/store.h"

#include "core/sign.h"

namespace xj::messages {

namespace {

constexpr std::string_view kInsert =
    "INSERT INTO message (sign, category, scope_id, school_id, course_id, author_id, title, content, created_at) "
    "VALUES (:sign, :category, :scope_id, :school_id, :course_id, :author_id, :title, :content, :now)";
constexpr std::string_view kFindBySign =
    "SELECT m.id, m.sign, m.category, m.scope_id, m.author_id, m.title, m.content, m.created_at "
    "FROM message m WHERE m.sign = :sign";
constexpr std::string_view kForUpdate = " FOR UPDATE";
constexpr std::string_view kUpdate = "UPDATE message SET title = :title, content = :content WHERE id = :id";
constexpr std::string_view kRemoveReads = "DELETE FROM message_read WHERE message_id = :id";
constexpr std::string_view kRemove = "DELETE FROM message WHERE id = :id";

// The read flag comes from one LEFT JOIN on the page's rows (primary key lookups), not a query per row.
#define XJ_SELECT_MESSAGE                                                                          \
    "SELECT m.id, m.sign, m.category, m.scope_id, m.author_id, m.title, m.content, m.created_at, " \
    "r.read_at, c.sign AS course_sign, c.name AS course_name "                                     \
    "FROM message m LEFT JOIN message_read r ON r.user_id = :user_id AND r.message_id = m.id "     \
    "LEFT JOIN course c ON m.category = 2 AND c.id = m.course_id "
constexpr std::string_view kListScope = XJ_SELECT_MESSAGE
    "WHERE m.category = :category AND m.scope_id = :scope_id "
    "ORDER BY m.created_at DESC, m.id DESC LIMIT :limit OFFSET :offset";
constexpr std::string_view kListEnrolled = XJ_SELECT_MESSAGE
    "JOIN enrolment e ON e.user_id = :user_id AND e.course_id = m.scope_id "
    "WHERE m.category = 2 ORDER BY m.created_at DESC, m.id DESC LIMIT :limit OFFSET :offset";
#undef XJ_SELECT_MESSAGE
constexpr std::string_view kCountScope =
    "SELECT COUNT(*) AS n FROM message WHERE category = :category AND scope_id = :scope_id";
constexpr std::string_view kCountEnrolled =
    "SELECT COUNT(*) AS n FROM enrolment e JOIN message m ON m.category = 2 AND m.scope_id = e.course_id "
    "WHERE e.user_id = :user_id";

constexpr std::string_view kMarkRead =
    "INSERT INTO message_read (user_id, message_id, category, scope_id, read_at) "
    "VALUES (:user_id, :message_id, :category, :scope_id, :now) ON CONFLICT (user_id, message_id) DO NOTHING";
constexpr std::string_view kMarkScopeRead =
    "INSERT INTO message_read (user_id, message_id, category, scope_id, read_at) "
    "SELECT CAST(:user_id AS BIGINT), m.id, m.category, m.scope_id, CAST(:now AS BIGINT) FROM message m "
    "WHERE m.category = :category AND m.scope_id = :scope_id "
    "ON CONFLICT (user_id, message_id) DO NOTHING";
constexpr std::string_view kMarkEnrolledRead =
    "INSERT INTO message_read (user_id, message_id, category, scope_id, read_at) "
    "SELECT CAST(:user_id AS BIGINT), m.id, m.category, m.scope_id, CAST(:now AS BIGINT) FROM enrolment e "
    "JOIN message m ON m.category = 2 AND m.scope_id = e.course_id "
    "WHERE e.user_id = :user_id ON CONFLICT (user_id, message_id) DO NOTHING";

// Visible minus read, per category; each term is a COUNT over an index range.
constexpr std::string_view kUnread =
    "SELECT "
    "(SELECT COUNT(*) FROM message WHERE category = 1 AND scope_id = 0) "
    "- (SELECT COUNT(*) FROM message_read WHERE user_id = :user_id AND category = 1 AND scope_id = 0) AS system_n, "
    "(SELECT COUNT(*) FROM message WHERE category = 3 AND scope_id = :school_id) "
    "- (SELECT COUNT(*) FROM message_read WHERE user_id = :user_id AND category = 3 AND scope_id = :school_id) "
    "AS school_n, "
    "(SELECT COUNT(*) FROM enrolment e JOIN message m ON m.category = 2 AND m.scope_id = e.course_id "
    "WHERE e.user_id = :user_id) "
    "- (SELECT COUNT(*) FROM enrolment e JOIN message_read r ON r.user_id = e.user_id AND r.category = 2 "
    "AND r.scope_id = e.course_id WHERE e.user_id = :user_id) AS course_n";

constexpr std::string_view kFindCourse = "SELECT id, sign, name, school_id FROM course WHERE sign = :sign";
constexpr std::string_view kTeaches =
    "SELECT 1 AS x FROM course_teacher WHERE course_id = :course_id AND user_id = :user_id";
constexpr std::string_view kEnrolled =
    "SELECT 1 AS x FROM enrolment WHERE user_id = :user_id AND course_id = :course_id";
constexpr std::string_view kEnrolledCourseTeachers =
    "SELECT e.course_id, COALESCE((SELECT ct.user_id FROM course_teacher ct WHERE ct.course_id = e.course_id "
    "ORDER BY ct.master DESC, ct.id LIMIT 1), c.created_by, 0) AS teacher_id "
    "FROM enrolment e JOIN course c ON c.id = e.course_id WHERE e.user_id = :user_id ORDER BY e.id";
constexpr std::string_view kAnyOf = "SELECT id FROM message WHERE category = :category LIMIT 1";

Message message_from(const db::Row& r) {
    Message m;
    m.id = r.integer("id");
    m.sign = r.text("sign");
    m.category = static_cast<int>(r.integer("category"));
    m.scope_id = r.integer("scope_id");
    m.author_id = r.integer("author_id");
    m.title = r.text("title");
    m.content = r.text("content");
    m.created_at = r.integer("created_at");
    return m;
}

Message listed_from(const db::Row& r) {
    Message m = message_from(r);
    m.read = r.opt_integer("read_at").has_value();
    m.course_sign = r.text("course_sign");
    m.course_name = r.text("course_name");
    return m;
}

db::Value id_or_null(std::int64_t id) { return id == 0 ? db::Value(nullptr) : db::Value(id); }

std::int64_t offset_of(const Page& page) { return static_cast<std::int64_t>(page.page - 1) * page.size; }

}  // namespace

std::string MessageStore::insert(db::Conn& conn, const NewMessage& m, std::int64_t now) const {
    std::string sign = m.sign.empty() ? core::make_sign() : m.sign;
    conn.exec(kInsert, {{"sign", sign},
                        {"category", static_cast<std::int64_t>(m.category)},
                        {"scope_id", m.scope_id},
                        {"school_id", id_or_null(m.category == kSchool ? m.scope_id : 0)},
                        {"course_id", id_or_null(m.category == kCourse ? m.scope_id : 0)},
                        {"author_id", id_or_null(m.author_id)},
                        {"title", m.title},
                        {"content", m.content},
                        {"now", now}});
    return sign;
}

std::optional<Message> MessageStore::find_by_sign(db::Conn& conn, std::string_view sign) const {
    auto row = conn.query_one(kFindBySign, {{"sign", std::string(sign)}});
    if (!row) return std::nullopt;
    return message_from(*row);
}

std::optional<Message> MessageStore::lock_by_sign(db::Conn& conn, std::string_view sign) const {
    std::string sql(kFindBySign);
    if (conn.dialect() == db::Dialect::kPostgres) sql += kForUpdate;
    auto row = conn.query_one(sql, {{"sign", std::string(sign)}});
    if (!row) return std::nullopt;
    return message_from(*row);
}

bool MessageStore::update(db::Conn& conn, std::int64_t id, const std::string& title, const std::string& content) const {
    return conn.exec(kUpdate, {{"id", id}, {"title", title}, {"content", content}}) == 1;
}

bool MessageStore::remove(db::Conn& conn, std::int64_t id) const {
    conn.exec(kRemoveReads, {{"id", id}});
    return conn.exec(kRemove, {{"id", id}}) == 1;
}

Paged<Message> MessageStore::list_scope(db::Conn& conn, std::int64_t user_id, int category, std::int64_t scope_id,
                                        const Page& page) const {
    Paged<Message> out;
    db::Params where{{"category", static_cast<std::int64_t>(category)}, {"scope_id", scope_id}};
    out.total = conn.query_one(kCountScope, where)->integer("n");
    if (out.total == 0) return out;
    where.push_back({"user_id", user_id});
    where.push_back({"limit", static_cast<std::int64_t>(page.size)});
    where.push_back({"offset", offset_of(page)});
    for (const auto& r : conn.query(kListScope, where)) out.list.push_back(listed_from(r));
    return out;
}

std::int64_t MessageStore::count_scope(db::Conn& conn, int category, std::int64_t scope_id) const {
    return conn.query_one(kCountScope, {{"category", static_cast<std::int64_t>(category)}, {"scope_id", scope_id}})
        ->integer("n");
}

Paged<Message> MessageStore::list_enrolled_courses(db::Conn& conn, std::int64_t user_id, const Page& page) const {
    Paged<Message> out;
    out.total = conn.query_one(kCountEnrolled, {{"user_id", user_id}})->integer("n");
    if (out.total == 0) return out;
    db::Params where{
        {"user_id", user_id}, {"limit", static_cast<std::int64_t>(page.size)}, {"offset", offset_of(page)}};
    for (const auto& r : conn.query(kListEnrolled, where)) out.list.push_back(listed_from(r));
    return out;
}

bool MessageStore::mark_read(db::Conn& conn, std::int64_t user_id, const Message& m, std::int64_t now) const {
    return conn.exec(kMarkRead, {{"user_id", user_id},
                                 {"message_id", m.id},
                                 {"category", static_cast<std::int64_t>(m.category)},
                                 {"scope_id", m.scope_id},
                                 {"now", now}}) > 0;
}

std::int64_t MessageStore::mark_scope_read(db::Conn& conn, std::int64_t user_id, int category, std::int64_t scope_id,
                                           std::int64_t now) const {
    return conn.exec(kMarkScopeRead, {{"user_id", user_id},
                                      {"category", static_cast<std::int64_t>(category)},
                                      {"scope_id", scope_id},
                                      {"now", now}});
}

std::int64_t MessageStore::mark_enrolled_courses_read(db::Conn& conn, std::int64_t user_id, std::int64_t now) const {
    return conn.exec(kMarkEnrolledRead, {{"user_id", user_id}, {"now", now}});
}

UnreadCounts MessageStore::unread(db::Conn& conn, std::int64_t user_id, std::int64_t school_id) const {
    auto row = conn.query_one(kUnread, {{"user_id", user_id}, {"school_id", school_id}});
    return UnreadCounts{row->integer("course_n"), school_id == 0 ? 0 : row->integer("school_n"),
                        row->integer("system_n")};
}

std::optional<CourseRef> MessageStore::find_course(db::Conn& conn, std::string_view sign) const {
    auto row = conn.query_one(kFindCourse, {{"sign", std::string(sign)}});
    if (!row) return std::nullopt;
    return CourseRef{row->integer("id"), row->text("sign"), row->text("name"), row->integer("school_id")};
}

bool MessageStore::teaches(db::Conn& conn, std::int64_t user_id, std::int64_t course_id) const {
    return conn.query_one(kTeaches, {{"user_id", user_id}, {"course_id", course_id}}).has_value();
}

bool MessageStore::enrolled(db::Conn& conn, std::int64_t user_id, std::int64_t course_id) const {
    return conn.query_one(kEnrolled, {{"user_id", user_id}, {"course_id", course_id}}).has_value();
}

bool MessageStore::any_of(db::Conn& conn, int category) const {
    return conn.query_one(kAnyOf, {{"category", static_cast<std::int64_t>(category)}}).has_value();
}

std::vector<std::pair<std::int64_t, std::int64_t>> MessageStore::enrolled_course_teachers(db::Conn& conn,
                                                                                          std::int64_t user_id) const {
    std::vector<std::pair<std::int64_t, std::int64_t>> out;
    for (const auto& r : conn.query(kEnrolledCourseTeachers, {{"user_id", user_id}}))
        out.emplace_back(r.integer("course_id"), r.integer("teacher_id"));
    return out;
}

}  // namespace xj::messages
