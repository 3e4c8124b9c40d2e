// The training domain's rules (docs/training.md, decision 0008): the school's training catalogue (/train), a
// training's page (header, body, plan, teachers, partner enterprises) and the partner enterprises' list. A visitor
// sees the published trainings of the host's school; a draft only its teachers and the school's admins
// (-1000 培训项目不存在 for anyone else, the same answer as an unknown id).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "authoring/service.h"
#include "core/access.h"
#include "core/clock.h"
#include "core/xlsx_export.h"
#include "courses/service.h"
#include "db/db.h"
#include "exams/paper_service.h"
#include "study/service.h"
#include "training/model.h"
#include "training/practice_model.h"
#include "training/practice_store.h"
#include "training/rules.h"
#include "training/store.h"

namespace xj::training {

using OptUser = std::optional<core::AuthUser>;

// The filters the list offers (GET /train/getQueryList): the partner enterprises with published trainings and the
// three states.
struct QueryOption {
    std::string value;
    std::string label;
};
struct QueryGroup {
    std::string key;  // the list's filter field
    std::string name;
    std::vector<QueryOption> options;
};

// The timetable: the course machinery's chapters (videos, homework, exams) and the practical tasks, each task with
// the caller's work and gate (PracticeItem::chapter_sign names its chapter).
struct Timetable {
    std::vector<courses::Chapter> chapters;
    std::vector<PracticeItem> tasks;
};

// The training page's header: the training, its partners, and the caller's standing.
struct TrainingHeader {
    TrainingDetail detail;
    std::vector<Enterprise> partners;
    std::optional<MyStudy> my_study;
    bool can_manage = false;
    int state = kStateRunning;
};

class TrainingService {
public:
    TrainingService(db::Database& db, const core::Clock& clock, courses::CourseService& courses,
                    authoring::AuthoringService& authoring, study::StudyService& study, exams::PaperService& papers)
        : db_(db),
          clock_(clock),
          courses_(courses),
          authoring_(authoring),
          study_(study),
          papers_(papers),
          exporter_(clock) {}

    std::vector<TrainingCard> recommended(std::string_view host, int limit);
    std::vector<QueryGroup> query_options(std::string_view host);
    Paged<TrainingCard> list(std::string_view host, const ListQuery& query);

    TrainingHeader header(std::string_view host, const OptUser& user, const std::string& sign);
    TrainingDetail body(std::string_view host, const OptUser& user, const std::string& sign);
    std::vector<courses::CourseTeacher> teachers(std::string_view host, const OptUser& user, const std::string& sign);
    Paged<Enterprise> enterprises(std::string_view host, bool joined, const Page& page);
    std::vector<Enterprise> partners(std::string_view host, const OptUser& user, const std::string& sign);

    // Joining (free trainings; a teacher of it joins any): the standing, the same on a second join. A training
    // joined by code says 请使用激活码参加培训, one bought 该培训项目需购买后参加.
    MyStudy join(std::string_view host, const core::AuthUser& user, const std::string& sign);
    // For commerce, in its transaction: refuses a training that is not bought by order — ended (该培训项目已结束) or
    // joined by code (请使用激活码参加培训); a free one is refused by commerce itself.
    void require_purchasable(db::Conn& conn, std::int64_t school_id, const std::string& sign) const;
    // For commerce's activation codes bought in bulk: whether the training has ended (its codes are no longer sold),
    // whatever its rule. -1000 培训项目不存在 for an unknown one.
    bool has_ended(db::Conn& conn, std::int64_t school_id, const std::string& sign) const;
    // The timetable: chapters with their videos (the user's progress), homework and exams, and the practical tasks
    // (public, as the course catalogue; a visitor sees every gated task closed).
    Timetable timetable(std::string_view host, const OptUser& user, const std::string& sign);
    // Trainees only (-1000 请先参加培训).
    TrainingProgress progress(std::string_view host, const core::AuthUser& user, const std::string& sign);
    // The videos the trainee has watched, in timetable order (-1000 请先参加培训).
    std::vector<courses::VideoItem> watch_record(std::string_view host, const core::AuthUser& user,
                                                 const std::string& sign);
    // Trainees, the training's teachers and its school's admins (-1000 请先参加培训).
    std::vector<courses::DataFile> resources(std::string_view host, const core::AuthUser& user,
                                             const std::string& sign);
    // A video of the timetable (its sign, in the chapter named) played through the study domain's signed URL:
    // -1000 视频不存在 when the video is not the chapter's or not a training's, 请先加入学习 unless a member.
    study::MediaTicket video_authority(std::string_view host, const core::AuthUser& user, const std::string& video_sign,
                                       const std::string& chapter_sign);
    // The training's released homework (works) or exams with the caller's standing in each (spec 02 §4's display):
    // trainees, its teachers and its school's admins (-1000 请先参加培训).
    std::vector<exams::ExamItem> works(std::string_view host, const core::AuthUser& user, const std::string& sign,
                                       bool homework);
    // An answer file for an offline homework (upAssignment) or exam (upExamineFile) of a training of the host's
    // school the caller has joined and that has not ended (考试不存在 for a course's exam, or the other kind); then
    // the exams domain's offline answer checks the exam's window and the file by its content.
    exams::RecordView upload(std::string_view host, const core::AuthUser& user, exams::OfflineUpload up, bool homework);
    Paged<MyTraining> mine(const core::AuthUser& user, std::optional<int> status, const Page& page);

    // The user's scored practical tasks in every training, last scored first (the resume's practice list).
    std::vector<ScoredPractice> scored_practice(std::int64_t user_id);

    // Practical tasks (practice_service.cpp, docs/training.md "Practical tasks"). The list: trainees, the training's
    // teachers and its school's admins (-1000 请先参加培训), each task with the caller's work and gate.
    std::vector<PracticeItem> practice_tasks(std::string_view host, const core::AuthUser& user,
                                             const std::string& sign);
    // A trainee starts a task (once) or hands its file in (PDF, Office, image or ZIP ≤ 20 MB, judged by content;
    // again until it has passed). A task whose prerequisites have not all reached their pass lines is refused with
    // -1000 请先通过前置任务：…, checked in the write's transaction; an ended training with 该培训项目已结束.
    PracticeItem start_practice(std::string_view host, const core::AuthUser& user, const std::string& task_sign);
    PracticeItem submit_practice(std::string_view host, const core::AuthUser& user, const PracticeUpload& up);
    // The training's teachers and its school's admins: the handed-in work, and its score (0 to the task's full
    // score; -1000 任务尚未提交 for work not handed in).
    Paged<PracticeRecord> practice_records(std::string_view host, const core::AuthUser& user,
                                           const PracticeRecordQuery& q);
    // Every record the query selects (its paging ignored), for the export; -1000 when more than the exporter takes.
    PracticeRecordsExport practice_records_export(std::string_view host, const core::AuthUser& user,
                                                  PracticeRecordQuery q);
    core::Exporter& exporter() { return exporter_; }
    PracticeRecord score_practice(std::string_view host, const core::AuthUser& user, const std::string& record_sign,
                                  std::int64_t score, const std::string& comment);
    // The handed-in file, for its trainee and the training's managers: its path on disk and the record.
    std::pair<std::filesystem::path, PracticeRecord> practice_file(std::string_view host, const core::AuthUser& user,
                                                                   const std::string& record_sign);
    void set_files_dir(std::filesystem::path dir) { files_dir_ = std::move(dir); }

    // Authoring (manage_service.cpp, docs/training.md "Authoring"): a teacher or school admin of a school creates a
    // training (a draft; its creator the lead teacher); its managers — its teachers and its school's admins — read it
    // for the editor, change it and publish or unpublish it. Partner enterprises are the school's (合作企业不存在).
    std::string add_training(std::string_view host, const core::AuthUser& user, const TrainingForm& form);
    TrainingHeader edited(std::string_view host, const core::AuthUser& user, const std::string& sign);
    TrainingHeader update_training(std::string_view host, const core::AuthUser& user, const std::string& sign,
                                   const TrainingForm& form);
    TrainingHeader set_published(std::string_view host, const core::AuthUser& user, const std::string& sign,
                                 bool published);
    // The trainings the user is on the team of, any status (我的授课's trainings).
    Paged<TrainingCard> managed_list(const core::AuthUser& user, const Page& page);

    // The training's managers write its practical tasks (practice_authoring.cpp): a number unique in the training
    // (任务编号已存在), a chapter of its own (章节不存在), prerequisites among its tasks (前置任务不存在) that never
    // close a cycle (前置任务不能形成循环). A task with trainees' work, or required by another, is not deleted.
    PracticeItem add_practice_task(std::string_view host, const core::AuthUser& user, const PracticeTaskForm& form);
    PracticeItem update_practice_task(std::string_view host, const core::AuthUser& user, const std::string& task_sign,
                                      const PracticeTaskForm& form);
    void delete_practice_task(std::string_view host, const core::AuthUser& user, const std::string& task_sign);

    // Where a training stands today (its card's state).
    int state_of(const TrainingCard& card) const { return state_at(card.starts_at, card.ends_at, now()); }

private:
    // The training of the host's school the user may see (nullopt otherwise); visible: -1000 培训项目不存在.
    std::optional<TrainingDetail> seen(db::Conn& conn, std::int64_t school_id, const OptUser& user,
                                       const std::string& sign) const;
    TrainingDetail visible(db::Conn& conn, std::int64_t school_id, const OptUser& user, const std::string& sign) const;
    // visible, and the user a trainee (or, with managers, a teacher of it or its school's admin); -1000 请先参加培训.
    TrainingDetail member_view(db::Conn& conn, std::string_view host, const core::AuthUser& user,
                               const std::string& sign, bool managers);
    std::int64_t now() const { return clock_.now_seconds(); }
    // The tasks of a training with `user_id`'s work and gates (0: a visitor's, every gated task closed).
    std::vector<PracticeItem> practice_items(db::Conn& conn, std::int64_t course_id, std::int64_t user_id) const;
    // The item of one task after a write (the trainee's).
    PracticeItem practice_item(db::Conn& conn, std::int64_t course_id, std::int64_t task_id,
                               std::int64_t user_id) const;
    // The task a trainee writes to, of a visible training they joined, open now: refuses an ended training and a
    // task whose prerequisites have not reached their pass lines (their results read FOR SHARE).
    TaskOfTraining open_task(db::Conn& conn, std::string_view host, const core::AuthUser& user,
                             const std::string& task_sign);
    // The training the user manages, by its sign (-1000 培训项目不存在, -6 for anyone but its managers).
    TrainingDetail managed_training(db::Conn& conn, std::string_view host, const core::AuthUser& user,
                                    const std::string& sign) const;
    // A task of a training the user manages (-1000 实训任务不存在 otherwise).
    TaskOfTraining managed_task(db::Conn& conn, std::string_view host, const core::AuthUser& user,
                                const std::string& task_sign) const;
    // The school's enterprises the form names, in its order (-2 enterpriseIds 合作企业不存在).
    std::vector<std::int64_t> partner_ids(db::Conn& conn, std::int64_t school_id, const TrainingForm& form) const;
    // Writes the form onto `task` (its chapter and requirements resolved and checked) and stores it.
    PracticeTask write_task(db::Conn& conn, PracticeTask task, const PracticeTaskForm& form);
    // A record of a training the user manages (-1000 实训记录不存在 otherwise, or for another school).
    PracticeRecord managed_record(db::Conn& conn, std::string_view host, const core::AuthUser& user,
                                  const std::string& record_sign, std::int64_t* course_id);

    db::Database& db_;
    const core::Clock& clock_;
    courses::CourseService& courses_;
    authoring::AuthoringService& authoring_;
    study::StudyService& study_;
    exams::PaperService& papers_;
    TrainingStore store_;
    PracticeStore practice_;
    std::filesystem::path files_dir_;
    core::Exporter exporter_;
};

}  // namespace xj::training
