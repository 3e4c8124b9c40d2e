// The training domain's types (docs/training.md, decision 0008): a training programme is a course row whose
// offering is 2 plus its training row; partner enterprises. No JSON, no SQL.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/page.h"

namespace xj::training {

using core::Page;
using core::Paged;

// How a trainee joins (training.join_rule).
inline constexpr std::string_view kJoinFree = "free";    // anyone signed in
inline constexpr std::string_view kJoinCode = "code";    // with an activation code
inline constexpr std::string_view kJoinOrder = "order";  // bought (commerce, issue 15)

// A training as its editor writes it (POST /train/addTrain, /train/updateTrain).
struct TrainingForm {
    std::string name;
    std::string introduction;
    std::string details;
    std::string picture;
    int hours = 0;
    std::string plan;
    std::string join_rule{"free"};
    std::int64_t price_fen = 0;  // only a training bought by order has a price
    std::optional<std::int64_t> starts_at;
    std::optional<std::int64_t> ends_at;
    bool recommend = false;
    std::vector<std::string> enterprise_signs;
};

// The training calls' refusals (-1000).
inline constexpr std::string_view kMsgNoTraining = "培训项目不存在";
inline constexpr std::string_view kMsgJoinFirst = "请先参加培训";
inline constexpr std::string_view kMsgByCode = "请使用激活码参加培训";
inline constexpr std::string_view kMsgByOrder = "该培训项目需购买后参加";
inline constexpr std::string_view kMsgEnded = "该培训项目已结束";
inline constexpr std::string_view kMsgNoVideo = "视频不存在";

// Where a training stands by its dates (the list's `state` filter and each card's; rules.h).
inline constexpr int kStateUpcoming = 1;
inline constexpr int kStateRunning = 2;
inline constexpr int kStateEnded = 3;

// One training as lists show it.
struct TrainingCard {
    std::int64_t id = 0;  // its course row's
    std::string sign;     // the spec's trainId
    std::int64_t school_id = 0;
    std::string name;
    std::string introduction;
    std::string picture;
    std::int64_t price = 0;  // fen
    int status = 0;          // the course row's: 0 draft, 1 published, 2 archived
    int hours = 0;
    std::string join_rule{kJoinFree};
    bool recommend = false;
    std::optional<std::int64_t> starts_at;
    std::optional<std::int64_t> ends_at;
    std::int64_t student_count = 0;
    std::string enterprise_name;  // the first partner's, "" without one
    std::string teacher_name;     // the lead teacher's
    std::int64_t created_at = 0;
};

// The training page's header and body: the card, what it holds and the plan.
struct TrainingDetail {
    TrainingCard card;
    std::string details;
    std::string plan;
    int chapter_count = 0;
    int video_count = 0;
    std::int64_t duration_seconds = 0;
};

// The list's filters (POST /train/getTrainList); order "sort" (the school's order), "new" or "hot".
struct ListQuery {
    Page page;
    std::string keyword;
    std::optional<std::string> enterprise_sign;
    std::optional<int> state;
    std::string order = "sort";
};

struct Enterprise {
    std::int64_t id = 0;
    std::string sign;
    std::int64_t school_id = 0;
    std::string name;
    std::string logo;
    std::string introduction;
    std::string industry;
    bool joined = true;
    std::int64_t training_count = 0;  // the school's published trainings it partners
};

// The trainee's own standing in a training (the header's), nullopt when not a trainee.
struct MyStudy {
    int progress = 0;
    int status = 1;  // 1 studying, 2 finished
    std::int64_t studied_seconds = 0;
    std::int64_t joined_at = 0;
    std::optional<std::int64_t> last_studied_at;
    std::optional<std::string> last_video_sign;  // where the video page resumes
};

// A training of the learning centre's list (我的培训): the card and the trainee's standing.
struct MyTraining {
    TrainingCard card;
    MyStudy study;
};

// The progress tab: the standing and the videos completed of all.
struct TrainingProgress {
    MyStudy study;
    int video_count = 0;
    int completed_videos = 0;
    std::int64_t duration_seconds = 0;
};

}  // namespace xj::training
