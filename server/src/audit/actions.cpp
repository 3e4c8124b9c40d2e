#include "audit/actions.h"

#include <array>

namespace xj::audit {

namespace {

constexpr std::array kActions{
    ActionName{kSchoolCreate, "新增学校"},
    ActionName{kSchoolUpdate, "编辑学校"},
    ActionName{kSchoolDisable, "停用学校"},
    ActionName{kSchoolEnable, "启用学校"},
    ActionName{kUserRoles, "修改身份"},
    ActionName{kUserDisable, "停用账号"},
    ActionName{kUserEnable, "启用账号"},
    ActionName{kUserResetPassword, "发送重置密码链接"},
    ActionName{kClaimApprove, "通过身份认证"},
    ActionName{kClaimReject, "驳回身份认证"},
    ActionName{kCompanyApprove, "通过企业认证"},
    ActionName{kCompanyReject, "驳回企业认证"},
    ActionName{kJobPromote, "设为推广职位"},
    ActionName{kJobUnpromote, "取消推广职位"},
    ActionName{kOrderRefund, "订单退款"},
    ActionName{kMarketerApprove, "通过推广员申请"},
    ActionName{kMarketerReject, "驳回推广员申请"},
    ActionName{kMarketerStop, "停用推广员"},
    ActionName{kCoursePublish, "发布课程/培训"},
    ActionName{kCourseUnpublish, "取消发布课程/培训"},
    ActionName{kCourseArchive, "归档课程/培训"},
    ActionName{kRosterImport, "导入花名册"},
    ActionName{kExternalSave, "保存外部系统"},
    ActionName{kExternalResetSecret, "重置外部系统密钥"},
    ActionName{kExternalRemove, "删除外部系统"},
    ActionName{kUserSimulate, "模拟登录"},
    ActionName{kNewsCreate, "新增资讯"},
    ActionName{kNewsUpdate, "编辑资讯"},
    ActionName{kNewsPublish, "发布资讯"},
    ActionName{kNewsWithdraw, "撤回资讯"},
    ActionName{kNewsDelete, "删除资讯"},
    ActionName{kMenuCreate, "新增导航菜单"},
    ActionName{kMenuUpdate, "编辑导航菜单"},
    ActionName{kMenuDelete, "删除导航菜单"},
    ActionName{kMenuOrder, "调整导航菜单顺序"},
    ActionName{kAdvertCreate, "新增轮播图/广告"},
    ActionName{kAdvertUpdate, "编辑轮播图/广告"},
    ActionName{kAdvertDelete, "删除轮播图/广告"},
    ActionName{kAdvertOrder, "调整轮播图/广告顺序"},
    ActionName{kNoticePublish, "发布消息"},
    ActionName{kNoticeUpdate, "编辑消息"},
    ActionName{kNoticeDelete, "删除消息"},
};

}  // namespace

std::span<const ActionName> all_actions() { return kActions; }

std::optional<std::string_view> action_name(std::string_view action) {
    for (const auto& a : kActions)
        if (a.action == action) return a.name;
    return std::nullopt;
}

}  // namespace xj::audit
