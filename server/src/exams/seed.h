// Demo exams (docs/exams.md): a question bank, a homework, a unit test and a final exam for 王丽华's "Python 程序设计".
#pragma once

#include "exams/bank_service.h"

namespace xj::exams {

// Idempotent; after the courses and the study demo.
void seed_exams_demo(BankService& bank);

}  // namespace xj::exams
