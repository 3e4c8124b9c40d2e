// The SQL of lists over attempts: a course's records for its teachers (findRecords), the course page's homework and
// exam lists with the student's latest attempt, and the small plate's open counts.
#pragma once

#include <cstdint>
#include <vector>

#include "core/page.h"
#include "core/uploaded_file.h"
#include "courses/model.h"
#include "db/db.h"
#include "exams/paper_model.h"

namespace xj::exams {

// The student's latest attempt of one exam (the course page).
struct LatestAttempt {
    std::int64_t exam_id = 0;
    std::string sign;
    int submit_status = 0;
    std::optional<std::int64_t> score;
    std::int64_t count = 0;  // attempts made
    bool any_submitted = false;
    std::optional<std::int64_t> best_graded;  // the latest graded attempt's score
};

class RecordsStore {
public:
    RecordPage find(db::Conn& conn, std::int64_t course_id, std::int64_t school_id, const RecordQuery& q,
                    std::int64_t exam_id) const;
    // Released exams of the course of the given types, by start time.
    std::vector<PaperExam> released_exams(db::Conn& conn, std::int64_t course_id, bool homework) const;
    // The user's attempts of the course's exams, summed per exam (one statement).
    std::vector<LatestAttempt> latest_attempts(db::Conn& conn, std::int64_t course_id, std::int64_t user_id) const;
    // Released homework and exams of the course placed in a chapter (the catalogue), by start time.
    std::vector<courses::CatalogueTask> chapter_tasks(db::Conn& conn, std::int64_t course_id) const;
    // The user's graded attempts of unit tests and final exams, last graded first (at most limit).
    std::vector<GradedScore> graded(db::Conn& conn, std::int64_t user_id, int limit) const;
    // Released homework (work) and exams (exam) of the user's courses, open at now, without a submitted attempt.
    PendingCounts pending(db::Conn& conn, std::int64_t user_id, std::int64_t now) const;
    // … the same, one by one: the soonest due first (at most limit).
    std::vector<PendingItem> pending_items(db::Conn& conn, std::int64_t user_id, std::int64_t now, int limit) const;

    // Across courses (docs/exams.md "Across courses"). The released homework and exams of the user's courses and
    // trainings on the query's page (items without their attempts yet), the total and the three counts.
    MinePage mine(db::Conn& conn, std::int64_t user_id, std::int64_t now, const MineQuery& q) const;
    // The user's attempts of the given exams, summed per exam (one statement).
    std::vector<LatestAttempt> latest_attempts_of(db::Conn& conn, std::int64_t user_id,
                                                  const std::vector<std::int64_t>& exam_ids) const;
    // Submitted attempts waiting for a mark of the courses a teacher (team) or a school admin (school) manages, or
    // of one course of theirs; the oldest submission first.
    core::Paged<QueueRow> queue(db::Conn& conn, std::optional<std::int64_t> teacher_id,
                                std::optional<std::int64_t> admin_school, std::optional<std::int64_t> course_id,
                                const core::Page& page) const;
    // (user, submit status, score) of the exam's submitted attempts, each user's in attempt order.
    struct SubmittedAttempt {
        std::int64_t user_id = 0;
        int submit_status = 0;
        std::optional<std::int64_t> score;
    };
    std::vector<SubmittedAttempt> submitted_attempts(db::Conn& conn, std::int64_t exam_id) const;
    // The user's uploaded answer files (offline homework and exams), the latest first (at most limit).
    std::vector<core::UploadedFile> answer_files(db::Conn& conn, std::int64_t user_id, int limit) const;
};

}  // namespace xj::exams
