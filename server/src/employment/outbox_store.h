// The e-mail outbox's SQL, and only SQL (the offline default of employment/mail_sender.h).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "db/db.h"

namespace xj::employment {

// An e-mail in the outbox.
struct OutboxMail {
    std::int64_t id = 0;
    std::string mail_to;
    std::string subject;
    std::string body;
    std::string attachment_name;
    std::string attachment;  // a path under the private files
    std::int64_t created_at = 0;
};

class OutboxStore {
public:
    void insert(db::Conn& conn, const OutboxMail& mail) const;
    // Newest first: to one address, or every one for an empty address.
    std::vector<OutboxMail> latest(db::Conn& conn, const std::string& mail_to, int limit) const;
};

}  // namespace xj::employment
