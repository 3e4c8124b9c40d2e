#include "uploads/routes.h"

#include <boost/json.hpp>

#include "core/response.h"
#include "core/time_format.h"

namespace xj::uploads {

using core::Access;
using core::Request;
namespace json = boost::json;

namespace {

json::object mine_json(const MyUploads& m) {
    json::array sessions;
    for (const auto& s : m.in_progress)
        sessions.push_back(json::object{{"uploadId", s.upload_id},
                                        {"fileName", s.file_name},
                                        {"size", s.size},
                                        {"received", s.received},
                                        {"updatedAt", core::iso_time(s.updated_at)}});
    json::array done;
    for (const auto& f : m.done)
        done.push_back(json::object{{"kind", f.kind},
                                    {"name", f.name},
                                    {"size", f.size},
                                    {"createdAt", core::iso_time(f.created_at)},
                                    {"context", f.context}});
    return {{"inProgress", std::move(sessions)}, {"done", std::move(done)}};
}

}  // namespace

void register_routes(core::Router& router, UploadsService& s) {
    auto r = router.domain("uploads");
    r.get("/upload/mine", Access::login(), "我的上传：进行中的分片上传与已完成的文件（视频、答卷、视频简历、识别照片）",
          [&s](const Request& req) { return core::ok(mine_json(s.mine(req.current_user()))); });
}

}  // namespace xj::uploads
