// Input of the content step (docs/authoring.md): chapters, videos and upload calls, validated with the
// spec's codes and Chinese messages (-2 with the field).
#pragma once

#include <string>
#include <vector>

#include "authoring/content_service.h"
#include "core/request.h"

namespace xj::authoring {

ChapterInput parse_chapter(const core::Request& req);
VideoInput parse_video(const core::Request& req);
std::vector<UploadItem> parse_upload_list(const core::Request& req);
std::string content_sign(const core::Request& req, std::string_view field);

struct UploadInit {
    std::string file_name;
    std::int64_t size = 0;
};
UploadInit parse_upload_init(const core::Request& req);
std::int64_t parse_offset(const core::Request& req);

}  // namespace xj::authoring
