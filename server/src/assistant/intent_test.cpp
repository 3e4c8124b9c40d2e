// assistant/intent.h: the questions students ask, the intent each is read as, and what is left to look up.
#include "assistant/intent.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace xj::assistant {
namespace {

const std::vector<CityName> kCities = {
    {"北京", "11"}, {"上海", "31"}, {"杭州", "3301"}, {"深圳", "4403"}, {"成都", "5101"}};

struct Case {
    std::string question;
    Intent intent;
    std::string keyword;  // "*": not checked
    std::string city = "";
};

const std::vector<Case> kCases = {
    // greetings and what it can do
    {"你好", Intent::kGreeting, "*"},
    {"你好！你能做什么？", Intent::kGreeting, "*"},
    {"你是谁", Intent::kGreeting, "*"},
    // my deadlines
    {"我还有哪些考试没考？", Intent::kDeadlines, "*"},
    {"最近有什么作业要交吗", Intent::kDeadlines, "*"},
    {"作业什么时候截止", Intent::kDeadlines, "*"},
    {"我有待完成的测验吗", Intent::kDeadlines, "*"},
    {"这周有考试吗", Intent::kDeadlines, "*"},
    {"有哪些试卷快到期了", Intent::kDeadlines, "*"},
    // my scores
    {"我的考试成绩怎么样", Intent::kScores, "*"},
    {"上次考试我考了多少分", Intent::kScores, "*"},
    {"查一下我的分数", Intent::kScores, "*"},
    // my progress
    {"我的课程进度", Intent::kProgress, "*"},
    {"我学到哪了", Intent::kProgress, "*"},
    {"看看我的学习情况", Intent::kProgress, "*"},
    // my resume
    {"我的简历完成度是多少", Intent::kResume, "*"},
    {"简历还差什么没填", Intent::kResume, "*"},
    // jobs
    {"杭州有什么电商运营的工作", Intent::kJobs, "电商运营", "3301"},
    {"帮我找一下北京的Java开发岗位", Intent::kJobs, "Java开发", "11"},
    {"上海有实习吗", Intent::kJobs, "", "31"},
    {"深圳数据分析", Intent::kJobs, "数据分析", "4403"},
    {"推荐几个适合我的工作", Intent::kJobs, ""},
    {"有没有新媒体运营的职位", Intent::kJobs, "新媒体运营"},
    {"成都招聘", Intent::kJobs, "", "5101"},
    {"跨境电商公司在招人吗", Intent::kJobs, "跨境电商"},
    // courses
    {"有没有Python的课程", Intent::kCourses, "Python"},
    {"推荐一些数据分析的课", Intent::kCourses, "数据分析"},
    {"我想学跨境电商", Intent::kCourses, "跨境电商"},
    {"零基础怎么学短视频剪辑", Intent::kCourses, "短视频剪辑"},
    {"会计入门课程", Intent::kCourses, "会计"},
    // trainings
    {"有哪些实训项目", Intent::kTrainings, ""},
    {"直播电商培训", Intent::kTrainings, "直播电商"},
    {"最近有什么训练营", Intent::kTrainings, ""},
    // articles and news
    {"最新的行业资讯", Intent::kArticles, ""},
    {"有没有关于就业政策的文章", Intent::kArticles, "就业"},
    {"学校最近有什么新闻", Intent::kArticles, "学校"},
    // certificates
    {"我有哪些证书", Intent::kCertificates, "*"},
    {"1+X证书怎么查", Intent::kCertificates, "*"},
    // help
    {"怎么注册账号", Intent::kHelp, "*"},
    {"忘记密码怎么办", Intent::kHelp, "*"},
    {"密码忘了怎么找回", Intent::kHelp, "*"},
    {"兑换码在哪里用", Intent::kHelp, "*"},
    {"怎么绑定微信", Intent::kHelp, "*"},
    {"如何投递简历", Intent::kHelp, "*"},
    {"怎么参加考试", Intent::kHelp, "*"},
    // nothing recognised: the words are looked up everywhere
    {"供应链管理", Intent::kSearch, "供应链管理"},
    {"Excel函数", Intent::kSearch, "Excel函数"},
};

TEST(ReadQuestion, ReadsEachQuestionAsItsIntentWithWhatIsLeftToLookUp) {
    for (const Case& c : kCases) {
        Reading r = read_question(c.question, kCities);
        EXPECT_EQ(intent_name(r.intent), intent_name(c.intent)) << c.question;
        if (c.keyword != "*") {
            EXPECT_EQ(r.keyword, c.keyword) << c.question;
        }
        EXPECT_EQ(r.city, c.city) << c.question;
    }
    EXPECT_GE(kCases.size(), 40U);
}

TEST(ReadQuestion, NamesTheHelpTopic) {
    EXPECT_EQ(read_question("怎么注册账号", kCities).help_topic, "register");
    EXPECT_EQ(read_question("兑换码在哪里用", kCities).help_topic, "code");
    EXPECT_EQ(read_question("怎么参加考试", kCities).help_topic, "exam");
    EXPECT_EQ(read_question("如何投递简历", kCities).help_topic, "apply");
}

TEST(ReadQuestion, KeepsTheCityName) {
    Reading r = read_question("杭州的工作", kCities);
    EXPECT_EQ(r.city_name, "杭州");
    EXPECT_EQ(r.keyword, "");
}

}  // namespace
}  // namespace xj::assistant
