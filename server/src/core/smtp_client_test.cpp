// The SMTP client (core/smtp_client.h) against a stand-in SMTP server on loopback: the envelope, AUTH PLAIN with the
// configured user, the whole message as built by core/mail_message.h (a line of one dot survives), a refused
// recipient and an unreachable server reported as SmtpFailed.
#include "core/smtp_client.h"

#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <thread>

#include "core/mail_message.h"

namespace xj::core {
namespace {

// One SMTP session on 127.0.0.1: what the client said, command by command, and the message it sent.
class StandInSmtp {
public:
    explicit StandInSmtp(bool refuse_recipient = false) : refuse_(refuse_recipient) {
        listener_ = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in addr{};
        addr.sin_family = AF_INET;
        addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        addr.sin_port = 0;
        if (::bind(listener_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 || ::listen(listener_, 1) != 0)
            throw std::runtime_error("stand-in SMTP: cannot listen");
        socklen_t len = sizeof addr;
        ::getsockname(listener_, reinterpret_cast<sockaddr*>(&addr), &len);
        port_ = ntohs(addr.sin_port);
        thread_ = std::thread([this] { serve(); });
    }
    ~StandInSmtp() {
        ::shutdown(listener_, SHUT_RDWR);
        ::close(listener_);
        if (thread_.joinable()) thread_.join();
    }
    std::string url() const { return "smtp://127.0.0.1:" + std::to_string(port_); }
    // After the client returned (the session is over once QUIT is answered or the client left).
    const std::vector<std::string>& commands() {
        if (thread_.joinable()) thread_.join();
        return commands_;
    }
    const std::string& data() {
        if (thread_.joinable()) thread_.join();
        return data_;
    }

private:
    void say(int fd, const std::string& line) { ::send(fd, line.data(), line.size(), MSG_NOSIGNAL); }

    // The next CRLF-ended line (without it); false when the client left.
    bool line(int fd, std::string& out) {
        while (true) {
            std::size_t end = buffer_.find("\r\n");
            if (end != std::string::npos) {
                out = buffer_.substr(0, end);
                buffer_.erase(0, end + 2);
                return true;
            }
            char chunk[4096];
            ssize_t n = ::recv(fd, chunk, sizeof chunk, 0);
            if (n <= 0) return false;
            buffer_.append(chunk, static_cast<std::size_t>(n));
        }
    }

    void serve() {
        int fd = ::accept(listener_, nullptr, nullptr);
        if (fd < 0) return;
        say(fd, "220 stand-in ESMTP\r\n");
        std::string cmd;
        while (line(fd, cmd)) {
            commands_.push_back(cmd);
            if (cmd.starts_with("EHLO")) {
                say(fd, "250-stand-in\r\n250-AUTH PLAIN\r\n250 SIZE 10485760\r\n");
            } else if (cmd.starts_with("AUTH PLAIN")) {
                if (cmd == "AUTH PLAIN") {  // the credentials follow on a line of their own
                    say(fd, "334 \r\n");
                    std::string credentials;
                    if (!line(fd, credentials)) break;
                    commands_.back() += " " + credentials;
                }
                say(fd, "235 2.7.0 Authentication successful\r\n");
            } else if (cmd.starts_with("MAIL FROM")) {
                say(fd, "250 OK\r\n");
            } else if (cmd.starts_with("RCPT TO")) {
                say(fd, refuse_ ? "550 5.1.1 No such user\r\n" : "250 OK\r\n");
            } else if (cmd == "DATA") {
                say(fd, "354 End data with <CR><LF>.<CR><LF>\r\n");
                std::string text;
                while (line(fd, text) && text != ".")
                    data_ += (text.starts_with("..") ? text.substr(1) : text) + "\r\n";
                say(fd, "250 OK queued\r\n");
            } else if (cmd == "QUIT") {
                say(fd, "221 Bye\r\n");
                break;
            } else {
                say(fd, "250 OK\r\n");
            }
        }
        ::close(fd);
    }

    bool refuse_;
    int listener_ = -1;
    int port_ = 0;
    std::thread thread_;
    std::string buffer_;
    std::vector<std::string> commands_;
    std::string data_;
};

Mail application() {
    Mail m;
    m.from_name = "学鲸招聘";
    m.from = "noreply@xuejing.example.com";
    m.to = "hr@jingyue.example.com";
    m.subject = "【学鲸招聘】张晓明应聘数据分析师";
    m.body = "您好：\n.\n简历见附件。";
    m.attachment = {"张晓明的简历.pdf", "application/pdf", "%PDF-1.7 not really"};
    return m;
}

TEST(SmtpClient, SendsTheEnvelopeTheCredentialsAndTheWholeMessage) {
    StandInSmtp server;
    std::string message = mime_message(application(), "t1", 0);
    smtp_send({server.url(), "xuejing", "s3cret", std::chrono::seconds(10)}, "noreply@xuejing.example.com",
              "hr@jingyue.example.com", message);
    const auto& cmds = server.commands();
    auto has = [&](std::string_view prefix) {
        return std::any_of(cmds.begin(), cmds.end(), [&](const std::string& c) { return c.starts_with(prefix); });
    };
    EXPECT_TRUE(has("EHLO"));
    // AUTH PLAIN base64("\0xuejing\0s3cret")
    EXPECT_TRUE(has("AUTH PLAIN AHh1ZWppbmcAczNjcmV0")) << "the configured user";
    EXPECT_TRUE(has("MAIL FROM:<noreply@xuejing.example.com>"));
    EXPECT_TRUE(has("RCPT TO:<hr@jingyue.example.com>"));
    EXPECT_EQ(server.data(), message) << "byte for byte, the dot line included";
}

TEST(SmtpClient, ARefusedRecipientAndAnUnreachableServerFail) {
    StandInSmtp refusing(true);
    EXPECT_THROW(smtp_send({refusing.url(), "", "", std::chrono::seconds(10)}, "a@x.example.com",
                           "nobody@x.example.com", mime_message(application(), "t2", 0)),
                 SmtpFailed);
    int port = 0;
    {
        StandInSmtp gone;
        port = std::stoi(gone.url().substr(gone.url().rfind(':') + 1));
        smtp_send({gone.url(), "", "", std::chrono::seconds(10)}, "a@x.example.com", "b@x.example.com",
                  "Subject: x\r\n\r\nx\r\n");
    }
    try {
        smtp_send({"smtp://127.0.0.1:" + std::to_string(port), "", "", std::chrono::seconds(5)}, "a@x.example.com",
                  "b@x.example.com", "Subject: x\r\n\r\nx\r\n");
        FAIL() << "no server listens";
    } catch (const SmtpFailed& e) {
        EXPECT_EQ(std::string(e.what()).find("127.0.0.1"), std::string::npos) << "the message names no URL";
    }
}

}  // namespace
}  // namespace xj::core
