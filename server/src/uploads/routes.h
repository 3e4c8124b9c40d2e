// 我的上传's call (docs/uploads.md): GET /upload/mine.
#pragma once

#include "core/router.h"
#include "uploads/service.h"

namespace xj::uploads {

void register_routes(core::Router& router, UploadsService& service);

}  // namespace xj::uploads
