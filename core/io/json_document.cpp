// Iterative, depth-bounded JSON parsing with line and column in every syntax error.
#include "core/io/json_document.h"

// cereal's json.hpp must come before any rapidjson header: it makes RAPIDJSON_ASSERT throw.
#include <cereal/archives/json.hpp>

#include <rapidjson/error/en.h>
#include <rapidjson/memorystream.h>
#include <rapidjson/reader.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "core/io/load_error.h"

namespace hfg::io {
namespace {

// Full precision so numbers read back exactly; no NaN or Infinity, which JSON does not have.
constexpr unsigned kParseFlags = rapidjson::kParseIterativeFlag |
                                 rapidjson::kParseFullPrecisionFlag |
                                 rapidjson::kParseValidateEncodingFlag;

/// SAX handler that only counts nesting and stops the parse when it gets too deep.
struct DepthLimit : rapidjson::BaseReaderHandler<rapidjson::UTF8<>, DepthLimit> {
  int depth = 0;
  bool tooDeep = false;
  bool Default() { return true; }
  bool StartObject() { return enter(); }
  bool StartArray() { return enter(); }
  bool EndObject(rapidjson::SizeType) { return leave(); }
  bool EndArray(rapidjson::SizeType) { return leave(); }
  bool enter() {
    tooDeep = ++depth > kMaxJsonDepth;
    return !tooDeep;
  }
  bool leave() {
    --depth;
    return true;
  }
};

[[noreturn]] void failAt(const std::filesystem::path& file, std::string_view text,
                         std::size_t offset, const std::string& problem) {
  int line = 1;
  std::size_t lineStart = 0;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      lineStart = i + 1;
    }
  }
  throw LoadError(file, line, static_cast<int>(offset - lineStart) + 1, problem);
}

}  // namespace

rapidjson::Document parseJsonDocument(std::string_view text, const std::filesystem::path& file) {
  std::size_t start = 0;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") start = 3;  // a UTF-8 byte order mark from an editor
  if (auto nul = text.find('\0'); nul != std::string_view::npos)
    failAt(file, text, nul, "malformed JSON: NUL byte (is this a text file?)");
  std::string_view body = text.substr(start);

  auto syntaxError = [&](rapidjson::ParseErrorCode code, std::size_t offset) {
    std::string problem = std::string("malformed JSON: ") + rapidjson::GetParseError_En(code);
    if (offset >= body.size()) problem += " (the file ends early: truncated?)";
    failAt(file, text, start + offset, problem);
  };

  // First pass: SAX with a depth counter, so nothing deep ever reaches a recursive walk.
  {
    DepthLimit limit;
    rapidjson::Reader reader;
    rapidjson::MemoryStream stream(body.data(), body.size());
    rapidjson::ParseResult result = reader.Parse<kParseFlags>(stream, limit);
    if (limit.tooDeep)
      failAt(file, text, start + result.Offset(),
             "malformed JSON: nested deeper than " + std::to_string(kMaxJsonDepth) + " levels");
    if (result.IsError()) syntaxError(result.Code(), result.Offset());
  }

  rapidjson::Document doc;
  doc.Parse<kParseFlags>(body.data(), body.size());
  if (doc.HasParseError()) syntaxError(doc.GetParseError(), doc.GetErrorOffset());
  if (!doc.IsObject())
    throw LoadError(file, "",
                    "expected a JSON object at the top level, found " + describeJsonType(doc));
  return doc;
}

std::string writeJsonText(const rapidjson::Value& value) {
  rapidjson::StringBuffer buffer;
  rapidjson::Writer<rapidjson::StringBuffer> writer(buffer);
  value.Accept(writer);
  return std::string(buffer.GetString(), buffer.GetSize());
}

std::string describeJsonType(const rapidjson::Value& value) {
  if (value.IsNull()) return "null";
  if (value.IsBool()) return "a boolean";
  if (value.IsString()) return "a string";
  if (value.IsInt() || value.IsInt64() || value.IsUint64()) return "an integer";
  if (value.IsNumber()) return "a number";
  if (value.IsArray()) return "an array";
  return "an object";
}

}  // namespace hfg::io
