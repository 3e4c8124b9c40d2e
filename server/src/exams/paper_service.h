// Students' attempts (docs/exams.md, Calls — students): start or resume a test paper on the server's clock, saves
// ordered by saveSeq, submission by one conditional UPDATE, the deadline sweep (a background thread every
// sweep period, and on every access); grading (automatic on submission, annotation answers and offline records by
// a teacher of the course), the records list and its export, offline answer files, the course page's homework and
// exam lists and the small plate's counts. Member functions are defined by sub-resource: paper_service.cpp,
// grading_service.cpp, records_service.cpp, offline_service.cpp.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/access.h"
#include "core/periodic_task.h"
#include "core/xlsx_export.h"
#include "courses/service.h"
#include "exams/exam_store.h"
#include "exams/paper_batch.h"
#include "exams/paper_model.h"
#include "exams/paper_store.h"
#include "exams/records_store.h"

namespace xj::exams {

// One exam on a student's list from its latest attempt (null: none yet), at now (records_service.cpp).
ExamItem exam_item(PaperExam exam, const LatestAttempt* latest, bool enrolled, std::int64_t now);

class PaperService {
public:
    PaperService(db::Database& db, const core::Clock& clock, courses::CourseService& courses)
        : db_(db), clock_(clock), courses_(courses), batch_(db), exporter_(clock) {}
    ~PaperService() { stop_sweep(); }
    PaperService(const PaperService&) = delete;
    PaperService& operator=(const PaperService&) = delete;

    void set_files_dir(std::filesystem::path dir) { files_dir_ = std::move(dir); }
    core::Exporter& exporter() { return exporter_; }
    // Starts the deadline sweep on its own thread (never an I/O thread): every `period` (core::Config::exam_sweep:
    // 60 s, XJ_EXAM_SWEEP_MS), attempts past their deadline are submitted and graded with what was saved.
    // stop_sweep() (or the destructor) stops it and the writes' group commit (TxBatcher): call it before the
    // database closes.
    void start_sweep(std::chrono::milliseconds period);
    void stop_sweep();
    // Starts and saves share commits (SQLite until stopped; on PostgreSQL each commits alone).
    bool writes_batched() const { return batch_.grouping(); }
    // One sweep at `now`; returns the attempts it submitted.
    int sweep(std::int64_t now);

    // Student: start or resume (restart: a new attempt after a submitted one).
    Paper start(const core::AuthUser& user, const std::string& exam_sign, bool restart);
    RecordView record(const core::AuthUser& user, const std::string& record_sign);
    SaveResult save(const core::AuthUser& user, const SaveInput& in);
    std::vector<ExamItem> course_items(const core::AuthUser& user, std::string_view host,
                                       const std::string& course_sign, bool homework);
    // A training's homework (true) or exams: TrainingService has checked the training and that the caller is its
    // trainee or manager.
    std::vector<ExamItem> training_items(const core::AuthUser& user, std::int64_t course_id, bool homework);
    PendingCounts pending(const core::AuthUser& user);
    // The user's open homework and exams one by one, the soonest due first (at most limit).
    std::vector<PendingItem> pending_items(const core::AuthUser& user, int limit);
    // The user's graded unit tests and final exams, last graded first: what a resume may cite (docs/resume.md).
    std::vector<GradedScore> graded_scores(std::int64_t user_id);
    // The catalogue's homework and exam children of a course (CourseService::set_chapter_tasks).
    std::vector<courses::CatalogueTask> chapter_tasks(db::Conn& conn, std::int64_t course_id) const {
        return records_.chapter_tasks(conn, course_id);
    }
    RecordView upload_offline(const core::AuthUser& user, const OfflineUpload& up);
    // The course row an exam belongs to (any release state), for another domain's own checks before an upload.
    std::optional<std::int64_t> exam_course(db::Conn& conn, std::string_view exam_sign) const {
        auto exam = store_.exam_for_attempt(conn, exam_sign);
        return exam ? std::optional<std::int64_t>(exam->course_id) : std::nullopt;
    }

    // Teacher of the exam's course.
    RecordPage find_records(const core::AuthUser& user, const RecordQuery& q);
    // Every record the query finds (the export; -1000 past the exporter's row cap), with the course name.
    std::pair<std::string, RecordPage> records_for_export(const core::AuthUser& user, RecordQuery q);
    RecordView grade_answer(const core::AuthUser& user, const std::string& record_sign,
                            const std::string& question_sign, std::int64_t score, const std::string& comment);
    RecordView grade_record(const core::AuthUser& user, const std::string& record_sign, std::int64_t score,
                            const std::string& comment);
    // The student's uploaded answer file: its path on disk and name.
    std::pair<std::filesystem::path, AnswerFile> answer_file(const core::AuthUser& user,
                                                             const std::string& record_sign);

    // Across courses (across_service.cpp, docs/exams.md "Across courses"): the user's homework and exams of every
    // course and training; the grading queue of the courses a teacher or school admin manages (one of them with
    // course_sign: -6 for another); one exam in figures for its managers (-1000 考试不存在, -6).
    MinePage mine(const core::AuthUser& user, const MineQuery& q);
    // The user's uploaded answer files, the latest first (/home/uploading).
    std::vector<core::UploadedFile> answer_files(const core::AuthUser& user, int limit) {
        return db_.with_conn([&](db::Conn& c) { return records_.answer_files(c, user.id, limit); });
    }
    core::Paged<QueueRow> grading_queue(const core::AuthUser& user, const std::optional<std::string>& course_sign,
                                        const core::Page& page);
    std::pair<ExamRow, Overview> overview(const core::AuthUser& user, const std::string& exam_sign);

private:
    // Submits (0 → 1, one conditional UPDATE) and grades; false when it was already submitted.
    bool submit_and_grade(db::Conn& conn, const PaperExam& exam, std::int64_t attempt_id, std::int64_t now,
                          bool automatic);
    // Submits the attempt when its deadline has passed (on access); returns it as it now is.
    Attempt settle_overdue(db::Conn& conn, const PaperExam& exam, Attempt a, std::int64_t now);
    RecordView view_of(db::Conn& conn, const PaperExam& exam, const Attempt& a, bool teacher);
    // The record and its exam for a reader: its student or a manager of its course (-6 otherwise).
    std::pair<PaperExam, Attempt> readable(db::Conn& conn, const core::AuthUser& user, const std::string& record_sign,
                                           bool* teacher);
    std::pair<PaperExam, Attempt> managed_record(db::Conn& conn, const core::AuthUser& user,
                                                 const std::string& record_sign);
    // The exam a student starts or uploads for, locked for the rest of the write transaction (-1000 考试不存在,
    // -6 not enrolled, -1000 考试尚未开始 unreleased).
    PaperExam student_exam(db::Conn& conn, const core::AuthUser& user, const std::string& exam_sign);
    std::vector<ExamItem> items_of(db::Conn& conn, const core::AuthUser& user, std::int64_t course_id, bool homework);
    Paper paper_of(db::Conn& conn, const PaperExam& exam, const Attempt& attempt, std::int64_t now);

    db::Database& db_;
    const core::Clock& clock_;
    courses::CourseService& courses_;
    TxBatcher batch_;  // starts and saves: one commit for the writes that arrive together
    PaperStore store_;
    RecordsStore records_;
    ExamStore exams_;
    core::Exporter exporter_;
    std::filesystem::path files_dir_;

    core::PeriodicTask sweeper_;
};

}  // namespace xj::exams
