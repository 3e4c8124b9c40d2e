// The study routes (docs/learning.md "Video study", "Personal centre"), and the "videos" file area's check.
#pragma once

#include "core/file_server.h"
#include "core/router.h"
#include "courses/study_service.h"

namespace xj::courses {

void register_study_routes(core::Router& router, StudyService& study);
// Serves /files/videos/… only to URLs signed by video_auth and not expired (404 otherwise).
void register_video_area(core::FileServer& files, const StudyService& study);

}  // namespace xj::courses
