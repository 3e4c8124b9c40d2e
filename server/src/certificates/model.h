// The certificates domain's types (docs/certificates.md): a certificate as issued, and a student's standing in a
// course against its assessment standard.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "teaching/statistics_rules.h"

namespace xj::certificates {

// certificate.kind
enum class Kind : int { kCourse = 1, kTraining = 2, kOffline = 3 };

inline constexpr int kRemarkMaxChars = 100;  // a teacher's note on an offline result
inline constexpr int kReasonMaxChars = 100;  // why the school revoked it
inline constexpr int kNameMaxChars = 20;     // a holder's name in the public search
inline constexpr int kCodeLength = 8;

// A certificate as issued: what it says is frozen at issuance (migration 0029).
struct Certificate {
    std::int64_t id = 0;
    std::string number;  // XJ2026000042
    std::string code;    // the verification code
    Kind kind = Kind::kCourse;
    std::int64_t school_id = 0;
    std::optional<std::int64_t> user_id;
    std::string user_sign;  // "" once the account is gone
    std::optional<std::int64_t> course_id;
    std::string course_sign;  // "" once the course is gone
    std::string holder_name;
    std::string school_name;
    std::string course_name;
    int hours = 0;
    double score = 0;
    std::string remark;
    std::int64_t issued_at = 0;
    std::optional<std::int64_t> issued_by;  // the teacher of an offline result
    std::string issued_by_name;             // the teacher of an offline result; "" for the platform's
    std::optional<std::int64_t> revoked_at;
    std::string revoke_reason;

    bool revoked() const { return revoked_at.has_value(); }
};

// A student's standing in a course or training they joined: the composite score by its assessment standard, and
// the certificate they hold for it, if any.
struct Standing {
    std::string course_sign;
    std::string course_name;
    bool training = false;
    double score = 0;
    bool passed = false;
    teaching::ScoreParts parts;
    teaching::ScoreWeights weights;
    std::optional<Certificate> certificate;
};

}  // namespace xj::certificates
