// Resumes (docs/resume.md): one per user, its sections, the verified entries read from the platform's records, the
// template it is shown in and its share link.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace xj::resume {

// resume_entry.kind: the dated sections share one table (migration 0025).
enum class Kind : int {
    kEducation = 1,
    kWork = 2,
    kInternship = 3,
    kProject = 4,
    kTrain = 5,
    kCultivate = 6,
    kVolunteer = 7,
};
inline constexpr int kKinds = 7;

// resume_verified.kind
enum class VerifiedKind : int { kCourse = 1, kTraining = 2, kExam = 3, kPractice = 4, kCertificate = 5 };

inline constexpr int kTemplates = 7;
inline constexpr int kIntentionsMax = 3;
inline constexpr int kEntriesMax = 20;  // of one kind
inline constexpr int kQualificationsMax = 30;
inline constexpr int kVerifiedMax = 30;
inline constexpr int kSkillsMax = 12;
inline constexpr std::size_t kNameMax = 20;   // spec 02 §5: 姓名过长 from 20
inline constexpr std::size_t kTitleMax = 50;  // a school, company, project or organisation
inline constexpr std::size_t kRoleMax = 30;   // a major, position or role
inline constexpr std::size_t kDescriptionMax = 1000;
inline constexpr std::size_t kAdvantageMax = 500;
inline constexpr std::size_t kSkillMax = 20;
inline constexpr std::size_t kEmailMax = 50;
inline constexpr int kSalaryMax = 1000;  // thousand yuan a month (K): 1,000 K is beyond any real offer

// What the user info screen edits (个人信息).
struct Basics {
    std::string name;
    int sex = 0;        // 0 not given, 1 男, 2 女
    std::string birth;  // YYYY-MM
    std::string mobile;
    std::string email;
    std::string city;        // an administrative-division code
    int work_status = 0;     // resume/tags.h kWorkStatuses
    std::string work_start;  // YYYY-MM; empty: no work experience yet (应届生)
    std::string political;   // 政治面貌, one of tags.h kPolitical or empty
    std::vector<std::string> skills;
};

struct Resume {
    std::int64_t id = 0;
    std::int64_t user_id = 0;
    Basics basics;
    std::string advantage;
    std::string head_picture;  // a file name under the private resume folder, empty when none
    std::string video;         // the same for the video resume
    std::string video_name;
    std::int64_t video_size = 0;
    int template_id = 1;
    std::string share_token;
    bool share_on = false;
    std::int64_t share_views = 0;
    std::int64_t created_at = 0;
    std::int64_t updated_at = 0;
};

struct Intention {
    std::int64_t id = 0;
    std::string position;  // a position tag code
    std::string industry;  // an industry tag code, or empty (不限)
    std::string city;      // an administrative-division code
    int salary_min = 0;    // K a month; 0 and 0: 面议
    int salary_max = 0;
    int job_type = 1;  // 1 全职, 2 兼职, 3 实习
};

// A dated entry of one of the kinds above; what title, role and level hold depends on the kind (migration 0025).
struct Entry {
    std::int64_t id = 0;
    Kind kind = Kind::kEducation;
    std::string title;
    std::string role;
    std::string level;
    std::string start;  // YYYY-MM
    std::string end;    // YYYY-MM, empty: 至今
    std::string description;
};

struct Qualification {
    std::int64_t id = 0;
    int category = 0;
    std::string name;
    std::string obtained;  // YYYY-MM or empty
};

// A verified entry as shown: what the platform's records say now. found is false when the record is gone (the
// course deleted, the exam removed) or the school revoked the certificate (revoked): such an entry is listed to its
// owner only, to be removed.
struct Verified {
    std::int64_t id = 0;
    VerifiedKind kind = VerifiedKind::kCourse;
    std::string source_sign;
    bool found = false;
    bool revoked = false;  // a certificate the school revoked
    std::string title;     // the course, training or exam
    std::string detail;    // 已完成 · 12 学时, 考试成绩 92 / 100 分…
    std::optional<double> score;
    std::int64_t at = 0;  // when it was finished or graded (epoch seconds)
};

// How many rows each part of a resume has (the completeness of the small plate, read in one query): entries by
// kind (index 1–7), intentions, qualifications and cited platform records.
struct PartCounts {
    std::int64_t entries[kKinds + 1] = {};
    std::int64_t intentions = 0;
    std::int64_t qualifications = 0;
    std::int64_t verified = 0;
    std::int64_t of(Kind kind) const { return entries[static_cast<int>(kind)]; }
};

// Everything a template shows, and the completeness computed from it.
struct ResumeDetail {
    Resume resume;
    std::vector<Intention> intentions;
    std::vector<Entry> entries;  // every kind, each kind newest first
    std::vector<Qualification> qualifications;
    std::vector<Verified> verified;
    int ratio = 0;
};

}  // namespace xj::resume
