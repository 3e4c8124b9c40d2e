// Routes of course authoring's content step and the chunked video upload (docs/teaching.md).
#pragma once

#include "core/router.h"
#include "courses/content_service.h"
#include "courses/upload_service.h"

namespace xj::courses {

void register_content_routes(core::Router& router, ContentService& content, UploadService& uploads);

}  // namespace xj::courses
