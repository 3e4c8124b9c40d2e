// The identity domain's types: claims of users to be a student or teacher of a school, and school rosters.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/page.h"

namespace xj::identity {

inline constexpr int kTypeStudent = 1;
inline constexpr int kTypeTeacher = 2;
inline constexpr int kStatusPending = 1;
inline constexpr int kStatusPassed = 2;
inline constexpr int kStatusRejected = 3;
inline constexpr std::string_view kKindStudent = "student";
inline constexpr std::string_view kKindTeacher = "teacher";

// The claim form after validation: school is the school's sign, code the image captcha.
struct ClaimForm {
    std::string school;
    std::string real_name;
    std::string number;
    std::string code;
    int type = kTypeStudent;
};

struct Claim {
    std::int64_t id = 0;
    std::int64_t user_id = 0;
    int type = kTypeStudent;
    std::int64_t school_id = 0;
    std::string school_sign;
    std::string school_name;
    std::string real_name;
    std::string number;
    int status = kStatusPending;
    std::string reason;
    std::int64_t created_at = 0;
    std::optional<std::int64_t> photo_id;  // the recognition photo kept with it
};

// A claim as the school admin's list shows it, with the claimant's name and number.
struct ClaimRow {
    Claim claim;
    std::string user_name;
    std::string mobile;
};

struct RosterEntry {
    std::string kind;  // student | teacher
    std::string number;
    std::string name;
};

struct RowError {
    int row = 0;  // 1-based line of the file; the header is row 1
    std::string msg;
};

struct ImportResult {
    int imported = 0;
    int updated = 0;
    std::vector<RowError> errors;
};

using core::Page;
using core::Paged;

inline std::string_view kind_of_type(int type) { return type == kTypeTeacher ? kKindTeacher : kKindStudent; }

}  // namespace xj::identity
