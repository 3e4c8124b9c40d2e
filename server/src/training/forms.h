// Reading the training calls' inputs (docs/training.md), with the contract's messages; paging: core::parse_page,
// keywords and home-list lengths: the courses domain's readers.
#pragma once

#include <string>

#include "core/request.h"
#include "training/model.h"
#include "training/practice_model.h"

namespace xj::training {

// POST /train/getTrainList: page and size (default 12), keyword (≤ 30 characters), enterpriseId (a sign), state
// 1–3 and order sort | new | hot; -2 校验未通过 naming the field otherwise.
ListQuery parse_list_query(const core::Request& req);
// The training's sign: the route's {id}, else the query's or body's trainId; -2 请选择培训项目 when absent.
std::string parse_train_id(const core::Request& req);

struct EnterpriseQuery {
    core::Page page;
    bool joined = true;
};
// The video authority's {videoId} (a chapter video's sign) and its trainChapterId (-2 请选择视频 / 请选择章节).
std::string parse_video_id(const core::Request& req);
std::string parse_chapter_id(const core::Request& req);

// page 1 and size 16 by default; isJoinEnterprise 0 or 1 (default 1).
EnterpriseQuery parse_enterprise_query(const core::Request& req);

// addTrain / updateTrain (docs/training.md "Authoring"): trainName (≤ 50), introduction (≤ 200), details and plan
// (≤ 5000), trainPicture, classHour 0–9999, joinRule free | code, startTime / endTime (dates, the end after the
// start; either may be absent), recommend, enterpriseIds (≤ 10 signs); -2 naming the field.
TrainingForm parse_training_form(const core::Request& req);
// publishTrain's status: 1 publish, 0 unpublish (-2 status 校验未通过 otherwise).
bool parse_publish_status(const core::Request& req);

// Practical tasks: a task's sign (taskIdSign, -2 请选择实训任务; taskId is the task's number), a handed-in file
// (multipart taskIdSign, file), a record's sign (recordId, -2 请选择实训记录), and the teachers' list {trainId,
// taskIdSign?, status 1–3?, page, size}.
std::string parse_task_id(const core::Request& req);
PracticeUpload parse_practice_upload(const core::Request& req);
std::string parse_record_id(const core::Request& req);
PracticeRecordQuery parse_practice_records(const core::Request& req);
// addPracticeTask / updatePracticeTask: {trainId (add), chapterId?, taskId 1–9999, title ≤ 50, description ≤ 2000,
// fullScore 1–1000 (default 100), passLine 0–fullScore, requires [task signs] ≤ 20}; -2 naming the field.
PracticeTaskForm parse_practice_task(const core::Request& req, bool adding);

}  // namespace xj::training
