#include "articles/news_service.h"

#include <boost/json.hpp>

#include "audit/actions.h"
#include "core/api_error.h"
#include "core/html_sanitizer.h"
#include "core/response.h"
#include "core/text.h"

namespace xj::articles {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNoNews = "资讯不存在";
constexpr std::string_view kMsgNoContent = "请输入资讯内容";
constexpr std::string_view kMsgContentLong = "资讯内容不能超过20000个字";
constexpr std::string_view kMsgContentBytes = "资讯内容过长，请减少格式";
constexpr std::string_view kMsgCover = "请上传资讯封面";
constexpr std::int64_t kHotWindowSeconds = 180LL * 24 * 3600;
constexpr std::size_t kSummaryFromText = 120;

ApiError no_news() { return ApiError::business(std::string(kMsgNoNews)); }

// A news item as the audit log keeps it: its title, category and state (the content stays in the item).
std::string audit_state(const std::optional<NewsItem>& n) {
    if (!n) return "";
    return boost::json::serialize(
        boost::json::object{{"title", n->title}, {"category", n->category}, {"status", n->status}});
}

// `verb` 新增资讯 / 编辑资讯 / …: "新增资讯《标题》"; the platform's news (no school) is the platform's row.
audit::Action news_audit(std::string_view action, std::string_view verb, const std::optional<NewsItem>& before,
                         const std::optional<NewsItem>& after) {
    const NewsItem& item = after ? *after : *before;
    return {item.school_id,
            std::string(action),
            "news:" + item.sign + " " + item.title,
            std::string(verb) + "《" + item.title + "》",
            audit_state(before),
            audit_state(after)};
}

}  // namespace

NewsForm NewsService::cleaned(NewsForm form) const {
    if (!form.cover.empty() && !is_uploaded_image(form.cover)) throw ApiError::invalid("cover", std::string(kMsgCover));
    form.content = core::sanitize_html(form.content, core::HtmlPolicy{{std::string(kImagePrefix)}});
    std::string text = core::html_text(form.content);
    if (text.empty() && form.content.find("<img") == std::string::npos)
        throw ApiError::invalid("content", std::string(kMsgNoContent));
    if (core::text::code_points(text) > kTextMax) throw ApiError::invalid("content", std::string(kMsgContentLong));
    if (form.content.size() > kContentMaxBytes) throw ApiError::invalid("content", std::string(kMsgContentBytes));
    if (form.summary.empty())
        form.summary = core::text::code_points(text) <= kSummaryFromText
                           ? text
                           : core::text::first_code_points(text, kSummaryFromText) + "…";
    return form;
}

std::vector<NewsItem> NewsService::latest(std::string_view host, int limit) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& c) { return store_.published(c, school, 0, Page{1, limit}).list; });
}

std::vector<NewsItem> NewsService::hot(std::string_view host, int limit) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& c) { return store_.hot(c, school, now() - kHotWindowSeconds, limit); });
}

Paged<NewsItem> NewsService::information(std::string_view host, int category, const Page& page) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& c) { return store_.published(c, school, category, page); });
}

NewsItem NewsService::read(std::string_view host, const std::string& sign) {
    std::int64_t school = courses_.school_of(host);
    NewsItem item = db_.with_conn([&](db::Conn& c) {
        auto n = store_.find(c, sign);
        if (!n || n->status != kPublished || (n->school_id && *n->school_id != school)) throw no_news();
        return *n;
    });
    db_.with_tx([&](db::Conn& c) { store_.count_view(c, item.id); });  // a short write of its own
    item.view_count += 1;
    return item;
}

std::optional<std::int64_t> NewsService::owner(std::string_view host, const core::AuthUser& user) {
    if (user.has_role(core::Role::kAdmin)) return std::nullopt;
    std::int64_t school = courses_.school_of(host);
    if (!user.has_role(core::Role::kSchoolAdmin) || school == 0 || user.school_id != school)
        throw ApiError::no_permission();
    return school;
}

NewsItem NewsService::managed_item(db::Conn& conn, const std::optional<std::int64_t>& owner, const std::string& sign,
                                   bool lock) const {
    auto n = store_.find(conn, sign, lock);
    if (!n || n->school_id != owner) throw no_news();
    return *n;
}

Paged<NewsItem> NewsService::managed_list(std::string_view host, const core::AuthUser& user,
                                          std::optional<int> category, const Page& page) {
    auto school = owner(host, user);
    return db_.with_conn([&](db::Conn& c) { return store_.managed(c, school, category, page); });
}

std::string NewsService::add(std::string_view host, const core::AuthUser& user, std::string_view ip,
                             const NewsForm& form) {
    NewsRow row{owner(host, user), user.id, cleaned(form)};
    std::string sign = db_.with_tx([&](db::Conn& c) {
        std::string made = store_.insert(c, row, now());
        NewsItem item = *store_.find(c, made);
        audit_.record(c, user, ip, news_audit(audit::kNewsCreate, "新增资讯", std::nullopt, item));
        return made;
    });
    changed();
    return sign;
}

NewsItem NewsService::update(std::string_view host, const core::AuthUser& user, std::string_view ip,
                             const std::string& sign, const NewsForm& form) {
    auto school = owner(host, user);
    NewsForm clean = cleaned(form);
    NewsItem out = db_.with_tx([&](db::Conn& c) {
        NewsItem before = managed_item(c, school, sign, true);
        store_.update(c, before.id, clean, now());
        NewsItem after = *store_.find(c, sign);
        audit_.record(c, user, ip, news_audit(audit::kNewsUpdate, "编辑资讯", before, after));
        return after;
    });
    changed();
    return out;
}

NewsItem NewsService::set_published(std::string_view host, const core::AuthUser& user, std::string_view ip,
                                    const std::string& sign, bool published) {
    auto school = owner(host, user);
    NewsItem out = db_.with_tx([&](db::Conn& c) {
        NewsItem before = managed_item(c, school, sign, true);
        store_.set_status(c, before.id, published ? kPublished : kDraft, now());
        NewsItem after = *store_.find(c, sign);
        audit_.record(c, user, ip,
                      published ? news_audit(audit::kNewsPublish, "发布资讯", before, after)
                                : news_audit(audit::kNewsWithdraw, "撤回资讯", before, after));
        return after;
    });
    changed();
    return out;
}

void NewsService::remove(std::string_view host, const core::AuthUser& user, std::string_view ip,
                         const std::string& sign) {
    auto school = owner(host, user);
    db_.with_tx([&](db::Conn& c) {
        NewsItem before = managed_item(c, school, sign, true);
        store_.remove(c, before.id);
        audit_.record(c, user, ip, news_audit(audit::kNewsDelete, "删除资讯", before, std::nullopt));
    });
    changed();
}

NewsItem NewsService::managed(std::string_view host, const core::AuthUser& user, const std::string& sign) {
    auto school = owner(host, user);
    return db_.with_conn([&](db::Conn& c) { return managed_item(c, school, sign); });
}

}  // namespace xj::articles
