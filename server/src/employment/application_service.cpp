#include "employment/application_service.h"

#include <spdlog/spdlog.h>

#include "core/api_error.h"
#include "core/atomic_file.h"
#include "core/sign.h"
#include "core/text.h"
#include "employment/choices.h"
#include "resume/regions.h"

namespace xj::employment {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNoJob = "职位不存在";
constexpr std::string_view kMsgJobClosed = "该职位已停止招聘";
constexpr std::string_view kMsgApplied = "您已投递过该职位";
constexpr std::string_view kMsgOwnJob = "不能投递本公司的职位";
constexpr std::string_view kMsgSendFailed = "邮件发送失败，请稍后重试";
constexpr std::string_view kMsgNothingToSend = "没有可投递的推荐职位";
constexpr std::string_view kMsgNoCompany = "请先完善企业信息";
constexpr std::string_view kMsgNoApplication = "投递不存在";
constexpr std::string_view kMsgNoFile = "简历附件不存在";
constexpr std::string_view kMsgSameStatus = "投递已是该状态";

std::string city_text(const std::string& code) {
    auto name = resume::city_name(code);
    return name ? *name : code;
}

// The summary sent without a resume: who the applicant is and what they finished on the platform.
std::string summary_of(const accounts::User& user, const std::vector<std::string>& finished) {
    std::string s = "姓名：" + user.name + "\n手机：" + user.mobile + "\n";
    if (!user.school_name.empty()) s += "学校：" + user.school_name + "\n";
    if (!finished.empty()) {
        s += "在学鲸平台完成的课程与培训：\n";
        for (std::size_t i = 0; i < finished.size() && i < 10; ++i) s += "  · " + finished[i] + "\n";
    }
    return s;
}

}  // namespace

OutgoingMail ApplicationService::mail_of(const Job& job, const Company& company, const ApplicationRow& row,
                                         const std::optional<resume::ResumePdf>& pdf, const std::string& unique) const {
    OutgoingMail m;
    m.unique = unique;
    m.mail.from = settings_.from;
    m.mail.from_name = settings_.from_name;
    m.mail.to = row.mail_to;
    if (core::mail_address_ok(row.applicant_email)) m.mail.reply_to = row.applicant_email;
    m.mail.subject = "【学鲸招聘】" + row.applicant_name + "应聘" + job.card.title;
    std::string& b = m.mail.body;
    b = company.name + "，您好：\n\n";
    b += row.applicant_name + " 通过学鲸平台投递了贵公司的职位「" + job.card.title + "」（" + city_text(job.card.city) +
         "，" + salary_text(job.card.salary_min, job.card.salary_max) + "）。\n\n";
    b += "联系方式：手机 " + row.applicant_mobile;
    if (!row.applicant_email.empty()) b += "，邮箱 " + row.applicant_email;
    b += "\n\n";
    if (pdf) b += "简历见附件《" + pdf->file_name + "》。\n\n";
    else b += "应聘者尚未填写在线简历，以下是其平台信息：\n" + row.summary + "\n";
    b += "登录学鲸企业中心（/enterprise/applications）可查看这份投递并告知应聘者进展。\n\n— 学鲸招聘";
    if (pdf) m.mail.attachment = {pdf->file_name, "application/pdf", pdf->bytes};
    return m;
}

std::string ApplicationService::send(const core::AuthUser& user, const std::string& job_sign) {
    std::optional<Enclosure> enclosure;
    return send(user, job_sign, enclosure);
}

std::string ApplicationService::send(const core::AuthUser& user, const std::string& job_sign,
                                     std::optional<Enclosure>& enclosure) {
    // The job and the applicant, checked before the resume is drawn (a second send is refused at once).
    struct Read {
        Job job;
        Company company;
        accounts::User applicant;
    };
    Read read = db_.with_conn([&](db::Conn& c) {
        auto job = jobs_.find(c, job_sign);
        if (!job) throw ApiError::business(std::string(kMsgNoJob));
        auto company = companies_.find_by_id(c, job->card.company_id);
        if (!company || company->status != CompanyStatus::kVerified) throw ApiError::business(std::string(kMsgNoJob));
        if (company->owner_id && *company->owner_id == user.id) throw ApiError::business(std::string(kMsgOwnJob));
        if (!job->card.listed) throw ApiError::business(std::string(kMsgJobClosed));
        if (!applications_.statuses(c, user.id, {job->card.id}).empty())
            throw ApiError::business(std::string(kMsgApplied));
        auto applicant = accounts_.find_user(c, user.id);
        if (!applicant) throw ApiError::not_logged_in();
        return Read{std::move(*job), std::move(*company), std::move(*applicant)};
    });
    if (!enclosure) enclosure = Enclosure{resumes_.application_pdf(user), resumes_.seeker_resume(user.id)};
    const std::optional<resume::ResumePdf>& pdf = enclosure->pdf;
    const resume::SeekerResume& facts = enclosure->facts;
    ApplicationRow row;
    row.job_id = read.job.card.id;
    row.user_id = user.id;
    row.school_id = read.applicant.school_id.value_or(0);
    row.applicant_name = read.applicant.name;
    row.applicant_mobile = read.applicant.mobile;
    row.mail_to = read.job.contact_email;
    row.applicant_email = facts.email;
    if (!pdf) row.summary = summary_of(read.applicant, board_.profile(user.id).finished);

    // The reservation: a concurrent second send finds the pair taken.
    auto reserved = db_.with_tx([&](db::Conn& c) { return applications_.reserve(c, row, now()); });
    if (!reserved) throw ApiError::business(std::string(kMsgApplied));
    auto [id, sign] = *reserved;
    std::filesystem::path file;
    try {
        if (pdf) {
            file = files_dir_ / (sign + ".pdf");
            std::filesystem::create_directories(files_dir_);
            core::write_atomically(file, pdf->bytes, "application resume");
        }
        OutgoingMail mail = mail_of(read.job, read.company, row, pdf, sign);
        mail.attachment_file = pdf ? "applications/" + sign + ".pdf" : "";
        mail_.send(mail);
    } catch (const std::exception& e) {
        spdlog::warn("employment: application {} not sent: {}", sign, e.what());
        if (!file.empty()) core::remove_quietly(file);
        db_.with_tx([&](db::Conn& c) { applications_.drop(c, id); });
        throw ApiError::business(std::string(kMsgSendFailed));
    }
    db_.with_tx([&](db::Conn& c) {
        applications_.sent(c, id, pdf ? sign + ".pdf" : "", now());
        jobs_.add_applications(c, read.job.card.id, 1);
    });
    board_.board_changed();
    return sign;
}

SendAllResult ApplicationService::send_all(const core::AuthUser& user) {
    std::vector<JobCard> jobs = board_.unapplied_recommendations(user, kSendAllMax);
    if (jobs.empty()) throw ApiError::business(std::string(kMsgNothingToSend));
    SendAllResult out;
    // One resume PDF for every job: drawn per job, twenty of them took longer than a request may (15 s under the
    // sanitizers in the authorization matrix).
    std::optional<Enclosure> enclosure;
    for (const JobCard& job : jobs) {
        try {
            send(user, job.sign, enclosure);
            out.sent.push_back(job.title);
        } catch (const ApiError& e) {
            // A job that closed or was applied to meanwhile is passed over; a failed e-mail stops the rest.
            if (e.what() == kMsgSendFailed) {
                out.failure = e.what();
                break;
            }
        }
    }
    if (out.sent.empty() && !out.failure.empty()) throw ApiError::business(out.failure);
    return out;
}

std::vector<ApplicationView> ApplicationService::with_events(db::Conn& conn, std::vector<Application> list) const {
    std::vector<std::int64_t> ids;
    for (const auto& a : list) ids.push_back(a.id);
    auto events = applications_.events(conn, ids);
    std::vector<ApplicationView> out;
    for (auto& a : list) {
        auto it = events.find(a.id);
        out.push_back({std::move(a), it == events.end() ? std::vector<ApplicationEvent>{} : std::move(it->second)});
    }
    return out;
}

Paged<ApplicationView> ApplicationService::mine(const core::AuthUser& user, const ApplicationQuery& query) {
    return db_.with_tx([&](db::Conn& c) {
        Paged<Application> page = applications_.mine(c, user.id, query);
        Paged<ApplicationView> out{with_events(c, std::move(page.list)), page.total};
        applications_.mark_seen(c, user.id);
        return out;
    });
}

Company ApplicationService::own_company(db::Conn& conn, const core::AuthUser& user) const {
    auto company = companies_.of_owner(conn, user.id);
    if (!company) throw ApiError::business(std::string(kMsgNoCompany));
    return *company;
}

Paged<ApplicationView> ApplicationService::received(const core::AuthUser& user, const std::string& job_sign,
                                                    const ApplicationQuery& query) {
    return db_.with_conn([&](db::Conn& c) {
        Company company = own_company(c, user);
        std::int64_t job_id = 0;
        if (!job_sign.empty()) {
            auto job = jobs_.find(c, job_sign);
            if (!job || job->card.company_id != company.id) throw ApiError::business(std::string(kMsgNoJob));
            job_id = job->card.id;
        }
        Paged<Application> page = applications_.received(c, company.id, job_id, query);
        return Paged<ApplicationView>{with_events(c, std::move(page.list)), page.total};
    });
}

Application ApplicationService::received_application(db::Conn& conn, const core::AuthUser& user,
                                                     const std::string& sign, bool lock) const {
    Company company = own_company(conn, user);
    auto a = applications_.find(conn, sign, lock);
    if (!a || a->job.company_id != company.id || a->status == ApplicationStatus::kSending)
        throw ApiError::business(std::string(kMsgNoApplication));
    return *a;
}

ApplicationView ApplicationService::open(const core::AuthUser& user, const std::string& sign) {
    return db_.with_tx([&](db::Conn& c) {
        Application a = received_application(c, user, sign, true);
        if (a.status == ApplicationStatus::kSent) {
            applications_.set_status(c, a.id, ApplicationStatus::kViewed, "", now());
            a = *applications_.find(c, sign);
        }
        return with_events(c, {a}).front();
    });
}

ApplicationView ApplicationService::set_status(const core::AuthUser& user, const std::string& sign,
                                               ApplicationStatus status, const std::string& message) {
    return db_.with_tx([&](db::Conn& c) {
        Application a = received_application(c, user, sign, true);
        if (a.status == status && a.message == message) throw ApiError::business(std::string(kMsgSameStatus));
        applications_.set_status(c, a.id, status, message, now());
        return with_events(c, {*applications_.find(c, sign)}).front();
    });
}

ApplicationFile ApplicationService::resume_file(const core::AuthUser& user, const std::string& sign) {
    Application a = db_.with_conn([&](db::Conn& c) {
        auto found = applications_.find(c, sign);
        if (!found || found->status == ApplicationStatus::kSending) throw ApiError::business(std::string(kMsgNoFile));
        if (found->user_id != user.id) {
            auto company = companies_.of_owner(c, user.id);
            if (!company || company->id != found->job.company_id) throw ApiError::business(std::string(kMsgNoFile));
        }
        return *found;
    });
    if (a.resume_file.empty()) throw ApiError::business(std::string(kMsgNoFile));
    std::filesystem::path path = files_dir_ / a.resume_file;
    if (!std::filesystem::exists(path)) throw ApiError::business(std::string(kMsgNoFile));
    return {path, a.applicant_name + "的简历.pdf"};
}

std::vector<OutboxMail> ApplicationService::outbox(const std::string& mail_to, int limit) {
    return employment::outbox(db_, mail_to, limit);
}

}  // namespace xj::employment
