// The expiry sweep (docs/commerce.md "Expiry"): unpaid orders whose time is up are closed with their waiting trades,
// after asking an outside provider whether the trade was paid after all.
#include <spdlog/spdlog.h>

#include "commerce/service.h"
#include "db/run_alone.h"

namespace xj::commerce {

namespace {

constexpr int kSweepBatch = 100;

}  // namespace

int CommerceService::close_due() {
    auto due = db_.with_conn([&](db::Conn& c) { return store_.due_orders(c, now(), kSweepBatch); });
    int closed = 0;
    for (std::int64_t id : due) {
        // A trade at an outside provider is closed there first; one it says is paid is applied instead.
        auto waiting = db_.with_conn([&](db::Conn& c) { return store_.open_payments(c, id); });
        for (const auto& p : waiting) {
            if (p.provider != provider_.name() || provider_.name() == "platform") continue;
            if (auto trade = provider_.query(p.out_trade_no); trade && trade->state == TradeState::kPaid)
                apply_trade(*trade);
            else provider_.close(p.out_trade_no);
        }
        closed += db_.with_tx([&](db::Conn& c) {
            auto o = store_.order_by_id(c, id, true);
            if (!o || o->status != kOrderUnpaid || o->expires_at > now()) return 0;
            return close_unpaid(c, *o, false) ? 1 : 0;
        });
    }
    return closed;
}

void CommerceService::start_sweep(std::chrono::milliseconds period) {
    // One instance of a deployment sweeps at a time (db/run_alone.h): the provider is asked once per order.
    sweeper_.start("commerce: order sweep", period, [this] {
        int n = 0;
        db::run_alone(db_, db::AloneWork::kOrderExpiry, [&] { n = close_due(); });
        if (n > 0) spdlog::info("commerce: closed {} unpaid orders past their time", n);
    });
}

void CommerceService::stop_sweep() { sweeper_.stop(); }

}  // namespace xj::commerce
