// The courses service, the public catalogue: the home page's lists, the course list with its filters, kinds,
// course types (nested), suggestions and districts of the host's school.
#include <algorithm>
#include <map>

#include "courses/service.h"

namespace xj::courses {

namespace {

constexpr int kSuggestLimit = 10;
constexpr int kSliderSize = 5;
constexpr int kSkillScan = 200;  // at most this many matching courses, ranked by how many skills they name

std::string ascii_lower(std::string_view s) {
    std::string out(s);
    for (char& ch : out)
        if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
    return out;
}

// The skills a course names in its name, introduction or type (what the store matched, case-insensitively).
std::vector<std::string> named_skills(const CourseCard& card, const std::vector<std::string>& skills) {
    std::string text = ascii_lower(card.name + "\n" + card.introduction + "\n" + card.type_name);
    std::vector<std::string> named;
    for (const auto& skill : skills)
        if (!skill.empty() && text.find(ascii_lower(skill)) != std::string::npos) named.push_back(skill);
    return named;
}

std::vector<TypeNode> nest(std::vector<TypeNode> all) {
    // all is ordered by level, sort, id: parents come before their children.
    std::map<std::int64_t, std::vector<TypeNode>> children;
    for (auto it = all.rbegin(); it != all.rend(); ++it) {
        auto found = children.find(it->id);
        if (found != children.end()) {
            it->children = std::move(found->second);
            std::reverse(it->children.begin(), it->children.end());
            children.erase(found);
        }
        if (it->parent_id) children[*it->parent_id].push_back(std::move(*it));
    }
    std::vector<TypeNode> roots;
    for (auto& t : all)
        if (!t.parent_id) roots.push_back(std::move(t));
    return roots;
}

}  // namespace

std::vector<CourseCard> CourseService::top(std::string_view host, std::string_view order, std::optional<int> type,
                                           std::optional<bool> free, int limit) {
    ListFilter filter;
    filter.school_id = school_of(host);
    filter.order = std::string(order);
    filter.type = type;
    filter.free = free;
    return db_.with_conn([&](db::Conn& c) { return store_.list_courses(c, filter, Page{1, limit}, false).list; });
}

std::vector<CourseCard> CourseService::recommended(std::string_view host, int limit) {
    return top(host, kOrderHot, std::nullopt, std::nullopt, limit);
}

std::vector<CourseCard> CourseService::self_study(std::string_view host, int limit) {
    return top(host, kOrderNew, kTypeOther, std::nullopt, limit);
}

std::vector<CourseCard> CourseService::chosen(std::string_view host, int limit) {
    return top(host, kOrderSort, std::nullopt, true, limit);
}

std::vector<CourseCard> CourseService::slider(std::string_view host) { return recommended(host, kSliderSize); }

std::vector<KindCount> CourseService::kinds(std::string_view host) {
    std::int64_t school = school_of(host);
    return db_.with_conn([&](db::Conn& c) { return store_.kind_counts(c, school); });
}

Paged<SuggestedCourse> CourseService::courses_for(std::string_view host, const core::AuthUser& user,
                                                  std::optional<int> kind, const Page& page) {
    std::int64_t school = school_of(host);
    return db_.with_conn([&](db::Conn& c) { return store_.courses_for(c, school, user.id, kind, page); });
}

std::vector<SkillCourse> CourseService::courses_teaching(std::string_view host, std::int64_t user_id,
                                                         const std::vector<std::string>& skills,
                                                         const std::vector<std::string>& also) {
    std::int64_t school = school_of(host);
    std::vector<std::string> keywords = skills;
    for (const auto& k : also)
        if (std::find(keywords.begin(), keywords.end(), k) == keywords.end()) keywords.push_back(k);
    auto found =
        db_.with_conn([&](db::Conn& c) { return store_.skill_courses(c, school, user_id, keywords, kSkillScan); });
    for (auto& course : found) course.skills = named_skills(course.card, skills);
    std::stable_sort(found.begin(), found.end(),
                     [](const SkillCourse& a, const SkillCourse& b) { return a.skills.size() > b.skills.size(); });
    return found;
}

Paged<CourseCard> CourseService::list(std::string_view host, const ListQuery& query) {
    ListFilter filter;
    filter.school_id = school_of(host);
    filter.type = query.type;
    filter.kind = query.kind;
    filter.keyword = query.keyword;
    filter.order = query.order;
    filter.free = query.free;
    return db_.with_conn([&](db::Conn& c) {
        if (query.type_sign) {
            filter.course_type = store_.find_type(c, *query.type_sign);
            if (!filter.course_type) return Paged<CourseCard>{};
        }
        return store_.list_courses(c, filter, query.page, true);
    });
}

std::vector<TypeNode> CourseService::type_tree() {
    return nest(db_.with_conn([&](db::Conn& c) { return store_.all_types(c); }));
}

std::vector<TypeNode> CourseService::third_types(const std::optional<std::string>& parent_sign) {
    auto all = db_.with_conn([&](db::Conn& c) { return store_.all_types(c); });
    std::vector<TypeNode> out;
    for (auto& t : all)
        if (t.level == 3 && (!parent_sign || t.parent_sign == *parent_sign)) out.push_back(std::move(t));
    return out;
}

std::vector<Suggestion> CourseService::suggest(std::string_view host, const std::string& keyword) {
    if (keyword.empty()) return {};
    std::int64_t school = school_of(host);
    return db_.with_conn([&](db::Conn& c) { return store_.suggest(c, school, keyword, kSuggestLimit); });
}

std::vector<District> CourseService::districts(std::string_view host) {
    std::int64_t school = school_of(host);
    return db_.with_conn([&](db::Conn& c) { return store_.districts(c, school); });
}

}  // namespace xj::courses
