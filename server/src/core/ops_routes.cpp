#include "core/ops_routes.h"

#include <spdlog/spdlog.h>

namespace xj::core {

namespace http = boost::beast::http;

void register_ops_routes(Router& router, db::Database& db, const Metrics& metrics) {
    auto ops = router.domain("ops");
    ops.add(http::verb::get, "/healthz", Access::public_(), "健康检查（含数据库）", [&db](const Request&) {
        Response res;
        res.with_header("Cache-Control", "no-store");
        try {
            db.with_conn([](db::Conn& conn) { conn.query("SELECT 1"); });
            res.body = std::string(R"({"status":"ok"})");
        } catch (const std::exception& e) {
            spdlog::error("healthz: database unavailable: {}", e.what());
            res.status = http::status::service_unavailable;
            res.body = std::string(R"({"status":"unavailable"})");
        }
        return res;
    });
    ops.add(http::verb::get, "/metrics", Access::public_(), "Prometheus 指标", [&metrics](const Request&) {
        Response res;
        res.content_type = "text/plain; version=0.0.4; charset=utf-8";
        res.body = metrics.render();
        res.with_header("Cache-Control", "no-store");
        return res;
    });
}

}  // namespace xj::core
