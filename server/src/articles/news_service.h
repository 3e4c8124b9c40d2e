// News and information (docs/articles.md "News"): a school's admins write their school's news, the platform admin
// the platform's (shown on every school's site); everyone reads the published news.
#pragma once

#include <chrono>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include <boost/json/value.hpp>

#include "articles/model.h"
#include "articles/news_store.h"
#include "audit/service.h"
#include "core/access.h"
#include "core/answer_cache_feed.h"
#include "core/answer_cache_lru.h"
#include "core/clock.h"
#include "courses/service.h"
#include "db/db.h"

namespace xj::articles {

class NewsService {
public:
    NewsService(db::Database& db, const core::Clock& clock, courses::CourseService& courses, audit::AuditService& audit)
        : db_(db), clock_(clock), courses_(courses), audit_(audit) {}

    // Readers: the home page's latest, the hot list (most read of the last 180 days), a category's page, one item
    // (its read counted; -1000 资讯不存在 for anything not published on this site).
    std::vector<NewsItem> latest(std::string_view host, int limit);
    std::vector<NewsItem> hot(std::string_view host, int limit);
    Paged<NewsItem> information(std::string_view host, int category, const Page& page);
    NewsItem read(std::string_view host, const std::string& sign);
    // Its public lists from memory (decision 0006), per the host's school.
    core::AnswerSource answers() { return courses_.answer_source(answers_); }

    // Writers: a school admin on their school's site writes its news; the platform admin writes the platform's.
    // -1000 资讯不存在 for news they may not manage. Each change writes an audit row in its transaction (`ip`: the
    // writer's address).
    Paged<NewsItem> managed_list(std::string_view host, const core::AuthUser& user, std::optional<int> category,
                                 const Page& page);
    std::string add(std::string_view host, const core::AuthUser& user, std::string_view ip, const NewsForm& form);
    NewsItem update(std::string_view host, const core::AuthUser& user, std::string_view ip, const std::string& sign,
                    const NewsForm& form);
    NewsItem set_published(std::string_view host, const core::AuthUser& user, std::string_view ip,
                           const std::string& sign, bool published);
    void remove(std::string_view host, const core::AuthUser& user, std::string_view ip, const std::string& sign);
    NewsItem managed(std::string_view host, const core::AuthUser& user, const std::string& sign);

private:
    // Whose news the user writes: their school's (school admin on its site) or the platform's (nullopt; admin).
    std::optional<std::int64_t> owner(std::string_view host, const core::AuthUser& user);
    NewsItem managed_item(db::Conn& conn, const std::optional<std::int64_t>& owner, const std::string& sign,
                          bool lock = false) const;
    // The form with its content sanitised and checked, its summary made when empty.
    NewsForm cleaned(NewsForm form) const;
    // Platform news shows on every site: every instance drops every school's answers (db/change_feed.h).
    void changed() { db_.changes().publish(kTopic); }
    std::int64_t now() const { return clock_.now_seconds(); }

    static constexpr std::size_t kAnswersMax = 1024;
    static constexpr std::chrono::seconds kAnswerMaxAge{5};  // reads move the hot list

    db::Database& db_;
    const core::Clock& clock_;
    courses::CourseService& courses_;
    audit::AuditService& audit_;
    NewsStore store_;
    core::LruAnswerCache answers_{kAnswersMax, kAnswerMaxAge, clock_};
    static constexpr std::string_view kTopic = "news";
    db::ChangeFeed::Subscription feed_ = core::follow_changes(db_.changes(), kTopic, answers_);
};

}  // namespace xj::articles
