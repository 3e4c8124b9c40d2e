// Mobile change: the current number verified first (type 2 with saveVerifyCache, 10 minutes), then the new,
// unregistered number's type-3 code (or its own verified mark); the user's other sessions end.
#include "accounts/crypto.h"
#include "accounts/rules.h"
#include "accounts/service.h"
#include "core/api_error.h"

namespace xj::accounts {

using core::ApiError;

namespace {

constexpr std::string_view kMsgVerifyOldFirst = "请先验证原手机号";
constexpr std::string_view kMsgRegistered = "该手机号已注册";
constexpr std::string_view kFieldMobile = "mobile";
constexpr std::string_view kFieldMobileCode = "mobileCode";
constexpr std::string_view kAuditMobileChange = "mobile_change";

ApiError verify_old_first() { return ApiError::business(std::string(kMsgVerifyOldFirst)); }
ApiError registered() { return ApiError::business(std::string(kMsgRegistered), std::string(kFieldMobile)); }

}  // namespace

void AccountService::change_mobile(const core::AuthUser& who, const MobileChange& change,
                                   const std::optional<std::string>& token, const Client& client) {
    refuse_simulated(token);
    User user = login_info(who);
    if (!sms_.verified(user.mobile, CodeType::kOldMobile)) throw verify_old_first();
    if (db_.with_conn([&](db::Conn& c) { return users_.mobile_taken(c, change.mobile); })) throw registered();
    // A code already checked with saveVerifyCache is used up; its verified mark stands for it then.
    std::optional<std::int64_t> code_id;
    if (!sms_.verified(change.mobile, CodeType::kNewMobile))
        code_id = sms_.match(change.mobile, CodeType::kNewMobile, change.code, kFieldMobileCode);
    std::string keep = sha256_hex(token.value_or(""));
    db_.with_tx([&](db::Conn& c) {
        if (code_id) {
            sms_.use(c, *code_id, kFieldMobileCode, false);
        } else if (!sms_.take_verified(c, change.mobile, CodeType::kNewMobile)) {
            throw ApiError::business(std::string(rules::kMsgCodeWrong), std::string(kFieldMobileCode));
        }
        if (!sms_.take_verified(c, user.mobile, CodeType::kOldMobile)) throw verify_old_first();
        if (!users_.update_mobile(c, user.id, change.mobile)) throw registered();
        std::int64_t ended = users_.delete_other_sessions(c, user.id, keep);
        audit(c, user.id, kAuditMobileChange, user.mobile, client,
              change.mobile + "; sessions ended: " + std::to_string(ended));
    });
}

}  // namespace xj::accounts
