#include "identity/photo_store.h"

namespace xj::identity {

namespace {

constexpr std::string_view kColumns = "SELECT p.id, p.user_id, p.path, p.kept_at FROM recognition_photo p ";

StoredPhoto photo_from(const db::Row& r) {
    return {r.integer("id"), r.integer("user_id"), r.text("path"), !r.is_null("kept_at"),
            r.opt_integer("kept_at").value_or(0)};
}

}  // namespace

void PhotoStore::insert(db::Conn& conn, const std::string& sign, std::int64_t user_id, const std::string& path,
                        std::int64_t now) const {
    conn.exec("INSERT INTO recognition_photo (sign, user_id, path, created_at) VALUES (:sign, :user, :path, :now)",
              {{"sign", sign}, {"user", user_id}, {"path", path}, {"now", now}});
}

std::optional<StoredPhoto> PhotoStore::by_sign(db::Conn& conn, const std::string& sign) const {
    auto r = conn.query_one(std::string(kColumns) + "WHERE p.sign = :sign", {{"sign", sign}});
    if (!r) return std::nullopt;
    return photo_from(*r);
}

void PhotoStore::keep(db::Conn& conn, const StoredPhoto& photo, std::int64_t now) const {
    conn.exec("UPDATE recognition_photo SET kept_at = :now WHERE id = :id", {{"now", now}, {"id", photo.id}});
    // A claim's photo is the one it was first given: the reviewer decides on what they saw.
    conn.exec("UPDATE identity_claim SET photo_id = :id WHERE user_id = :user AND status = 1 AND photo_id IS NULL",
              {{"id", photo.id}, {"user", photo.user_id}});
}

std::optional<StoredPhoto> PhotoStore::kept_of(db::Conn& conn, std::int64_t user_id) const {
    auto r = conn.query_one(std::string(kColumns) +
                                "WHERE p.user_id = :user AND p.kept_at IS NOT NULL ORDER BY p.kept_at DESC, p.id DESC "
                                "LIMIT 1",
                            {{"user", user_id}});
    if (!r) return std::nullopt;
    return photo_from(*r);
}

std::optional<StoredPhoto> PhotoStore::of_claim(db::Conn& conn, std::int64_t claim_id, std::int64_t school_id) const {
    auto r =
        conn.query_one(std::string(kColumns) +
                           "JOIN identity_claim c ON c.photo_id = p.id WHERE c.id = :claim AND c.school_id = :school",
                       {{"claim", claim_id}, {"school", school_id}});
    if (!r) return std::nullopt;
    return photo_from(*r);
}

std::int64_t PhotoStore::uploads_since(db::Conn& conn, std::int64_t user_id, std::int64_t since) const {
    return conn
        .query_one("SELECT COUNT(*) AS n FROM recognition_photo WHERE user_id = :user AND created_at >= :since",
                   {{"user", user_id}, {"since", since}})
        ->integer("n");
}

std::vector<std::string> PhotoStore::remove_replaced(db::Conn& conn, const StoredPhoto& kept) const {
    std::vector<std::string> paths;
    for (const auto& r : conn.query(
             "DELETE FROM recognition_photo WHERE user_id = :user AND id <> :id AND kept_at IS NOT NULL AND NOT EXISTS "
             "(SELECT 1 FROM identity_claim c WHERE c.photo_id = recognition_photo.id) RETURNING path",
             {{"user", kept.user_id}, {"id", kept.id}}))
        paths.push_back(r.text("path"));
    return paths;
}

std::vector<std::string> PhotoStore::remove_unkept(db::Conn& conn, std::int64_t before) const {
    std::vector<std::string> paths;
    for (const auto& r :
         conn.query("DELETE FROM recognition_photo WHERE kept_at IS NULL AND created_at < :before RETURNING path",
                    {{"before", before}}))
        paths.push_back(r.text("path"));
    return paths;
}

}  // namespace xj::identity
