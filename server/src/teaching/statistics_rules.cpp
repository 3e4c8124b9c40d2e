#include "teaching/statistics_rules.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace xj::teaching {

ScoreWeights weights_of(const courses::Standard& s) {
    return {s.watch_video, s.interactive_question, s.unit_testing, s.final_exam, s.log_sig};
}

int question_part(std::int64_t n) { return static_cast<int>(std::clamp<std::int64_t>(n * 25, 0, 100)); }

int log_part(std::int64_t days) { return static_cast<int>(std::clamp<std::int64_t>(days * 10, 0, 100)); }

double exam_part(double percent) {
    if (!(percent > 0)) return 0;
    return static_cast<double>(std::llround(std::min(percent, 100.0) * 10)) / 10.0;
}

double course_score(const ScoreWeights& w, const ScoreParts& p) {
    // Parts in tenths are integers, so Σ weight × part10 is exact: score = round(sum10 / 1000, 1).
    auto tenths = [](double part) { return static_cast<std::int64_t>(std::llround(part * 10)); };
    std::int64_t sum10 = static_cast<std::int64_t>(w.watch_video) * p.watch_video * 10 +
                         static_cast<std::int64_t>(w.interactive_question) * p.interactive_question * 10 +
                         static_cast<std::int64_t>(w.unit_testing) * tenths(p.unit_testing) +
                         static_cast<std::int64_t>(w.final_exam) * tenths(p.final_exam) +
                         static_cast<std::int64_t>(w.log_sig) * p.log_sig * 10;
    return static_cast<double>((sum10 + 50) / 100) / 10.0;
}

bool passed(double score) { return score >= kPassMark; }

int score_bucket(double score) {
    if (!(score > 0)) return 0;
    // Scores have one decimal: compare in tenths so 9.9 stays in "one" and 10 starts "two".
    auto tenths = static_cast<std::int64_t>(std::llround(score * 10));
    return static_cast<int>(std::clamp<std::int64_t>(tenths / 100, 0, 9));
}

int progress_bucket(int progress) { return std::clamp(progress / 20, 0, 4); }

double percent_of(std::int64_t part, std::int64_t whole) {
    if (whole <= 0) return 0;
    return std::round(static_cast<double>(part) * 1000.0 / static_cast<double>(whole)) / 10.0;
}

}  // namespace xj::teaching
