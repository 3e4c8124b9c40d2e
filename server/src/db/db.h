// The one small database interface every store writes against.
// SQL is written once, in the portable subset, with named parameters (:name).
// Two drivers implement it: SQLite (embedded default) and PostgreSQL (libpq).
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

namespace xj::db {

class ChangeFeed;

enum class Dialect { kSqlite, kPostgres };

// A bound or returned value. Booleans are stored as 0/1 integers; times as epoch seconds (BIGINT).
using Value = std::variant<std::nullptr_t, std::int64_t, double, std::string>;

// An optional value bound as NULL when it is absent (optional keys, times, texts).
template <class T>
Value nullable(const std::optional<T>& v) {
    return v ? Value(*v) : Value(nullptr);
}

// A named parameter: ":sign" in the SQL is bound by {"sign", value}.
struct Param {
    std::string_view name;
    Value value;
};
using Params = std::vector<Param>;

// Raised for any driver failure (connection lost, constraint violated, bad SQL).
class DbError : public std::runtime_error {
public:
    enum class Kind { kOther, kUniqueViolation, kForeignKeyViolation, kBusy, kConnection };
    DbError(Kind kind, const std::string& what) : std::runtime_error(what), kind_(kind) {}
    Kind kind() const noexcept { return kind_; }

private:
    Kind kind_;
};

// One row of a result; columns are addressed by name or by index.
class Row {
public:
    // The caller keeps `columns` alive for as long as the row lives.
    Row(const std::vector<std::string>* columns, std::vector<Value> values)
        : columns_(columns), values_(std::move(values)) {}
    // The row shares ownership of the column names, so it may outlive (or move with) its Result;
    // the drivers build rows this way.
    Row(std::shared_ptr<const std::vector<std::string>> columns, std::vector<Value> values)
        : columns_(columns.get()), shared_columns_(std::move(columns)), values_(std::move(values)) {}

    const Value& operator[](std::size_t i) const { return values_.at(i); }
    const Value& operator[](std::string_view column) const;
    bool is_null(std::string_view column) const;

    std::int64_t integer(std::string_view column) const;
    double real(std::string_view column) const;
    std::string text(std::string_view column) const;  // "" for NULL
    std::optional<std::int64_t> opt_integer(std::string_view column) const;
    std::optional<std::string> opt_text(std::string_view column) const;

    std::size_t size() const { return values_.size(); }

private:
    const std::vector<std::string>* columns_;
    std::shared_ptr<const std::vector<std::string>> shared_columns_;
    std::vector<Value> values_;
};

class Result {
public:
    std::vector<std::string> columns;
    std::vector<Row> rows;

    bool empty() const { return rows.empty(); }
    std::size_t size() const { return rows.size(); }
    const Row& front() const { return rows.front(); }
    auto begin() const { return rows.begin(); }
    auto end() const { return rows.end(); }
};

// One connection. Not thread-safe: a connection belongs to one thread at a time (see Database).
class Conn {
public:
    virtual ~Conn() = default;
    virtual Dialect dialect() const = 0;

    // Runs a statement and returns its rows (INSERT … RETURNING works on both databases).
    virtual Result query(std::string_view sql, const Params& params = {}) = 0;
    // Runs a statement and returns the number of rows it changed.
    virtual std::int64_t exec(std::string_view sql, const Params& params = {}) = 0;
    // Runs a script of several statements without parameters (migrations).
    virtual void exec_script(std::string_view sql) = 0;

    // First row, if any.
    std::optional<Row> query_one(std::string_view sql, const Params& params = {});

    // Transactions. begin(true) takes the write lock at once (SQLite BEGIN IMMEDIATE).
    virtual void begin(bool write = true) = 0;
    virtual void commit() = 0;
    virtual void rollback() = 0;
};

// A connection of its own that waits for notifications on one channel (PostgreSQL LISTEN): how the instances of one
// deployment tell each other that shared data changed (db/change_feed.h).
class Listener {
public:
    virtual ~Listener() = default;
    // The payload of the next notification, or nothing when `timeout` passed first. Throws DbError(kConnection) when
    // the connection is lost: notifications sent meanwhile are lost with it.
    virtual std::optional<std::string> next(std::chrono::milliseconds timeout) = 0;
};

// A pool of connections. Connections are handed out per call; with_tx wraps a transaction.
class Database {
public:
    class Lease {
    public:
        Lease(Database* owner, std::unique_ptr<Conn> conn) : owner_(owner), conn_(std::move(conn)) {}
        Lease(Lease&&) noexcept = default;
        Lease& operator=(Lease&& other) noexcept;  // returns the connection it held first
        ~Lease();
        Conn& operator*() const { return *conn_; }
        Conn* operator->() const { return conn_.get(); }

    private:
        Database* owner_;
        std::unique_ptr<Conn> conn_;
    };

    Database();
    virtual ~Database();
    virtual Dialect dialect() const = 0;
    virtual Lease acquire() = 0;
    // Closes every idle connection; called once at shutdown.
    virtual void close() = 0;
    // How many times a statement has begun to wait for another connection's lock (SQLite: its busy handler was
    // entered). PostgreSQL answers 0: its waits show in pg_stat_activity. Tests wait on it to know that a race
    // really happened instead of sleeping and hoping.
    virtual std::uint64_t lock_waits() const { return 0; }
    // A listener on `channel` (PostgreSQL). SQLite answers nothing: a database file has one instance, which needs no
    // notification of its own writes.
    virtual std::unique_ptr<Listener> listen(const std::string& /*channel*/) { return nullptr; }
    // A connection outside the pool, kept by its caller (the change feed's NOTIFY): PostgreSQL only, like listen().
    virtual std::unique_ptr<Conn> connect_alone() { return nullptr; }
    // What this deployment's instances tell each other of changed data (db/change_feed.h), made on first use.
    ChangeFeed& changes();

    // Runs fn(Conn&) on a pooled connection, outside any transaction.
    template <class F>
    auto with_conn(F&& fn) {
        Lease lease = acquire();
        return fn(*lease);
    }

    // Runs fn(Conn&) inside a transaction: committed on return, rolled back on exception.
    template <class F>
    auto with_tx(F&& fn) {
        Lease lease = acquire();
        Conn& conn = *lease;
        conn.begin(true);
        try {
            if constexpr (std::is_void_v<decltype(fn(conn))>) {
                fn(conn);
                conn.commit();
            } else {
                auto result = fn(conn);
                conn.commit();
                return result;
            }
        } catch (...) {
            conn.rollback();
            throw;
        }
    }

protected:
    friend class Lease;
    virtual void release(std::unique_ptr<Conn> conn) = 0;
    // Stops the change feed's thread: a driver's destructor calls it first, while the driver can still connect.
    void stop_changes();

private:
    std::once_flag changes_made_;
    std::unique_ptr<ChangeFeed> changes_;
};

struct OpenOptions {
    // SQLite: how long a statement waits for another connection's write lock before failing with kBusy.
    std::chrono::milliseconds lock_timeout{5000};
};

// Opens "sqlite:/path/to/file.db" or "postgresql://user@host:port/db". Throws DbError.
std::unique_ptr<Database> open(const std::string& url, std::size_t pool_size, const OpenOptions& options = {});

}  // namespace xj::db
