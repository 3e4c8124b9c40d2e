// The resumes' SQL, and only SQL (docs/resume.md). Every table it writes is the resume domain's (migration 0025).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/db.h"
#include "resume/model.h"

namespace xj::resume {

class ResumeStore {
public:
    // A new share link's secret.
    static std::string new_token();

    // The user's resume, made (with a new share token) when there is none yet; safe under concurrent first calls.
    Resume ensure(db::Conn& conn, std::int64_t user_id, std::int64_t now) const;
    std::optional<Resume> find_by_user(db::Conn& conn, std::int64_t user_id) const;
    std::optional<Resume> find_by_token(db::Conn& conn, std::string_view token) const;

    void update_basics(db::Conn& conn, std::int64_t id, const Basics& basics, std::int64_t now) const;
    void set_advantage(db::Conn& conn, std::int64_t id, std::string_view text, std::int64_t now) const;
    void set_head_picture(db::Conn& conn, std::int64_t id, std::string_view file, std::int64_t now) const;
    void set_video(db::Conn& conn, std::int64_t id, std::string_view file, std::string_view name, std::int64_t size,
                   std::int64_t now) const;
    void set_template(db::Conn& conn, std::int64_t id, int template_id, std::int64_t now) const;
    // Turns the link on or off; a new token (the old link stops answering) when `token` is given.
    void set_share(db::Conn& conn, std::int64_t id, bool on, const std::optional<std::string>& token,
                   std::int64_t now) const;
    void count_share_view(db::Conn& conn, std::int64_t id) const;
    void touch(db::Conn& conn, std::int64_t id, std::int64_t now) const;

    std::vector<Intention> intentions(db::Conn& conn, std::int64_t resume_id) const;
    std::int64_t insert_intention(db::Conn& conn, std::int64_t resume_id, const Intention& i, std::int64_t now) const;
    // false when the intention is not the resume's.
    bool update_intention(db::Conn& conn, std::int64_t resume_id, const Intention& i) const;
    bool remove_intention(db::Conn& conn, std::int64_t resume_id, std::int64_t id) const;

    // The resume's entries, each kind newest first (the ones still going first); of one kind when given.
    std::vector<Entry> entries(db::Conn& conn, std::int64_t resume_id, std::optional<Kind> kind = std::nullopt) const;
    std::int64_t count_entries(db::Conn& conn, std::int64_t resume_id, Kind kind) const;
    std::int64_t insert_entry(db::Conn& conn, std::int64_t resume_id, const Entry& e, std::int64_t now) const;
    // Only an entry of the resume and of one of `kinds` (work and internship share their calls).
    bool update_entry(db::Conn& conn, std::int64_t resume_id, const std::vector<Kind>& kinds, const Entry& e) const;
    bool remove_entry(db::Conn& conn, std::int64_t resume_id, const std::vector<Kind>& kinds, std::int64_t id) const;

    std::vector<Qualification> qualifications(db::Conn& conn, std::int64_t resume_id) const;
    std::int64_t insert_qualification(db::Conn& conn, std::int64_t resume_id, const Qualification& q,
                                      std::int64_t now) const;
    bool update_qualification(db::Conn& conn, std::int64_t resume_id, const Qualification& q) const;
    bool remove_qualification(db::Conn& conn, std::int64_t resume_id, std::int64_t id) const;

    // The references only (kind, source_sign), oldest first; the service reads what they say.
    std::vector<Verified> verified(db::Conn& conn, std::int64_t resume_id) const;
    // The new row's id, or nullopt when the resume already has this record.
    std::optional<std::int64_t> insert_verified(db::Conn& conn, std::int64_t resume_id, VerifiedKind kind,
                                                std::string_view source_sign, std::int64_t now) const;
    bool remove_verified(db::Conn& conn, std::int64_t resume_id, std::int64_t id) const;

    // The rows of each part of the resume, in one query.
    PartCounts part_counts(db::Conn& conn, std::int64_t resume_id) const;

    // How many rows the resume has in one of its lists, for the limits.
    enum class List { kIntentions, kQualifications, kVerified };
    std::int64_t count(db::Conn& conn, List list, std::int64_t resume_id) const;
};

}  // namespace xj::resume
