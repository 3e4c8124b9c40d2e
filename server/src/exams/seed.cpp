#include "exams/seed.h"

namespace xj::exams {

void seed_exams_demo(BankService& bank) {}

}  // namespace xj::exams
