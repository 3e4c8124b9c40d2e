// One-sheet .xlsx files written with libxlsxwriter in constant-memory mode (each row goes to disk as it is
// finished, so a 50,000-row export needs no more memory than a 10-row one): a bold, frozen header row with the
// column titles and widths, then rows of text and number cells written in order.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

struct lxw_workbook;
struct lxw_worksheet;
struct lxw_format;

namespace xj::core {

struct XlsxColumn {
    std::string title;
    double width = 12;  // in characters (a CJK character counts about two)
};

class XlsxWriter {
public:
    // Creates the file (and the header row). Throws std::runtime_error when the workbook cannot be created.
    // Temporary files of the library go to tmp_dir (default: the file's own directory).
    XlsxWriter(const std::filesystem::path& path, std::string_view sheet_name, const std::vector<XlsxColumn>& columns,
               const std::filesystem::path& tmp_dir = {});
    ~XlsxWriter();  // closes an unclosed workbook (errors ignored; call close() to see them)
    XlsxWriter(const XlsxWriter&) = delete;
    XlsxWriter& operator=(const XlsxWriter&) = delete;

    // Cells of the current data row, left to right. Text is written as a string cell (control characters dropped,
    // cut to Excel's 32,767-character limit at a UTF-8 boundary); an empty text leaves the cell blank.
    XlsxWriter& text(std::string_view value);
    XlsxWriter& number(double value);
    XlsxWriter& blank();
    // Ends the current data row (the next cell starts a new one).
    void end_row();

    std::size_t rows() const { return rows_; }  // data rows ended so far (the header not counted)
    // Writes the zip container; throws std::runtime_error on failure. Idempotent.
    void close();

private:
    void check(int error, const char* what);

    std::filesystem::path path_;
    std::string tmp_dir_;
    lxw_workbook* workbook_ = nullptr;
    lxw_worksheet* sheet_ = nullptr;
    lxw_format* header_ = nullptr;
    std::size_t columns_ = 0;
    std::size_t rows_ = 0;
    unsigned col_ = 0;
};

// Excel's cell text: control characters other than tab and newline removed, at most 32,767 characters (cut at a
// UTF-8 boundary). Exposed for tests.
std::string xlsx_cell_text(std::string_view value);

}  // namespace xj::core
