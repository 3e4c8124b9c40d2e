// Every console action the audit log knows, with the Chinese name the log shows (docs/admin.md "Actions").
#pragma once

#include <optional>
#include <span>
#include <string_view>

namespace xj::audit {

struct ActionName {
    std::string_view action;
    std::string_view name;
};

inline constexpr std::string_view kSchoolCreate = "school.create";
inline constexpr std::string_view kSchoolUpdate = "school.update";
inline constexpr std::string_view kSchoolDisable = "school.disable";
inline constexpr std::string_view kSchoolEnable = "school.enable";
inline constexpr std::string_view kUserRoles = "user.roles";
inline constexpr std::string_view kUserDisable = "user.disable";
inline constexpr std::string_view kUserEnable = "user.enable";
inline constexpr std::string_view kUserResetPassword = "user.resetPassword";
inline constexpr std::string_view kClaimApprove = "claim.approve";
inline constexpr std::string_view kClaimReject = "claim.reject";
inline constexpr std::string_view kCompanyApprove = "company.approve";
inline constexpr std::string_view kCompanyReject = "company.reject";
inline constexpr std::string_view kJobPromote = "job.promote";
inline constexpr std::string_view kJobUnpromote = "job.unpromote";
inline constexpr std::string_view kOrderRefund = "order.refund";
inline constexpr std::string_view kMarketerApprove = "marketer.approve";
inline constexpr std::string_view kMarketerReject = "marketer.reject";
inline constexpr std::string_view kMarketerStop = "marketer.stop";
// A course row of the school, a course or a training (target "course:…" or "training:…").
inline constexpr std::string_view kCoursePublish = "course.publish";
inline constexpr std::string_view kCourseUnpublish = "course.unpublish";
inline constexpr std::string_view kCourseArchive = "course.archive";
inline constexpr std::string_view kRosterImport = "roster.import";
inline constexpr std::string_view kExternalSave = "external.save";
inline constexpr std::string_view kExternalResetSecret = "external.resetSecret";
inline constexpr std::string_view kExternalRemove = "external.remove";
inline constexpr std::string_view kUserSimulate = "user.simulate";
inline constexpr std::string_view kNewsCreate = "news.create";
inline constexpr std::string_view kNewsUpdate = "news.update";
inline constexpr std::string_view kNewsPublish = "news.publish";
inline constexpr std::string_view kNewsWithdraw = "news.withdraw";
inline constexpr std::string_view kNewsDelete = "news.delete";
// Site content of a school (target "menu:…" or "advert:…", an order's target the school).
inline constexpr std::string_view kMenuCreate = "menu.create";
inline constexpr std::string_view kMenuUpdate = "menu.update";
inline constexpr std::string_view kMenuDelete = "menu.delete";
inline constexpr std::string_view kMenuOrder = "menu.order";
inline constexpr std::string_view kAdvertCreate = "advert.create";
inline constexpr std::string_view kAdvertUpdate = "advert.update";
inline constexpr std::string_view kAdvertDelete = "advert.delete";
inline constexpr std::string_view kAdvertOrder = "advert.order";
// The consoles' notices (docs/admin.md "Notices"): system notices and school bulletins.
inline constexpr std::string_view kNoticePublish = "notice.publish";
inline constexpr std::string_view kNoticeUpdate = "notice.update";
inline constexpr std::string_view kNoticeDelete = "notice.delete";

std::span<const ActionName> all_actions();
// The Chinese name of an action; nullopt for one the log does not know.
std::optional<std::string_view> action_name(std::string_view action);

}  // namespace xj::audit
