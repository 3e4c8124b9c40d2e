// A file a user gave the platform, as each domain answers for its own (docs/uploads.md, /home/uploading): what it is,
// its name and size, when it came and where it belongs.
#pragma once

#include <cstdint>
#include <string>

namespace xj::core {

struct UploadedFile {
    std::string kind;  // video | answer | resumeVideo | recognition
    std::string name;
    std::int64_t size = 0;
    std::int64_t created_at = 0;
    std::string context;
};

}  // namespace xj::core
