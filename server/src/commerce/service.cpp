#include "commerce/service.h"

#include <spdlog/spdlog.h>

#include <vector>

#include "core/api_error.h"
#include "core/qr_code.h"
#include "core/sign.h"
#include "core/time_format.h"

namespace xj::commerce {

using core::ApiError;

namespace {

constexpr std::string_view kMsgOwned = "您已加入该课程的学习";
constexpr std::string_view kMsgPaidNoDelete = "已支付的订单不能删除";
constexpr std::string_view kMsgExpired = "订单已过期，请重新下单";
constexpr std::string_view kMsgPaid = "订单已支付";
constexpr std::string_view kMsgUnpaid = "订单未支付";
constexpr std::string_view kMsgTopUpOnline = "充值请使用在线支付";
constexpr std::string_view kMsgPayType = "请选择支付方式";
constexpr std::string_view kMsgNoQr = "请先选择在线支付";
constexpr std::string_view kMsgTopUpRange = "充值金额须在1元到50000元之间";
constexpr std::string_view kMsgNoSchool = "当前站点未开通支付";
constexpr std::string_view kMsgZeroOnline = "订单金额为0，请使用余额支付";
constexpr std::string_view kMsgTooManyTopUps = "待支付的充值订单过多，请先完成或删除";
constexpr std::string_view kMsgOnlineOff = "在线支付未开通";
constexpr std::int64_t kOpenTopUpsMax = 5;
constexpr int kQrSize = 360;
// Ask the provider about a waiting trade once its notification is this late.
constexpr std::int64_t kQueryAfterSeconds = 10;

std::string order_title(const courses::CourseInfo& course) { return course.card.name; }

}  // namespace

std::string make_order_no(std::int64_t at) {
    // XJ, the China time of the order to the second, six random digits: readable on the phone, unique by the index.
    std::string stamp;
    for (char ch : core::iso_time(at).substr(0, 19))
        if (ch >= '0' && ch <= '9') stamp += ch;
    return "XJ" + stamp + core::random_code(6, core::kDigits);
}

Order CommerceService::owned(db::Conn& conn, const core::AuthUser& user, const std::string& order_no, bool lock) const {
    auto order = order_no.empty() ? std::nullopt : store_.order_by_no(conn, order_no, lock);
    if (!order || order->user_id != user.id) throw ApiError::business(std::string(kMsgNoOrder));
    return *order;
}

void CommerceService::require_payable(const Order& order) const {
    if (order.status == kOrderPaid) throw ApiError::business(std::string(kMsgPaid));
    if (order.status != kOrderUnpaid) throw ApiError::business(std::string(kMsgClosed));
    if (order.expires_at <= now()) throw ApiError::business(std::string(kMsgExpired));
}

Order CommerceService::add_order(std::string_view host, const core::AuthUser& user, const std::string& course_sign,
                                 const std::string& code, const std::string& marketer) {
    std::int64_t school = courses_.school_of(host);
    for (int attempt = 0;; ++attempt) {
        std::vector<Payment> retired;
        auto made = db_.with_tx([&](db::Conn& c) -> std::optional<Order> {
            auto course = courses_.find_course(c, school, course_sign);
            if (!course || course->card.status != courses::kStatusPublished)
                throw ApiError::business(std::string(kMsgNoCourse));
            if (course->card.offering == courses::kOfferingTraining)
                training_.require_purchasable(c, school, course_sign);
            if (courses_.is_enrolled(c, user.id, course->card.id)) throw ApiError::business(std::string(kMsgOwned));
            auto referred = referral(c, marketer, course->card.school_id, user.id);
            if (auto seen = store_.unpaid_order_for(c, user.id, course->card.id)) {
                // The order's row locked first (as every writer), then read again: a payment, a deletion or the
                // sweep may have moved it since.
                auto open = store_.order_by_id(c, seen->id, true);
                if (open && open->status == kOrderUnpaid && open->expires_at > now()) {
                    if (!code.empty() && open->discount_code != code) retired = recode(c, *open, code);
                    if (referred) store_.set_marketer(c, open->id, *referred);
                    return store_.order_by_id(c, open->id);
                }
                if (open && open->status == kOrderUnpaid)
                    close_unpaid(c, *open, false);  // its time is up: closed here rather than waiting for the sweep
                if (courses_.is_enrolled(c, user.id, course->card.id))  // paid meanwhile
                    throw ApiError::business(std::string(kMsgOwned));
            }
            if (course->card.price <= 0) throw ApiError::business(std::string(kMsgFree));
            Quote q = quote(c, course->card.id, course->card.price, code, true);
            NewOrder o;
            o.order_no = make_order_no(now());
            o.user_id = user.id;
            o.school_id = course->card.school_id;
            o.order_type = course->card.offering == courses::kOfferingTraining ? kOrderTraining : kOrderCourse;
            o.course_id = course->card.id;
            o.title = order_title(*course);
            o.picture = course->card.picture;
            o.price_fen = course->card.price;
            o.discount_fen = q.discount_fen;
            o.discount_code = q.code;
            o.marketer_id = referred;
            o.created_at = now();
            o.expires_at = o.created_at + ttl_.count();
            auto id = store_.insert_order(c, o);
            if (!id) {  // another call made it (or the number was taken): its code use goes back, read again
                if (q.code) store_.give_code_use(c, *q.code);
                return std::nullopt;
            }
            return store_.order_by_id(c, *id);
        });
        close_at_provider(retired);
        if (made) return *made;
        if (attempt >= 3) throw ApiError::of(core::ApiCode::kBusy);
    }
}

void CommerceService::close_at_provider(const std::vector<Payment>& retired) {
    for (const auto& p : retired)
        if (p.provider == provider_.name()) provider_.close(p.out_trade_no);
}

bool CommerceService::close_unpaid(db::Conn& conn, const Order& o, bool hide) {
    for (const auto& p : store_.open_payments(conn, o.id)) store_.close_payment(conn, p.id);
    if (!store_.close_order(conn, o.id, hide, now())) return false;
    if (o.discount_code) store_.give_code_use(conn, *o.discount_code);
    return true;
}

Order CommerceService::add_top_up(std::string_view host, const core::AuthUser& user, std::int64_t amount_fen) {
    if (amount_fen < kTopUpMinFen || amount_fen > kTopUpMaxFen)
        throw ApiError::invalid("amount", std::string(kMsgTopUpRange));
    if (provider_.name() == "none") throw ApiError::business(std::string(kMsgOnlineOff));
    std::int64_t school = courses_.school_of(host);
    if (school == 0) throw ApiError::business(std::string(kMsgNoSchool));
    return db_.with_tx([&](db::Conn& c) {
        if (store_.open_orders(c, user.id, kOrderTopUp, now()) >= kOpenTopUpsMax)
            throw ApiError::business(std::string(kMsgTooManyTopUps));
        NewOrder o;
        o.order_no = make_order_no(now());
        o.user_id = user.id;
        o.school_id = school;
        o.order_type = kOrderTopUp;
        o.title = "余额充值";
        o.price_fen = amount_fen;
        o.created_at = now();
        o.expires_at = o.created_at + ttl_.count();
        auto id = store_.insert_order(c, o);
        if (!id) throw ApiError::of(core::ApiCode::kBusy);
        return *store_.order_by_id(c, *id);
    });
}

std::optional<Order> CommerceService::order_for_course(std::string_view host, const core::AuthUser& user,
                                                       const std::string& course_sign) {
    std::int64_t school = courses_.school_of(host);
    return db_.with_conn([&](db::Conn& c) -> std::optional<Order> {
        auto course = courses_.find_course(c, school, course_sign);
        if (!course) throw ApiError::business(std::string(kMsgNoCourse));
        return store_.latest_order_for(c, user.id, course->card.id);
    });
}

Order CommerceService::order(const core::AuthUser& user, const std::string& order_no) {
    return db_.with_conn([&](db::Conn& c) { return owned(c, user, order_no, false); });
}

Order CommerceService::paid_order(const core::AuthUser& user, const std::string& order_no) {
    Order o = order(user, order_no);
    if (o.status != kOrderPaid) throw ApiError::business(std::string(kMsgUnpaid));
    return o;
}

Paged<Order> CommerceService::orders(const core::AuthUser& user, const OrderQuery& query) {
    return db_.with_conn([&](db::Conn& c) { return store_.orders_of(c, user.id, query); });
}

void CommerceService::remove(const core::AuthUser& user, const std::string& order_no) {
    // A waiting trade at an outside provider is closed there first, so that it can no longer take money.
    auto waiting = db_.with_conn([&](db::Conn& c) {
        Order o = owned(c, user, order_no, false);
        if (o.status == kOrderPaid || o.status == kOrderRefunded)
            throw ApiError::business(std::string(kMsgPaidNoDelete));
        return store_.open_payments(c, o.id);
    });
    close_at_provider(waiting);
    db_.with_tx([&](db::Conn& c) {
        Order o = owned(c, user, order_no, true);
        if (o.status == kOrderPaid || o.status == kOrderRefunded)
            throw ApiError::business(std::string(kMsgPaidNoDelete));
        if (!close_unpaid(c, o, true)) store_.hide_order(c, o.id);  // closed before: hidden now
    });
}

Checkout CommerceService::checkout(const core::AuthUser& user, const std::string& order_no) {
    return db_.with_conn([&](db::Conn& c) {
        Checkout out{owned(c, user, order_no, false), store_.balance(c, user.id), std::nullopt};
        if (out.order.status == kOrderUnpaid && out.order.pay_type == kPayOnline)
            out.payment = store_.open_payment(c, out.order.id, provider_.name());
        return out;
    });
}

Checkout CommerceService::choose_pay_type(const core::AuthUser& user, const std::string& order_no, int pay_type,
                                          const std::string& site_url) {
    if (pay_type != kPayBalance && pay_type != kPayOnline) throw ApiError::invalid("payType", std::string(kMsgPayType));
    // Read first; the provider is asked outside any transaction.
    std::optional<Payment> stale;
    auto [order, existing] = db_.with_tx([&](db::Conn& c) {
        Order o = owned(c, user, order_no, true);
        require_payable(o);
        if (pay_type == kPayBalance && o.order_type == kOrderTopUp)
            throw ApiError::business(std::string(kMsgTopUpOnline));
        if (pay_type == kPayOnline && o.amount_fen == 0) throw ApiError::business(std::string(kMsgZeroOnline));
        store_.set_pay_type(c, o.id, pay_type);
        std::optional<Payment> p;
        if (pay_type == kPayOnline) {
            p = store_.open_payment(c, o.id, provider_.name());
            if (p && p->amount_fen != o.amount_fen) {  // re-priced since: that trade is not this order's any more
                store_.close_payment(c, p->id);
                stale = *p;
                p.reset();
            }
        }
        return std::pair{o, p};
    });
    if (stale) close_at_provider({*stale});
    if (pay_type == kPayOnline && !existing) {
        Payment p;
        p.order_id = order.id;
        p.provider = std::string(provider_.name());
        p.out_trade_no = order.order_no + "-" + core::make_sign().substr(0, 6);
        p.amount_fen = order.amount_fen;
        Precreated made =
            provider_.precreate(TradeRequest{p.out_trade_no, p.amount_fen, order.title, site_url, order.expires_at});
        p.code_url = made.code_url;
        p.token = made.token;
        bool kept = db_.with_tx([&](db::Conn& c) {
            Order o = owned(c, user, order_no, true);
            require_payable(o);
            if (o.amount_fen != p.amount_fen) return false;  // re-priced while the trade was opened
            // Another call opened one meanwhile: keep that one (this trade is never shown, so never paid).
            if (auto other = store_.open_payment(c, o.id, provider_.name()); other && other->amount_fen == o.amount_fen)
                return false;
            p.created_at = now();
            store_.insert_payment(c, p);
            return true;
        });
        if (!kept) close_at_provider({p});
    }
    return checkout(user, order_no);
}

bool CommerceService::pay_from_balance(const core::AuthUser& user, const std::string& order_no) {
    std::optional<std::int64_t> enrolled_school;
    bool paid = db_.with_tx([&](db::Conn& c) {
        Order o = owned(c, user, order_no, true);
        if (o.status == kOrderPaid) return true;  // paid before: the same answer
        require_payable(o);
        if (o.order_type == kOrderTopUp) throw ApiError::business(std::string(kMsgTopUpOnline));
        require_wanted(c, o);
        lock_balances_of(c, o);
        if (o.amount_fen > 0) {
            auto after = store_.take(c, user.id, o.amount_fen, now());
            if (!after) return false;  // short: nothing written
            store_.insert_entry(c, user.id, kEntryPayment, -o.amount_fen, *after, o.id, o.title, now());
        }
        if (!store_.mark_paid(c, o.id, kPayBalance, now())) throw ApiError::of(core::ApiCode::kBusy);
        // A QR code shown before can no longer pay it.
        for (const auto& p : store_.open_payments(c, o.id)) store_.close_payment(c, p.id);
        fulfil(c, o);
        enrolled_school = o.school_id;
        return true;
    });
    if (enrolled_school) courses_.catalogue_changed(*enrolled_school);  // studentCount in the cards
    return paid;
}

bool CommerceService::still_wanted(db::Conn& conn, const Order& o) const {
    if (o.order_type == kOrderTopUp) return true;
    if (o.order_type == kOrderCodes) return !codes_refusal(conn, o.school_id, o.course_sign);  // codes are for others
    return o.course_id && !courses_.is_enrolled(conn, o.user_id, *o.course_id);
}

void CommerceService::require_wanted(db::Conn& conn, const Order& o) const {
    if (o.order_type == kOrderTopUp) return;
    if (!o.course_id) throw ApiError::business(std::string(kMsgNoCourse));
    if (o.order_type == kOrderCodes) {
        if (auto refused = codes_refusal(conn, o.school_id, o.course_sign))
            throw ApiError::business(std::string(*refused));
        return;
    }
    if (courses_.is_enrolled(conn, o.user_id, *o.course_id)) throw ApiError::business(std::string(kMsgOwned));
}

void CommerceService::fulfil(db::Conn& conn, const Order& order) {
    if (order.order_type == kOrderTopUp) {
        std::int64_t after = store_.give(conn, order.user_id, order.amount_fen, now());
        store_.insert_entry(conn, order.user_id, kEntryTopUp, order.amount_fen, after, order.id, order.title, now());
        return;
    }
    if (order.order_type == kOrderCodes) {
        issue_codes(conn, order);
        return;
    }
    if (order.course_id) courses_.enrol(conn, order.user_id, *order.course_id, courses::kSourceOrder, now());
    credit_commission(conn, order);
}

std::optional<std::int64_t> CommerceService::settle(db::Conn& conn, const Payment& seen, const std::string& trade_no) {
    // Every writer locks an order's row before its payments' (PostgreSQL): the order first, then the payment again.
    Order o = *store_.order_by_id(conn, seen.order_id, true);
    auto p = store_.payment_by_trade(conn, seen.out_trade_no, true);
    if (!p || p->status == kPaymentPaid) return std::nullopt;  // applied before
    lock_balances_of(conn, o);
    const bool current = p->status == kPaymentWaiting && p->amount_fen == o.amount_fen;
    store_.mark_payment_paid(conn, p->id, trade_no, now());
    // Only the order's current trade, for its amount, pays it — and only for an item the buyer can still get. A
    // retired trade (the order re-priced, deleted or expired) or a course gone or owned meanwhile: the money is the
    // buyer's, in the balance (below).
    if (current && still_wanted(conn, o) && store_.mark_paid(conn, o.id, kPayOnline, now())) {
        fulfil(conn, o);
        return o.school_id;
    }
    // The order was closed (or paid otherwise) before the money arrived: the money is the buyer's, in the balance.
    std::int64_t after = store_.give(conn, o.user_id, p->amount_fen, now());
    store_.insert_entry(conn, o.user_id, kEntryLatePayment, p->amount_fen, after, o.id, o.title, now());
    spdlog::warn("commerce: payment {} arrived for order {} in status {}; credited to the buyer's balance",
                 p->out_trade_no, o.order_no, o.status);
    return o.school_id;
}

bool CommerceService::apply_trade(const TradeStatus& trade) {
    if (trade.state != TradeState::kPaid) return false;
    auto school = db_.with_tx([&](db::Conn& c) -> std::optional<std::int64_t> {
        auto p = store_.payment_by_trade(c, trade.out_trade_no);
        if (!p || p->provider != provider_.name()) return std::nullopt;
        if (p->amount_fen != trade.amount_fen) {
            spdlog::warn("commerce: trade {} reported {} fen, expected {}: ignored", trade.out_trade_no,
                         trade.amount_fen, p->amount_fen);
            return std::nullopt;
        }
        return settle(c, *p, trade.trade_no);
    });
    if (school) courses_.catalogue_changed(*school);  // studentCount in the cards
    return school.has_value();
}

bool CommerceService::notify(std::string_view body) {
    auto trade = provider_.verify_notification(body);
    if (!trade) {
        spdlog::warn("commerce: a payment notification that does not verify was refused");
        return false;
    }
    apply_trade(*trade);
    return true;
}

Order CommerceService::check_payment(const core::AuthUser& user, const std::string& order_no) {
    auto [order, waiting] = db_.with_conn([&](db::Conn& c) {
        Order o = owned(c, user, order_no, false);
        std::optional<Payment> p;
        if (o.status == kOrderUnpaid) p = store_.open_payment(c, o.id, provider_.name());
        return std::pair{o, p};
    });
    if (!waiting || waiting->created_at + kQueryAfterSeconds > now()) return order;
    if (auto trade = provider_.query(waiting->out_trade_no); trade && trade->state == TradeState::kPaid)
        if (apply_trade(*trade)) return this->order(user, order_no);
    return order;
}

std::string CommerceService::qr_png(const core::AuthUser& user, const std::string& order_no) {
    Checkout c = checkout(user, order_no);
    if (!c.payment) throw ApiError::business(std::string(kMsgNoQr));
    return core::qr_png(c.payment->code_url, kQrSize);
}

}  // namespace xj::commerce
