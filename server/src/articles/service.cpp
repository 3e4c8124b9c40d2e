#include "articles/service.h"

#include "core/api_error.h"
#include "core/atomic_file.h"
#include "core/file_type.h"
#include "core/html_sanitizer.h"
#include "core/image.h"
#include "core/response.h"
#include "core/sign.h"
#include "core/text.h"

namespace xj::articles {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNoArticle = "文章不存在";
constexpr std::string_view kMsgNoType = "文章类型不存在";
constexpr std::string_view kMsgNoCourse = "关联的课程不存在";
constexpr std::string_view kMsgNoContent = "请输入文章内容";
constexpr std::string_view kMsgContentLong = "文章内容不能超过20000个字";
constexpr std::string_view kMsgContentBytes = "文章内容过长，请减少格式或分篇发布";
constexpr std::string_view kMsgCover = "请上传文章封面";
constexpr std::string_view kMsgNotPublished = "文章未发布，无需下架";
constexpr std::string_view kMsgLiked = "您已点过赞";
constexpr std::string_view kMsgCollected = "您已收藏过这篇文章";
constexpr std::string_view kMsgNotCollected = "您没有收藏这篇文章";
constexpr std::string_view kMsgImageOnly = "仅支持 PNG、JPG、WEBP、GIF 图片";
constexpr std::size_t kSummaryFromText = 120;
constexpr int kImageMax = 1600;
constexpr int kRelatedMax = 5;

ApiError no_article() { return ApiError::business(std::string(kMsgNoArticle)); }

// A summary made from the text: its first characters, with an ellipsis when cut.
std::string summary_of(const std::string& text) {
    if (core::text::code_points(text) <= kSummaryFromText) return text;
    return core::text::first_code_points(text, kSummaryFromText) + "…";
}

}  // namespace

std::vector<ArticleType> ArticleService::types() {
    return db_.with_conn([&](db::Conn& c) { return store_.types(c); });
}

std::int64_t ArticleService::writing_school(std::string_view host, const core::AuthUser& user) {
    std::int64_t school = courses_.school_of(host);
    if (school == 0 || user.school_id != school) throw ApiError::no_permission();  // written on its own site
    return school;
}

Article ArticleService::managed_article(db::Conn& conn, std::int64_t school_id, const core::AuthUser& user,
                                        const std::string& sign, bool lock) const {
    auto a = store_.find(conn, sign, lock);
    if (!a || a->card.school_id != school_id) throw no_article();
    bool admin = user.has_role(core::Role::kSchoolAdmin) && user.school_id == school_id;
    if (!admin && a->card.author_id != user.id) throw no_article();
    return *a;
}

Article ArticleService::published_article(db::Conn& conn, std::int64_t school_id, const std::string& sign) const {
    auto a = store_.find(conn, sign);
    if (!a || a->card.school_id != school_id || a->card.status != kPublished) throw no_article();
    return *a;
}

ArticleService::Cleaned ArticleService::cleaned(const ArticleForm& form) {
    Cleaned out;
    out.content = core::sanitize_html(form.content, core::HtmlPolicy{{std::string(kImagePrefix)}});
    out.text = core::html_text(out.content);
    if (out.text.empty() && out.content.find("<img") == std::string::npos)
        throw ApiError::invalid("content", std::string(kMsgNoContent));
    if (core::text::code_points(out.text) > kTextMax) throw ApiError::invalid("content", std::string(kMsgContentLong));
    if (out.content.size() > kContentMaxBytes) throw ApiError::invalid("content", std::string(kMsgContentBytes));
    return out;
}

ArticleRow ArticleService::row_of(db::Conn& conn, std::int64_t school_id, const ArticleForm& form,
                                  const Cleaned& clean) const {
    ArticleRow row;
    row.school_id = school_id;
    auto type = store_.type_by_sign(conn, form.type_sign);
    if (!type) throw ApiError::invalid("typeId", std::string(kMsgNoType));
    row.type_id = type->id;
    if (form.course_sign) {
        row.course_id = store_.published_course_id(conn, school_id, *form.course_sign);
        if (!row.course_id) throw ApiError::invalid("courseId", std::string(kMsgNoCourse));
    }
    if (!form.cover.empty() && !is_uploaded_image(form.cover)) throw ApiError::invalid("cover", std::string(kMsgCover));
    row.title = form.title;
    row.cover = form.cover;
    row.content = clean.content;
    row.text = clean.text;
    row.summary = form.summary.empty() ? summary_of(row.text) : form.summary;
    row.status = form.publish ? kPublished : kDraft;
    return row;
}

Paged<ArticleCard> ArticleService::managed_list(std::string_view host, const core::AuthUser& user,
                                                const ArticleQuery& query) {
    std::int64_t school = writing_school(host, user);
    return db_.with_conn([&](db::Conn& c) {
        std::optional<std::int64_t> type_id;
        if (query.type_sign) {
            auto type = store_.type_by_sign(c, *query.type_sign);
            if (!type) return Paged<ArticleCard>{};
            type_id = type->id;
        }
        std::int64_t author = user.has_role(core::Role::kSchoolAdmin) ? 0 : user.id;
        return store_.managed(c, school, author, query, type_id);
    });
}

std::string ArticleService::add(std::string_view host, const core::AuthUser& user, const ArticleForm& form) {
    std::int64_t school = writing_school(host, user);
    Cleaned clean = cleaned(form);  // before the transaction: sanitising holds no lock
    std::string sign = db_.with_tx([&](db::Conn& c) {
        ArticleRow row = row_of(c, school, form, clean);
        row.author_id = user.id;
        row.recommend = form.recommend && user.has_role(core::Role::kSchoolAdmin);
        return store_.insert(c, row, now());
    });
    changed(school);
    return sign;
}

Article ArticleService::update(std::string_view host, const core::AuthUser& user, const std::string& sign,
                               const ArticleForm& form) {
    std::int64_t school = writing_school(host, user);
    Cleaned clean = cleaned(form);
    Article out = db_.with_tx([&](db::Conn& c) {
        Article a = managed_article(c, school, user, sign, true);
        ArticleRow row = row_of(c, school, form, clean);
        // Saving without publishing keeps an unpublished article unpublished (not a draft again).
        if (!form.publish && a.card.status == kUnpublished) row.status = kUnpublished;
        row.recommend = user.has_role(core::Role::kSchoolAdmin) ? form.recommend : a.card.recommend;
        store_.update(c, a.card.id, row, now());
        return *store_.find(c, sign);
    });
    changed(school);
    return out;
}

void ArticleService::remove(std::string_view host, const core::AuthUser& user, const std::string& sign) {
    std::int64_t school = writing_school(host, user);
    db_.with_tx([&](db::Conn& c) { store_.remove(c, managed_article(c, school, user, sign, true).card.id); });
    changed(school);
}

Article ArticleService::unpublish(std::string_view host, const core::AuthUser& user, const std::string& sign) {
    std::int64_t school = writing_school(host, user);
    Article out = db_.with_tx([&](db::Conn& c) {
        Article a = managed_article(c, school, user, sign, true);
        if (a.card.status != kPublished) throw ApiError::business(std::string(kMsgNotPublished));
        store_.set_status(c, a.card.id, kUnpublished, now());
        return *store_.find(c, sign);
    });
    changed(school);
    return out;
}

Article ArticleService::managed(std::string_view host, const core::AuthUser& user, const std::string& sign) {
    std::int64_t school = writing_school(host, user);
    return db_.with_conn([&](db::Conn& c) { return managed_article(c, school, user, sign, false); });
}

std::vector<CourseOption> ArticleService::course_options(std::string_view host) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& c) { return store_.course_options(c, school); });
}

std::string ArticleService::upload_image(std::string_view bytes) {
    std::string mime = core::sniff_mime(bytes);
    if (!core::accepted_image_type(mime)) throw ApiError::business(std::string(kMsgImageOnly), std::string("file"));
    auto png = core::fitted_png(bytes, mime, kImageMax, kImageMax);
    if (!png) throw ApiError::business(std::string(kMsgImageOnly), std::string("file"));
    std::string name = core::make_sign() + ".png";
    std::filesystem::path dir = files_dir_ / kImageDir;
    std::filesystem::create_directories(dir);
    core::write_atomically(dir / name, *png, "articles: image");
    return std::string(kImagePrefix) + name;
}

ArticlePage ArticleService::read(std::string_view host, const OptUser& user, const std::string& sign) {
    std::int64_t school = courses_.school_of(host);
    ArticlePage page = db_.with_conn([&](db::Conn& c) {
        ArticlePage p;
        p.view.article = published_article(c, school, sign);
        const ArticleCard& card = p.view.article.card;
        if (user) {
            p.view.liked = store_.liked(c, card.id, user->id);
            p.view.collected = store_.collected(c, card.id, user->id);
        }
        p.related = store_.related(c, school, store_.type_by_sign(c, card.type_sign)->id, card.id, kRelatedMax);
        return p;
    });
    // The read counted in a short write of its own (the page was read outside it).
    db_.with_tx([&](db::Conn& c) { store_.record_view(c, page.view.article.card.id, user ? user->id : 0, now()); });
    page.view.article.card.view_count += 1;
    return page;
}

Paged<ArticleCard> ArticleService::list(std::string_view host, const ArticleQuery& query) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& c) {
        std::optional<std::int64_t> type_id;
        if (query.type_sign) {
            auto type = store_.type_by_sign(c, *query.type_sign);
            if (!type) return Paged<ArticleCard>{};
            type_id = type->id;
        }
        return store_.published(c, school, type_id, query.keyword, query.page);
    });
}

std::vector<ArticleCard> ArticleService::recommended(std::string_view host, const std::string& except_sign, int limit) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& c) {
        std::int64_t except = 0;
        if (!except_sign.empty())
            if (auto a = store_.find(c, except_sign)) except = a->card.id;
        return store_.recommended(c, school, except, limit);
    });
}

std::int64_t ArticleService::like(std::string_view host, const core::AuthUser& user, const std::string& sign) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_tx([&](db::Conn& c) {
        Article a = published_article(c, school, sign);
        if (!store_.like(c, a.card.id, user.id, now())) throw ApiError::business(std::string(kMsgLiked));
        return store_.counts(c, a.card.id, nullptr);
    });
}

void ArticleService::collect(std::string_view host, const core::AuthUser& user, const std::string& sign) {
    std::int64_t school = courses_.school_of(host);
    db_.with_tx([&](db::Conn& c) {
        Article a = published_article(c, school, sign);
        if (!store_.collect(c, a.card.id, user.id, now())) throw ApiError::business(std::string(kMsgCollected));
    });
}

void ArticleService::uncollect(std::string_view host, const core::AuthUser& user, const std::string& sign) {
    std::int64_t school = courses_.school_of(host);
    db_.with_tx([&](db::Conn& c) {
        auto a = store_.find(c, sign);
        if (!a || a->card.school_id != school) throw no_article();
        if (!store_.uncollect(c, a->card.id, user.id)) throw ApiError::business(std::string(kMsgNotCollected));
    });
}

Paged<ReaderItem> ArticleService::collections(std::string_view host, const core::AuthUser& user, const Page& page) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& c) { return store_.collections(c, user.id, school, page); });
}

Paged<ReaderItem> ArticleService::history(std::string_view host, const core::AuthUser& user, const Page& page) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& c) { return store_.history(c, user.id, school, page); });
}

}  // namespace xj::articles
