#include "identity/routes.h"

#include "core/api_error.h"
#include "core/attachment.h"
#include "core/input.h"
#include "identity/forms.h"
#include "identity/json.h"

namespace xj::identity {

using core::Access;
using core::Request;
using core::Role;
namespace json = boost::json;

namespace {

constexpr std::string_view kMsgApproved = "认证成功";
constexpr std::string_view kMsgSubmitted = "已提交认证，请等待学校审核";
constexpr std::string_view kMsgReviewed = "审核成功";
constexpr std::string_view kMsgPhotoUploaded = "上传成功";
constexpr std::size_t kRosterLimit = 2 * 1024 * 1024;
// The photo's 5 MB and the multipart framing around it; a larger body is refused before it is read.
constexpr std::size_t kPhotoLimit = 5 * 1024 * 1024 + 64 * 1024;
constexpr int kPageSizeMax = 100;  // a whole roster page for the school admin

void register_claim_routes(core::Router::Domain& r, IdentityService& s) {
    r.post("/user/authentication", Access::login(), "提交身份认证（学生 1、教师 2；与学校名单一致时立即通过）",
           [&s](const Request& req) {
               SubmitResult result = s.submit(req.current_user(), parse_claim(req), accounts::client_of(req));
               return core::ok_with_msg(json::object{{"auditStatus", result.audit_status}},
                                        result.audit_status == kStatusPassed ? kMsgApproved : kMsgSubmitted);
           });
    r.get("/student/getAuditInfo", Access::login(), "我的身份认证状态与最近一次认证",
          [&s](const Request& req) { return core::ok(audit_info_json(s.audit_info(req.current_user()))); });
    r.post("/user/recognitionPhoto/file", Access::login(),
           "上传识别照片文件（multipart 字段 file：JPG、PNG 或 WebP ≤ 5MB，按内容判定，存为 JPEG）→ {photoPath}",
           [&s](const Request& req) {
               std::string path = s.upload_photo(req.current_user(), photo_file(req));
               return core::ok(json::object{{"photoPath", path}});
           })
        .accept_multipart()
        .limit_body(kPhotoLimit);
    r.post("/user/uploadRecognitionPhoto", Access::login(),
           "上传识别照片 {photoPath}：保存为我的识别照片（随身份认证提交）", [&s](const Request& req) {
               s.keep_photo(req.current_user(), parse_photo_path(req));
               return core::ok_with_msg(nullptr, kMsgPhotoUploaded);
           });
    r.get("/user/recognitionPhoto", Access::login(), "我的识别照片（image/jpeg）", [&s](const Request& req) {
        return core::private_file_response(s.my_photo(req.current_user()), "image/jpeg");
    });
}

void register_admin_routes(core::Router::Domain& r, IdentityService& s) {
    Access admin = Access::role(Role::kSchoolAdmin);
    r.get("/schoolAdmin/claims", admin, "本校身份认证列表（status 1 待审核、2 通过、3 驳回；分页）",
          [&s](const Request& req) {
              return core::ok(claims_json(s.list_claims(req.current_user(), parse_status(req),
                                                        core::parse_page(req, core::kPageSizeDefault, kPageSizeMax))));
          });
    r.post("/schoolAdmin/reviewClaim", admin, "审核本校身份认证（通过或填写原因驳回）", [&s](const Request& req) {
        s.review(req.current_user(), parse_claim_id(req), parse_approve(req), parse_reason(req),
                 accounts::client_of(req));
        return core::ok_with_msg(nullptr, kMsgReviewed);
    });
    r.get("/schoolAdmin/claimPhoto", admin, "本校一条身份认证的识别照片 ?claimId（image/jpeg）",
          [&s](const Request& req) {
              return core::private_file_response(s.claim_photo(req.current_user(), parse_claim_id(req)), "image/jpeg");
          });
    r.post("/schoolAdmin/importRoster", admin,
           "导入本校学生/教师名单（multipart 字段 file，CSV 或 XLSX；任一行有误则不保存）",
           [&s](const Request& req) {
               return core::ok(
                   import_json(s.import_roster(req.current_user(), roster_file(req), accounts::client_of(req))));
           })
        .accept_multipart()
        .limit_body(kRosterLimit);
    r.get("/schoolAdmin/roster", admin, "本校名单（kind student 或 teacher；分页）", [&s](const Request& req) {
        return core::ok(roster_json(s.roster(req.current_user(), parse_kind(req),
                                             core::parse_page(req, core::kPageSizeDefault, kPageSizeMax))));
    });
}

}  // namespace

void register_routes(core::Router& router, IdentityService& identity) {
    auto r = router.domain("identity");
    register_claim_routes(r, identity);
    register_admin_routes(r, identity);
}

}  // namespace xj::identity
