#include "employment/outbox_store.h"

namespace xj::employment {

namespace {

constexpr std::string_view kInsert =
    "INSERT INTO mail_outbox (mail_to, subject, body, attachment_name, attachment, created_at) "
    "VALUES (:to, :subject, :body, :name, :file, :now)";
constexpr std::string_view kColumns =
    "SELECT id, mail_to, subject, body, attachment_name, attachment, created_at FROM mail_outbox ";

}  // namespace

void OutboxStore::insert(db::Conn& conn, const OutboxMail& m) const {
    conn.exec(kInsert, {{"to", m.mail_to},
                        {"subject", m.subject},
                        {"body", m.body},
                        {"name", m.attachment_name},
                        {"file", m.attachment},
                        {"now", m.created_at}});
}

std::vector<OutboxMail> OutboxStore::latest(db::Conn& conn, const std::string& mail_to, int limit) const {
    std::vector<OutboxMail> out;
    db::Params params{{"limit", static_cast<std::int64_t>(limit)}};
    if (!mail_to.empty()) params.push_back({"to", mail_to});
    std::string sql =
        std::string(kColumns) + (mail_to.empty() ? "" : "WHERE mail_to = :to ") + "ORDER BY id DESC LIMIT :limit";
    for (const auto& r : conn.query(sql, params))
        out.push_back({r.integer("id"), r.text("mail_to"), r.text("subject"), r.text("body"), r.text("attachment_name"),
                       r.text("attachment"), r.integer("created_at")});
    return out;
}

}  // namespace xj::employment
