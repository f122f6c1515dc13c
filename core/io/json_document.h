// Parses untrusted JSON text into a rapidjson document without recursion and with a depth bound.
#pragma once

// cereal's json.hpp must come before any rapidjson header: it makes RAPIDJSON_ASSERT throw.
#include <cereal/archives/json.hpp>

#include <rapidjson/document.h>

#include <filesystem>
#include <string>
#include <string_view>

namespace hfg::io {

/// Deepest nesting of objects and arrays accepted; the deepest real file (an orbat) needs 7.
inline constexpr int kMaxJsonDepth = 64;

/// Parses `text` (read from `file`, for messages) iteratively, refusing malformed JSON, NUL bytes,
/// invalid UTF-8, nesting deeper than kMaxJsonDepth and a root that is not an object.
/// Throws LoadError carrying the line and column of the problem.
rapidjson::Document parseJsonDocument(std::string_view text, const std::filesystem::path& file);

/// Compact JSON text of a parsed (hence depth-bounded) value.
std::string writeJsonText(const rapidjson::Value& value);

/// "a string", "a number", "an object", ...: for "expected X, found Y" messages.
std::string describeJsonType(const rapidjson::Value& value);

}  // namespace hfg::io
