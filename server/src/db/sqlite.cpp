// The SQLite driver: one sqlite3 handle per pooled connection, statements cached per connection.
#include <sqlite3.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <unordered_map>

#include <spdlog/spdlog.h>

#include "db/drivers.h"
#include "db/pool.h"

namespace xj::db::detail {
namespace {

// The busy handler's pauses (SQLite's own schedule for sqlite3_busy_timeout), then the last one repeated.
constexpr std::array<int, 12> kBusyPausesMs{1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50, 100};
constexpr int kOpenFlags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
constexpr int kOpenRetries = 100;
constexpr std::chrono::milliseconds kOpenRetryPause{50};
constexpr const char* kOpenPragmas = "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON;";
constexpr const char* kCheckpoint = "PRAGMA wal_checkpoint(TRUNCATE)";
constexpr char kNamePrefix = ':';
constexpr std::size_t kSqlInMessage = 200;  // characters of the statement quoted in an error
constexpr int kPrimaryCodeMask = 0xff;      // extended result code → primary result code

// What the connections of one database share about lock waits: the limit and the count of waits begun.
struct LockWaits {
    std::chrono::milliseconds timeout;
    std::atomic<std::uint64_t> begun{0};
};

// sqlite3_busy_handler: pause and try again until the limit has passed (as sqlite3_busy_timeout does), counting
// each wait that begins. `count` is how many times it was called for this wait.
int wait_for_lock(void* arg, int count) {
    auto* waits = static_cast<LockWaits*>(arg);
    if (count == 0) waits->begun.fetch_add(1, std::memory_order_relaxed);
    const auto n = static_cast<std::size_t>(count);
    std::int64_t waited = 0;
    for (std::size_t i = 0; i < std::min(n, kBusyPausesMs.size()); ++i) waited += kBusyPausesMs[i];
    if (n > kBusyPausesMs.size()) waited += static_cast<std::int64_t>(n - kBusyPausesMs.size()) * kBusyPausesMs.back();
    const int pause = kBusyPausesMs[std::min(n, kBusyPausesMs.size() - 1)];
    if (waited + pause > waits->timeout.count()) return 0;  // give up: the statement fails with SQLITE_BUSY
    sqlite3_sleep(pause);
    return 1;
}

DbError::Kind kind_of(int code) {
    switch (code) {
        case SQLITE_CONSTRAINT_UNIQUE:
        case SQLITE_CONSTRAINT_PRIMARYKEY:
            return DbError::Kind::kUniqueViolation;
        case SQLITE_CONSTRAINT_FOREIGNKEY:
            return DbError::Kind::kForeignKeyViolation;
        default:
            break;
    }
    switch (code & kPrimaryCodeMask) {
        case SQLITE_BUSY:
        case SQLITE_LOCKED:
            return DbError::Kind::kBusy;
        case SQLITE_CANTOPEN:
            return DbError::Kind::kConnection;
        default:
            return DbError::Kind::kOther;
    }
}

bool breaks_connection(int code) {
    switch (code & kPrimaryCodeMask) {
        case SQLITE_IOERR:
        case SQLITE_CORRUPT:
        case SQLITE_NOTADB:
        case SQLITE_NOMEM:
        case SQLITE_CANTOPEN:
            return true;
        default:
            return false;
    }
}

std::string quote_sql(std::string_view sql) {
    return std::string(sql.substr(0, kSqlInMessage)) + (sql.size() > kSqlInMessage ? "…" : "");
}

Value column_value(sqlite3_stmt* stmt, int i) {
    switch (sqlite3_column_type(stmt, i)) {
        case SQLITE_INTEGER:
            return static_cast<std::int64_t>(sqlite3_column_int64(stmt, i));
        case SQLITE_FLOAT:
            return sqlite3_column_double(stmt, i);
        case SQLITE_TEXT: {
            const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(stmt, i));
            return std::string(text, static_cast<std::size_t>(sqlite3_column_bytes(stmt, i)));
        }
        case SQLITE_BLOB: {
            const auto* blob = static_cast<const char*>(sqlite3_column_blob(stmt, i));
            const auto size = static_cast<std::size_t>(sqlite3_column_bytes(stmt, i));
            return blob == nullptr ? std::string() : std::string(blob, size);
        }
        default:
            return nullptr;
    }
}

// Leaves a cached statement clean for its next use, whatever happened.
class StatementUse {
public:
    explicit StatementUse(sqlite3_stmt* stmt) : stmt_(stmt) {}
    ~StatementUse() {
        sqlite3_reset(stmt_);
        sqlite3_clear_bindings(stmt_);
    }
    StatementUse(const StatementUse&) = delete;
    StatementUse& operator=(const StatementUse&) = delete;

private:
    sqlite3_stmt* stmt_;
};

class SqliteConn final : public PooledConn {
public:
    SqliteConn(const std::string& path, LockWaits& waits) {
        int rc = sqlite3_open_v2(path.c_str(), &db_, kOpenFlags, nullptr);
        if (rc != SQLITE_OK) {
            std::string why = db_ != nullptr ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
            sqlite3_close_v2(db_);
            throw DbError(DbError::Kind::kConnection, "cannot open SQLite database '" + path + "': " + why);
        }
        sqlite3_extended_result_codes(db_, 1);
        sqlite3_busy_handler(db_, wait_for_lock, &waits);
        // Switching to WAL needs a moment alone with the file; when another process is opening it at the same
        // time, SQLite answers BUSY without calling the busy handler, so wait and try again.
        rc = sqlite3_exec(db_, kOpenPragmas, nullptr, nullptr, nullptr);
        for (int attempt = 0; (rc & 0xff) == SQLITE_BUSY && attempt < kOpenRetries; ++attempt) {
            std::this_thread::sleep_for(kOpenRetryPause);
            rc = sqlite3_exec(db_, kOpenPragmas, nullptr, nullptr, nullptr);
        }
        if (rc != SQLITE_OK) {
            std::string why = sqlite3_errmsg(db_);
            sqlite3_close_v2(db_);
            throw DbError(kind_of(rc), "cannot set up SQLite database '" + path + "': " + why);
        }
    }

    ~SqliteConn() override {
        for (auto& [sql, stmt] : statements_) {
            sqlite3_finalize(stmt);
        }
        if (sqlite3_close(db_) != SQLITE_OK) {
            spdlog::warn("sqlite: close: {}", sqlite3_errmsg(db_));
            sqlite3_close_v2(db_);
        }
    }

    SqliteConn(const SqliteConn&) = delete;
    SqliteConn& operator=(const SqliteConn&) = delete;

    Dialect dialect() const override { return Dialect::kSqlite; }

    Result query(std::string_view sql, const Params& params) override {
        Result result;
        sqlite3_stmt* stmt = prepare(sql);
        StatementUse use(stmt);
        bind(stmt, params, sql);
        const int count = sqlite3_column_count(stmt);
        for (int i = 0; i < count; ++i) {
            result.columns.emplace_back(sqlite3_column_name(stmt, i));
        }
        auto columns = std::make_shared<const std::vector<std::string>>(result.columns);
        int rc = 0;
        while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
            std::vector<Value> values;
            values.reserve(static_cast<std::size_t>(count));
            for (int i = 0; i < count; ++i) {
                values.push_back(column_value(stmt, i));
            }
            result.rows.emplace_back(columns, std::move(values));
        }
        if (rc != SQLITE_DONE) {
            fail(rc, sql);
        }
        return result;
    }

    std::int64_t exec(std::string_view sql, const Params& params) override {
        sqlite3_stmt* stmt = prepare(sql);
        StatementUse use(stmt);
        bind(stmt, params, sql);
        const auto before = sqlite3_total_changes64(db_);
        int rc = 0;
        while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
        }
        if (rc != SQLITE_DONE) {
            fail(rc, sql);
        }
        // sqlite3_changes64 keeps the count of the last INSERT/UPDATE/DELETE; other statements change nothing.
        return sqlite3_total_changes64(db_) == before ? 0 : sqlite3_changes64(db_);
    }

    void exec_script(std::string_view sql) override {
        const std::string script(sql);
        int rc = sqlite3_exec(db_, script.c_str(), nullptr, nullptr, nullptr);
        if (rc != SQLITE_OK) {
            fail(rc, sql);
        }
    }

    void begin(bool write) override { exec_script(write ? "BEGIN IMMEDIATE" : "BEGIN"); }
    void commit() override { exec_script("COMMIT"); }

    void rollback() override {
        if (sqlite3_get_autocommit(db_) != 0) {
            return;  // no transaction (SQLite may already have rolled it back after an error)
        }
        int rc = sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
        if (rc != SQLITE_OK) {
            spdlog::warn("sqlite: rollback failed: {}", sqlite3_errmsg(db_));
            broken_ = true;
        }
    }

    bool reusable() const noexcept override { return !broken_ && sqlite3_get_autocommit(db_) != 0; }

    void checkpoint() { exec_script(kCheckpoint); }

private:
    sqlite3_stmt* prepare(std::string_view sql) {
        auto found = statements_.find(std::string(sql));
        if (found != statements_.end()) {
            return found->second;
        }
        sqlite3_stmt* stmt = nullptr;
        const char* tail = nullptr;
        int rc =
            sqlite3_prepare_v3(db_, sql.data(), static_cast<int>(sql.size()), SQLITE_PREPARE_PERSISTENT, &stmt, &tail);
        if (rc != SQLITE_OK) {
            fail(rc, sql);
        }
        if (stmt == nullptr) {
            throw DbError(DbError::Kind::kOther, "sqlite: empty statement: " + quote_sql(sql));
        }
        if (has_more_statements(sql, tail)) {
            sqlite3_finalize(stmt);
            throw DbError(DbError::Kind::kOther,
                          "sqlite: several statements in one call (use exec_script): " + quote_sql(sql));
        }
        statements_.emplace(std::string(sql), stmt);
        return stmt;
    }

    bool has_more_statements(std::string_view sql, const char* tail) {
        if (tail == nullptr || tail >= sql.data() + sql.size()) {
            return false;
        }
        const auto offset = static_cast<std::size_t>(tail - sql.data());
        sqlite3_stmt* next = nullptr;
        const std::string rest(sql.substr(offset));
        sqlite3_prepare_v2(db_, rest.c_str(), static_cast<int>(rest.size()), &next, nullptr);
        const bool more = next != nullptr;
        sqlite3_finalize(next);
        return more;
    }

    void bind(sqlite3_stmt* stmt, const Params& params, std::string_view sql) {
        std::vector<bool> used(params.size(), false);
        const int count = sqlite3_bind_parameter_count(stmt);
        for (int i = 1; i <= count; ++i) {
            const char* raw = sqlite3_bind_parameter_name(stmt, i);
            if (raw == nullptr || raw[0] != kNamePrefix) {
                throw DbError(DbError::Kind::kOther, "sqlite: only :named parameters are supported: " + quote_sql(sql));
            }
            const std::string_view name(raw + 1);
            std::size_t k = 0;
            while (k < params.size() && params[k].name != name) {
                ++k;
            }
            if (k == params.size()) {
                throw DbError(DbError::Kind::kOther,
                              "sqlite: no value for parameter :" + std::string(name) + " in: " + quote_sql(sql));
            }
            used[k] = true;
            bind_value(stmt, i, params[k].value);
        }
        for (std::size_t k = 0; k < params.size(); ++k) {
            if (!used[k]) {
                throw DbError(DbError::Kind::kOther, "sqlite: parameter :" + std::string(params[k].name) +
                                                         " is not used by: " + quote_sql(sql));
            }
        }
    }

    void bind_value(sqlite3_stmt* stmt, int i, const Value& value) {
        int rc = SQLITE_OK;
        if (const auto* n = std::get_if<std::int64_t>(&value)) {
            rc = sqlite3_bind_int64(stmt, i, *n);
        } else if (const auto* d = std::get_if<double>(&value)) {
            rc = sqlite3_bind_double(stmt, i, *d);
        } else if (const auto* s = std::get_if<std::string>(&value)) {
            // The caller's string outlives the statement's use: no copy.
            rc = sqlite3_bind_text64(stmt, i, s->data(), s->size(), SQLITE_STATIC, SQLITE_UTF8);
        } else {
            rc = sqlite3_bind_null(stmt, i);
        }
        if (rc != SQLITE_OK) {
            fail(rc, "bind");
        }
    }

    [[noreturn]] void fail(int rc, std::string_view sql) {
        const int code = sqlite3_extended_errcode(db_) != SQLITE_OK ? sqlite3_extended_errcode(db_) : rc;
        if (breaks_connection(code)) {
            broken_ = true;
        }
        throw DbError(kind_of(code), std::string("sqlite: ") + sqlite3_errmsg(db_) + " in: " + quote_sql(sql));
    }

    sqlite3* db_ = nullptr;
    std::unordered_map<std::string, sqlite3_stmt*> statements_;
    bool broken_ = false;
};

class SqliteDatabase final : public Database {
public:
    SqliteDatabase(const std::string& path, std::size_t pool_size, const OpenOptions& options)
        : waits_{options.lock_timeout},
          pool_(pool_size, [path, this] { return std::make_unique<SqliteConn>(path, waits_); }) {}
    ~SqliteDatabase() override { close(); }

    Dialect dialect() const override { return Dialect::kSqlite; }
    Lease acquire() override { return Lease(this, pool_.acquire()); }
    std::uint64_t lock_waits() const override { return waits_.begun.load(std::memory_order_relaxed); }
    void close() override {
        pool_.close([](PooledConn& conn) { static_cast<SqliteConn&>(conn).checkpoint(); });
    }

protected:
    void release(std::unique_ptr<Conn> conn) override { pool_.release(std::move(conn)); }

private:
    LockWaits waits_;  // before the pool: its connections point at it
    Pool pool_;
};

}  // namespace

std::unique_ptr<Database> open_sqlite(const std::string& path, std::size_t pool_size, const OpenOptions& options) {
    auto db = std::make_unique<SqliteDatabase>(path, pool_size, options);
    db->acquire();  // fail now, not at the first request, when the file cannot be opened
    return db;
}

}  // namespace xj::db::detail
