// The consoles' notices (docs/admin.md "Notices"): the platform admin's system notices (msgType 1) and a school
// admin's bulletins of their school (msgType 3) — listed, published, edited and deleted, each change with its audit
// row in the same transaction. Readers see them in the message centre (MessageService).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "accounts/service.h"
#include "audit/service.h"
#include "core/access.h"
#include "core/clock.h"
#include "messages/model.h"
#include "messages/store.h"

namespace xj::messages {

// Whose notices a console call reaches: the platform's system notices, or one school's bulletins (the school of the
// school admin's account; a school admin without a school reaches none).
struct NoticeScope {
    int category = kSystem;
    std::int64_t school_id = 0;

    static NoticeScope system() { return {kSystem, 0}; }
    static NoticeScope school(std::int64_t id) { return {kSchool, id}; }
    // The scope a user may publish `category` (kSystem or kSchool) in through the message centre's own call: an
    // admin's system notices, a school admin's bulletins of their school; -6 otherwise.
    static NoticeScope of_publisher(const core::AuthUser& user, int category);
    std::int64_t scope_id() const { return category == kSchool ? school_id : 0; }
    bool reaches(const Message& m) const { return m.category == category && m.scope_id == scope_id(); }
};

class NoticeService {
public:
    NoticeService(db::Database& db, const core::Clock& clock, accounts::AccountService& accounts,
                  const audit::AuditService& audit)
        : db_(db), clock_(clock), accounts_(accounts), audit_(audit) {}

    // The scope's notices, newest first, with their authors.
    Paged<Message> list(const core::AuthUser& admin, const NoticeScope& scope, const Page& page);
    // Publishes a new notice or edits one of the scope (-1000 消息不存在 for another scope's or a deleted one); the
    // notice as saved. An edit that changes nothing writes nothing.
    Message save(const core::AuthUser& admin, std::string_view ip, const NoticeScope& scope, const NoticeForm& form);
    // Deletes one of the scope's notices with its read marks: -1000 消息不存在 when it is not there (or went first).
    void remove(const core::AuthUser& admin, std::string_view ip, const NoticeScope& scope, const std::string& sign);

private:
    // The scope's notice, locked: 消息不存在 otherwise.
    Message require(db::Conn& conn, const NoticeScope& scope, const std::string& sign) const;

    db::Database& db_;
    const core::Clock& clock_;
    accounts::AccountService& accounts_;
    const audit::AuditService& audit_;
    MessageStore store_;
};

}  // namespace xj::messages
