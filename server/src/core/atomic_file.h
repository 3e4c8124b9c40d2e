// Files written whole or not at all: the bytes go to a temporary file beside the target, which is then renamed over
// it, so a reader never sees half a file. Secrets (the password key, the media signing key) are written with mode
// 0600 in a 0700 directory (ARCHITECTURE §6).
#pragma once

#include <chrono>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace xj::core {

// Writes bytes to target through target + ".tmp", durably: the bytes are on the disk before the rename and the
// rename before this returns (so a row that points to the file can commit after). The directory must exist. Throws
// std::runtime_error when the temporary file cannot be written.
void write_atomically(const std::filesystem::path& target, std::string_view bytes, std::string_view what);

// Removes a file if it is there; a failure is logged, never thrown (cleaning up after a failed or replaced upload).
void remove_quietly(const std::filesystem::path& path);

// Puts a file's bytes, or a directory's entries (after a rename into it), on the disk (fsync). Best effort.
void sync_path(const std::filesystem::path& path);

// The regular files directly in root/area last written more than `age` ago, as "area/name" (how rows store them):
// the candidates of a sweep of files whose row was never written (a server stopped between the two).
std::vector<std::string> files_older_than(const std::filesystem::path& root, std::string_view area,
                                          std::chrono::seconds age);

// Removes the candidates (paths under root, as files_older_than gives them) that are not among `referenced`;
// how many were removed.
int remove_unreferenced(const std::filesystem::path& root, const std::vector<std::string>& candidates,
                        const std::vector<std::string>& referenced);

// Writes text to path with mode 0600 (created so, never readable by others for a moment), fsynced, renamed into
// place; the parent directory is created and set to 0700. Leaves a file that already holds text untouched.
void write_secret_file(const std::filesystem::path& path, std::string_view text);

}  // namespace xj::core
