// The simulation domain's answers (docs/simulation.md "Shapes"): money in yuan, a rating in stars.
#pragma once

#include <boost/json.hpp>
#include <vector>

#include "articles/model.h"
#include "core/page.h"
#include "simulation/service.h"

namespace xj::simulation {

boost::json::object card_json(const PracticeCard& c);
boost::json::array cards_json(const std::vector<PracticeCard>& list);
boost::json::object detail_json(const PracticeDetail& d);
boost::json::object run_card_json(const RunCard& r);
boost::json::object market_json(const Practice& p);
boost::json::object run_json(const RunView& v);
boost::json::object assignment_json(const Assignment& a);
boost::json::object trainee_json(const Trainee& t);
boost::json::object information_json(const core::Paged<articles::NewsItem>& page);
boost::json::array categories_json(const std::vector<CategoryCount>& list);

}  // namespace xj::simulation
