// The authoring domain's SQL (docs/authoring.md): the SQL of AuthoringService, and only SQL. Authoring alone writes
// the course rows and their teams (docs/database.md, "Tables and their owners"); chapters, videos and media are
// content_store.h's.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "courses/model.h"
#include "db/db.h"

namespace xj::authoring {

// What the access check needs of a course.
struct CourseRef {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t school_id = 0;
    int status = courses::kStatusDraft;
    std::string picture;
    int offering = courses::kOfferingCourse;
};

// A course in the teacher's list: the card, its last change and whether the caller leads it.
struct TeachingCourse {
    courses::CourseCard card;
    std::int64_t updated_at = 0;
    bool master = false;
    int offering = courses::kOfferingCourse;  // 2: a training (listed when asked for)
};

struct SchoolTeacher {
    std::int64_t id = 0;
    std::string sign;
    std::string name;
    std::string photo;
};

// The editable fields of a course (yuan already turned into fen, type signs resolved to ids; 0 for no type).
struct CourseFields {
    std::string name;
    std::string introduction;
    std::string details;
    std::string picture;
    std::int64_t price = 0;
    double credit = 0;
    int period = 0;
    std::int64_t type1_id = 0, type2_id = 0, type3_id = 0;
    int type = courses::kTypeCredit;
    int kind = courses::kKindIntro;
};

// A new course row: its editable fields and what only a new row has (the demo seed sets every column; the wizard
// leaves details_two empty, sort 0 and no district).
// What a training's course row holds that the training's editor writes (decision 0008); the rest is the training's.
struct TrainingCourseFields {
    std::string name;
    std::string introduction;
    std::string details;
    std::string picture;     // a cover this server stored (/course/uploadCover), or the current one
    std::int64_t price = 0;  // fen; a training is bought only when its join rule is by order
};

struct NewCourse {
    std::string sign;
    std::int64_t school_id = 0;
    CourseFields fields;
    std::string details_two;
    int sort = 0;
    int status = courses::kStatusDraft;
    std::optional<std::int64_t> created_by;
    std::optional<std::int64_t> district_id;
    int offering = courses::kOfferingCourse;  // a training's row: kOfferingTraining (decision 0008)
};

// A course-teacher row.
struct TeamMember {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t course_id = 0;
    std::int64_t user_id = 0;
    bool master = false;
};

class AuthoringStore {
public:
    std::optional<CourseRef> course_ref(db::Conn& conn, std::string_view sign) const;
    // The new course's id (student_count starts at 0; courses' enrolment keeps it).
    std::int64_t insert_course(db::Conn& conn, const NewCourse& course, std::int64_t created_at) const;
    void set_status(db::Conn& conn, std::int64_t course_id, int status, std::int64_t now) const;
    // The courses the user teaches, newest change first.
    // The user's courses (and trainings when with_trainings: the management page's picker), latest change first.
    core::Paged<TeachingCourse> my_courses(db::Conn& conn, std::int64_t user_id, const core::Page& page,
                                           bool with_trainings = false) const;
    // Whether level-1/2/3 types chain parent to child (ids of the three signs, nullopt when they do not).
    struct TypeIds {
        std::int64_t t1 = 0, t2 = 0, t3 = 0;
    };
    std::optional<TypeIds> type_chain(db::Conn& conn, std::string_view s1, std::string_view s2,
                                      std::string_view s3) const;
    void update_course(db::Conn& conn, std::int64_t course_id, const CourseFields& f, std::int64_t now) const;
    // A training's course row: its name, introduction, details and cover (the rest is the training row's).
    void update_training_course(db::Conn& conn, std::int64_t course_id, const TrainingCourseFields& f,
                                std::int64_t now) const;
    void touch(db::Conn& conn, std::int64_t course_id, std::int64_t now) const;
    std::int64_t enrolled(db::Conn& conn, std::int64_t course_id) const;
    // Paths under <data-dir>/files of what a course deletion leaves on disk: its data files and the media only
    // its videos play (those media rows are deleted with delete_course).
    std::vector<std::string> file_paths(db::Conn& conn, std::int64_t course_id) const;
    void delete_course(db::Conn& conn, std::int64_t course_id) const;
    // Whether a course other than course_id shows this picture (a cover file is removed only when none does).
    bool picture_used(db::Conn& conn, std::string_view picture, std::int64_t course_id) const;

    // Teachers.
    core::Paged<SchoolTeacher> school_teachers(db::Conn& conn, std::int64_t school_id, const core::Page& page) const;
    std::optional<SchoolTeacher> school_teacher(db::Conn& conn, std::int64_t school_id, std::string_view sign) const;
    std::optional<TeamMember> member(db::Conn& conn, std::string_view sign) const;
    std::int64_t team_size(db::Conn& conn, std::int64_t course_id) const;
    // Adds a user to a course's team (nothing when the user is on it already).
    void insert_member(db::Conn& conn, std::string_view sign, std::int64_t course_id, std::int64_t user_id, bool master,
                       std::int64_t now) const;
    void delete_member(db::Conn& conn, std::int64_t member_id) const;
    // Makes member_id the course's only lead.
    void set_lead(db::Conn& conn, std::int64_t course_id, std::int64_t member_id) const;
    // A user's role rows (school admin of the course's school is checked by the service).
    bool has_role(db::Conn& conn, std::int64_t user_id, std::string_view role) const;

    // Standard: insert or replace the course's one row (the wizard's step, the demo seeds).
    void save_standard(db::Conn& conn, const courses::Standard& s, std::int64_t now) const;

    // The SQL of the paged lists (EXPLAIN tests).
    static std::string_view my_courses_sql();
    static std::string_view school_teachers_sql();
};

}  // namespace xj::authoring
