#include "exams/bank_routes.h"

namespace xj::exams {

void register_bank_routes(core::Router& router, BankService& service) {}

}  // namespace xj::exams
