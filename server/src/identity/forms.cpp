#include "identity/forms.h"

#include <charconv>

#include "core/api_error.h"
#include "core/input.h"
#include "core/multipart_upload.h"
#include "core/text.h"

namespace xj::identity {

using core::ApiError;
using core::text::code_points;
using core::text::trim;
namespace json = boost::json;

namespace {

constexpr std::string_view kMsgType = "认证类型错误";
constexpr std::string_view kMsgSchool = "请选择学校";
constexpr std::string_view kMsgUnit = "请选择单位";
constexpr std::string_view kMsgNameMissing = "请输入姓名";
constexpr std::string_view kMsgNameEmpty = "姓名不能为空";
constexpr std::string_view kMsgNameLong = "姓名过长";
constexpr std::string_view kMsgStudentIdMissing = "请输入学号";
constexpr std::string_view kMsgStudentIdLong = "学号不能超过20位";
constexpr std::string_view kMsgStaffIdMissing = "工号不能为空";
constexpr std::string_view kMsgStaffIdLong = "工号不能超过20位";
constexpr std::string_view kMsgCodeMissing = "请输入验证码";
constexpr std::string_view kMsgClaimId = "认证编号错误";
constexpr std::string_view kMsgNotMultipart = "请以 multipart/form-data 上传文件";
constexpr std::string_view kMsgNoFile = "请选择文件";
constexpr std::string_view kMsgPhotoFile = "上传失败，请选择 JPG、PNG 或 WebP 格式且不超过 5MB 的照片";
constexpr std::string_view kMsgPhotoPath = "上传失败，请重新上传照片";
constexpr std::size_t kNumberMax = 20;
constexpr std::size_t kNameLimit = 20;

// A string field as sent ("" when absent or not a string; numbers are written out).
std::string raw_text(const core::Request& req, std::string_view field) {
    const json::value* v = req.json().if_contains(field);
    if (v == nullptr) return {};
    if (v->is_string()) return std::string(v->as_string());
    if (v->is_int64()) return std::to_string(v->as_int64());
    return {};
}

std::optional<std::int64_t> integer_of(const json::value* v) {
    if (v == nullptr) return std::nullopt;
    if (v->is_int64()) return v->as_int64();
    if (v->is_uint64()) return static_cast<std::int64_t>(v->as_uint64());
    if (!v->is_string()) return std::nullopt;
    std::string_view s = v->as_string();
    std::int64_t out = 0;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
    return out;
}

std::string parse_real_name(const core::Request& req) {
    std::string raw = raw_text(req, "realName");
    if (raw.empty()) throw ApiError::invalid("realName", std::string(kMsgNameMissing));
    std::string name = trim(raw);
    if (name.empty()) throw ApiError::invalid("realName", std::string(kMsgNameEmpty));
    if (code_points(name) >= kNameLimit) throw ApiError::invalid("realName", std::string(kMsgNameLong));
    return name;
}

std::string parse_number(const core::Request& req, int type) {
    std::string number = trim(raw_text(req, "studentId"));
    bool teacher = type == kTypeTeacher;
    if (number.empty())
        throw ApiError::invalid("studentId", std::string(teacher ? kMsgStaffIdMissing : kMsgStudentIdMissing));
    if (code_points(number) > kNumberMax)
        throw ApiError::invalid("studentId", std::string(teacher ? kMsgStaffIdLong : kMsgStudentIdLong));
    return number;
}

int query_int(const core::Request& req, std::string_view name, int fallback) {
    auto text = req.query(name);
    if (!text) return fallback;
    json::value v(*text);
    return static_cast<int>(integer_of(&v).value_or(fallback));
}

}  // namespace

ClaimForm parse_claim(const core::Request& req) {
    auto type = integer_of(req.json().if_contains("type"));
    if (!type || (*type != kTypeStudent && *type != kTypeTeacher))
        throw ApiError::invalid("type", std::string(kMsgType));
    ClaimForm form;
    form.type = static_cast<int>(*type);
    form.school = trim(raw_text(req, "school"));
    if (form.school.empty())
        throw ApiError::invalid("school", std::string(form.type == kTypeTeacher ? kMsgUnit : kMsgSchool));
    form.real_name = parse_real_name(req);
    form.number = parse_number(req, form.type);
    form.code = trim(raw_text(req, "code"));
    if (form.code.empty()) throw ApiError::invalid("code", std::string(kMsgCodeMissing));
    return form;
}

std::int64_t parse_claim_id(const core::Request& req) {
    std::optional<std::int64_t> id = integer_of(req.json().if_contains("claimId"));
    if (!id) {
        auto text = req.query("claimId");
        if (text) {
            const json::value query_value(*text);
            id = integer_of(&query_value);
        }
    }
    if (!id || *id <= 0) throw ApiError::invalid("claimId", std::string(kMsgClaimId));
    return *id;
}

bool parse_approve(const core::Request& req) {
    const json::value* v = req.json().if_contains("approve");
    if (v != nullptr && v->is_bool()) return v->as_bool();
    return integer_of(v).value_or(0) == 1;
}

std::string parse_reason(const core::Request& req) { return trim(raw_text(req, "reason")); }

int parse_status(const core::Request& req) {
    int status = query_int(req, "status", kStatusPending);
    return status >= kStatusPending && status <= kStatusRejected ? status : kStatusPending;
}

std::string parse_kind(const core::Request& req) {
    return req.query("kind").value_or("") == kKindTeacher ? std::string(kKindTeacher) : std::string(kKindStudent);
}

std::string_view roster_file(const core::Request& req) {
    return core::UploadForm(req, kMsgNotMultipart).file(kMsgNoFile).data;
}

std::string parse_photo_path(const core::Request& req) {
    return core::opt_sign(req, "photoPath", kMsgPhotoPath).value_or("");
}

std::string_view photo_file(const core::Request& req) {
    return core::UploadForm(req, kMsgPhotoFile).file(kMsgPhotoFile).data;
}

}  // namespace xj::identity
