// The resume calls (docs/resume.md, docs/api.md).
#pragma once

#include "core/router.h"
#include "resume/service.h"

namespace xj::resume {

void register_routes(core::Router& router, ResumeService& resumes);

}  // namespace xj::resume
