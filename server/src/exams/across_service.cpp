// PaperService across courses (docs/exams.md "Across courses"): a student's homework and exams of every course and
// training (/test), the grading queue of a teacher's courses (/criticizes-system) and one exam in figures
// (/test-one).
#include <algorithm>
#include <unordered_map>

#include "core/api_error.h"
#include "exams/paper_service.h"

namespace xj::exams {

using core::ApiError;

namespace {

// The score bands of the distribution, by percentage of the total score.
struct Band {
    std::string_view label;
    std::int64_t from;  // percent, inclusive
};
constexpr Band kBands[] = {{"0-59", 0}, {"60-69", 60}, {"70-79", 70}, {"80-89", 80}, {"90-100", 90}};

}  // namespace

MinePage PaperService::mine(const core::AuthUser& user, const MineQuery& q) {
    std::int64_t now = clock_.now_seconds();
    return db_.with_conn([&](db::Conn& conn) {
        MinePage page = records_.mine(conn, user.id, now, q);
        std::vector<std::int64_t> ids;
        for (const auto& m : page.list) ids.push_back(m.item.exam.id);
        std::unordered_map<std::int64_t, LatestAttempt> latest;
        for (auto& l : records_.latest_attempts_of(conn, user.id, ids)) latest[l.exam_id] = std::move(l);
        for (auto& m : page.list) {
            auto it = latest.find(m.item.exam.id);
            // Listed only from the user's enrolments: enrolled.
            m.item = exam_item(std::move(m.item.exam), it == latest.end() ? nullptr : &it->second, true, now);
        }
        return page;
    });
}

core::Paged<QueueRow> PaperService::grading_queue(const core::AuthUser& user,
                                                  const std::optional<std::string>& course_sign,
                                                  const core::Page& page) {
    std::optional<std::int64_t> teacher, school;
    if (user.has_role(core::Role::kTeacher)) teacher = user.id;
    if (user.has_role(core::Role::kSchoolAdmin) && user.school_id > 0) school = user.school_id;
    return db_.with_conn([&](db::Conn& conn) {
        std::optional<std::int64_t> course;
        if (course_sign) course = courses_.managed_course(conn, user, *course_sign).id;
        return records_.queue(conn, teacher, school, course, page);
    });
}

std::pair<ExamRow, Overview> PaperService::overview(const core::AuthUser& user, const std::string& exam_sign) {
    return db_.with_conn([&](db::Conn& conn) {
        auto exam = exams_.find(conn, exam_sign);
        if (!exam) throw ApiError::business(std::string(kMsgNoExam));
        auto course = courses_.managed_course(conn, user, exam->course_id);
        Overview o;
        if (auto info = courses_.find_course(conn, course.school_id, course.sign))
            o.learners = info->card.student_count;
        // Each learner's latest submitted attempt: rows come by user, then attempt.
        std::vector<RecordsStore::SubmittedAttempt> latest;
        for (auto& a : records_.submitted_attempts(conn, exam->id)) {
            if (!latest.empty() && latest.back().user_id == a.user_id) latest.back() = a;
            else latest.push_back(a);
        }
        std::vector<std::int64_t> scores;
        for (const auto& a : latest) {
            o.submitted += 1;
            if (a.submit_status == kGraded && a.score) scores.push_back(*a.score);
            else o.pending += 1;
        }
        o.graded = static_cast<std::int64_t>(scores.size());
        for (const Band& b : kBands) o.distribution.push_back({std::string(b.label), 0});
        if (!scores.empty()) {
            std::int64_t sum = 0;
            for (std::int64_t s : scores) {
                sum += s;
                std::int64_t percent = exam->total_score > 0 ? s * 100 / exam->total_score : 0;
                if (exam->total_score > 0 && s * 100 >= exam->total_score * 60) o.passed += 1;
                std::size_t band = 0;
                for (std::size_t i = 0; i < std::size(kBands); ++i)
                    if (percent >= kBands[i].from) band = i;
                o.distribution[band].count += 1;
            }
            // Rounded half away from zero; scores are never negative.
            o.average = (sum * 2 + o.graded) / (o.graded * 2);
            o.highest = *std::max_element(scores.begin(), scores.end());
            o.lowest = *std::min_element(scores.begin(), scores.end());
        }
        return std::pair{std::move(*exam), std::move(o)};
    });
}

}  // namespace xj::exams
