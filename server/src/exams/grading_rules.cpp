#include "exams/grading_rules.h"

#include <algorithm>
#include <numeric>

#include "core/text.h"

namespace xj::exams {

namespace {

// Decodes one UTF-8 code point at text[i], advancing i; an invalid byte is returned as itself.
char32_t next_code_point(std::string_view text, std::size_t& i) {
    auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    unsigned char c = byte(i);
    int extra = c < 0x80 ? 0 : (c >> 5) == 0x6 ? 1 : (c >> 4) == 0xE ? 2 : (c >> 3) == 0x1E ? 3 : -1;
    if (extra <= 0 || i + extra >= text.size()) {
        ++i;
        return c;
    }
    char32_t cp = c & (0x3F >> extra);
    for (int k = 1; k <= extra; ++k) {
        unsigned char b = byte(i + k);
        if ((b & 0xC0) != 0x80) {
            ++i;
            return c;
        }
        cp = (cp << 6) | (b & 0x3F);
    }
    i += extra + 1;
    return cp;
}

void append_utf8(std::string& out, char32_t cp) {
    if (cp < 0x80) {
        out.push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
        out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
        out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    }
}

bool is_space(char32_t cp) {
    return cp == U' ' || cp == U'\t' || cp == U'\n' || cp == U'\r' || cp == U'\f' || cp == U'\v' || cp == 0xA0 ||
           cp == 0x3000;
}

std::vector<std::string_view> split(std::string_view text, char sep) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        std::size_t at = text.find(sep, start);
        parts.push_back(text.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
        if (at == std::string_view::npos) break;
        start = at + 1;
    }
    return parts;
}

std::string_view trim_ascii(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\n' || s.front() == '\r'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

bool is_option_name(std::string_view s, int option_count) {
    return s.size() == 1 && s[0] >= 'A' && s[0] < 'A' + std::min(option_count, 8);
}

std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

}  // namespace

std::string_view type_name(int type) {
    switch (type) {
        case kTypeSingle:
            return "单选题";
        case kTypeMultiple:
            return "多选题";
        case kTypeJudgment:
            return "判断题";
        case kTypeFillIn:
            return "填空题";
        case kTypeAnnotation:
            return "简答题";
        default:
            return "";
    }
}

std::string normalize_fill_in(std::string_view text) {
    std::string out;
    bool pending_space = false;
    for (std::size_t i = 0; i < text.size();) {
        char32_t cp = next_code_point(text, i);
        if (cp >= 0xFF01 && cp <= 0xFF5E) cp -= 0xFEE0;  // full-width ASCII → half-width
        if (is_space(cp)) {
            pending_space = !out.empty();
            continue;
        }
        if (pending_space) out.push_back(' ');
        pending_space = false;
        if (cp >= U'A' && cp <= U'Z') cp += 32;
        append_utf8(out, cp);
    }
    return out;
}

std::optional<std::string> canonical_answer(int type, const std::optional<std::string>& answer) {
    if (!answer) return std::nullopt;
    std::string_view text = trim_ascii(*answer);
    if (text.empty()) return std::nullopt;
    if (type == kTypeMultiple) {
        std::vector<std::string> names;
        for (auto part : split(text, ',')) {
            std::string_view name = trim_ascii(part);
            if (!name.empty()) names.emplace_back(name);
        }
        std::sort(names.begin(), names.end());
        names.erase(std::unique(names.begin(), names.end()), names.end());
        if (names.empty()) return std::nullopt;
        std::string joined;
        for (const auto& n : names) joined += (joined.empty() ? "" : ",") + n;
        return joined;
    }
    if (type == kTypeSingle || type == kTypeJudgment) return std::string(text);
    return *answer;
}

std::optional<std::string> answer_error(int type, const std::optional<std::string>& answer, int option_count) {
    if (!answer) return std::nullopt;
    if (core::text::code_points(*answer) > kAnswerMaxChars) return std::string(kMsgAnswerTooLong);
    auto stored = canonical_answer(type, answer);
    if (!stored) return std::nullopt;
    switch (type) {
        case kTypeSingle:
            if (!is_option_name(*stored, option_count)) return std::string(kMsgAnswerBadFormat);
            return std::nullopt;
        case kTypeMultiple:
            for (auto name : split(*stored, ','))
                if (!is_option_name(name, option_count)) return std::string(kMsgAnswerBadFormat);
            return std::nullopt;
        case kTypeJudgment:
            if (*stored != "1" && *stored != "0") return std::string(kMsgAnswerBadFormat);
            return std::nullopt;
        default:
            return std::nullopt;
    }
}

std::optional<int> auto_score(int type, std::string_view key, const std::optional<std::string>& answer, int score) {
    if (type == kTypeAnnotation) return std::nullopt;
    auto given = canonical_answer(type, answer);
    if (!given) return 0;
    switch (type) {
        case kTypeSingle:
        case kTypeJudgment:
            return *given == trim_ascii(key) ? score : 0;
        case kTypeMultiple:
            return *given == canonical_answer(kTypeMultiple, std::string(key)) ? score : 0;
        case kTypeFillIn: {
            std::string mine = normalize_fill_in(*given);
            if (mine.empty()) return 0;
            for (auto accepted : split(key, '|'))
                if (normalize_fill_in(accepted) == mine) return score;
            return 0;
        }
        default:
            return 0;
    }
}

bool passed(std::int64_t score, std::int64_t total) {
    return total > 0 && score * 100 >= static_cast<std::int64_t>(kPassPercent) * total;
}

std::int64_t deadline_at(std::int64_t started_at, int exam_minutes, std::int64_t end_time) {
    if (exam_minutes <= 0) return end_time;
    return std::min(started_at + static_cast<std::int64_t>(exam_minutes) * 60, end_time);
}

std::int64_t seconds_left(std::int64_t deadline, std::int64_t now) { return std::max<std::int64_t>(0, deadline - now); }

std::vector<std::size_t> shuffled_order(std::size_t n, std::uint64_t seed, std::uint64_t salt) {
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::uint64_t state = seed ^ (salt * 0xD1B54A32D192ED03ULL);
    for (std::size_t i = n; i > 1; --i) {
        std::size_t j = static_cast<std::size_t>(splitmix64(state) % i);
        std::swap(order[i - 1], order[j]);
    }
    return order;
}

}  // namespace xj::exams
