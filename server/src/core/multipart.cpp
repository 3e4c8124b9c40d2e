#include "core/multipart.h"

#include <algorithm>
#include <cctype>

namespace xj::core {

namespace {

constexpr std::string_view kCrlf = "\r\n";
constexpr std::string_view kHeaderEnd = "\r\n\r\n";
constexpr std::string_view kDashes = "--";
constexpr std::size_t kMaxBoundary = 70;  // RFC 2046 §5.1.1

std::string lower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
    return out;
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

std::string unquote(std::string_view v) {
    v = trim(v);
    if (v.size() < 2 || v.front() != '"' || v.back() != '"') return std::string(v);
    std::string out;
    for (std::size_t i = 1; i + 1 < v.size(); ++i) {
        if (v[i] == '\\' && i + 2 < v.size()) ++i;
        out += v[i];
    }
    return out;
}

// The parameter `name` of a header value like `form-data; name="file"; filename="a.png"` (quotes may hold ';').
std::optional<std::string> header_param(std::string_view value, std::string_view name) {
    std::size_t i = value.find(';');
    while (i != std::string_view::npos && i < value.size()) {
        std::size_t start = i + 1;
        std::size_t end = start;
        bool quoted = false;
        while (end < value.size() && (quoted || value[end] != ';')) {
            if (value[end] == '"' && (end == 0 || value[end - 1] != '\\')) quoted = !quoted;
            ++end;
        }
        std::string_view param = trim(value.substr(start, end - start));
        auto eq = param.find('=');
        if (eq != std::string_view::npos && lower(trim(param.substr(0, eq))) == name)
            return unquote(param.substr(eq + 1));
        i = end;
    }
    return std::nullopt;
}

// Reads the part headers into `part`; false when they are malformed.
bool read_headers(std::string_view headers, FormPart& part) {
    bool disposition = false;
    while (!headers.empty()) {
        auto eol = headers.find(kCrlf);
        std::string_view line = headers.substr(0, eol);
        headers = eol == std::string_view::npos ? std::string_view{} : headers.substr(eol + kCrlf.size());
        auto colon = line.find(':');
        if (colon == std::string_view::npos) return false;
        std::string key = lower(trim(line.substr(0, colon)));
        std::string_view value = trim(line.substr(colon + 1));
        if (key == "content-disposition") {
            if (lower(value.substr(0, value.find(';'))) != "form-data") return false;
            auto name = header_param(value, "name");
            if (!name) return false;
            part.name = *name;
            part.filename = header_param(value, "filename");
            disposition = true;
        } else if (key == "content-type") {
            part.content_type = std::string(value);
        }
    }
    return disposition;
}

}  // namespace

std::optional<std::string> multipart_boundary(std::string_view content_type) {
    std::string_view media = trim(content_type.substr(0, content_type.find(';')));
    if (lower(media) != "multipart/form-data") return std::nullopt;
    auto boundary = header_param(content_type, "boundary");
    if (!boundary || boundary->empty() || boundary->size() > kMaxBoundary) return std::nullopt;
    return boundary;
}

std::optional<std::vector<FormPart>> parse_multipart(std::string_view body, std::string_view boundary) {
    const std::string delimiter = std::string(kDashes) + std::string(boundary);
    const std::string separator = std::string(kCrlf) + delimiter;
    std::size_t pos = body.rfind(delimiter, 0) == 0 ? 0 : body.find(separator);  // a preamble may come first
    if (pos == std::string_view::npos) return std::nullopt;
    pos += (pos == 0 ? delimiter.size() : separator.size());
    std::vector<FormPart> parts;
    while (true) {
        if (body.substr(pos, kDashes.size()) == kDashes) return parts;  // the closing delimiter
        if (body.substr(pos, kCrlf.size()) != kCrlf) return std::nullopt;
        pos += kCrlf.size();
        std::size_t header_end = body.find(kHeaderEnd, pos);
        bool no_headers = body.substr(pos, kCrlf.size()) == kCrlf;
        if (header_end == std::string_view::npos && !no_headers) return std::nullopt;
        FormPart part;
        std::size_t data_start = no_headers ? pos + kCrlf.size() : header_end + kHeaderEnd.size();
        if (no_headers || !read_headers(body.substr(pos, header_end - pos), part)) return std::nullopt;
        std::size_t data_end = body.find(separator, data_start);
        if (data_end == std::string_view::npos) return std::nullopt;
        part.data = body.substr(data_start, data_end - data_start);
        parts.push_back(std::move(part));
        pos = data_end + separator.size();
    }
}

const FormPart* find_part(const std::vector<FormPart>& parts, std::string_view name) {
    for (const auto& part : parts) {
        if (part.name == name) return &part;
    }
    return nullptr;
}

}  // namespace xj::core
