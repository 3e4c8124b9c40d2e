#include "db/pg_params.h"

#include <algorithm>

namespace xj::db::detail {
namespace {

constexpr unsigned char kFirstNonAscii = 0x80;  // UTF-8 letters may start identifiers

bool is_ident_start(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
           static_cast<unsigned char>(c) >= kFirstNonAscii;
}

bool is_ident_char(char c) { return is_ident_start(c) || (c >= '0' && c <= '9') || c == '$'; }

bool is_param_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }

bool is_param_char(char c) { return is_param_start(c) || (c >= '0' && c <= '9'); }

// Scans a SQL text, copying everything and replacing :name outside literals and comments.
class Rewriter {
public:
    explicit Rewriter(std::string_view sql) : sql_(sql) { out_.sql.reserve(sql.size()); }

    PositionalSql run() {
        while (i_ < sql_.size()) {
            const char c = sql_[i_];
            const char next = i_ + 1 < sql_.size() ? sql_[i_ + 1] : '\0';
            if (c == '\'') {
                copy_quoted('\'', escapes_backslash());
            } else if (c == '"') {
                copy_quoted('"', false);
            } else if (c == '-' && next == '-') {
                copy_line_comment();
            } else if (c == '/' && next == '*') {
                copy_block_comment();
            } else if (c == '$' && !after_ident() && (next == '$' || is_ident_start(next))) {
                copy_dollar_quoted();
            } else if (c == ':' && next == ':') {
                copy(2);
            } else if (c == ':' && is_param_start(next)) {
                replace_param();
            } else {
                copy(1);
            }
        }
        return std::move(out_);
    }

private:
    void copy(std::size_t n) {
        n = std::min(n, sql_.size() - i_);
        out_.sql.append(sql_.substr(i_, n));
        i_ += n;
    }

    bool after_ident() const { return i_ > 0 && is_ident_char(sql_[i_ - 1]); }

    // E'…' strings take backslash escapes; standard '…' strings do not.
    bool escapes_backslash() const {
        if (i_ == 0 || (sql_[i_ - 1] != 'E' && sql_[i_ - 1] != 'e')) {
            return false;
        }
        return i_ == 1 || !is_ident_char(sql_[i_ - 2]);
    }

    void copy_quoted(char quote, bool backslash) {
        std::size_t end = i_ + 1;
        while (end < sql_.size() && sql_[end] != quote) {
            end += (backslash && sql_[end] == '\\') ? 2 : 1;
        }
        copy(end + 1 - i_);  // a doubled quote ('') closes and reopens: same result
    }

    void copy_line_comment() {
        const std::size_t end = sql_.find('\n', i_);
        copy(end == std::string_view::npos ? sql_.size() - i_ : end + 1 - i_);
    }

    void copy_block_comment() {
        std::size_t end = i_ + 2;
        int depth = 1;  // PostgreSQL nests block comments
        while (end < sql_.size() && depth > 0) {
            if (sql_.compare(end, 2, "/*") == 0) {
                ++depth;
                end += 2;
            } else if (sql_.compare(end, 2, "*/") == 0) {
                --depth;
                end += 2;
            } else {
                ++end;
            }
        }
        copy(end - i_);
    }

    void copy_dollar_quoted() {
        std::size_t tag_end = i_ + 1;
        while (tag_end < sql_.size() && sql_[tag_end] != '$' && is_ident_char(sql_[tag_end])) {
            ++tag_end;
        }
        if (tag_end >= sql_.size() || sql_[tag_end] != '$') {
            copy(1);  // not a dollar quote after all
            return;
        }
        const std::string_view tag = sql_.substr(i_, tag_end + 1 - i_);
        const std::size_t close = sql_.find(tag, tag_end + 1);
        copy(close == std::string_view::npos ? sql_.size() - i_ : close + tag.size() - i_);
    }

    void replace_param() {
        std::size_t end = i_ + 1;
        while (end < sql_.size() && is_param_char(sql_[end])) {
            ++end;
        }
        const std::string name(sql_.substr(i_ + 1, end - i_ - 1));
        auto found = std::find(out_.names.begin(), out_.names.end(), name);
        std::size_t position = static_cast<std::size_t>(found - out_.names.begin());
        if (found == out_.names.end()) {
            out_.names.push_back(name);
        }
        out_.sql += '$';
        out_.sql += std::to_string(position + 1);
        i_ = end;
    }

    std::string_view sql_;
    std::size_t i_ = 0;
    PositionalSql out_;
};

}  // namespace

PositionalSql to_positional(std::string_view sql) { return Rewriter(sql).run(); }

}  // namespace xj::db::detail
