#include "certificates/service.h"

#include "certificates/pdf.h"
#include "certificates/rules.h"
#include "core/api_error.h"
#include "core/qr_code.h"
#include "core/sign.h"
#include "core/text.h"
#include "pdf/render_pool.h"

namespace xj::certificates {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNoMatch = "未查询到证书，请核对持证人姓名和证书编号";
constexpr std::string_view kMsgNoCertificate = "证书不存在";
constexpr std::string_view kMsgNoCourse = "课程不存在";
constexpr std::string_view kMsgJoinFirst = "请先加入学习";
constexpr std::string_view kMsgNoName = "请先在个人中心填写真实姓名，证书上将印有您的姓名";
constexpr std::string_view kMsgTraineeNoName = "该学员尚未填写真实姓名，暂不能颁发证书";
constexpr std::string_view kMsgNotTrainee = "该学员未参加本课程";
constexpr std::string_view kMsgHeld = "该学员已获得本课程证书";
constexpr std::string_view kMsgRevoked = "证书已吊销";
constexpr int kQrPixels = 360;

// A list's keyword: a name as typed, or a number read without spaces or case.
std::string searched(const std::string& keyword) {
    std::string wanted = core::text::trim_wide(keyword);
    std::string number = normalize_token(wanted);
    return is_number(number) ? number : wanted;
}

ApiError not_passed(double score) {
    return ApiError::business("综合成绩 " + score_text(score) + " 分，未达到合格线 " + score_text(teaching::kPassMark) +
                              " 分，暂不能领取证书");
}

Kind kind_of(const courses::CourseCard& card) {
    return card.offering == courses::kOfferingCourse ? Kind::kCourse : Kind::kTraining;
}

}  // namespace

Certificate CertificateService::search(const std::string& name, const std::string& number) {
    std::string wanted = core::text::trim_wide(name);
    auto found = db_.with_conn([&](db::Conn& conn) { return store_.by_number(conn, normalize_token(number)); });
    if (!found || found->holder_name != wanted) throw ApiError::business(std::string(kMsgNoMatch));
    return *found;
}

Certificate CertificateService::verify(const std::string& number, const std::string& code) {
    auto found = db_.with_conn([&](db::Conn& conn) { return store_.by_number(conn, normalize_token(number)); });
    // The code is compared whole: a wrong one finds nothing, as an unknown number does.
    if (!found || found->code != normalize_token(code)) throw ApiError::business(std::string(kMsgNoCertificate));
    return *found;
}

CertificatePdf CertificateService::pdf(const std::string& number, const std::string& code,
                                       const std::string& site_url) {
    Certificate c = verify(number, code);
    std::string qr = core::qr_png(verify_url(site_url, c), kQrPixels);
    std::string bytes = pdf::RenderPool::instance().run([&] { return render_pdf(c, qr); });
    return {c.holder_name + "-" + c.course_name + "-" + std::string(title_of(c.kind)) + ".pdf", std::move(bytes)};
}

std::string CertificateService::qr_png(const std::string& number, const std::string& code,
                                       const std::string& site_url) {
    return core::qr_png(verify_url(site_url, verify(number, code)), kQrPixels);
}

std::vector<Certificate> CertificateService::mine(const core::AuthUser& user) { return of_user(user.id); }

Standing CertificateService::standing(std::string_view host, const core::AuthUser& user,
                                      const std::string& course_sign) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& conn) {
        auto course = courses_.find_course(conn, school, course_sign);
        if (!course) throw ApiError::business(std::string(kMsgNoCourse));
        auto score = stats_.student_score(conn, user.id, course->card.id, school);
        if (!score) throw ApiError::business(std::string(kMsgJoinFirst));
        Standing s;
        s.course_sign = course->card.sign;
        s.course_name = course->card.name;
        s.training = course->card.offering != courses::kOfferingCourse;
        s.score = score->row.score;
        s.passed = score->row.passed;
        s.parts = score->row.parts;
        s.weights = score->weights;
        s.certificate = store_.of_holder(conn, user.id, course->card.id);
        return s;
    });
}

Certificate CertificateService::claim(std::string_view host, const core::AuthUser& user,
                                      const std::string& course_sign) {
    std::int64_t school = courses_.school_of(host);
    std::int64_t now = clock_.now_seconds();
    return db_.with_tx([&](db::Conn& conn) {
        auto course = courses_.find_course(conn, school, course_sign);
        if (!course) throw ApiError::business(std::string(kMsgNoCourse));
        auto score = stats_.student_score(conn, user.id, course->card.id, school);
        if (!score) throw ApiError::business(std::string(kMsgJoinFirst));
        if (auto held = store_.of_holder(conn, user.id, course->card.id)) return *held;
        if (!score->row.passed) throw not_passed(score->row.score);
        Certificate c;
        c.kind = kind_of(course->card);
        c.school_id = school;
        c.user_id = user.id;
        c.course_id = course->card.id;
        c.holder_name = holder_name(conn, user.id, kMsgNoName);
        c.school_name = school_name(conn, school);
        c.course_name = course->card.name;
        c.hours = course->card.period;
        c.score = score->row.score;
        c.issued_at = now;
        return issue(conn, std::move(c));
    });
}

core::Paged<Certificate> CertificateService::of_course(const core::AuthUser& user, const std::string& course_sign,
                                                       const std::string& keyword, const core::Page& page) {
    return db_.with_conn([&](db::Conn& conn) {
        courses::ManagedCourse course = courses_.managed_course(conn, user, course_sign);
        return store_.of_course(conn, course.id, searched(keyword), page);
    });
}

core::Paged<Certificate> CertificateService::of_school(const core::AuthUser& user, const std::string& keyword,
                                                       const core::Page& page) {
    if (!user.has_role(core::Role::kSchoolAdmin) || user.school_id == 0) throw ApiError::no_permission();
    return db_.with_conn(
        [&](db::Conn& conn) { return store_.of_school(conn, user.school_id, searched(keyword), page); });
}

Certificate CertificateService::issue_offline(const core::AuthUser& user, const OfflineInput& in) {
    std::int64_t now = clock_.now_seconds();
    return db_.with_tx([&](db::Conn& conn) {
        courses::ManagedCourse managed = courses_.managed_course(conn, user, in.course_sign);
        auto course = courses_.find_course(conn, managed.school_id, managed.sign);
        if (!course) throw ApiError::business(std::string(kMsgNoCourse));
        auto trainee = accounts_.find_user_by_sign(conn, in.user_sign);
        if (!trainee || !courses_.is_enrolled(conn, trainee->id, managed.id))
            throw ApiError::business(std::string(kMsgNotTrainee));
        if (store_.of_holder(conn, trainee->id, managed.id)) throw ApiError::business(std::string(kMsgHeld));
        Certificate c;
        c.kind = Kind::kOffline;
        c.school_id = managed.school_id;
        c.user_id = trainee->id;
        c.course_id = managed.id;
        c.holder_name = holder_name(conn, trainee->id, kMsgTraineeNoName);
        c.school_name = school_name(conn, managed.school_id);
        c.course_name = course->card.name;
        c.hours = course->card.period;
        c.score = in.score;
        c.remark = in.remark;
        c.issued_at = now;
        c.issued_by = user.id;
        return issue(conn, std::move(c));
    });
}

Certificate CertificateService::revoke(const core::AuthUser& user, const std::string& number,
                                       const std::string& reason) {
    std::int64_t now = clock_.now_seconds();
    return db_.with_tx([&](db::Conn& conn) {
        auto found = store_.by_number(conn, normalize_token(number));
        if (!found) throw ApiError::business(std::string(kMsgNoCertificate));
        if (!user.has_role(core::Role::kSchoolAdmin) || user.school_id != found->school_id)
            throw ApiError::no_permission();
        if (!store_.revoke(conn, found->id, user.id, reason, now)) throw ApiError::business(std::string(kMsgRevoked));
        return *store_.by_number(conn, found->number);
    });
}

std::vector<Certificate> CertificateService::of_user(std::int64_t user_id) {
    return db_.with_conn([&](db::Conn& conn) { return store_.of_user(conn, user_id); });
}

std::optional<Certificate> CertificateService::find_of_user(std::int64_t user_id, const std::string& number) {
    auto found = db_.with_conn([&](db::Conn& conn) { return store_.by_number(conn, number); });
    if (!found || found->user_id != user_id) return std::nullopt;
    return found;
}

std::string CertificateService::holder_name(db::Conn& conn, std::int64_t user_id, std::string_view missing) const {
    auto account = accounts_.find_user(conn, user_id);
    std::string name = account ? core::text::trim_wide(account->name) : "";
    if (name.empty()) throw ApiError::business(std::string(missing));
    return name;
}

std::string CertificateService::school_name(db::Conn& conn, std::int64_t school_id) const {
    auto school = site_.find_school_by_id(conn, school_id);
    return school ? school->name : "";
}

Certificate CertificateService::issue(db::Conn& conn, Certificate c) const {
    c.code = core::random_code(kCodeLength, kCodeAlphabet);
    std::int64_t user = c.user_id.value_or(0);
    std::int64_t course = c.course_id.value_or(0);
    if (auto issued = store_.insert(conn, std::move(c))) return *issued;
    // Another request issued it a moment ago (the unique holder and course): that one stands.
    return *store_.of_holder(conn, user, course);
}

}  // namespace xj::certificates
