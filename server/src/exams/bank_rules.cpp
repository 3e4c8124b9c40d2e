#include "exams/bank_rules.h"

#include <algorithm>
#include <charconv>
#include <set>

#include "core/text.h"

namespace xj::exams {

namespace {

bool is_ascii_digits(std::string_view s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Full-width ASCII letters (Ａ–Ｚ, ａ–ｚ) and the full-width comma to their half-width forms, upper-cased: option
// names typed on a Chinese keyboard.
std::string option_names_text(std::string_view in) {
    std::string out;
    for (std::size_t i = 0; i < in.size(); ++i) {
        unsigned char c = static_cast<unsigned char>(in[i]);
        if (c == 0xEF && i + 2 < in.size()) {
            unsigned cp = ((c & 0x0F) << 12) | ((static_cast<unsigned char>(in[i + 1]) & 0x3F) << 6) |
                          (static_cast<unsigned char>(in[i + 2]) & 0x3F);
            if (cp >= 0xFF01 && cp <= 0xFF5E) {
                out.push_back(static_cast<char>(cp - 0xFEE0));
                i += 2;
                continue;
            }
        }
        if (c == 0xE3 && i + 2 < in.size() && static_cast<unsigned char>(in[i + 1]) == 0x80 &&
            static_cast<unsigned char>(in[i + 2]) == 0x81) {  // 、
            out.push_back(',');
            i += 2;
            continue;
        }
        out.push_back(static_cast<char>(c >= 'a' && c <= 'z' ? c - 32 : c));
    }
    return out;
}

}  // namespace

std::string option_letter(std::size_t index) { return std::string(1, static_cast<char>('A' + index)); }

std::string_view question_type_name(int type) {
    switch (type) {
        case 1:
            return "单选题";
        case 2:
            return "多选题";
        case 3:
            return "判断题";
        case 4:
            return "填空题";
        case 5:
            return "简答题";
        default:
            return "";
    }
}

std::optional<int> type_from_text(std::string_view text) {
    std::string t = trim_text(text);
    for (int type = 1; type <= 5; ++type)
        if (t == question_type_name(type) || t == std::to_string(type)) return type;
    return std::nullopt;
}

std::string_view level_name(int level) {
    switch (level) {
        case 1:
            return "易";
        case 2:
            return "中";
        case 3:
            return "难";
        default:
            return "";
    }
}

std::optional<int> level_from_text(std::string_view text) {
    std::string t = trim_text(text);
    for (int level = 1; level <= 3; ++level)
        if (t == level_name(level) || t == std::to_string(level)) return level;
    return std::nullopt;
}

std::optional<std::string> normalise_answer(int type, std::string_view answer, std::size_t option_count,
                                            std::string* error) {
    auto fail = [&](std::string_view msg) -> std::optional<std::string> {
        if (error) *error = std::string(msg);
        return std::nullopt;
    };
    std::string a = trim_text(answer);
    switch (type) {
        case 1:
        case 2: {
            std::string names = option_names_text(a);
            std::set<char> letters;
            for (char c : names) {
                if (c == ',' || c == ' ' || c == ';' || c == '|') continue;
                if (c < 'A' || c > 'Z') return fail(kMsgAnswerOption);
                if (static_cast<std::size_t>(c - 'A') >= option_count) return fail(kMsgAnswerOption);
                letters.insert(c);
            }
            if (letters.empty()) return fail(kMsgAnswer);
            if (type == 1 && letters.size() != 1) return fail(kMsgAnswer);
            if (type == 2 && letters.size() < 2) return fail(kMsgAnswer);
            std::string out;
            for (char c : letters) {
                if (!out.empty()) out.push_back(',');
                out.push_back(c);
            }
            return out;
        }
        case 3: {
            std::string u = option_names_text(a);
            if (u == "1" || a == "正确" || a == "对" || a == "√" || u == "T" || u == "TRUE") return std::string("1");
            if (u == "0" || a == "错误" || a == "错" || a == "×" || u == "F" || u == "FALSE") return std::string("0");
            return fail(kMsgAnswer);
        }
        case 4: {
            std::string out;
            std::size_t at = 0;
            while (at <= a.size()) {
                std::size_t bar = a.find('|', at);
                if (bar == std::string::npos) bar = a.size();
                std::string part = trim_text(std::string_view(a).substr(at, bar - at));
                if (!part.empty()) {
                    if (core::text::code_points(part) > kFillAnswerMax) return fail(kMsgFillAnswerLong);
                    if (!out.empty()) out.push_back('|');
                    out += part;
                }
                at = bar + 1;
            }
            if (out.empty()) return fail(kMsgAnswer);
            return out;
        }
        case 5:
            if (core::text::code_points(a) > kReferenceAnswerMax) return fail(kMsgReferenceLong);
            return a;
        default:
            return fail(kMsgType);
    }
}

std::vector<FieldError> check_question(const QuestionForm& form, CheckedQuestion* out) {
    std::vector<FieldError> errors;
    auto add = [&](std::string_view field, std::string_view msg) {
        errors.push_back({std::string(field), std::string(msg)});
    };
    CheckedQuestion q;
    q.subject_name = trim_text(form.subject_name);
    if (q.subject_name.empty()) add("subjectName", kMsgSubjectName);
    else if (core::text::code_points(q.subject_name) > kSubjectNameMax) add("subjectName", kMsgSubjectNameLong);

    bool type_ok = !form.bad_type && form.type && *form.type >= 1 && *form.type <= 5;
    if (!type_ok) add("type", kMsgType);
    else q.type = *form.type;

    if (form.bad_serial || (form.serial_number && (*form.serial_number < 1 || *form.serial_number > kSerialMax)))
        add("serialNumber", kMsgSerial);
    else if (form.serial_number) q.serial_number = static_cast<int>(*form.serial_number);

    if (form.bad_level || (form.level && (*form.level < 1 || *form.level > 3))) add("level", kMsgLevel);
    else q.level = form.level ? static_cast<int>(*form.level) : 1;

    if (form.bad_score || !form.score || *form.score < 1 || *form.score > kScoreMax) add("score", kMsgScore);
    else q.score = static_cast<int>(*form.score);

    bool options_ok = true;
    if (type_ok && (q.type == 1 || q.type == 2)) {
        if (form.options.size() < kOptionsMin || form.options.size() > kOptionsMax) {
            add("optionList", kMsgOptionCount);
            options_ok = false;
        } else {
            for (const auto& o : form.options) {
                std::string content = trim_text(o);
                if (content.empty()) {
                    add("optionList", kMsgOptionContent);
                    options_ok = false;
                    break;
                }
                if (core::text::code_points(content) > kOptionContentMax) {
                    add("optionList", kMsgOptionContentLong);
                    options_ok = false;
                    break;
                }
                q.options.push_back(content);
            }
        }
    }
    if (type_ok && options_ok) {
        std::string msg;
        if (auto a = normalise_answer(q.type, form.answer, q.options.size(), &msg)) q.answer = *a;
        else add("answer", msg);
    }
    q.analysis = trim_text(form.analysis);
    if (core::text::code_points(q.analysis) > kAnalysisMax) add("analysis", kMsgAnalysisLong);
    if (errors.empty() && out) *out = std::move(q);
    return errors;
}

std::vector<std::string> template_titles() {
    std::vector<std::string> t{"题型", "题目"};
    for (std::size_t i = 0; i < kOptionsMax; ++i) t.push_back("选项" + option_letter(i));
    for (const char* s : {"正确答案", "分值", "难度", "解析"}) t.emplace_back(s);
    return t;
}

std::vector<std::string> question_cells(const CheckedQuestion& q) {
    std::vector<std::string> cells{std::string(question_type_name(q.type)), q.subject_name};
    for (std::size_t i = 0; i < kOptionsMax; ++i) cells.push_back(i < q.options.size() ? q.options[i] : std::string());
    std::string answer = q.answer;
    if (q.type == 3) answer = q.answer == "1" ? "正确" : "错误";
    cells.push_back(answer);
    cells.push_back(std::to_string(q.score));
    cells.emplace_back(level_name(q.level));
    cells.push_back(q.analysis);
    return cells;
}

std::vector<std::vector<std::string>> template_examples() {
    std::vector<CheckedQuestion> qs;
    qs.push_back({1,
                  "Python 中用于输出的函数是？",
                  std::nullopt,
                  1,
                  2,
                  {"input()", "print()", "len()", "type()"},
                  "B",
                  "print() 把内容输出到屏幕。"});
    qs.push_back({2,
                  "下列哪些是 Python 的内置数据类型？",
                  std::nullopt,
                  2,
                  4,
                  {"list", "dict", "array", "tuple"},
                  "A,B,D",
                  "array 需要导入 array 模块。"});
    qs.push_back({3, "Python 使用缩进来表示代码块。", std::nullopt, 1, 2, {}, "1", ""});
    qs.push_back({4, "表达式 3 ** 2 的值是 ____。", std::nullopt, 1, 2, {}, "9|9.0", "多个可接受的答案用 | 分隔。"});
    qs.push_back({5, "简述列表与元组的区别。", std::nullopt, 3, 10, {}, "列表可变，元组不可变。", "言之有理即可。"});
    std::vector<std::vector<std::string>> out;
    for (const auto& q : qs) out.push_back(question_cells(q));
    return out;
}

bool is_template_header(const std::vector<std::string>& record) {
    auto titles = template_titles();
    if (record.size() < titles.size()) return false;
    for (std::size_t i = 0; i < titles.size(); ++i)
        if (trim_text(record[i]) != titles[i]) return false;
    return true;
}

bool blank_record(const std::vector<std::string>& record) {
    return std::all_of(record.begin(), record.end(), [](const std::string& s) { return trim_text(s).empty(); });
}

namespace {

// A sheet number: "5", "5.0" (how a numeric cell reads back) → 5; "" → nullopt with *bad false; other → *bad.
std::optional<std::int64_t> sheet_int(const std::string& cell, bool* bad) {
    std::string t = trim_text(cell);
    if (t.empty()) return std::nullopt;
    if (auto dot = t.find('.'); dot != std::string::npos) {
        std::string frac = t.substr(dot + 1);
        if (!frac.empty() && std::all_of(frac.begin(), frac.end(), [](char c) { return c == '0'; })) t.resize(dot);
    }
    if (!is_ascii_digits(t) || t.size() > 9) {
        *bad = true;
        return std::nullopt;
    }
    return std::stoll(t);
}

}  // namespace

QuestionForm sheet_question(const std::vector<std::string>& record) {
    auto cell = [&](std::size_t i) { return i < record.size() ? record[i] : std::string(); };
    QuestionForm f;
    std::string type_text = trim_text(cell(0));
    f.type = type_from_text(type_text);
    f.bad_type = !f.type;
    f.subject_name = trim_text(cell(1));
    if (f.type && (*f.type == 1 || *f.type == 2)) {
        // Options up to the last filled column; a gap in between is an empty option (its check fails).
        std::size_t last = 0;
        for (std::size_t i = 0; i < kOptionsMax; ++i)
            if (!trim_text(cell(2 + i)).empty()) last = i + 1;
        for (std::size_t i = 0; i < last; ++i) f.options.push_back(trim_text(cell(2 + i)));
    }
    f.answer = trim_text(cell(10));
    if (f.type && *f.type == 3 && (f.answer == "1.0" || f.answer == "0.0")) f.answer.resize(1);  // a numeric cell
    f.score = sheet_int(cell(11), &f.bad_score);
    std::string level = trim_text(cell(12));
    if (!level.empty()) {
        if (auto l = level_from_text(level)) f.level = *l;
        else if (level.size() > 2 && level.ends_with(".0") && level_from_text(level.substr(0, level.size() - 2)))
            f.level = *level_from_text(level.substr(0, level.size() - 2));
        else f.bad_level = true;
    }
    f.analysis = trim_text(cell(13));
    return f;
}

}  // namespace xj::exams
