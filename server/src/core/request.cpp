#include "core/request.h"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "core/cookies.h"

namespace xj::core {

namespace {

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

bool iequals(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

}  // namespace

std::optional<std::string> url_decode(std::string_view in, bool form) {
    std::string out;
    out.reserve(in.size());
    for (std::size_t i = 0; i < in.size(); ++i) {
        char c = in[i];
        if (c == '%') {
            if (i + 2 >= in.size()) return std::nullopt;
            int hi = hex_value(in[i + 1]);
            int lo = hex_value(in[i + 2]);
            if (hi < 0 || lo < 0) return std::nullopt;
            out.push_back(static_cast<char>(hi * 16 + lo));
            i += 2;
        } else if (c == '+' && form) {
            out.push_back(' ');
        } else {
            out.push_back(c);
        }
    }
    return out;
}

Request::Request(BeastRequest&& raw, std::string remote_ip, std::string request_id)
    : raw_(std::move(raw)), remote_ip_(std::move(remote_ip)), request_id_(std::move(request_id)) {
    std::string_view target = raw_.target();
    auto q = target.find('?');
    std::string_view path = target.substr(0, q);
    if (q != std::string_view::npos) query_ = target.substr(q + 1);
    path_ = url_decode(path, false).value_or(std::string(path));
}

Request::Request(BeastRequest&& raw, SpoolFile&& body, std::string remote_ip, std::string request_id)
    : Request(std::move(raw), std::move(remote_ip), std::move(request_id)) {
    spool_ = std::move(body);
    spooled_ = spool_.map();
}

std::string client_address(std::string_view peer, std::string_view forwarded_for) {
    bool loopback = peer == "127.0.0.1" || peer == "::1" || peer == "::ffff:127.0.0.1";
    if (!loopback || forwarded_for.empty()) return std::string(peer);
    auto comma = forwarded_for.rfind(',');
    std::string_view last = comma == std::string_view::npos ? forwarded_for : forwarded_for.substr(comma + 1);
    while (!last.empty() && last.front() == ' ') last.remove_prefix(1);
    while (!last.empty() && last.back() == ' ') last.remove_suffix(1);
    return last.empty() ? std::string(peer) : std::string(last);
}

std::string Request::client_address() const { return core::client_address(remote_ip_, header("X-Forwarded-For")); }

std::string_view Request::header(std::string_view name) const {
    auto it = raw_.find(name);
    return it == raw_.end() ? std::string_view{} : std::string_view(it->value());
}

std::string_view Request::host() const {
    std::string_view host = header("Host");
    if (!host.empty() && host.front() == '[') {  // [::1]:8080
        auto end = host.find(']');
        return end == std::string_view::npos ? host : host.substr(0, end + 1);
    }
    return host.substr(0, host.find(':'));
}

namespace {

// The q value of one Accept-Encoding item ("br;q=0.5"): 1 without one, 0 for a value that does not parse.
double quality_of(std::string_view item) {
    std::size_t semi = item.find(';');
    while (semi != std::string_view::npos) {
        std::string_view param = item.substr(semi + 1);
        std::size_t next = param.find(';');
        std::string_view one = param.substr(0, next);
        while (!one.empty() && one.front() == ' ') one.remove_prefix(1);
        while (!one.empty() && one.back() == ' ') one.remove_suffix(1);
        if (one.size() >= 2 && (one[0] == 'q' || one[0] == 'Q') && one[1] == '=') {
            std::string_view value = one.substr(2);
            double q = 0;
            auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), q);
            return ec == std::errc() && end == value.data() + value.size() ? q : 0;
        }
        semi = next == std::string_view::npos ? next : semi + 1 + next;
    }
    return 1;
}

}  // namespace

bool Request::accepts_encoding(std::string_view wanted) const {
    std::string_view accept = header("Accept-Encoding");
    std::size_t pos = 0;
    while (pos < accept.size()) {
        auto comma = accept.find(',', pos);
        std::string_view item = accept.substr(pos, comma == std::string_view::npos ? accept.npos : comma - pos);
        while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
        std::string_view coding = item.substr(0, item.find(';'));
        while (!coding.empty() && coding.back() == ' ') coding.remove_suffix(1);
        if (iequals(coding, wanted)) return quality_of(item) > 0;
        if (comma == std::string_view::npos) break;
        pos = comma + 1;
    }
    return false;
}

std::optional<std::string> Request::cookie(std::string_view name) const { return find_cookie(header("Cookie"), name); }

std::optional<std::string> Request::query(std::string_view name) const {
    std::size_t pos = 0;
    while (pos <= query_.size()) {
        auto amp = query_.find('&', pos);
        std::string_view pair = query_.substr(pos, amp == std::string_view::npos ? query_.npos : amp - pos);
        auto eq = pair.find('=');
        std::string_view key = pair.substr(0, eq);
        if (url_decode(key, true) == name) {
            if (eq == std::string_view::npos) return std::string();
            return url_decode(pair.substr(eq + 1), true).value_or(std::string());
        }
        if (amp == std::string_view::npos) break;
        pos = amp + 1;
    }
    return std::nullopt;
}

std::string_view Request::param(std::string_view name) const {
    for (const auto& [key, value] : params_) {
        if (key == name) return value;
    }
    return {};
}

std::string site_url(const Request& req) {
    std::string_view proto = req.header("x-forwarded-proto");
    return std::string(proto == "https" ? "https://" : "http://") + std::string(req.header("host"));
}

}  // namespace xj::core
