// The articles' SQL, and only SQL (docs/articles.md). Users (names, photos) and course rows (the linked course, the
// editor's picker) are read here; their domains write them.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "articles/model.h"
#include "db/db.h"

namespace xj::articles {

// What the store writes for an article (the service has resolved the type and the course, sanitised the content).
struct ArticleRow {
    std::int64_t school_id = 0;
    std::int64_t author_id = 0;
    std::int64_t type_id = 0;
    std::optional<std::int64_t> course_id;
    std::string title;
    std::string summary;
    std::string cover;
    std::string content;
    std::string text;
    int status = kDraft;
    bool recommend = false;
};

class ArticleStore {
public:
    std::vector<ArticleType> types(db::Conn& conn) const;
    std::optional<ArticleType> type_by_sign(db::Conn& conn, std::string_view sign) const;
    std::int64_t insert_type(db::Conn& conn, std::string_view name, int sort) const;

    // The new article's sign.
    std::string insert(db::Conn& conn, const ArticleRow& row, std::int64_t now) const;
    // Writes every field of the form; published_at is set the first time it is published.
    void update(db::Conn& conn, std::int64_t id, const ArticleRow& row, std::int64_t now) const;
    void set_status(db::Conn& conn, std::int64_t id, int status, std::int64_t now) const;
    void remove(db::Conn& conn, std::int64_t id) const;
    // lock: the row is locked for the transaction (PostgreSQL FOR UPDATE).
    std::optional<Article> find(db::Conn& conn, std::string_view sign, bool lock = false) const;

    // The public list of a school: published, newest first; keyword in the title or text; by type.
    Paged<ArticleCard> published(db::Conn& conn, std::int64_t school_id, std::optional<std::int64_t> type_id,
                                 std::string_view keyword, const Page& page) const;
    // The school admins' choice first, then the most liked, without `except`.
    std::vector<ArticleCard> recommended(db::Conn& conn, std::int64_t school_id, std::int64_t except, int limit) const;
    // Published articles of the same type, newest first, without `except`.
    std::vector<ArticleCard> related(db::Conn& conn, std::int64_t school_id, std::int64_t type_id, std::int64_t except,
                                     int limit) const;
    // The management list: one author's (author_id) or the whole school's (author_id 0), any status.
    Paged<ArticleCard> managed(db::Conn& conn, std::int64_t school_id, std::int64_t author_id,
                               const ArticleQuery& query, std::optional<std::int64_t> type_id) const;

    // true when the like was new (the count moved with it).
    bool like(db::Conn& conn, std::int64_t article_id, std::int64_t user_id, std::int64_t now) const;
    bool liked(db::Conn& conn, std::int64_t article_id, std::int64_t user_id) const;
    bool collect(db::Conn& conn, std::int64_t article_id, std::int64_t user_id, std::int64_t now) const;
    bool uncollect(db::Conn& conn, std::int64_t article_id, std::int64_t user_id) const;
    bool collected(db::Conn& conn, std::int64_t article_id, std::int64_t user_id) const;
    // A read: the view count, and for a signed-in reader (user_id > 0) the browsing record.
    void record_view(db::Conn& conn, std::int64_t article_id, std::int64_t user_id, std::int64_t now) const;
    std::int64_t counts(db::Conn& conn, std::int64_t article_id, std::int64_t* collect_count) const;  // likes

    // A reader's collections / browsing record on one school's site: published articles only, newest first.
    Paged<ReaderItem> collections(db::Conn& conn, std::int64_t user_id, std::int64_t school_id, const Page& page) const;
    Paged<ReaderItem> history(db::Conn& conn, std::int64_t user_id, std::int64_t school_id, const Page& page) const;

    // The editor's picker: the school's published courses and trainings.
    std::vector<CourseOption> course_options(db::Conn& conn, std::int64_t school_id) const;
    std::optional<std::int64_t> published_course_id(db::Conn& conn, std::int64_t school_id,
                                                    std::string_view sign) const;
};

}  // namespace xj::articles
