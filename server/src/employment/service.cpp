#include "employment/service.h"

#include <algorithm>
#include <map>
#include <set>

#include "core/api_error.h"
#include "core/response.h"
#include "resume/regions.h"
#include "resume/tags.h"

namespace xj::employment {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNoJob = "职位不存在";
constexpr std::string_view kMsgNoCompany = "公司不存在";
constexpr int kCandidatesMax = 300;    // the newest listed jobs near the seeker's intentions that are ranked
constexpr int kPromoteCoursesMax = 8;  // courses on a job's page

std::string name_or_code(const std::optional<std::string>& name, const std::string& code) {
    return name ? *name : code;
}

bool viewer_owns(const OptUser& user, const Company& company) {
    return user && company.owner_id && *company.owner_id == user->id;
}

}  // namespace

Paged<JobCard> EmploymentService::search(const JobQuery& query) {
    return db_.with_conn([&](db::Conn& c) { return jobs_.search(c, query); });
}

core::AnswerSource EmploymentService::answers() {
    return {[this](std::string_view, const std::string& key, const std::function<boost::json::value()>& build) {
                return answers_.get_or_build(0, key, [&] {
                    return core::envelope_text(static_cast<int>(core::ApiCode::kOk),
                                               core::default_message(core::ApiCode::kOk), build());
                });
            },
            [this](std::string_view, const std::string& key) { return answers_.find(0, key); }};
}

std::vector<Banner> EmploymentService::banners(int place) {
    return db_.with_conn([&](db::Conn& c) { return jobs_.banners(c, place); });
}

SeekerProfile EmploymentService::profile(std::int64_t user_id) {
    resume::SeekerResume r = resumes_.seeker_resume(user_id);
    SeekerProfile p{std::move(r.intentions), std::move(r.skills), {}};
    for (const auto& f : courses_.finished_studies(user_id)) p.finished.push_back(f.name);
    return p;
}

std::vector<Recommendation> EmploymentService::ranked(const core::AuthUser& user, const JobQuery& query) {
    SeekerProfile p = profile(user.id);
    std::vector<std::string> positions;
    std::vector<std::string> categories;
    std::vector<std::string> cities;
    for (const auto& in : p.intentions) {
        if (!in.position.empty()) positions.push_back(in.position);
        if (in.position.size() >= 2) categories.push_back(in.position.substr(0, 2));
        if (!in.city.empty() && in.city.size() == 4) cities.push_back(in.city);
    }
    auto cards = db_.with_conn([&](db::Conn& c) {
        // Without intentions, the newest jobs are ranked by skills and courses alone.
        if (positions.empty() && cities.empty()) return jobs_.search(c, JobQuery{.page = Page{1, kCandidatesMax}}).list;
        return jobs_.candidates(c, positions, categories, cities, kCandidatesMax);
    });
    std::vector<Recommendation> out;
    for (const JobCard& card : cards) {
        Recommendation r = recommend(p, card);
        if (r.score == 0) continue;
        bool kept = (query.city.empty() || card.city.starts_with(query.city)) &&
                    (query.industry.empty() || card.industry == query.industry) &&
                    (query.position.empty() || card.position.starts_with(query.position));
        if (kept) out.push_back(std::move(r));
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Recommendation& a, const Recommendation& b) { return a.score > b.score; });
    return out;
}

RecommendedPage EmploymentService::recommended(const core::AuthUser& user, const JobQuery& query) {
    std::vector<Recommendation> all = ranked(user, query);
    std::vector<std::int64_t> ids;
    for (const auto& r : all) ids.push_back(r.job.id);
    auto applied = db_.with_conn([&](db::Conn& c) { return applications_.statuses(c, user.id, ids); });
    RecommendedPage out;
    out.page.total = static_cast<std::int64_t>(all.size());
    for (auto& r : all) {
        r.applied = applied.contains(r.job.id);
        (r.applied ? out.applied : out.unapplied) += 1;
    }
    auto from = static_cast<std::size_t>(std::min<std::int64_t>(query.page.offset(), out.page.total));
    auto to = std::min(all.size(), from + static_cast<std::size_t>(query.page.size));
    out.page.list.assign(std::make_move_iterator(all.begin() + static_cast<std::ptrdiff_t>(from)),
                         std::make_move_iterator(all.begin() + static_cast<std::ptrdiff_t>(to)));
    return out;
}

std::vector<JobCard> EmploymentService::unapplied_recommendations(const core::AuthUser& user, int limit) {
    RecommendedPage all = recommended(user, JobQuery{.page = Page{1, kCandidatesMax}});
    std::vector<JobCard> out;
    for (auto& r : all.page.list) {
        if (static_cast<int>(out.size()) == limit) break;
        if (!r.applied) out.push_back(std::move(r.job));
    }
    return out;
}

std::vector<SeekerJob> EmploymentService::marked(db::Conn& conn, const OptUser& user,
                                                 std::vector<JobCard> cards) const {
    std::vector<SeekerJob> out;
    std::vector<std::int64_t> ids;
    for (const auto& c : cards) ids.push_back(c.id);
    std::set<std::int64_t> collected;
    std::map<std::int64_t, ApplicationStatus> applied;
    if (user) {
        collected = jobs_.collected(conn, user->id, ids);
        applied = applications_.statuses(conn, user->id, ids);
    }
    for (auto& card : cards) {
        SeekerJob j{std::move(card), false, std::nullopt, 0};
        j.collected = collected.contains(j.job.id);
        if (auto it = applied.find(j.job.id); it != applied.end()) j.applied = it->second;
        out.push_back(std::move(j));
    }
    return out;
}

Paged<SeekerJob> EmploymentService::promoted(const OptUser& user, const JobQuery& query) {
    return db_.with_conn([&](db::Conn& c) {
        Paged<JobCard> page = jobs_.promoted(c, query);
        return Paged<SeekerJob>{marked(c, user, std::move(page.list)), page.total};
    });
}

std::vector<IntendedPosition> EmploymentService::intended(const core::AuthUser& user) {
    std::vector<IntendedPosition> out;
    for (auto& in : resumes_.seeker_resume(user.id).intentions) {
        IntendedPosition p{in, name_or_code(resume::position_name(in.position), in.position),
                           in.city.empty() ? "" : name_or_code(resume::city_name(in.city), in.city),
                           in.industry.empty() ? "" : name_or_code(resume::industry_name(in.industry), in.industry)};
        out.push_back(std::move(p));
    }
    return out;
}

std::vector<Company> EmploymentService::recommended_companies(int limit) {
    return db_.with_conn([&](db::Conn& c) { return companies_.recommended(c, limit); });
}

std::vector<EmploymentService::ProvinceBoard> EmploymentService::board_by_province() {
    return db_.with_conn([&](db::Conn& c) {
        std::map<std::string, ProvinceBoard> by;
        for (const auto& [province, n] : companies_.count_by_province(c)) by[province].companies = n;
        for (const auto& [province, n] : jobs_.listed_by_province(c)) by[province].jobs = n;
        std::vector<ProvinceBoard> out;
        for (auto& [province, board] : by) {
            board.province = province;
            out.push_back(board);
        }
        return out;
    });
}

Paged<Company> EmploymentService::province_companies(const std::string& province, const Page& page) {
    return db_.with_conn([&](db::Conn& c) { return companies_.of_province(c, province, page); });
}

SeekerInfo EmploymentService::seeker_info(const core::AuthUser& user) {
    SeekerInfo info;
    info.numbers = db_.with_conn([&](db::Conn& c) {
        SeekerNumbers n = applications_.numbers(c, user.id);
        n.collected = jobs_.favourite_count(c, user.id);
        return n;
    });
    info.resume_ratio = resumes_.ratio(user.id);
    info.intentions = intended(user);
    return info;
}

Job EmploymentService::visible_job(db::Conn& conn, const OptUser& user, const std::string& sign) const {
    auto job = jobs_.find(conn, sign);
    if (!job) throw ApiError::business(std::string(kMsgNoJob));
    if (job->card.listed) return *job;
    auto company = companies_.find_by_id(conn, job->card.company_id);
    bool own = company && viewer_owns(user, *company);
    bool shown = company && company->status == CompanyStatus::kVerified && job->card.status != JobStatus::kOpen;
    if (!own && !shown) throw ApiError::business(std::string(kMsgNoJob));
    return *job;
}

JobPage EmploymentService::job(const OptUser& user, const std::string& sign) {
    return db_.with_conn([&](db::Conn& c) {
        Job job = visible_job(c, user, sign);
        jobs_.count_view(c, job.card.id);
        ++job.card.view_count;
        Company company = *companies_.find_by_id(c, job.card.company_id);
        JobPage page{std::move(job), std::move(company), false, std::nullopt, false};
        page.own = viewer_owns(user, page.company);
        if (user) {
            page.collected = !jobs_.collected(c, user->id, {page.job.card.id}).empty();
            auto applied = applications_.statuses(c, user->id, {page.job.card.id});
            if (!applied.empty()) page.applied = applied.begin()->second;
        }
        return page;
    });
}

std::vector<PromotedCourse> EmploymentService::promote_courses(std::string_view host, const OptUser& user,
                                                               const std::string& sign) {
    Job job = db_.with_conn([&](db::Conn& c) { return visible_job(c, user, sign); });
    std::int64_t school = courses_.school_of(host);
    std::vector<std::string> named;
    for (const auto& ref : job.courses)
        if (ref.school_id == school && ref.published) named.push_back(ref.name);
    std::vector<courses::SkillCourse> found =
        courses_.courses_teaching(host, user ? user->id : 0, job.card.tags, named);
    std::vector<PromotedCourse> out;
    // The enterprise's own choice first, in its order; then those naming the most skills.
    for (const auto& ref : job.courses) {
        auto it = std::find_if(found.begin(), found.end(),
                               [&](const courses::SkillCourse& s) { return s.card.sign == ref.sign; });
        if (it != found.end()) out.push_back({*it, true});
    }
    for (const auto& s : found) {
        if (static_cast<int>(out.size()) >= kPromoteCoursesMax) break;
        bool listed = std::any_of(out.begin(), out.end(),
                                  [&](const PromotedCourse& p) { return p.course.card.sign == s.card.sign; });
        if (!listed && !s.skills.empty()) out.push_back({s, false});
    }
    return out;
}

std::vector<JobCard> EmploymentService::listed(const std::vector<std::string>& signs) {
    std::vector<JobCard> found = db_.with_conn([&](db::Conn& c) { return jobs_.by_signs(c, signs); });
    std::vector<JobCard> out;
    for (const auto& sign : signs) {
        auto it = std::find_if(found.begin(), found.end(), [&](const JobCard& j) { return j.sign == sign; });
        if (it != found.end() && it->listed) out.push_back(*it);
    }
    return out;
}

std::vector<JobCard> EmploymentService::more_jobs(const std::string& sign, int limit) {
    return db_.with_conn([&](db::Conn& c) {
        Job job = visible_job(c, std::nullopt, sign);
        return jobs_.similar(c, job.card, limit);
    });
}

Company EmploymentService::company(const OptUser& user, const std::string& sign) {
    return db_.with_conn([&](db::Conn& c) {
        auto found = companies_.find(c, sign);
        if (!found || (found->status != CompanyStatus::kVerified && !viewer_owns(user, *found)))
            throw ApiError::business(std::string(kMsgNoCompany));
        return *found;
    });
}

Paged<JobCard> EmploymentService::company_jobs(const OptUser& user, const std::string& sign, const Page& page) {
    Company found = company(user, sign);
    return db_.with_conn([&](db::Conn& c) { return jobs_.of_company(c, found.id, true, "", page); });
}

void EmploymentService::collect(const core::AuthUser& user, const std::string& sign) {
    db_.with_tx([&](db::Conn& c) {
        Job job = visible_job(c, user, sign);
        jobs_.collect(c, user.id, job.card.id, now());
    });
}

void EmploymentService::uncollect(const core::AuthUser& user, const std::string& sign) {
    db_.with_tx([&](db::Conn& c) {
        auto job = jobs_.find(c, sign);
        if (!job) throw ApiError::business(std::string(kMsgNoJob));
        jobs_.uncollect(c, user.id, job->card.id);
    });
}

Paged<SeekerJob> EmploymentService::favourites(const core::AuthUser& user, const JobQuery& query) {
    return db_.with_conn([&](db::Conn& c) {
        Paged<SeekerJob> page = jobs_.favourites(c, user.id, query);
        std::vector<std::int64_t> ids;
        for (const auto& j : page.list) ids.push_back(j.job.id);
        auto applied = applications_.statuses(c, user.id, ids);
        for (auto& j : page.list)
            if (auto it = applied.find(j.job.id); it != applied.end()) j.applied = it->second;
        return page;
    });
}

}  // namespace xj::employment
