// Applications (docs/employment.md "Applications"): a seeker sends their resume to a job's contact address (the PDF
// of their resume, or a summary without one), once per job; the enterprise reads what it received and moves each
// application on (已查看, 邀请面试, 不合适, 已录用), which the seeker sees on /job-wanted.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "accounts/service.h"
#include "core/access.h"
#include "core/clock.h"
#include "db/db.h"
#include "employment/application_store.h"
#include "employment/company_store.h"
#include "employment/job_store.h"
#include "employment/mail_sender.h"
#include "employment/service.h"
#include "resume/service.h"

namespace xj::employment {

// An application with its timeline.
struct ApplicationView {
    Application application;
    std::vector<ApplicationEvent> events;
};

// What 一键投递 did: the jobs applied to, and the first failure that stopped it (empty when none).
struct SendAllResult {
    std::vector<std::string> sent;  // job titles
    std::string failure;
};

// The file of an application's PDF and the name it is downloaded as.
struct ApplicationFile {
    std::filesystem::path path;
    std::string name;
};

class ApplicationService {
public:
    ApplicationService(db::Database& db, const core::Clock& clock, accounts::AccountService& accounts,
                       resume::ResumeService& resumes, EmploymentService& board, MailSender& mail,
                       MailSettings settings)
        : db_(db),
          clock_(clock),
          accounts_(accounts),
          resumes_(resumes),
          board_(board),
          mail_(mail),
          settings_(std::move(settings)) {}

    // Where the PDFs sent are kept (<data-dir>/private/applications); set once at start.
    void set_files_dir(std::filesystem::path dir) { files_dir_ = std::move(dir); }
    const std::filesystem::path& files_dir() const { return files_dir_; }

    // sendEmail: -1000 职位不存在, 该职位已停止招聘, 您已投递过该职位, 不能投递本公司的职位, or
    // 邮件发送失败，请稍后重试 (then nothing is recorded). The new application's sign.
    std::string send(const core::AuthUser& user, const std::string& job_sign);
    // sendEmailAll: every recommended job not applied to yet, at most kSendAllMax (-1000 没有可投递的推荐职位).
    SendAllResult send_all(const core::AuthUser& user);

    // The seeker's applications (getSendEmail), newest first, with their timelines; their unseen changes are marked
    // seen once listed.
    Paged<ApplicationView> mine(const core::AuthUser& user, const ApplicationQuery& query);

    // The enterprise's side: applications to its company's jobs (one job's with a job sign). -1000 请先完善企业信息
    // without a company, 职位不存在 for a job of another company.
    Paged<ApplicationView> received(const core::AuthUser& user, const std::string& job_sign,
                                    const ApplicationQuery& query);
    // One application to the enterprise's jobs (-1000 投递不存在 for another's); opening one 已投递 marks it 已查看.
    ApplicationView open(const core::AuthUser& user, const std::string& sign);
    // A new status (2–5) with a message for the applicant (-2 status, message; -1000 投递不存在).
    ApplicationView set_status(const core::AuthUser& user, const std::string& sign, ApplicationStatus status,
                               const std::string& message);
    // The PDF sent, for the enterprise it was sent to and for the applicant (-1000 简历附件不存在 otherwise).
    ApplicationFile resume_file(const core::AuthUser& user, const std::string& sign);

    // The demo's view of the e-mail outbox.
    std::vector<OutboxMail> outbox(const std::string& mail_to, int limit);

private:
    // What an application sends of the resume: its PDF (none without a resume) and the e-mail it gives. Drawn when
    // the first job of a submission has passed its checks, and once for all the jobs of sendEmailAll.
    struct Enclosure {
        std::optional<resume::ResumePdf> pdf;
        resume::SeekerResume facts;
    };
    // send, drawing the enclosure into `enclosure` unless an earlier job of the submission has.
    std::string send(const core::AuthUser& user, const std::string& job_sign, std::optional<Enclosure>& enclosure);
    // The e-mail of an application (subject, body, attachment) from the job and the applicant.
    OutgoingMail mail_of(const Job& job, const Company& company, const ApplicationRow& row,
                         const std::optional<resume::ResumePdf>& pdf, const std::string& unique) const;
    Company own_company(db::Conn& conn, const core::AuthUser& user) const;
    Application received_application(db::Conn& conn, const core::AuthUser& user, const std::string& sign,
                                     bool lock) const;
    std::vector<ApplicationView> with_events(db::Conn& conn, std::vector<Application> list) const;
    std::int64_t now() const { return clock_.now_seconds(); }

    db::Database& db_;
    const core::Clock& clock_;
    accounts::AccountService& accounts_;
    resume::ResumeService& resumes_;
    EmploymentService& board_;
    MailSender& mail_;
    MailSettings settings_;
    JobStore jobs_;
    CompanyStore companies_;
    ApplicationStore applications_;
    std::filesystem::path files_dir_ = "data/private/applications";
};

}  // namespace xj::employment
