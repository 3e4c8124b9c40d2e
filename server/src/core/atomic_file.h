// Files written whole or not at all: the bytes go to a temporary file beside the target, which is then renamed over
// it, so a reader never sees half a file. Secrets (the password key, the media signing key) are written with mode
// 0600 in a 0700 directory (ARCHITECTURE §6).
#pragma once

#include <filesystem>
#include <string_view>

namespace xj::core {

// Writes bytes to target through target + ".tmp"; the directory must exist. Throws std::runtime_error when the
// temporary file cannot be written.
void write_atomically(const std::filesystem::path& target, std::string_view bytes, std::string_view what);

// Writes text to path with mode 0600 (created so, never readable by others for a moment), fsynced, renamed into
// place; the parent directory is created and set to 0700. Leaves a file that already holds text untouched.
void write_secret_file(const std::filesystem::path& path, std::string_view text);

}  // namespace xj::core
