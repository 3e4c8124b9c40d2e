// Routes of course authoring's content step and the chunked video upload (docs/authoring.md).
#pragma once

#include "authoring/content_service.h"
#include "authoring/upload_service.h"
#include "core/router.h"

namespace xj::authoring {

void register_content_routes(core::Router& router, ContentService& content, UploadService& uploads);

}  // namespace xj::authoring
