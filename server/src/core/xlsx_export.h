// Excel exports of the lists (docs/teaching.md, Exports): `POST <list path>/export` with the
// list's body answers a one-sheet .xlsx written with core::XlsxWriter to a temporary file under <data-dir>/tmp/,
// sent from disk and removed after sending. At most 50,000 rows (XJ_EXPORT_MAX_ROWS lowers it, for tests).
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/access.h"
#include "core/clock.h"
#include "core/response.h"
#include "core/router.h"
#include "core/xlsx_writer.h"

namespace xj::core {

inline constexpr std::string_view kXlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
inline constexpr std::int64_t kExportMaxRows = 50'000;
inline constexpr std::string_view kMsgExportTooLarge = "导出数据超过50000行，请缩小筛选范围";

// "<course>-<list>-<YYYYMMDD>.xlsx" (China day of now); an empty course gives "<list>-<YYYYMMDD>.xlsx". Characters
// a file name cannot hold (/ \ : * ? " < > | and control characters) become "_".
std::string export_file_name(std::string_view course, std::string_view list, std::int64_t now);
// attachment; filename="<ASCII fallback>"; filename*=UTF-8''<percent-encoded name>
// The row cap from XJ_EXPORT_MAX_ROWS (1–50,000), else 50,000.
std::int64_t export_max_rows_from(const char* env);

class Exporter {
public:
    explicit Exporter(const core::Clock& clock);
    // <data-dir>/tmp: created when the first export is written.
    void set_tmp_dir(std::filesystem::path dir) { tmp_dir_ = std::move(dir); }
    const std::filesystem::path& tmp_dir() const { return tmp_dir_; }
    std::int64_t max_rows() const { return max_rows_; }
    void set_max_rows(std::int64_t rows) { max_rows_ = rows; }

    // -1000 导出数据超过50000行，请缩小筛选范围 when a list of `total` rows is too long to export.
    void check_rows(std::int64_t total) const;

    // Writes the sheet (header titles and widths, then fill writes the rows) and answers it as a download named
    // export_file_name(course, list, now). The file is removed when the answer is gone; a failure removes it at once
    // and is a 500.
    core::Response answer(std::string_view course, std::string_view list, const std::vector<core::XlsxColumn>& columns,
                          const std::function<void(core::XlsxWriter&)>& fill) const;
    // The same under a fixed file name (the import templates).
    core::Response answer(const std::string& file_name, const std::vector<core::XlsxColumn>& columns,
                          const std::function<void(core::XlsxWriter&)>& fill) const;

private:
    const core::Clock& clock_;
    std::filesystem::path tmp_dir_ = "data/tmp";
    std::int64_t max_rows_ = kExportMaxRows;
};

// Registers a list route and its export beside it (`<path>/export`), both POST with the same access and body.
void post_with_export(core::Router::Domain& r, std::string_view path, const core::Access& access, std::string summary,
                      core::Handler list, core::Handler export_);

}  // namespace xj::core
