#include "industry/seed.h"

#include <spdlog/spdlog.h>

namespace xj::industry {

namespace {

struct DemoBelt {
    const char* province;
    const char* name;
    std::vector<std::string> industries;
    const char* summary;
    const char* keyword;
    std::vector<Enterprise> enterprises;
};

std::vector<DemoBelt> demo_belts() {
    return {
        {"33",
         "杭州跨境电商产业带",
         {"跨境电商", "服装", "数字贸易"},
         "杭州是国内首个跨境电子商务综合试验区，聚集了大量跨境卖家、服务商与供应链企业，带动服装、家居等制造业出海。",
         "跨境电商",
         {{"海鲸跨境电商有限公司", "主营亚马逊与独立站运营，每年接收运营实习生"},
          {"杭州云帆供应链管理有限公司", "跨境物流与海外仓服务"}}},
        {"33",
         "义乌小商品产业带",
         {"日用百货", "电子商务"},
         "义乌国际商贸城汇集两百多万种商品，是全球小商品的集散地，直播电商与外贸并行发展。",
         "电商",
         {{"义乌鲸选日用品有限公司", "日用百货的批发与电商零售"}}},
        {"44",
         "深圳 3C 电子产业带",
         {"消费电子", "智能硬件", "跨境电商"},
         "华强北与周边园区形成从元器件到整机的完整电子产业链，消费电子品牌大量通过跨境电商出海。",
         "Python",
         {{"深圳鲸芯智能科技有限公司", "智能穿戴设备研发与生产"}, {"深圳华联电子商贸有限公司", "3C 配件的跨境销售"}}},
        {"44",
         "广州服装产业带",
         {"服装", "直播电商"},
         "广州十三行、沙河等服装批发市场与番禺、增城的制衣工厂构成快速反应的服装供应链。",
         "运营",
         {{"广州织梦服饰有限公司", "女装设计与柔性供应链"}}},
        {"32",
         "苏州智能制造产业带",
         {"智能制造", "工业软件"},
         "苏州工业园区聚集了大量先进制造与工业软件企业，对数据分析与自动化人才需求旺盛。",
         "数据分析",
         {{"苏州鲸工智能装备有限公司", "工业机器人系统集成"}}},
        {"35",
         "晋江鞋服产业带",
         {"运动鞋服", "品牌运营"},
         "晋江是国内运动鞋服品牌最集中的地区之一，品牌数字化与电商运营转型加速。",
         "运营",
         {{"晋江鲸动体育用品有限公司", "运动鞋研发、生产与电商运营"}}},
        {"11",
         "北京数字经济产业带",
         {"人工智能", "软件服务", "数据服务"},
         "中关村与亦庄聚集了人工智能、软件和数据服务企业，是数字经济人才的主要去向。",
         "人工智能",
         {{"北京学鲸数据科技有限公司", "教育与就业数据服务"}}},
        {"31",
         "上海数字贸易产业带",
         {"数字贸易", "金融科技"},
         "上海依托自贸区与国际金融中心，发展数字贸易、跨境支付与金融科技。",
         "数据分析",
         {{"上海鲸汇数字贸易有限公司", "跨境支付与贸易数字化服务"}}},
    };
}

}  // namespace

void seed_demo(IndustryService& s) {
    if (!s.all().empty()) return;
    int saved = 0;
    for (const DemoBelt& d : demo_belts()) {
        Belt b;
        b.province = d.province;
        b.name = d.name;
        b.industries = d.industries;
        b.summary = d.summary;
        b.course_keyword = d.keyword;
        b.enterprises = d.enterprises;
        s.save(b);
        ++saved;
    }
    spdlog::info("demo: {} industrial belts", saved);
}

}  // namespace xj::industry
