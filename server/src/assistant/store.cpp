#include "assistant/store.h"

#include <algorithm>

#include <boost/json.hpp>

#include "core/sign.h"
#include "core/text.h"

namespace xj::assistant {

namespace json = boost::json;

namespace {

constexpr std::string_view kConversationColumns =
    "SELECT id, sign, user_id, name, created_at, updated_at FROM ai_conversation ";
constexpr std::string_view kMessageColumns =
    "SELECT id, sign, role, content, status, error, engine, tools, sources, created_at FROM ai_message ";

Conversation conversation_from(const db::Row& r) {
    return {r.integer("id"), r.text("sign"),          r.integer("user_id"),
            r.text("name"),  r.integer("created_at"), r.integer("updated_at")};
}

std::string sources_text(const std::vector<Source>& sources) {
    json::array out;
    for (const Source& s : sources) out.push_back(json::object{{"kind", s.kind}, {"title", s.title}, {"url", s.url}});
    return json::serialize(out);
}

// Written only by sources_text: anything else reads as no sources.
std::vector<Source> sources_from(const std::string& text) {
    std::vector<Source> out;
    boost::system::error_code ec;
    json::value v = json::parse(text, ec);
    if (ec || !v.is_array()) return out;
    for (const json::value& item : v.as_array()) {
        const json::object* o = item.if_object();
        if (!o) continue;
        auto field = [&](std::string_view key) -> std::string {
            const json::value* f = o->if_contains(key);
            return f && f->is_string() ? std::string(f->as_string()) : std::string();
        };
        out.push_back({field("kind"), field("title"), field("url")});
    }
    return out;
}

Message message_from(const db::Row& r) {
    Message m;
    m.id = r.integer("id");
    m.sign = r.text("sign");
    m.role = static_cast<int>(r.integer("role"));
    m.content = r.text("content");
    m.status = static_cast<int>(r.integer("status"));
    m.error = r.text("error");
    m.engine = r.text("engine");
    m.tools = core::text::split_lines(r.text("tools"));
    m.sources = sources_from(r.text("sources"));
    m.created_at = r.integer("created_at");
    return m;
}

}  // namespace

Conversation AssistantStore::insert_conversation(db::Conn& conn, std::int64_t user_id, const std::string& name,
                                                 std::int64_t now) const {
    Conversation c{0, core::make_sign(), user_id, name, now, now};
    auto row = conn.query_one(
        "INSERT INTO ai_conversation (sign, user_id, name, created_at, updated_at) "
        "VALUES (:sign, :user, :name, :now, :now) RETURNING id",
        {{"sign", c.sign}, {"user", user_id}, {"name", name}, {"now", now}});
    c.id = row->integer("id");
    return c;
}

std::optional<Conversation> AssistantStore::find(db::Conn& conn, std::int64_t user_id, const std::string& sign) const {
    auto row = conn.query_one(std::string(kConversationColumns) + "WHERE sign = :sign AND user_id = :user",
                              {{"sign", sign}, {"user", user_id}});
    if (!row) return std::nullopt;
    return conversation_from(*row);
}

core::Paged<Conversation> AssistantStore::list(db::Conn& conn, std::int64_t user_id, const core::Page& page) const {
    core::Paged<Conversation> out;
    out.total = count(conn, user_id);
    if (out.total == 0) return out;
    auto rows =
        conn.query(std::string(kConversationColumns) +
                       "WHERE user_id = :user ORDER BY updated_at DESC, id DESC LIMIT :limit OFFSET :offset",
                   {{"user", user_id}, {"limit", static_cast<std::int64_t>(page.size)}, {"offset", page.offset()}});
    for (const auto& r : rows) out.list.push_back(conversation_from(r));
    return out;
}

std::int64_t AssistantStore::count(db::Conn& conn, std::int64_t user_id) const {
    return conn.query_one("SELECT COUNT(*) AS n FROM ai_conversation WHERE user_id = :user", {{"user", user_id}})
        ->integer("n");
}

bool AssistantStore::rename(db::Conn& conn, std::int64_t user_id, const std::string& sign,
                            const std::string& name) const {
    return conn.exec("UPDATE ai_conversation SET name = :name WHERE sign = :sign AND user_id = :user",
                     {{"name", name}, {"sign", sign}, {"user", user_id}}) > 0;
}

bool AssistantStore::remove(db::Conn& conn, std::int64_t user_id, const std::string& sign) const {
    return conn.exec("DELETE FROM ai_conversation WHERE sign = :sign AND user_id = :user",
                     {{"sign", sign}, {"user", user_id}}) > 0;
}

void AssistantStore::touch(db::Conn& conn, std::int64_t conversation_id, std::int64_t now) const {
    conn.exec("UPDATE ai_conversation SET updated_at = :now WHERE id = :id", {{"now", now}, {"id", conversation_id}});
}

std::vector<Message> AssistantStore::messages(db::Conn& conn, std::int64_t conversation_id) const {
    std::vector<Message> out;
    for (const auto& r :
         conn.query(std::string(kMessageColumns) + "WHERE conversation_id = :c ORDER BY id", {{"c", conversation_id}}))
        out.push_back(message_from(r));
    return out;
}

std::vector<Message> AssistantStore::recent_messages(db::Conn& conn, std::int64_t conversation_id, int limit) const {
    std::vector<Message> out;
    for (const auto& r :
         conn.query(std::string(kMessageColumns) + "WHERE conversation_id = :c ORDER BY id DESC LIMIT :limit",
                    {{"c", conversation_id}, {"limit", static_cast<std::int64_t>(limit)}}))
        out.push_back(message_from(r));
    std::reverse(out.begin(), out.end());
    return out;
}

std::optional<Message> AssistantStore::last(db::Conn& conn, std::int64_t conversation_id) const {
    auto row = conn.query_one(std::string(kMessageColumns) + "WHERE conversation_id = :c ORDER BY id DESC LIMIT 1",
                              {{"c", conversation_id}});
    if (!row) return std::nullopt;
    return message_from(*row);
}

std::optional<Message> AssistantStore::last_question(db::Conn& conn, std::int64_t conversation_id) const {
    auto row = conn.query_one(
        std::string(kMessageColumns) + "WHERE conversation_id = :c AND role = 1 ORDER BY id DESC LIMIT 1",
        {{"c", conversation_id}});
    if (!row) return std::nullopt;
    return message_from(*row);
}

Message AssistantStore::insert_message(db::Conn& conn, std::int64_t conversation_id, std::int64_t user_id,
                                       const Message& m) const {
    Message out = m;
    out.sign = core::make_sign();
    auto row = conn.query_one(
        "INSERT INTO ai_message (sign, conversation_id, user_id, role, content, status, engine, created_at) "
        "VALUES (:sign, :c, :user, :role, :content, :status, :engine, :now) RETURNING id",
        {{"sign", out.sign},
         {"c", conversation_id},
         {"user", user_id},
         {"role", static_cast<std::int64_t>(m.role)},
         {"content", m.content},
         {"status", static_cast<std::int64_t>(m.status)},
         {"engine", m.engine},
         {"now", m.created_at}});
    out.id = row->integer("id");
    return out;
}

bool AssistantStore::finish_answer(db::Conn& conn, std::int64_t message_id, const AnswerRecord& a) const {
    return conn.exec(
               "UPDATE ai_message SET content = :content, status = :status, error = :error, engine = :engine, "
               "tools = :tools, sources = :sources WHERE id = :id",
               {{"content", a.content},
                {"status", static_cast<std::int64_t>(a.status)},
                {"error", a.error},
                {"engine", a.engine},
                {"tools", core::text::join_lines(a.tools)},
                {"sources", sources_text(a.sources)},
                {"id", message_id}}) > 0;
}

std::int64_t AssistantStore::answers_since(db::Conn& conn, std::int64_t user_id, std::int64_t since) const {
    return conn
        .query_one("SELECT COUNT(*) AS n FROM ai_message WHERE user_id = :user AND role = 2 AND created_at >= :since",
                   {{"user", user_id}, {"since", since}})
        ->integer("n");
}

void AssistantStore::suggest_jobs(db::Conn& conn, std::int64_t user_id, std::int64_t message_id,
                                  const std::vector<std::int64_t>& job_ids, std::int64_t now) const {
    for (std::int64_t job : job_ids) {
        conn.exec(
            "INSERT INTO ai_job_suggestion (user_id, job_id, message_id, suggested_at) VALUES (:user, :job, :m, :now) "
            "ON CONFLICT (user_id, job_id) DO UPDATE SET message_id = excluded.message_id, "
            "suggested_at = excluded.suggested_at",
            {{"user", user_id}, {"job", job}, {"m", message_id}, {"now", now}});
    }
}

std::vector<std::string> AssistantStore::suggested_job_signs(db::Conn& conn, std::int64_t user_id, int limit) const {
    std::vector<std::string> out;
    for (const auto& r : conn.query("SELECT j.sign FROM ai_job_suggestion s JOIN job j ON j.id = s.job_id WHERE "
                                    "s.user_id = :user AND j.listed = 1 "
                                    "ORDER BY s.suggested_at DESC, s.job_id DESC LIMIT :limit",
                                    {{"user", user_id}, {"limit", static_cast<std::int64_t>(limit)}}))
        out.push_back(r.text("sign"));
    return out;
}

}  // namespace xj::assistant
