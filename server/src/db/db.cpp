#include "db/db.h"

#include <charconv>
#include <cmath>
#include <limits>
#include <system_error>

#include <spdlog/spdlog.h>

#include "db/change_feed.h"
#include "db/drivers.h"

namespace xj::db {
namespace {

constexpr std::string_view kSqliteScheme = "sqlite:";
constexpr std::string_view kSqliteAuthority = "//";
constexpr std::string_view kPostgresSchemes[] = {"postgresql://", "postgres://"};
constexpr int kShortestDoubleDigits = std::numeric_limits<double>::max_digits10;

[[noreturn]] void throw_conversion(std::string_view column, std::string_view what) {
    throw DbError(DbError::Kind::kOther, "column '" + std::string(column) + "': cannot read " + std::string(what));
}

std::int64_t to_integer(double d, std::string_view column) {
    constexpr double kLimit = 9.2e18;  // inside the int64 range
    if (!std::isfinite(d) || std::fabs(d) > kLimit) {
        throw_conversion(column, "a double out of the integer range");
    }
    return std::llround(d);
}

std::int64_t parse_integer(const std::string& s, std::string_view column) {
    std::int64_t out = 0;
    const char* end = s.data() + s.size();
    auto [ptr, ec] = std::from_chars(s.data(), end, out);
    if (ec == std::errc() && ptr == end) {
        return out;
    }
    double d = 0;
    auto [dptr, dec] = std::from_chars(s.data(), end, d);
    if (dec == std::errc() && dptr == end && !s.empty()) {
        return to_integer(d, column);
    }
    throw_conversion(column, "text '" + s + "' as an integer");
}

double parse_real(const std::string& s, std::string_view column) {
    double d = 0;
    const char* end = s.data() + s.size();
    auto [ptr, ec] = std::from_chars(s.data(), end, d);
    if (ec == std::errc() && ptr == end && !s.empty()) {
        return d;
    }
    throw_conversion(column, "text '" + s + "' as a number");
}

std::string format_double(double d) {
    char buf[kShortestDoubleDigits + 16];
    auto [ptr, ec] = std::to_chars(buf, buf + sizeof(buf), d);
    return ec == std::errc() ? std::string(buf, ptr) : std::to_string(d);
}

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

}  // namespace

const Value& Row::operator[](std::string_view column) const {
    if (columns_ != nullptr) {
        for (std::size_t i = 0; i < columns_->size() && i < values_.size(); ++i) {
            if ((*columns_)[i] == column) {
                return values_[i];
            }
        }
    }
    throw std::out_of_range("no column '" + std::string(column) + "' in the result");
}

bool Row::is_null(std::string_view column) const { return std::holds_alternative<std::nullptr_t>((*this)[column]); }

// NULL reads as 0, like text() reads it as ""; use opt_integer() to tell them apart.
std::int64_t Row::integer(std::string_view column) const {
    const Value& v = (*this)[column];
    if (const auto* i = std::get_if<std::int64_t>(&v)) {
        return *i;
    }
    if (const auto* d = std::get_if<double>(&v)) {
        return to_integer(*d, column);
    }
    if (const auto* s = std::get_if<std::string>(&v)) {
        return parse_integer(*s, column);
    }
    return 0;
}

double Row::real(std::string_view column) const {
    const Value& v = (*this)[column];
    if (const auto* d = std::get_if<double>(&v)) {
        return *d;
    }
    if (const auto* i = std::get_if<std::int64_t>(&v)) {
        return static_cast<double>(*i);
    }
    if (const auto* s = std::get_if<std::string>(&v)) {
        return parse_real(*s, column);
    }
    return 0.0;
}

std::string Row::text(std::string_view column) const {
    const Value& v = (*this)[column];
    if (const auto* s = std::get_if<std::string>(&v)) {
        return *s;
    }
    if (const auto* i = std::get_if<std::int64_t>(&v)) {
        return std::to_string(*i);
    }
    if (const auto* d = std::get_if<double>(&v)) {
        return format_double(*d);
    }
    return {};
}

std::optional<std::int64_t> Row::opt_integer(std::string_view column) const {
    if (is_null(column)) {
        return std::nullopt;
    }
    return integer(column);
}

std::optional<std::string> Row::opt_text(std::string_view column) const {
    if (is_null(column)) {
        return std::nullopt;
    }
    return text(column);
}

std::optional<Row> Conn::query_one(std::string_view sql, const Params& params) {
    Result result = query(sql, params);
    if (result.rows.empty()) {
        return std::nullopt;
    }
    return std::move(result.rows.front());
}

Database::Database() = default;
Database::~Database() = default;

ChangeFeed& Database::changes() {
    std::call_once(changes_made_, [this] { changes_ = std::make_unique<ChangeFeed>(*this); });
    return *changes_;
}

void Database::stop_changes() {
    if (changes_) changes_->stop();
}

Database::Lease::~Lease() {
    if (owner_ != nullptr && conn_) {
        owner_->release(std::move(conn_));
    }
}

Database::Lease& Database::Lease::operator=(Lease&& other) noexcept {
    if (this != &other) {
        if (owner_ != nullptr && conn_) {
            owner_->release(std::move(conn_));
        }
        owner_ = other.owner_;
        conn_ = std::move(other.conn_);
    }
    return *this;
}

std::unique_ptr<Database> open(const std::string& url, std::size_t pool_size, const OpenOptions& options) {
    std::string_view rest = url;
    if (starts_with(rest, kSqliteScheme)) {
        rest.remove_prefix(kSqliteScheme.size());
        if (starts_with(rest, kSqliteAuthority)) {
            rest.remove_prefix(kSqliteAuthority.size());
        }
        if (rest.empty()) {
            throw DbError(DbError::Kind::kConnection, "database URL '" + url + "' names no file");
        }
        return detail::open_sqlite(std::string(rest), pool_size, options);
    }
    for (std::string_view scheme : kPostgresSchemes) {
        if (starts_with(rest, scheme)) {
            return detail::open_postgres(url, pool_size);
        }
    }
    throw DbError(DbError::Kind::kConnection,
                  "unsupported database URL '" + url + "': expected sqlite:/path/to/file.db or postgresql://…");
}

}  // namespace xj::db
