#include "simulation/state_codec.h"

#include <boost/json.hpp>
#include <stdexcept>

namespace xj::simulation {

namespace json = boost::json;

namespace {

std::int64_t num(const json::object& o, std::string_view key) { return o.at(key).to_number<std::int64_t>(); }
int small(const json::object& o, std::string_view key) { return static_cast<int>(num(o, key)); }

json::array day_json(const DayRecord& r) {
    return {r.day,     r.visitors, r.orders, r.revenue, r.commission, r.goods_cost, r.advertising,
            r.storage, r.refund,   r.profit, r.rating,  r.funds,      r.stockouts};
}

DayRecord day_from(const json::array& a) {
    if (a.size() != 13) throw std::runtime_error("simulation state: a day has 13 numbers");
    auto at = [&](std::size_t i) { return a[i].to_number<std::int64_t>(); };
    DayRecord r;
    r.day = static_cast<int>(at(0));
    r.visitors = static_cast<int>(at(1));
    r.orders = static_cast<int>(at(2));
    r.revenue = at(3);
    r.commission = at(4);
    r.goods_cost = at(5);
    r.advertising = at(6);
    r.storage = at(7);
    r.refund = at(8);
    r.profit = at(9);
    r.rating = static_cast<int>(at(10));
    r.funds = at(11);
    r.stockouts = static_cast<int>(at(12));
    return r;
}

}  // namespace

std::string encode_state(const RunState& s) {
    json::object o{{"stage", static_cast<int>(s.stage)},
                   {"day", s.day},
                   {"funds", s.funds},
                   {"deposit", s.deposit},
                   {"ad", s.advertising},
                   {"rating", s.rating},
                   {"best", s.best_replies},
                   {"bought", s.goods_bought}};
    if (s.answered) o["answered"] = *s.answered;
    if (s.company) {
        json::array scopes;
        for (const std::string& scope : s.company->scopes) scopes.emplace_back(scope);
        o["company"] = json::object{{"name", s.company->name}, {"scopes", scopes}, {"capital", s.company->capital}};
    }
    if (s.shop) o["shop"] = json::object{{"name", s.shop->name}, {"category", s.shop->category_id}};
    json::array listings;
    for (const Listing& l : s.listings) listings.push_back(json::array{l.product_id, l.price, l.stock, l.sold_total});
    o["listings"] = std::move(listings);
    json::array history;
    for (const DayRecord& r : s.history) history.push_back(day_json(r));
    o["history"] = std::move(history);
    json::array log;
    for (const LogEntry& e : s.log) log.push_back(json::array{e.day, std::string_view(e.text)});
    o["log"] = std::move(log);
    return json::serialize(o);
}

RunState decode_state(const std::string& text) {
    try {
        const json::object o = json::parse(text).as_object();
        RunState s;
        s.stage = static_cast<Stage>(small(o, "stage"));
        s.day = small(o, "day");
        s.funds = num(o, "funds");
        s.deposit = num(o, "deposit");
        s.advertising = num(o, "ad");
        s.rating = small(o, "rating");
        s.best_replies = small(o, "best");
        s.goods_bought = num(o, "bought");
        if (o.contains("answered")) s.answered = small(o, "answered");
        if (const json::value* c = o.if_contains("company")) {
            const json::object& co = c->as_object();
            Company company{std::string(co.at("name").as_string()), {}, small(co, "capital")};
            for (const json::value& v : co.at("scopes").as_array()) company.scopes.emplace_back(v.as_string());
            s.company = std::move(company);
        }
        if (const json::value* sh = o.if_contains("shop"))
            s.shop = Shop{std::string(sh->as_object().at("name").as_string()), small(sh->as_object(), "category")};
        for (const json::value& v : o.at("listings").as_array()) {
            const json::array& a = v.as_array();
            s.listings.push_back({static_cast<int>(a.at(0).to_number<std::int64_t>()),
                                  a.at(1).to_number<std::int64_t>(),
                                  static_cast<int>(a.at(2).to_number<std::int64_t>()),
                                  static_cast<int>(a.at(3).to_number<std::int64_t>())});
        }
        for (const json::value& v : o.at("history").as_array()) s.history.push_back(day_from(v.as_array()));
        for (const json::value& v : o.at("log").as_array()) {
            const json::array& a = v.as_array();
            s.log.push_back({static_cast<int>(a.at(0).to_number<std::int64_t>()), std::string(a.at(1).as_string())});
        }
        return s;
    } catch (const std::exception& e) {
        throw std::runtime_error(std::string("simulation state: ") + e.what());
    }
}

}  // namespace xj::simulation
