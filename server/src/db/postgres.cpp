// The PostgreSQL driver over libpq: statements prepared once per connection, parameters sent as text
// (bytea parameters as binary), results read as text and converted by column type.
#include <libpq-fe.h>
#include <poll.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <string>
#include <unordered_map>

#include <spdlog/spdlog.h>

#include "db/drivers.h"
#include "db/pg_params.h"
#include "db/pool.h"

namespace xj::db::detail {
namespace {

// Type OIDs from pg_type.h (stable across PostgreSQL versions).
constexpr Oid kBoolOid = 16;
constexpr Oid kByteaOid = 17;
constexpr Oid kInt8Oid = 20;
constexpr Oid kInt2Oid = 21;
constexpr Oid kInt4Oid = 23;
constexpr Oid kFloat4Oid = 700;
constexpr Oid kFloat8Oid = 701;
constexpr Oid kNumericOid = 1700;

constexpr int kTextFormat = 0;
constexpr int kBinaryFormat = 1;
constexpr std::string_view kStatementPrefix = "xj_s";
constexpr std::string_view kHexPrefix = "\\x";
constexpr std::size_t kSqlInMessage = 200;
constexpr int kNumberBuffer = 32;
constexpr int kHexBase = 16;
constexpr int kDecimalDigitValue = 10;  // value of hex digit "a"

// SQLSTATE codes and classes (PostgreSQL appendix A).
constexpr std::string_view kUniqueViolation = "23505";
constexpr std::string_view kForeignKeyViolation = "23503";
constexpr std::string_view kBusyStates[] = {"40001", "40P01", "55P03"};
constexpr std::string_view kConnectionClass = "08";
constexpr std::string_view kShutdownStates[] = {"57P01", "57P02", "57P03"};
constexpr std::string_view kCachedPlanChanged = "0A000";

using ResultPtr = std::unique_ptr<PGresult, decltype(&PQclear)>;

std::string quote_sql(std::string_view sql) {
    return std::string(sql.substr(0, kSqlInMessage)) + (sql.size() > kSqlInMessage ? "…" : "");
}

int hex_digit(char c) {
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + kDecimalDigitValue;
    }
    if (c >= 'A' && c <= 'F') {
        return c - 'A' + kDecimalDigitValue;
    }
    return 0;  // never in server output
}

std::string decode_bytea(const char* text, std::size_t size) {
    std::string_view s(text, size);
    if (s.substr(0, kHexPrefix.size()) == kHexPrefix) {
        std::string out;
        out.reserve((size - kHexPrefix.size()) / 2);
        for (std::size_t i = kHexPrefix.size(); i + 1 < size; i += 2) {
            out += static_cast<char>(hex_digit(s[i]) * kHexBase + hex_digit(s[i + 1]));
        }
        return out;
    }
    std::size_t length = 0;  // the old "escape" output format
    unsigned char* raw = PQunescapeBytea(reinterpret_cast<const unsigned char*>(text), &length);
    std::string out(reinterpret_cast<const char*>(raw), length);
    PQfreemem(raw);
    return out;
}

Value column_value(const PGresult* res, int row, int col) {
    if (PQgetisnull(res, row, col) != 0) {
        return nullptr;
    }
    const char* text = PQgetvalue(res, row, col);
    const auto size = static_cast<std::size_t>(PQgetlength(res, row, col));
    switch (PQftype(res, col)) {
        case kInt2Oid:
        case kInt4Oid:
        case kInt8Oid: {
            std::int64_t n = 0;
            std::from_chars(text, text + size, n);
            return n;
        }
        case kFloat4Oid:
        case kFloat8Oid:
        case kNumericOid: {
            double d = 0;
            std::from_chars(text, text + size, d);
            return d;
        }
        case kBoolOid:
            return static_cast<std::int64_t>(text[0] == 't' ? 1 : 0);
        case kByteaOid:
            return decode_bytea(text, size);
        default:
            return std::string(text, size);
    }
}

template <class T>
std::string format_number(T value) {
    char buf[kNumberBuffer];
    auto [ptr, ec] = std::to_chars(buf, buf + sizeof(buf), value);
    return std::string(buf, ptr);
}

template <std::size_t N>
bool one_of(std::string_view state, const std::string_view (&list)[N]) {
    return std::find(std::begin(list), std::end(list), state) != std::end(list);
}

void log_notice(void* /*arg*/, const char* message) { spdlog::debug("postgres: {}", message); }

class PgConn final : public PooledConn {
public:
    explicit PgConn(const std::string& url) : conn_(PQconnectdb(url.c_str())) {
        if (conn_ == nullptr || PQstatus(conn_) != CONNECTION_OK) {
            std::string why = conn_ != nullptr ? PQerrorMessage(conn_) : "out of memory";
            PQfinish(conn_);
            throw DbError(DbError::Kind::kConnection, "cannot connect to PostgreSQL: " + why);
        }
        PQsetNoticeProcessor(conn_, log_notice, nullptr);
        PQsetClientEncoding(conn_, "UTF8");
    }
    ~PgConn() override { PQfinish(conn_); }
    PgConn(const PgConn&) = delete;
    PgConn& operator=(const PgConn&) = delete;

    Dialect dialect() const override { return Dialect::kPostgres; }

    Result query(std::string_view sql, const Params& params) override {
        ResultPtr res = run(sql, params);
        Result result;
        const int cols = PQnfields(res.get());
        for (int c = 0; c < cols; ++c) {
            result.columns.emplace_back(PQfname(res.get(), c));
        }
        auto columns = std::make_shared<const std::vector<std::string>>(result.columns);
        const int rows = PQntuples(res.get());
        result.rows.reserve(static_cast<std::size_t>(rows));
        for (int r = 0; r < rows; ++r) {
            std::vector<Value> values;
            values.reserve(static_cast<std::size_t>(cols));
            for (int c = 0; c < cols; ++c) {
                values.push_back(column_value(res.get(), r, c));
            }
            result.rows.emplace_back(columns, std::move(values));
        }
        return result;
    }

    std::int64_t exec(std::string_view sql, const Params& params) override {
        ResultPtr res = run(sql, params);
        const char* tuples = PQcmdTuples(res.get());
        std::int64_t count = 0;
        std::from_chars(tuples, tuples + std::strlen(tuples), count);
        return count;
    }

    void exec_script(std::string_view sql) override { simple(std::string(sql)); }

    void begin(bool /*write*/) override { simple("BEGIN"); }

    void commit() override {
        ResultPtr res = simple("COMMIT");
        // COMMIT of a transaction that already failed succeeds with the tag ROLLBACK.
        if (std::string_view(PQcmdStatus(res.get())) == "ROLLBACK") {
            throw DbError(DbError::Kind::kOther, "postgres: transaction had failed and was rolled back");
        }
    }

    void rollback() override {
        if (PQtransactionStatus(conn_) == PQTRANS_IDLE) {
            return;
        }
        ResultPtr res(PQexec(conn_, "ROLLBACK"), &PQclear);
        if (PQresultStatus(res.get()) != PGRES_COMMAND_OK) {
            spdlog::warn("postgres: rollback failed: {}", PQerrorMessage(conn_));
            broken_ = true;
        }
    }

    bool reusable() const noexcept override {
        return !broken_ && PQstatus(conn_) == CONNECTION_OK && PQtransactionStatus(conn_) == PQTRANS_IDLE;
    }

    // An idle connection the server has closed has something to read: let libpq notice it.
    bool healthy() const noexcept override {
        pollfd fd{PQsocket(conn_), POLLIN, 0};
        if (fd.fd >= 0 && poll(&fd, 1, 0) > 0) {
            PQconsumeInput(conn_);
        }
        return reusable();
    }

private:
    struct Prepared {
        std::string name;
        std::vector<std::string> params;  // $1..$n
        std::vector<Oid> types;           // as the server inferred them
    };

    ResultPtr run(std::string_view sql, const Params& params) {
        const Prepared& prepared = prepare(sql);
        const std::size_t n = prepared.params.size();
        std::vector<bool> used(params.size(), false);
        std::vector<std::string> texts(n);
        std::vector<const char*> values(n, nullptr);
        std::vector<int> lengths(n, 0);
        std::vector<int> formats(n, kTextFormat);
        for (std::size_t i = 0; i < n; ++i) {
            std::size_t k = 0;
            while (k < params.size() && params[k].name != prepared.params[i]) {
                ++k;
            }
            if (k == params.size()) {
                throw DbError(DbError::Kind::kOther,
                              "postgres: no value for parameter :" + prepared.params[i] + " in: " + quote_sql(sql));
            }
            used[k] = true;
            const Value& value = params[k].value;
            if (std::holds_alternative<std::nullptr_t>(value)) {
                continue;
            }
            if (const auto* s = std::get_if<std::string>(&value)) {
                values[i] = s->data();
                lengths[i] = static_cast<int>(s->size());
            } else {
                texts[i] = std::holds_alternative<double>(value) ? format_number(std::get<double>(value))
                                                                 : format_number(std::get<std::int64_t>(value));
                values[i] = texts[i].c_str();
                lengths[i] = static_cast<int>(texts[i].size());
            }
            // Raw bytes cannot travel as bytea text; binary bytea is the bytes themselves.
            formats[i] = i < prepared.types.size() && prepared.types[i] == kByteaOid ? kBinaryFormat : kTextFormat;
        }
        for (std::size_t k = 0; k < params.size(); ++k) {
            if (!used[k]) {
                throw DbError(DbError::Kind::kOther, "postgres: parameter :" + std::string(params[k].name) +
                                                         " is not used by: " + quote_sql(sql));
            }
        }
        ResultPtr res(PQexecPrepared(conn_, prepared.name.c_str(), static_cast<int>(n), values.data(), lengths.data(),
                                     formats.data(), kTextFormat),
                      &PQclear);
        check(res.get(), sql);
        return res;
    }

    const Prepared& prepare(std::string_view sql) {
        const std::string key(sql);
        auto found = statements_.find(key);
        if (found != statements_.end()) {
            return found->second;
        }
        PositionalSql positional = to_positional(sql);
        Prepared prepared{
            std::string(kStatementPrefix) + std::to_string(++next_statement_), std::move(positional.names), {}};
        ResultPtr res(PQprepare(conn_, prepared.name.c_str(), positional.sql.c_str(), 0, nullptr), &PQclear);
        check(res.get(), sql);
        ResultPtr described(PQdescribePrepared(conn_, prepared.name.c_str()), &PQclear);
        check(described.get(), sql);
        for (int i = 0; i < PQnparams(described.get()); ++i) {
            prepared.types.push_back(PQparamtype(described.get(), i));
        }
        return statements_.emplace(key, std::move(prepared)).first->second;
    }

    ResultPtr simple(const std::string& sql) {
        ResultPtr res(PQexec(conn_, sql.c_str()), &PQclear);
        check(res.get(), sql);
        return res;
    }

    void check(const PGresult* res, std::string_view sql) {
        const ExecStatusType status = res != nullptr ? PQresultStatus(res) : PGRES_FATAL_ERROR;
        if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK || status == PGRES_EMPTY_QUERY) {
            return;
        }
        const char* raw_state = res != nullptr ? PQresultErrorField(res, PG_DIAG_SQLSTATE) : nullptr;
        const std::string_view state = raw_state != nullptr ? raw_state : "";
        std::string message = res != nullptr ? PQresultErrorMessage(res) : PQerrorMessage(conn_);
        while (!message.empty() && message.back() == '\n') {
            message.pop_back();
        }
        throw DbError(kind_of(state), "postgres: " + message + " in: " + quote_sql(sql));
    }

    DbError::Kind kind_of(std::string_view state) {
        if (PQstatus(conn_) != CONNECTION_OK || state.substr(0, kConnectionClass.size()) == kConnectionClass ||
            one_of(state, kShutdownStates)) {
            broken_ = true;
            return DbError::Kind::kConnection;
        }
        if (state == kCachedPlanChanged) {
            statements_.clear();  // a table changed under a cached plan: prepare afresh next time
        }
        if (state == kUniqueViolation) {
            return DbError::Kind::kUniqueViolation;
        }
        if (state == kForeignKeyViolation) {
            return DbError::Kind::kForeignKeyViolation;
        }
        if (one_of(state, kBusyStates)) {
            return DbError::Kind::kBusy;
        }
        return DbError::Kind::kOther;
    }

    PGconn* conn_;
    std::unordered_map<std::string, Prepared> statements_;
    int next_statement_ = 0;
    bool broken_ = false;
};

// LISTEN on a connection of its own (never pooled: a pooled one would hand the notifications to other work).
class PgListener final : public Listener {
public:
    PgListener(const std::string& url, const std::string& channel) : conn_(PQconnectdb(url.c_str())) {
        if (conn_ == nullptr || PQstatus(conn_) != CONNECTION_OK) {
            std::string why = conn_ != nullptr ? PQerrorMessage(conn_) : "out of memory";
            PQfinish(conn_);
            throw DbError(DbError::Kind::kConnection, "cannot connect to PostgreSQL: " + why);
        }
        try {
            PQsetNoticeProcessor(conn_, log_notice, nullptr);
            char* quoted = PQescapeIdentifier(conn_, channel.data(), channel.size());
            if (quoted == nullptr) lost("cannot quote the channel name");
            std::string sql = std::string("LISTEN ") + quoted;
            PQfreemem(quoted);
            ResultPtr res(PQexec(conn_, sql.c_str()), &PQclear);
            if (PQresultStatus(res.get()) != PGRES_COMMAND_OK) lost("LISTEN failed");
        } catch (...) {
            PQfinish(conn_);  // the destructor does not run for a constructor that throws
            throw;
        }
    }
    ~PgListener() override { PQfinish(conn_); }
    PgListener(const PgListener&) = delete;
    PgListener& operator=(const PgListener&) = delete;

    std::optional<std::string> next(std::chrono::milliseconds timeout) override {
        if (auto payload = take()) return payload;
        pollfd fd{PQsocket(conn_), POLLIN, 0};
        if (fd.fd < 0) lost("no socket");
        int ready = poll(&fd, 1, static_cast<int>(timeout.count()));
        if (ready < 0 && errno != EINTR) lost("poll failed");
        if (ready > 0 && PQconsumeInput(conn_) == 0) lost("connection lost");
        if (PQstatus(conn_) != CONNECTION_OK) lost("connection lost");
        return take();
    }

private:
    std::optional<std::string> take() {
        PGnotify* note = PQnotifies(conn_);
        if (note == nullptr) return std::nullopt;
        std::string payload = note->extra != nullptr ? note->extra : "";
        PQfreemem(note);
        return payload;
    }

    [[noreturn]] void lost(std::string_view what) const {
        throw DbError(DbError::Kind::kConnection,
                      "PostgreSQL listener: " + std::string(what) + ": " + PQerrorMessage(conn_));
    }

    PGconn* conn_;
};

class PgDatabase final : public Database {
public:
    PgDatabase(const std::string& url, std::size_t pool_size)
        : url_(url), pool_(pool_size, [url] { return std::make_unique<PgConn>(url); }) {}
    ~PgDatabase() override {
        stop_changes();
        close();
    }

    Dialect dialect() const override { return Dialect::kPostgres; }
    Lease acquire() override { return Lease(this, pool_.acquire()); }
    void close() override { pool_.close(); }
    std::unique_ptr<Listener> listen(const std::string& channel) override {
        return std::make_unique<PgListener>(url_, channel);
    }
    std::unique_ptr<Conn> connect_alone() override { return std::make_unique<PgConn>(url_); }

protected:
    void release(std::unique_ptr<Conn> conn) override { pool_.release(std::move(conn)); }

private:
    std::string url_;
    Pool pool_;
};

}  // namespace

std::unique_ptr<Database> open_postgres(const std::string& url, std::size_t pool_size) {
    auto db = std::make_unique<PgDatabase>(url, pool_size);
    db->acquire();  // fail now when the server cannot be reached
    return db;
}

}  // namespace xj::db::detail
