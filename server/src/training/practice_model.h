// Practical tasks of a training (docs/training.md "Practical tasks", decision 0008): tasks with pass lines whose
// prerequisites are data, and a trainee's work on each. No JSON, no SQL.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/page.h"

namespace xj::training {

// A trainee's work on a task (practice_result.status); 0 is "not started" (no row).
inline constexpr int kPracticeNone = 0;
inline constexpr int kPracticeStarted = 1;    // 进行中
inline constexpr int kPracticeSubmitted = 2;  // 待评分
inline constexpr int kPracticeScored = 3;     // 已评分

inline constexpr std::size_t kPracticeFileMax = 20 * 1024 * 1024;
inline constexpr std::size_t kPracticeBodyLimit = kPracticeFileMax + 1024 * 1024;

inline constexpr std::string_view kMsgNoTask = "实训任务不存在";
inline constexpr std::string_view kMsgNoPracticeRecord = "实训记录不存在";
inline constexpr std::string_view kMsgPracticePassed = "任务已通过，不能再提交";
inline constexpr std::string_view kMsgPracticeNotSubmitted = "任务尚未提交";
inline constexpr std::string_view kMsgPracticeNoFile = "请选择要上传的文件";
inline constexpr std::string_view kMsgPracticeTooLarge = "文件不能超过20MB";
inline constexpr std::string_view kMsgPracticeType = "只能上传PDF、Office文档、图片或ZIP文件";

struct PracticeTask {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t course_id = 0;  // the training's course row
    std::optional<std::int64_t> chapter_id;
    int number = 0;  // task_no: the spec's taskId
    std::string title;
    std::string description;
    int pass_line = 0;
    int full_score = 0;
    int sort = 0;
    std::vector<std::int64_t> requires_ids;  // the tasks that must reach their pass lines first
};

struct PracticeResult {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t task_id = 0;
    std::int64_t user_id = 0;
    int status = kPracticeStarted;
    std::optional<int> score;
    std::string comment;
    std::optional<std::string> file_path;  // under <files>
    std::optional<std::string> file_name;
    std::optional<std::int64_t> file_size;
    std::optional<std::string> file_mime;
    std::int64_t started_at = 0;
    std::optional<std::int64_t> submitted_at;
    std::optional<std::int64_t> scored_at;
};

// One task as a trainee (or a visitor) sees it: the trainee's work, and whether it is open to them.
struct PracticeItem {
    PracticeTask task;
    std::optional<std::int64_t> chapter_level;  // where the timetable lists it
    std::string chapter_sign;
    std::string chapter_name;
    std::vector<int> requires_numbers;
    std::optional<PracticeResult> result;
    bool disabled = false;  // isDis: a prerequisite has not reached its pass line
    std::string reason;     // why, in the UI's words ("" when open)
};

// A file handed in for a task (multipart taskId, file).
struct PracticeUpload {
    std::string task_sign;
    std::string file_name;
    std::string bytes;
};

// The training's handed-in work as its teachers list it.
struct PracticeRecord {
    PracticeResult result;
    std::string task_sign;
    int task_number = 0;
    std::string task_title;
    int pass_line = 0;
    int full_score = 0;
    std::string user_sign;
    std::string user_name;
    std::string student_card;
};

// A task as its training's managers write it (add: train_sign; update: every field again).
struct PracticeTaskForm {
    std::string train_sign;
    std::optional<std::string> chapter_sign;  // absent: after the chapters
    int number = 0;
    std::string title;
    std::string description;
    int pass_line = 0;
    int full_score = 100;
    std::vector<std::string> requires_signs;  // tasks of the same training
};

inline constexpr int kPracticeNumberMax = 9999;
inline constexpr int kPracticeScoreMax = 1000;
inline constexpr std::size_t kPracticeTitleMax = 50;
inline constexpr std::size_t kPracticeDescriptionMax = 2000;
inline constexpr std::size_t kPracticeRequiresMax = 20;

struct PracticeRecordsExport {
    std::string training_name;
    std::vector<PracticeRecord> rows;
};

// A trainee's scored task with its training, for their own records (the resume's practice list and verified
// entries, docs/resume.md "Verified entries").
struct ScoredPractice {
    std::string sign;  // the result's
    std::string train_sign;
    std::string train_name;
    int task_number = 0;
    std::string task_title;
    int score = 0;
    int pass_line = 0;
    int full_score = 0;
    std::int64_t scored_at = 0;
    bool passed() const { return score >= pass_line; }
};

struct PracticeRecordQuery {
    std::string train_sign;
    std::optional<std::string> task_sign;
    std::optional<int> status;  // 1, 2 or 3
    core::Page page;
};

}  // namespace xj::training
