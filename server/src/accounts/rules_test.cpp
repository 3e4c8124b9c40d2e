#include "accounts/rules.h"

#include <gtest/gtest.h>

namespace xj::accounts::rules {
namespace {

struct PhoneCase {
    std::string input;
    bool login_form;
    std::optional<std::string_view> message;
};

TEST(Rules, PhoneNumbersAreNormalisedThenChecked) {
    const std::vector<PhoneCase> cases{
        {"13800000001", false, std::nullopt},
        {"138 0000 0001", false, std::nullopt},
        {"138-0000-0001", true, std::nullopt},
        {"19912345678", false, std::nullopt},
        {"", false, "请输入手机号"},
        {"", true, "请输入手机号码"},
        {"   ", true, "请输入手机号码"},
        {"abc", false, "请输入手机号"},
        {"12800000001", false, "请输入正确的手机号"},
        {"23800000001", false, "请输入正确的手机号"},
        {"1380000000", false, "请输入正确的手机号"},
        {"138000000011", true, "请输入正确的手机号"},
    };
    for (const auto& c : cases) {
        EXPECT_EQ(phone_problem(normalize_phone(c.input), c.login_form), c.message) << "'" << c.input << "'";
    }
    EXPECT_EQ(normalize_phone(" 138 0000-0001 "), "13800000001");
}

TEST(Rules, PasswordsNeedEightToTwentyCharactersOfTwoKindsWithoutSpaces) {
    const std::vector<std::pair<std::string, std::optional<std::string_view>>> cases{
        {"xuejing2026", std::nullopt},
        {"abc12345", std::nullopt},
        {"abc!@#$%", std::nullopt},
        {"1234567.", std::nullopt},
        {"Aa1!Aa1!Aa1!Aa1!Aa1!", std::nullopt},
        {"", "密码不能为空"},
        {"abc1234", kMsgPasswordWeak},
        {"Aa1!Aa1!Aa1!Aa1!Aa1!x", kMsgPasswordWeak},
        {"abcdefgh", kMsgPasswordWeak},
        {"12345678", kMsgPasswordWeak},
        {"!@#$%^&*", kMsgPasswordWeak},
        {"abc 12345", kMsgPasswordWeak},
        {"密码密码12345", kMsgPasswordWeak},
    };
    for (const auto& [password, message] : cases) EXPECT_EQ(password_problem(password), message) << password;
    EXPECT_EQ(kMsgPasswordWeak, "密码必须是8-20位字母、数字和标点符号(除空格)至少包含2种");
}

TEST(Rules, SmsCodesAreRequiredAndFourToSixCharacters) {
    EXPECT_EQ(code_problem(""), "验证码不能为空");
    EXPECT_EQ(code_problem("123"), "请输入正确的验证码");
    EXPECT_EQ(code_problem("1234567"), "请输入正确的验证码");
    EXPECT_EQ(code_problem("1234"), std::nullopt);
    EXPECT_EQ(code_problem("123456"), std::nullopt);
    EXPECT_TRUE(valid_code_type(1));
    EXPECT_TRUE(valid_code_type(4));
    EXPECT_FALSE(valid_code_type(0));
    EXPECT_FALSE(valid_code_type(5));
}

TEST(Rules, SmsFlowControlRefusesWithTheContractsMessages) {
    const std::int64_t now = 1'000'000;
    struct Case {
        SmsHistory history;
        std::optional<std::string_view> message;
    };
    const std::vector<Case> cases{
        {{std::nullopt, 0, 0, 0}, std::nullopt},
        {{now - 59, 1, 1, 1}, "每60秒只能发送一次验证码"},
        {{now - 60, 1, 1, 1}, std::nullopt},
        {{now - 61, 4, 4, 4}, std::nullopt},
        {{now - 61, 5, 5, 5}, "该手机号发送验证码过于频繁，请1小时后再试"},
        {{now - 4000, 0, 10, 0}, "该手机号今日获取验证码次数已达上限"},
        {{now - 4000, 0, 9, 19}, std::nullopt},
        {{std::nullopt, 0, 0, 20}, "您的请求过于频繁，请稍后重试"},
    };
    for (const auto& c : cases) {
        EXPECT_EQ(sms_refusal(c.history, now), c.message)
            << c.history.sent_last_hour << "/" << c.history.sent_last_day << "/" << c.history.ip_sent_last_hour;
    }
}

TEST(Rules, CaptchaAfterFiveFailuresAndLockAfterTenForFifteenMinutes) {
    const std::int64_t now = 1'000'000;
    EXPECT_FALSE(captcha_required({4, 4, now}));
    EXPECT_TRUE(captcha_required({5, 5, now}));
    EXPECT_FALSE(locked({9, 9, now}, now));
    EXPECT_TRUE(locked({10, 10, now}, now));
    EXPECT_TRUE(locked({0, 10, now - kLockSeconds + 1}, now));
    EXPECT_FALSE(locked({0, 10, now - kLockSeconds}, now));
    EXPECT_FALSE(locked({0, 0, std::nullopt}, now));
}

TEST(Rules, RoleAliasListsRolesInTheCataloguesOrder) {
    EXPECT_EQ(role_alias({Role::kTeacher, Role::kNormal}), "normal,teacher");
    EXPECT_EQ(role_alias({Role::kSchoolAdmin}), "schoolAdmin");
    EXPECT_EQ(role_alias({}), "");
    EXPECT_EQ(role_from_name("enterprise"), Role::kEnterprise);
    EXPECT_EQ(role_from_name("root"), std::nullopt);
}

TEST(Rules, NameLengthCountsCharactersNotBytes) {
    EXPECT_EQ(name_problem(""), kMsgNameRequired);
    EXPECT_EQ(name_problem("张三"), std::nullopt);
    std::string nineteen;
    for (int i = 0; i < 19; ++i) nineteen += "张";  // 57 bytes, 19 characters
    EXPECT_EQ(name_problem(nineteen), std::nullopt);
    EXPECT_EQ(name_problem(nineteen + "a"), kMsgNameTooLong);
    EXPECT_EQ(name_problem(std::string(19, 'a')), std::nullopt);
    EXPECT_EQ(name_problem(std::string(20, 'a')), kMsgNameTooLong);
}

TEST(Rules, SexIsZeroOneOrTwo) {
    EXPECT_TRUE(valid_sex(0));
    EXPECT_TRUE(valid_sex(2));
    EXPECT_FALSE(valid_sex(3));
    EXPECT_FALSE(valid_sex(-1));
}

}  // namespace
}  // namespace xj::accounts::rules
