// The practical tasks' SQL, and only SQL (docs/training.md "Practical tasks"). It writes practice_task,
// practice_prerequisite and practice_result; it reads the chapters and users they name.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/db.h"
#include "training/practice_model.h"

namespace xj::training {

// A task and the training it belongs to (the service checks the caller against the training).
struct TaskOfTraining {
    PracticeTask task;
    std::string train_sign;
};

class PracticeStore {
public:
    // The training's tasks in timetable order (chapter, then sort, then number) with their prerequisites.
    std::vector<PracticeItem> tasks_of(db::Conn& conn, std::int64_t course_id) const;
    // The trainee's results on the training's tasks, by task id.
    std::map<std::int64_t, PracticeResult> results_of(db::Conn& conn, std::int64_t course_id,
                                                      std::int64_t user_id) const;
    std::optional<TaskOfTraining> task(db::Conn& conn, std::string_view sign) const;
    // The trainee's scores on the tasks `task_id` requires, read FOR SHARE on PostgreSQL (a regrade waits for the
    // write that read them, or is read by it once committed); SQLite's writes are serial.
    std::map<std::int64_t, std::optional<int>> required_scores(db::Conn& conn, std::int64_t task_id,
                                                               std::int64_t user_id) const;

    // Starts the task once (a second start keeps the first); the trainee's result afterwards.
    PracticeResult start(db::Conn& conn, const std::string& sign, std::int64_t task_id, std::int64_t user_id,
                         std::int64_t now) const;
    // lock: the row FOR UPDATE on PostgreSQL (a hand-in and a score of one result run one after the other).
    std::optional<PracticeResult> result(db::Conn& conn, std::int64_t task_id, std::int64_t user_id,
                                         bool lock = false) const;
    // The highest score given on the task (nullopt: none).
    std::optional<int> best_score(db::Conn& conn, std::int64_t task_id) const;
    // Hands the file in: status 2, the score and comment cleared.
    void hand_in(db::Conn& conn, std::int64_t result_id, const PracticeResult& file, std::int64_t now) const;
    void score(db::Conn& conn, std::int64_t result_id, int score, const std::string& comment, std::int64_t by,
               std::int64_t now) const;

    // The trainee's scored tasks in every training, last scored first (at most limit).
    std::vector<ScoredPractice> scored(db::Conn& conn, std::int64_t user_id, int limit) const;

    // The teacher's list: handed-in (and started) work of the training, newest hand-in first.
    core::Paged<PracticeRecord> records(db::Conn& conn, std::int64_t course_id, const PracticeRecordQuery& q) const;
    // One result by its sign with its task; its training's course row and school (for a teacher's score, a file).
    std::optional<PracticeRecord> record(db::Conn& conn, std::string_view sign, std::int64_t* course_id,
                                         std::int64_t* school_id = nullptr) const;

    // The demo and the managers' calls: a task, and a requirement.
    std::int64_t insert_task(db::Conn& conn, const PracticeTask& task, std::int64_t now) const;
    void require(db::Conn& conn, std::int64_t task_id, std::int64_t required_id) const;
    bool any_task(db::Conn& conn, std::int64_t course_id) const;
    void update_task(db::Conn& conn, const PracticeTask& task, std::int64_t now) const;
    // Replaces the task's requirements.
    void set_requirements(db::Conn& conn, std::int64_t task_id, const std::vector<std::int64_t>& required_ids) const;
    void delete_task(db::Conn& conn, std::int64_t task_id) const;
    bool has_results(db::Conn& conn, std::int64_t task_id) const;
    // The numbers of the tasks that require `task_id`.
    std::vector<int> required_by(db::Conn& conn, std::int64_t task_id) const;
    // A chapter of the training by its sign.
    std::optional<std::int64_t> chapter_of(db::Conn& conn, std::int64_t course_id, std::string_view chapter_sign) const;
    // The training row on PostgreSQL: FOR UPDATE by the managers' writes to its tasks (two requirement changes at
    // once cannot close a cycle the other's check did not see), FOR SHARE by a trainee's start or hand-in (a
    // requirement or pass line changed at the same moment is waited for, then read). SQLite's writes are serial.
    void lock_training(db::Conn& conn, std::int64_t course_id, bool exclusive) const;
};

}  // namespace xj::training
