// The training calls' JSON (docs/training.md, docs/api.md).
#pragma once

#include <vector>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "courses/model.h"
#include "training/model.h"
#include "training/service.h"

namespace xj::training {

// A card with its state (1 报名中, 2 进行中, 3 已结束) as of `now`.
boost::json::object card_json(const TrainingCard& card, std::int64_t now);
boost::json::array cards_json(const std::vector<TrainingCard>& cards, std::int64_t now);
boost::json::object paged_cards_json(const Paged<TrainingCard>& page, std::int64_t now);
boost::json::array query_groups_json(const std::vector<QueryGroup>& groups);
boost::json::object header_json(const TrainingHeader& header, std::int64_t now);
boost::json::object body_json(const TrainingDetail& detail);
boost::json::object plan_json(const TrainingDetail& detail);
boost::json::object enterprise_json(const Enterprise& enterprise);
boost::json::object paged_enterprises_json(const Paged<Enterprise>& page);
boost::json::array enterprises_json(const std::vector<Enterprise>& enterprises);
boost::json::object my_study_json(const MyStudy& study);
// Chapters with upperCaseChapterLevel, their videos in childList, and their homework and exams by kind:
// trainChapterOnlineWork (4), trainChapterUserWork (2), trainChapterOnlineExamination (5),
// trainChapterUserExamination (3); trainChapterPracticeTaskList (the chapter's practical tasks, practice_item_json).
boost::json::array timetable_json(const Timetable& timetable);
// A practical task with the caller's work: {taskId (its number), idSign, title, description, passLine, fullScore,
// chapterIdSign, chapterName, upperCaseChapterLevel ("" outside a chapter), requires [numbers], status 0–3, statusName,
// userScore (scored only), passed, isDis, disReason, recordId, fileName, submittedAt, comment}.
boost::json::object practice_item_json(const PracticeItem& item);
boost::json::array practice_items_json(const std::vector<PracticeItem>& items);
boost::json::object practice_record_json(const PracticeRecord& record);
boost::json::object practice_records_json(const Paged<PracticeRecord>& page);
// The practical results' sheet (POST /train/getPracticeRecords/export): its columns and one row per record.
std::vector<core::XlsxColumn> practice_record_columns();
void write_practice_record(core::XlsxWriter& w, const PracticeRecord& record);
boost::json::object progress_json(const TrainingProgress& progress);
boost::json::array watch_record_json(const std::vector<courses::VideoItem>& videos);
// Resource: resourcesUrl (the file's sign), resourcesName, idx, url (the access-checked download).
boost::json::array resources_json(const std::vector<courses::DataFile>& files);
boost::json::object my_trainings_json(const Paged<MyTraining>& page, std::int64_t now);

}  // namespace xj::training
