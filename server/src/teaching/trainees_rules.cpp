#include "teaching/trainees_rules.h"

#include <fmt/format.h>

#include "core/api_error.h"
#include "core/text.h"

namespace xj::teaching {

namespace {

core::ApiError file_error(std::string_view msg) { return core::ApiError::invalid("file", std::string(msg)); }

std::string cell(const std::vector<std::string>& record, std::optional<std::size_t> col) {
    if (!col || *col >= record.size()) return {};
    return core::text::trim_wide(record[*col]);
}

}  // namespace

std::vector<ImportInput> sheet_rows(const std::vector<std::vector<std::string>>& records) {
    if (records.empty()) throw file_error(kMsgTemplate);
    std::optional<std::size_t> name_col, mobile_col, card_col;
    const auto& header = records.front();
    for (std::size_t i = 0; i < header.size(); ++i) {
        std::string title = core::text::trim_wide(header[i]);
        if (title == kColName && !name_col) name_col = i;
        else if (title == kColMobile && !mobile_col) mobile_col = i;
        else if (title == kColCard && !card_col) card_col = i;
    }
    if (!name_col || (!mobile_col && !card_col)) throw file_error(kMsgTemplate);
    std::vector<ImportInput> rows;
    for (std::size_t i = 1; i < records.size(); ++i) {
        ImportInput in{static_cast<int>(i + 1), cell(records[i], name_col), cell(records[i], mobile_col),
                       cell(records[i], card_col)};
        if (in.name.empty() && in.mobile.empty() && in.student_card.empty()) continue;
        if (rows.size() == kImportMaxRows) throw file_error(kMsgTooManyRows);
        rows.push_back(std::move(in));
    }
    if (rows.empty()) throw file_error(kMsgNoRows);
    return rows;
}

bool valid_mobile(std::string_view m) {
    if (m.size() != 11 || m[0] != '1' || m[1] < '3' || m[1] > '9') return false;
    for (char c : m)
        if (c < '0' || c > '9') return false;
    return true;
}

std::vector<ImportRow> check_rows(const std::vector<ImportInput>& inputs, const ImportLookup& lookup) {
    std::vector<ImportRow> out;
    out.reserve(inputs.size());
    std::unordered_map<std::int64_t, int> first_row;  // user → the first row naming them
    for (const auto& in : inputs) {
        ImportRow r{in};
        auto fail = [&](std::string msg) {
            r.status = std::string(kStatusError);
            r.error = std::move(msg);
        };
        if (in.name.empty()) {
            fail(std::string(kMsgNameEmpty));
        } else if (in.mobile.empty() && in.student_card.empty()) {
            fail(std::string(kMsgNoKey));
        } else if (!in.mobile.empty() && !valid_mobile(in.mobile)) {
            fail(std::string(kMsgMobile));
        } else {
            const Candidate* found = nullptr;
            if (!in.mobile.empty()) {
                if (auto it = lookup.by_mobile.find(in.mobile); it != lookup.by_mobile.end()) found = &it->second;
            }
            if (!found && !in.student_card.empty()) {
                if (auto it = lookup.by_card.find(in.student_card); it != lookup.by_card.end()) found = &it->second;
            }
            if (!found) {
                fail(std::string(kMsgNotFound));
            } else if (in.name != found->name && in.name != found->claim_name) {
                fail(std::string(kMsgNameMismatch));
            } else {
                r.user_id = found->id;
                r.user_sign = found->sign;
                if (auto [it, fresh] = first_row.emplace(found->id, in.row); !fresh) {
                    fail(fmt::format("与第{}行重复", it->second));
                } else {
                    r.status = std::string(lookup.enrolled.contains(found->id) ? kStatusEnrolled : kStatusOk);
                }
            }
        }
        out.push_back(std::move(r));
    }
    return out;
}

}  // namespace xj::teaching
