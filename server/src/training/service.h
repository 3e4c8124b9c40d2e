// The training domain's rules (docs/training.md, decision 0008): the school's training catalogue (/train), a
// training's page (header, body, plan, teachers, partner enterprises) and the partner enterprises' list. A visitor
// sees the published trainings of the host's school; a draft only its teachers and the school's admins
// (-1000 培训项目不存在 for anyone else, the same answer as an unknown id).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/access.h"
#include "core/clock.h"
#include "courses/service.h"
#include "db/db.h"
#include "exams/paper_service.h"
#include "study/service.h"
#include "training/model.h"
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
                    study::StudyService& study, exams::PaperService& papers)
        : db_(db), clock_(clock), courses_(courses), study_(study), papers_(papers) {}

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
    // The timetable: chapters with their videos (the user's progress) and homework and exams (public, as the course
    // catalogue).
    std::vector<courses::Chapter> timetable(std::string_view host, const OptUser& user, const std::string& sign);
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
    // An answer file for an offline homework (upAssignment) or exam (upExamineFile): the exams domain's offline
    // answer, which checks the trainee, the exam's window and the file by its content.
    exams::RecordView upload(const core::AuthUser& user, exams::OfflineUpload up, bool homework);
    Paged<MyTraining> mine(const core::AuthUser& user, std::optional<int> status, const Page& page);

    // Where a training stands today (its card's state).
    int state_of(const TrainingCard& card) const { return state_at(card.starts_at, card.ends_at, now()); }

private:
    // The training of the host's school the user may see; -1000 培训项目不存在 otherwise.
    TrainingDetail visible(db::Conn& conn, std::int64_t school_id, const OptUser& user, const std::string& sign) const;
    // visible, and the user a trainee (or, with managers, a teacher of it or its school's admin); -1000 请先参加培训.
    TrainingDetail member_view(db::Conn& conn, std::string_view host, const core::AuthUser& user,
                               const std::string& sign, bool managers);
    std::int64_t now() const { return clock_.now_seconds(); }

    db::Database& db_;
    const core::Clock& clock_;
    courses::CourseService& courses_;
    study::StudyService& study_;
    exams::PaperService& papers_;
    TrainingStore store_;
};

}  // namespace xj::training
