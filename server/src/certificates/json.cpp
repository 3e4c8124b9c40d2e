#include "certificates/json.h"

#include "certificates/rules.h"
#include "core/time_format.h"

namespace xj::certificates {

namespace json = boost::json;

json::object certificate_json(const Certificate& c, bool with_holder) {
    json::object o{{"number", c.number},
                   {"code", c.code},
                   {"kind", static_cast<int>(c.kind)},
                   {"title", title_of(c.kind)},
                   {"holderName", c.holder_name},
                   {"schoolName", c.school_name},
                   {"courseName", c.course_name},
                   {"courseId", c.course_sign.empty() ? json::value(nullptr) : json::value(c.course_sign)},
                   {"training", c.kind == Kind::kTraining},
                   {"hours", c.hours},
                   {"score", c.score},
                   {"scoreText", score_text(c.score)},
                   {"remark", c.remark},
                   {"statement", statement_of(c)},
                   {"issuedAt", core::iso_time(c.issued_at)},
                   {"issuedDate", date_text(c.issued_at)},
                   {"issuedBy", c.issued_by_name},
                   {"revoked", c.revoked()},
                   {"revokedAt", c.revoked_at ? json::value(core::iso_time(*c.revoked_at)) : json::value(nullptr)},
                   {"revokedDate", c.revoked_at ? date_text(*c.revoked_at) : ""},
                   {"revokeReason", c.revoke_reason},
                   {"verifyPath", "/certificate-details?number=" + c.number + "&code=" + c.code}};
    if (with_holder) o["userId"] = c.user_sign;
    return o;
}

json::array certificate_list_json(const std::vector<Certificate>& list) {
    json::array out;
    for (const Certificate& c : list) out.push_back(certificate_json(c, true));
    return out;
}

json::object certificates_json(const core::Paged<Certificate>& page) {
    return {{"list", certificate_list_json(page.list)}, {"total", page.total}};
}

json::object standing_json(const Standing& s) {
    json::object parts{{"watchVideo", s.parts.watch_video},
                       {"interactiveQuestion", s.parts.interactive_question},
                       {"unitTesting", s.parts.unit_testing},
                       {"finalExam", s.parts.final_exam},
                       {"logSig", s.parts.log_sig}};
    json::object weights{{"watchVideo", s.weights.watch_video},
                         {"interactiveQuestion", s.weights.interactive_question},
                         {"unitTesting", s.weights.unit_testing},
                         {"finalExam", s.weights.final_exam},
                         {"logSig", s.weights.log_sig}};
    return {
        {"courseId", s.course_sign},
        {"courseName", s.course_name},
        {"training", s.training},
        {"score", s.score},
        {"passMark", teaching::kPassMark},
        {"passed", s.passed},
        {"parts", std::move(parts)},
        {"weights", std::move(weights)},
        {"certificate", s.certificate ? json::value(certificate_json(*s.certificate, true)) : json::value(nullptr)}};
}

}  // namespace xj::certificates
