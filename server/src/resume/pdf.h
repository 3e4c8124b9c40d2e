// The resume as a PDF in one of the seven templates (docs/resume.md "PDF"): the same parts and order as the web
// preview, A4, an entry never cut by a page break, verified entries marked 平台认证.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "resume/model.h"

namespace xj::resume {

// `photo`: the photo's PNG bytes, empty when there is none. template_id 1–7 (another is the first). now: the instant
// ages are counted at (epoch seconds).
std::string render_pdf(const ResumeDetail& detail, int template_id, std::string_view photo, std::int64_t now);

}  // namespace xj::resume
