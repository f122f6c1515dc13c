// Lays out JSON for people: two-space indents, arrays of plain values ([x, y], ids, dice) on one
// line.
#pragma once

#include <string>
#include <string_view>

namespace hfg::io {

/// Re-lays out JSON text that hfg itself wrote (so trusted and shallow) so that arrays holding
/// only numbers, strings or booleans sit on one line: a polyline is one point per line, and a
/// diff of a moved node shows one changed line.
std::string layOutJson(std::string_view json);

}  // namespace hfg::io
