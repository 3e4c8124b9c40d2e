// The chunked, resumable video upload (docs/authoring.md). A session is a folder <data-dir>/uploads/<uploadId>
// holding its owner, declared size and file name (meta) and the bytes received so far (data): the received
// offset is the data file's size, so a restarted server resumes too. Chunks are appended only at the received
// offset; finish checks the container by content (libmagic), probes the duration (ffprobe through core::run_process: no
// shell, time and memory limits) and moves the file under files/videos/uploads as a media row. Sessions untouched for
// 24 h are removed.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "authoring/content_store.h"
#include "core/access.h"
#include "core/clock.h"
#include "core/uploaded_file.h"

namespace xj::authoring {

struct UploadState {
    std::string upload_id;
    std::string file_name;
    std::int64_t size = 0;
    std::int64_t received = 0;
    std::int64_t chunk_size = 0;
};

// An unfinished upload of the user (docs/uploads.md "上传中").
struct UploadSession {
    std::string upload_id;
    std::string file_name;
    std::int64_t size = 0;
    std::int64_t received = 0;
    std::int64_t updated_at = 0;  // the last chunk's time (the data file's)
};

struct FinishedUpload {
    std::string video_sign;  // the media's sign (attach it with /course/attachVideo)
    std::string file_name;
    std::string url;  // files/<path>
    std::int64_t size = 0;
    std::int64_t duration_ms = 0;
};

class UploadService {
public:
    UploadService(db::Database& db, const core::Clock& clock);
    // uploads_dir: where sessions lie (outside the public files); files_dir: <data-dir>/files.
    void set_dirs(std::filesystem::path uploads_dir, std::filesystem::path files_dir);
    void set_max_bytes(std::int64_t bytes) { max_bytes_ = bytes; }
    std::int64_t max_bytes() const { return max_bytes_; }

    UploadState init(const core::AuthUser& user, const std::string& file_name, std::int64_t size);
    UploadState state(const core::AuthUser& user, const std::string& upload_id);
    // Appends at offset when it is the received offset; a stale chunk changes nothing. Returns the new state.
    UploadState put_chunk(const core::AuthUser& user, const std::string& upload_id, std::int64_t offset,
                          std::string_view bytes);
    FinishedUpload finish(const core::AuthUser& user, const std::string& upload_id);
    void cancel(const core::AuthUser& user, const std::string& upload_id);
    // The user's unfinished uploads, the last touched first; their finished videos, newest first (at most limit).
    std::vector<UploadSession> sessions_of(const core::AuthUser& user) const;
    std::vector<core::UploadedFile> videos_of(const core::AuthUser& user, int limit);
    // Removes sessions untouched for more than max_age_seconds, and finished uploads older than that which no
    // chapter video uses (a video never attached); how many of both.
    int remove_stale(std::int64_t max_age_seconds);
    // Removes uploaded videos older than `age` that no media row points to (a server stopped between the rename
    // and the row); how many. Run at start and with remove_stale.
    int remove_orphans(std::chrono::seconds age);

private:
    struct Session {
        std::filesystem::path dir;
        std::int64_t user_id = 0;
        std::int64_t size = 0;
        std::string file_name;
    };
    Session open(const core::AuthUser& user, const std::string& upload_id) const;
    std::int64_t received_of(const Session& s) const;
    std::mutex& lock_for(const std::string& upload_id);

    db::Database& db_;
    const core::Clock& clock_;
    ContentStore store_;
    std::filesystem::path uploads_dir_;
    std::filesystem::path files_dir_;
    std::int64_t max_bytes_;
    std::array<std::mutex, 64> locks_;
};

}  // namespace xj::authoring
