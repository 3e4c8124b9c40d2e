#include "teaching/statistics_service.h"

#include <algorithm>
#include <ctime>
#include <map>

#include <fmt/format.h>

#include "core/api_error.h"
#include "core/time_format.h"

namespace xj::teaching {

namespace {

constexpr std::int64_t kDay = 86400;
constexpr std::int64_t kActiveDays = 7;  // 教学学情: a student studied within this many days is active

std::string date_of_day_number(std::int64_t day_number) {
    std::time_t t = static_cast<std::time_t>(day_number * kDay);
    std::tm tm{};
    gmtime_r(&t, &tm);
    return fmt::format("{:04}-{:02}-{:02}", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday);
}

std::int64_t china_day_number(std::int64_t epoch) {
    std::int64_t shifted = epoch + core::kChinaOffsetSeconds;
    return shifted >= 0 ? shifted / kDay : -((-shifted + kDay - 1) / kDay);
}

}  // namespace

std::string china_date(std::int64_t epoch_seconds) { return date_of_day_number(china_day_number(epoch_seconds)); }

ScoreRow score_row(const ScoreInput& in, const ScoreWeights& weights) {
    ScoreRow row;
    row.student = in;
    row.parts.watch_video = std::clamp(in.progress, 0, 100);
    row.parts.interactive_question = question_part(in.questions_and_answers);
    row.parts.unit_testing = exam_part(in.unit_percent);
    row.parts.final_exam = exam_part(in.final_percent);
    row.parts.log_sig = log_part(in.study_days);
    row.score = course_score(weights, row.parts);
    row.passed = passed(row.score);
    return row;
}

ScoreSum score_sum_of(const std::vector<ScoreRow>& rows) {
    ScoreSum s;
    if (rows.empty()) return s;
    s.student_count = static_cast<std::int64_t>(rows.size());
    double total = 0;
    s.highest = rows.front().score;
    s.lowest = rows.front().score;
    for (const auto& r : rows) {
        total += r.score;
        s.highest = std::max(s.highest, r.score);
        s.lowest = std::min(s.lowest, r.score);
        if (r.passed) ++s.pass_count;
    }
    s.average = std::round(total / static_cast<double>(rows.size()) * 10) / 10;
    s.pass_rate = percent_of(s.pass_count, s.student_count);
    return s;
}

std::array<std::int64_t, 10> score_counts_of(const std::vector<ScoreRow>& rows) {
    std::array<std::int64_t, 10> counts{};
    for (const auto& r : rows) ++counts[static_cast<std::size_t>(score_bucket(r.score))];
    return counts;
}

StatisticsService::Course StatisticsService::managed(db::Conn& conn, const core::AuthUser& user,
                                                     const std::string& sign) const {
    Course c;
    c.ref = courses_.managed_course(conn, user, sign);
    c.name = store_.course_name(conn, c.ref.id).value_or("");
    if (auto standard = courses_.standard(conn, c.ref.id)) c.weights = weights_of(*standard);
    return c;
}

void StatisticsService::check_export(const Window& w, std::int64_t total) const {
    if (w.all) exporter_.check_rows(total);
}

std::vector<TeachingFigure> StatisticsService::teaching_overview(const core::AuthUser& user) {
    std::int64_t since = clock_.now_seconds() - kActiveDays * kDay;
    return db_.with_conn([&](db::Conn& conn) { return store_.teaching(conn, user.id, since); });
}

Listed<TeacherRow> StatisticsService::school_teachers(const core::AuthUser& user, const std::string& keyword,
                                                      const Window& w) {
    Listed<TeacherRow> out;
    if (user.school_id == 0) return out;
    db_.with_conn([&](db::Conn& conn) {
        out.total = store_.count_teachers(conn, user.school_id, keyword);
        check_export(w, out.total);
        out.list = store_.teachers(conn, user.school_id, keyword, w.limit, w.offset);
    });
    return out;
}

Listed<ScoreRow> StatisticsService::scores(const core::AuthUser& user, const std::string& course_sign,
                                           const std::string& keyword, const Window& w) {
    Listed<ScoreRow> out;
    db_.with_conn([&](db::Conn& conn) {
        Course c = managed(conn, user, course_sign);
        out.course_name = c.name;
        StatsFilter f{c.ref.id, c.ref.school_id, keyword, std::nullopt};
        out.total = store_.count_students(conn, f);
        check_export(w, out.total);
        for (const auto& in : store_.scores(conn, f, c.weights, w.limit, w.offset))
            out.list.push_back(score_row(in, c.weights));
    });
    return out;
}

std::optional<StudentScore> StatisticsService::student_score(db::Conn& conn, std::int64_t user_id,
                                                             std::int64_t course_id, std::int64_t school_id) const {
    ScoreWeights weights;
    if (auto standard = courses_.standard(conn, course_id)) weights = weights_of(*standard);
    StatsFilter f{course_id, school_id, "", std::nullopt, user_id};
    auto rows = store_.scores(conn, f, weights, 1, 0);
    if (rows.empty()) return std::nullopt;
    return StudentScore{score_row(rows.front(), weights), weights};
}

std::vector<ScoreRow> StatisticsService::all_scores(const core::AuthUser& user, const std::string& course_sign) {
    std::vector<ScoreRow> rows;
    db_.with_conn([&](db::Conn& conn) {
        Course c = managed(conn, user, course_sign);
        StatsFilter f{c.ref.id, c.ref.school_id, "", std::nullopt};
        for (const auto& in : store_.scores(conn, f, c.weights, -1, 0)) rows.push_back(score_row(in, c.weights));
    });
    return rows;
}

ScoreSum StatisticsService::score_sum(const core::AuthUser& user, const std::string& course_sign) {
    return score_sum_of(all_scores(user, course_sign));
}

std::array<std::int64_t, 10> StatisticsService::score_counts(const core::AuthUser& user,
                                                             const std::string& course_sign) {
    return score_counts_of(all_scores(user, course_sign));
}

Listed<ProgressRow> StatisticsService::progress(const core::AuthUser& user, const std::string& course_sign,
                                                std::optional<int> study_status, const std::string& keyword,
                                                const Window& w) {
    Listed<ProgressRow> out;
    db_.with_conn([&](db::Conn& conn) {
        Course c = managed(conn, user, course_sign);
        out.course_name = c.name;
        StatsFilter f{c.ref.id, c.ref.school_id, keyword, study_status};
        out.total = store_.count_students(conn, f);
        check_export(w, out.total);
        out.list = store_.progress(conn, f, w.limit, w.offset);
    });
    return out;
}

ChartData StatisticsService::chart(const core::AuthUser& user, const std::string& course_sign, int days) {
    const std::int64_t now = clock_.now_seconds();
    ChartData out;
    db_.with_conn([&](db::Conn& conn) {
        Course c = managed(conn, user, course_sign);
        std::int64_t today = china_day_number(now);
        std::int64_t first = today - days + 1;
        std::map<std::string, std::size_t> index;
        for (std::int64_t d = first; d <= today; ++d) {
            std::string date = date_of_day_number(d);
            index[date] = out.dates.size();
            out.dates.push_back(date.substr(5));
        }
        out.study_minutes.assign(out.dates.size(), 0);
        out.learners.assign(out.dates.size(), 0);
        out.enrolments.assign(out.dates.size(), 0);
        for (const auto& d : store_.study_days(conn, c.ref.id, date_of_day_number(first))) {
            auto it = index.find(d.day);
            if (it == index.end()) continue;  // a later day (clock skew): not in the window
            out.study_minutes[it->second] = (d.seconds + 30) / 60;
            out.learners[it->second] = d.learners;
        }
        for (const auto& [day_number, n] :
             store_.enrolment_days(conn, c.ref.id, first * kDay - core::kChinaOffsetSeconds)) {
            if (day_number < first || day_number > today) continue;
            out.enrolments[static_cast<std::size_t>(day_number - first)] = n;
        }
        out.counts = store_.counts(conn, c.ref.id);
    });
    return out;
}

StudyAnalysis StatisticsService::study_analysis(const core::AuthUser& user, const std::string& course_sign) {
    StudyAnalysis out;
    db_.with_conn([&](db::Conn& conn) {
        Course c = managed(conn, user, course_sign);
        out.course_name = c.name;
        auto buckets = store_.progress_buckets(conn, c.ref.id);
        for (std::size_t i = 0; i < out.progress_buckets.size() && i < buckets.size(); ++i) {
            out.progress_buckets[i] = buckets[i];
            out.student_count += buckets[i];
        }
        out.videos = store_.videos(conn, c.ref.id);
    });
    return out;
}

Listed<RecordRow> StatisticsService::records(const core::AuthUser& user, const std::string& course_sign,
                                             const std::string& keyword, const Window& w) {
    Listed<RecordRow> out;
    db_.with_conn([&](db::Conn& conn) {
        Course c = managed(conn, user, course_sign);
        out.course_name = c.name;
        StatsFilter f{c.ref.id, c.ref.school_id, keyword, std::nullopt};
        out.total = store_.count_records(conn, f);
        check_export(w, out.total);
        out.list = store_.records(conn, f, w.limit, w.offset);
    });
    return out;
}

Listed<authoring::TeachingCourse> StatisticsService::my_courses(const core::AuthUser& user, const Window& w) {
    Listed<authoring::TeachingCourse> out;
    if (w.all) {
        std::int64_t total = authoring_.my_courses(user, core::Page{1, 1}).total;
        check_export(w, total);
        auto all = authoring_.my_courses(user, core::Page{1, static_cast<int>(std::max<std::int64_t>(total, 1))});
        out.list = std::move(all.list);
        out.total = all.total;
    } else {
        auto page = authoring_.my_courses(
            user,
            core::Page{static_cast<int>(w.offset / std::max<std::int64_t>(w.limit, 1)) + 1, static_cast<int>(w.limit)});
        out.list = std::move(page.list);
        out.total = page.total;
    }
    return out;
}

}  // namespace xj::teaching
