#include "authoring/upload_service.h"

#include <algorithm>

#include <fcntl.h>
#include <magic.h>
#include <unistd.h>

#include <array>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <memory>
#include <sstream>
#include <system_error>
#include <vector>

#include <spdlog/spdlog.h>

#include "authoring/upload_rules.h"
#include "core/api_error.h"
#include "core/atomic_file.h"
#include "core/process.h"
#include "core/sign.h"
#include "core/text.h"

namespace xj::authoring {

namespace fs = std::filesystem;
using core::ApiError;

namespace {

constexpr std::string_view kMsgNoSession = "上传任务不存在或已过期，请重新上传";
constexpr std::string_view kMsgBadName = "请选择要上传的视频文件";
constexpr std::string_view kMsgBadSize = "视频文件大小不正确";
constexpr std::string_view kMsgGap = "分片位置不正确，请从已上传的位置继续";
constexpr std::string_view kMsgEmpty = "分片不能为空";
constexpr std::string_view kMsgChunkTooLarge = "分片过大";
constexpr std::string_view kMsgPastEnd = "分片超出了文件大小";
constexpr std::string_view kMsgUnfinished = "视频尚未上传完成";
constexpr std::string_view kMsgNotVideo = "不支持的视频格式，请上传 MP4 或 WebM 视频";
constexpr std::string_view kVideoArea = "videos/uploads";

struct MagicDeleter {
    void operator()(magic_set* m) const { magic_close(m); }
};

std::string mime_of(const fs::path& file) {
    thread_local std::unique_ptr<magic_set, MagicDeleter> handle = [] {
        std::unique_ptr<magic_set, MagicDeleter> m(magic_open(MAGIC_MIME_TYPE));
        if (!m || magic_load(m.get(), nullptr) != 0) throw std::runtime_error("libmagic: cannot load its database");
        return m;
    }();
    const char* type = magic_file(handle.get(), file.c_str());
    return type ? type : "";
}

constexpr std::chrono::milliseconds kProbeWallTime{30'000};
constexpr std::uint64_t kProbeCpuSeconds = 20;
constexpr std::uint64_t kProbeMemory = 512ULL << 20;

// The container's duration by ffprobe (no shell); nullopt when ffprobe cannot read it as media, finds no video
// stream in it (an audio-only MP4 is video/mp4 to libmagic) or no positive duration.
std::optional<std::int64_t> probe_duration_ms(const fs::path& file) {
    // A crafted file must not hang a worker or take the machine's memory: 30 s, 20 s of CPU, 512 MB (issue 13).
    core::ProcessLimits limits;
    limits.wall = kProbeWallTime;
    limits.cpu_seconds = kProbeCpuSeconds;
    limits.memory_bytes = kProbeMemory;
    core::ProcessResult r =
        core::run_process({"ffprobe", "-v", "error", "-show_entries", "format=duration:stream=codec_type", "-of",
                           "default=noprint_wrappers=1:nokey=1", file.string()},
                          limits);
    if (r.status == 127) throw std::runtime_error("ffprobe could not be started (install ffmpeg)");
    if (r.timed_out) spdlog::warn("ffprobe of {} passed {} ms: refused", file.string(), kProbeWallTime.count());
    if (r.status != 0) return std::nullopt;
    const std::string& out = r.output;
    // One line per stream (its codec_type), then the format's duration.
    bool has_video = false;
    double seconds = 0;
    std::istringstream lines(out);
    for (std::string line; std::getline(lines, line);) {
        if (line == "video") has_video = true;
        else if (!line.empty() && (std::isdigit(static_cast<unsigned char>(line[0])) || line[0] == '.')) {
            try {
                seconds = std::stod(line);
            } catch (const std::exception&) {
                seconds = 0;
            }
        }
    }
    if (!has_video || !std::isfinite(seconds) || seconds <= 0) return std::nullopt;
    return static_cast<std::int64_t>(std::llround(seconds * 1000));
}

// A file name as shown back: its last path segment, control characters dropped, at most 100 characters.
std::string clean_name(const std::string& name) {
    std::string base = name;
    if (auto slash = base.find_last_of("/\\"); slash != std::string::npos) base = base.substr(slash + 1);
    std::string out;
    for (unsigned char c : base) {
        if (c >= 0x20 && c != 0x7F) out += static_cast<char>(c);
    }
    if (core::text::code_points(out) > 100) return {};
    return out;
}

bool valid_id(const std::string& id) {
    if (id.size() != core::kSignLength) return false;
    for (char c : id) {
        if (!std::isalnum(static_cast<unsigned char>(c))) return false;
    }
    return true;
}

}  // namespace

UploadService::UploadService(db::Database& db, const core::Clock& clock)
    : db_(db), clock_(clock), max_bytes_(upload::max_bytes_from(std::getenv("XJ_VIDEO_MAX_MB"))) {}

void UploadService::set_dirs(fs::path uploads_dir, fs::path files_dir) {
    uploads_dir_ = std::move(uploads_dir);
    files_dir_ = std::move(files_dir);
    fs::create_directories(uploads_dir_);
}

std::mutex& UploadService::lock_for(const std::string& upload_id) {
    return locks_[std::hash<std::string>{}(upload_id) % locks_.size()];
}

UploadState UploadService::init(const core::AuthUser& user, const std::string& file_name, std::int64_t size) {
    remove_stale(upload::kStaleSeconds);
    std::string name = clean_name(file_name);
    if (name.empty()) throw ApiError::invalid("fileName", std::string(kMsgBadName));
    if (size <= 0) throw ApiError::invalid("size", std::string(kMsgBadSize));
    if (size > max_bytes_)
        throw ApiError::invalid("size", "视频不能超过 " + std::to_string(max_bytes_ / (1024 * 1024)) + " MB");
    std::string id = core::make_sign();
    fs::path dir = uploads_dir_ / id;
    fs::create_directories(dir);
    {
        std::ofstream meta(dir / "meta", std::ios::binary);
        meta << user.id << '\n' << size << '\n' << name << '\n';
        std::ofstream data(dir / "data", std::ios::binary);
        if (!meta || !data) throw std::runtime_error("upload: cannot write " + dir.string());
    }
    return {id, name, size, 0, upload::kChunkSize};
}

UploadService::Session UploadService::open(const core::AuthUser& user, const std::string& upload_id) const {
    if (!valid_id(upload_id)) throw ApiError::business(std::string(kMsgNoSession));
    Session s;
    s.dir = uploads_dir_ / upload_id;
    std::ifstream meta(s.dir / "meta", std::ios::binary);
    if (!meta || !(meta >> s.user_id >> s.size)) throw ApiError::business(std::string(kMsgNoSession));
    meta.ignore(1);
    std::getline(meta, s.file_name);
    if (s.user_id != user.id) throw ApiError::no_permission();
    return s;
}

std::int64_t UploadService::received_of(const Session& s) const {
    std::error_code ec;
    auto n = fs::file_size(s.dir / "data", ec);
    if (ec) throw ApiError::business(std::string(kMsgNoSession));
    return static_cast<std::int64_t>(n);
}

std::vector<UploadSession> UploadService::sessions_of(const core::AuthUser& user) const {
    std::vector<UploadSession> out;
    std::error_code ec;
    // Sessions live at most a day (remove_stale): the folder holds a handful.
    for (const auto& entry : fs::directory_iterator(uploads_dir_, ec)) {
        std::string id = entry.path().filename().string();
        if (!valid_id(id)) continue;
        try {
            Session s = open(user, id);
            auto written = fs::last_write_time(s.dir / "data", ec);
            if (ec) continue;
            auto seconds = std::chrono::duration_cast<std::chrono::seconds>(
                std::chrono::file_clock::to_sys(written).time_since_epoch());
            out.push_back({id, s.file_name, s.size, received_of(s), seconds.count()});
        } catch (const ApiError&) {
            continue;  // another user's, or one being removed
        }
    }
    std::sort(out.begin(), out.end(), [](const UploadSession& a, const UploadSession& b) {
        return a.updated_at != b.updated_at ? a.updated_at > b.updated_at : a.upload_id < b.upload_id;
    });
    return out;
}

std::vector<core::UploadedFile> UploadService::videos_of(const core::AuthUser& user, int limit) {
    return db_.with_conn([&](db::Conn& c) { return store_.uploaded_videos(c, user.id, limit); });
}

UploadState UploadService::state(const core::AuthUser& user, const std::string& upload_id) {
    std::lock_guard lock(lock_for(upload_id));
    Session s = open(user, upload_id);
    return {upload_id, s.file_name, s.size, received_of(s), upload::kChunkSize};
}

UploadState UploadService::put_chunk(const core::AuthUser& user, const std::string& upload_id, std::int64_t offset,
                                     std::string_view bytes) {
    std::lock_guard lock(lock_for(upload_id));
    Session s = open(user, upload_id);
    std::int64_t received = received_of(s);
    auto length = static_cast<std::int64_t>(bytes.size());
    switch (upload::judge_chunk(received, s.size, offset, length)) {
        case upload::ChunkVerdict::kStale:
            break;  // already written once: answer where we are
        case upload::ChunkVerdict::kGap:
            throw ApiError::invalid("offset", std::string(kMsgGap)).with("received", received);
        case upload::ChunkVerdict::kEmpty:
            throw ApiError::invalid("offset", std::string(kMsgEmpty));
        case upload::ChunkVerdict::kTooLarge:
            throw ApiError::invalid("offset", std::string(kMsgChunkTooLarge));
        case upload::ChunkVerdict::kPastEnd:
            throw ApiError::invalid("offset", std::string(kMsgPastEnd));
        case upload::ChunkVerdict::kAppend: {
            std::ofstream data(s.dir / "data", std::ios::binary | std::ios::app);
            data.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
            data.flush();
            if (!data) {
                // A short write leaves the file where it was: cut it back so the offset stays true.
                data.close();
                std::error_code ec;
                fs::resize_file(s.dir / "data", static_cast<std::uintmax_t>(received), ec);
                throw std::runtime_error("upload: write failed in " + s.dir.string());
            }
            received += length;
            break;
        }
    }
    return {upload_id, s.file_name, s.size, received, upload::kChunkSize};
}

FinishedUpload UploadService::finish(const core::AuthUser& user, const std::string& upload_id) {
    std::lock_guard lock(lock_for(upload_id));
    Session s = open(user, upload_id);
    if (received_of(s) != s.size) throw ApiError::business(std::string(kMsgUnfinished));
    fs::path data = s.dir / "data";
    std::string mime = mime_of(data);
    std::string_view ext = upload::video_extension(mime);
    std::optional<std::int64_t> duration;
    if (!ext.empty()) duration = probe_duration_ms(data);
    if (ext.empty() || !duration) {
        std::error_code ec;
        fs::remove_all(s.dir, ec);  // a refused file is not kept
        throw ApiError::business(std::string(kMsgNotVideo));
    }
    NewMedia m;
    m.sign = core::make_sign();
    m.path = std::string(kVideoArea) + "/" + m.sign + "." + std::string(ext);
    m.mime = mime == "video/x-m4v" ? "video/mp4" : mime;
    m.size = s.size;
    m.duration_ms = *duration;
    m.created_by = user.id;
    fs::path target = files_dir_ / m.path;
    fs::create_directories(target.parent_path());
    core::sync_path(data);  // the bytes on the disk before the row that points to them commits
    std::error_code moved;
    fs::rename(data, target, moved);
    if (moved) {  // another filesystem: copy, then drop the session's copy
        fs::copy_file(data, target, fs::copy_options::overwrite_existing);
        std::error_code ec;
        fs::remove(data, ec);
    }
    core::sync_path(target.parent_path());
    try {
        db_.with_tx([&](db::Conn& conn) { store_.insert_media(conn, m, clock_.now_seconds()); });
    } catch (...) {
        std::error_code ec;
        fs::rename(target, data, ec);  // the session stays finishable
        throw;
    }
    std::error_code ec;
    fs::remove_all(s.dir, ec);
    return {m.sign, s.file_name, "files/" + m.path, m.size, m.duration_ms};
}

void UploadService::cancel(const core::AuthUser& user, const std::string& upload_id) {
    std::lock_guard lock(lock_for(upload_id));
    Session s = open(user, upload_id);
    std::error_code ec;
    fs::remove_all(s.dir, ec);
}

int UploadService::remove_stale(std::int64_t max_age_seconds) {
    int removed = 0;
    std::error_code ec;
    auto now = fs::file_time_type::clock::now();
    for (fs::directory_iterator it(uploads_dir_, ec), end; !ec && it != end; it.increment(ec)) {
        std::error_code e2;
        fs::path data = it->path() / "data";
        auto at = fs::last_write_time(fs::exists(data, e2) ? data : it->path(), e2);
        if (e2) continue;
        if (now - at > std::chrono::seconds(max_age_seconds)) {
            fs::remove_all(it->path(), e2);
            if (!e2) ++removed;
        }
    }
    auto unattached = db_.with_tx([&](db::Conn& conn) {
        return store_.drop_unattached(conn, std::string(kVideoArea) + "/", clock_.now_seconds() - max_age_seconds);
    });
    for (const auto& p : unattached) {
        std::error_code e2;
        fs::remove(files_dir_ / p, e2);
    }
    removed += static_cast<int>(unattached.size());
    removed += remove_orphans(std::chrono::seconds(max_age_seconds));
    if (removed) spdlog::info("uploads: removed {} stale session(s) or unattached upload(s)", removed);
    return removed;
}

int UploadService::remove_orphans(std::chrono::seconds age) {
    std::vector<std::string> old = core::files_older_than(files_dir_, kVideoArea, age);
    if (old.empty()) return 0;
    auto known = db_.with_conn([&](db::Conn& conn) { return store_.media_paths_under(conn, kVideoArea); });
    return core::remove_unreferenced(files_dir_, old, known);
}

}  // namespace xj::authoring
