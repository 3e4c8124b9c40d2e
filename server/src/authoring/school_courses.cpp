// SchoolCourseService: 课程管理 of 学校管理后台 (docs/admin.md "Courses of the school").
#include "authoring/school_courses.h"

#include <boost/json.hpp>

#include "audit/actions.h"
#include "core/api_error.h"

namespace xj::authoring {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNoCourse = "课程不存在";
constexpr std::string_view kMsgArchived = "已归档的课程不能发布，请先取消发布（恢复为草稿）";

// The audit action of a move to `status` and the verb its summary starts with.
struct Change {
    std::string_view action;
    std::string_view verb;
};

Change change_to(int status) {
    if (status == courses::kStatusPublished) return {audit::kCoursePublish, "发布"};
    if (status == courses::kStatusArchived) return {audit::kCourseArchive, "归档"};
    return {audit::kCourseUnpublish, "取消发布"};
}

audit::Action status_audit(const TeachingCourse& row, int status) {
    bool training = row.offering == courses::kOfferingTraining;
    auto state = [](int s) {
        return boost::json::serialize(boost::json::object{{"status", s}, {"statusName", courses::status_name(s)}});
    };
    return {row.card.school_id,
            std::string(change_to(status).action),
            std::string(training ? "training:" : "course:") + row.card.sign + " " + row.card.name,
            std::string(change_to(status).verb) + (training ? "培训项目《" : "课程《") + row.card.name + "》",
            state(row.card.status),
            state(status)};
}

}  // namespace

core::Paged<TeachingCourse> SchoolCourseService::list(const core::AuthUser& admin, const SchoolCourseFilter& filter,
                                                      const core::Page& page) {
    if (admin.school_id == 0) return {};
    return db_.with_conn([&](db::Conn& c) { return store_.list(c, admin.school_id, filter, page); });
}

TeachingCourse SchoolCourseService::set_status(const core::AuthUser& admin, std::string_view ip,
                                               const std::string& sign, int status) {
    bool changed = false;
    TeachingCourse out = db_.with_tx([&](db::Conn& c) {
        auto row = admin.school_id == 0 ? std::nullopt : store_.find_for_update(c, admin.school_id, sign);
        if (!row) throw ApiError::business(std::string(kMsgNoCourse));
        if (row->card.status == status) return *row;
        if (status == courses::kStatusPublished && row->card.status == courses::kStatusArchived)
            throw ApiError::business(std::string(kMsgArchived));
        std::int64_t now = clock_.now_seconds();
        store_.set_status(c, row->card.id, status, now);
        audit_.record(c, admin, ip, status_audit(*row, status));
        row->card.status = status;
        row->updated_at = now;
        changed = true;
        return *row;
    });
    if (changed) courses_.catalogue_changed(out.card.school_id);
    return out;
}

}  // namespace xj::authoring
