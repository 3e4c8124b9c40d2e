#pragma once

#include "core/router.h"
#include "exams/bank_service.h"

namespace xj::exams {

void register_bank_routes(core::Router& router, BankService& service);

}  // namespace xj::exams
