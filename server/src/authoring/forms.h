// Reading the teacher's course calls (docs/authoring.md): the course form, the standard and the team calls, with
// the contract's Chinese messages (-2 with the field).
#pragma once

#include <optional>
#include <string>

#include "core/request.h"
#include "courses/model.h"

namespace xj::authoring {

inline constexpr std::size_t kCourseNameMax = 50;
inline constexpr std::size_t kIntroductionMax = 500;
inline constexpr std::size_t kDetailsMax = 20000;
inline constexpr std::int64_t kPriceMaxYuan = 100000;
inline constexpr double kCreditMax = 100;
inline constexpr std::int64_t kPeriodMax = 10000;

struct CourseForm {
    std::string name;
    std::string introduction;
    std::string details;
    std::string picture;
    std::int64_t price_fen = 0;
    double credit = 0;
    int period = 0;
    std::string type1_sign, type2_sign, type3_sign;
    int type = courses::kTypeCredit;
    int kind = courses::kKindIntro;
};
CourseForm parse_course_form(const core::Request& req);

// The weights; course_id left 0 (the service resolves courseIdSign).
courses::Standard parse_standard_form(const core::Request& req);

// A sign that must be present: -2 `field` 校验未通过 otherwise.
std::string required_sign(const core::Request& req, std::string_view field);
std::string optional_sign(const core::Request& req, std::string_view field);

}  // namespace xj::authoring
