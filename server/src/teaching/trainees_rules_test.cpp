// The import's pure rules: reading the sheet (headers in any order, blank rows skipped, the limits) and the per-row
// messages of docs/teaching.md.
#include <gtest/gtest.h>

#include "core/api_error.h"
#include "teaching/trainees_rules.h"
#include "testing/request_support.h"

namespace xj::teaching {
namespace {

using core::testing::refusal;
using Records = std::vector<std::vector<std::string>>;

TEST(TraineeRules, ReadsHeadersInAnyOrderAndSkipsBlankRows) {
    Records r{
        {"学号", " 姓名 ", "手机号"}, {"2024010101", "张晓明", "13800000005"}, {}, {"", "  ", ""}, {"", "李小红"}};
    auto rows = sheet_rows(r);
    ASSERT_EQ(rows.size(), 2U);
    EXPECT_EQ(rows[0].row, 2);
    EXPECT_EQ(rows[0].name, "张晓明");
    EXPECT_EQ(rows[0].mobile, "13800000005");
    EXPECT_EQ(rows[0].student_card, "2024010101");
    EXPECT_EQ(rows[1].row, 5);
    EXPECT_EQ(rows[1].name, "李小红");
}

TEST(TraineeRules, RefusesSheetsThatAreNotTheTemplate) {
    for (const Records& r : {Records{}, Records{{"名字", "手机号"}}, Records{{"姓名", "电话"}}}) {
        auto e = refusal([&] { sheet_rows(r); });
        EXPECT_EQ(e.code(), core::ApiCode::kInvalid);
        EXPECT_EQ(std::string(e.what()), "模板格式不正确，请下载导入模板");
        EXPECT_EQ(e.field(), "file");
    }
    EXPECT_EQ(sheet_rows(Records{{"姓名", "学号"}, {"a", "1"}}).size(), 1U) << "学号 alone is enough";
    EXPECT_EQ(std::string(refusal([] { sheet_rows(Records{{"姓名", "手机号"}, {}}); }).what()), "表格中没有学员数据");
    Records many{{"姓名", "手机号"}};
    for (int i = 0; i < 2000; ++i) many.push_back({"a", "13800000000"});
    EXPECT_EQ(sheet_rows(many).size(), 2000U);
    many.push_back({"a", "13800000000"});
    EXPECT_EQ(std::string(refusal([&] { sheet_rows(many); }).what()), "一次最多导入2000名学员");
}

TEST(TraineeRules, ChecksEveryRowWithTheContractsMessages) {
    ImportLookup lookup;
    lookup.by_mobile["13800000005"] = {5, "u5", "张晓明", ""};
    lookup.by_mobile["13800000006"] = {6, "u6", "李小红", ""};
    lookup.by_card["2024010107"] = {7, "u7", "王小明", "王晓明"};
    lookup.enrolled.insert(6);
    std::vector<ImportInput> in{
        {2, "", "13800000005", ""},                   // 姓名不能为空
        {3, "张晓明", "", ""},                        // 请填写手机号或学号
        {4, "张晓明", "1380000", ""},                 // 手机号格式不正确
        {5, "张晓明", "13900000000", ""},             // 未找到
        {6, "张三", "13800000005", ""},               // 姓名与账号不一致
        {7, "张晓明", "13800000005", ""},             // ok
        {8, "李小红", "13800000006", ""},             // enrolled
        {9, "王晓明", "", "2024010107"},              // ok by the claim's real name
        {10, "张晓明", "", "2024010199"},             // not found
        {11, "王小明", "13900000001", "2024010107"},  // mobile unknown → by number; duplicate of row 9
    };
    auto out = check_rows(in, lookup);
    ASSERT_EQ(out.size(), in.size());
    EXPECT_EQ(out[0].error, "姓名不能为空");
    EXPECT_EQ(out[1].error, "请填写手机号或学号");
    EXPECT_EQ(out[2].error, "手机号格式不正确");
    EXPECT_EQ(out[3].error, "未找到该学员，请先注册并加入本校");
    EXPECT_EQ(out[4].error, "姓名与账号不一致");
    EXPECT_EQ(out[5].status, "ok");
    EXPECT_EQ(out[5].user_sign, "u5");
    EXPECT_EQ(out[6].status, "enrolled");
    EXPECT_EQ(out[6].error, "");
    EXPECT_EQ(out[7].status, "ok");
    EXPECT_EQ(out[8].error, "未找到该学员，请先注册并加入本校");
    EXPECT_EQ(out[9].status, "error");
    EXPECT_EQ(out[9].error, "与第9行重复");
    for (int i : {0, 1, 2, 3, 4, 8, 9}) EXPECT_EQ(out[i].status, "error") << i;
}

TEST(TraineeRules, MobilesAreElevenDigitsFrom13To19) {
    EXPECT_TRUE(valid_mobile("13800000000"));
    EXPECT_TRUE(valid_mobile("19912345678"));
    EXPECT_FALSE(valid_mobile("12800000000"));
    EXPECT_FALSE(valid_mobile("1380000000"));
    EXPECT_FALSE(valid_mobile("1380000000a"));
}

}  // namespace
}  // namespace xj::teaching
