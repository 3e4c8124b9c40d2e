// The teacher's side of courses: SQL only (docs/authoring.md).
#include "authoring/store.h"

#include "courses/store_rows.h"

namespace xj::authoring {

namespace {

using courses::store_rows::card_from;
using courses::store_rows::count_of;
using courses::store_rows::paged;

constexpr std::string_view kCourseRef =
    "SELECT id, sign, school_id, status, picture, offering FROM course WHERE sign = :sign";
constexpr std::string_view kInsertCourse =
    "INSERT INTO course (sign, school_id, name, introduction, details, details_two, picture, price, credit, period, "
    "type1_id, type2_id, type3_id, sort, type, kind, status, created_by, district_id, offering, student_count, "
    "created_at, updated_at) VALUES (:sign, :school_id, :name, :introduction, :details, :details_two, :picture, "
    ":price, :credit, :period, :type1_id, :type2_id, :type3_id, :sort, :type, :kind, :status, :created_by, "
    ":district_id, :offering, 0, :now, :now) RETURNING id";
constexpr std::string_view kSetStatus = "UPDATE course SET status = :status, updated_at = :now WHERE id = :id";
// course_teacher_user (user_id, course_id) finds the rows; the page is ordered by the course's last change.
constexpr std::string_view kMyCourses =
    "SELECT " XJ_CARD_COLUMNS
    ", c.updated_at, c.offering, me.master AS my_master FROM course_teacher me "
    "JOIN course c ON c.id = me.course_id " XJ_CARD_JOINS
    "WHERE me.user_id = :user_id AND c.offering <= :offering ORDER BY c.updated_at DESC, c.id DESC "
    "LIMIT :limit OFFSET :offset";
constexpr std::string_view kMyCoursesCount =
    "SELECT COUNT(*) AS n FROM course_teacher me JOIN course c ON c.id = me.course_id "
    "WHERE me.user_id = :user_id AND c.offering <= :offering";
constexpr std::string_view kTypeChain =
    "SELECT t1.id AS t1, t2.id AS t2, t3.id AS t3 FROM course_type t3 "
    "JOIN course_type t2 ON t2.id = t3.parent_id JOIN course_type t1 ON t1.id = t2.parent_id "
    "WHERE t3.sign = :s3 AND t2.sign = :s2 AND t1.sign = :s1 AND t3.level = 3 AND t2.level = 2 AND t1.level = 1";
constexpr std::string_view kUpdateCourse =
    "UPDATE course SET name = :name, introduction = :introduction, details = :details, picture = :picture, "
    "price = :price, credit = :credit, period = :period, type1_id = :type1_id, type2_id = :type2_id, "
    "type3_id = :type3_id, type = :type, kind = :kind, updated_at = :now WHERE id = :id";
constexpr std::string_view kUpdateTrainingCourse =
    "UPDATE course SET name = :name, introduction = :introduction, details = :details, picture = :picture, "
    "price = :price, updated_at = :now WHERE id = :id AND offering = 2";
constexpr std::string_view kTouch = "UPDATE course SET updated_at = :now WHERE id = :id";
constexpr std::string_view kEnrolled = "SELECT COUNT(*) AS n FROM enrolment WHERE course_id = :course_id";
constexpr std::string_view kDataPaths = "SELECT path FROM course_file WHERE course_id = :course_id";
// Media played only by this course's videos.
constexpr std::string_view kOwnMedia =
    "SELECT m.id, m.path FROM media m WHERE m.id IN (SELECT media_id FROM chapter_video WHERE course_id = :course_id) "
    "AND NOT EXISTS (SELECT 1 FROM chapter_video o WHERE o.media_id = m.id AND o.course_id <> :course_id)";
constexpr std::string_view kDeleteMedia =
    "DELETE FROM media WHERE id IN (SELECT media_id FROM chapter_video WHERE course_id = :course_id) "
    "AND NOT EXISTS (SELECT 1 FROM chapter_video o WHERE o.media_id = media.id AND o.course_id <> :course_id)";
constexpr std::string_view kDeleteCourse = "DELETE FROM course WHERE id = :id";
constexpr std::string_view kPictureUsed = "SELECT 1 AS yes FROM course WHERE picture = :picture AND id <> :id LIMIT 1";
// users_school (school_id) finds the school's users; the role row by its primary key.
constexpr std::string_view kSchoolTeachers =
    "SELECT u.id, u.sign, u.name, u.photo FROM users u JOIN user_role r ON r.user_id = u.id AND r.role = 'teacher' "
    "WHERE u.school_id = :school_id AND u.disabled = 0 ORDER BY u.id LIMIT :limit OFFSET :offset";
constexpr std::string_view kSchoolTeachersCount =
    "SELECT COUNT(*) AS n FROM users u JOIN user_role r ON r.user_id = u.id AND r.role = 'teacher' "
    "WHERE u.school_id = :school_id AND u.disabled = 0";
constexpr std::string_view kSchoolTeacher =
    "SELECT u.id, u.sign, u.name, u.photo FROM users u JOIN user_role r ON r.user_id = u.id AND r.role = 'teacher' "
    "WHERE u.sign = :sign AND u.school_id = :school_id AND u.disabled = 0";
constexpr std::string_view kMember =
    "SELECT id, sign, course_id, user_id, master FROM course_teacher WHERE sign = :sign";
constexpr std::string_view kTeamSize = "SELECT COUNT(*) AS n FROM course_teacher WHERE course_id = :course_id";
constexpr std::string_view kInsertMember =
    "INSERT INTO course_teacher (sign, course_id, user_id, master, created_at) "
    "VALUES (:sign, :course_id, :user_id, :master, :now) ON CONFLICT (course_id, user_id) DO NOTHING";
constexpr std::string_view kDeleteMember = "DELETE FROM course_teacher WHERE id = :id";
constexpr std::string_view kClearLead =
    "UPDATE course_teacher SET master = 0 WHERE course_id = :course_id AND master = 1 AND id <> :id";
constexpr std::string_view kSetLead = "UPDATE course_teacher SET master = 1 WHERE id = :id AND course_id = :course_id";
constexpr std::string_view kHasRole = "SELECT 1 AS yes FROM user_role WHERE user_id = :user_id AND role = :role";
constexpr std::string_view kSaveStandard =
    "INSERT INTO assessment_standard (course_id, watch_video, interactive_question, unit_testing, final_exam, log_sig, "
    "updated_at) VALUES (:course_id, :watch_video, :interactive_question, :unit_testing, :final_exam, :log_sig, :now) "
    "ON CONFLICT (course_id) DO UPDATE SET watch_video = excluded.watch_video, "
    "interactive_question = excluded.interactive_question, unit_testing = excluded.unit_testing, "
    "final_exam = excluded.final_exam, log_sig = excluded.log_sig, updated_at = excluded.updated_at";
#undef XJ_CARD_COLUMNS
#undef XJ_CARD_JOINS
#undef XJ_ENROLMENT_COLUMNS

SchoolTeacher teacher_from(const db::Row& r) {
    return {r.integer("id"), r.text("sign"), r.text("name"), r.text("photo")};
}

}  // namespace

std::optional<CourseRef> AuthoringStore::course_ref(db::Conn& conn, std::string_view sign) const {
    auto r = conn.query_one(kCourseRef, {{"sign", std::string(sign)}});
    if (!r) return std::nullopt;
    return CourseRef{r->integer("id"),        r->text("sign"),
                     r->integer("school_id"), static_cast<int>(r->integer("status")),
                     r->text("picture"),      static_cast<int>(r->integer("offering"))};
}

std::int64_t AuthoringStore::insert_course(db::Conn& conn, const NewCourse& c, std::int64_t created_at) const {
    const CourseFields& f = c.fields;
    auto type_id = [](std::int64_t id) { return id != 0 ? db::Value(id) : db::Value(nullptr); };
    return conn
        .query_one(kInsertCourse, {{"sign", c.sign},
                                   {"school_id", c.school_id},
                                   {"name", f.name},
                                   {"introduction", f.introduction},
                                   {"details", f.details},
                                   {"details_two", c.details_two},
                                   {"picture", f.picture},
                                   {"price", f.price},
                                   {"credit", f.credit},
                                   {"period", static_cast<std::int64_t>(f.period)},
                                   {"type1_id", type_id(f.type1_id)},
                                   {"type2_id", type_id(f.type2_id)},
                                   {"type3_id", type_id(f.type3_id)},
                                   {"sort", static_cast<std::int64_t>(c.sort)},
                                   {"type", static_cast<std::int64_t>(f.type)},
                                   {"kind", static_cast<std::int64_t>(f.kind)},
                                   {"status", static_cast<std::int64_t>(c.status)},
                                   {"created_by", db::nullable(c.created_by)},
                                   {"district_id", db::nullable(c.district_id)},
                                   {"offering", static_cast<std::int64_t>(c.offering)},
                                   {"now", created_at}})
        ->integer("id");
}

void AuthoringStore::set_status(db::Conn& conn, std::int64_t course_id, int status, std::int64_t now) const {
    conn.exec(kSetStatus, {{"status", static_cast<std::int64_t>(status)}, {"now", now}, {"id", course_id}});
}

core::Paged<TeachingCourse> AuthoringStore::my_courses(db::Conn& conn, std::int64_t user_id, const core::Page& page,
                                                       bool with_trainings) const {
    core::Paged<TeachingCourse> out;
    std::int64_t offering = with_trainings ? courses::kOfferingTraining : courses::kOfferingCourse;
    out.total = count_of(conn, kMyCoursesCount, {{"user_id", user_id}, {"offering", offering}});
    for (const auto& r : conn.query(kMyCourses, paged({{"user_id", user_id}, {"offering", offering}}, page)))
        out.list.push_back({card_from(r), r.integer("updated_at"), r.integer("my_master") == 1,
                            static_cast<int>(r.integer("offering"))});
    return out;
}

std::optional<AuthoringStore::TypeIds> AuthoringStore::type_chain(db::Conn& conn, std::string_view s1,
                                                                  std::string_view s2, std::string_view s3) const {
    auto r = conn.query_one(kTypeChain, {{"s1", std::string(s1)}, {"s2", std::string(s2)}, {"s3", std::string(s3)}});
    if (!r) return std::nullopt;
    return TypeIds{r->integer("t1"), r->integer("t2"), r->integer("t3")};
}

void AuthoringStore::update_training_course(db::Conn& conn, std::int64_t course_id, const TrainingCourseFields& f,
                                            std::int64_t now) const {
    conn.exec(kUpdateTrainingCourse, {{"name", f.name},
                                      {"introduction", f.introduction},
                                      {"details", f.details},
                                      {"picture", f.picture},
                                      {"price", f.price},
                                      {"now", now},
                                      {"id", course_id}});
}

void AuthoringStore::update_course(db::Conn& conn, std::int64_t course_id, const CourseFields& f,
                                   std::int64_t now) const {
    conn.exec(kUpdateCourse, {{"name", f.name},
                              {"introduction", f.introduction},
                              {"details", f.details},
                              {"picture", f.picture},
                              {"price", f.price},
                              {"credit", f.credit},
                              {"period", static_cast<std::int64_t>(f.period)},
                              {"type1_id", f.type1_id},
                              {"type2_id", f.type2_id},
                              {"type3_id", f.type3_id},
                              {"type", static_cast<std::int64_t>(f.type)},
                              {"kind", static_cast<std::int64_t>(f.kind)},
                              {"now", now},
                              {"id", course_id}});
}

void AuthoringStore::touch(db::Conn& conn, std::int64_t course_id, std::int64_t now) const {
    conn.exec(kTouch, {{"now", now}, {"id", course_id}});
}

std::int64_t AuthoringStore::enrolled(db::Conn& conn, std::int64_t course_id) const {
    return count_of(conn, kEnrolled, {{"course_id", course_id}});
}

std::vector<std::string> AuthoringStore::file_paths(db::Conn& conn, std::int64_t course_id) const {
    std::vector<std::string> out;
    for (const auto& r : conn.query(kDataPaths, {{"course_id", course_id}})) out.push_back(r.text("path"));
    for (const auto& r : conn.query(kOwnMedia, {{"course_id", course_id}})) out.push_back(r.text("path"));
    return out;
}

void AuthoringStore::delete_course(db::Conn& conn, std::int64_t course_id) const {
    conn.exec(kDeleteMedia, {{"course_id", course_id}});
    conn.exec(kDeleteCourse, {{"id", course_id}});
}

std::string_view AuthoringStore::my_courses_sql() { return kMyCourses; }
std::string_view AuthoringStore::school_teachers_sql() { return kSchoolTeachers; }

bool AuthoringStore::picture_used(db::Conn& conn, std::string_view picture, std::int64_t course_id) const {
    return conn.query_one(kPictureUsed, {{"picture", std::string(picture)}, {"id", course_id}}).has_value();
}

core::Paged<SchoolTeacher> AuthoringStore::school_teachers(db::Conn& conn, std::int64_t school_id,
                                                           const core::Page& page) const {
    core::Paged<SchoolTeacher> out;
    out.total = count_of(conn, kSchoolTeachersCount, {{"school_id", school_id}});
    for (const auto& r : conn.query(kSchoolTeachers, paged({{"school_id", school_id}}, page)))
        out.list.push_back(teacher_from(r));
    return out;
}

std::optional<SchoolTeacher> AuthoringStore::school_teacher(db::Conn& conn, std::int64_t school_id,
                                                            std::string_view sign) const {
    auto r = conn.query_one(kSchoolTeacher, {{"sign", std::string(sign)}, {"school_id", school_id}});
    if (!r) return std::nullopt;
    return teacher_from(*r);
}

std::optional<TeamMember> AuthoringStore::member(db::Conn& conn, std::string_view sign) const {
    auto r = conn.query_one(kMember, {{"sign", std::string(sign)}});
    if (!r) return std::nullopt;
    return TeamMember{r->integer("id"), r->text("sign"), r->integer("course_id"), r->integer("user_id"),
                      r->integer("master") == 1};
}

std::int64_t AuthoringStore::team_size(db::Conn& conn, std::int64_t course_id) const {
    return count_of(conn, kTeamSize, {{"course_id", course_id}});
}

void AuthoringStore::insert_member(db::Conn& conn, std::string_view sign, std::int64_t course_id, std::int64_t user_id,
                                   bool master, std::int64_t now) const {
    conn.exec(kInsertMember, {{"sign", std::string(sign)},
                              {"course_id", course_id},
                              {"user_id", user_id},
                              {"master", static_cast<std::int64_t>(master ? 1 : 0)},
                              {"now", now}});
}

void AuthoringStore::delete_member(db::Conn& conn, std::int64_t member_id) const {
    conn.exec(kDeleteMember, {{"id", member_id}});
}

void AuthoringStore::set_lead(db::Conn& conn, std::int64_t course_id, std::int64_t member_id) const {
    conn.exec(kClearLead, {{"course_id", course_id}, {"id", member_id}});
    conn.exec(kSetLead, {{"course_id", course_id}, {"id", member_id}});
}

bool AuthoringStore::has_role(db::Conn& conn, std::int64_t user_id, std::string_view role) const {
    return conn.query_one(kHasRole, {{"user_id", user_id}, {"role", std::string(role)}}).has_value();
}

void AuthoringStore::save_standard(db::Conn& conn, const courses::Standard& s, std::int64_t now) const {
    conn.exec(kSaveStandard, {{"course_id", s.course_id},
                              {"watch_video", static_cast<std::int64_t>(s.watch_video)},
                              {"interactive_question", static_cast<std::int64_t>(s.interactive_question)},
                              {"unit_testing", static_cast<std::int64_t>(s.unit_testing)},
                              {"final_exam", static_cast<std::int64_t>(s.final_exam)},
                              {"log_sig", static_cast<std::int64_t>(s.log_sig)},
                              {"now", now}});
}

}  // namespace xj::authoring
