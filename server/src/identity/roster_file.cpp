#include "identity/roster_file.h"

#include "core/text.h"

namespace xj::identity {

namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";
constexpr std::string_view kTypeStudentText = "学生";
constexpr std::string_view kTypeTeacherText = "教师";
constexpr std::string_view kMsgHeader = "表头应为：类型,学号/工号,姓名";
constexpr std::string_view kMsgColumns = "每行应有 3 列：类型,学号/工号,姓名";
constexpr std::string_view kMsgType = "类型必须是学生或教师";
constexpr std::string_view kMsgNumberEmpty = "学号/工号不能为空";
constexpr std::string_view kMsgNumberLong = "学号/工号不能超过20位";
constexpr std::string_view kMsgNameEmpty = "姓名不能为空";
constexpr std::string_view kMsgNameLong = "姓名过长";
constexpr std::string_view kMsgNoRows = "文件中没有名单";
constexpr std::size_t kColumns = 3;
constexpr std::size_t kNumberMax = 20;
constexpr std::size_t kNameLimit = 20;  // a name has fewer characters
// Cells are trimmed of spaces and tabs only.
constexpr std::string_view kCellBlanks = " \t";

using core::text::code_points;

std::string trim(std::string_view s) { return core::text::trim(s, kCellBlanks); }

bool blank(const std::vector<std::string>& fields) {
    for (const auto& f : fields) {
        if (!trim(f).empty()) return false;
    }
    return true;
}

// Reads one field at `i` (quoted or not); leaves `i` on the delimiter or end.
std::string read_field(std::string_view text, std::size_t& i) {
    std::string out;
    if (i < text.size() && text[i] == '"') {
        ++i;
        while (i < text.size()) {
            if (text[i] == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    out += '"';
                    i += 2;
                    continue;
                }
                ++i;
                break;
            }
            out += text[i++];
        }
    }
    while (i < text.size() && text[i] != ',' && text[i] != '\n' && text[i] != '\r') out += text[i++];
    return out;
}

}  // namespace

std::vector<std::vector<std::string>> parse_csv(std::string_view text) {
    if (text.substr(0, kBom.size()) == kBom) text.remove_prefix(kBom.size());
    std::vector<std::vector<std::string>> records;
    std::size_t i = 0;
    while (i < text.size()) {
        std::vector<std::string> fields;
        while (true) {
            fields.push_back(read_field(text, i));
            if (i < text.size() && text[i] == ',') {
                ++i;
                continue;
            }
            break;
        }
        if (i < text.size() && text[i] == '\r') ++i;
        if (i < text.size() && text[i] == '\n') ++i;
        records.push_back(std::move(fields));
    }
    return records;
}

std::optional<std::string> row_error(const std::vector<std::string>& fields) {
    if (fields.size() != kColumns) return std::string(kMsgColumns);
    std::string type = trim(fields[0]);
    if (type != kTypeStudentText && type != kTypeTeacherText) return std::string(kMsgType);
    std::string number = trim(fields[1]);
    if (number.empty()) return std::string(kMsgNumberEmpty);
    if (code_points(number) > kNumberMax) return std::string(kMsgNumberLong);
    std::string name = trim(fields[2]);
    if (name.empty()) return std::string(kMsgNameEmpty);
    if (code_points(name) >= kNameLimit) return std::string(kMsgNameLong);
    return std::nullopt;
}

RosterFile check_roster(const std::vector<std::vector<std::string>>& records) {
    RosterFile file;
    if (records.empty() || records[0].size() != kColumns || trim(records[0][0]) != "类型" ||
        trim(records[0][1]) != "学号/工号" || trim(records[0][2]) != "姓名") {
        file.errors.push_back({1, std::string(kMsgHeader)});
        return file;
    }
    for (std::size_t r = 1; r < records.size(); ++r) {
        if (blank(records[r])) continue;
        if (auto msg = row_error(records[r])) {
            file.errors.push_back({static_cast<int>(r + 1), *msg});
            continue;
        }
        std::string kind(trim(records[r][0]) == kTypeStudentText ? kKindStudent : kKindTeacher);
        file.entries.push_back({kind, trim(records[r][1]), trim(records[r][2])});
    }
    if (file.errors.empty() && file.entries.empty()) file.errors.push_back({2, std::string(kMsgNoRows)});
    return file;
}

}  // namespace xj::identity
