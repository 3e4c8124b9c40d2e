// Articles and news (docs/articles.md): what teachers and school admins write, what readers like, collect and read.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/page.h"

namespace xj::articles {

using core::Page;
using core::Paged;

// article.status
inline constexpr int kDraft = 0;
inline constexpr int kPublished = 1;
inline constexpr int kUnpublished = 2;  // taken down after publishing

// news.category (spec 02 §9: information category 1, trade 2)
inline constexpr int kBusiness = 1;
inline constexpr int kIndustry = 2;

inline constexpr int kListPageSize = 12;  // /essay
inline constexpr int kNewsPageSize = 9;   // spec 02 §9: news size 9
inline constexpr std::size_t kTitleMax = 60;
inline constexpr std::size_t kSummaryMax = 200;
inline constexpr std::size_t kSourceMax = 30;
inline constexpr std::size_t kContentMaxBytes = 200'000;  // the sanitised HTML
inline constexpr std::size_t kTextMax = 20'000;           // its plain text, in characters
inline constexpr std::size_t kKeywordMax = 30;

// Where the editor's images live (public files; the sanitiser keeps only images under it).
inline constexpr std::string_view kImageDir = "article-images";
inline constexpr std::string_view kImagePrefix = "/files/article-images/";

// A picture this server stored for articles and news (a cover must be one): /files/article-images/<name>.png, the
// name of letters, digits and '-' (nothing a browser would read as another path).
inline bool is_uploaded_image(std::string_view url) {
    if (!url.starts_with(kImagePrefix) || !url.ends_with(".png")) return false;
    std::string_view name = url.substr(kImagePrefix.size(), url.size() - kImagePrefix.size() - 4);
    if (name.empty() || name.size() > 64) return false;
    for (char c : name)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-')) return false;
    return true;
}

struct ArticleType {
    std::int64_t id = 0;
    std::string sign;
    std::string name;
};

// An article as lists show it (no content).
struct ArticleCard {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t school_id = 0;
    std::int64_t author_id = 0;
    std::string author_name;
    std::string author_photo;
    std::string type_sign;
    std::string type_name;
    std::string title;
    std::string summary;
    std::string cover;
    int status = kDraft;
    bool recommend = false;
    std::int64_t like_count = 0;
    std::int64_t collect_count = 0;
    std::int64_t view_count = 0;
    std::int64_t created_at = 0;
    std::int64_t updated_at = 0;
    std::optional<std::int64_t> published_at;
};

// The course or training an article belongs with.
struct LinkedCourse {
    std::string sign;
    std::string name;
    std::string picture;
    int offering = 1;  // 1 course, 2 training
};

struct Article {
    ArticleCard card;
    std::string content;  // sanitised HTML
    std::optional<LinkedCourse> course;
};

// What a reader sees of an article: the article, and their like and collection.
struct ArticleView {
    Article article;
    bool liked = false;
    bool collected = false;
};

// The editor's form (add and update): content is the HTML as sent, sanitised by the service.
struct ArticleForm {
    std::string title;
    std::string type_sign;
    std::string summary;
    std::string cover;
    std::string content;
    std::optional<std::string> course_sign;
    bool publish = false;  // save and publish, else a draft (an unpublished article stays unpublished)
    bool recommend = false;
};

struct ArticleQuery {
    std::optional<std::string> type_sign;
    std::string keyword;
    std::optional<int> status;  // the management list's filter
    Page page;
};

// A reader's collection or browsing record item: the card and when.
struct ReaderItem {
    ArticleCard card;
    std::int64_t at = 0;
};

// The editor's course picker: the school's published courses and trainings.
using CourseOption = LinkedCourse;

struct NewsItem {
    std::int64_t id = 0;
    std::string sign;
    std::optional<std::int64_t> school_id;  // nullopt: the platform's
    int category = kBusiness;
    std::string title;
    std::string summary;
    std::string cover;
    std::string source;
    std::string content;  // empty in lists
    int status = kDraft;
    std::int64_t view_count = 0;
    std::string author_name;
    std::int64_t created_at = 0;
    std::int64_t updated_at = 0;
    std::optional<std::int64_t> published_at;
};

struct NewsForm {
    int category = kBusiness;
    std::string title;
    std::string summary;
    std::string cover;
    std::string source;
    std::string content;
    bool publish = false;
};

}  // namespace xj::articles
