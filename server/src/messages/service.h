// The message centre's rules: who sees which messages, who may post them, read marks and unread counts.
// The only header other domains include.
#pragma once

#include <string>

#include "accounts/service.h"
#include "core/access.h"
#include "core/xlsx_export.h"
#include "messages/model.h"
#include "messages/store.h"

namespace xj::messages {

class MessageService {
public:
    MessageService(db::Database& db, const core::Clock& clock, accounts::AccountService& accounts)
        : db_(db), clock_(clock), accounts_(accounts), exporter_(clock) {}

    // msgType 1 (system notices) or 3 (bulletins of the user's school; empty without a school).
    Paged<Message> notices(const core::AuthUser& user, int category, const Page& page);
    Paged<Message> enrolled_course_messages(const core::AuthUser& user, const Page& page);
    // -1000 courseIdSign for an unknown course, -6 unless enrolled in it or teaching it.
    Paged<Message> course_messages(const core::AuthUser& user, const std::string& course_sign, const Page& page);
    // Every message of the course for its Excel export, with the course's name: its teachers and the admins of its
    // school only (-6 otherwise, students included); -1000 beyond the exporter's cap.
    CourseMessages course_messages_export(const core::AuthUser& user, const std::string& course_sign);

    // A course message by a teacher of the course: the new message's sign. -1000 courseId for an unknown course; -6
    // for a poster who may not post it (and for the other kinds: NoticeService publishes those).
    std::string post(const core::AuthUser& user, const PostForm& form);

    // -1000 idSign for an unknown message or one the user cannot see.
    UnreadCounts mark_read(const core::AuthUser& user, const std::string& sign);
    UnreadCounts mark_all_read(const core::AuthUser& user, int category);
    UnreadCounts unread(const core::AuthUser& user);

    core::Exporter& exporter() { return exporter_; }
    const core::Exporter& exporter() const { return exporter_; }

private:
    bool can_see(db::Conn& conn, const core::AuthUser& user, const Message& message) const;

    db::Database& db_;
    const core::Clock& clock_;
    accounts::AccountService& accounts_;
    MessageStore store_;
    core::Exporter exporter_;
};

}  // namespace xj::messages
