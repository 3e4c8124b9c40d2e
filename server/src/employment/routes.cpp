#include "employment/routes.h"

#include "accounts/forms.h"
#include "core/api_error.h"
#include "core/attachment.h"
#include "core/input.h"
#include "core/memory_answers.h"
#include "core/response.h"
#include "employment/forms.h"
#include "employment/json.h"

namespace xj::employment {

using core::Access;
using core::ApiError;
using core::Request;
using core::Role;
namespace json = boost::json;

namespace {

constexpr std::size_t kLogoUploadLimit = 2 * 1024 * 1024 + 64 * 1024;  // 2 MB and the multipart envelope
constexpr int kCompaniesDefault = 6;
constexpr int kCompaniesMax = 20;
constexpr int kMoreJobsMax = 20;
constexpr int kChatJobsMax = 20;
constexpr int kOutboxMax = 50;
constexpr std::string_view kMsgInvalid = "校验未通过";

// The cache key of a search: every filter, normalised (defaults and numbers as text give the same key).
std::string search_key(const Request& req) {
    JobQuery q = parse_job_query(req);
    auto n = [](const std::optional<int>& v) { return v ? std::to_string(*v) : std::string("-"); };
    return "search:" + q.keyword + "\x1f" + q.city + ":" + q.industry + ":" + q.position + ":" + n(q.salary_min) + ":" +
           n(q.salary_max) + ":" + n(q.education) + ":" + n(q.experience) + ":" + n(q.job_type) + ":" +
           std::to_string(q.page.page) + ":" + std::to_string(q.page.size);
}

int companies_size(const Request& req) { return core::parse_page(req, kCompaniesDefault, kCompaniesMax).size; }

std::string company_sign(const Request& req) { return core::required_sign(req, {"companyId", "sign"}, "请指定公司"); }

std::string application_sign(const Request& req) {
    return core::required_sign(req, {"applicationId", "sign"}, "请指定投递记录");
}

// jobsFromChat: the positionIds the assistant named, comma separated.
std::vector<std::string> chat_signs(const Request& req) {
    std::string ids = core::opt_text(req, "positionIds", kMsgInvalid).value_or("");
    std::vector<std::string> out;
    std::string_view rest = ids;
    while (!rest.empty()) {
        std::size_t comma = rest.find(',');
        std::string_view sign = rest.substr(0, comma);
        if (sign.size() > core::kSignMax) throw ApiError::invalid("positionIds", std::string(kMsgInvalid));
        if (!sign.empty()) out.emplace_back(sign);
        rest.remove_prefix(comma == std::string_view::npos ? rest.size() : comma + 1);
    }
    if (out.size() > static_cast<std::size_t>(kChatJobsMax))
        throw ApiError::invalid("positionIds", "最多" + std::to_string(kChatJobsMax) + "个职位");
    return out;
}

void register_board_routes(core::Router::Domain& r, EmploymentService& s) {
    Access open = Access::public_();
    core::cached_get(r, "/employment/serachPost",
                     "职位搜索 ?keyword|searchContent&city&industry&position&salaryMin&salaryMax&education&experience"
                     "&jobType&page&size(8) → {list, total}（招聘中、企业已认证，最新在前）",
                     s.answers(), &search_key, [&s](const Request& req) -> json::value {
                         return paged_jobs_json(s.search(parse_job_query(req)));
                     });
    core::cached_get(
        r, "/employment/getEmploymentBanner", "求职页顶部轮播图 [{title, picture, link}]", s.answers(),
        [](const Request&) { return std::string("banner:1"); },
        [&s](const Request&) -> json::value { return banners_json(s.banners(1)); });
    core::cached_get(
        r, "/employment/getRightSideBanner", "求职页右侧广告 [{title, picture, link}]", s.answers(),
        [](const Request&) { return std::string("banner:2"); },
        [&s](const Request&) -> json::value { return banners_json(s.banners(2)); });
    core::cached_get(
        r, "/employment/getEnterpriseRecommend", "企业推荐 ?size(6) → 已认证企业（平台推荐、在招职位多者在前）",
        s.answers(), [](const Request& req) { return "companies:" + std::to_string(companies_size(req)); },
        [&s](const Request& req) -> json::value {
            return companies_json(s.recommended_companies(companies_size(req)));
        });
    r.get("/employment/getOptions", open, "求职筛选与企业表单的固定选项：规模、经验、学历、工作性质、薪资段、状态",
          [](const Request&) { return core::ok(options_json()); });
    r.get(
        "/employment/getByEnterpriseRecruitmentList", open,
        "职位列表 ?signType&positionId&page&size&筛选：signType 1 推荐职位（需登录，附推荐理由；extend {sent, unsent} "
        "为投递状态），其他为推广职位；positionId 给出相似职位（更多职位）",
        [&s](const Request& req) {
            JobQuery q = parse_job_query(req);
            auto position = core::opt_sign(req, "positionId", kMsgInvalid);
            if (position) {
                int size = std::min(q.page.size, kMoreJobsMax);
                auto more = s.more_jobs(*position, size);
                return core::ok(json::object{{"list", job_cards_json(more)}, {"total", more.size()}});
            }
            if (core::opt_text(req, "signType", kMsgInvalid).value_or("") == "1") {
                if (!req.user()) throw ApiError::not_logged_in();
                return core::ok(recommended_json(s.recommended(*req.user(), q)));
            }
            return core::ok(paged_seeker_jobs_json(s.promoted(req.user(), q)));
        });
    r.get("/employment/getJobDetails", open, "职位详情 ?positionId（含公司、是否收藏、投递状态；记浏览数）",
          [&s](const Request& req) { return core::ok(job_page_json(s.job(req.user(), job_sign(req)))); });
    r.get("/employment/getPromoteCourse", open, "职位推荐课程 ?positionId：企业指定的本校课程，及讲授该职位技能的课程",
          [&s](const Request& req) {
              return core::ok(promote_courses_json(s.promote_courses(req.host(), req.user(), job_sign(req))));
          });
    r.post("/employment/getCompanyDetails", open, "公司详情 {companyId}（已认证的公司）", [&s](const Request& req) {
        Company c = s.company(req.user(), company_sign(req));
        bool owner = req.user() && c.owner_id && *c.owner_id == req.user()->id;
        return core::ok(company_json(c, owner));
    });
    r.get("/employment/getCompanyPosts", open, "公司在招职位 ?sign&page&size(8)", [&s](const Request& req) {
        Page page = core::parse_page(req, kSearchPageSize);
        return core::ok(paged_jobs_json(s.company_jobs(req.user(), company_sign(req), page)));
    });
}

void register_seeker_routes(core::Router::Domain& r, EmploymentService& s, ApplicationService& a) {
    Access login = Access::login();
    r.get("/employment/getIntendedPositions", login, "我的求职意向 {flag（有意向时为 true）, list}",
          [&s](const Request& req) {
              auto list = s.intended(req.current_user());
              return core::ok(json::object{{"flag", !list.empty()}, {"list", intended_json(list)}});
          });
    r.get("/employment/getUserJobVo", login, "我的求职数据：投递、被查看、面试邀请、收藏、未读进展、简历完整度、意向",
          [&s](const Request& req) { return core::ok(seeker_info_json(s.seeker_info(req.current_user()))); });
    r.get("/employment/getSendEmail", login,
          "我的投递 ?status&keyword&page&size(10)（含进展时间线；列出后进展记为已读）", [&a](const Request& req) {
              return core::ok(paged_applications_json(a.mine(req.current_user(), parse_application_query(req)), false));
          });
    r.get("/employment/getUserCollectionPositions", login, "我收藏的职位 ?keyword&city&position&page&size(8)",
          [&s](const Request& req) {
              return core::ok(paged_seeker_jobs_json(s.favourites(req.current_user(), parse_job_query(req))));
          });
    r.get("/employment/jobsFromChat", login, "智能助手推荐的职位 ?positionIds=a,b（最多 20 个；仅列出在招的）",
          [&s](const Request& req) {
              std::vector<JobCard> out = s.listed(chat_signs(req));
              return core::ok(json::object{{"list", job_cards_json(out)}, {"total", out.size()}});
          });
    r.post("/employment/sendEmail", login, "投递简历 {positionId}：以邮件把简历 PDF（无简历时为平台信息摘要）发给企业",
           [&a](const Request& req) {
               std::string sign = a.send(req.current_user(), job_sign(req));
               return core::ok_with_msg(json::object{{"applicationId", sign}}, "投递成功");
           });
    r.post("/employment/sendEmailAll", login, "一键投递：推荐职位中尚未投递的（最多 20 个）", [&a](const Request& req) {
        return core::ok_with_msg(send_all_json(a.send_all(req.current_user())), "投递成功");
    });
    r.post("/employment/addCollectionPost", login, "收藏职位 {positionId}", [&s](const Request& req) {
        s.collect(req.current_user(), job_sign(req));
        return core::ok_with_msg(json::value(nullptr), "收藏成功");
    });
    r.post("/employment/removeCollectionPost", login, "取消收藏职位 {positionId}", [&s](const Request& req) {
        s.uncollect(req.current_user(), job_sign(req));
        return core::ok_with_msg(json::value(nullptr), "已取消收藏");
    });
    r.get("/employment/applicationResume", login, "投递时发送的简历 PDF ?applicationId（投递人或收到投递的企业）",
          [&a](const Request& req) {
              ApplicationFile f = a.resume_file(req.current_user(), application_sign(req));
              return core::attachment_response(f.path, f.name, "application/pdf");
          });
}

void register_enterprise_routes(core::Router::Domain& r, EnterpriseService& e, ApplicationService& a) {
    Access enterprise = Access::role(Role::kEnterprise);
    r.get("/enterprise/company", enterprise, "我的公司（未填写时为 null；含审核状态）", [&e](const Request& req) {
        auto c = e.my_company(req.current_user());
        return core::ok(c ? json::value(company_json(*c, true)) : json::value(nullptr));
    });
    r.put("/enterprise/company", enterprise,
          "保存公司信息 {name, logo, industry, scale, city, address, introduction, welfare[], "
          "website}（保存后待平台审核）",
          [&e](const Request& req) {
              CompanyForm form = parse_company_form(req);
              return core::ok_with_msg(company_json(e.save_company(req.current_user(), form), true), "已提交审核");
          });
    r.post("/enterprise/logo", enterprise, "上传公司 Logo（multipart 字段 file：图片 ≤ 2MB，缩放至 400×400 内）→ {url}",
           [&e](const Request& req) {
               return core::ok_with_msg(json::object{{"url", e.upload_logo(accounts::upload_file(req))}}, "上传成功");
           })
        .accept_multipart()
        .limit_body(kLogoUploadLimit);
    r.get("/enterprise/jobs", enterprise, "我发布的职位 ?status&keyword&page&size（含投递数、未读、面试、录用）",
          [&e](const Request& req) {
              auto status = parse_job_status(req, false);
              std::string keyword = core::opt_text(req, "keyword", kMsgInvalid).value_or("");
              if (keyword.size() > 90) throw ApiError::invalid("keyword", "搜索关键词不能超过30个字");
              return core::ok(posted_jobs_json(e.jobs(req.current_user(), status, keyword, core::parse_page(req, 10))));
          });
    r.get("/enterprise/job", enterprise, "我发布的一个职位 ?positionId（编辑用）",
          [&e](const Request& req) { return core::ok(job_json(e.job(req.current_user(), job_sign(req)))); });
    r.post(
        "/enterprise/job", enterprise,
        "发布职位 {title, position, industry, city, salaryMin, salaryMax, education, experience, jobType, headcount, "
        "tags[], description, contactEmail, courseIds[]}",
        [&e](const Request& req) {
            JobForm form = parse_job_form(req);
            std::string sign = e.add_job(req.host(), req.current_user(), form);
            return core::ok_with_msg(json::object{{"positionId", sign}}, "发布成功");
        });
    r.put("/enterprise/job", enterprise, "修改职位 {positionId, …同发布}", [&e](const Request& req) {
        std::string sign = job_sign(req);
        JobForm form = parse_job_form(req);
        return core::ok_with_msg(job_json(e.update_job(req.host(), req.current_user(), sign, form)), "保存成功");
    });
    r.put("/enterprise/job/status", enterprise, "职位状态 {positionId, status: 1 招聘中 | 2 已关闭 | 3 已招满}",
          [&e](const Request& req) {
              std::string sign = job_sign(req);
              JobStatus status = *parse_job_status(req, true);
              return core::ok_with_msg(job_json(e.set_job_status(req.current_user(), sign, status)), "保存成功");
          });
    r.get("/enterprise/applications", enterprise, "收到的投递 ?positionId&status&keyword&page&size(10)",
          [&a](const Request& req) {
              std::string sign = core::opt_sign(req, "positionId", kMsgInvalid).value_or("");
              return core::ok(
                  paged_applications_json(a.received(req.current_user(), sign, parse_application_query(req)), true));
          });
    r.get("/enterprise/application", enterprise, "一份投递 ?applicationId（已投递的记为已查看）",
          [&a](const Request& req) {
              return core::ok(application_json(a.open(req.current_user(), application_sign(req)), true));
          });
    r.put("/enterprise/application/status", enterprise,
          "投递进展 {applicationId, status: 2 已查看 | 3 邀请面试 | 4 不合适 | 5 已录用, message(≤200)}",
          [&a](const Request& req) {
              std::string sign = application_sign(req);
              auto [status, message] = parse_status_change(req);
              return core::ok_with_msg(application_json(a.set_status(req.current_user(), sign, status, message), true),
                                       "已通知应聘者");
          });
}

void register_admin_routes(core::Router::Domain& r, EnterpriseService& e) {
    Access admin = Access::role(Role::kAdmin);
    r.get("/admin/companies", admin, "企业审核列表 ?status(0 待审核 | 1 已认证 | 2 未通过)&page&size",
          [&e](const Request& req) {
              auto status = core::opt_text(req, "status", kMsgInvalid).value_or("0");
              if (status != "0" && status != "1" && status != "2") throw ApiError::invalid("status", "状态不正确");
              return core::ok(paged_companies_json(
                  e.review_queue(static_cast<CompanyStatus>(std::stoi(status)), core::parse_page(req))));
          });
    r.put("/admin/company/review", admin, "审核企业 {companyId, approve, reviewNote（不通过时必填）}",
          [&e](const Request& req) {
              std::string sign = company_sign(req);
              std::string note = core::opt_text(req, "reviewNote", kMsgInvalid).value_or("");
              if (note.size() > 600) throw ApiError::invalid("reviewNote", "原因不能超过200个字");
              return core::ok_with_msg(company_json(e.review(req.current_user(), accounts::client_of(req).ip, sign,
                                                             core::flag(req, "approve"), note),
                                                    true),
                                       "审核完成");
          });
    r.put("/admin/job/promote", admin, "设为推广职位 {positionId, promoted}", [&e](const Request& req) {
        e.set_promoted(req.current_user(), accounts::client_of(req).ip, job_sign(req), core::flag(req, "promoted"));
        return core::ok_with_msg(json::value(nullptr), "保存成功");
    });
}

core::Response export_stats(const core::Exporter& x, const SchoolStats& s) {
    return x.answer("", "就业统计", {{"维度", 8}, {"项目", 24}, {"投递数", 10}, {"面试数", 10}, {"录用数", 10}},
                    [&](core::XlsxWriter& w) {
                        auto lines = [&](std::string_view dimension, const std::vector<NamedStat>& list) {
                            for (const auto& l : list)
                                w.text(dimension)
                                    .text(l.name)
                                    .number(static_cast<double>(l.applications))
                                    .number(static_cast<double>(l.interviews))
                                    .number(static_cast<double>(l.hires))
                                    .end_row();
                        };
                        lines("月份", s.months);
                        lines("行业", s.industries);
                        lines("城市", s.cities);
                    });
}

void register_school_routes(core::Router::Domain& r, StatisticsService& st) {
    Access school_admin = Access::role(Role::kSchoolAdmin);
    r.get("/school/employmentStats", school_admin, "本校学生就业统计：近 12 个月的投递、面试、录用，按月份、行业、城市",
          [&st](const Request& req) { return core::ok(school_stats_json(st.school(req.current_user()))); });
    r.get("/school/employmentStats/export", school_admin, "本校学生就业统计：导出 Excel（.xlsx）",
          [&st](const Request& req) { return export_stats(st.exporter(), st.school(req.current_user())); });
}

void register_demo_routes(core::Router::Domain& r, ApplicationService& a) {
    r.get("/dev/mail", Access::demo(), "演示：邮件发件箱（未配置 SMTP 时投递邮件存放于此）?to",
          [&a](const Request& req) {
              std::string to = core::opt_text(req, "to", kMsgInvalid).value_or("");
              return core::ok(outbox_json(a.outbox(to, kOutboxMax)));
          });
}

}  // namespace

void register_routes(core::Router& router, const Services& s) {
    auto r = router.domain("employment");
    register_board_routes(r, s.board);
    register_seeker_routes(r, s.board, s.applications);
    register_enterprise_routes(r, s.enterprise, s.applications);
    register_admin_routes(r, s.enterprise);
    register_school_routes(r, s.statistics);
    register_demo_routes(r, s.applications);
}

}  // namespace xj::employment
