// The message centre's types: system notices, course messages and school bulletins, with per-user read marks.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/page.h"

namespace xj::messages {

// The spec's msgType numbers; also the `category` column.
inline constexpr int kSystem = 1;
inline constexpr int kCourse = 2;
inline constexpr int kSchool = 3;

inline constexpr int kPageSizeDefault = 5;  // spec 02 §9: message paging size 5
inline constexpr std::size_t kTitleMax = 50;
inline constexpr std::size_t kContentMax = 2000;

struct Message {
    std::int64_t id = 0;
    std::string sign;
    int category = kSystem;
    std::int64_t scope_id = 0;  // school id (bulletins), course id (course messages), 0 (system)
    std::int64_t author_id = 0;
    std::string title;
    std::string content;
    std::int64_t created_at = 0;
    bool read = false;
    std::string author_name;
    std::string course_sign;
    std::string course_name;
};

// What the store writes for a new message.
struct NewMessage {
    int category = kSystem;
    std::int64_t scope_id = 0;
    std::int64_t author_id = 0;
    std::string title;
    std::string content;
    std::string sign;  // empty: a random one (demo data uses fixed ones, so two seeding instances collide)
};

// The post form after validation; course_sign is the spec's courseId.
struct PostForm {
    int category = kCourse;
    std::string course_sign;
    std::string title;
    std::string content;
};

// A console's notice to publish (sign "") or edit, its texts checked by the forms.
struct NoticeForm {
    std::string sign;
    std::string title;
    std::string content;
};

struct CourseRef {
    std::int64_t id = 0;
    std::string sign;
    std::string name;
    std::int64_t school_id = 0;
};

// A course's messages for its export.
struct CourseMessages {
    std::vector<Message> list;
    std::int64_t total = 0;
    std::string course_name;
};

struct UnreadCounts {
    std::int64_t course = 0;
    std::int64_t school = 0;
    std::int64_t system = 0;
};

using core::Page;
using core::Paged;

}  // namespace xj::messages
