// Background work that one instance of a deployment does at a time (the exams' deadline sweep, the orders' expiry):
// on PostgreSQL a session advisory lock of class 9, taken without waiting on a connection outside the pool; an
// instance that finds it taken skips this run, since another instance is doing the same work now. SQLite has one
// instance per file, so the work runs.
#pragma once

#include <cstdint>
#include <functional>

#include "db/db.h"

namespace xj::db {

// The works' keys in class 9 of the two-key advisory lock space (6: a bank, 7: the login guard, 8: exam uploads).
enum class AloneWork : std::int32_t { kExamDeadlines = 1, kOrderExpiry = 2 };

// Whether `work` ran here. Throws what `work` throws; a database that cannot be reached throws DbError.
bool run_alone(Database& db, AloneWork key, const std::function<void()>& work);

}  // namespace xj::db
