// The study calls' JSON shapes (docs/study.md "Video study", "Personal centre").
#pragma once

#include <vector>

#include <boost/json.hpp>

#include "study/model.h"

namespace xj::study {

boost::json::object ticket_json(const MediaTicket& t);
boost::json::object beat_json(const BeatResult& r);
boost::json::object resume_json(const ResumePoint& r);
boost::json::object summary_json(const StudySummary& s);
boost::json::object study_days_json(const std::vector<StudyDay>& days);
boost::json::array watch_locus_json(const std::vector<WatchEntry>& list);
boost::json::array tasks_json(const std::vector<StudyTask>& list);
// {resumeRatio, workNum, workTrainId, examNum, examTrainId}: workNum/examNum from the exams domain's counter,
// resumeRatio 0 and the train ids null until resumes and trainings exist.
boost::json::object small_plate_json(std::int64_t work_num = 0, std::int64_t exam_num = 0);

}  // namespace xj::study
