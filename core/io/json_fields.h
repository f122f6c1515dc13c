// Reads and writes model fields through cereal's JSON archives, with field paths in every error.
#pragma once

// cereal's json.hpp must come before any rapidjson header: it makes RAPIDJSON_ASSERT throw.
#include <cereal/archives/json.hpp>

#include <rapidjson/document.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/io/field_path.h"
#include "core/io/field_traits.h"
#include "core/io/json_document.h"
#include "core/io/load_error.h"
#include "core/io/message_text.h"
#include "core/model/geometry.h"
#include "core/model/scenario.h"

namespace hfg::io {

/// Writes a model through `serialize(writer, model)`: optional fields equal to their default are
/// left out, enums are written as their keys, points as [x, y].
class JsonWriter {
 public:
  static constexpr bool kLoading = false;
  explicit JsonWriter(cereal::JSONOutputArchive& archive) : m_ar(archive) {}

  template <class T>
  void required(const char* name, const T& value) {
    m_path.push(name);
    write(name, value);
    m_path.pop();
  }
  template <class T>
  void optional(const char* name, const T& value, const T& fallback = T{}) {
    if (!isDefault(value, fallback)) required(name, value);
  }
  void header(std::string_view format, int version) {
    std::string name(format);
    m_ar(cereal::make_nvp("format", name), cereal::make_nvp("format_version", version));
  }

 private:
  template <class T>
  void scalar(const char* name, const T& value) {
    if (name)
      m_ar(cereal::make_nvp(name, value));
    else
      m_ar(value);
  }

  template <class T>
  void write(const char* name, const T& value) {
    if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, bool> ||
                  std::is_same_v<T, int> || std::is_same_v<T, std::uint64_t>) {
      scalar(name, value);
    } else if constexpr (std::is_same_v<T, double>) {
      // JSON has no NaN or infinity; refuse rather than write a file we would not read back.
      if (!std::isfinite(value))
        throw std::invalid_argument(m_path.str() + ": cannot save a non-finite number");
      scalar(name, value);
    } else if constexpr (std::is_enum_v<T>) {
      scalar(name, std::string(keyOf(value)));
    } else if constexpr (std::is_same_v<T, Date>) {
      scalar(name, formatDate(value));
    } else if constexpr (std::is_same_v<T, Vec2>) {
      pair(name, value.x, value.y);
    } else if constexpr (std::is_same_v<T, LonLat>) {
      pair(name, value.lon, value.lat);
    } else if constexpr (kIsOptional<T>) {
      write(name, *value);
    } else if constexpr (kIsVector<T>) {
      m_ar.setNextName(name);
      m_ar.startNode();
      m_ar.makeArray();
      for (std::size_t i = 0; i < value.size(); ++i) {
        m_path.pushIndex(i);
        write(nullptr, value[i]);
        m_path.pop();
      }
      m_ar.finishNode();
    } else {
      m_ar.setNextName(name);
      m_ar.startNode();
      serialize(*this, const_cast<T&>(value));  // writers never modify; serialize is shared
      m_ar.finishNode();
    }
  }

  void pair(const char* name, double a, double b) {
    m_ar.setNextName(name);
    m_ar.startNode();
    m_ar.makeArray();
    write(nullptr, a);
    write(nullptr, b);
    m_ar.finishNode();
  }

  cereal::JSONOutputArchive& m_ar;
  FieldPath m_path;
};

/// Reads a model through `serialize(reader, model)` from a cereal JSON archive. The same
/// document, already parsed and depth-checked, is walked alongside so that every value is
/// type-checked before cereal reads it and every error names its field; unknown fields are
/// refused so that a misspelt optional field is not silently ignored.
class JsonReader {
 public:
  static constexpr bool kLoading = true;
  JsonReader(cereal::JSONInputArchive& archive, const rapidjson::Value& root,
             std::filesystem::path file)
      : m_ar(archive), m_file(std::move(file)) {
    m_frames.push_back({&root, {}});
  }

  template <class T>
  void required(const char* name, T& value) {
    const rapidjson::Value* member = find(name);
    m_path.push(name);
    if (!member) fail("required field is missing");
    read(*member, name, value);
    m_path.pop();  // not on unwind: the path of a failure is the failing field
  }
  template <class T>
  void optional(const char* name, T& value, const T& fallback = T{}) {
    const rapidjson::Value* member = find(name);
    if (!member || member->IsNull()) {
      value = fallback;
      return;
    }
    m_path.push(name);
    read(*member, name, value);
    m_path.pop();
  }
  /// The header was checked and migrated before loading; here it only counts as known fields.
  void header(std::string_view, int) {
    find("format");
    find("format_version");
  }
  /// Refuses fields of the current object that no `required`/`optional` call asked for.
  void finishObject() {
    const Frame& frame = m_frames.back();
    for (auto it = frame.value->MemberBegin(); it != frame.value->MemberEnd(); ++it) {
      std::string_view name(it->name.GetString(), it->name.GetStringLength());
      bool known = false;
      for (auto k : frame.known) known = known || k == name;
      for (auto other = frame.value->MemberBegin(); other != it; ++other)
        if (std::string_view(other->name.GetString(), other->name.GetStringLength()) == name) {
          m_path.push(escapeForMessage(name));
          fail("duplicate field: it appears more than once in this object");
        }
      if (!known) {
        m_path.push(escapeForMessage(name));
        std::string list;
        for (auto k : frame.known) list += (list.empty() ? "" : ", ") + std::string(k);
        fail("unknown field; expected one of: " + list);
      }
    }
  }

  [[noreturn]] void fail(const std::string& problem) const {
    throw LoadError(m_file, m_path.str(), problem);
  }
  const std::string& path() const { return m_path.str(); }

 private:
  struct Frame {
    const rapidjson::Value* value;
    std::vector<std::string_view> known;
  };

  const rapidjson::Value* find(const char* name) {
    Frame& frame = m_frames.back();
    frame.known.emplace_back(name);
    auto it = frame.value->FindMember(name);
    return it == frame.value->MemberEnd() ? nullptr : &it->value;
  }

  void expect(bool ok, const rapidjson::Value& value, const std::string& what) const {
    if (!ok) fail("expected " + what + ", found " + describeJsonType(value));
  }

  template <class T>
  void scalar(const char* name, T& value) {
    if (name)
      m_ar(cereal::make_nvp(name, value));
    else
      m_ar(value);
  }

  template <class T>
  void read(const rapidjson::Value& json, const char* name, T& value) {
    if constexpr (std::is_same_v<T, std::string>) {
      expect(json.IsString(), json, "a string");
      scalar(name, value);
    } else if constexpr (std::is_same_v<T, bool>) {
      expect(json.IsBool(), json, "true or false");
      scalar(name, value);
    } else if constexpr (std::is_same_v<T, int>) {
      if ((json.IsInt64() || json.IsUint64()) && !json.IsInt())
        fail("expected an integer from -2147483648 to 2147483647, found " + writeJsonText(json));
      expect(json.IsInt(), json, "an integer");
      scalar(name, value);
    } else if constexpr (std::is_same_v<T, std::uint64_t>) {
      expect(json.IsUint64(), json, "a non-negative integer");
      scalar(name, value);
    } else if constexpr (std::is_same_v<T, double>) {
      expect(json.IsNumber(), json, "a number");
      scalar(name, value);
    } else if constexpr (std::is_enum_v<T>) {
      expect(json.IsString(), json,
             "a " + std::string(EnumInfo<T>::kWhat) + ", one of: " + EnumInfo<T>::keys());
      std::string key;
      scalar(name, key);
      auto found = EnumInfo<T>::find(key);
      if (!found)
        fail("unknown " + std::string(EnumInfo<T>::kWhat) + " " + quoteForMessage(key) +
             "; expected one of: " + EnumInfo<T>::keys());
      value = *found;
    } else if constexpr (std::is_same_v<T, Date>) {
      expect(json.IsString(), json, "a date \"YYYY-MM-DD\"");
      std::string text;
      scalar(name, text);
      auto date = parseDate(text);
      if (!date) fail("expected a date \"YYYY-MM-DD\", found " + quoteForMessage(text));
      value = *date;
    } else if constexpr (std::is_same_v<T, Vec2>) {
      pair(json, name, value.x, value.y, "a point [x, y]");
    } else if constexpr (std::is_same_v<T, LonLat>) {
      pair(json, name, value.lon, value.lat, "a position [longitude, latitude]");
    } else if constexpr (kIsOptional<T>) {
      value.emplace();
      read(json, name, *value);
    } else if constexpr (kIsVector<T>) {
      expect(json.IsArray(), json, "an array");
      m_ar.setNextName(name);
      m_ar.startNode();
      // Grown item by item: a huge array of bad items fails at the first, before allocating.
      value.clear();
      value.reserve(std::min<std::size_t>(json.Size(), 1024));
      for (rapidjson::SizeType i = 0; i < json.Size(); ++i) {
        m_path.pushIndex(i);
        read(json[i], nullptr, value.emplace_back());
        m_path.pop();
      }
      m_ar.finishNode();
    } else {
      expect(json.IsObject(), json, "an object");
      m_ar.setNextName(name);
      m_ar.startNode();
      m_frames.push_back({&json, {}});
      serialize(*this, value);
      finishObject();
      m_frames.pop_back();
      m_ar.finishNode();
    }
  }

  void pair(const rapidjson::Value& json, const char* name, double& a, double& b,
            const char* what) {
    expect(json.IsArray() && json.Size() == 2 && json[0].IsNumber() && json[1].IsNumber(), json,
           what);
    m_ar.setNextName(name);
    m_ar.startNode();
    m_ar(a, b);
    m_ar.finishNode();
  }

  cereal::JSONInputArchive& m_ar;
  std::filesystem::path m_file;
  FieldPath m_path;
  std::vector<Frame> m_frames;
};

}  // namespace hfg::io
