#include "courses/ticket_store.h"

namespace xj::courses {

void TicketStore::insert(db::Conn& conn, const std::string& token_hash, std::int64_t file_id, std::int64_t user_id,
                         std::int64_t expires_at) const {
    conn.exec(
        "INSERT INTO download_ticket (token_hash, file_id, user_id, expires_at) VALUES (:hash, :file, :user, "
        ":expires)",
        {{"hash", token_hash}, {"file", file_id}, {"user", user_id}, {"expires", expires_at}});
}

std::optional<std::string> TicketStore::file_of(db::Conn& conn, const std::string& token_hash, std::int64_t now) const {
    auto r = conn.query_one(
        "SELECT f.sign FROM download_ticket t JOIN course_file f ON f.id = t.file_id WHERE "
        "t.token_hash = :hash AND t.expires_at >= :now",
        {{"hash", token_hash}, {"now", now}});
    if (!r) return std::nullopt;
    return r->text("sign");
}

void TicketStore::sweep(db::Conn& conn, std::int64_t now) const {
    conn.exec("DELETE FROM download_ticket WHERE expires_at < :now", {{"now", now}});
}

}  // namespace xj::courses
