#include "core/xlsx_export.h"

#include <atomic>
#include <charconv>
#include <cstdlib>
#include <ctime>
#include <exception>

#include <fmt/format.h>
#include <unistd.h>

#include "core/api_error.h"
#include "core/attachment.h"
#include "core/time_format.h"

namespace xj::core {

namespace {

std::string china_yyyymmdd(std::int64_t now) {
    std::time_t t = static_cast<std::time_t>(now + core::kChinaOffsetSeconds);
    std::tm tm{};
    gmtime_r(&t, &tm);
    return fmt::format("{:04}{:02}{:02}", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday);
}

std::string safe_part(std::string_view text) {
    std::string out;
    for (char ch : text) {
        auto c = static_cast<unsigned char>(ch);
        bool bad = c < 0x20 || c == 0x7F || ch == '/' || ch == '\\' || ch == ':' || ch == '*' || ch == '?' ||
                   ch == '"' || ch == '<' || ch == '>' || ch == '|';
        out += bad ? '_' : ch;
    }
    return out;
}

std::atomic<std::uint64_t> export_counter{0};

}  // namespace

std::string export_file_name(std::string_view course, std::string_view list, std::int64_t now) {
    std::string name = course.empty() ? std::string() : safe_part(course) + "-";
    return name + safe_part(list) + "-" + china_yyyymmdd(now) + ".xlsx";
}

std::int64_t export_max_rows_from(const char* env) {
    if (env == nullptr || *env == '\0') return kExportMaxRows;
    std::string_view text(env);
    std::int64_t value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < 1 || value > kExportMaxRows)
        return kExportMaxRows;
    return value;
}

Exporter::Exporter(const core::Clock& clock)
    : clock_(clock), max_rows_(export_max_rows_from(std::getenv("XJ_EXPORT_MAX_ROWS"))) {}

void Exporter::check_rows(std::int64_t total) const {
    if (total > max_rows_) throw core::ApiError::business(std::string(kMsgExportTooLarge));
}

core::Response Exporter::answer(std::string_view course, std::string_view list,
                                const std::vector<core::XlsxColumn>& columns,
                                const std::function<void(core::XlsxWriter&)>& fill) const {
    return answer(export_file_name(course, list, clock_.now_seconds()), columns, fill);
}

core::Response Exporter::answer(const std::string& file_name, const std::vector<core::XlsxColumn>& columns,
                                const std::function<void(core::XlsxWriter&)>& fill) const {
    std::filesystem::create_directories(tmp_dir_);
    auto path = tmp_dir_ / fmt::format("export-{}-{}.xlsx", ::getpid(), export_counter.fetch_add(1));
    auto guard = std::make_shared<const core::TempFile>(path);  // removes the file on every way out
    {
        core::XlsxWriter writer(path, "Sheet1", columns, tmp_dir_);
        fill(writer);
        writer.close();
    }
    core::Response res;
    res.content_type = kXlsxType;
    res.body = core::FileBody{path, std::filesystem::file_size(path), 0, std::move(guard)};
    res.with_header("Content-Disposition", attachment_disposition(file_name));
    res.with_header("Cache-Control", "private, no-store");
    return res;
}

void post_with_export(core::Router::Domain& r, std::string_view path, const core::Access& access, std::string summary,
                      core::Handler list, core::Handler export_) {
    r.post(path, access, summary, std::move(list));
    r.post(std::string(path) + "/export", access, summary + "：导出 Excel（.xlsx，最多 50000 行）", std::move(export_));
}

}  // namespace xj::core
