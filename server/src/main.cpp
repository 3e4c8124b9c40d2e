// xuejing-server: flags → Config → database → domains → HTTP server.
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <thread>

#include <sodium.h>
#include <spdlog/spdlog.h>

#include "accounts/routes.h"
#include "accounts/seed.h"
#include "accounts/service.h"
#include "admin/routes.h"
#include "admin/service.h"
#include "admin/site_content_routes.h"
#include "articles/news_service.h"
#include "articles/routes.h"
#include "articles/seed.h"
#include "articles/service.h"
#include "assistant/model_engine.h"
#include "assistant/routes.h"
#include "assistant/seed.h"
#include "assistant/service.h"
#include "assistant/tools.h"
#include "audit/routes.h"
#include "audit/service.h"
#include "authoring/content_routes.h"
#include "authoring/routes.h"
#include "authoring/school_courses_routes.h"
#include "authoring/seed.h"
#include "authoring/service.h"
#include "authoring/upload_service.h"
#include "certificates/routes.h"
#include "certificates/seed.h"
#include "certificates/service.h"
#include "commerce/alipay_provider.h"
#include "commerce/marketer_service.h"
#include "commerce/routes.h"
#include "commerce/seed.h"
#include "commerce/service.h"
#include "core/clock_routes.h"
#include "core/config.h"
#include "core/cookies.h"
#include "core/dispatcher.h"
#include "core/file_server.h"
#include "core/http_server.h"
#include "core/log.h"
#include "core/metrics.h"
#include "core/ops_routes.h"
#include "core/router.h"
#include "core/static_site.h"
#include "courses/routes.h"
#include "courses/service.h"
#include "db/change_feed.h"
#include "db/db.h"
#include "db/migrate.h"
#include "employment/routes.h"
#include "employment/seed.h"
#include "exams/routes.h"
#include "exams/seed.h"
#include "external/routes.h"
#include "external/service.h"
#include "identity/routes.h"
#include "identity/seed.h"
#include "identity/service.h"
#include "industry/routes.h"
#include "industry/seed.h"
#include "industry/service.h"
#include "messages/routes.h"
#include "messages/seed.h"
#include "messages/service.h"
#include "resume/routes.h"
#include "resume/seed.h"
#include "resume/service.h"
#include "simulation/routes.h"
#include "simulation/seed.h"
#include "simulation/service.h"
#include "site/routes.h"
#include "site/seed.h"
#include "site/service.h"
#include "study/routes.h"
#include "study/seed.h"
#include "study/service.h"
#include "teaching/routes.h"
#include "teaching/seed.h"
#include "training/routes.h"
#include "training/seed.h"
#include "training/service.h"
#include "uploads/routes.h"
#include "uploads/service.h"

namespace {

constexpr std::chrono::seconds kOrphanAge{3600};

using namespace xj;

accounts::Settings accounts_settings(const core::Config& config) {
    return {config.demo, accounts::sms_settings_from_env(), std::max(1U, std::thread::hardware_concurrency()),
            accounts::wechat_settings_from_env()};
}

// Every domain's services, built once over one database and one clock. Each is built from the database, the clock
// and the few services it calls (its constructor says whom it depends on), in an order where those come first.
struct Services {
    Services(db::Database& db, const core::Config& config)
        : site(db, clock),
          accounts(db, clock, accounts_settings(config)),
          audit(db, clock),
          identity(db, clock, accounts, site, audit),
          courses(db, clock, accounts, site),
          messages(db, clock, accounts),
          notices(db, clock, accounts, audit),
          study(db, clock, courses),
          authoring(db, clock, courses),
          school_courses(db, clock, courses, audit),
          content(db, clock, courses),
          uploads(db, clock),
          statistics(db, clock, courses, authoring),
          trainees(db, clock, courses, study),
          materials(db, clock, courses),
          bank(db, clock, courses),
          exams(db, clock, courses),
          papers(db, clock, courses),
          training(db, clock, courses, authoring, study, papers),
          certificates(db, clock, accounts, site, courses, statistics),
          payments(commerce::make_payment_provider(clock, config.demo)),
          commerce(db, clock, accounts, courses, training, *payments, audit, config.order_ttl),
          marketers(db, clock, courses, audit),
          articles(db, clock, courses),
          news(db, clock, courses, audit),
          simulation(db, clock, courses, news),
          resumes(db, clock, courses, papers, training, certificates),
          mail_settings(employment::mail_settings_from_env()),
          mailer(employment::make_mail_sender(mail_settings, db, clock)),
          board(db, clock, courses, resumes),
          applications(db, clock, accounts, resumes, board, *mailer, mail_settings),
          enterprise(db, clock, courses, board, audit),
          employment_statistics(db, clock),
          industry(db, clock, courses, board),
          external(db, clock, site, audit),
          my_uploads(uploads, papers, resumes, identity),
          admin(db, clock, site, accounts, identity, courses, audit),
          site_content(db, clock, site, audit),
          assistant_tools(courses, training, papers, resumes, certificates, board, articles, news),
          assistant(db, clock, assistant_tools, assistant::make_model_engine(assistant_tools),
                    assistant::answer_limits_from_env()) {}
    core::Clock clock;  // the system clock; moved only by the demo-only POST /dev/clock
    site::SiteService site;
    accounts::AccountService accounts;
    audit::AuditService audit;  // the admin console's log: identity and admin record their actions in it
    identity::IdentityService identity;
    courses::CourseService courses;
    messages::MessageService messages;
    messages::NoticeService notices;                // the consoles' system notices and bulletins
    study::StudyService study;                      // after courses: it holds a reference to it
    authoring::AuthoringService authoring;          // after courses: it holds a reference to it
    authoring::SchoolCourseService school_courses;  // authoring's 课程管理 of 学校管理后台 (after courses and audit)
    authoring::ContentService content;              // authoring's chapters and videos (after courses)
    authoring::UploadService uploads;               // authoring's chunked video upload
    teaching::StatisticsService statistics;         // the teaching domain (after courses and authoring)
    teaching::TraineeService trainees;
    teaching::MaterialService materials;
    exams::BankService bank;  // the exams domain (after courses)
    exams::ExamService exams;
    exams::PaperService papers;
    training::TrainingService training;             // the training domain (after courses, authoring, study and exams)
    certificates::CertificateService certificates;  // after courses and teaching: a pass is teaching's score
    // Alipay when ALIPAY_APP_ID is set, otherwise the offline default: the platform's own cashier (ARCHITECTURE §7).
    std::unique_ptr<commerce::PaymentProvider> payments;
    commerce::CommerceService commerce;  // orders and balances (after courses and training)
    commerce::MarketerService marketers;
    articles::ArticleService articles;  // articles and news (after courses: the school of a host)
    articles::NewsService news;
    simulation::SimulationService simulation;  // after courses and news (its industry information)
    resume::ResumeService resumes;             // after courses, exams and training: verified entries read their records
    // SMTP when SMTP_URL is set, otherwise the offline default: the mail_outbox table (ARCHITECTURE §7).
    employment::MailSettings mail_settings;
    std::unique_ptr<employment::MailSender> mailer;
    employment::EmploymentService board;  // the job board (after courses and resumes)
    employment::ApplicationService applications;
    employment::EnterpriseService enterprise;
    employment::StatisticsService employment_statistics;
    industry::IndustryService industry;      // the industrial belt map (after the job board it reads)
    external::ExternalService external;      // the schools' ERP and supply-chain systems
    uploads::UploadsService my_uploads;      // 我的上传 (after authoring, exams, resumes and identity)
    admin::AdminService admin;               // the platform admin's console (after site, accounts, identity, courses)
    admin::SiteContentService site_content;  // 站点内容 of both consoles (after site and audit)
    assistant::Tools assistant_tools;        // the assistant's tools call the services above (last: it reads them all)
    assistant::AssistantService assistant;
};

void register_all_routes(core::Router& router, Services& services, db::Database& db, core::Metrics& metrics) {
    core::register_ops_routes(router, db, metrics);
    core::register_clock_routes(router, services.clock);
    site::register_routes(router, services.site);
    accounts::register_routes(router, services.accounts);
    identity::register_routes(router, services.identity);
    courses::register_routes(router, services.courses);
    study::register_routes(router, services.study);
    authoring::register_content_routes(router, services.content, services.uploads);
    authoring::register_routes(router, services.authoring);
    authoring::register_school_course_routes(router, services.school_courses);
    messages::register_routes(router, services.messages, services.notices);
    teaching::register_routes(router, services.statistics, services.trainees, services.materials);
    exams::register_routes(router, services.bank, services.exams, services.papers);
    training::register_routes(router, services.training, services.study, services.clock);
    certificates::register_routes(router, services.certificates);
    commerce::register_routes(router, services.commerce, services.marketers);
    articles::register_routes(router, services.articles, services.news);
    simulation::register_routes(router, services.simulation);
    resume::register_routes(router, services.resumes);
    employment::register_routes(
        router, {services.board, services.applications, services.enterprise, services.employment_statistics});
    industry::register_routes(router, services.industry);
    external::register_routes(router, services.external);
    audit::register_routes(router, services.audit);
    admin::register_routes(router, services.admin);
    admin::register_site_content_routes(router, services.site_content, services.admin);
    uploads::register_routes(router, services.my_uploads);
    assistant::register_routes(router, services.assistant);
}

void seed_demo(db::Database& db, Services& s, const core::Config& config) {
    const core::Clock& clock = s.clock;
    site::seed_demo(db, clock, s.site, config.files_dir());
    accounts::seed_demo(db, clock, s.accounts);
    identity::seed_demo(db, clock, s.accounts, s.site, s.audit);
    authoring::seed_demo(db, clock, {s.site, s.accounts, s.courses}, config.files_dir());
    study::seed_demo(db, clock, s.accounts, s.study);
    // After the courses and the study demo:
    teaching::seed_teaching_demo(db, clock, {s.site, s.accounts, s.identity, s.courses, s.authoring, s.study});
    exams::seed_exams_demo(db, clock, s.courses);
    exams::seed_sittings_demo(db, s.accounts, s.papers, teaching::demo_leading_mobiles(6));
    // After the teaching demo's students, before the messages (a training's trainees get its course messages too):
    training::seed_training_demo(db, clock, {s.site, s.accounts, s.courses}, config.files_dir());
    messages::seed_demo(db, clock, s.accounts);
    commerce::seed_commerce_demo(db, clock, {s.site, s.accounts, s.courses});
    articles::seed_demo(db, clock, s.accounts, config.files_dir());
    certificates::seed_demo(db, {s.accounts, s.courses, s.statistics, s.certificates});
    // After the certificates: the simulation's score never moves a demo pass.
    simulation::seed_demo(db, {s.accounts, s.courses, s.statistics, s.simulation});
    // Last: the resume cites the courses' and exams' records seeded above.
    resume::seed_demo(db, s.accounts, s.resumes);
    // After the resume: 张晓明's application sends his resume's PDF.
    employment::seed_demo(db, clock, {s.accounts, s.board, s.applications}, config.files_dir());
    industry::seed_demo(s.industry);
    // Last: the demo student's conversations are answered from everything above.
    assistant::seed_demo(db, s.accounts, s.assistant);
}

// SIGTERM/SIGINT wait while the server starts (migrations, demo artwork) and are handled once it serves,
// so a stop during start-up is still a clean stop.
void hold_stop_signals(bool hold) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGINT);
    pthread_sigmask(hold ? SIG_BLOCK : SIG_UNBLOCK, &set, nullptr);
}

void print_banner(const core::Config& config, unsigned short port) {
    spdlog::info("Xuejing is listening on http://localhost:{} (database {}, web root {})", port,
                 config.database_url.starts_with("sqlite:") ? config.database_url : "postgresql",
                 config.web_root.string());
}

}  // namespace

int main(int argc, char** argv) {
    core::Config config = core::parse_config(argc, argv);
    if (sodium_init() < 0) {
        std::cerr << "libsodium failed to initialise\n";
        return 1;
    }
    if (config.print_routes) {
        auto db = db::open("sqlite::memory:", 1);
        Services services(*db, config);
        core::Router router;
        core::Metrics metrics;
        register_all_routes(router, services, *db, metrics);
        std::cout << router.describe_json_lines();
        return 0;
    }

    hold_stop_signals(true);
    // Files are answered with sendfile(2), which has no MSG_NOSIGNAL: a write to a socket the client has closed must
    // be an EPIPE error on that connection, not a SIGPIPE that ends the process.
    std::signal(SIGPIPE, SIG_IGN);
    core::init_logging(config.log_level, config.access_log);
    core::set_secure_cookies(config.cookie_secure == "always"  ? core::SecureCookies::kAlways
                             : config.cookie_secure == "never" ? core::SecureCookies::kNever
                                                               : core::SecureCookies::kAuto);
    int exit_code = 0;
    try {
        std::filesystem::create_directories(config.files_dir());
        auto db = db::open(config.database_url, config.db_pool);
        int applied = db::migrate(*db, db::embedded_migrations());
        if (applied > 0) spdlog::info("applied {} migrations", applied);

        Services services(*db, config);
        services.accounts.start(config.data_dir);
        services.study.start(config.data_dir);
        services.courses.set_files_dir(config.files_dir());
        services.identity.set_photos_dir(config.private_dir() / "recognition");
        services.content.set_files_dir(config.files_dir());
        services.uploads.set_dirs(config.uploads_dir(), config.files_dir());
        services.authoring.set_files_dir(config.files_dir());
        services.materials.set_files_dir(config.files_dir());
        services.trainees.exporter().set_tmp_dir(config.tmp_dir());
        services.audit.exporter().set_tmp_dir(config.tmp_dir());
        services.statistics.exporter().set_tmp_dir(config.tmp_dir());
        services.bank.exporter().set_tmp_dir(config.tmp_dir());
        services.exams.exporter().set_tmp_dir(config.tmp_dir());
        services.materials.exporter().set_tmp_dir(config.tmp_dir());
        services.papers.set_files_dir(config.files_dir());
        services.training.set_files_dir(config.files_dir());
        services.articles.set_files_dir(config.files_dir());
        services.resumes.set_files_dir(config.files_dir() / "resume");
        services.applications.set_files_dir(config.files_dir() / "applications");
        services.enterprise.set_files_dir(config.files_dir());
        services.admin.set_files_dir(config.files_dir());
        services.employment_statistics.exporter().set_tmp_dir(config.tmp_dir());
        services.papers.exporter().set_tmp_dir(config.tmp_dir());
        services.messages.exporter().set_tmp_dir(config.tmp_dir());
        services.commerce.exporter().set_tmp_dir(config.tmp_dir());
        services.simulation.exporter().set_tmp_dir(config.tmp_dir());
        // The other instances' writes drop this one's cached answers (PostgreSQL; db/change_feed.h).
        db->changes().start();
        services.papers.start_sweep(config.exam_sweep);
        services.commerce.start_sweep(config.exam_sweep);
        if (services.payments->name() == "none")
            spdlog::warn(
                "commerce: no payment provider configured (ALIPAY_APP_ID): online payment and top-ups are off");
        else spdlog::info("commerce: online payments through {}", services.payments->name());
        // Files whose row was never written (a server stopped between the two): an hour old, so an upload of
        // another instance on shared storage is never taken.
        services.materials.remove_orphans(kOrphanAge);
        services.uploads.remove_orphans(kOrphanAge);
        services.study.set_pending_counter([&services](const core::AuthUser& user) {
            exams::PendingCounts c = services.papers.pending(user);
            return study::PendingWork{c.work, c.exam, c.work_training, c.exam_training};
        });
        services.study.set_resume_ratio([&services](std::int64_t user_id) { return services.resumes.ratio(user_id); });
        services.courses.set_chapter_tasks([&services](db::Conn& conn, std::int64_t course_id) {
            return services.papers.chapter_tasks(conn, course_id);
        });
        if (config.demo) seed_demo(*db, services, config);

        core::Router router;
        core::Metrics metrics;
        register_all_routes(router, services, *db, metrics);
        std::vector<std::string> names;
        for (const auto& r : router.routes())
            names.push_back(std::string(boost::beast::http::to_string(r->method)) + " " + r->pattern);
        metrics.set_routes(std::move(names));

        core::StaticSite site(config.web_root);
        core::FileServer files(config.files_dir());
        files.add_public_area("site");
        files.add_public_area("avatars");
        files.add_public_area("course-covers");
        files.add_public_area("article-images");
        files.add_public_area("company-logos");
        files.add_public_area("job-banners");
        study::register_video_area(files, services.study);
        core::Dispatcher dispatcher(router, site, files, config.demo, metrics.static_slot(), metrics.unmatched_slot());
        dispatcher.set_authenticator(
            [&services](const core::Request& req) { return accounts::authenticate(services.accounts, req); });
        {
            core::HttpServer server(config, dispatcher, metrics);
            print_banner(config, server.port());
            hold_stop_signals(false);
            server.run();
            services.assistant.stop();  // answers still being written finish while the connections' loops exist
        }
        services.papers.stop_sweep();
        services.commerce.stop_sweep();
        db->changes().stop();
        db->close();
        spdlog::info("stopped cleanly");
    } catch (const std::exception& e) {
        spdlog::critical("xuejing-server failed: {}", e.what());
        exit_code = 1;
    }
    core::shutdown_logging();
    return exit_code;
}
