#include "certificates/routes.h"

#include "certificates/forms.h"
#include "certificates/json.h"
#include "core/attachment.h"
#include "core/input.h"
#include "core/response.h"

namespace xj::certificates {

using core::Access;
using core::Request;
using core::Role;

void register_routes(core::Router& router, CertificateService& s) {
    auto r = router.domain("certificates");
    r.post("/certificate/search", Access::public_(), "证书查询：持证人姓名 name 与证书编号 number 均相符时返回证书",
           [&s](const Request& req) {
               SearchInput in = parse_search(req);
               return core::ok(certificate_json(s.search(in.name, in.number), false));
           });
    r.get("/certificate/detail", Access::public_(), "证书验证页：?number&code，吊销的证书标明已吊销",
          [&s](const Request& req) {
              VerifyInput in = parse_verify(req);
              return core::ok(certificate_json(s.verify(in.number, in.code), false));
          });
    r.get("/certificate/pdf", Access::public_(), "证书 PDF：?number&code（A4 横版，含校章与验证二维码）",
          [&s](const Request& req) {
              VerifyInput in = parse_verify(req);
              CertificatePdf pdf = s.pdf(in.number, in.code, core::site_url(req));
              return core::bytes_attachment(std::move(pdf.bytes), pdf.file_name, "application/pdf");
          });
    r.get("/certificate/qr", Access::public_(), "证书验证页的二维码 PNG：?number&code", [&s](const Request& req) {
        VerifyInput in = parse_verify(req);
        return core::png_response(s.qr_png(in.number, in.code, core::site_url(req)));
    });

    r.get("/certificate/myList", Access::login(), "我的证书，最近颁发的在前（含已吊销的）",
          [&s](const Request& req) { return core::ok(certificate_list_json(s.mine(req.current_user()))); });
    r.get("/certificate/standing", Access::login(),
          "?courseId：我在已加入的课程或培训中的综合成绩（按考核标准）、合格线与已获证书", [&s](const Request& req) {
              return core::ok(standing_json(s.standing(req.host(), req.current_user(), parse_course(req))));
          });
    r.post("/certificate/claim", Access::login(), "领取证书 {courseId}：综合成绩达到 60 分时颁发（已有则返回原证书）",
           [&s](const Request& req) {
               Certificate c = s.claim(req.host(), req.current_user(), parse_course(req));
               return core::ok_with_msg(certificate_json(c, true), "证书已颁发");
           });

    Access teaching = Access::roles({Role::kTeacher, Role::kSchoolAdmin});
    r.post("/certificate/courseList", teaching, "课程的证书 {courseId, keyword?, page, size}（课程教师与本校管理员）",
           [&s](const Request& req) {
               return core::ok(certificates_json(
                   s.of_course(req.current_user(), parse_course(req), parse_keyword(req), core::parse_page(req))));
           });
    r.post("/certificate/issueOffline", teaching,
           "为线下考核合格的学员颁发证书 {courseId, userId, score 60–100, remark?}（课程教师与本校管理员）",
           [&s](const Request& req) {
               return core::ok_with_msg(certificate_json(s.issue_offline(req.current_user(), parse_offline(req)), true),
                                        "颁发成功");
           });
    r.post("/certificate/schoolList", Access::role(Role::kSchoolAdmin),
           "本校颁发的全部证书 {keyword?, page, size}，最近颁发的在前（学校管理员）", [&s](const Request& req) {
               return core::ok(
                   certificates_json(s.of_school(req.current_user(), parse_keyword(req), core::parse_page(req))));
           });
    r.post("/certificate/revoke", Access::role(Role::kSchoolAdmin), "吊销本校颁发的证书 {number, reason}",
           [&s](const Request& req) {
               RevokeInput in = parse_revoke(req);
               return core::ok_with_msg(certificate_json(s.revoke(req.current_user(), in.number, in.reason), true),
                                        "已吊销");
           });
}

}  // namespace xj::certificates
