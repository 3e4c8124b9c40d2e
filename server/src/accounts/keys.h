// Keys every instance must share, kept in table server_key: the RSA key for passwords on the wire (also written
// to <data-dir>/keys/password-rsa.pem, mode 0600) and the key of the hashes of SMS codes and captcha answers.
#pragma once

#include <filesystem>
#include <string>

#include "accounts/crypto.h"
#include "db/db.h"

namespace xj::accounts {

struct ServerKeys {
    PasswordKey password_key;
    std::string code_key;
};

// Generates what is missing on first start; when two instances start at once, both end up with the first stored.
ServerKeys load_server_keys(db::Database& db, const std::filesystem::path& data_dir);

}  // namespace xj::accounts
