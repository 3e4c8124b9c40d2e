// Image captchas bound to the client by the HttpOnly cookie captchaKey: stored as hashes, single use,
// five minutes, fetches throttled per address.
#pragma once

#include <optional>
#include <string>

#include "accounts/guard_store.h"
#include "core/clock.h"
#include "db/db.h"

namespace xj::accounts {

inline constexpr std::int64_t kCaptchaLifeSeconds = 5 * 60;
inline constexpr int kCaptchaFetchesPerMinute = 20;

struct CaptchaImage {
    std::string key;  // the cookie value
    std::string png;
};

class CaptchaService {
public:
    CaptchaService(db::Database& db, const core::Clock& clock, bool demo) : db_(db), clock_(clock), demo_(demo) {}
    void set_code_key(std::string key) { code_key_ = std::move(key); }

    // A new picture; 429 when the address fetched too many in the last minute.
    CaptchaImage issue(const std::string& ip);
    // Whether the answer matches the captcha of the key; the captcha is used up either way.
    bool check(const std::optional<std::string>& key, const std::string& answer);
    // The text of a live captcha (demo mode only keeps it).
    std::optional<std::string> demo_text(const std::optional<std::string>& key);

private:
    std::string answer_hash(const std::string& answer) const;

    db::Database& db_;
    const core::Clock& clock_;
    bool demo_;
    GuardStore store_;
    std::string code_key_;
};

}  // namespace xj::accounts
