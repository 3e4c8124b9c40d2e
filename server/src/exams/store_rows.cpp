#include "exams/store_rows.h"

namespace xj::exams {

PaperExam paper_exam_of(const db::Row& r) {
    PaperExam e;
    e.id = r.integer("id");
    e.sign = r.text("sign");
    e.course_id = r.integer("course_id");
    e.type = static_cast<int>(r.integer("type"));
    e.name = r.text("name");
    e.attention = r.text("attention");
    e.start_at = r.integer("start_at");
    e.end_at = r.integer("end_at");
    e.exam_time = static_cast<int>(r.integer("exam_time"));
    e.total_score = static_cast<int>(r.integer("total_score"));
    e.answer_mode = static_cast<int>(r.integer("answer_mode"));
    e.shuffle = r.integer("shuffle") != 0;
    e.attempt_limit = static_cast<int>(r.integer("attempt_limit"));
    e.released = r.integer("release_status") == 1;
    e.answers_released = r.integer("answers_released") != 0;
    return e;
}

void page_params(db::Params& params, std::int64_t size, std::int64_t offset) {
    params.push_back({"limit", size});
    params.push_back({"offset", offset});
}

}  // namespace xj::exams
