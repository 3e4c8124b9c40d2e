#include "core/time_format.h"

#include <chrono>
#include <ctime>

#include "core/text.h"

namespace xj::core {

namespace {

bool digits(std::string_view s, std::size_t at, std::size_t n, int* out) {
    if (at + n > s.size()) return false;
    int v = 0;
    for (std::size_t i = at; i < at + n; ++i) {
        if (s[i] < '0' || s[i] > '9') return false;
        v = v * 10 + (s[i] - '0');
    }
    *out = v;
    return true;
}

}  // namespace

std::string iso_time(std::int64_t epoch_seconds) {
    std::time_t local = static_cast<std::time_t>(epoch_seconds + kChinaOffsetSeconds);
    std::tm tm{};
    gmtime_r(&local, &tm);
    char text[sizeof("2026-11-21T10:00:00+08:00")];
    std::strftime(text, sizeof(text), "%Y-%m-%dT%H:%M:%S+08:00", &tm);
    return text;
}

std::string sheet_time(std::int64_t epoch_seconds) {
    std::string text = iso_time(epoch_seconds).substr(0, 19);
    text[10] = ' ';
    return text;
}

std::optional<std::int64_t> parse_time(std::string_view text) {
    std::string t = text::trim(text, text::kAsciiSpace);
    int y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0;
    if (!digits(t, 0, 4, &y) || t.size() < 10 || t[4] != '-' || !digits(t, 5, 2, &mo) || t[7] != '-' ||
        !digits(t, 8, 2, &d))
        return std::nullopt;
    std::size_t at = 10;
    std::int64_t offset = kChinaOffsetSeconds;
    if (at < t.size()) {
        if (t[at] != ' ' && t[at] != 'T') return std::nullopt;
        if (!digits(t, at + 1, 2, &h) || at + 3 >= t.size() || t[at + 3] != ':' || !digits(t, at + 4, 2, &mi))
            return std::nullopt;
        at += 6;
        if (at < t.size() && t[at] == ':') {
            if (!digits(t, at + 1, 2, &s)) return std::nullopt;
            at += 3;
            if (at < t.size() && t[at] == '.') {  // fractions of a second are dropped
                ++at;
                while (at < t.size() && t[at] >= '0' && t[at] <= '9') ++at;
            }
        }
        if (at < t.size()) {
            if (t[at] == 'Z' && at + 1 == t.size()) {
                offset = 0;
            } else if ((t[at] == '+' || t[at] == '-') && t.size() == at + 6 && t[at + 3] == ':') {
                int oh = 0, om = 0;
                if (!digits(t, at + 1, 2, &oh) || !digits(t, at + 4, 2, &om) || oh > 14 || om > 59) return std::nullopt;
                offset = (t[at] == '+' ? 1 : -1) * (oh * 3600 + om * 60);
            } else {
                return std::nullopt;
            }
        }
    }
    if (y < 1970 || y > 9999 || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return std::nullopt;
    using namespace std::chrono;
    year_month_day ymd{year{y}, month{static_cast<unsigned>(mo)}, day{static_cast<unsigned>(d)}};
    if (!ymd.ok()) return std::nullopt;
    std::int64_t days = sys_days(ymd).time_since_epoch().count();
    return days * 86400 + h * 3600 + mi * 60 + s - offset;
}

}  // namespace xj::core
