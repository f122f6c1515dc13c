// Lays out JSON for people: two-space indents, arrays of plain values ([x, y], ids, dice) on one
// line.
#pragma once

// cereal's json.hpp must come before any rapidjson header: it makes RAPIDJSON_ASSERT throw.
#include <cereal/archives/json.hpp>

#include <rapidjson/document.h>

#include <string>

namespace hfg::io {

/// The text of a document hfg itself built (so shallow), two-space indents, arrays holding only
/// numbers, strings or booleans on one line: a polyline is one point per line, and a diff of a
/// moved node shows one changed line. Numbers print as the shortest text that reads back to the
/// same value.
std::string layOutJson(const rapidjson::Value& document);

}  // namespace hfg::io
