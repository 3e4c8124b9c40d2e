#include "db/run_alone.h"

#include <memory>
#include <string_view>

namespace xj::db {
namespace {

constexpr std::string_view kTryLock = "SELECT pg_try_advisory_lock(9, :key) AS taken";
constexpr std::string_view kUnlock = "SELECT pg_advisory_unlock(9, :key)";

}  // namespace

bool run_alone(Database& db, AloneWork key, const std::function<void()>& work) {
    std::unique_ptr<Conn> conn = db.connect_alone();
    if (!conn) {
        work();
        return true;
    }
    const Params params{{"key", static_cast<std::int64_t>(key)}};
    auto taken = conn->query_one(kTryLock, params);
    if (!taken || taken->integer("taken") == 0) return false;
    try {
        work();
    } catch (...) {
        try {
            conn->query(kUnlock, params);  // at once: the connection's end releases it too, but a little later
        } catch (const std::exception&) {
            // the connection is lost, and the lock with it; the work's own failure is what the caller hears
        }
        throw;
    }
    conn->query(kUnlock, params);
    return true;
}

}  // namespace xj::db
