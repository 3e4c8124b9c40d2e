// Demo data of the assistant: three conversations of the demo student 张晓明 (a course, his deadlines, jobs in
// 杭州), answered by the built-in assistant from the demo data seeded before it. Seeded once (while he has none).
#pragma once

#include "accounts/service.h"
#include "assistant/service.h"
#include "db/db.h"

namespace xj::assistant {

void seed_demo(db::Database& db, accounts::AccountService& accounts, AssistantService& assistant);

}  // namespace xj::assistant
