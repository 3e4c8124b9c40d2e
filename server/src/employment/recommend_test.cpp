// The recommendation rule (docs/employment.md "Recommendations"): each reason and its points, the best intention
// chosen, skills and finished courses matched with ASCII case ignored.
#include "employment/recommend.h"

#include <gtest/gtest.h>

namespace xj::employment {
namespace {

JobCard card(std::string position, std::string city, std::string industry, std::vector<std::string> tags) {
    JobCard j;
    j.position = std::move(position);
    j.city = std::move(city);
    j.industry = std::move(industry);
    j.salary_min = 6;
    j.salary_max = 9;
    j.tags = std::move(tags);
    return j;
}

resume::Intention intention(std::string position, std::string city, std::string industry = "", int lo = 0, int hi = 0) {
    resume::Intention in;
    in.position = std::move(position);
    in.city = std::move(city);
    in.industry = std::move(industry);
    in.salary_min = lo;
    in.salary_max = hi;
    return in;
}

TEST(Recommend, EveryReasonOfTheBestIntention) {
    SeekerProfile p{{intention("0406", "4403"), intention("0107", "4201", "I", 5, 8)},
                    {"python", "Excel"},
                    {"Python 程序设计", "商务英语", "SQL 数据库基础"}};
    Recommendation r = recommend(p, card("0107", "4201", "I", {"Python", "SQL", "数据分析"}));
    EXPECT_EQ(r.reasons,
              (std::vector<std::string>{"符合求职意向：数据分析师", "意向城市：武汉市",
                                        "意向行业：信息传输、软件和信息技术服务业", "已学课程：《Python 程序设计》",
                                        "已学课程：《SQL 数据库基础》", "技能匹配：Python", "薪资符合期望"}));
    EXPECT_EQ(r.score, kScorePosition + kScoreCity + kScoreIndustry + 2 * kScoreCourse + kScoreSkill + kScoreSalary);
}

TEST(Recommend, NearMatchesScoreLess) {
    SeekerProfile p{{intention("0107", "4201")}, {}, {}};
    Recommendation r = recommend(p, card("0102", "4202", "C", {}));
    EXPECT_EQ(r.reasons, (std::vector<std::string>{"相近职类：技术", "同省职位：湖北省"}));
    EXPECT_EQ(r.score, kScoreCategory + kScoreProvince);
    SeekerProfile province{{intention("0501", "42")}, {}, {}};
    EXPECT_EQ(recommend(province, card("0102", "4201", "C", {})).reasons, std::vector<std::string>{"意向城市：湖北省"});
}

TEST(Recommend, NothingInCommonIsNoRecommendation) {
    SeekerProfile p{{intention("0107", "4201")}, {"Java"}, {"会计基础"}};
    Recommendation r = recommend(p, card("1101", "3301", "Q", {"护理"}));
    EXPECT_EQ(r.score, 0);
    EXPECT_TRUE(r.reasons.empty());
    EXPECT_EQ(recommend(SeekerProfile{}, card("0107", "4201", "I", {"SQL"})).score, 0);
}

TEST(Recommend, AtMostThreeSkillsAndTwoCourses) {
    SeekerProfile p{{}, {"a", "b", "c", "d"}, {"A1", "B1", "C1"}};
    Recommendation r = recommend(p, card("0107", "4201", "I", {"A", "B", "C", "D"}));
    EXPECT_EQ(r.score, kSkillsCounted * kScoreSkill + kCoursesCounted * kScoreCourse);
    EXPECT_TRUE(names_skill("Java程序设计", "java"));
    EXPECT_FALSE(names_skill("Java程序设计", ""));
}

}  // namespace
}  // namespace xj::employment
