#include "accounts/keys.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fstream>
#include <sstream>
#include <stdexcept>

#include <spdlog/spdlog.h>

#include "accounts/guard_store.h"

namespace xj::accounts {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kRsaKeyName = "password-rsa";
constexpr std::string_view kCodeKeyName = "code-hmac";
constexpr std::size_t kCodeKeyBytes = 32;
constexpr mode_t kPrivateMode = 0600;

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

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

// Writes through a temp file created with mode 0600, then renames it over the key file.
void write_private_file(const fs::path& path, const std::string& text) {
    fs::create_directories(path.parent_path());
    fs::permissions(path.parent_path(), fs::perms::owner_all, fs::perm_options::replace);
    if (fs::exists(path) && read_file(path) == text) return;
    fs::path tmp = path;
    tmp += ".tmp" + std::to_string(::getpid());
    int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, kPrivateMode);
    if (fd < 0) throw std::runtime_error("cannot write " + tmp.string());
    bool written = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
    ::fchmod(fd, kPrivateMode);
    written = ::fsync(fd) == 0 && written;
    ::close(fd);
    if (!written) {
        fs::remove(tmp);
        throw std::runtime_error("cannot write " + tmp.string());
    }
    fs::rename(tmp, path);
}

}  // namespace

ServerKeys load_server_keys(db::Database& db, const fs::path& data_dir) {
    std::string pem = stored_or_new(db, kRsaKeyName, [] { return PasswordKey::generate().private_pem(); });
    std::string code_key = stored_or_new(db, kCodeKeyName, [] { return random_hex(kCodeKeyBytes); });
    PasswordKey key = PasswordKey::from_private_pem(pem);
    write_private_file(data_dir / "keys" / "password-rsa.pem", pem);
    spdlog::info("accounts: password key ready ({} bits, shared through the database)", kRsaBits);
    return ServerKeys{std::move(key), std::move(code_key)};
}

}  // namespace xj::accounts
