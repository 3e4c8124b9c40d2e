// Demo data of the message centre: system notices, bulletins of 学鲸职业技术学院 and messages in 张晓明's courses,
// some of them read by him so the header's badge shows a number.
#pragma once

#include "messages/service.h"

namespace xj::messages {

// Notices and bulletins are seeded once into a database without any; course messages once courses with 张晓明
// enrolled exist (so a later start seeds them when the courses arrived after the first). Each part is re-checked
// inside its transaction, so two instances starting at once seed once. Call after the accounts and courses demo
// data. True when anything was seeded.
bool seed_demo(db::Database& db, const core::Clock& clock, accounts::AccountService& accounts);

}  // namespace xj::messages
