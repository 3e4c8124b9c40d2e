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
// {courseCount, trainCount, learnerCount, finishedCount, studyHours (one decimal), days: [{date, minutes, learners}]}
boost::json::object train_index_json(const TrainIndex& index);
boost::json::array watch_locus_json(const std::vector<WatchEntry>& list);
boost::json::array tasks_json(const std::vector<StudyTask>& list);
// {resumeRatio, workNum, workTrainId, examNum, examTrainId} from the exams domain's counter: open homework and
// exams without a submission, and the training (sign) with the soonest due of each, null when none is a training's;
// resumeRatio from the resume domain (0 before the user has a resume).
boost::json::object small_plate_json(const PendingWork& pending);

}  // namespace xj::study
