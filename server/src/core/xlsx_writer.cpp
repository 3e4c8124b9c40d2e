#include "core/xlsx_writer.h"

#include <stdexcept>

#include <xlsxwriter.h>

namespace xj::core {

namespace {

constexpr std::size_t kMaxCellChars = 32767;

}  // namespace

std::string xlsx_cell_text(std::string_view value) {
    std::string out;
    out.reserve(value.size());
    std::size_t chars = 0;
    for (std::size_t i = 0; i < value.size();) {
        auto c = static_cast<unsigned char>(value[i]);
        std::size_t len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 1;
        if (i + len > value.size()) break;  // a cut multi-byte sequence at the end
        if (len == 1 && (c < 0x20 || c == 0x7F) && c != '\t' && c != '\n') {
            ++i;
            continue;
        }
        if (len == 1 && c >= 0x80) {  // a stray continuation byte: not UTF-8, drop it
            ++i;
            continue;
        }
        if (chars == kMaxCellChars) break;
        out.append(value.substr(i, len));
        ++chars;
        i += len;
    }
    return out;
}

XlsxWriter::XlsxWriter(const std::filesystem::path& path, std::string_view sheet_name,
                       const std::vector<XlsxColumn>& columns, const std::filesystem::path& tmp_dir)
    : path_(path), tmp_dir_((tmp_dir.empty() ? path.parent_path() : tmp_dir).string()), columns_(columns.size()) {
    lxw_workbook_options options{};
    options.constant_memory = LXW_TRUE;
    options.tmpdir = tmp_dir_.empty() ? nullptr : tmp_dir_.data();
    workbook_ = workbook_new_opt(path_.c_str(), &options);
    if (!workbook_) throw std::runtime_error("xlsx: cannot create workbook " + path_.string());
    std::string name(sheet_name.empty() ? "Sheet1" : xlsx_cell_text(sheet_name).substr(0, 31));
    sheet_ = workbook_add_worksheet(workbook_, name.c_str());
    if (!sheet_) sheet_ = workbook_add_worksheet(workbook_, nullptr);  // a name Excel refuses ([]:*?/\)
    header_ = workbook_add_format(workbook_);
    if (!sheet_ || !header_) {
        workbook_close(workbook_);
        workbook_ = nullptr;
        throw std::runtime_error("xlsx: cannot add worksheet");
    }
    format_set_bold(header_);
    for (std::size_t i = 0; i < columns.size(); ++i) {
        auto col = static_cast<lxw_col_t>(i);
        worksheet_set_column(sheet_, col, col, columns[i].width, nullptr);
        std::string title = xlsx_cell_text(columns[i].title);
        worksheet_write_string(sheet_, 0, col, title.c_str(), header_);
    }
    worksheet_freeze_panes(sheet_, 1, 0);
}

XlsxWriter::~XlsxWriter() {
    if (workbook_) workbook_close(workbook_);
}

void XlsxWriter::check(int error, const char* what) {
    if (error != LXW_NO_ERROR)
        throw std::runtime_error(std::string("xlsx: ") + what + ": " + lxw_strerror(static_cast<lxw_error>(error)));
}

XlsxWriter& XlsxWriter::text(std::string_view value) {
    std::string cell = xlsx_cell_text(value);
    auto row = static_cast<lxw_row_t>(rows_ + 1);
    if (!cell.empty())
        check(worksheet_write_string(sheet_, row, static_cast<lxw_col_t>(col_), cell.c_str(), nullptr), "write");
    ++col_;
    return *this;
}

XlsxWriter& XlsxWriter::number(double value) {
    auto row = static_cast<lxw_row_t>(rows_ + 1);
    check(worksheet_write_number(sheet_, row, static_cast<lxw_col_t>(col_), value, nullptr), "write");
    ++col_;
    return *this;
}

XlsxWriter& XlsxWriter::blank() {
    ++col_;
    return *this;
}

void XlsxWriter::end_row() {
    ++rows_;
    col_ = 0;
}

void XlsxWriter::close() {
    if (!workbook_) return;
    lxw_workbook* workbook = workbook_;
    workbook_ = nullptr;
    check(workbook_close(workbook), "close");
}

}  // namespace xj::core
