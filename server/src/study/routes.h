// The study routes (docs/study.md "Video study", "Personal centre"), and the "videos" file area's check.
#pragma once

#include "core/file_server.h"
#include "core/router.h"
#include "study/service.h"

namespace xj::study {

void register_routes(core::Router& router, StudyService& study);
// Serves /files/videos/… only to URLs signed by video_auth and not expired (404 otherwise).
void register_video_area(core::FileServer& files, const StudyService& study);

}  // namespace xj::study
