#include "certificates/rules.h"

#include <cctype>
#include <cmath>
#include <cstdio>

#include "core/time_format.h"

namespace xj::certificates {

std::string number_of(std::int64_t id, std::int64_t issued_at) {
    std::string year = core::sheet_time(issued_at).substr(0, 4);
    char digits[24];
    std::snprintf(digits, sizeof digits, "%06lld", static_cast<long long>(id));
    return "XJ" + year + digits;
}

std::string normalize_token(std::string_view typed) {
    std::string out;
    for (char ch : typed) {
        if (ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n') continue;
        out += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    }
    return out;
}

bool is_number(std::string_view number) {
    if (number.size() < 12 || number.size() > 30 || number.substr(0, 2) != "XJ") return false;
    for (char ch : number.substr(2))
        if (ch < '0' || ch > '9') return false;
    return true;
}

bool is_code(std::string_view code) {
    if (code.size() != static_cast<std::size_t>(kCodeLength)) return false;
    for (char ch : code)
        if (kCodeAlphabet.find(ch) == std::string_view::npos) return false;
    return true;
}

std::string score_text(double score) {
    double tenths = std::round(score * 10);
    char out[32];
    if (std::fmod(tenths, 10) == 0) std::snprintf(out, sizeof out, "%.0f", tenths / 10);
    else std::snprintf(out, sizeof out, "%.1f", tenths / 10);
    return out;
}

std::string date_text(std::int64_t epoch_seconds) {
    std::string day = core::sheet_time(epoch_seconds);  // YYYY-MM-DD HH:MM:SS
    int month = std::stoi(day.substr(5, 2));
    int date = std::stoi(day.substr(8, 2));
    return day.substr(0, 4) + "年" + std::to_string(month) + "月" + std::to_string(date) + "日";
}

std::string_view title_of(Kind kind) {
    switch (kind) {
        case Kind::kTraining:
            return "培训证书";
        case Kind::kOffline:
            return "考核证书";
        case Kind::kCourse:
            break;
    }
    return "结业证书";
}

std::string statement_of(const Certificate& c) {
    std::string hours = c.hours > 0 ? "（" + std::to_string(c.hours) + " 学时）" : "";
    std::string day = date_text(c.issued_at);
    std::string score = score_text(c.score);
    switch (c.kind) {
        case Kind::kTraining:
            return c.holder_name + " 同学于 " + day + " 完成《" + c.course_name + "》培训项目" + hours +
                   "的学习，经考核成绩合格（综合成绩 " + score + " 分），特发此证。";
        case Kind::kOffline:
            return c.holder_name + " 同学参加《" + c.course_name + "》的线下考核，成绩合格（" + score +
                   " 分），特发此证。";
        case Kind::kCourse:
            break;
    }
    return c.holder_name + " 同学于 " + day + " 完成《" + c.course_name + "》课程" + hours +
           "的学习，经考核成绩合格（综合成绩 " + score + " 分），特发此证。";
}

std::string verify_url(std::string_view site_url, const Certificate& c) {
    return std::string(site_url) + "/certificate-details?number=" + c.number + "&code=" + c.code;
}

}  // namespace xj::certificates
