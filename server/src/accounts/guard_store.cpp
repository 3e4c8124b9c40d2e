#include "accounts/guard_store.h"

namespace xj::accounts {

namespace {

constexpr std::string_view kInsertEvent =
    "INSERT INTO rate_event (kind, subject, created_at) VALUES (:kind, :subject, :now) RETURNING id";
constexpr std::string_view kDeleteEvent = "DELETE FROM rate_event WHERE id = :id";
// Class 7 of the two-key advisory lock space: the rate limits' subjects (issue 13).
constexpr std::string_view kLockSubjectPg = "SELECT pg_advisory_xact_lock(7, hashtext(:key))";
constexpr std::string_view kCountEvents =
    "SELECT COUNT(*) AS n FROM rate_event WHERE kind = :kind AND subject = :subject AND created_at > :since";
constexpr std::string_view kLatestEvent =
    "SELECT MAX(created_at) AS latest FROM rate_event WHERE kind = :kind AND subject = :subject";
constexpr std::string_view kDeleteEvents = "DELETE FROM rate_event WHERE kind = :kind AND subject = :subject";
constexpr std::string_view kPurgeEvents = "DELETE FROM rate_event WHERE created_at < :before";

constexpr std::string_view kInsertCode =
    "INSERT INTO sms_code (mobile, type, code_hash, expires_at, created_at) "
    "VALUES (:mobile, :type, :code_hash, :expires_at, :now)";
constexpr std::string_view kLatestCode =
    "SELECT id, code_hash, expires_at, tries, used_at FROM sms_code WHERE mobile = :mobile AND type = :type "
    "ORDER BY id DESC LIMIT 1";
constexpr std::string_view kAddTry =
    "UPDATE sms_code SET tries = tries + 1 WHERE id = :id AND used_at IS NULL AND tries < :max_tries";
constexpr std::string_view kUseCode =
    "UPDATE sms_code SET used_at = :now, verified_until = :verified_until "
    "WHERE id = :id AND used_at IS NULL AND tries < :max_tries AND expires_at > :now";
constexpr std::string_view kVerified =
    "SELECT id FROM sms_code WHERE mobile = :mobile AND type = :type AND verified_until > :now LIMIT 1";
constexpr std::string_view kTakeVerified =
    "UPDATE sms_code SET verified_until = NULL WHERE mobile = :mobile AND type = :type AND verified_until > :now";

constexpr std::string_view kSelectGate = "SELECT last_sent_at FROM sms_gate WHERE mobile = :mobile";
constexpr std::string_view kOpenGate =
    "INSERT INTO sms_gate (mobile, last_sent_at) VALUES (:mobile, 0) ON CONFLICT DO NOTHING";
constexpr std::string_view kTakeGate =
    "UPDATE sms_gate SET last_sent_at = :now WHERE mobile = :mobile AND last_sent_at <= :cutoff";
constexpr std::string_view kInsertOutbox =
    "INSERT INTO sms_outbox (mobile, type, text, created_at) VALUES (:mobile, :type, :text, :now)";
constexpr std::string_view kLastOutbox = "SELECT text FROM sms_outbox WHERE mobile = :mobile ORDER BY id DESC LIMIT 1";

constexpr std::string_view kInsertCaptcha =
    "INSERT INTO captcha (key_hash, answer_hash, demo_answer, expires_at) "
    "VALUES (:key_hash, :answer_hash, :demo_answer, :expires_at)";
constexpr std::string_view kFindCaptcha =
    "SELECT answer_hash, demo_answer FROM captcha WHERE key_hash = :key_hash AND used = 0 AND expires_at > :now";
constexpr std::string_view kUseCaptcha =
    "UPDATE captcha SET used = 1 WHERE key_hash = :key_hash AND used = 0 AND expires_at > :now";
constexpr std::string_view kPurgeCaptchas = "DELETE FROM captcha WHERE expires_at < :now";

constexpr std::string_view kInsertAudit =
    "INSERT INTO audit_log (user_id, event, subject, ip, detail, created_at) "
    "VALUES (:user_id, :event, :subject, :ip, :detail, :now)";

constexpr std::string_view kFindKey = "SELECT value FROM server_key WHERE name = :name";
constexpr std::string_view kInsertKey =
    "INSERT INTO server_key (name, value) VALUES (:name, :value) ON CONFLICT DO NOTHING";

}  // namespace

std::int64_t GuardStore::record_event(db::Conn& conn, std::string_view kind, std::string_view subject,
                                      std::int64_t now) const {
    return conn.query_one(kInsertEvent, {{"kind", std::string(kind)}, {"subject", std::string(subject)}, {"now", now}})
        ->integer("id");
}

void GuardStore::delete_event(db::Conn& conn, std::int64_t id) const { conn.exec(kDeleteEvent, {{"id", id}}); }

void GuardStore::lock_subject(db::Conn& conn, std::string_view kind, std::string_view subject) const {
    if (conn.dialect() != db::Dialect::kPostgres) return;
    conn.query(kLockSubjectPg, {{"key", std::string(kind) + ":" + std::string(subject)}});
}

int GuardStore::count_events(db::Conn& conn, std::string_view kind, std::string_view subject,
                             std::int64_t since) const {
    auto row = conn.query_one(kCountEvents,
                              {{"kind", std::string(kind)}, {"subject", std::string(subject)}, {"since", since}});
    return row ? static_cast<int>(row->integer("n")) : 0;
}

std::optional<std::int64_t> GuardStore::latest_event(db::Conn& conn, std::string_view kind,
                                                     std::string_view subject) const {
    auto row = conn.query_one(kLatestEvent, {{"kind", std::string(kind)}, {"subject", std::string(subject)}});
    return row ? row->opt_integer("latest") : std::nullopt;
}

void GuardStore::delete_events(db::Conn& conn, std::string_view kind, std::string_view subject) const {
    conn.exec(kDeleteEvents, {{"kind", std::string(kind)}, {"subject", std::string(subject)}});
}

std::int64_t GuardStore::purge_events(db::Conn& conn, std::int64_t before) const {
    return conn.exec(kPurgeEvents, {{"before", before}});
}

void GuardStore::insert_code(db::Conn& conn, std::string_view mobile, int type, std::string_view code_hash,
                             std::int64_t expires_at, std::int64_t now) const {
    conn.exec(kInsertCode, {{"mobile", std::string(mobile)},
                            {"type", static_cast<std::int64_t>(type)},
                            {"code_hash", std::string(code_hash)},
                            {"expires_at", expires_at},
                            {"now", now}});
}

std::optional<StoredCode> GuardStore::latest_code(db::Conn& conn, std::string_view mobile, int type) const {
    auto row =
        conn.query_one(kLatestCode, {{"mobile", std::string(mobile)}, {"type", static_cast<std::int64_t>(type)}});
    if (!row) return std::nullopt;
    return StoredCode{row->integer("id"), row->text("code_hash"), row->integer("expires_at"),
                      static_cast<int>(row->integer("tries")), !row->is_null("used_at")};
}

bool GuardStore::add_try(db::Conn& conn, std::int64_t id, int max_tries) const {
    return conn.exec(kAddTry, {{"id", id}, {"max_tries", static_cast<std::int64_t>(max_tries)}}) == 1;
}

bool GuardStore::use_code(db::Conn& conn, std::int64_t id, std::int64_t now, int max_tries,
                          std::optional<std::int64_t> verified_until) const {
    return conn.exec(kUseCode, {{"now", now},
                                {"verified_until", db::nullable(verified_until)},
                                {"id", id},
                                {"max_tries", static_cast<std::int64_t>(max_tries)}}) == 1;
}

bool GuardStore::take_verified(db::Conn& conn, std::string_view mobile, int type, std::int64_t now) const {
    return conn.exec(kTakeVerified,
                     {{"mobile", std::string(mobile)}, {"type", static_cast<std::int64_t>(type)}, {"now", now}}) > 0;
}

bool GuardStore::verified(db::Conn& conn, std::string_view mobile, int type, std::int64_t now) const {
    return conn
        .query_one(kVerified,
                   {{"mobile", std::string(mobile)}, {"type", static_cast<std::int64_t>(type)}, {"now", now}})
        .has_value();
}

std::optional<std::int64_t> GuardStore::last_sent(db::Conn& conn, std::string_view mobile) const {
    auto row = conn.query_one(kSelectGate, {{"mobile", std::string(mobile)}});
    if (!row || row->integer("last_sent_at") == 0) return std::nullopt;
    return row->integer("last_sent_at");
}

bool GuardStore::take_send_slot(db::Conn& conn, std::string_view mobile, std::int64_t now, std::int64_t cutoff) const {
    conn.exec(kOpenGate, {{"mobile", std::string(mobile)}});
    return conn.exec(kTakeGate, {{"now", now}, {"mobile", std::string(mobile)}, {"cutoff", cutoff}}) == 1;
}

void GuardStore::insert_outbox(db::Conn& conn, std::string_view mobile, int type, std::string_view text,
                               std::int64_t now) const {
    conn.exec(kInsertOutbox, {{"mobile", std::string(mobile)},
                              {"type", static_cast<std::int64_t>(type)},
                              {"text", std::string(text)},
                              {"now", now}});
}

std::optional<std::string> GuardStore::last_outbox_text(db::Conn& conn, std::string_view mobile) const {
    auto row = conn.query_one(kLastOutbox, {{"mobile", std::string(mobile)}});
    return row ? std::optional(row->text("text")) : std::nullopt;
}

void GuardStore::insert_captcha(db::Conn& conn, std::string_view key_hash, std::string_view answer_hash,
                                const std::optional<std::string>& demo_answer, std::int64_t expires_at) const {
    conn.exec(kInsertCaptcha, {{"key_hash", std::string(key_hash)},
                               {"answer_hash", std::string(answer_hash)},
                               {"demo_answer", db::nullable(demo_answer)},
                               {"expires_at", expires_at}});
}

std::optional<StoredCaptcha> GuardStore::find_captcha(db::Conn& conn, std::string_view key_hash,
                                                      std::int64_t now) const {
    auto row = conn.query_one(kFindCaptcha, {{"key_hash", std::string(key_hash)}, {"now", now}});
    if (!row) return std::nullopt;
    return StoredCaptcha{row->text("answer_hash"), row->opt_text("demo_answer")};
}

bool GuardStore::use_captcha(db::Conn& conn, std::string_view key_hash, std::int64_t now) const {
    return conn.exec(kUseCaptcha, {{"key_hash", std::string(key_hash)}, {"now", now}}) == 1;
}

std::int64_t GuardStore::purge_captchas(db::Conn& conn, std::int64_t now) const {
    return conn.exec(kPurgeCaptchas, {{"now", now}});
}

void GuardStore::insert_audit(db::Conn& conn, const AuditEntry& e, std::int64_t now) const {
    conn.exec(kInsertAudit, {{"user_id", db::nullable(e.user_id)},
                             {"event", std::string(e.event)},
                             {"subject", e.subject},
                             {"ip", e.ip},
                             {"detail", e.detail},
                             {"now", now}});
}

std::optional<std::string> GuardStore::find_key(db::Conn& conn, std::string_view name) const {
    auto row = conn.query_one(kFindKey, {{"name", std::string(name)}});
    return row ? std::optional(row->text("value")) : std::nullopt;
}

void GuardStore::insert_key_if_absent(db::Conn& conn, std::string_view name, std::string_view value) const {
    conn.exec(kInsertKey, {{"name", std::string(name)}, {"value", std::string(value)}});
}

}  // namespace xj::accounts
