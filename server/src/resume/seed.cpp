#include "resume/seed.h"

#include <spdlog/spdlog.h>

namespace xj::resume {

namespace {

constexpr std::string_view kStudentMobile = "13800000001";

Entry entry(Kind kind, std::string title, std::string role, std::string level, std::string start, std::string end,
            std::string description) {
    Entry e;
    e.kind = kind;
    e.title = std::move(title);
    e.role = std::move(role);
    e.level = std::move(level);
    e.start = std::move(start);
    e.end = std::move(end);
    e.description = std::move(description);
    return e;
}

void fill(ResumeService& resumes, const core::AuthUser& user) {
    Basics b;
    b.name = "张晓明";
    b.sex = 1;
    b.birth = "2004-03";
    b.mobile = std::string(kStudentMobile);
    b.email = "zhangxiaoming@example.com";
    b.city = "4201";  // 武汉市
    b.work_status = 1;
    b.political = "共青团员";
    b.skills = {"Python", "数据分析", "Excel", "SQL", "亚马逊运营", "短视频剪辑"};
    resumes.update_basics(user, b);

    Intention data;
    data.position = "0107";  // 数据分析师
    data.industry = "I";
    data.city = "4201";
    data.salary_min = 6;
    data.salary_max = 9;
    resumes.add_intention(user, data);
    Intention trade;
    trade.position = "0406";  // 跨境电商运营
    trade.industry = "F";
    trade.city = "4403";
    trade.salary_min = 7;
    trade.salary_max = 10;
    resumes.add_intention(user, trade);

    resumes.add_entry(user, entry(Kind::kEducation, "武汉职业技术学院", "大数据技术", "大专", "2022-09", "2025-06",
                                  "主修 Python 程序设计、数据库原理、数据可视化、统计学基础；专业排名前 10%。"));
    resumes.add_entry(user, entry(Kind::kInternship, "海鲸跨境电商有限公司", "数据运营实习生", "", "2024-07", "2024-12",
                                  "负责亚马逊店铺的周销售报表与广告数据整理，用 Python 自动生成日报，"
                                  "每周节省约 6 小时人工；参与两次大促的选品分析。"));
    resumes.add_entry(user, entry(Kind::kProject, "校园二手书交易数据分析", "项目负责人", "", "2023-09", "2024-01",
                                  "采集 3,000 余条交易记录，用 pandas 清洗并用 ECharts 做出价格与品类看板，"
                                  "结论被学生会用于下学期的书市排期。"));
    resumes.add_entry(user, entry(Kind::kTrain, "学鲸职业技术学院", "跨境电商运营实训", "", "2024-03", "2024-06",
                                  "完成店铺注册、选品、Listing 优化与广告投放四个实训任务。"));
    resumes.add_entry(user, entry(Kind::kCultivate, "计算机协会", "副会长", "", "2023-09", "2024-06",
                                  "组织 6 次编程工作坊，协会成员由 40 人增至 120 人。"));
    resumes.add_entry(user, entry(Kind::kVolunteer, "武汉马拉松组委会", "赛事志愿者", "24", "2023-04", "2023-04",
                                  "负责 20 公里补给站的物资发放与选手引导。"));

    Qualification cet;
    cet.category = 3;
    cet.name = "大学英语四级（CET-4）";
    cet.obtained = "2023-06";
    resumes.add_qualification(user, cet);
    Qualification computer;
    computer.category = 4;
    computer.name = "全国计算机等级考试二级 Python";
    computer.obtained = "2023-09";
    resumes.add_qualification(user, computer);
    Qualification award;
    award.category = 5;
    award.name = "湖北省大学生数据分析竞赛 二等奖";
    award.obtained = "2024-05";
    resumes.add_qualification(user, award);

    resumes.set_advantage(user,
                          "熟练使用 Python 与 SQL 处理业务数据，做过真实店铺的运营报表；沟通细致，"
                          "乐于把重复工作写成脚本；能接受出差与跨部门协作。");
    resumes.set_template(user, 2);
    std::size_t cited = 0;
    for (const Candidate& c : resumes.candidates(user)) {
        if (cited == 3) break;
        resumes.add_verified(user, c.entry.kind, c.entry.source_sign);
        ++cited;
    }
    resumes.set_share(user, true, false);
}

}  // namespace

bool seed_demo(db::Database& db, accounts::AccountService& accounts, ResumeService& resumes) {
    auto student =
        db.with_conn([&](db::Conn& c) { return accounts.find_user_by_mobile(c, std::string(kStudentMobile)); });
    if (!student || resumes.ratio(student->id) > 0) return false;
    core::AuthUser user{student->id, student->sign, student->name, student->roles, student->school_id.value_or(0)};
    fill(resumes, user);
    spdlog::info("demo: seeded {}'s resume", student->name);
    return true;
}

}  // namespace xj::resume
