// Types of students' attempts, grading and records (docs/exams.md, Attempt, Calls — students, records, grading).
// No JSON, no SQL.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace xj::exams {

// The parts of an exam a test paper needs.
inline constexpr int kExamHomework = 1;  // exam types: 1 作业; 2 单元测试 and 3 期末考试 are the exams

struct PaperExam {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t course_id = 0;
    int type = 0;  // 1 作业, 2 单元测试, 3 期末考试
    std::string name;
    std::string attention;
    std::int64_t start_at = 0;
    std::int64_t end_at = 0;
    int exam_time = 0;  // minutes, 0: until end_at
    int total_score = 0;
    int answer_mode = 1;  // 1 在线作答, 2 线下作答
    bool shuffle = false;
    int attempt_limit = 1;
    bool released = false;
    bool answers_released = false;
};

struct PaperOption {
    std::int64_t question_id = 0;
    std::string name;  // A…
    std::string content;
};

// A question of an exam, in the exam's order.
struct PaperQuestion {
    std::int64_t id = 0;
    std::string sign;
    int type = 0;
    std::string subject_name;
    int score = 0;
    std::string answer;  // the key: never sent to a student before answersReleased
    std::string analysis;
    int serial = 0;
    std::vector<PaperOption> options;
};

inline constexpr int kInProgress = 0;
inline constexpr int kSubmitted = 1;  // 批改中 while an annotation answer is ungraded
inline constexpr int kGraded = 2;

struct Attempt {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t exam_id = 0;
    std::int64_t user_id = 0;
    int submit_status = kInProgress;
    std::int64_t started_at = 0;
    std::int64_t deadline_at = 0;
    std::optional<std::int64_t> submitted_at;
    bool auto_submitted = false;
    std::optional<std::int64_t> score;
    int leave_count = 0;
    std::int64_t save_seq = 0;
    std::optional<std::int64_t> saved_at;
    std::int64_t count_down = 0;
    std::int64_t seed = 0;
    std::string comment;
    std::optional<std::string> file_path;
    std::optional<std::string> file_name;
    std::optional<std::int64_t> file_size;
    std::optional<std::string> file_mime;
};

struct SavedAnswer {
    std::int64_t question_id = 0;
    std::optional<std::string> answer;
    std::optional<std::int64_t> got_score;
    std::string comment;
};

// A test paper as a student sees it: the exam, its questions in the attempt's order, the saved answers.
struct Paper {
    PaperExam exam;
    Attempt attempt;
    std::vector<PaperQuestion> questions;  // shuffled (questions and options) when the exam says so
    std::vector<SavedAnswer> answers;
    std::int64_t now = 0;
};

// A record as its student (or a teacher of the course) reads it.
struct RecordView {
    PaperExam exam;
    Attempt attempt;
    std::vector<PaperQuestion> questions;
    std::vector<SavedAnswer> answers;
    bool show_key = false;  // answersReleased, or a teacher reads it
    // Who and where (the grading page's header, /criticizes-system-one).
    std::string user_name;
    std::string course_sign;
    std::string course_name;
};

struct AnswerInput {
    std::string question_sign;
    std::optional<std::string> answer;
};

struct SaveInput {
    std::string record_sign;
    std::vector<AnswerInput> answers;
    std::int64_t count_down = 0;
    std::int64_t save_seq = 0;
    std::optional<int> leave_count;
    bool submit = false;
    std::optional<std::string> exam_sign;  // /exam/submit: the record must be of this exam
};

struct SaveResult {
    std::int64_t save_seq = 0;
    std::optional<std::int64_t> saved_at;
    int submit_status = kInProgress;
    std::int64_t remaining_seconds = 0;
    std::string record_sign;
    // false when this save was not taken: the attempt holds a save of a larger or equal saveSeq already (an older
    // page's last save that arrived after this page read the paper, another tab); the page sends again above it.
    bool applied = false;
};

// One exam on the course page's 作业与考试 tab.
struct ExamItem {
    PaperExam exam;
    bool expired = false;
    bool committed = false;                     // any submitted attempt
    std::optional<std::int64_t> student_score;  // the latest graded attempt's score
    std::optional<std::string> record_sign;     // the latest attempt
    std::optional<int> latest_status;
    bool can_start = false;
};

// A graded unit test or final exam of the user (a resume's verified entry, docs/resume.md), as the records say it.
struct GradedScore {
    std::string sign;  // the attempt's
    std::string exam_name;
    std::string course_name;
    int type = 0;  // 2 单元测试, 3 期末考试
    std::int64_t score = 0;
    std::int64_t total = 0;
    std::int64_t graded_at = 0;
};

// The small plate's counts: open homework and exams not yet submitted.
struct PendingCounts {
    std::int64_t work = 0;
    std::int64_t exam = 0;
    // The training with the soonest due open homework / exam (the small plate's workTrainId / examTrainId).
    std::optional<std::string> work_training;
    std::optional<std::string> exam_training;
};

// An open homework or exam of the user's courses and trainings, not submitted yet (the assistant's 待办).
struct PendingItem {
    std::string exam_sign;
    std::string exam_name;
    int type = 0;         // 1 作业, 2 单元测试, 3 期末考试
    int answer_mode = 1;  // 1 在线作答 (its paper is /testPaper/{sign}), 2 线下作答
    std::string course_sign;
    std::string course_name;
    int offering = 1;  // courses::kOfferingTraining: a training's
    std::int64_t end_at = 0;
};

struct RecordQuery {
    std::string course_sign;
    std::optional<std::string> exam_sign;
    std::optional<std::string> exam_name;
    std::optional<int> submit_status;
    std::optional<std::string> user_name;
    std::optional<std::string> student_card;
    int page = 1;
    int size = 10;
};

struct RecordRow {
    std::string record_sign;
    std::string exam_sign;
    std::string exam_name;
    int exam_type = 0;
    int answer_mode = 1;  // the exam's: 1 在线作答, 2 线下作答
    std::string user_sign;
    std::string user_name;
    std::string student_card;
    int submit_status = 0;
    std::optional<std::int64_t> score;
    int total_score = 0;
    int leave_count = 0;
    std::int64_t started_at = 0;
    std::optional<std::int64_t> submitted_at;
    bool auto_submitted = false;
    bool has_file = false;
};

struct RecordPage {
    std::vector<RecordRow> list;
    std::int64_t total = 0;
};

// A record in the grading queue across courses: the record and its course.
struct QueueRow {
    RecordRow record;
    std::string course_sign;
    std::string course_name;
};

// The user's homework and exams across courses (GET /exam/mine, docs/exams.md "Across courses").
inline constexpr std::string_view kMineTodo = "todo";
inline constexpr std::string_view kMineSubmitted = "submitted";
inline constexpr std::string_view kMineMissed = "missed";
struct MineQuery {
    std::optional<bool> homework;  // work (true), exams (false), both
    std::string status;            // "", todo, submitted, missed
    int page = 1;
    int size = 10;
};
struct MineItem {
    ExamItem item;
    std::string course_sign;
    std::string course_name;
    int offering = 1;
};
struct MineCounts {
    std::int64_t todo = 0, submitted = 0, missed = 0;
};
struct MinePage {
    std::vector<MineItem> list;
    std::int64_t total = 0;
    MineCounts counts;
};

// One exam in figures for its teachers (GET /exam/overview): each learner's latest submitted attempt.
struct ScoreBand {
    std::string label;
    std::int64_t count = 0;
};
struct Overview {
    std::int64_t learners = 0, submitted = 0, graded = 0, pending = 0, passed = 0;
    std::optional<std::int64_t> average, highest, lowest;
    std::vector<ScoreBand> distribution;
};

// An uploaded offline answer file (answerMode 2).
// Offline answer files (docs/exams.md, offline answer).
inline constexpr std::size_t kOfflineMaxBytes = 20 * 1024 * 1024;
inline constexpr std::size_t kOfflineBodyLimit = kOfflineMaxBytes + 1024 * 1024;  // the file and the form around it
inline constexpr std::string_view kMsgOfflineNoFile = "请选择要上传的文件";
inline constexpr std::string_view kMsgOfflineTooLarge = "文件不能超过20MB";
inline constexpr std::string_view kMsgOfflineType = "只能上传PDF、Word、图片或ZIP文件";

struct OfflineUpload {
    std::string exam_sign;
    std::string file_name;
    std::string bytes;
    // A training's upAssignment (true) or upExamineFile (false) takes only homework, or only exams, of its own
    // course row.
    std::optional<bool> homework;
    std::optional<std::int64_t> course_id;
};

struct AnswerFile {
    std::string path;  // under <files>
    std::string name;
    std::string mime;
    std::int64_t size = 0;
};

}  // namespace xj::exams
