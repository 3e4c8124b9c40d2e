#include "exams/paper_routes.h"

namespace xj::exams {

void register_paper_routes(core::Router& router, PaperService& service) {}

}  // namespace xj::exams
