// The accounts domain's SQL for what guards sign-in: SMS codes, their 60-second gate and outbox, captchas,
// rate events, the audit log and the keys every instance shares. Only SQL.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "db/db.h"

namespace xj::accounts {

struct StoredCode {
    std::int64_t id = 0;
    std::string code_hash;
    std::int64_t expires_at = 0;
    int tries = 0;
    bool used = false;
};

struct StoredCaptcha {
    std::string answer_hash;
    std::optional<std::string> demo_answer;
};

struct AuditEntry {
    std::optional<std::int64_t> user_id;
    std::string_view event;
    std::string subject;
    std::string ip;
    std::string detail;
};

class GuardStore {
public:
    // Returns the event's id.
    std::int64_t record_event(db::Conn& conn, std::string_view kind, std::string_view subject, std::int64_t now) const;
    void delete_event(db::Conn& conn, std::int64_t id) const;
    // Until the transaction ends, other transactions that lock the same kind and subject wait, so a count and the
    // event it allows are one step (PostgreSQL: an advisory lock; SQLite's write transactions are serial anyway).
    // Lock subjects in a fixed order (the number, then the address) so two transactions never wait on each other.
    void lock_subject(db::Conn& conn, std::string_view kind, std::string_view subject) const;
    int count_events(db::Conn& conn, std::string_view kind, std::string_view subject, std::int64_t since) const;
    std::optional<std::int64_t> latest_event(db::Conn& conn, std::string_view kind, std::string_view subject) const;
    void delete_events(db::Conn& conn, std::string_view kind, std::string_view subject) const;
    std::int64_t purge_events(db::Conn& conn, std::int64_t before) const;

    void insert_code(db::Conn& conn, std::string_view mobile, int type, std::string_view code_hash,
                     std::int64_t expires_at, std::int64_t now) const;
    std::optional<StoredCode> latest_code(db::Conn& conn, std::string_view mobile, int type) const;
    // Counts a wrong try; false when the code has no tries left.
    bool add_try(db::Conn& conn, std::int64_t id, int max_tries) const;
    // Uses the code up once (true for exactly one caller), leaving a verified mark until verified_until if given.
    bool use_code(db::Conn& conn, std::int64_t id, std::int64_t now, int max_tries,
                  std::optional<std::int64_t> verified_until) const;
    bool verified(db::Conn& conn, std::string_view mobile, int type, std::int64_t now) const;
    // Removes the number's live verified marks of `type`: true for exactly one caller when there was one.
    bool take_verified(db::Conn& conn, std::string_view mobile, int type, std::int64_t now) const;

    std::optional<std::int64_t> last_sent(db::Conn& conn, std::string_view mobile) const;
    // Takes the number's send slot if nothing was sent since `cutoff` (true for exactly one caller).
    bool take_send_slot(db::Conn& conn, std::string_view mobile, std::int64_t now, std::int64_t cutoff) const;
    void insert_outbox(db::Conn& conn, std::string_view mobile, int type, std::string_view text,
                       std::int64_t now) const;
    std::optional<std::string> last_outbox_text(db::Conn& conn, std::string_view mobile) const;

    void insert_captcha(db::Conn& conn, std::string_view key_hash, std::string_view answer_hash,
                        const std::optional<std::string>& demo_answer, std::int64_t expires_at) const;
    std::optional<StoredCaptcha> find_captcha(db::Conn& conn, std::string_view key_hash, std::int64_t now) const;
    bool use_captcha(db::Conn& conn, std::string_view key_hash, std::int64_t now) const;
    std::int64_t purge_captchas(db::Conn& conn, std::int64_t now) const;

    void insert_audit(db::Conn& conn, const AuditEntry& entry, std::int64_t now) const;

    std::optional<std::string> find_key(db::Conn& conn, std::string_view name) const;
    void insert_key_if_absent(db::Conn& conn, std::string_view name, std::string_view value) const;
};

}  // namespace xj::accounts
