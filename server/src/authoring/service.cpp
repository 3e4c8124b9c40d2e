// The teacher's side of courses (docs/authoring.md): access, the course form's rules, the team, the standard,
// publishing and deleting. Every write calls CourseService::catalogue_changed after its commit.
#include "authoring/service.h"

#include <algorithm>
#include <chrono>

#include "core/api_error.h"
#include "core/sign.h"

namespace xj::authoring {

using core::ApiError;
using core::AuthUser;
using core::Role;

namespace {

constexpr std::string_view kMsgNoCourse = "课程不存在";
constexpr std::string_view kMsgNoSchool = "您尚未加入学校，不能创建课程";
constexpr std::string_view kMsgType = "请选择三级课程分类";
constexpr std::string_view kMsgCover = "请上传课程封面";
constexpr std::string_view kMsgNotTeacher = "该用户不是本校教师";
constexpr std::string_view kMsgAlreadyTeam = "该教师已在课程团队中";
constexpr std::string_view kMsgLeadKept = "不能删除主讲教师，请先设置其他主讲教师";
constexpr std::string_view kMsgNotInTeam = "教师不在课程团队中";
constexpr std::string_view kMsgLeadChanged = "主讲教师已变更，请刷新后重试";
constexpr std::string_view kMsgArchived = "已归档的课程不能发布";
constexpr std::string_view kMsgNoStandard = "该课程尚未设置考核标准";
constexpr std::string_view kCoverPrefix = "/files/course-covers/";
constexpr std::string_view kFilesPrefix = "/files/";

ApiError no_course() { return ApiError::business(std::string(kMsgNoCourse)); }

}  // namespace

CourseRef AuthoringService::managed(db::Conn& conn, const AuthUser& user, std::string_view sign) const {
    CourseRef ref = managed_any(conn, user, sign);
    // A training's info, publication and deletion go through the training domain's calls (decision 0008).
    if (ref.offering != courses::kOfferingCourse) throw no_course();
    return ref;
}

CourseRef AuthoringService::managed_any(db::Conn& conn, const AuthUser& user, std::string_view sign) const {
    courses::ManagedCourse course = courses_.managed_course(conn, user, sign);
    auto ref = store_.course_ref(conn, course.sign);
    if (!ref) throw no_course();
    return *ref;
}

void AuthoringService::check_cover(std::string_view field, const std::string& picture,
                                   const std::string& current_picture) const {
    // A cover this server stored, or the picture the course already has (the demo's artwork).
    if (picture.empty() || picture == current_picture) return;
    std::string_view p = picture;
    std::string name(p.substr(std::min(p.size(), kCoverPrefix.size())));
    std::error_code ec;
    if (p.substr(0, kCoverPrefix.size()) != kCoverPrefix || name.find('/') != std::string::npos ||
        name.find("..") != std::string::npos ||
        !std::filesystem::is_regular_file(files_dir_ / "course-covers" / name, ec))
        throw ApiError::invalid(std::string(field), std::string(kMsgCover));
}

courses::CourseInfo AuthoringService::info(db::Conn& conn, const CourseRef& ref) const {
    auto found = courses_.find_course(conn, ref.school_id, ref.sign);
    if (!found) throw no_course();
    return *found;
}

CourseFields AuthoringService::fields(db::Conn& conn, const CourseForm& form,
                                      const std::string& current_picture) const {
    auto types = store_.type_chain(conn, form.type1_sign, form.type2_sign, form.type3_sign);
    if (!types) throw ApiError::invalid("courseType3IdSign", std::string(kMsgType));
    check_cover("coursePicture", form.picture, current_picture);
    CourseFields f;
    f.name = form.name;
    f.introduction = form.introduction;
    f.details = form.details;
    f.picture = form.picture;
    f.price = form.price_fen;
    f.credit = form.credit;
    f.period = form.period;
    f.type1_id = types->t1;
    f.type2_id = types->t2;
    f.type3_id = types->t3;
    f.type = form.type;
    f.kind = form.kind;
    return f;
}

core::Paged<TeachingCourse> AuthoringService::my_courses(const AuthUser& user, const core::Page& page,
                                                         bool with_trainings) {
    return db_.with_conn([&](db::Conn& c) { return store_.my_courses(c, user.id, page, with_trainings); });
}

EditedCourse AuthoringService::course(const AuthUser& user, const std::string& sign) {
    return db_.with_conn([&](db::Conn& c) {
        CourseRef ref = managed_any(c, user, sign);  // a training's too: its management pages read it
        return EditedCourse{info(c, ref), courses_.teachers(c, ref.id), courses_.standard(c, ref.id)};
    });
}

NewCourseResult AuthoringService::add(const AuthUser& user, const CourseForm& form) {
    if (user.school_id == 0) throw ApiError::business(std::string(kMsgNoSchool));
    NewCourseResult out;
    db_.with_tx([&](db::Conn& c) {
        CourseFields f = fields(c, form, "");
        NewCourse n;
        n.sign = core::make_sign();
        n.school_id = user.school_id;
        n.fields = f;
        n.status = courses::kStatusDraft;
        n.created_by = user.id;
        std::int64_t now = clock_.now_seconds();
        std::int64_t id = store_.insert_course(c, n, now);
        out.course_sign = n.sign;
        out.member_sign = core::make_sign();
        store_.insert_member(c, out.member_sign, id, user.id, true, now);
    });
    courses_.catalogue_changed(user.school_id);
    return out;
}

courses::CourseInfo AuthoringService::update(const AuthUser& user, const std::string& sign, const CourseForm& form) {
    std::string old_picture;
    courses::CourseInfo out = db_.with_tx([&](db::Conn& c) {
        CourseRef ref = managed(c, user, sign);
        CourseFields f = fields(c, form, ref.picture);
        store_.update_course(c, ref.id, f, clock_.now_seconds());
        if (ref.picture != f.picture && !store_.picture_used(c, ref.picture, ref.id)) old_picture = ref.picture;
        return info(c, ref);
    });
    if (std::string_view(old_picture).substr(0, kCoverPrefix.size()) == kCoverPrefix)
        remove_files({old_picture.substr(kFilesPrefix.size())});
    courses_.catalogue_changed(out.card.school_id);
    return out;
}

bool AuthoringService::remove(const AuthUser& user, const std::string& sign) {
    std::vector<std::string> paths;
    std::int64_t school = 0;
    bool archived = db_.with_tx([&](db::Conn& c) {
        CourseRef ref = managed(c, user, sign);
        school = ref.school_id;
        // Lock the course row first: an enrolment counted before is seen (archive); one racing the delete waits on
        // the row (it counts itself there) and fails once the course is gone, rather than being lost silently.
        store_.touch(c, ref.id, clock_.now_seconds());
        if (store_.enrolled(c, ref.id) > 0) {
            store_.set_status(c, ref.id, courses::kStatusArchived, clock_.now_seconds());
            return true;
        }
        paths = store_.file_paths(c, ref.id);
        if (std::string_view(ref.picture).substr(0, kCoverPrefix.size()) == kCoverPrefix &&
            !store_.picture_used(c, ref.picture, ref.id))
            paths.push_back(ref.picture.substr(kFilesPrefix.size()));
        store_.delete_course(c, ref.id);
        return false;
    });
    remove_files(paths);  // after the commit: a rolled-back delete keeps its files
    courses_.catalogue_changed(school);
    return archived;
}

courses::CourseInfo AuthoringService::set_status(const AuthUser& user, const std::string& sign, int status) {
    courses::CourseInfo out = db_.with_tx([&](db::Conn& c) {
        CourseRef ref = managed(c, user, sign);
        if (status == courses::kStatusPublished && ref.status == courses::kStatusArchived)
            throw ApiError::business(std::string(kMsgArchived));
        store_.set_status(c, ref.id, status, clock_.now_seconds());
        return info(c, ref);
    });
    courses_.catalogue_changed(out.card.school_id);
    return out;
}

courses::CourseInfo AuthoringService::publish(const AuthUser& user, const std::string& sign) {
    return set_status(user, sign, courses::kStatusPublished);
}

courses::CourseInfo AuthoringService::unpublish(const AuthUser& user, const std::string& sign) {
    return set_status(user, sign, courses::kStatusDraft);
}

core::Paged<SchoolTeacher> AuthoringService::school_teachers(const AuthUser& user, const core::Page& page) {
    if (user.school_id == 0) return {};
    return db_.with_conn([&](db::Conn& c) { return store_.school_teachers(c, user.school_id, page); });
}

std::vector<courses::CourseTeacher> AuthoringService::team(const AuthUser& user, const std::string& course_sign) {
    return db_.with_conn([&](db::Conn& c) {
        CourseRef ref = managed_any(c, user, course_sign);
        return courses_.teachers(c, ref.id);
    });
}

courses::CourseTeacher AuthoringService::add_teacher(const AuthUser& user, const std::string& course_sign,
                                                     const std::string& teacher_sign) {
    std::int64_t school = 0;
    courses::CourseTeacher out = db_.with_tx([&](db::Conn& c) {
        CourseRef ref = managed_any(c, user, course_sign);  // a course's or a training's team
        school = ref.school_id;
        auto teacher = store_.school_teacher(c, ref.school_id, teacher_sign);
        if (!teacher) throw ApiError::invalid("teacherIdSign", std::string(kMsgNotTeacher));
        std::int64_t now = clock_.now_seconds();
        // Locks the course row first (see set_lead), then reads the team: a double submit's second add waits here and
        // then finds the teacher in the team, as a repeat does.
        store_.touch(c, ref.id, now);
        auto team = courses_.teachers(c, ref.id);
        if (std::any_of(team.begin(), team.end(), [&](const auto& t) { return t.user_id == teacher->id; }))
            throw ApiError::invalid("teacherIdSign", std::string(kMsgAlreadyTeam));
        std::string sign = core::make_sign();
        store_.insert_member(c, sign, ref.id, teacher->id, store_.team_size(c, ref.id) == 0, now);
        for (auto& t : courses_.teachers(c, ref.id))
            if (t.sign == sign) return t;
        throw no_course();
    });
    courses_.catalogue_changed(school);
    return out;
}

void AuthoringService::remove_teacher(const AuthUser& user, const std::string& member_sign) {
    std::int64_t school = 0;
    db_.with_tx([&](db::Conn& c) {
        auto m = store_.member(c, member_sign);
        if (!m) throw ApiError::invalid("idSign", std::string(kMsgNotInTeam));
        courses::ManagedCourse course = courses_.managed_course(c, user, m->course_id);
        school = course.school_id;
        store_.touch(c, course.id,
                     clock_.now_seconds());  // locks the course row first (see set_lead), then reads again
        m = store_.member(c, member_sign);
        if (!m) throw ApiError::invalid("idSign", std::string(kMsgNotInTeam));
        if (m->master) throw ApiError::invalid("idSign", std::string(kMsgLeadKept));
        store_.delete_member(c, m->id);
    });
    courses_.catalogue_changed(school);
}

std::vector<courses::CourseTeacher> AuthoringService::set_lead(const AuthUser& user, const std::string& course_sign,
                                                               const std::string& bind_sign,
                                                               const std::string& unbind_sign) {
    std::int64_t school = 0;
    auto out = db_.with_tx([&](db::Conn& c) {
        CourseRef ref = managed_any(c, user, course_sign);
        school = ref.school_id;
        // Writing the course row first locks it: concurrent lead changes of one course run one after the other
        // (PostgreSQL row lock; SQLite's write transaction), so the course keeps exactly one lead.
        store_.touch(c, ref.id, clock_.now_seconds());
        auto bind = store_.member(c, bind_sign);
        if (!bind || bind->course_id != ref.id) throw ApiError::invalid("bindMasterSign", std::string(kMsgNotInTeam));
        if (!unbind_sign.empty()) {
            auto unbind = store_.member(c, unbind_sign);
            if (!unbind || unbind->course_id != ref.id || !unbind->master)
                throw ApiError::invalid("unbindMasterSign", std::string(kMsgLeadChanged));
        }
        store_.set_lead(c, ref.id, bind->id);
        return courses_.teachers(c, ref.id);
    });
    courses_.catalogue_changed(school);
    return out;
}

courses::Standard AuthoringService::save_standard(const AuthUser& user, const std::string& course_sign,
                                                  courses::Standard standard) {
    std::int64_t school = 0;
    courses::Standard out = db_.with_tx([&](db::Conn& c) {
        CourseRef ref = managed(c, user, course_sign);
        school = ref.school_id;
        standard.course_id = ref.id;
        store_.save_standard(c, standard, clock_.now_seconds());
        auto saved = courses_.standard(c, ref.id);
        if (!saved) throw ApiError::business(std::string(kMsgNoStandard));
        return *saved;
    });
    courses_.catalogue_changed(school);
    return out;
}

void AuthoringService::remove_files(const std::vector<std::string>& paths) const {
    if (files_dir_.empty()) return;
    for (const auto& p : paths) {
        if (p.empty() || p.find("..") != std::string::npos || p.front() == '/') continue;
        std::error_code ec;
        std::filesystem::remove(files_dir_ / p, ec);
    }
}

NewCourseResult AuthoringService::insert_training_course(db::Conn& conn, const AuthUser& user,
                                                         const TrainingCourseFields& f) const {
    if (user.school_id == 0) throw ApiError::business(std::string(kMsgNoSchool));
    check_cover("trainPicture", f.picture, "");
    NewCourse n;
    n.sign = core::make_sign();
    n.school_id = user.school_id;
    n.fields.name = f.name;
    n.fields.introduction = f.introduction;
    n.fields.details = f.details;
    n.fields.picture = f.picture;
    n.fields.price = f.price;
    n.status = courses::kStatusDraft;
    n.created_by = user.id;
    n.offering = courses::kOfferingTraining;
    std::int64_t now = clock_.now_seconds();
    std::int64_t id = store_.insert_course(conn, n, now);
    NewCourseResult out{n.sign, core::make_sign()};
    store_.insert_member(conn, out.member_sign, id, user.id, true, now);
    return out;
}

std::string AuthoringService::update_training_course(db::Conn& conn, std::int64_t course_id,
                                                     const TrainingCourseFields& f,
                                                     const std::string& current_picture) const {
    check_cover("trainPicture", f.picture, current_picture);
    store_.update_training_course(conn, course_id, f, clock_.now_seconds());
    bool replaced = current_picture != f.picture && !store_.picture_used(conn, current_picture, course_id);
    return replaced ? current_picture : std::string();
}

void AuthoringService::discard_cover(const std::string& picture) const {
    if (std::string_view(picture).substr(0, kCoverPrefix.size()) == kCoverPrefix)
        remove_files({picture.substr(kFilesPrefix.size())});
}

void AuthoringService::set_training_status(db::Conn& conn, std::int64_t course_id, int status) const {
    store_.set_status(conn, course_id, status, clock_.now_seconds());
}

}  // namespace xj::authoring
