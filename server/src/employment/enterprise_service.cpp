#include "employment/enterprise_service.h"

#include <boost/json.hpp>

#include "audit/actions.h"

#include "core/api_error.h"
#include "core/atomic_file.h"
#include "core/file_type.h"
#include "core/image.h"
#include "core/sign.h"

namespace xj::employment {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNoCompany = "请先完善企业信息";
constexpr std::string_view kMsgNoJob = "职位不存在";
constexpr std::string_view kMsgCompanyUnknown = "公司不存在";
constexpr std::string_view kMsgNoCourse = "课程不存在";
constexpr std::string_view kMsgImageOnly = "请上传 JPG、PNG、WEBP 或 GIF 图片";
constexpr std::string_view kMsgNoteNeeded = "请填写未通过的原因";
constexpr int kLogoMax = 400;

}  // namespace

std::optional<Company> EnterpriseService::my_company(const core::AuthUser& user) {
    return db_.with_conn([&](db::Conn& c) { return companies_.of_owner(c, user.id); });
}

Company EnterpriseService::own_company(db::Conn& conn, const core::AuthUser& user, bool lock) const {
    auto company = companies_.of_owner(conn, user.id, lock);
    if (!company) throw ApiError::business(std::string(kMsgNoCompany));
    return *company;
}

Company EnterpriseService::save_company(const core::AuthUser& user, const CompanyForm& form) {
    Company saved = db_.with_tx([&](db::Conn& c) {
        auto company = companies_.of_owner(c, user.id, true);
        if (!company) {
            std::string sign = companies_.insert(c, user.id, form, CompanyStatus::kPending, false, now());
            return *companies_.find(c, sign);
        }
        companies_.update(c, company->id, form, now());
        jobs_.refresh_company(c, company->id, false, form.name);
        return *companies_.find_by_id(c, company->id);
    });
    board_.board_changed();
    return saved;
}

std::string EnterpriseService::upload_logo(std::string_view bytes) {
    std::string mime = core::sniff_mime(bytes);
    if (!core::accepted_image_type(mime)) throw ApiError::business(std::string(kMsgImageOnly), std::string("file"));
    auto png = core::fitted_png(bytes, mime, kLogoMax, kLogoMax);
    if (!png) throw ApiError::business(std::string(kMsgImageOnly), std::string("file"));
    std::string name = core::make_sign() + ".png";
    std::filesystem::path dir = files_dir_ / kLogoDir;
    std::filesystem::create_directories(dir);
    core::write_atomically(dir / name, *png, "employment: logo");
    return std::string(kLogoPrefix) + name;
}

Paged<PostedJob> EnterpriseService::jobs(const core::AuthUser& user, std::optional<JobStatus> status,
                                         std::string_view keyword, const Page& page) {
    return db_.with_conn([&](db::Conn& c) {
        Company company = own_company(c, user);
        Paged<JobCard> cards = jobs_.of_company(c, company.id, false, keyword, page, status);
        auto counts = applications_.counts(c, company.id);
        Paged<PostedJob> out{{}, cards.total};
        for (auto& card : cards.list) {
            auto it = counts.find(card.id);
            out.list.push_back({std::move(card), it == counts.end() ? JobCounts{} : it->second});
        }
        return out;
    });
}

Job EnterpriseService::own_job(db::Conn& conn, const core::AuthUser& user, const std::string& sign, bool lock) const {
    Company company = own_company(conn, user);
    auto job = jobs_.find(conn, sign, lock);
    if (!job || job->card.company_id != company.id) throw ApiError::business(std::string(kMsgNoJob));
    return *job;
}

Job EnterpriseService::job(const core::AuthUser& user, const std::string& sign) {
    return db_.with_conn([&](db::Conn& c) { return own_job(c, user, sign); });
}

JobRow job_row(const Company& company, const JobForm& form, JobStatus status) {
    JobRow row;
    row.company_id = company.id;
    row.form = form;
    row.category = form.position.substr(0, 2);
    row.province = form.city.substr(0, 2);
    row.search = job_search_text(form.title, company.name, form.tags);
    row.status = status;
    row.listed = status == JobStatus::kOpen && company.status == CompanyStatus::kVerified;
    return row;
}

std::vector<std::int64_t> EnterpriseService::course_ids(db::Conn& conn, std::int64_t school_id,
                                                        const JobForm& form) const {
    std::vector<std::int64_t> ids;
    for (const auto& sign : form.course_signs) {
        auto course = courses_.find_course(conn, school_id, sign);
        if (!course || course->card.status != courses::kStatusPublished)
            throw ApiError::invalid("courseIds", std::string(kMsgNoCourse));
        if (std::find(ids.begin(), ids.end(), course->card.id) == ids.end()) ids.push_back(course->card.id);
    }
    return ids;
}

std::string EnterpriseService::add_job(std::string_view host, const core::AuthUser& user, const JobForm& form) {
    std::int64_t school = courses_.school_of(host);
    std::string sign = db_.with_tx([&](db::Conn& c) {
        Company company = own_company(c, user, true);
        std::vector<std::int64_t> courses = course_ids(c, school, form);
        std::string made = jobs_.insert(c, job_row(company, form, JobStatus::kOpen), now());
        jobs_.set_courses(c, jobs_.find(c, made)->card.id, courses);
        return made;
    });
    board_.board_changed();
    return sign;
}

Job EnterpriseService::update_job(std::string_view host, const core::AuthUser& user, const std::string& sign,
                                  const JobForm& form) {
    std::int64_t school = courses_.school_of(host);
    Job job = db_.with_tx([&](db::Conn& c) {
        Job found = own_job(c, user, sign, true);
        Company company = own_company(c, user);
        std::vector<std::int64_t> courses = course_ids(c, school, form);
        jobs_.update(c, found.card.id, job_row(company, form, found.card.status), now());
        jobs_.set_courses(c, found.card.id, courses);
        return *jobs_.find(c, sign);
    });
    board_.board_changed();
    return job;
}

Job EnterpriseService::set_job_status(const core::AuthUser& user, const std::string& sign, JobStatus status) {
    Job job = db_.with_tx([&](db::Conn& c) {
        Job found = own_job(c, user, sign, true);
        Company company = own_company(c, user);
        bool listed = status == JobStatus::kOpen && company.status == CompanyStatus::kVerified;
        jobs_.set_status(c, found.card.id, status, listed, now());
        return *jobs_.find(c, sign);
    });
    board_.board_changed();
    return job;
}

Paged<Company> EnterpriseService::review_queue(CompanyStatus status, const Page& page) {
    return db_.with_conn([&](db::Conn& c) { return companies_.by_status(c, status, page); });
}

Company EnterpriseService::review(const core::AuthUser& admin, std::string_view ip, const std::string& sign,
                                  bool approve, const std::string& note) {
    if (!approve && note.empty()) throw ApiError::invalid("reviewNote", std::string(kMsgNoteNeeded));
    Company company = db_.with_tx([&](db::Conn& c) {
        auto found = companies_.find(c, sign);
        if (!found) throw ApiError::business(std::string(kMsgCompanyUnknown));
        CompanyStatus status = approve ? CompanyStatus::kVerified : CompanyStatus::kRejected;
        companies_.review(c, found->id, status, approve ? "" : note, now());
        jobs_.refresh_company(c, found->id, approve, found->name);
        auto state = [](CompanyStatus s, const std::string& n) {
            return boost::json::serialize(boost::json::object{{"status", static_cast<int>(s)}, {"reviewNote", n}});
        };
        audit_.record(
            c, admin, ip,
            {std::nullopt, std::string(approve ? audit::kCompanyApprove : audit::kCompanyReject),
             "company:" + found->sign + " " + found->name,
             approve ? "通过企业 " + found->name + " 的认证" : "驳回企业 " + found->name + " 的认证，原因：" + note,
             state(found->status, found->review_note), state(status, approve ? "" : note)});
        return *companies_.find_by_id(c, found->id);
    });
    board_.board_changed();
    return company;
}

void EnterpriseService::set_promoted(const core::AuthUser& admin, std::string_view ip, const std::string& sign,
                                     bool promoted) {
    db_.with_tx([&](db::Conn& c) {
        auto job = jobs_.find(c, sign);
        if (!job) throw ApiError::business(std::string(kMsgNoJob));
        jobs_.set_promoted(c, job->card.id, promoted);
        audit_.record(c, admin, ip,
                      {std::nullopt, std::string(promoted ? audit::kJobPromote : audit::kJobUnpromote),
                       "job:" + sign + " " + job->card.title,
                       (promoted ? "将职位 " : "取消推广职位 ") + job->card.title + (promoted ? " 设为推广职位" : ""),
                       boost::json::serialize(boost::json::object{{"promoted", !promoted}}),
                       boost::json::serialize(boost::json::object{{"promoted", promoted}})});
    });
    board_.board_changed();
}

}  // namespace xj::employment
