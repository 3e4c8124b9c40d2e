// Typed reads of the study calls' bodies and queries; a wrong type is -2 naming the field.
#pragma once

#include <string>

#include "core/request.h"
#include "study/model.h"

namespace xj::study {

// POST /courseStudy/videoAuth {videoSign}
std::string parse_video_sign(const core::Request& req);
// POST /courseStudy/heartbeat {courseIdSign, videoIdSign, position, playing}
BeatForm parse_heartbeat(const core::Request& req);
// POST /courseStudy/saveProgress {courseIdSign, studyTime, videoIdSign}: studyTime is the position.
BeatForm parse_save_progress(const core::Request& req);
// GET /courseStudy/resume?videoIdSign=
std::string parse_resume_sign(const core::Request& req);

}  // namespace xj::study
