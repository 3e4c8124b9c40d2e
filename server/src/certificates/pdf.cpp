#include "certificates/pdf.h"

#include "certificates/rules.h"
#include "pdf/canvas.h"

namespace xj::certificates {

namespace {

using pdf::Canvas;
using pdf::rgb;
using pdf::TextStyle;

constexpr double kWidth = pdf::kA4Height;  // landscape
constexpr double kHeight = pdf::kA4Width;
constexpr pdf::Color kPaper = rgb(0xfffbf2);
constexpr pdf::Color kGold = rgb(0xb8892b);
constexpr pdf::Color kTitle = rgb(0x8f1d1d);
constexpr pdf::Color kInk = rgb(0x2b2b2b);
constexpr pdf::Color kMuted = rgb(0x6b6b6b);
constexpr pdf::Color kSeal = rgb(0xd42a2a);

// The school's round seal: a double ring, the school's name along the top, a star, 证书专用章 under it.
void seal(Canvas& c, std::string_view school, double cx, double cy) {
    constexpr double kR = 58;
    c.stroke_circle(cx, cy, kR, 3.2, kSeal);
    c.stroke_circle(cx, cy, kR - 5, 0.8, kSeal);
    TextStyle ring{13, true, kSeal};
    c.text_on_arc(school, cx, cy, kR - 9, -118, 118, ring);
    c.star(cx, cy - 2, 15, kSeal);
    TextStyle under{9.5, true, kSeal};
    under.center = true;
    c.text("证书专用章", cx - 40, cy + 20, 80, under);
}

}  // namespace

std::string render_pdf(const Certificate& cert, std::string_view qr_png) {
    Canvas c(kWidth, kHeight);
    c.rect(0, 0, kWidth, kHeight, kPaper);
    c.stroke_rect(22, 22, kWidth - 44, kHeight - 44, 3, kGold);
    c.stroke_rect(32, 32, kWidth - 64, kHeight - 64, 0.8, kGold);

    TextStyle school{15, false, kMuted};
    school.center = true;
    c.text(cert.school_name, 0, 64, kWidth, school);
    TextStyle title{38, true, kTitle};
    title.center = true;
    title.letter_spacing = 18;
    c.text(title_of(cert.kind), 0, 92, kWidth, title);

    constexpr double kBody = 600;
    TextStyle body{17, false, kInk, 1.9};
    double y = 190 + c.text(statement_of(cert), (kWidth - kBody) / 2, 190, kBody, body);
    if (!cert.remark.empty()) {
        TextStyle note{12, false, kMuted};
        c.text("备注：" + cert.remark, (kWidth - kBody) / 2, y + 10, kBody, note);
    }
    if (cert.revoked()) {
        TextStyle revoked{16, true, kSeal};
        revoked.center = true;
        std::string why = cert.revoke_reason.empty() ? "" : "（" + cert.revoke_reason + "）";
        c.text("本证书已于 " + date_text(*cert.revoked_at) + " 被吊销" + why + "，不再有效", 60, 160, kWidth - 120,
               revoked);
    }

    // The QR code and the numbers, bottom left; the school, the date and the seal, bottom right.
    constexpr double kQr = 86;
    double bottom = kHeight - 66;
    c.image(qr_png, 70, bottom - kQr, kQr, kQr);
    TextStyle small{11, false, kMuted, 1.6};
    c.text("证书编号：" + cert.number + "\n验证码：" + cert.code + "\n扫码或在本平台“证书查询”页核验真伪",
           70 + kQr + 14, bottom - kQr + 8, 260, small);
    TextStyle sign{14, false, kInk, 1.7};
    sign.right = true;
    c.text(cert.school_name + "\n" + date_text(cert.issued_at), kWidth - 350, bottom - 64, 270, sign);
    seal(c, cert.school_name, kWidth - 160, bottom - 44);
    return c.finish();
}

}  // namespace xj::certificates
