// The seven resume templates (docs/resume.md "Templates"): the same ids in the web preview and the PDF export.
#pragma once

#include <array>
#include <string_view>

namespace xj::resume {

struct TemplateInfo {
    int id = 0;
    std::string_view name;
    std::string_view description;
};

inline constexpr std::array<TemplateInfo, 7> kTemplateList = {{
    {1, "经典单栏", "黑白单栏，标题下划线，适合大多数岗位"},
    {2, "双栏侧栏", "左侧深色侧栏放个人信息与技能，右侧为经历"},
    {3, "时间线", "经历沿左侧时间线排列，突出成长轨迹"},
    {4, "紧凑", "小字号窄行距，一页写下更多内容"},
    {5, "照片", "顶部大幅照片与姓名，适合服务与设计类岗位"},
    {6, "中英双语", "中英文栏目标题，适合外企与外贸岗位"},
    {7, "创意", "彩色色块标题与标签，适合运营与设计类岗位"},
}};

}  // namespace xj::resume
