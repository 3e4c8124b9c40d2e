// Private to the db folder: the two drivers' entry points, called by open().
#pragma once

#include <cstddef>
#include <memory>
#include <string>

#include "db/db.h"

namespace xj::db::detail {

// path: a file name ("data/xuejing.db", "/tmp/x.db") or ":memory:".
std::unique_ptr<Database> open_sqlite(const std::string& path, std::size_t pool_size, const OpenOptions& options);

// url: a libpq connection URI (postgresql://user@host:port/db?…).
std::unique_ptr<Database> open_postgres(const std::string& url, std::size_t pool_size);

}  // namespace xj::db::detail
