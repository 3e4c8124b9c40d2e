// Exams' JSON (docs/exams.md, Calls — exams): Exam {idSign, examinationName, attention, courseIdSign, courseId,
// courseName, chapterIdSign, type, typeName, startTime, endTime (ISO, China time), examTime, totalScore, answerMode,
// shuffle, attemptLimit, releaseStatus, answersReleased, subjectCount, attemptCount, gradedCount, createTime,
// updateTime}; subjects (Question + serial).
#pragma once

#include <boost/json.hpp>

#include "exams/exam_service.h"

namespace xj::exams {

boost::json::object exam_json(const ExamRow& e);
boost::json::object exam_subject_json(const ExamSubject& s);
boost::json::object two_list_json(const TwoList& t);

}  // namespace xj::exams
