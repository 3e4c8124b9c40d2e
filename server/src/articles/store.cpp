#include "articles/store.h"

#include <string>

#include "core/sign.h"
#include "db/like.h"

namespace xj::articles {

namespace {

constexpr std::string_view kTypes = "SELECT id, sign, name FROM article_type ORDER BY sort, id";
constexpr std::string_view kTypeBySign = "SELECT id, sign, name FROM article_type WHERE sign = :sign";
constexpr std::string_view kInsertType =
    "INSERT INTO article_type (sign, name, sort) VALUES (:sign, :name, :sort) RETURNING id";

constexpr std::string_view kInsert =
    "INSERT INTO article (sign, school_id, author_id, type_id, course_id, title, summary, cover, content, text, "
    "status, recommend, created_at, updated_at, published_at) VALUES (:sign, :school, :author, :type, :course, "
    ":title, :summary, :cover, :content, :text, :status, :recommend, :now, :now, :published)";
constexpr std::string_view kUpdate =
    "UPDATE article SET type_id = :type, course_id = :course, title = :title, summary = :summary, cover = :cover, "
    "content = :content, text = :text, status = :status, recommend = :recommend, updated_at = :now, "
    "published_at = CASE WHEN :status = 1 AND published_at IS NULL THEN :now ELSE published_at END WHERE id = :id";
constexpr std::string_view kSetStatus =
    "UPDATE article SET status = :status, updated_at = :now, "
    "published_at = CASE WHEN :status = 1 AND published_at IS NULL THEN :now ELSE published_at END WHERE id = :id";
constexpr std::string_view kDelete = "DELETE FROM article WHERE id = :id";

// A card: the article with its author and type (two primary-key joins per row).
#define XJ_CARD_COLUMNS                                                                                             \
    "a.id, a.sign, a.school_id, a.author_id, u.name AS author_name, u.photo AS author_photo, t.sign AS type_sign, " \
    "t.name AS type_name, a.title, a.summary, a.cover, a.status, a.recommend, a.like_count, a.collect_count, "      \
    "a.view_count, a.created_at, a.updated_at, a.published_at "
#define XJ_CARD_FROM " FROM article a JOIN users u ON u.id = a.author_id JOIN article_type t ON t.id = a.type_id "
constexpr std::string_view kCardSelect = "SELECT " XJ_CARD_COLUMNS XJ_CARD_FROM;
constexpr std::string_view kFind =
    "SELECT " XJ_CARD_COLUMNS
    ", a.content, c.sign AS course_sign, c.name AS course_name, c.picture AS course_picture, c.offering "
    "AS course_offering" XJ_CARD_FROM "LEFT JOIN course c ON c.id = a.course_id WHERE a.sign = :sign";
constexpr std::string_view kCount = "SELECT COUNT(*) AS n FROM article a ";
constexpr std::string_view kNewestFirst = " ORDER BY a.published_at DESC, a.id DESC LIMIT :limit OFFSET :offset";
constexpr std::string_view kPublishedWhere = "WHERE a.school_id = :school AND a.status = 1";
constexpr std::string_view kRecommended =
    "SELECT " XJ_CARD_COLUMNS XJ_CARD_FROM
    "WHERE a.school_id = :school AND a.status = 1 AND a.id <> :except "
    "ORDER BY a.recommend DESC, a.like_count DESC, a.published_at DESC, a.id DESC LIMIT :limit";
constexpr std::string_view kRelated = "SELECT " XJ_CARD_COLUMNS XJ_CARD_FROM
                                      "WHERE a.school_id = :school AND a.type_id = :type AND a.status = 1 AND "
                                      "a.id <> :except ORDER BY a.published_at DESC, a.id DESC LIMIT :limit";

constexpr std::string_view kLike =
    "INSERT INTO article_like (article_id, user_id, created_at) VALUES (:article, :user, :now) "
    "ON CONFLICT (article_id, user_id) DO NOTHING";
constexpr std::string_view kLikeCount = "UPDATE article SET like_count = like_count + 1 WHERE id = :article";
constexpr std::string_view kLiked = "SELECT 1 AS x FROM article_like WHERE article_id = :article AND user_id = :user";
constexpr std::string_view kCollect =
    "INSERT INTO article_collection (user_id, article_id, created_at) VALUES (:user, :article, :now) "
    "ON CONFLICT (user_id, article_id) DO NOTHING";
constexpr std::string_view kUncollect =
    "DELETE FROM article_collection WHERE user_id = :user AND article_id = :article";
constexpr std::string_view kCollectCount = "UPDATE article SET collect_count = collect_count + :by WHERE id = :article";
constexpr std::string_view kCollected =
    "SELECT 1 AS x FROM article_collection WHERE user_id = :user AND article_id = :article";
constexpr std::string_view kViewCount = "UPDATE article SET view_count = view_count + 1 WHERE id = :article";
constexpr std::string_view kRecordView =
    "INSERT INTO article_view (user_id, article_id, viewed_at) VALUES (:user, :article, :now) "
    "ON CONFLICT (user_id, article_id) DO UPDATE SET viewed_at = excluded.viewed_at";
constexpr std::string_view kCounts = "SELECT like_count, collect_count FROM article WHERE id = :article";

// A reader's lists: their rows newest first, the published articles of this site only.
#define XJ_READER_JOINS                                                                  \
    " JOIN article a ON a.id = r.article_id AND a.status = 1 AND a.school_id = :school " \
    "JOIN users u ON u.id = a.author_id JOIN article_type t ON t.id = a.type_id WHERE r.user_id = :user"
constexpr std::string_view kCollectionsFrom = " FROM article_collection r" XJ_READER_JOINS;
constexpr std::string_view kHistoryFrom = " FROM article_view r" XJ_READER_JOINS;
#undef XJ_READER_JOINS

constexpr std::string_view kCourseOptions =
    "SELECT sign, name, picture, offering FROM course WHERE school_id = :school AND status = 1 "
    "ORDER BY offering, name LIMIT 500";
constexpr std::string_view kPublishedCourse =
    "SELECT id FROM course WHERE school_id = :school AND sign = :sign AND status = 1";

ArticleCard card_from(const db::Row& r) {
    ArticleCard c;
    c.id = r.integer("id");
    c.sign = r.text("sign");
    c.school_id = r.integer("school_id");
    c.author_id = r.integer("author_id");
    c.author_name = r.text("author_name");
    c.author_photo = r.text("author_photo");
    c.type_sign = r.text("type_sign");
    c.type_name = r.text("type_name");
    c.title = r.text("title");
    c.summary = r.text("summary");
    c.cover = r.text("cover");
    c.status = static_cast<int>(r.integer("status"));
    c.recommend = r.integer("recommend") != 0;
    c.like_count = r.integer("like_count");
    c.collect_count = r.integer("collect_count");
    c.view_count = r.integer("view_count");
    c.created_at = r.integer("created_at");
    c.updated_at = r.integer("updated_at");
    c.published_at = r.opt_integer("published_at");
    return c;
}

db::Params row_params(const ArticleRow& row, std::int64_t now) {
    return {{"type", row.type_id},
            {"course", db::nullable(row.course_id)},
            {"title", row.title},
            {"summary", row.summary},
            {"cover", row.cover},
            {"content", row.content},
            {"text", row.text},
            {"status", static_cast<std::int64_t>(row.status)},
            {"recommend", static_cast<std::int64_t>(row.recommend ? 1 : 0)},
            {"now", now}};
}

// Keywords match case-insensitively on both databases (SQLite's LIKE already does for ASCII).
std::string_view like_op(db::Conn& conn) { return conn.dialect() == db::Dialect::kPostgres ? " ILIKE " : " LIKE "; }

Paged<ArticleCard> paged_cards(db::Conn& conn, const std::string& where, db::Params params, const Page& page,
                               std::string_view order) {
    Paged<ArticleCard> out;
    out.total = conn.query_one(std::string(kCount) + where, params)->integer("n");
    if (out.total == 0 || page.offset() >= out.total) return out;
    params.push_back({"limit", static_cast<std::int64_t>(page.size)});
    params.push_back({"offset", page.offset()});
    for (const auto& r : conn.query(std::string(kCardSelect) + where + std::string(order), params))
        out.list.push_back(card_from(r));
    return out;
}

Paged<ReaderItem> reader_items(db::Conn& conn, std::string_view from, std::string_view at_column, std::int64_t user_id,
                               std::int64_t school_id, const Page& page) {
    db::Params params{{"user", user_id}, {"school", school_id}};
    Paged<ReaderItem> out;
    out.total = conn.query_one("SELECT COUNT(*) AS n" + std::string(from), params)->integer("n");
    if (out.total == 0 || page.offset() >= out.total) return out;
    params.push_back({"limit", static_cast<std::int64_t>(page.size)});
    params.push_back({"offset", page.offset()});
    std::string at(at_column);
    std::string sql = "SELECT " XJ_CARD_COLUMNS ", r." + at + " AS at" + std::string(from) + " ORDER BY r." + at +
                      " DESC, a.id DESC LIMIT :limit OFFSET :offset";
    for (const auto& r : conn.query(sql, params)) out.list.push_back({card_from(r), r.integer("at")});
    return out;
}

}  // namespace

std::vector<ArticleType> ArticleStore::types(db::Conn& conn) const {
    std::vector<ArticleType> out;
    for (const auto& r : conn.query(kTypes)) out.push_back({r.integer("id"), r.text("sign"), r.text("name")});
    return out;
}

std::optional<ArticleType> ArticleStore::type_by_sign(db::Conn& conn, std::string_view sign) const {
    auto r = conn.query_one(kTypeBySign, {{"sign", std::string(sign)}});
    if (!r) return std::nullopt;
    return ArticleType{r->integer("id"), r->text("sign"), r->text("name")};
}

std::int64_t ArticleStore::insert_type(db::Conn& conn, std::string_view name, int sort) const {
    return conn
        .query_one(
            kInsertType,
            {{"sign", core::make_sign()}, {"name", std::string(name)}, {"sort", static_cast<std::int64_t>(sort)}})
        ->integer("id");
}

std::string ArticleStore::insert(db::Conn& conn, const ArticleRow& row, std::int64_t now) const {
    std::string sign = core::make_sign();
    db::Params params = row_params(row, now);
    params.push_back({"sign", sign});
    params.push_back({"school", row.school_id});
    params.push_back({"author", row.author_id});
    params.push_back({"published", row.status == kPublished ? db::Value(now) : db::Value(nullptr)});
    conn.exec(kInsert, params);
    return sign;
}

void ArticleStore::update(db::Conn& conn, std::int64_t id, const ArticleRow& row, std::int64_t now) const {
    db::Params params = row_params(row, now);
    params.push_back({"id", id});
    conn.exec(kUpdate, params);
}

void ArticleStore::set_status(db::Conn& conn, std::int64_t id, int status, std::int64_t now) const {
    conn.exec(kSetStatus, {{"status", static_cast<std::int64_t>(status)}, {"now", now}, {"id", id}});
}

void ArticleStore::remove(db::Conn& conn, std::int64_t id) const { conn.exec(kDelete, {{"id", id}}); }

std::optional<Article> ArticleStore::find(db::Conn& conn, std::string_view sign, bool lock) const {
    std::string sql(kFind);
    if (lock && conn.dialect() == db::Dialect::kPostgres) sql += " FOR UPDATE OF a";
    auto r = conn.query_one(sql, {{"sign", std::string(sign)}});
    if (!r) return std::nullopt;
    Article a;
    a.card = card_from(*r);
    a.content = r->text("content");
    if (auto course = r->opt_text("course_sign"))
        a.course = LinkedCourse{*course, r->text("course_name"), r->text("course_picture"),
                                static_cast<int>(r->integer("course_offering"))};
    return a;
}

Paged<ArticleCard> ArticleStore::published(db::Conn& conn, std::int64_t school_id, std::optional<std::int64_t> type_id,
                                           std::string_view keyword, const Page& page) const {
    std::string where(kPublishedWhere);
    db::Params params{{"school", school_id}};
    if (type_id) {
        where += " AND a.type_id = :type";
        params.push_back({"type", *type_id});
    }
    if (!keyword.empty()) {
        std::string op(like_op(conn));
        where += " AND (a.title" + op + ":like ESCAPE '\\' OR a.text" + op + ":like ESCAPE '\\')";
        params.push_back({"like", db::like_contains(keyword)});
    }
    return paged_cards(conn, where, std::move(params), page, kNewestFirst);
}

std::vector<ArticleCard> ArticleStore::recommended(db::Conn& conn, std::int64_t school_id, std::int64_t except,
                                                   int limit) const {
    std::vector<ArticleCard> out;
    for (const auto& r : conn.query(
             kRecommended, {{"school", school_id}, {"except", except}, {"limit", static_cast<std::int64_t>(limit)}}))
        out.push_back(card_from(r));
    return out;
}

std::vector<ArticleCard> ArticleStore::related(db::Conn& conn, std::int64_t school_id, std::int64_t type_id,
                                               std::int64_t except, int limit) const {
    std::vector<ArticleCard> out;
    for (const auto& r : conn.query(kRelated, {{"school", school_id},
                                               {"type", type_id},
                                               {"except", except},
                                               {"limit", static_cast<std::int64_t>(limit)}}))
        out.push_back(card_from(r));
    return out;
}

Paged<ArticleCard> ArticleStore::managed(db::Conn& conn, std::int64_t school_id, std::int64_t author_id,
                                         const ArticleQuery& query, std::optional<std::int64_t> type_id) const {
    std::string where = "WHERE a.school_id = :school";
    db::Params params{{"school", school_id}};
    if (author_id != 0) {
        where += " AND a.author_id = :author";
        params.push_back({"author", author_id});
    }
    if (type_id) {
        where += " AND a.type_id = :type";
        params.push_back({"type", *type_id});
    }
    if (query.status) {
        where += " AND a.status = :status";
        params.push_back({"status", static_cast<std::int64_t>(*query.status)});
    }
    if (!query.keyword.empty()) {
        where += " AND a.title" + std::string(like_op(conn)) + ":like ESCAPE '\\'";
        params.push_back({"like", db::like_contains(query.keyword)});
    }
    return paged_cards(conn, where, std::move(params), query.page,
                       " ORDER BY a.updated_at DESC, a.id DESC LIMIT :limit OFFSET :offset");
}

bool ArticleStore::like(db::Conn& conn, std::int64_t article_id, std::int64_t user_id, std::int64_t now) const {
    if (conn.exec(kLike, {{"article", article_id}, {"user", user_id}, {"now", now}}) == 0) return false;
    conn.exec(kLikeCount, {{"article", article_id}});
    return true;
}

bool ArticleStore::liked(db::Conn& conn, std::int64_t article_id, std::int64_t user_id) const {
    return conn.query_one(kLiked, {{"article", article_id}, {"user", user_id}}).has_value();
}

bool ArticleStore::collect(db::Conn& conn, std::int64_t article_id, std::int64_t user_id, std::int64_t now) const {
    if (conn.exec(kCollect, {{"user", user_id}, {"article", article_id}, {"now", now}}) == 0) return false;
    conn.exec(kCollectCount, {{"by", std::int64_t{1}}, {"article", article_id}});
    return true;
}

bool ArticleStore::uncollect(db::Conn& conn, std::int64_t article_id, std::int64_t user_id) const {
    if (conn.exec(kUncollect, {{"user", user_id}, {"article", article_id}}) == 0) return false;
    conn.exec(kCollectCount, {{"by", std::int64_t{-1}}, {"article", article_id}});
    return true;
}

bool ArticleStore::collected(db::Conn& conn, std::int64_t article_id, std::int64_t user_id) const {
    return conn.query_one(kCollected, {{"user", user_id}, {"article", article_id}}).has_value();
}

void ArticleStore::record_view(db::Conn& conn, std::int64_t article_id, std::int64_t user_id, std::int64_t now) const {
    conn.exec(kViewCount, {{"article", article_id}});
    if (user_id > 0) conn.exec(kRecordView, {{"user", user_id}, {"article", article_id}, {"now", now}});
}

std::int64_t ArticleStore::counts(db::Conn& conn, std::int64_t article_id, std::int64_t* collect_count) const {
    auto r = conn.query_one(kCounts, {{"article", article_id}});
    if (!r) return 0;
    if (collect_count) *collect_count = r->integer("collect_count");
    return r->integer("like_count");
}

Paged<ReaderItem> ArticleStore::collections(db::Conn& conn, std::int64_t user_id, std::int64_t school_id,
                                            const Page& page) const {
    return reader_items(conn, kCollectionsFrom, "created_at", user_id, school_id, page);
}

Paged<ReaderItem> ArticleStore::history(db::Conn& conn, std::int64_t user_id, std::int64_t school_id,
                                        const Page& page) const {
    return reader_items(conn, kHistoryFrom, "viewed_at", user_id, school_id, page);
}

std::vector<CourseOption> ArticleStore::course_options(db::Conn& conn, std::int64_t school_id) const {
    std::vector<CourseOption> out;
    for (const auto& r : conn.query(kCourseOptions, {{"school", school_id}}))
        out.push_back({r.text("sign"), r.text("name"), r.text("picture"), static_cast<int>(r.integer("offering"))});
    return out;
}

std::optional<std::int64_t> ArticleStore::published_course_id(db::Conn& conn, std::int64_t school_id,
                                                              std::string_view sign) const {
    auto r = conn.query_one(kPublishedCourse, {{"school", school_id}, {"sign", std::string(sign)}});
    if (!r) return std::nullopt;
    return r->integer("id");
}

}  // namespace xj::articles
