// The message centre's SQL, and only SQL. Course rows (course, course_teacher, enrolment) are read here only to
// decide who sees a course message and to name it; the courses domain owns and writes them.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "db/db.h"
#include "messages/model.h"

namespace xj::messages {

class MessageStore {
public:
    std::string insert(db::Conn& conn, const NewMessage& message, std::int64_t now) const;  // the new sign
    std::optional<Message> find_by_sign(db::Conn& conn, std::string_view sign) const;
    // The same, its row locked until the transaction ends (PostgreSQL; SQLite's writer lock serialises already).
    std::optional<Message> lock_by_sign(db::Conn& conn, std::string_view sign) const;
    // A notice's new title and content; false when it is gone.
    bool update(db::Conn& conn, std::int64_t id, const std::string& title, const std::string& content) const;
    // Deletes a message with its read marks; false when it was gone already.
    bool remove(db::Conn& conn, std::int64_t id) const;

    // One scope's messages (system: scope 0; a school; a course), newest first, with the user's read flag.
    Paged<Message> list_scope(db::Conn& conn, std::int64_t user_id, int category, std::int64_t scope_id,
                              const Page& page) const;
    std::int64_t count_scope(db::Conn& conn, int category, std::int64_t scope_id) const;
    // The messages of every course the user is enrolled in, with the course's sign and name.
    Paged<Message> list_enrolled_courses(db::Conn& conn, std::int64_t user_id, const Page& page) const;

    // Idempotent; false when the mark already existed.
    bool mark_read(db::Conn& conn, std::int64_t user_id, const Message& message, std::int64_t now) const;
    // Marks every message of one scope (system or a school); the number of new marks.
    std::int64_t mark_scope_read(db::Conn& conn, std::int64_t user_id, int category, std::int64_t scope_id,
                                 std::int64_t now) const;
    std::int64_t mark_enrolled_courses_read(db::Conn& conn, std::int64_t user_id, std::int64_t now) const;

    // school_id 0: no school, so no bulletins.
    UnreadCounts unread(db::Conn& conn, std::int64_t user_id, std::int64_t school_id) const;

    std::optional<CourseRef> find_course(db::Conn& conn, std::string_view sign) const;
    bool teaches(db::Conn& conn, std::int64_t user_id, std::int64_t course_id) const;
    bool enrolled(db::Conn& conn, std::int64_t user_id, std::int64_t course_id) const;

    bool any_of(db::Conn& conn, int category) const;
    // Demo seeding: the courses a user is enrolled in, each with a teacher of it (the lead first; the author when
    // it has none), oldest enrolment first.
    std::vector<std::pair<std::int64_t, std::int64_t>> enrolled_course_teachers(db::Conn& conn,
                                                                                std::int64_t user_id) const;
};

}  // namespace xj::messages
