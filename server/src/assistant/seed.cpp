#include "assistant/seed.h"

#include <array>

#include <spdlog/spdlog.h>

#include "accounts/seed.h"

namespace xj::assistant {

namespace {

constexpr std::string_view kStudentMobile = "13800000001";  // 张晓明
constexpr std::string_view kHost = "localhost";             // the demo school's site
constexpr std::array<std::string_view, 3> kQuestions = {"有没有跨境电商的课程？", "我还有哪些考试没考？",
                                                        "杭州有什么数据分析的工作"};

}  // namespace

void seed_demo(db::Database& db, accounts::AccountService& accounts, AssistantService& assistant) {
    auto student =
        db.with_conn([&](db::Conn& c) { return accounts.find_user_by_mobile(c, std::string(kStudentMobile)); });
    if (!student) return;
    core::AuthUser user = accounts::auth_user_of(*student);
    if (assistant.conversations(user, {1, 1}).total > 0) return;
    Asker asker{user, std::string(kHost)};
    for (std::string_view question : kQuestions) assistant.ask_now(asker, {std::string(question), "", false});
    spdlog::info("demo: {} assistant conversations for {}", kQuestions.size(), student->name);
}

}  // namespace xj::assistant
