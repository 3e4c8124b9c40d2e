// E-mail text (core/mail_message.h): Chinese subjects and names as RFC 2047 words that decode back, lines under 76
// characters, the attachment named by RFC 2231, and addresses that could break a header refused.
#include "core/mail_message.h"

#include <gtest/gtest.h>

#include <openssl/evp.h>

#include <stdexcept>

namespace xj::core {
namespace {

std::string unbase64(std::string_view text) {
    std::string clean;
    for (char c : text)
        if (c != '\r' && c != '\n') clean += c;
    std::string out(clean.size() / 4 * 3, '\0');
    int n = EVP_DecodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                            reinterpret_cast<const unsigned char*>(clean.data()), static_cast<int>(clean.size()));
    out.resize(static_cast<std::size_t>(n));
    while (!clean.empty() && clean.back() == '=') {
        out.pop_back();
        clean.pop_back();
    }
    return out;
}

// The text of "=?UTF-8?B?…?=" words (folded or not).
std::string decoded_words(std::string_view header) {
    std::string out;
    std::size_t at = 0;
    while ((at = header.find("=?UTF-8?B?", at)) != std::string_view::npos) {
        std::size_t end = header.find("?=", at + 10);
        out += unbase64(header.substr(at + 10, end - at - 10));
        at = end + 2;
    }
    return out;
}

std::string header_of(const std::string& message, std::string_view name) {
    std::size_t at = message.find("\r\n" + std::string(name) + ": ");
    if (at == std::string::npos) at = message.starts_with(std::string(name) + ": ") ? 0 : std::string::npos;
    else at += 2;
    if (at == std::string::npos) return "";
    std::size_t end = at;
    // A header ends at a CRLF not followed by a space (folding).
    while (true) {
        end = message.find("\r\n", end);
        if (end == std::string::npos || message[end + 2] != ' ') break;
        end += 2;
    }
    return message.substr(at + name.size() + 2, end - at - name.size() - 2);
}

// Binary bytes, a NUL and a 0xff among them (the literal's own NUL at the end is left out).
constexpr char kPdfBytes[] = "%PDF-1.7\n\0\xff binary";

Mail sample() {
    Mail m;
    m.from_name = "学鲸招聘";
    m.from = "noreply@xuejing.example.com";
    m.to = "hr@jingyue.example.com";
    m.reply_to = "zhang@example.com";
    m.subject = "【学鲸招聘】张晓明应聘数据分析师（武汉，7-11K），请查收简历附件";
    m.body = "鲸跃科技，您好：\n\n张晓明 通过学鲸平台投递了贵公司的职位。\n.\n一行只有点。";
    m.attachment = {"张晓明的简历.pdf", "application/pdf", std::string(kPdfBytes, sizeof kPdfBytes - 1)};
    return m;
}

TEST(MailMessage, ChineseHeadersAreEncodedWordsThatDecodeBack) {
    std::string m = mime_message(sample(), "abc123", 1'764'288'000);
    EXPECT_EQ(decoded_words(header_of(m, "Subject")), sample().subject);
    EXPECT_EQ(decoded_words(header_of(m, "From")), "学鲸招聘");
    EXPECT_NE(header_of(m, "From").find("<noreply@xuejing.example.com>"), std::string::npos);
    EXPECT_EQ(header_of(m, "To"), "<hr@jingyue.example.com>");
    EXPECT_EQ(header_of(m, "Reply-To"), "<zhang@example.com>");
    EXPECT_EQ(header_of(m, "Date"), "Fri, 28 Nov 2025 00:00:00 +0000");
    EXPECT_EQ(header_of(m, "Message-ID"), "<abc123@xuejing.example.com>");
    for (std::size_t at = 0, next; at < m.size(); at = next + 2) {
        next = m.find("\r\n", at);
        if (next == std::string::npos) break;
        EXPECT_LE(next - at, 76U) << "line at " << at;
    }
    EXPECT_EQ(m.find('\n'), m.find("\r\n") + 1) << "CRLF line ends";
}

TEST(MailMessage, BodyAndAttachmentAreBase64PartsOfAMixedMessage) {
    std::string m = mime_message(sample(), "abc123", 0);
    EXPECT_NE(m.find("Content-Type: multipart/mixed; boundary=\"xj-abc123\""), std::string::npos);
    std::size_t body_at = m.find("Content-Transfer-Encoding: base64\r\n\r\n");
    std::size_t body_end = m.find("\r\n--xj-abc123", body_at);
    EXPECT_EQ(unbase64(m.substr(body_at + 37, body_end - body_at - 37)), sample().body);
    // The file name in RFC 2231 continuations: put back together, the percent-encoded name.
    std::string disposition = header_of(m, "Content-Disposition");
    std::string name;
    for (std::size_t at = 0; (at = disposition.find("*=", at)) != std::string::npos; at += 2) {
        std::size_t start = at + 2;
        if (disposition.compare(start, 7, "UTF-8''") == 0) start += 7;
        name += disposition.substr(start, disposition.find(';', start) - start);
    }
    EXPECT_EQ(name, "%E5%BC%A0%E6%99%93%E6%98%8E%E7%9A%84%E7%AE%80%E5%8E%86.pdf");
    std::string part = m.substr(m.find("Content-Type: application/pdf") - 2);
    EXPECT_EQ(decoded_words(header_of(part, "Content-Type")), "张晓明的简历.pdf");
    std::size_t att_at = m.find("\r\n\r\n", m.find("Content-Disposition: attachment"));
    std::size_t att_end = m.find("\r\n--xj-abc123--", att_at);
    EXPECT_EQ(unbase64(m.substr(att_at + 4, att_end - att_at - 4)), sample().attachment.bytes);
    EXPECT_TRUE(m.ends_with("--xj-abc123--\r\n"));

    Mail plain = sample();
    plain.attachment = {};
    std::string p = mime_message(plain, "x", 0);
    EXPECT_EQ(p.find("multipart"), std::string::npos) << "without an attachment: one text part";
}

TEST(MailMessage, AddressesThatCouldBreakAHeaderAreRefused) {
    EXPECT_TRUE(mail_address_ok("hr@jingyue.example.com"));
    for (std::string_view bad : {"", "hr", "@x.com", "hr@", "hr@x", "a@b@c.com", "hr@x.com\r\nBcc: a@b.com",
                                 "hr @x.com", "<hr@x.com>", "张@x.com"})
        EXPECT_FALSE(mail_address_ok(bad)) << bad;
    Mail m = sample();
    m.to = "hr@x.com\r\nBcc: all@x.com";
    EXPECT_THROW(mime_message(m, "x", 0), std::invalid_argument);
    EXPECT_EQ(mime_header_text("Plain ASCII"), "Plain ASCII");
    EXPECT_NE(mime_header_text("=?already?="), "=?already?=") << "text that looks encoded is encoded";
}

}  // namespace
}  // namespace xj::core
