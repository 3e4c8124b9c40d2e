#include "admin/service.h"

#include <algorithm>
#include <unordered_map>

#include "admin/json.h"
#include "audit/actions.h"
#include "core/api_error.h"
#include "core/atomic_file.h"
#include "core/file_type.h"
#include "core/image.h"
#include "core/sign.h"

namespace xj::admin {

using core::ApiError;
using core::Role;

namespace {

constexpr std::string_view kMsgNoUser = "用户不存在";
constexpr std::string_view kMsgNoSchool = "学校不存在";
constexpr std::string_view kMsgNeedsSchool = "该用户未加入学校，不能设为学生、教师或学校管理员";
constexpr std::string_view kMsgOwnAdmin = "不能移除自己的管理员身份";
constexpr std::string_view kMsgOwnAccount = "不能停用自己的账号";
constexpr std::string_view kMsgDisabledUser = "该账号已被禁用";
constexpr std::string_view kMsgImageOnly = "请上传 JPG、PNG、WEBP 或 GIF 图片";
constexpr std::string_view kPictureDir = "site";
constexpr std::string_view kPicturePrefix = "/files/site/";
constexpr int kLogoMax = 600;
constexpr int kPictureWidth = 1920;
constexpr int kPictureHeight = 1080;
constexpr int kPictureQuality = 85;

std::string text_of(const boost::json::object& o) { return boost::json::serialize(o); }

std::string role_words(const std::vector<Role>& roles) {
    static constexpr std::pair<Role, std::string_view> kWords[] = {
        {Role::kNormal, "普通用户"},        {Role::kStudent, "学生"},        {Role::kTeacher, "教师"},
        {Role::kSchoolAdmin, "学校管理员"}, {Role::kEnterprise, "企业用户"}, {Role::kAdmin, "平台管理员"}};
    std::string out;
    for (const auto& [role, word] : kWords) {
        if (std::find(roles.begin(), roles.end(), role) == roles.end()) continue;
        if (!out.empty()) out += "、";
        out += word;
    }
    return out;
}

std::string user_target(const accounts::User& u) { return "user:" + u.sign + " " + u.name; }

}  // namespace

void AdminService::forget_sites() {
    site_.invalidate();
    courses_.forget_hosts();
}

core::Paged<SchoolRow> AdminService::schools(const site::SchoolFilter& filter, const core::Page& page) {
    core::Paged<site::SchoolSummary> summaries = site_.admin_schools(filter, page);
    core::Paged<SchoolRow> out{{}, summaries.total};
    std::vector<std::int64_t> ids;
    for (const auto& s : summaries.list) ids.push_back(s.school.id);
    auto counts = db_.with_conn([&](db::Conn& c) { return accounts_.user_counts(c, ids); });
    std::unordered_map<std::int64_t, std::int64_t> users(counts.begin(), counts.end());
    for (auto& s : summaries.list) {
        std::int64_t n = users.contains(s.school.id) ? users[s.school.id] : 0;
        out.list.push_back({std::move(s), n});
    }
    return out;
}

site::SchoolDetail AdminService::school(const std::string& sign) {
    auto detail = db_.with_conn([&](db::Conn& c) { return site_.school_detail(c, sign); });
    if (!detail) throw ApiError::business(std::string(kMsgNoSchool));
    return std::move(*detail);
}

site::SchoolDetail AdminService::save_school(const Actor& actor, site::SchoolForm form) {
    site::SchoolDetail saved = db_.with_tx([&](db::Conn& c) {
        std::optional<site::SchoolDetail> before;
        if (!form.original_sign.empty()) before = site_.school_detail(c, form.original_sign);
        site::SchoolDetail after = site_.save_school(c, form, clock_.now_seconds());
        bool created = !before.has_value();
        audit_.record(c, actor.user, actor.ip,
                      {after.school.id, std::string(created ? audit::kSchoolCreate : audit::kSchoolUpdate),
                       "school:" + after.school.sign + " " + after.school.name,
                       (created ? "新增学校 " : "编辑学校 ") + after.school.name,
                       before ? text_of(school_detail_json(*before)) : "", text_of(school_detail_json(after))});
        return after;
    });
    forget_sites();
    return saved;
}

SchoolRow AdminService::set_school_disabled(const Actor& actor, const std::string& sign, bool disabled) {
    SchoolRow row = db_.with_tx([&](db::Conn& c) {
        site::School school = site_.set_school_disabled(c, sign, disabled);
        audit_.record(
            c, actor.user, actor.ip,
            {school.id, std::string(disabled ? audit::kSchoolDisable : audit::kSchoolEnable),
             "school:" + school.sign + " " + school.name, (disabled ? "停用学校 " : "启用学校 ") + school.name,
             text_of({{"disabled", !disabled}}), text_of({{"disabled", disabled}})});
        auto counts = accounts_.user_counts(c, {school.id});
        std::vector<site::SiteHost> hosts = site_.school_detail(c, school.sign)->hosts;
        return SchoolRow{{std::move(school), std::move(hosts)}, counts.empty() ? 0 : counts.front().second};
    });
    forget_sites();
    return row;
}

std::string AdminService::upload_picture(std::string_view bytes, bool logo) {
    std::string mime = core::sniff_mime(bytes);
    if (!core::accepted_image_type(mime)) throw ApiError::business(std::string(kMsgImageOnly), std::string("file"));
    auto encoded = logo ? core::fitted_png(bytes, mime, kLogoMax, kLogoMax)
                        : core::fitted_jpeg(bytes, mime, kPictureWidth, kPictureHeight, kPictureQuality);
    if (!encoded) throw ApiError::business(std::string(kMsgImageOnly), std::string("file"));
    std::string name = core::make_sign() + (logo ? ".png" : ".jpg");
    std::filesystem::path dir = files_dir_ / kPictureDir;
    std::filesystem::create_directories(dir);
    core::write_atomically(dir / name, *encoded, "admin: school picture");
    return std::string(kPicturePrefix) + name;
}

core::Paged<accounts::UserSummary> AdminService::users(const accounts::UserFilter& filter, const core::Page& page) {
    return accounts_.admin_users(filter, page);
}

accounts::UserSummary AdminService::require_user(db::Conn& conn, const std::string& sign) const {
    auto user = accounts_.find_user_by_sign(conn, sign);
    if (!user) throw ApiError::business(std::string(kMsgNoUser));
    return *accounts_.user_summary(conn, user->id);
}

UserDetail AdminService::user(const std::string& sign) {
    UserDetail d;
    d.user = db_.with_conn([&](db::Conn& c) { return require_user(c, sign); });
    d.claims = identity_.claims_of(d.user.user.id);
    d.activity = accounts_.user_activity(d.user.user.id);
    return d;
}

accounts::UserSummary AdminService::set_roles(const Actor& actor, const std::string& sign, std::vector<Role> roles) {
    std::sort(roles.begin(), roles.end());
    roles.erase(std::unique(roles.begin(), roles.end()), roles.end());
    return db_.with_tx([&](db::Conn& c) {
        accounts::UserSummary before = require_user(c, sign);
        const accounts::User& u = before.user;
        bool school_role = std::any_of(roles.begin(), roles.end(), [](Role r) {
            return r == Role::kStudent || r == Role::kTeacher || r == Role::kSchoolAdmin;
        });
        if (school_role && !u.school_id) throw ApiError::business(std::string(kMsgNeedsSchool));
        if (u.id == actor.user.id && std::find(roles.begin(), roles.end(), Role::kAdmin) == roles.end())
            throw ApiError::business(std::string(kMsgOwnAdmin));
        return apply_roles(c, actor, u, roles);
    });
}

accounts::UserSummary AdminService::apply_roles(db::Conn& c, const Actor& actor, const accounts::User& u,
                                                const std::vector<Role>& roles) {
    accounts_.set_roles(c, u.id, roles);
    audit_.record(c, actor.user, actor.ip,
                  {u.school_id, std::string(audit::kUserRoles), user_target(u),
                   "将 " + u.name + " 的身份由「" + role_words(u.roles) + "」改为「" + role_words(roles) + "」",
                   text_of({{"roles", roles_json(u.roles)}}), text_of({{"roles", roles_json(roles)}})});
    return *accounts_.user_summary(c, u.id);
}

accounts::UserSummary AdminService::set_user_disabled(const Actor& actor, const std::string& sign, bool disabled) {
    return db_.with_tx([&](db::Conn& c) {
        accounts::UserSummary before = require_user(c, sign);
        const accounts::User& u = before.user;
        if (disabled && u.id == actor.user.id) throw ApiError::business(std::string(kMsgOwnAccount));
        std::int64_t ended = accounts_.set_disabled(c, u.id, disabled);
        std::string summary = (disabled ? "停用账号 " : "启用账号 ") + u.name;
        if (ended > 0) summary += "，结束 " + std::to_string(ended) + " 个登录会话";
        audit_.record(c, actor.user, actor.ip,
                      {u.school_id, std::string(disabled ? audit::kUserDisable : audit::kUserEnable), user_target(u),
                       summary, text_of({{"disabled", u.disabled}}), text_of({{"disabled", disabled}})});
        return *accounts_.user_summary(c, u.id);
    });
}

void AdminService::send_reset_link(const Actor& actor, const std::string& sign, const std::string& site_url) {
    auto [user, token] = db_.with_tx([&](db::Conn& c) {
        accounts::UserSummary found = require_user(c, sign);
        if (found.user.disabled) throw ApiError::business(std::string(kMsgDisabledUser));
        std::string token = accounts_.create_reset_link(c, found.user);
        audit_.record(c, actor.user, actor.ip,
                      {found.user.school_id, std::string(audit::kUserResetPassword), user_target(found.user),
                       "向 " + found.user.name + " 发送重置密码短信链接", "", ""});
        return std::pair{found.user, token};
    });
    accounts_.send_reset_link(user, site_url + "/reset-password?token=" + token);
}

accounts::SimulationStart AdminService::simulate_login(const Actor& actor, const std::string& sign,
                                                       const std::optional<std::string>& admin_token,
                                                       const accounts::Client& client) {
    return accounts_.simulate_login(actor.user, sign, admin_token, client, [&](db::Conn& c, const accounts::User& u) {
        audit_.record(c, actor.user, actor.ip,
                      {u.school_id, std::string(audit::kUserSimulate), user_target(u),
                       "以 " + u.name + " 的身份模拟登录", "", ""});
    });
}

}  // namespace xj::admin
