#include "training/routes.h"

#include "core/api_error.h"
#include "core/attachment.h"
#include "core/input.h"
#include "courses/forms.h"
#include "courses/json.h"
#include "exams/paper_forms.h"
#include "exams/paper_json.h"
#include "study/forms.h"
#include "study/json.h"
#include "training/forms.h"
#include "training/json.h"

namespace xj::training {

namespace json = boost::json;
using core::Access;
using core::Request;

namespace {

void register_study_routes(core::Router::Domain& r, TrainingService& s, study::StudyService& study,
                           const core::Clock& clock) {
    Access login = Access::login();
    auto now = [&clock] { return clock.now_seconds(); };
    r.post("/train/joinTrain", login, "参加培训 {trainId}（免费培训；本培训教师可直接参加；重复参加得到同一记录）",
           [&s](const Request& req) {
               return core::ok_with_msg(my_study_json(s.join(req.host(), req.current_user(), parse_train_id(req))),
                                        "参加成功");
           });
    r.get("/train/getTrainVideoList/{id}", Access::public_(),
          "培训课表：章（upperCaseChapterLevel）、视频（childList，含我的进度）与各类作业、考试",
          [&s](const Request& req) {
              return core::ok(timetable_json(s.timetable(req.host(), req.user(), parse_train_id(req))));
          });
    r.get("/train/getTrainProgress/{id}", login, "我的培训进度（学员）", [&s](const Request& req) {
        return core::ok(progress_json(s.progress(req.host(), req.current_user(), parse_train_id(req))));
    });
    r.get("/train/getTrainResources/{id}", login, "培训资料（学员、本培训教师、本校管理员）", [&s](const Request& req) {
        return core::ok(resources_json(s.resources(req.host(), req.current_user(), parse_train_id(req))));
    });
    r.get("/train/getWatchRecord", login, "我的观看记录 ?trainId=（学员）", [&s](const Request& req) {
        return core::ok(watch_record_json(s.watch_record(req.host(), req.current_user(), parse_train_id(req))));
    });
    r.get("/train/getVideoAuthority/{videoId}", login,
          "培训视频播放授权 ?trainChapterId=（学员或本培训教师得到 10 分钟有效的签名地址）", [&s](const Request& req) {
              return core::ok(study::ticket_json(
                  s.video_authority(req.host(), req.current_user(), parse_video_id(req), parse_chapter_id(req))));
          });
    r.put("/train/videoHeartbeat", login, "培训视频观看心跳（与课程视频同一核实规则）", [&study](const Request& req) {
        return core::ok(study::beat_json(study.heartbeat(req.current_user(), study::parse_heartbeat(req))));
    });
    r.get(
        "/train/getTrainWorks/{id}", login, "培训作业列表（学员、本培训教师、本校管理员；含我的提交与得分）",
        [&s](const Request& req) {
            return core::ok(exams::exam_items_json(s.works(req.host(), req.current_user(), parse_train_id(req), true)));
        });
    r.get("/train/getExamineList/{id}", login, "培训考试列表（学员、本培训教师、本校管理员；含我的提交与得分）",
          [&s](const Request& req) {
              return core::ok(
                  exams::exam_items_json(s.works(req.host(), req.current_user(), parse_train_id(req), false)));
          });
    for (bool homework : {true, false})
        r.post(homework ? "/train/upAssignment" : "/train/upExamineFile", login,
               homework ? "上传培训作业（multipart：examinationId、file ≤ 20MB：PDF、Word、图片、ZIP，按内容判定）"
                        : "上传培训考试答卷（multipart：examinationId、file ≤ 20MB：PDF、Word、图片、ZIP，按内容判定）",
               [&s, homework](const Request& req) {
                   return core::ok_with_msg(exams::record_json(s.upload(req.host(), req.current_user(),
                                                                        exams::parse_offline(req), homework)),
                                            "上传成功.");
               })
            .accept_multipart()
            .limit_body(exams::kOfflineBodyLimit);
    r.post("/train/getMyTrainList", login, "我的培训 {page, size, studyStatus 1 学习中/2 已完成}（最近学习在前）",
           [&s, now](const Request& req) {
               return core::ok(my_trainings_json(
                   s.mine(req.current_user(), courses::parse_study_status(req), core::parse_page(req)), now()));
           });
}

// Practical tasks (docs/training.md "Practical tasks"): the trainee's list, start and hand-in, gated by data; the
// teachers' records, scores and the handed-in files.
void register_practice_routes(core::Router::Domain& r, TrainingService& s) {
    Access login = Access::login();
    r.get(
        "/train/getPracticeTaskList/{id}", login,
        "实训任务列表（学员、本培训教师、本校管理员；含我的完成情况与 isDis 前置条件）", [&s](const Request& req) {
            return core::ok(practice_items_json(s.practice_tasks(req.host(), req.current_user(), parse_train_id(req))));
        });
    r.post("/train/startPracticeTask", login, "开始实训任务 {taskIdSign}（学员；前置任务未达及格线时拒绝）",
           [&s](const Request& req) {
               return core::ok_with_msg(
                   practice_item_json(s.start_practice(req.host(), req.current_user(), parse_task_id(req))),
                   "任务已开始");
           });
    r.post("/train/submitPracticeTask", login,
           "提交实训成果（multipart：taskIdSign、file ≤ 20MB：PDF、Office "
           "文档、图片、ZIP，按内容判定；前置任务未达及格线时拒绝）",
           [&s](const Request& req) {
               return core::ok_with_msg(
                   practice_item_json(s.submit_practice(req.host(), req.current_user(), parse_practice_upload(req))),
                   "上传成功.");
           })
        .accept_multipart()
        .limit_body(kPracticeBodyLimit);
    r.post("/train/addPracticeTask", login,
           "添加实训任务 {trainId, chapterId?, taskId 编号, title, description?, passLine, fullScore?, requires [任务]}"
           "（本培训教师、本校管理员）",
           [&s](const Request& req) {
               return core::ok_with_msg(practice_item_json(s.add_practice_task(req.host(), req.current_user(),
                                                                               parse_practice_task(req, true))),
                                        "添加成功");
           });
    r.post("/train/updatePracticeTask", login, "修改实训任务 {idSign, …同添加}（前置任务不能形成循环）",
           [&s](const Request& req) {
               return core::ok_with_msg(
                   practice_item_json(s.update_practice_task(req.host(), req.current_user(),
                                                             core::required_sign(req, "idSign", "请选择实训任务"),
                                                             parse_practice_task(req, false))),
                   "修改成功");
           });
    r.post("/train/deletePracticeTask", login, "删除实训任务 {idSign}（尚无学员作答、不是其他任务的前置任务）",
           [&s](const Request& req) {
               s.delete_practice_task(req.host(), req.current_user(),
                                      core::required_sign(req, "idSign", "请选择实训任务"));
               return core::ok_with_msg(nullptr, "删除成功");
           });
    core::post_with_export(
        r, "/train/getPracticeRecords", login,
        "实训成果列表 {trainId, taskIdSign?, status 1 进行中/2 待评分/3 已评分?, page, size}（本培训教师、本校管理员）",
        [&s](const Request& req) {
            return core::ok(
                practice_records_json(s.practice_records(req.host(), req.current_user(), parse_practice_records(req))));
        },
        [&s](const Request& req) {
            PracticeRecordsExport out =
                s.practice_records_export(req.host(), req.current_user(), parse_practice_records(req));
            return s.exporter().answer(out.training_name, "实训成绩", practice_record_columns(),
                                       [&](core::XlsxWriter& w) {
                                           for (const auto& r : out.rows) write_practice_record(w, r);
                                       });
        });
    r.post("/train/scorePractice", login, "实训成果评分 {recordId, score 0–满分, comment?}（本培训教师、本校管理员）",
           [&s](const Request& req) {
               return core::ok_with_msg(
                   practice_record_json(s.score_practice(req.host(), req.current_user(), parse_record_id(req),
                                                         exams::parse_score(req), exams::parse_comment(req))),
                   "保存成功");
           });
    r.get("/train/practiceFile", login, "下载实训成果文件 ?recordId=（本人、本培训教师、本校管理员）",
          [&s](const Request& req) {
              auto [path, record] = s.practice_file(req.host(), req.current_user(), parse_record_id(req));
              return core::attachment_response(path, record.result.file_name.value_or("practice"),
                                               "application/octet-stream");
          });
}

// Authoring (docs/training.md "Authoring"): create, read for the editor, change, publish; my trainings.
void register_manage_routes(core::Router::Domain& r, TrainingService& s, const core::Clock& clock) {
    Access teaching = Access::roles({core::Role::kTeacher, core::Role::kSchoolAdmin});
    Access login = Access::login();
    auto now = [&clock] { return clock.now_seconds(); };
    auto edited = [now](const TrainingHeader& h) {
        json::object out = header_json(h, now());
        out["details"] = h.detail.details;
        out["plan"] = h.detail.plan;
        return out;
    };
    r.post("/train/addTrain", teaching,
           "新建培训项目（草稿，创建者为主讲教师）{trainName, introduction, details, trainPicture, classHour, plan, "
           "joinRule free|code, startTime, endTime, recommend, enterpriseIds}",
           [&s](const Request& req) {
               return core::ok_with_msg(
                   json::object{{"idSign", s.add_training(req.host(), req.current_user(), parse_training_form(req))}},
                   "添加成功");
           });
    r.post("/train/getManageTrain", login, "编辑用：培训项目信息（本培训教师、本校管理员；含草稿）{trainId}",
           [&s, edited](const Request& req) {
               return core::ok(edited(s.edited(req.host(), req.current_user(), parse_train_id(req))));
           });
    r.post("/train/updateTrain", login, "修改培训项目 {trainId, …同新建}（本培训教师、本校管理员）",
           [&s, edited](const Request& req) {
               return core::ok_with_msg(edited(s.update_training(req.host(), req.current_user(), parse_train_id(req),
                                                                 parse_training_form(req))),
                                        "修改成功");
           });
    r.post("/train/publishTrain", login,
           "发布或取消发布培训项目 {trainId, status 1 发布/0 取消}（本培训教师、本校管理员）",
           [&s, edited](const Request& req) {
               bool publish = parse_publish_status(req);
               return core::ok_with_msg(
                   edited(s.set_published(req.host(), req.current_user(), parse_train_id(req), publish)),
                   publish ? "发布成功" : "已取消发布");
           });
    r.post("/train/getManageTrainList", teaching, "我参与教学的培训项目 {page, size}（含草稿，最近修改在前）",
           [&s, now](const Request& req) {
               return core::ok(paged_cards_json(s.managed_list(req.current_user(), core::parse_page(req)), now()));
           });
}

}  // namespace

void register_routes(core::Router& router, TrainingService& s, study::StudyService& study, const core::Clock& clock) {
    auto r = router.domain("training");
    register_study_routes(r, s, study, clock);
    register_practice_routes(r, s);
    register_manage_routes(r, s, clock);
    Access pub = Access::public_();
    auto now = [&clock] { return clock.now_seconds(); };

    r.post("/train/getRecommendTrainList", pub, "推荐培训项目 → data.list（按学校排序；page_size 默认 8）",
           [&s, now](const Request& req) {
               return core::ok(boost::json::object{
                   {"list", cards_json(s.recommended(req.host(), courses::parse_limit(req)), now())}});
           });
    r.get("/train/getQueryList", pub, "培训项目的筛选条件（合作企业、培训状态）",
          [&s](const Request& req) { return core::ok(query_groups_json(s.query_options(req.host()))); });
    r.post("/train/getTrainList", pub,
           "培训项目列表 {page, size 默认 12, keyword, enterpriseId, state 1 报名中/2 进行中/3 已结束, order "
           "sort|new|hot} → {list, total}",
           [&s, now](const Request& req) {
               return core::ok(paged_cards_json(s.list(req.host(), parse_list_query(req)), now()));
           });
    r.get("/train/getTrainHeaderDetail/{id}", pub, "培训项目头部信息（合作企业、我的学习、能否管理）",
          [&s, now](const Request& req) {
              return core::ok(header_json(s.header(req.host(), req.user(), parse_train_id(req)), now()));
          });
    r.get("/train/getTrainBodyDetail/{id}", pub, "培训项目介绍", [&s](const Request& req) {
        return core::ok(body_json(s.body(req.host(), req.user(), parse_train_id(req))));
    });
    r.get("/train/getTrainPlan/{id}", pub, "培训计划", [&s](const Request& req) {
        return core::ok(plan_json(s.body(req.host(), req.user(), parse_train_id(req))));
    });
    r.get("/train/getTeacherList", pub, "培训项目的教师（query trainId；主讲教师在前）", [&s](const Request& req) {
        return core::ok(courses::teachers_json(s.teachers(req.host(), req.user(), parse_train_id(req))));
    });
    r.get("/enterprise/getEnterpriseInfoList", pub,
          "合作企业列表 {page 1, size 16, isJoinEnterprise 1 合作企业/0 其他} → {list, total}；带 trainId "
          "时为该培训项目的合作企业",
          [&s](const Request& req) {
              if (auto train = core::opt_sign(req, "trainId", core::kMsgInvalid)) {
                  auto partners = s.partners(req.host(), req.user(), *train);
                  return core::ok(boost::json::object{{"list", enterprises_json(partners)},
                                                      {"total", static_cast<std::int64_t>(partners.size())}});
              }
              EnterpriseQuery q = parse_enterprise_query(req);
              return core::ok(paged_enterprises_json(s.enterprises(req.host(), q.joined, q.page)));
          });
}

}  // namespace xj::training
