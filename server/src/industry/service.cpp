#include "industry/service.h"

#include <algorithm>
#include <map>
#include <set>

#include "core/api_error.h"
#include "core/sign.h"
#include "industry/rules.h"

namespace xj::industry {

using core::ApiError;

namespace {

constexpr std::string_view kMsgSameName = "该省份已有同名产业带";
constexpr core::Page kCompanies{1, 12};
constexpr core::Page kJobs{1, 10};
constexpr int kCourses = 8;

}  // namespace

MapFigures IndustryService::map() {
    std::map<std::string, ProvinceFigure> by;
    auto belts = db_.with_conn([&](db::Conn& c) { return store_.count_by_province(c); });
    for (const auto& [province, n] : belts) by[province].belts = n;
    for (const auto& b : board_.board_by_province()) {
        by[b.province].companies = b.companies;
        by[b.province].jobs = b.jobs;
    }
    MapFigures out;
    for (auto& [code, figure] : by) {
        auto name = province_name(code);
        if (!name) continue;  // a company or job with an unknown city code
        figure.code = code;
        figure.name = *name;
        out.belts += figure.belts;
        out.companies += figure.companies;
        out.jobs += figure.jobs;
        out.provinces.push_back(figure);
    }
    return out;
}

Region IndustryService::region(std::string_view host, const std::string& code) {
    auto name = province_name(code);
    if (!name) throw ApiError::invalid("code", std::string(kMsgNoRegion));
    Region r{code, *name, db_.with_conn([&](db::Conn& c) { return store_.of_province(c, code); }), {}, {}, {}, {}};
    std::set<std::string> seen;
    for (const Belt& b : r.belts)
        for (const std::string& i : b.industries)
            if (seen.insert(i).second) r.industries.push_back(i);
    r.companies = board_.province_companies(code, kCompanies);
    employment::JobQuery query;
    query.city = code;
    query.page = kJobs;
    r.jobs = board_.search(query);
    // The courses of each distinct keyword of the belts, each course once, until kCourses.
    std::set<std::string> listed, asked;
    for (const Belt& b : r.belts) {
        if (b.course_keyword.empty() || static_cast<int>(r.courses.size()) >= kCourses) continue;
        if (!asked.insert(b.course_keyword).second) continue;
        courses::ListQuery q;
        q.page = core::Page{1, kCourses};
        q.keyword = b.course_keyword;
        for (courses::CourseCard& c : courses_.list(host, q).list)
            if (static_cast<int>(r.courses.size()) < kCourses && listed.insert(c.sign).second)
                r.courses.push_back(std::move(c));
    }
    return r;
}

std::vector<Belt> IndustryService::all() {
    return db_.with_conn([&](db::Conn& c) { return store_.all(c); });
}

Belt IndustryService::save(Belt b) {
    if (auto v = belt_violation(b)) throw ApiError::invalid(v->field, v->message);
    std::int64_t now = clock_.now_seconds();
    try {
        return saved(b, now);
    } catch (const db::DbError& e) {
        // Two admins giving two belts the same name at the same moment (PostgreSQL): the unique index decides.
        if (e.kind() == db::DbError::Kind::kUniqueViolation) throw ApiError::business(std::string(kMsgSameName));
        throw;
    }
}

Belt IndustryService::saved(Belt& b, std::int64_t now) {
    return db_.with_tx([&](db::Conn& c) {
        if (b.sign.empty()) {
            b.sign = core::make_sign();
            if (!store_.insert(c, b, now)) throw ApiError::business(std::string(kMsgSameName));
        } else {
            auto found = store_.by_sign(c, b.sign);
            if (!found) throw ApiError::business(std::string(kMsgNoBelt));
            b.id = found->id;
            if (store_.name_taken(c, b.province, b.name, b.id)) throw ApiError::business(std::string(kMsgSameName));
            store_.update(c, b, now);
        }
        return *store_.by_sign(c, b.sign);
    });
}

void IndustryService::remove(const std::string& sign) {
    db_.with_tx([&](db::Conn& c) {
        auto found = store_.by_sign(c, sign);
        if (!found || !store_.remove(c, found->id)) throw ApiError::business(std::string(kMsgNoBelt));
    });
}

}  // namespace xj::industry
