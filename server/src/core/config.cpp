#include "core/config.h"

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <thread>

#include <CLI/CLI.hpp>

namespace xj::core {

namespace fs = std::filesystem;

namespace {

constexpr unsigned kMaxThreads = 256;
constexpr unsigned kMaxPool = 512;
// Handler threads wait: on the database, and a test-paper write on its group commit (exams/paper_batch.h), where
// the number of waiting writers is the number that share one commit. 64 mostly idle threads cost little memory and
// let 2,000 examinees start within a second on two cores (docs/performance.md, "Exam start").
constexpr unsigned kDefaultWorkers = 64;
constexpr unsigned kMinDbPool = 8;

std::optional<std::string> env(const char* name) {
    const char* value = std::getenv(name);
    if (value == nullptr || *value == '\0') return std::nullopt;
    return std::string(value);
}

// The built SPA beside the binary: <repo>/build/bin/xuejing-server → <repo>/web/dist.
fs::path default_web_root(const char* argv0) {
    std::error_code ec;
    fs::path exe = fs::canonical("/proc/self/exe", ec);
    if (ec) exe = fs::absolute(argv0);
    fs::path beside = exe.parent_path().parent_path().parent_path() / "web" / "dist";
    return fs::exists(beside) ? beside : fs::path("web/dist");
}

}  // namespace

std::vector<std::string> validate(const Config& c) {
    std::vector<std::string> problems;
    if (c.port == 0) problems.push_back("--port: must be between 1 and 65535");
    if (c.data_dir.empty()) problems.push_back("--data-dir: must not be empty");
    if (!c.database_url.starts_with("sqlite:") && !c.database_url.starts_with("postgresql://") &&
        !c.database_url.starts_with("postgres://"))
        problems.push_back("--database-url: must start with sqlite: or postgresql:// (got '" + c.database_url + "')");
    if (c.io_threads == 0 || c.io_threads > kMaxThreads) problems.push_back("--io-threads: must be 1–256");
    if (c.workers == 0 || c.workers > kMaxThreads) problems.push_back("--workers: must be 1–256");
    if (c.db_pool == 0 || c.db_pool > kMaxPool) problems.push_back("--db-pool: must be 1–512");
    static const std::vector<std::string> kLevels{"trace", "debug", "info", "warn", "error"};
    if (std::find(kLevels.begin(), kLevels.end(), c.log_level) == kLevels.end())
        problems.push_back("--log-level: one of trace, debug, info, warn, error");
    if (c.exam_sweep.count() < 100 || c.exam_sweep.count() > 60'000)
        problems.push_back("--exam-sweep-ms: must be 100–60000");
    if (c.order_ttl.count() < 1 || c.order_ttl.count() > 1440)
        problems.push_back("--order-ttl-minutes: must be 1–1440");
    if (c.max_connections < 16 || c.max_connections > 1'000'000) problems.push_back("--max-connections: 16–1000000");
    if (c.max_connections_per_address == 0 || c.max_connections_per_address > c.max_connections)
        problems.push_back("--max-connections-per-address: 1 to --max-connections");
    if (c.cookie_secure != "auto" && c.cookie_secure != "always" && c.cookie_secure != "never")
        problems.push_back("--cookie-secure: auto, always or never");
    if (c.max_uploads_per_address == 0 || c.max_uploads_per_address > 1024)
        problems.push_back("--max-uploads-per-address: 1–1024");
    return problems;
}

Config parse_config(int argc, char** argv) {
    Config c;
    unsigned cores = std::max(1U, std::thread::hardware_concurrency());
    c.io_threads = cores;
    c.workers = std::min(kMaxThreads, std::max(kDefaultWorkers, cores * 16));
    c.db_pool = std::max(kMinDbPool, cores * 4);  // a handler holds a connection only while it queries
    if (auto v = env("PORT")) c.port = static_cast<unsigned short>(std::atoi(v->c_str()));
    if (auto v = env("DATA_DIR")) c.data_dir = *v;
    if (auto v = env("SHARED_DIR")) c.shared_dir = *v;
    if (auto v = env("DATABASE_URL")) c.database_url = *v;
    if (auto v = env("WEB_ROOT")) c.web_root = *v;
    if (auto v = env("XJ_WORKERS")) c.workers = static_cast<unsigned>(std::atoi(v->c_str()));
    if (auto v = env("XJ_IO_THREADS")) c.io_threads = static_cast<unsigned>(std::atoi(v->c_str()));
    if (auto v = env("XJ_DB_POOL")) c.db_pool = static_cast<unsigned>(std::atoi(v->c_str()));
    if (auto v = env("XJ_ACCESS_LOG")) c.access_log = *v != "0" && *v != "off";
    if (auto v = env("XJ_LOG_LEVEL")) c.log_level = *v;
    long long exam_sweep_ms = c.exam_sweep.count();
    if (auto v = env("XJ_EXAM_SWEEP_MS")) exam_sweep_ms = std::atoll(v->c_str());
    long long order_ttl_minutes = c.order_ttl.count();
    if (auto v = env("XJ_ORDER_TTL_MINUTES")) order_ttl_minutes = std::atoll(v->c_str());
    if (auto v = env("XJ_COOKIE_SECURE")) c.cookie_secure = *v;
    if (auto v = env("XJ_MAX_CONNECTIONS")) c.max_connections = static_cast<unsigned>(std::atoi(v->c_str()));
    if (auto v = env("XJ_MAX_CONNECTIONS_PER_ADDRESS"))
        c.max_connections_per_address = static_cast<unsigned>(std::atoi(v->c_str()));
    if (auto v = env("XJ_MAX_UPLOADS_PER_ADDRESS"))
        c.max_uploads_per_address = static_cast<unsigned>(std::atoi(v->c_str()));

    CLI::App app{"xuejing-server: the Xuejing (学鲸) learning platform"};
    std::string data_dir = c.data_dir.string();
    std::string shared_dir = c.shared_dir.string();
    std::string web_root = c.web_root.string();
    bool no_access_log = !c.access_log;
    app.add_option("--host", c.host, "address to listen on");
    app.add_option("--port", c.port, "port to listen on (env PORT)");
    app.add_option("--data-dir", data_dir, "folder for the database, uploads and keys (env DATA_DIR)");
    app.add_option("--shared-dir", shared_dir,
                   "folder of the uploaded files, shared by every instance (env SHARED_DIR; default the data dir)");
    app.add_option("--database-url", c.database_url,
                   "sqlite:<file> or postgresql://… (env DATABASE_URL; default sqlite:<data-dir>/xuejing.db)");
    app.add_option("--web-root", web_root, "the built SPA (env WEB_ROOT; default web/dist)");
    app.add_flag("--demo", c.demo, "seed demo data into an empty database and enable demo-only endpoints");
    app.add_option("--io-threads", c.io_threads, "threads running socket I/O");
    app.add_option("--workers", c.workers, "threads running request handlers");
    app.add_option("--db-pool", c.db_pool, "database connections");
    app.add_flag("--no-access-log", no_access_log, "do not log one line per request");
    app.add_option("--log-level", c.log_level, "trace, debug, info, warn or error");
    app.add_flag("--routes", c.print_routes, "print the route table as JSON lines and exit");
    app.add_option("--exam-sweep-ms", exam_sweep_ms,
                   "period of the deadline sweeps: exams, unpaid orders (env XJ_EXAM_SWEEP_MS)");
    app.add_option("--order-ttl-minutes", order_ttl_minutes,
                   "minutes an unpaid order stays payable (env XJ_ORDER_TTL_MINUTES; default 30)");
    app.add_option("--max-connections", c.max_connections, "open connections in all (env XJ_MAX_CONNECTIONS)");
    app.add_option("--max-connections-per-address", c.max_connections_per_address,
                   "open connections per client address (env XJ_MAX_CONNECTIONS_PER_ADDRESS)");
    app.add_option("--max-uploads-per-address", c.max_uploads_per_address,
                   "uploads received at once per client address (env XJ_MAX_UPLOADS_PER_ADDRESS)");
    app.add_option("--cookie-secure", c.cookie_secure,
                   "Secure on cookies: auto (behind X-Forwarded-Proto: https), always or never (env XJ_COOKIE_SECURE)");
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        std::exit(app.exit(e));
    }
    c.data_dir = data_dir;
    c.shared_dir = shared_dir;
    c.web_root = web_root.empty() ? default_web_root(argv[0]) : fs::path(web_root);
    c.access_log = !no_access_log;
    c.exam_sweep = std::chrono::milliseconds(exam_sweep_ms);
    c.order_ttl = std::chrono::minutes(order_ttl_minutes);
    if (c.database_url.empty()) c.database_url = "sqlite:" + (c.data_dir / "xuejing.db").string();

    auto problems = validate(c);
    if (!problems.empty()) {
        std::cerr << "xuejing-server: invalid configuration:\n";
        for (const auto& p : problems) std::cerr << "  " << p << '\n';
        std::exit(2);
    }
    return c;
}

}  // namespace xj::core
