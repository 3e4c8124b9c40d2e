// The student import's rules (docs/teaching.md, Students): reading the sheet's records into rows and
// checking each row against what the database knows. Pure functions, no database.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace xj::teaching {

inline constexpr std::size_t kImportMaxRows = 2000;
inline constexpr std::size_t kImportMaxBytes = 2 * 1024 * 1024;
inline constexpr std::size_t kRemoveMax = 500;

inline constexpr std::string_view kMsgNotXlsx = "请上传 .xlsx 格式的 Excel 文件";
inline constexpr std::string_view kMsgTooLarge = "文件不能超过2MB";
inline constexpr std::string_view kMsgTemplate = "模板格式不正确，请下载导入模板";
inline constexpr std::string_view kMsgNoRows = "表格中没有学员数据";
inline constexpr std::string_view kMsgTooManyRows = "一次最多导入2000名学员";
inline constexpr std::string_view kMsgNameEmpty = "姓名不能为空";
inline constexpr std::string_view kMsgNoKey = "请填写手机号或学号";
inline constexpr std::string_view kMsgMobile = "手机号格式不正确";
inline constexpr std::string_view kMsgNotFound = "未找到该学员，请先注册并加入本校";
inline constexpr std::string_view kMsgNameMismatch = "姓名与账号不一致";

// The template's column titles.
inline constexpr std::string_view kColName = "姓名";
inline constexpr std::string_view kColMobile = "手机号";
inline constexpr std::string_view kColCard = "学号";

inline constexpr std::string_view kStatusOk = "ok";
inline constexpr std::string_view kStatusEnrolled = "enrolled";
inline constexpr std::string_view kStatusError = "error";

// One row as the sheet (or the import call) gives it: trimmed texts.
struct ImportInput {
    int row = 0;  // sheet row number
    std::string name;
    std::string mobile;
    std::string student_card;
};

// A row checked: the matched user (id 0 when none), its status and error message.
struct ImportRow {
    ImportInput input;
    std::int64_t user_id = 0;
    std::string user_sign;
    std::string status{kStatusError};
    std::string error;
    bool ok() const { return status != kStatusError; }
};

// A user a row may name: found by mobile among the school's users, or by an approved identity number at the school.
struct Candidate {
    std::int64_t id = 0;
    std::string sign;
    std::string name;
    std::string claim_name;  // the real name of the approved claim ("" when found by mobile)
};

struct ImportLookup {
    std::unordered_map<std::string, Candidate> by_mobile;
    std::unordered_map<std::string, Candidate> by_card;
    std::unordered_set<std::int64_t> enrolled;
};

// The sheet's data rows (header in row 1, any column order, blank rows skipped). Throws -2 with field `file`:
// 模板格式不正确… without a 姓名 column or without both 手机号 and 学号; 表格中没有学员数据; 一次最多导入2000名学员.
std::vector<ImportInput> sheet_rows(const std::vector<std::vector<std::string>>& records);

// 1[3-9] and nine more digits.
bool valid_mobile(std::string_view mobile);

// Checks every row in order against the lookup (per-row messages of the contract, 与第{N}行重复 for a user an
// earlier row already named).
std::vector<ImportRow> check_rows(const std::vector<ImportInput>& inputs, const ImportLookup& lookup);

}  // namespace xj::teaching
