// JSON shapes of test papers, records, two lists, exam items and record rows (docs/exams.md, Calls — students).
#pragma once

#include <boost/json.hpp>

#include "exams/paper_model.h"
#include "exams/paper_service.h"

namespace xj::exams {

// Paper: never the answer key or the analysis.
boost::json::object paper_json(const Paper& p);
// Record view: the key and analysis only when v.show_key.
boost::json::object record_json(const RecordView& v);
boost::json::object save_json(const SaveResult& r);
boost::json::array exam_items_json(const std::vector<ExamItem>& items);
boost::json::object record_page_json(const RecordPage& p);
boost::json::object record_row_json(const RecordRow& r);
// Across courses (docs/exams.md "Across courses").
boost::json::object mine_page_json(const MinePage& p);
boost::json::object queue_json(const core::Paged<QueueRow>& p);
boost::json::object overview_json(const Overview& o);

}  // namespace xj::exams
