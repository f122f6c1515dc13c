// `--json` output of the command line, written with RapidJSON (cereal's JSON backend).
#pragma once

// cereal's json.hpp must come before any rapidjson header: it makes RapidJSON's asserts throw.
#include <cereal/archives/json.hpp>
#include <rapidjson/ostreamwrapper.h>
#include <rapidjson/prettywriter.h>

#include <cstdint>
#include <ostream>
#include <string_view>

namespace hfg::cli {

/// A thin streaming writer: objects, arrays and typed fields, pretty-printed.
class JsonStreamWriter {
 public:
  explicit JsonStreamWriter(std::ostream& out) : m_stream(out), m_writer(m_stream) {
    m_writer.SetIndent(' ', 2);
  }
  void beginObject() { m_writer.StartObject(); }
  void endObject() { m_writer.EndObject(); }
  void beginArray() { m_writer.StartArray(); }
  void endArray() { m_writer.EndArray(); }
  void key(std::string_view name) {
    m_writer.Key(name.data(), static_cast<rapidjson::SizeType>(name.size()));
  }
  void value(std::string_view text) {
    m_writer.String(text.data(), static_cast<rapidjson::SizeType>(text.size()));
  }
  void value(const char* text) { value(std::string_view(text)); }
  void value(bool flag) { m_writer.Bool(flag); }
  void value(long long number) { m_writer.Int64(number); }
  void value(int number) { m_writer.Int(number); }
  void value(std::uint64_t number) { m_writer.Uint64(number); }
  void value(double number) { m_writer.Double(number); }
  template <typename T>
  void field(std::string_view name, const T& v) {
    key(name);
    value(v);
  }

 private:
  rapidjson::OStreamWrapper m_stream;
  rapidjson::PrettyWriter<rapidjson::OStreamWrapper> m_writer;
};

}  // namespace hfg::cli
