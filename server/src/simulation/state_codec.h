// A run's state as the JSON document saved in simulation_run.state (short keys, money in fen), and back.
#pragma once

#include <string>

#include "simulation/model.h"

namespace xj::simulation {

std::string encode_state(const RunState& state);
// Throws std::runtime_error for a document that is not a state (the column is only ever written by encode_state).
RunState decode_state(const std::string& text);

}  // namespace xj::simulation
