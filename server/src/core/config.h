// The server's settings: built once in main from flags and environment, validated, passed by const&.
#pragma once

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace xj::core {

struct Config {
    std::string host = "0.0.0.0";
    unsigned short port = 8080;
    std::filesystem::path data_dir = "data";
    // Where the uploaded files lie (files/, uploads/, private/): a folder every instance of a deployment shares
    // (docs/operations.md). Empty: the data dir. The data dir keeps what is the instance's own (tmp/, the log).
    std::filesystem::path shared_dir;
    std::string database_url;  // default sqlite:<data_dir>/xuejing.db
    std::filesystem::path web_root;
    bool demo = false;
    unsigned io_threads = 1;  // default: one per core
    unsigned workers = 64;    // handler pool: handlers may wait on the database (default: max(64, 16 per core))
    unsigned db_pool = 8;     // default: max(8, 4 per core)
    bool access_log = true;
    std::string log_level = "info";
    std::chrono::seconds shutdown_grace{10};
    bool print_routes = false;
    std::chrono::milliseconds exam_sweep{60'000};  // period of the deadline sweeps: exams, unpaid orders (100–60000 ms)
    std::chrono::minutes order_ttl{30};            // commerce: an unpaid order closes this long after it was made
    unsigned max_connections = 16'384;             // open connections in all (the file descriptor limit is raised)
    unsigned max_connections_per_address = 512;    // per client address (a school's NAT is many browsers)
    unsigned max_uploads_per_address = 8;
    std::string cookie_secure = "auto";  // auto (X-Forwarded-Proto: https), always or never          // bodies over the
                                         // JSON limit received at once per address

    std::filesystem::path shared() const { return shared_dir.empty() ? data_dir : shared_dir; }
    // Public and access-checked uploaded files, served under /files/.
    std::filesystem::path files_dir() const { return shared() / "files"; }
    // Chunked uploads in progress (any instance may receive the next chunk).
    std::filesystem::path uploads_dir() const { return shared() / "uploads"; }
    // Files never served as they are (identity photos).
    std::filesystem::path private_dir() const { return shared() / "private"; }
    // This instance's own: request bodies being received, exports being written.
    std::filesystem::path tmp_dir() const { return data_dir / "tmp"; }
};

// Parses argv and the environment (PORT, DATA_DIR, SHARED_DIR, DATABASE_URL, WEB_ROOT, XJ_WORKERS, XJ_IO_THREADS,
// XJ_DB_POOL, XJ_ACCESS_LOG, XJ_LOG_LEVEL, XJ_EXAM_SWEEP_MS, XJ_ORDER_TTL_MINUTES,
// XJ_MAX_CONNECTIONS, XJ_MAX_CONNECTIONS_PER_ADDRESS, XJ_MAX_UPLOADS_PER_ADDRESS, XJ_COOKIE_SECURE). Returns the
// config, or exits with usage / the list of bad values.
Config parse_config(int argc, char** argv);

// Every problem with the values, one message each; empty when valid.
std::vector<std::string> validate(const Config& config);

}  // namespace xj::core
