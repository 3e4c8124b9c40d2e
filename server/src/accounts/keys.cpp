#include "accounts/keys.h"

#include <spdlog/spdlog.h>

#include "accounts/guard_store.h"
#include "core/atomic_file.h"

namespace xj::accounts {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kRsaKeyName = "password-rsa";
constexpr std::string_view kCodeKeyName = "code-hmac";
constexpr std::size_t kCodeKeyBytes = 32;

template <class Make>
std::string stored_or_new(db::Database& db, std::string_view name, Make make) {
    GuardStore store;
    if (auto value = db.with_conn([&](db::Conn& c) { return store.find_key(c, name); })) return *value;
    std::string made = make();
    return db.with_tx([&](db::Conn& c) {
        store.insert_key_if_absent(c, name, made);
        return store.find_key(c, name).value();
    });
}

}  // namespace

ServerKeys load_server_keys(db::Database& db, const fs::path& data_dir) {
    std::string pem = stored_or_new(db, kRsaKeyName, [] { return PasswordKey::generate().private_pem(); });
    std::string code_key = stored_or_new(db, kCodeKeyName, [] { return random_hex(kCodeKeyBytes); });
    PasswordKey key = PasswordKey::from_private_pem(pem);
    core::write_secret_file(data_dir / "keys" / "password-rsa.pem", pem);
    spdlog::info("accounts: password key ready ({} bits, shared through the database)", kRsaBits);
    return ServerKeys{std::move(key), std::move(code_key)};
}

}  // namespace xj::accounts
