#include "employment/seed.h"

#include <spdlog/spdlog.h>

#include "accounts/seed.h"
#include "core/build_cache.h"
#include "employment/application_store.h"
#include "employment/company_store.h"
#include "employment/demo_content.h"
#include "employment/job_store.h"
#include "site/demo_images.h"
#include "teaching/seed.h"

namespace xj::employment {

namespace {

constexpr std::string_view kStudentMobile = "13800000001";     // 张晓明
constexpr std::string_view kEnterpriseMobile = "13800000005";  // 赵敏
constexpr std::string_view kBannerDir = "job-banners";
constexpr std::int64_t kDay = 24 * 3600;
constexpr int kHistoryDays = 180;

std::vector<std::string> split(std::string_view text) {
    std::vector<std::string> out;
    while (!text.empty()) {
        std::size_t bar = text.find('|');
        out.emplace_back(text.substr(0, bar));
        if (bar == std::string_view::npos) break;
        text.remove_prefix(bar + 1);
    }
    return out;
}

std::string logo_name(std::size_t i) { return "demo-company-" + std::to_string(i + 1); }
std::string banner_name(int place, std::size_t i) {
    return "demo-" + std::string(place == 1 ? "top-" : "side-") + std::to_string(i + 1);
}

void draw_logos(const std::filesystem::path& dir) {
    for (std::size_t i = 0; i < demo::kCompanies.size(); ++i)
        site::images::draw_avatar(dir / (logo_name(i) + ".png"), demo::kCompanies[i].short_name, static_cast<int>(i));
    site::images::draw_avatar(dir / (logo_name(demo::kCompanies.size()) + ".png"), demo::kPendingCompany.short_name,
                              static_cast<int>(demo::kCompanies.size()));
}

void draw_banners(const std::filesystem::path& dir) {
    for (std::size_t i = 0; i < demo::kTopBanners.size(); ++i)
        site::images::draw_banner(dir / (banner_name(1, i) + ".png"), demo::kTopBanners[i].title,
                                  demo::kTopBanners[i].subtitle, static_cast<int>(i) + 1);
    for (std::size_t i = 0; i < demo::kSideBanners.size(); ++i)
        site::images::draw_advert(dir / (banner_name(2, i) + ".png"), demo::kSideBanners[i].title,
                                  demo::kSideBanners[i].subtitle, static_cast<int>(i) + 3);
}

// Drawn once per build (core/build_cache.h), copied into <files>/<area> beside the enterprises' uploads.
void place(const std::filesystem::path& files_dir, std::string_view area,
           const std::function<void(const std::filesystem::path&)>& draw) {
    std::filesystem::path staging = files_dir.parent_path() / "tmp" / ("employment-" + std::string(area));
    core::fill_from_build_cache(staging, "employment-" + std::string(area), draw);
    std::error_code ec;
    std::filesystem::create_directories(files_dir / area, ec);
    std::filesystem::copy(staging, files_dir / area,
                          std::filesystem::copy_options::overwrite_existing | std::filesystem::copy_options::recursive,
                          ec);
    if (ec) spdlog::warn("demo: cannot place the {} pictures: {}", area, ec.message());
    std::filesystem::remove_all(staging, ec);
}

CompanyForm company_form(const demo::DemoCompany& d, std::size_t i) {
    return {std::string(d.name),
            std::string(kLogoPrefix) + logo_name(i) + ".png",
            std::string(d.industry),
            d.scale,
            std::string(d.city),
            std::string(d.address),
            std::string(d.introduction),
            split(d.welfare),
            ""};
}

JobForm job_form(const demo::DemoCompany& c, const demo::DemoJob& j) {
    JobForm f;
    f.title = j.title;
    f.position = j.position;
    f.industry = c.industry;
    f.city = j.city.empty() ? c.city : j.city;
    f.salary_min = j.salary_min;
    f.salary_max = j.salary_max;
    f.education = j.education;
    f.experience = j.experience;
    f.job_type = j.job_type;
    f.headcount = 1 + static_cast<int>(j.title.size() % 5);
    f.tags = split(j.tags);
    f.description = "岗位职责：\n1. " + std::string(j.duty) + "；\n2. 与团队协作完成" + std::string(j.title) +
                    "相关的日常工作，按时复盘总结。\n\n任职要求：\n1. " + std::string(j.need) +
                    "；\n2. 沟通顺畅，责任心强，乐于学习。";
    f.contact_email = c.mail;
    return f;
}

struct Seeded {
    std::vector<std::int64_t> jobs;             // every verified company's job ids, in order
    std::vector<std::int64_t> enterprise_jobs;  // 赵敏's company's
    std::vector<std::string> signs;
};

Seeded seed_companies(db::Database& db, accounts::AccountService& accounts, std::int64_t now) {
    CompanyStore companies;
    JobStore jobs;
    return db.with_tx([&](db::Conn& c) {
        Seeded out;
        auto owner = accounts.find_user_by_mobile(c, std::string(kEnterpriseMobile));
        auto add = [&](const demo::DemoCompany& d, std::size_t i, CompanyStatus status,
                       std::optional<std::int64_t> owner_id, int age_days) {
            std::string sign =
                companies.insert(c, owner_id, company_form(d, i), status, d.recommend, now - age_days * kDay);
            Company company = *companies.find(c, sign);
            std::vector<std::int64_t> ids;
            for (std::size_t k = 0; k < d.jobs.size(); ++k) {
                const demo::DemoJob& j = d.jobs[k];
                // Posted over the last weeks, the first job of each company the newest.
                std::int64_t at =
                    now - static_cast<std::int64_t>((i * 3 + k * 5) % 40) * kDay - static_cast<std::int64_t>(k) * 3600;
                std::string job_sign = jobs.insert(c, job_row(company, job_form(d, j), JobStatus::kOpen), at);
                std::int64_t id = jobs.find(c, job_sign)->card.id;
                if (j.promoted) jobs.set_promoted(c, id, true);
                ids.push_back(id);
                out.signs.push_back(job_sign);
            }
            return ids;
        };
        for (std::size_t i = 0; i < demo::kCompanies.size(); ++i) {
            bool enterprise = i + 1 == demo::kCompanies.size();
            auto ids = add(demo::kCompanies[i], i, CompanyStatus::kVerified,
                           enterprise && owner ? std::optional<std::int64_t>(owner->id) : std::nullopt, 200);
            out.jobs.insert(out.jobs.end(), ids.begin(), ids.end());
            if (enterprise) out.enterprise_jobs = ids;
        }
        add(demo::kPendingCompany, demo::kCompanies.size(), CompanyStatus::kPending, std::nullopt, 2);
        int sort = 0;
        for (std::size_t i = 0; i < demo::kTopBanners.size(); ++i)
            jobs.insert_banner(c,
                               {0, 1, std::string(demo::kTopBanners[i].title),
                                "/files/" + std::string(kBannerDir) + "/" + banner_name(1, i) + ".png",
                                std::string(demo::kTopBanners[i].link)},
                               sort++);
        for (std::size_t i = 0; i < demo::kSideBanners.size(); ++i)
            jobs.insert_banner(c,
                               {0, 2, std::string(demo::kSideBanners[i].title),
                                "/files/" + std::string(kBannerDir) + "/" + banner_name(2, i) + ".png",
                                std::string(demo::kSideBanners[i].link)},
                               sort++);
        return out;
    });
}

// The demo students' applications over the last six months (summaries: they have no resume), half of them to
// 赵敏's company, moved on as an enterprise would: the school's statistics and the enterprise centre show them.
int seed_history(db::Database& db, accounts::AccountService& accounts, const Seeded& seeded, std::int64_t now) {
    ApplicationStore applications;
    JobStore jobs;
    constexpr ApplicationStatus kPath[] = {ApplicationStatus::kSent, ApplicationStatus::kViewed,
                                           ApplicationStatus::kInterview, ApplicationStatus::kUnsuitable,
                                           ApplicationStatus::kHired};
    constexpr std::string_view kMessages[] = {"", "", "您好，请于下周二上午 10 点到公司参加面试，地址见公司主页。",
                                              "感谢关注，您的经历与岗位要求暂不匹配，祝求职顺利。",
                                              "恭喜通过面试！HR 会在三个工作日内与您联系入职事宜。"};
    return db.with_tx([&](db::Conn& c) {
        int made = 0;
        for (int i = 0; i < teaching::kDemoStudents; ++i) {
            auto student = accounts.find_user_by_mobile(c, teaching::demo_student_mobile(i));
            if (!student) continue;
            for (int k = 0; k < 1 + i % 3; ++k) {
                bool own = (i + k) % 2 == 0 && !seeded.enterprise_jobs.empty();
                std::int64_t job_id =
                    own ? seeded.enterprise_jobs[static_cast<std::size_t>(i + k) % seeded.enterprise_jobs.size()]
                        : seeded.jobs[static_cast<std::size_t>(i * 7 + k * 11) % seeded.jobs.size()];
                std::int64_t at = now - static_cast<std::int64_t>((i * 13 + k * 29) % kHistoryDays) * kDay - 3600;
                ApplicationRow row{job_id,
                                   student->id,
                                   student->school_id.value_or(0),
                                   student->name,
                                   student->mobile,
                                   "",
                                   "姓名：" + student->name + "\n手机：" + student->mobile + "\n",
                                   ""};
                auto reserved = applications.reserve(c, row, at);
                if (!reserved) continue;
                applications.sent(c, reserved->first, "", at);
                int step = (i + k * 2) % 5;
                if (step > 0)
                    applications.set_status(c, reserved->first, kPath[step], kMessages[step], at + kDay * (1 + step));
                jobs.add_applications(c, job_id, 1);
                ++made;
            }
        }
        return made;
    });
}

// 张晓明 applies through the real path (his resume's PDF into the outbox) and keeps two favourites.
void seed_student(db::Database& db, const SeedServices& s, const Seeded& seeded) {
    auto student =
        db.with_conn([&](db::Conn& c) { return s.accounts.find_user_by_mobile(c, std::string(kStudentMobile)); });
    if (!student || seeded.signs.size() < 8) return;
    core::AuthUser user = accounts::auth_user_of(*student);
    // 海鲸's 亚马逊运营专员 (already sent) and 鲸跃's 数据分析师 (favourite); 鲸航's jobs are left for him to try.
    s.applications.send(user, seeded.signs[4]);
    s.board.collect(user, seeded.signs[0]);
    s.board.collect(user, seeded.signs[5]);
}

}  // namespace

bool seed_demo(db::Database& db, const core::Clock& clock, const SeedServices& s,
               const std::filesystem::path& files_dir) {
    bool seeded_before = db.with_conn([&](db::Conn& c) { return CompanyStore().any(c); });
    if (seeded_before) return false;
    place(files_dir, kLogoDir, draw_logos);
    place(files_dir, kBannerDir, draw_banners);
    std::int64_t now = clock.now_seconds();
    Seeded seeded = seed_companies(db, s.accounts, now);
    int history = seed_history(db, s.accounts, seeded, now);
    try {
        seed_student(db, s, seeded);
    } catch (const std::exception& e) {
        spdlog::warn("demo: 张晓明's application was not sent: {}", e.what());
    }
    s.board.board_changed();
    spdlog::info("demo: seeded {} companies, {} jobs and {} applications", demo::kCompanies.size() + 1,
                 seeded.signs.size(), history + 1);
    return true;
}

}  // namespace xj::employment
