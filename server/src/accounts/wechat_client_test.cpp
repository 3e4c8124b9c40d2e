// WeChat sign-in, the outside part: the qrconnect and API URLs, the answers' parsing into a token, a refusal
// (errcode) or "unavailable", the callBack rule and the masked open id.
#include <gtest/gtest.h>

#include "accounts/wechat_client.h"

namespace xj::accounts {
namespace {

WechatSettings settings() {
    WechatSettings s;
    s.appid = "wx123";
    s.secret = "s3cr3t&x";
    s.redirect_uri = "https://xj.example.com/weixin-form";
    s.qr_url = "https://open.example.com/connect/qrconnect";
    s.api_url = "http://127.0.0.1:9/api";
    return s;
}

TEST(WechatClient, BuildsTheQrConnectUrlWithEncodedRedirectAndTheWechatFragment) {
    EXPECT_EQ(qr_connect_url(settings(), "st-AB_c"),
              "https://open.example.com/connect/qrconnect?appid=wx123"
              "&redirect_uri=https%3A%2F%2Fxj.example.com%2Fweixin-form&response_type=code&scope=snsapi_login"
              "&state=st-AB_c#wechat_redirect");
    WechatSettings with_query = settings();
    with_query.qr_url = "https://open.example.com/qr?lang=cn";
    EXPECT_TRUE(qr_connect_url(with_query, "s").starts_with("https://open.example.com/qr?lang=cn&appid=wx123&"));
}

TEST(WechatClient, BuildsTheApiUrlsWithEveryValueEncoded) {
    EXPECT_EQ(access_token_url(settings(), "c o/de"),
              "http://127.0.0.1:9/api/sns/oauth2/access_token?appid=wx123&secret=s3cr3t%26x&code=c%20o%2Fde"
              "&grant_type=authorization_code");
    EXPECT_EQ(user_info_url(settings(), "tok+1", "oid=2"),
              "http://127.0.0.1:9/api/sns/userinfo?access_token=tok%2B1&openid=oid%3D2");
}

TEST(WechatClient, ParsesATokenAnswerWithAndWithoutUnionId) {
    WechatToken t = parse_access_token(R"({"access_token":"AT","expires_in":7200,"openid":"o1","unionid":"u1"})");
    EXPECT_EQ(t.access_token, "AT");
    EXPECT_EQ(t.open_id, "o1");
    EXPECT_EQ(t.union_id, "u1");
    EXPECT_EQ(parse_access_token(R"({"access_token":"AT","openid":"o1"})").union_id, "");
    EXPECT_EQ(parse_access_token(R"({"errcode":0,"access_token":"AT","openid":"o1"})").open_id, "o1");
}

WechatError::Kind kind_of(std::string_view body, bool token) {
    try {
        if (token) {
            parse_access_token(body);
        } else {
            parse_user_info(body);
        }
    } catch (const WechatError& e) {
        return e.kind();
    }
    ADD_FAILURE() << "no error for " << body;
    return WechatError::Kind::kUnavailable;
}

TEST(WechatClient, AnErrcodeIsARefusalAndAnythingElseUnexpectedIsUnavailable) {
    EXPECT_EQ(kind_of(R"({"errcode":40029,"errmsg":"invalid code"})", true), WechatError::Kind::kRefused);
    EXPECT_EQ(kind_of(R"({"errcode":40003,"errmsg":"invalid openid"})", false), WechatError::Kind::kRefused);
    for (std::string_view body :
         {"", "<html>", "[]", R"({"access_token":"AT"})", R"({"openid":"o"})", R"({"access_token":1,"openid":"o"})"}) {
        EXPECT_EQ(kind_of(body, true), WechatError::Kind::kUnavailable) << body;
    }
    EXPECT_EQ(kind_of("not json", false), WechatError::Kind::kUnavailable);
}

TEST(WechatClient, ParsesTheUserInfoAnswer) {
    WechatProfile p = parse_user_info(R"({"openid":"o1","nickname":"小鲸","headimgurl":"http://img/x.png","sex":1})");
    EXPECT_EQ(p.nickname, "小鲸");
    EXPECT_EQ(p.head_image, "http://img/x.png");
    EXPECT_EQ(parse_user_info(R"({"openid":"o1"})").nickname, "");
}

TEST(WechatClient, KeepsOnlySameSiteCallBacks) {
    EXPECT_EQ(same_site_call_back("", "xj.example.com"), "");
    EXPECT_EQ(same_site_call_back("/home/account?tab=1#x", "xj.example.com"), "/home/account?tab=1#x");
    EXPECT_EQ(same_site_call_back("https://XJ.example.com:8443/home/account?a=1", "xj.example.com"),
              "/home/account?a=1");
    EXPECT_EQ(same_site_call_back("http://xj.example.com", "xj.example.com"), "/");
    EXPECT_EQ(same_site_call_back("http://xj.example.com?x=1", "xj.example.com"), "/?x=1");
    for (std::string_view bad :
         {"//evil.com/x", "/\\evil.com", "https://evil.com/home", "https://xj.example.com@evil.com/",
          "https://evil.com\\@xj.example.com/", "javascript:alert(1)", "home/account", "ftp://xj.example.com/", "/a\nb",
          "https:///x", "https://xj.example.com//evil.com"}) {
        EXPECT_FALSE(same_site_call_back(bad, "xj.example.com")) << bad;
    }
    EXPECT_FALSE(same_site_call_back("/" + std::string(600, 'a'), "xj.example.com"));
}

TEST(WechatClient, MasksTheOpenId) {
    EXPECT_EQ(mask_open_id("oABCD1234567890wxyz"), "oABC****wxyz");
    EXPECT_EQ(mask_open_id("short"), "****");
}

}  // namespace
}  // namespace xj::accounts
