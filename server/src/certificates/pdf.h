// A certificate as a PDF (docs/certificates.md "The document"): A4 landscape, the school's name and seal, what it
// certifies, its number and verification code beside the QR code of its verification page; a revoked one says so
// across it. Noto Sans CJK SC embedded (pdf::Canvas), like the resume.
#pragma once

#include <string>
#include <string_view>

#include "certificates/model.h"

namespace xj::certificates {

// qr_png: the PNG of the QR code of its verification page.
std::string render_pdf(const Certificate& c, std::string_view qr_png);

}  // namespace xj::certificates
