// The courses domain's types (docs/courses.md): the catalogue, course pages, enrolment, Q&A, data files,
// activation codes, collections and history. No JSON, no SQL. Study and authoring share these.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/page.h"

namespace xj::courses {

inline constexpr int kTypeCredit = 1;  // 学分课 (/college/master-courses)
inline constexpr int kTypeOther = 2;   // 其他 (/college/optional-courses)
inline constexpr int kKindIntro = 4;   // 入门
inline constexpr int kKindMiddle = 5;  // 进阶
inline constexpr int kKindHigh = 6;    // 高级
inline constexpr int kStatusDraft = 0;
inline constexpr int kStatusPublished = 1;
inline constexpr int kStatusArchived = 2;
// A course row's state as the screens and exports say it: 草稿, 已发布, 已归档.
inline std::string_view status_name(int status) {
    if (status == kStatusPublished) return "已发布";
    if (status == kStatusArchived) return "已归档";
    return "草稿";
}
// What a course row is (decision 0008): a course of the catalogue, or a training programme (the training domain's).
inline constexpr int kOfferingCourse = 1;
inline constexpr int kOfferingTraining = 2;
inline constexpr int kStudyInProgress = 1;
inline constexpr int kStudyFinished = 2;
inline constexpr std::string_view kSourceFree = "free";
inline constexpr std::string_view kSourceCode = "code";
inline constexpr std::string_view kSourceTeacher = "teacher";
inline constexpr std::string_view kSourceImport = "import";  // enrolled by teaching's import
inline constexpr std::string_view kSourceOrder = "order";    // enrolled by a paid order (commerce)

// 入门 / 进阶 / 高级, "" for an unknown kind.
std::string_view kind_name(int kind);
// 一, 二, … 十, 十一, … 二十, 二十一, … 九十九, 一百, … (chapter levels as the catalogue writes them).
std::string upper_case_numeral(int n);

using core::Page;
using core::Paged;

// One course as lists show it (CourseCard).
struct CourseCard {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t school_id = 0;
    std::string name;
    std::string introduction;
    std::string picture;
    std::int64_t price = 0;  // fen
    double credit = 0;
    int period = 0;
    int type = kTypeCredit;
    int kind = kKindIntro;
    int status = kStatusDraft;
    int sort = 0;
    std::string type_name;  // the third-level type's name
    std::int64_t student_count = 0;
    std::string teacher_name;  // the lead teacher's, "" without one
    std::int64_t created_at = 0;
    int offering = kOfferingCourse;
};

// A course page's course (CourseInfo).
struct CourseInfo {
    CourseCard card;
    std::string details;
    std::string details_two;
    std::string type1_sign;
    std::string type2_sign;
    std::string type3_sign;
    int chapter_count = 0;
    int video_count = 0;
    std::int64_t duration_seconds = 0;
};

struct CourseTeacher {
    std::string sign;  // the course_teacher row's
    std::int64_t user_id = 0;
    std::string user_sign;
    std::string name;
    std::string photo;
    bool master = false;
};

// A learner's progress in a course as study computes it after a heartbeat, kept on the enrolment row.
struct EnrolmentProgress {
    int progress = 0;  // percent
    int status = kStudyInProgress;
    std::optional<std::int64_t> finished_at;
    std::int64_t studied_seconds = 0;
    std::int64_t last_video_id = 0;
    std::int64_t at = 0;
};

struct Enrolment {
    std::int64_t id = 0;
    std::int64_t course_id = 0;
    std::int64_t user_id = 0;
    std::string source;
    int status = kStudyInProgress;
    int progress = 0;
    std::int64_t studied_seconds = 0;
    std::optional<std::string> last_video_sign;
    std::optional<std::int64_t> last_studied_at;
    std::int64_t created_at = 0;
};

// A course card with the user's study of it (my courses).
struct StudyRow {
    CourseCard card;
    Enrolment enrolment;
};

// A course or training the user finished (a resume's verified entry, docs/resume.md): as the records say it now.
struct FinishedStudy {
    std::string sign;
    std::string name;
    int offering = kOfferingCourse;
    int period = 0;  // 学时
    double credit = 0;
    std::int64_t studied_seconds = 0;
    std::int64_t finished_at = 0;
};

// A published course or training that teaches some of a position's skills (the resume's course line, docs/resume.md
// "Course line"): its card, the keywords it names, and the caller's study status (0: not joined, else enrolment's).
struct SkillCourse {
    CourseCard card;
    std::vector<std::string> skills;
    int study_status = 0;
};

// A course suggested to a learner (课程推荐, docs/study.md): `match` names the second-level type it shares with
// the courses they study or collected, "" for a course picked by its number of students alone.
struct SuggestedCourse {
    CourseCard card;
    std::string match;
};

// A course card with an instant (collections: collected_at, history: viewed_at).
struct DatedCard {
    CourseCard card;
    std::int64_t at = 0;
};

struct VideoItem {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t chapter_id = 0;
    int level = 0;
    std::string title;
    std::string media_sign;
    std::int64_t duration_ms = 0;
    // The user's verified progress (false/0 for visitors).
    bool completed = false;
    double resume_seconds = 0;
    double furthest_seconds = 0;
    double credited_seconds = 0;
};

// A released homework or exam placed in a chapter (docs/exams.md): the catalogue shows it after the videos.
// resourcesType (spec 02 §4): 4 online homework, 2 offline homework, 5 online exam, 3 offline exam.
struct CatalogueTask {
    std::int64_t chapter_id = 0;
    std::string sign;
    std::string title;
    int resources_type = 0;
    bool exam = false;
};

struct Chapter {
    std::int64_t id = 0;
    std::string sign;
    int level = 0;
    std::string name;
    std::string synopsis;
    std::vector<VideoItem> videos;
    std::vector<CatalogueTask> tasks;  // from the exams domain (CourseService::set_chapter_tasks)
};

struct Standard {
    std::int64_t id = 0;
    std::int64_t course_id = 0;
    int watch_video = 0;
    int interactive_question = 0;
    int unit_testing = 0;
    int final_exam = 0;
    int log_sig = 0;
};

struct DataFile {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t course_id = 0;
    std::optional<std::int64_t> chapter_id;
    std::string name;
    std::string file_name;
    std::string path;  // under <data-dir>/files
    std::int64_t size = 0;
    std::string data_type;
};

struct ChapterFiles {
    std::string chapter_sign;  // "" for files without a chapter (课程资料)
    std::string chapter_name;
    std::vector<DataFile> files;
};

struct Question {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t course_id = 0;
    std::int64_t user_id = 0;
    std::string content;
    std::int64_t answer_count = 0;
    std::int64_t created_at = 0;
    std::string user_name;
    std::string user_photo;
    bool is_teacher = false;
};

struct Answer {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t user_id = 0;
    std::string content;
    std::int64_t created_at = 0;
    std::string user_name;
    std::string user_photo;
    bool is_teacher = false;
};

struct TypeNode {
    std::int64_t id = 0;
    std::string sign;
    std::optional<std::int64_t> parent_id;
    std::string parent_sign;
    int level = 1;
    std::string name;
    std::vector<TypeNode> children;
};

struct District {
    std::string sign;
    std::string name;
    std::string address;
    std::int64_t course_count = 0;
};

struct KindCount {
    int kind = kKindIntro;
    std::int64_t count = 0;
};

struct Suggestion {
    std::string name;
    std::string sign;
};

struct ActivationCode {
    std::int64_t id = 0;
    std::string code;
    std::int64_t course_id = 0;
    std::optional<std::int64_t> used_by;
    std::optional<std::int64_t> expires_at;
};

inline constexpr std::string_view kOrderSort = "sort";
inline constexpr std::string_view kOrderNew = "new";
inline constexpr std::string_view kOrderHot = "hot";

// The filters of the school course list (POST /school/getSchoolCourseList and the home lists).
struct ListQuery {
    Page page;
    std::optional<int> type;
    std::optional<int> kind;
    std::optional<std::string> type_sign;  // a type of any level
    std::string keyword;                   // trimmed; "" for none
    std::string order{kOrderSort};
    std::optional<bool> free;
    bool unfiltered() const { return !type && !kind && !type_sign && keyword.empty() && !free; }
};

struct Viewer {
    std::int64_t user_id = 0;  // 0 for a visitor
};

}  // namespace xj::courses
