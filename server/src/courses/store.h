// The courses domain's SQL (catalogue, course pages, enrolment, Q&A, files, codes, collections, history),
// and only SQL. Study keeps its own in study/store.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "courses/model.h"
#include "db/db.h"

namespace xj::courses {

// A type sign resolved for filtering: its row id and level (1–3).
struct TypeRef {
    std::int64_t id = 0;
    int level = 1;
};

// A course as the "may manage it" check needs it (CourseService::managed_course).
struct ManagedCourse {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t school_id = 0;
};

// The list filters as the store runs them (the type sign already resolved).
struct ListFilter {
    std::int64_t school_id = 0;
    std::optional<int> type;
    std::optional<int> kind;
    std::optional<TypeRef> course_type;
    std::string keyword;
    std::string order{kOrderSort};
    std::optional<bool> free;
};

class CourseStore {
public:
    // Catalogue. Published courses of one school; totals of filters by type and kind alone come from
    // course_tally, the others are counted. with_total false skips the count (home lists).
    Paged<CourseCard> list_courses(db::Conn& conn, const ListFilter& filter, const Page& page, bool with_total) const;
    std::vector<KindCount> kind_counts(db::Conn& conn, std::int64_t school_id) const;
    // Names containing the keyword (≥ 1 character), by sort, at most `limit`.
    std::vector<Suggestion> suggest(db::Conn& conn, std::int64_t school_id, std::string_view keyword, int limit) const;
    std::vector<TypeNode> all_types(db::Conn& conn) const;
    std::optional<TypeRef> find_type(db::Conn& conn, std::string_view sign) const;
    std::vector<District> districts(db::Conn& conn, std::int64_t school_id) const;

    // Course page. find_course returns the course of the school in any status.
    std::optional<CourseInfo> find_course(db::Conn& conn, std::int64_t school_id, std::string_view sign) const;
    std::optional<CourseCard> course_by_id(db::Conn& conn, std::int64_t id) const;
    std::vector<CourseTeacher> teachers(db::Conn& conn, std::int64_t course_id) const;
    bool is_teacher(db::Conn& conn, std::int64_t course_id, std::int64_t user_id) const;
    // Any status, any school: the course's key for the manager check.
    std::optional<ManagedCourse> managed_by_sign(db::Conn& conn, std::string_view sign) const;
    std::optional<ManagedCourse> managed_by_id(db::Conn& conn, std::int64_t id) const;
    // Chapters by level with their videos; the user's progress filled in when user_id > 0.
    std::vector<Chapter> chapters(db::Conn& conn, std::int64_t course_id, std::int64_t user_id) const;
    std::optional<Standard> standard(db::Conn& conn, std::int64_t course_id) const;

    // Enrolment: enrol inserts at most one row per user and course (true when this call did) and counts it.
    std::optional<Enrolment> find_enrolment(db::Conn& conn, std::int64_t user_id, std::int64_t course_id) const;
    // Enrols each user not enrolled yet (student_count follows); the users this call enrolled, in order.
    std::vector<std::int64_t> enrol_all(db::Conn& conn, std::int64_t course_id, const std::vector<std::int64_t>& users,
                                        std::string_view source, std::int64_t now) const;
    // Removes the users' enrolments in the course (student_count follows, never below 0); how many there were.
    std::int64_t unenrol(db::Conn& conn, std::int64_t course_id, const std::vector<std::int64_t>& users) const;
    void update_progress(db::Conn& conn, std::int64_t enrolment_id, const EnrolmentProgress& p) const;
    bool enrol(db::Conn& conn, std::int64_t user_id, std::int64_t course_id, std::string_view source,
               std::int64_t now) const;
    Paged<StudyRow> my_courses(db::Conn& conn, std::int64_t user_id, std::optional<int> status, const Page& page) const;
    // The user's finished courses and trainings, last finished first (at most limit).
    std::vector<FinishedStudy> finished(db::Conn& conn, std::int64_t user_id, int limit) const;
    // The school's published courses and trainings whose name, introduction or third-level type contains any of the
    // keywords (skill_store.cpp), courses before trainings, by sort; the user's enrolment status with each.
    std::vector<SkillCourse> skill_courses(db::Conn& conn, std::int64_t school_id, std::int64_t user_id,
                                           const std::vector<std::string>& keywords, int limit) const;
    // The school's published courses the user has not joined: those of the second-level types they study or
    // collected first (the more of them, the earlier), then by students; `kind` narrows to one level.
    Paged<SuggestedCourse> courses_for(db::Conn& conn, std::int64_t school_id, std::int64_t user_id,
                                       std::optional<int> kind, const Page& page) const;

    // Collections and browsing history.
    bool is_collected(db::Conn& conn, std::int64_t user_id, std::int64_t course_id) const;
    void collect(db::Conn& conn, std::int64_t user_id, std::int64_t course_id, std::int64_t now) const;
    void uncollect(db::Conn& conn, std::int64_t user_id, std::int64_t course_id) const;
    Paged<DatedCard> collections(db::Conn& conn, std::int64_t user_id, const Page& page) const;
    void record_view(db::Conn& conn, std::int64_t user_id, std::int64_t course_id, std::int64_t now) const;
    Paged<DatedCard> views(db::Conn& conn, std::int64_t user_id, const Page& page) const;

    // Questions and answers.
    Paged<Question> questions(db::Conn& conn, std::int64_t course_id, int sort_type, const Page& page) const;
    std::optional<Question> find_question(db::Conn& conn, std::string_view sign) const;
    std::string insert_question(db::Conn& conn, std::int64_t course_id, std::int64_t user_id, std::string_view content,
                                std::int64_t now) const;
    Paged<Answer> answers(db::Conn& conn, std::int64_t question_id, std::int64_t course_id, const Page& page) const;
    std::string insert_answer(db::Conn& conn, std::int64_t question_id, std::int64_t user_id, std::string_view content,
                              std::int64_t now) const;

    // Data files: a course's, by chapter level then id (files without a chapter last).
    std::vector<DataFile> files(db::Conn& conn, std::int64_t course_id) const;
    // The stored paths of every data file under a folder ("course-files/…"): the orphan sweep's reference list.
    std::vector<std::string> file_paths_under(db::Conn& conn, std::string_view prefix) const;
    std::optional<DataFile> find_file(db::Conn& conn, std::string_view sign) const;

    // Activation codes: use_code is the one conditional UPDATE (false when another user took it first).
    std::optional<ActivationCode> find_code(db::Conn& conn, std::string_view code) const;
    bool use_code(db::Conn& conn, std::int64_t code_id, std::int64_t user_id, std::int64_t now) const;

    // Writing this domain's rows beside the catalogue (store_writes.cpp): the type tree and districts (the demo),
    // data files and activation codes. The course rows, teams, standards, chapters, videos and media are
    // authoring's to write (docs/database.md).
    std::int64_t insert_type(db::Conn& conn, std::string_view sign, std::optional<std::int64_t> parent_id, int level,
                             std::string_view name, int sort) const;
    std::int64_t insert_district(db::Conn& conn, std::string_view sign, std::int64_t school_id, std::string_view name,
                                 std::string_view address, int sort) const;
    // A data file (created_by: the teacher who uploaded it; nullopt for the demo's).
    void insert_file(db::Conn& conn, const DataFile& file, std::optional<std::int64_t> created_by,
                     std::int64_t now) const;
    void rename_file(db::Conn& conn, std::int64_t file_id, std::string_view name) const;
    // false when another call deleted it first.
    bool delete_file(db::Conn& conn, std::int64_t file_id) const;
    // false when the code exists already.
    bool insert_code(db::Conn& conn, std::string_view code, std::int64_t course_id,
                     std::optional<std::int64_t> expires_at, std::int64_t now) const;

    // The SQL of the list and suggestion queries (EXPLAIN tests).
    static std::string list_sql(db::Dialect dialect, const ListFilter& filter);
    static std::string suggest_sql(db::Dialect dialect, std::string_view keyword);
    static std::string_view enrolment_sql();
};

}  // namespace xj::courses
