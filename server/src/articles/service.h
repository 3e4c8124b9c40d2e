// Articles (docs/articles.md): teachers and school admins write them for their school's site; everyone reads the
// published ones; signed-in readers like (once), collect and have a browsing record. The only header other domains
// include.
#pragma once

#include <chrono>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include <boost/json/value.hpp>

#include "articles/model.h"
#include "articles/store.h"
#include "core/access.h"
#include "core/answer_cache_feed.h"
#include "core/answer_cache_lru.h"
#include "core/clock.h"
#include "courses/service.h"
#include "db/db.h"

namespace xj::articles {

using OptUser = std::optional<core::AuthUser>;

// A published article with what its page shows beside it.
struct ArticlePage {
    ArticleView view;
    std::vector<ArticleCard> related;
};

class ArticleService {
public:
    ArticleService(db::Database& db, const core::Clock& clock, courses::CourseService& courses)
        : db_(db), clock_(clock), courses_(courses) {}

    // Where uploaded images are stored (<data-dir>/files); set once at start.
    void set_files_dir(std::filesystem::path dir) { files_dir_ = std::move(dir); }

    std::vector<ArticleType> types();

    // Authors (docs/articles.md "Who writes"): a teacher their own articles, a school admin every article of their
    // school, both on their school's site. -1000 文章不存在 for an article they may not manage.
    Paged<ArticleCard> managed_list(std::string_view host, const core::AuthUser& user, const ArticleQuery& query);
    std::string add(std::string_view host, const core::AuthUser& user, const ArticleForm& form);
    Article update(std::string_view host, const core::AuthUser& user, const std::string& sign, const ArticleForm& form);
    void remove(std::string_view host, const core::AuthUser& user, const std::string& sign);
    Article unpublish(std::string_view host, const core::AuthUser& user, const std::string& sign);
    Article managed(std::string_view host, const core::AuthUser& user, const std::string& sign);
    std::vector<CourseOption> course_options(std::string_view host);
    // An image for the editor (cover or body): checked by content, fitted into 1600×1600, stored as PNG; its URL.
    std::string upload_image(std::string_view bytes);

    // Readers. A published article of the host's school (-1000 文章不存在 otherwise); a read is counted and, for a
    // signed-in reader, recorded in their browsing record.
    ArticlePage read(std::string_view host, const OptUser& user, const std::string& sign);
    Paged<ArticleCard> list(std::string_view host, const ArticleQuery& query);
    std::vector<ArticleCard> recommended(std::string_view host, const std::string& except_sign, int limit);
    // The public list and the recommended list as serialised envelopes from memory (key: the normalised query).
    // Its public lists from memory (decision 0006), per the host's school.
    core::AnswerSource answers() { return courses_.answer_source(answers_); }

    // Once per reader: -1000 您已点过赞 the second time. The article's like count after it.
    std::int64_t like(std::string_view host, const core::AuthUser& user, const std::string& sign);
    void collect(std::string_view host, const core::AuthUser& user, const std::string& sign);
    void uncollect(std::string_view host, const core::AuthUser& user, const std::string& sign);
    Paged<ReaderItem> collections(std::string_view host, const core::AuthUser& user, const Page& page);
    Paged<ReaderItem> history(std::string_view host, const core::AuthUser& user, const Page& page);

private:
    // The article of the host's school the user manages, locked for the transaction.
    Article managed_article(db::Conn& conn, std::int64_t school_id, const core::AuthUser& user, const std::string& sign,
                            bool lock) const;
    // A published article of the school (-1000 文章不存在).
    Article published_article(db::Conn& conn, std::int64_t school_id, const std::string& sign) const;
    // The form's content sanitised and checked, with its text (before any transaction: sanitising takes time).
    struct Cleaned {
        std::string content;
        std::string text;
    };
    static Cleaned cleaned(const ArticleForm& form);
    // The row a form writes: the type and course resolved, the summary made when empty.
    ArticleRow row_of(db::Conn& conn, std::int64_t school_id, const ArticleForm& form, const Cleaned& clean) const;
    // The school of the host, where the user writes (-6 on another school's site).
    std::int64_t writing_school(std::string_view host, const core::AuthUser& user);
    // Every instance drops its answers of the school (db/change_feed.h).
    void changed(std::int64_t school_id) { db_.changes().publish(kTopic, school_id); }
    std::int64_t now() const { return clock_.now_seconds(); }

    static constexpr std::size_t kAnswersMax = 1024;
    static constexpr std::chrono::seconds kAnswerMaxAge{5};  // likes and views move the lists' counts

    db::Database& db_;
    const core::Clock& clock_;
    courses::CourseService& courses_;
    ArticleStore store_;
    std::filesystem::path files_dir_ = "data/files";
    core::LruAnswerCache answers_{kAnswersMax, kAnswerMaxAge, clock_};
    static constexpr std::string_view kTopic = "articles";
    db::ChangeFeed::Subscription feed_ = core::follow_changes(db_.changes(), kTopic, answers_);
};

}  // namespace xj::articles
