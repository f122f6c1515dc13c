// Printing of hfg's own JSON documents with short arrays kept on one line.
#include "core/io/json_layout.h"

// cereal's json.hpp must come before any rapidjson header: it makes RAPIDJSON_ASSERT throw.
#include <cereal/archives/json.hpp>

#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

namespace hfg::io {
namespace {

void scalar(const rapidjson::Value& value, std::string& out) {
  rapidjson::StringBuffer buffer;
  rapidjson::Writer<rapidjson::StringBuffer> writer(buffer);
  value.Accept(writer);
  out.append(buffer.GetString(), buffer.GetSize());
}

bool isPlain(const rapidjson::Value& value) { return !value.IsObject() && !value.IsArray(); }

void print(const rapidjson::Value& value, int indent, std::string& out) {
  const std::string inner(static_cast<std::size_t>(indent + 2), ' ');
  const std::string outer(static_cast<std::size_t>(indent), ' ');
  if (value.IsObject()) {
    if (value.MemberCount() == 0) {
      out += "{}";
      return;
    }
    out += "{\n";
    bool first = true;
    for (const auto& member : value.GetObject()) {
      if (!first) out += ",\n";
      first = false;
      out += inner;
      scalar(member.name, out);
      out += ": ";
      print(member.value, indent + 2, out);
    }
    out += "\n" + outer + "}";
  } else if (value.IsArray()) {
    bool plain = true;
    for (const auto& item : value.GetArray()) plain = plain && isPlain(item);
    if (plain) {
      out += "[";
      bool first = true;
      for (const auto& item : value.GetArray()) {
        if (!first) out += ", ";
        first = false;
        scalar(item, out);
      }
      out += "]";
      return;
    }
    out += "[\n";
    bool first = true;
    for (const auto& item : value.GetArray()) {
      if (!first) out += ",\n";
      first = false;
      out += inner;
      print(item, indent + 2, out);
    }
    out += "\n" + outer + "]";
  } else {
    scalar(value, out);
  }
}

}  // namespace

std::string layOutJson(const rapidjson::Value& document) {
  std::string out;
  print(document, 0, out);
  return out;
}

}  // namespace hfg::io
