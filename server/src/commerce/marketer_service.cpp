#include "commerce/marketer_service.h"

#include <boost/json.hpp>

#include "audit/actions.h"
#include "core/api_error.h"
#include "core/sign.h"
#include "core/time_format.h"

namespace xj::commerce {

using core::ApiError;

namespace {

// A marketer's state in an audit row.
std::string state_json(int status, int rate, const std::string& note) {
    return boost::json::serialize(boost::json::object{{"status", status}, {"rate", rate}, {"reviewNote", note}});
}

constexpr std::string_view kMsgNoSchool = "当前站点未开通推广";
constexpr std::string_view kMsgPending = "您的申请正在审核中";
constexpr std::string_view kMsgAlready = "您已是推广员";
constexpr std::string_view kMsgStopped = "您的推广资格已停用";
constexpr std::string_view kMsgNotMarketer = "您还不是推广员";
constexpr std::string_view kMsgNoApplication = "申请不存在";
constexpr std::string_view kMsgReviewed = "该申请已处理";
constexpr std::string_view kMsgNotApproved = "该推广员未在推广中";
constexpr std::string_view kMsgRate = "佣金比例须在1%到50%之间";
constexpr std::string_view kMsgNote = "请填写原因";
constexpr std::string_view kMsgBadLink = "推广链接已失效";
constexpr std::string_view kMsgOwnApplication = "不能审核自己的申请";
constexpr int kOthersOnLanding = 6;
constexpr std::int64_t kDaySeconds = 86400;

std::string link_for(const Marketer& m, std::string_view course_sign) {
    return "/marketer/" + m.sign + "?courseId=" + std::string(course_sign);
}

}  // namespace

Marketer MarketerService::apply(std::string_view host, const core::AuthUser& user, const MarketerApplication& a) {
    std::int64_t school = courses_.school_of(host);
    if (school == 0) throw ApiError::business(std::string(kMsgNoSchool));
    return db_.with_tx([&](db::Conn& c) {
        if (auto seen = store_.by_user(c, school, user.id, true)) {
            if (seen->status == kMarketerPending) throw ApiError::business(std::string(kMsgPending));
            if (seen->status == kMarketerApproved) throw ApiError::business(std::string(kMsgAlready));
            if (seen->status == kMarketerStopped) throw ApiError::business(std::string(kMsgStopped));
            store_.reapply(c, seen->id, a, now());
        } else if (!store_.insert(c, core::make_sign(), school, user.id, a, now())) {
            throw ApiError::of(core::ApiCode::kBusy);  // another call applied at the same moment
        }
        return *store_.by_user(c, school, user.id);
    });
}

std::optional<Marketer> MarketerService::mine(std::string_view host, const core::AuthUser& user) {
    std::int64_t school = courses_.school_of(host);
    if (school == 0) return std::nullopt;
    return db_.with_conn([&](db::Conn& c) { return store_.by_user(c, school, user.id); });
}

Paged<Marketer> MarketerService::list(const core::AuthUser& admin, const MarketerQuery& query) {
    return db_.with_conn([&](db::Conn& c) { return store_.of_school(c, admin.school_id, query); });
}

Marketer MarketerService::of_admins_school(db::Conn& conn, const core::AuthUser& admin, const std::string& sign,
                                           bool lock) const {
    auto m = sign.empty() ? std::nullopt : store_.by_sign(conn, sign, lock);
    // Another school's marketer is as unknown as a made-up sign.
    if (!m || m->school_id != admin.school_id || admin.school_id == 0)
        throw ApiError::business(std::string(kMsgNoApplication));
    return *m;
}

Marketer MarketerService::review(const core::AuthUser& admin, const std::string& sign, bool approve, int rate,
                                 const std::string& note, std::string_view ip) {
    if (approve && (rate < kRateMin || rate > kRateMax)) throw ApiError::invalid("rate", std::string(kMsgRate));
    if (!approve && note.empty()) throw ApiError::invalid("note", std::string(kMsgNote));
    return db_.with_tx([&](db::Conn& c) {
        Marketer m = of_admins_school(c, admin, sign, true);
        // Another admin of the school decides on an admin's own application (and its rate).
        if (m.user_id == admin.id) throw ApiError::business(std::string(kMsgOwnApplication));
        int to = approve ? kMarketerApproved : kMarketerRefused;
        if (!store_.set_status(c, m.id, kMarketerPending, to, approve ? rate : 0, note, admin.id, now()))
            throw ApiError::business(std::string(kMsgReviewed));
        std::string who = m.real_name + "（" + m.user_name + "）";
        audit_.record(c, admin, ip,
                      {m.school_id, std::string(approve ? audit::kMarketerApprove : audit::kMarketerReject),
                       "marketer:" + m.sign + " " + m.real_name,
                       approve ? "通过 " + who + " 的推广员申请，佣金比例 " + std::to_string(rate) + "%"
                               : "驳回 " + who + " 的推广员申请，原因：" + note,
                       state_json(m.status, m.rate, m.review_note), state_json(to, approve ? rate : 0, note)});
        return *store_.by_id(c, m.id);
    });
}

Marketer MarketerService::stop(const core::AuthUser& admin, const std::string& sign, const std::string& note,
                               std::string_view ip) {
    if (note.empty()) throw ApiError::invalid("note", std::string(kMsgNote));
    return db_.with_tx([&](db::Conn& c) {
        Marketer m = of_admins_school(c, admin, sign, true);
        if (!store_.set_status(c, m.id, kMarketerApproved, kMarketerStopped, m.rate, note, admin.id, now()))
            throw ApiError::business(std::string(kMsgNotApproved));
        audit_.record(c, admin, ip,
                      {m.school_id, std::string(audit::kMarketerStop), "marketer:" + m.sign + " " + m.real_name,
                       "停用推广员 " + m.real_name + "（" + m.user_name + "），原因：" + note,
                       state_json(m.status, m.rate, m.review_note), state_json(kMarketerStopped, m.rate, note)});
        return *store_.by_id(c, m.id);
    });
}

Marketer MarketerService::approved(db::Conn& conn, std::string_view host, const core::AuthUser& user) {
    std::int64_t school = courses_.school_of(host);
    auto m = school == 0 ? std::nullopt : store_.by_user(conn, school, user.id);
    if (!m || m->status != kMarketerApproved) throw ApiError::business(std::string(kMsgNotMarketer));
    return *m;
}

Promotion MarketerService::promote(std::string_view host, const core::AuthUser& user, const Page& page) {
    return db_.with_conn([&](db::Conn& c) {
        Promotion out;
        out.marketer = approved(c, host, user);
        auto stats = store_.stats(c, out.marketer.id);
        for (const auto& [course, s] : stats) {
            out.totals.visits += s.visits;
            out.totals.orders += s.orders;
            out.totals.commission_fen += s.commission_fen;
        }
        auto cards = courses_.priced_courses_page(c, out.marketer.school_id, page);
        out.courses.total = cards.total;
        for (auto& card : cards.list) {
            auto it = stats.find(card.id);
            out.courses.list.push_back(
                PromotedCourse{std::move(card), it == stats.end() ? ReferralStats{} : it->second});
        }
        return out;
    });
}

Paged<Commission> MarketerService::commissions(std::string_view host, const core::AuthUser& user, const Page& page) {
    return db_.with_conn([&](db::Conn& c) { return store_.commissions(c, approved(c, host, user).id, page); });
}

std::string MarketerService::link_path(std::string_view host, const core::AuthUser& user,
                                       const std::string& course_sign) {
    return db_.with_conn([&](db::Conn& c) {
        Marketer m = approved(c, host, user);
        auto course = courses_.find_course(c, m.school_id, course_sign);
        if (!course || course->card.status != courses::kStatusPublished)
            throw ApiError::business(std::string(kMsgNoCourse));
        return link_for(m, course->card.sign);
    });
}

Landing MarketerService::landing(const std::string& sign, const std::string& course_sign, const std::string& visitor) {
    return db_.with_tx([&](db::Conn& c) {
        auto m = sign.empty() ? std::nullopt : store_.by_sign(c, sign);
        if (!m || m->status != kMarketerApproved) throw ApiError::business(std::string(kMsgBadLink));
        Landing out{*m, std::nullopt, {}};
        if (!course_sign.empty()) {
            auto course = courses_.find_course(c, m->school_id, course_sign);
            if (!course || course->card.status != courses::kStatusPublished)
                throw ApiError::business(std::string(kMsgNoCourse));
            out.course = course->card;
            std::int64_t day = (now() + core::kChinaOffsetSeconds) / kDaySeconds;
            store_.record_visit(c, m->id, course->card.id, visitor, day, now());
        }
        for (auto& card : courses_.priced_courses(c, m->school_id, kOthersOnLanding + 1))
            if (!out.course || card.id != out.course->id) out.others.push_back(std::move(card));
        if (out.others.size() > static_cast<std::size_t>(kOthersOnLanding)) out.others.resize(kOthersOnLanding);
        return out;
    });
}

}  // namespace xj::commerce
