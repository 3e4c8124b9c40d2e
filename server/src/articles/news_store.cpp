#include "articles/news_store.h"

#include <string>

#include "core/sign.h"

namespace xj::articles {

namespace {

constexpr std::string_view kInsert =
    "INSERT INTO news (sign, school_id, author_id, category, title, summary, cover, source, content, status, "
    "created_at, updated_at, published_at) VALUES (:sign, :school, :author, :category, :title, :summary, :cover, "
    ":source, :content, :status, :now, :now, :published)";
// An edit publishes (publish true) or keeps the item's state: only publishNews {status 0} takes it back.
constexpr std::string_view kUpdate =
    "UPDATE news SET category = :category, title = :title, summary = :summary, cover = :cover, source = :source, "
    "content = :content, status = CASE WHEN :status = 1 THEN 1 ELSE status END, updated_at = :now, "
    "published_at = CASE WHEN :status = 1 AND published_at IS NULL THEN :now ELSE published_at END WHERE id = :id";
constexpr std::string_view kSetStatus =
    "UPDATE news SET status = :status, updated_at = :now, "
    "published_at = CASE WHEN :status = 1 AND published_at IS NULL THEN :now ELSE published_at END WHERE id = :id";
constexpr std::string_view kDelete = "DELETE FROM news WHERE id = :id";
constexpr std::string_view kViewCount = "UPDATE news SET view_count = view_count + :by WHERE id = :id";

#define XJ_NEWS_COLUMNS                                                                                      \
    "n.id, n.sign, n.school_id, n.category, n.title, n.summary, n.cover, n.source, n.status, n.view_count, " \
    "n.created_at, n.updated_at, n.published_at, COALESCE(u.name, '') AS author_name"
#define XJ_NEWS_FROM " FROM news n LEFT JOIN users u ON u.id = n.author_id "
constexpr std::string_view kFind = "SELECT " XJ_NEWS_COLUMNS ", n.content" XJ_NEWS_FROM "WHERE n.sign = :sign";
constexpr std::string_view kListSelect = "SELECT " XJ_NEWS_COLUMNS XJ_NEWS_FROM;
// A site's news: its school's and the platform's, two ranges of news_school.
constexpr std::string_view kSiteWhere = "WHERE (n.school_id = :school OR n.school_id IS NULL) AND n.status = 1";
constexpr std::string_view kHot = "SELECT " XJ_NEWS_COLUMNS XJ_NEWS_FROM
                                  "WHERE (n.school_id = :school OR n.school_id IS NULL) AND n.status = 1 "
                                  "AND n.published_at >= :since ORDER BY n.view_count DESC, n.published_at DESC, "
                                  "n.id DESC LIMIT :limit";
#undef XJ_NEWS_FROM
#undef XJ_NEWS_COLUMNS

NewsItem news_from(const db::Row& r) {
    NewsItem n;
    n.id = r.integer("id");
    n.sign = r.text("sign");
    n.school_id = r.opt_integer("school_id");
    n.category = static_cast<int>(r.integer("category"));
    n.title = r.text("title");
    n.summary = r.text("summary");
    n.cover = r.text("cover");
    n.source = r.text("source");
    n.status = static_cast<int>(r.integer("status"));
    n.view_count = r.integer("view_count");
    n.author_name = r.text("author_name");
    n.created_at = r.integer("created_at");
    n.updated_at = r.integer("updated_at");
    n.published_at = r.opt_integer("published_at");
    return n;
}

db::Params form_params(const NewsForm& f, std::int64_t now) {
    return {{"category", static_cast<std::int64_t>(f.category)},
            {"title", f.title},
            {"summary", f.summary},
            {"cover", f.cover},
            {"source", f.source},
            {"content", f.content},
            {"status", static_cast<std::int64_t>(f.publish ? kPublished : kDraft)},
            {"now", now}};
}

Paged<NewsItem> paged(db::Conn& conn, const std::string& where, db::Params params, const Page& page,
                      std::string_view order) {
    Paged<NewsItem> out;
    out.total = conn.query_one("SELECT COUNT(*) AS n FROM news n " + where, params)->integer("n");
    if (out.total == 0 || page.offset() >= out.total) return out;
    params.push_back({"limit", static_cast<std::int64_t>(page.size)});
    params.push_back({"offset", page.offset()});
    for (const auto& r : conn.query(std::string(kListSelect) + where + std::string(order), params))
        out.list.push_back(news_from(r));
    return out;
}

}  // namespace

std::string NewsStore::insert(db::Conn& conn, const NewsRow& row, std::int64_t now) const {
    std::string sign = core::make_sign();
    db::Params params = form_params(row.form, now);
    params.push_back({"sign", sign});
    params.push_back({"school", db::nullable(row.school_id)});
    params.push_back({"author", row.author_id > 0 ? db::Value(row.author_id) : db::Value(nullptr)});
    params.push_back({"published", row.form.publish ? db::Value(now) : db::Value(nullptr)});
    conn.exec(kInsert, params);
    return sign;
}

void NewsStore::update(db::Conn& conn, std::int64_t id, const NewsForm& form, std::int64_t now) const {
    db::Params params = form_params(form, now);
    params.push_back({"id", id});
    conn.exec(kUpdate, params);
}

void NewsStore::set_status(db::Conn& conn, std::int64_t id, int status, std::int64_t now) const {
    conn.exec(kSetStatus, {{"status", static_cast<std::int64_t>(status)}, {"now", now}, {"id", id}});
}

void NewsStore::remove(db::Conn& conn, std::int64_t id) const { conn.exec(kDelete, {{"id", id}}); }

std::optional<NewsItem> NewsStore::find(db::Conn& conn, std::string_view sign, bool lock) const {
    std::string sql(kFind);
    if (lock && conn.dialect() == db::Dialect::kPostgres) sql += " FOR UPDATE OF n";
    auto r = conn.query_one(sql, {{"sign", std::string(sign)}});
    if (!r) return std::nullopt;
    NewsItem n = news_from(*r);
    n.content = r->text("content");
    return n;
}

void NewsStore::count_view(db::Conn& conn, std::int64_t id, std::int64_t by) const {
    conn.exec(kViewCount, {{"by", by}, {"id", id}});
}

Paged<NewsItem> NewsStore::published(db::Conn& conn, std::int64_t school_id, int category, const Page& page) const {
    std::string where(kSiteWhere);
    db::Params params{{"school", school_id}};
    if (category != 0) {
        where += " AND n.category = :category";
        params.push_back({"category", static_cast<std::int64_t>(category)});
    }
    return paged(conn, where, std::move(params), page,
                 " ORDER BY n.published_at DESC, n.id DESC LIMIT :limit OFFSET :offset");
}

std::vector<NewsItem> NewsStore::hot(db::Conn& conn, std::int64_t school_id, std::int64_t since, int limit) const {
    std::vector<NewsItem> out;
    for (const auto& r :
         conn.query(kHot, {{"school", school_id}, {"since", since}, {"limit", static_cast<std::int64_t>(limit)}}))
        out.push_back(news_from(r));
    return out;
}

Paged<NewsItem> NewsStore::managed(db::Conn& conn, std::optional<std::int64_t> school_id, std::optional<int> category,
                                   const Page& page) const {
    std::string where = school_id ? "WHERE n.school_id = :school" : "WHERE n.school_id IS NULL";
    db::Params params;
    if (school_id) params.push_back({"school", *school_id});
    if (category) {
        where += " AND n.category = :category";
        params.push_back({"category", static_cast<std::int64_t>(*category)});
    }
    return paged(conn, where, std::move(params), page,
                 " ORDER BY n.updated_at DESC, n.id DESC LIMIT :limit OFFSET :offset");
}

}  // namespace xj::articles
