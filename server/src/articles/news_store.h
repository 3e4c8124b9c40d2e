// The news' SQL, and only SQL (docs/articles.md "News"). A school's site shows its own news and the platform's
// (school_id NULL).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "articles/model.h"
#include "db/db.h"

namespace xj::articles {

// What the store writes for a news item (the service has sanitised the content).
struct NewsRow {
    std::optional<std::int64_t> school_id;  // nullopt: the platform's
    std::int64_t author_id = 0;
    NewsForm form;
};

class NewsStore {
public:
    std::string insert(db::Conn& conn, const NewsRow& row, std::int64_t now) const;  // the new sign
    void update(db::Conn& conn, std::int64_t id, const NewsForm& form, std::int64_t now) const;
    void set_status(db::Conn& conn, std::int64_t id, int status, std::int64_t now) const;
    void remove(db::Conn& conn, std::int64_t id) const;
    // lock: the row is locked for the transaction (PostgreSQL FOR UPDATE), so two changes of one item go in turn.
    std::optional<NewsItem> find(db::Conn& conn, std::string_view sign, bool lock = false) const;
    void count_view(db::Conn& conn, std::int64_t id, std::int64_t by = 1) const;

    // Published news a school's site shows (its own and the platform's), newest first; category 0: both.
    Paged<NewsItem> published(db::Conn& conn, std::int64_t school_id, int category, const Page& page) const;
    // The most read of the last `days` before now (published), most read first.
    std::vector<NewsItem> hot(db::Conn& conn, std::int64_t school_id, std::int64_t since, int limit) const;
    // The management list: one school's (school_id) or the platform's (nullopt), any status, latest change first.
    Paged<NewsItem> managed(db::Conn& conn, std::optional<std::int64_t> school_id, std::optional<int> category,
                            const Page& page) const;
};

}  // namespace xj::articles
