#include "core/mail_message.h"

#include <array>
#include <ctime>
#include <stdexcept>

#include <openssl/evp.h>

namespace xj::core {

namespace {

constexpr std::size_t kLine = 76;
// 39 bytes of text → 52 base64 characters, + 12 of "=?UTF-8?B??=": a word and a header's name fit in 76.
constexpr std::size_t kWordBytes = 39;
constexpr std::size_t kParameterChunk = 60;  // characters of a percent-encoded file name per continuation line

std::string base64(std::string_view bytes) {
    std::string out(4 * ((bytes.size() + 2) / 3), '\0');
    int n = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                            reinterpret_cast<const unsigned char*>(bytes.data()), static_cast<int>(bytes.size()));
    out.resize(static_cast<std::size_t>(n));
    return out;
}

bool plain_ascii(std::string_view text) {
    for (char c : text) {
        auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u > 0x7E) return false;
    }
    return text.find("=?") == std::string_view::npos;
}

// RFC 2231: filename*=UTF-8''<percent-encoded>.
std::string percent_encoded(std::string_view text) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    for (char c : text) {
        auto u = static_cast<unsigned char>(c);
        bool keep = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || c == '.' ||
                    c == '-' || c == '_';
        if (keep) {
            out += c;
        } else {
            out += '%';
            out += kHex[u >> 4];
            out += kHex[u & 0x0F];
        }
    }
    return out;
}

// RFC 2231: " filename*=UTF-8''<percent-encoded>", or numbered continuations of at most kParameterChunk
// characters (never splitting a %XX) when it is longer, each on a line of its own.
std::string filename_parameter(std::string_view name) {
    std::string encoded = percent_encoded(name);
    if (encoded.size() <= kParameterChunk) return "\r\n filename*=UTF-8''" + encoded;
    std::string out;
    int part = 0;
    for (std::size_t at = 0; at < encoded.size(); ++part) {
        std::size_t n = std::min(kParameterChunk, encoded.size() - at);
        if (at + n < encoded.size()) {
            if (encoded[at + n - 1] == '%') n -= 1;
            else if (encoded[at + n - 2] == '%') n -= 2;
        }
        out += (part == 0 ? "\r\n filename*0*=UTF-8''" : ";\r\n filename*" + std::to_string(part) + "*=") +
               encoded.substr(at, n);
        at += n;
    }
    return out;
}

std::string rfc5322_date(std::int64_t now) {
    std::time_t t = static_cast<std::time_t>(now);
    std::tm tm{};
    gmtime_r(&t, &tm);
    static constexpr std::array<const char*, 7> kDays = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    static constexpr std::array<const char*, 12> kMonths = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                                            "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    char buf[64];
    std::snprintf(buf, sizeof buf, "%s, %02d %s %04d %02d:%02d:%02d +0000", kDays[tm.tm_wday], tm.tm_mday,
                  kMonths[tm.tm_mon], tm.tm_year + 1900, tm.tm_hour, tm.tm_min, tm.tm_sec);
    return buf;
}

std::string checked_address(std::string_view address) {
    if (!mail_address_ok(address)) throw std::invalid_argument("mail: not an address one may send to");
    return std::string(address);
}

}  // namespace

bool mail_address_ok(std::string_view a) {
    if (a.empty() || a.size() > 254) return false;
    std::size_t at = a.find('@');
    if (at == 0 || at == std::string_view::npos || at + 1 >= a.size() || a.find('@', at + 1) != std::string_view::npos)
        return false;
    for (char c : a) {
        auto u = static_cast<unsigned char>(c);
        if (u <= 0x20 || u >= 0x7F || c == '<' || c == '>' || c == '(' || c == ')' || c == ',' || c == ';' ||
            c == ':' || c == '"' || c == '\\' || c == '[' || c == ']')
            return false;
    }
    return a.find('.', at) != std::string_view::npos;
}

std::string mime_header_text(std::string_view text) {
    if (plain_ascii(text)) return std::string(text);
    std::string out;
    while (!text.empty()) {
        std::size_t n = std::min(kWordBytes, text.size());
        while (n < text.size() && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) --n;  // a whole character
        if (!out.empty()) out += "\r\n ";
        out += "=?UTF-8?B?" + base64(text.substr(0, n)) + "?=";
        text.remove_prefix(n);
    }
    return out;
}

std::string base64_lines(std::string_view bytes) {
    std::string encoded = base64(bytes);
    std::string out;
    out.reserve(encoded.size() + encoded.size() / kLine * 2 + 2);
    for (std::size_t at = 0; at < encoded.size(); at += kLine) {
        out.append(encoded, at, kLine);
        out += "\r\n";
    }
    return out;
}

std::string mime_message(const Mail& mail, std::string_view unique, std::int64_t now) {
    std::string from = checked_address(mail.from);
    std::string to = checked_address(mail.to);
    std::string boundary = "xj-" + std::string(unique);
    std::string domain = from.substr(from.find('@') + 1);
    std::string m;
    m += "From: " + (mail.from_name.empty() ? "" : mime_header_text(mail.from_name) + " ") + "<" + from + ">\r\n";
    m += "To: <" + to + ">\r\n";
    if (!mail.reply_to.empty()) m += "Reply-To: <" + checked_address(mail.reply_to) + ">\r\n";
    m += "Subject: " + mime_header_text(mail.subject) + "\r\n";
    m += "Date: " + rfc5322_date(now) + "\r\n";
    m += "Message-ID: <" + std::string(unique) + "@" + domain + ">\r\n";
    m += "MIME-Version: 1.0\r\n";
    bool attached = !mail.attachment.bytes.empty();
    if (attached) m += "Content-Type: multipart/mixed; boundary=\"" + boundary + "\"\r\n\r\n--" + boundary + "\r\n";
    m += "Content-Type: text/plain; charset=UTF-8\r\nContent-Transfer-Encoding: base64\r\n\r\n";
    m += base64_lines(mail.body);
    if (attached) {
        const MailAttachment& a = mail.attachment;
        m += "\r\n--" + boundary + "\r\n";
        m += "Content-Type: " + a.content_type + ";\r\n name=\"" + mime_header_text(a.name) + "\"\r\n";
        m += "Content-Transfer-Encoding: base64\r\n";
        m += "Content-Disposition: attachment;" + filename_parameter(a.name) + "\r\n\r\n";
        m += base64_lines(a.bytes);
        m += "\r\n--" + boundary + "--\r\n";
    }
    return m;
}

}  // namespace xj::core
