#include "study/routes.h"

#include "core/memory_answers.h"
#include "study/forms.h"
#include "study/json.h"

namespace xj::study {

using core::Access;
using core::Request;

namespace {

void register_video_routes(core::Router::Domain& r, StudyService& s) {
    r.post("/courseStudy/videoAuth", Access::login(), "视频播放授权：已加入学习或本课教师得到 10 分钟有效的签名地址",
           [&s](const Request& req) {
               return core::ok(ticket_json(s.video_auth(req.current_user(), parse_video_sign(req))));
           });
    r.post("/courseStudy/heartbeat", Access::login(), "观看心跳：按墙钟时间核实进度（每 30 秒一次）",
           [&s](const Request& req) {
               return core::ok(beat_json(s.heartbeat(req.current_user(), parse_heartbeat(req))));
           });
    r.post("/courseStudy/saveProgress", Access::login(), "离开页面时保存进度（studyTime 为播放位置，同心跳）",
           [&s](const Request& req) {
               return core::ok(beat_json(s.heartbeat(req.current_user(), parse_save_progress(req), "studyTime")));
           });
    r.get("/courseStudy/resume", Access::login(), "视频的续播位置与已核实进度", [&s](const Request& req) {
        return core::ok(resume_json(s.resume(req.current_user(), parse_resume_sign(req))));
    });
}

void register_personal_routes(core::Router::Domain& r, StudyService& s) {
    r.get("/personal/getUserTrainProgress", Access::login(), "个人中心：课程学习总览与最近 5 门课程",
          [&s](const Request& req) { return core::ok(summary_json(s.summary(req.current_user()))); });
    r.get("/personal/getTrainStudyProcess", Access::login(), "个人中心：近 7 天（北京时间）每天核实的学习秒数",
          [&s](const Request& req) { return core::ok(study_days_json(s.study_days(req.current_user()))); });
    r.get("/personal/getUserWatchLocus", Access::login(), "个人中心：最近观看的 10 个视频",
          [&s](const Request& req) { return core::ok(watch_locus_json(s.watch_locus(req.current_user()))); });
    r.get("/personal/getUserTask", Access::login(), "个人中心：每门学习中课程的下一个未完成视频（至多 10 个）",
          [&s](const Request& req) { return core::ok(tasks_json(s.tasks(req.current_user()))); });
    r.get("/personal/getUserSmallPlate", Access::login(), "头像菜单小面板：简历完整度、作业数、考试数",
          [&s](const Request& req) {
              PendingWork p = s.pending_work(req.current_user());
              return core::ok(small_plate_json(p));
          });
    core::cached_get(
        r, "/home/getWhaleTrainIndex", "学鲸实训指数：本校课程、培训、学员、累计学时与近 7 天每天的学习（每分钟更新）",
        s.answers(), [](const Request&) { return std::string("trainIndex"); },
        [&s](const Request& req) { return train_index_json(s.train_index(req.host())); });
}

}  // namespace

void register_routes(core::Router& router, StudyService& study) {
    auto r = router.domain("courses");
    register_video_routes(r, study);
    register_personal_routes(r, study);
}

void register_video_area(core::FileServer& files, const StudyService& study) {
    files.add_area(std::string(kVideoArea), [&study](const Request& req, const std::filesystem::path& relative) {
        return study.media_url_valid(relative, req.query("e"), req.query("s"));
    });
}

}  // namespace xj::study
