// ResumeService's sections: intentions, dated entries, qualifications and verified entries (docs/resume.md
// "Sections"), each on the caller's own resume.
#include <algorithm>

#include "core/api_error.h"
#include "resume/service.h"

namespace xj::resume {

using core::ApiError;

namespace {

constexpr std::string_view kMsgNotFound = "记录不存在";
constexpr std::string_view kMsgNoRecord = "平台记录不存在";
constexpr std::string_view kMsgCited = "已添加到简历";

std::string too_many(std::string_view what, int max) { return std::string(what) + "最多" + std::to_string(max) + "条"; }

std::string_view section_name(Kind kind) {
    switch (kind) {
        case Kind::kEducation:
            return "教育经历";
        case Kind::kWork:
            return "工作经历";
        case Kind::kInternship:
            return "实习经历";
        case Kind::kProject:
            return "项目经历";
        case Kind::kTrain:
            return "培训经历";
        case Kind::kCultivate:
            return "校园经历";
        case Kind::kVolunteer:
            return "志愿经历";
    }
    return "经历";
}

}  // namespace

std::vector<Intention> ResumeService::intentions(const core::AuthUser& user) {
    return db_.with_conn([&](db::Conn& c) { return store_.intentions(c, ensure(c, user).id); });
}

std::int64_t ResumeService::add_intention(const core::AuthUser& user, const Intention& intention) {
    return db_.with_tx([&](db::Conn& c) {
        Resume r = ensure(c, user);
        if (store_.count(c, ResumeStore::List::kIntentions, r.id) >= kIntentionsMax)
            throw ApiError::business(too_many("求职意向", kIntentionsMax));
        std::int64_t id = store_.insert_intention(c, r.id, intention, now());
        store_.touch(c, r.id, now());
        return id;
    });
}

void ResumeService::update_intention(const core::AuthUser& user, const Intention& intention) {
    db_.with_tx([&](db::Conn& c) {
        Resume r = ensure(c, user);
        if (!store_.update_intention(c, r.id, intention)) throw ApiError::business(std::string(kMsgNotFound));
        store_.touch(c, r.id, now());
    });
}

void ResumeService::remove_intention(const core::AuthUser& user, std::int64_t id) {
    db_.with_tx([&](db::Conn& c) {
        Resume r = ensure(c, user);
        if (!store_.remove_intention(c, r.id, id)) throw ApiError::business(std::string(kMsgNotFound));
        store_.touch(c, r.id, now());
    });
}

std::vector<Entry> ResumeService::entries(const core::AuthUser& user, const std::vector<Kind>& kinds) {
    return db_.with_conn([&](db::Conn& c) {
        Resume r = ensure(c, user);
        std::vector<Entry> out;
        for (Kind k : kinds) {
            std::vector<Entry> some = store_.entries(c, r.id, k);
            out.insert(out.end(), some.begin(), some.end());
        }
        return out;
    });
}

std::int64_t ResumeService::add_entry(const core::AuthUser& user, const Entry& entry) {
    return db_.with_tx([&](db::Conn& c) {
        Resume r = ensure(c, user);
        if (store_.count_entries(c, r.id, entry.kind) >= kEntriesMax)
            throw ApiError::business(too_many(section_name(entry.kind), kEntriesMax));
        std::int64_t id = store_.insert_entry(c, r.id, entry, now());
        store_.touch(c, r.id, now());
        return id;
    });
}

void ResumeService::update_entry(const core::AuthUser& user, const std::vector<Kind>& kinds, const Entry& entry) {
    db_.with_tx([&](db::Conn& c) {
        Resume r = ensure(c, user);
        if (!store_.update_entry(c, r.id, kinds, entry)) throw ApiError::business(std::string(kMsgNotFound));
        store_.touch(c, r.id, now());
    });
}

void ResumeService::remove_entry(const core::AuthUser& user, const std::vector<Kind>& kinds, std::int64_t id) {
    db_.with_tx([&](db::Conn& c) {
        Resume r = ensure(c, user);
        if (!store_.remove_entry(c, r.id, kinds, id)) throw ApiError::business(std::string(kMsgNotFound));
        store_.touch(c, r.id, now());
    });
}

std::vector<Qualification> ResumeService::qualifications(const core::AuthUser& user) {
    return db_.with_conn([&](db::Conn& c) { return store_.qualifications(c, ensure(c, user).id); });
}

std::int64_t ResumeService::add_qualification(const core::AuthUser& user, const Qualification& q) {
    return db_.with_tx([&](db::Conn& c) {
        Resume r = ensure(c, user);
        if (store_.count(c, ResumeStore::List::kQualifications, r.id) >= kQualificationsMax)
            throw ApiError::business(too_many("资格证书", kQualificationsMax));
        std::int64_t id = store_.insert_qualification(c, r.id, q, now());
        store_.touch(c, r.id, now());
        return id;
    });
}

void ResumeService::update_qualification(const core::AuthUser& user, const Qualification& q) {
    db_.with_tx([&](db::Conn& c) {
        Resume r = ensure(c, user);
        if (!store_.update_qualification(c, r.id, q)) throw ApiError::business(std::string(kMsgNotFound));
        store_.touch(c, r.id, now());
    });
}

void ResumeService::remove_qualification(const core::AuthUser& user, std::int64_t id) {
    db_.with_tx([&](db::Conn& c) {
        Resume r = ensure(c, user);
        if (!store_.remove_qualification(c, r.id, id)) throw ApiError::business(std::string(kMsgNotFound));
        store_.touch(c, r.id, now());
    });
}

std::vector<Candidate> ResumeService::candidates(const core::AuthUser& user) {
    std::vector<Verified> cited = db_.with_conn([&](db::Conn& c) { return store_.verified(c, ensure(c, user).id); });
    std::vector<Candidate> out;
    for (Verified& v : citable(user.id)) {
        if (!v.found) continue;  // a revoked certificate is no longer to cite
        bool added = std::any_of(cited.begin(), cited.end(),
                                 [&](const Verified& x) { return x.kind == v.kind && x.source_sign == v.source_sign; });
        out.push_back({std::move(v), added});
    }
    return out;
}

std::int64_t ResumeService::add_verified(const core::AuthUser& user, VerifiedKind kind, const std::string& sign) {
    std::vector<Verified> records = citable(user.id);
    bool mine = std::any_of(records.begin(), records.end(),
                            [&](const Verified& v) { return v.found && v.kind == kind && v.source_sign == sign; });
    if (!mine) throw ApiError::business(std::string(kMsgNoRecord), std::string("sign"));
    return db_.with_tx([&](db::Conn& c) {
        Resume r = ensure(c, user);
        if (store_.count(c, ResumeStore::List::kVerified, r.id) >= kVerifiedMax)
            throw ApiError::business(too_many("平台认证记录", kVerifiedMax));
        auto id = store_.insert_verified(c, r.id, kind, sign, now());
        if (!id) throw ApiError(core::ApiCode::kDuplicateSubmit, std::string(kMsgCited));
        store_.touch(c, r.id, now());
        return *id;
    });
}

void ResumeService::remove_verified(const core::AuthUser& user, std::int64_t id) {
    db_.with_tx([&](db::Conn& c) {
        Resume r = ensure(c, user);
        if (!store_.remove_verified(c, r.id, id)) throw ApiError::business(std::string(kMsgNotFound));
        store_.touch(c, r.id, now());
    });
}

}  // namespace xj::resume
