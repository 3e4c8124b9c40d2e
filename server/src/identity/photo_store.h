// The SQL of recognition photos, and only SQL (migration 0035, docs/uploads.md "Recognition photo"): the uploads, the
// one a user keeps, and the photo of a claim.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/db.h"

namespace xj::identity {

struct StoredPhoto {
    std::int64_t id = 0;
    std::int64_t user_id = 0;
    std::string path;  // relative to the photos' folder
    bool kept = false;
    std::int64_t kept_at = 0;
};

class PhotoStore {
public:
    void insert(db::Conn& conn, const std::string& sign, std::int64_t user_id, const std::string& path,
                std::int64_t now) const;
    std::optional<StoredPhoto> by_sign(db::Conn& conn, const std::string& sign) const;
    // Keeps the photo as its user's recognition photo, and puts it on the user's pending claim if that has none yet.
    void keep(db::Conn& conn, const StoredPhoto& photo, std::int64_t now) const;
    // The user's kept photo, the latest.
    std::optional<StoredPhoto> kept_of(db::Conn& conn, std::int64_t user_id) const;
    // The photo of a claim of the school.
    std::optional<StoredPhoto> of_claim(db::Conn& conn, std::int64_t claim_id, std::int64_t school_id) const;
    // How many photos the user uploaded since `since` (kept or not).
    std::int64_t uploads_since(db::Conn& conn, std::int64_t user_id, std::int64_t since) const;
    // The user's other kept photos that no claim shows: removed; their paths, for the files to go too.
    std::vector<std::string> remove_replaced(db::Conn& conn, const StoredPhoto& kept) const;
    // Uploads never kept, made before `before`: removed; their paths, for the files to go too.
    std::vector<std::string> remove_unkept(db::Conn& conn, std::int64_t before) const;
};

}  // namespace xj::identity
