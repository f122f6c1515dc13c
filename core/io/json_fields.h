// Reads and writes model fields as JSON documents (RapidJSON), with field paths in every error.
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

/// Writes a model through `serialize(writer, model)` into a JSON document in memory (printed
/// once by layOutJson): optional fields equal to their default are left out, enums are written
/// as their keys, points as [x, y].
class JsonWriter {
 public:
  static constexpr bool kLoading = false;
  /// Fills `root` (made an object here) with the fields written.
  explicit JsonWriter(rapidjson::Document& root) : m_alloc(root.GetAllocator()) {
    root.SetObject();
    m_open.push_back(&root);
  }

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
    add("format", text(format));
    add("format_version", rapidjson::Value(version));
  }

 private:
  rapidjson::Value text(std::string_view s) {
    return rapidjson::Value(s.data(), static_cast<rapidjson::SizeType>(s.size()), m_alloc);
  }

  /// Adds `value` to the innermost open object (under `name`) or array (`name` null).
  rapidjson::Value& add(const char* name, rapidjson::Value value) {
    rapidjson::Value& into = *m_open.back();
    if (name) {
      into.AddMember(rapidjson::Value(name, m_alloc), value, m_alloc);
      return (into.MemberEnd() - 1)->value;
    }
    into.PushBack(value, m_alloc);
    return into[into.Size() - 1];
  }

  template <class T>
  void write(const char* name, const T& value) {
    if constexpr (std::is_same_v<T, std::string>) {
      add(name, text(value));
    } else if constexpr (std::is_same_v<T, bool> || std::is_same_v<T, int> ||
                         std::is_same_v<T, std::uint64_t>) {
      add(name, rapidjson::Value(value));
    } else if constexpr (std::is_same_v<T, double>) {
      // JSON has no NaN or infinity; refuse rather than write a file we would not read back.
      if (!std::isfinite(value))
        throw std::invalid_argument(m_path.str() + ": cannot save a non-finite number");
      add(name, rapidjson::Value(value));
    } else if constexpr (std::is_enum_v<T>) {
      add(name, text(keyOf(value)));
    } else if constexpr (std::is_same_v<T, Date>) {
      add(name, text(formatDate(value)));
    } else if constexpr (std::is_same_v<T, Vec2>) {
      pair(name, value.x, value.y);
    } else if constexpr (std::is_same_v<T, LonLat>) {
      pair(name, value.lon, value.lat);
    } else if constexpr (kIsOptional<T>) {
      write(name, *value);
    } else if constexpr (kIsVector<T>) {
      m_open.push_back(&add(name, rapidjson::Value(rapidjson::kArrayType)));
      for (std::size_t i = 0; i < value.size(); ++i) {
        m_path.pushIndex(i);
        write(nullptr, value[i]);
        m_path.pop();
      }
      m_open.pop_back();
    } else {
      m_open.push_back(&add(name, rapidjson::Value(rapidjson::kObjectType)));
      serialize(*this, const_cast<T&>(value));  // writers never modify; serialize is shared
      m_open.pop_back();
    }
  }

  void pair(const char* name, double a, double b) {
    m_open.push_back(&add(name, rapidjson::Value(rapidjson::kArrayType)));
    write(nullptr, a);
    write(nullptr, b);
    m_open.pop_back();
  }

  rapidjson::Document::AllocatorType& m_alloc;
  /// The objects and arrays being filled, innermost last. Values are added at the end of each
  /// only while it is innermost, so the pointers stay valid (nothing else moves them).
  std::vector<rapidjson::Value*> m_open;
  FieldPath m_path;
};

/// Reads a model through `serialize(reader, model)` from the parsed (depth-checked, migrated)
/// document: every value is type-checked before it is read and every error names its field;
/// unknown fields are refused so that a misspelt optional field is not silently ignored.
class JsonReader {
 public:
  static constexpr bool kLoading = true;
  JsonReader(const rapidjson::Value& root, std::filesystem::path file) : m_file(std::move(file)) {
    m_frames.push_back({&root, {}});
  }

  template <class T>
  void required(const char* name, T& value) {
    const rapidjson::Value* member = find(name);
    m_path.push(name);
    if (!member) fail("required field is missing");
    read(*member, value);
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
    read(*member, value);
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

  static std::string stringOf(const rapidjson::Value& json) {
    return std::string(json.GetString(), json.GetStringLength());
  }

  template <class T>
  void read(const rapidjson::Value& json, T& value) {
    if constexpr (std::is_same_v<T, std::string>) {
      expect(json.IsString(), json, "a string");
      value = stringOf(json);
    } else if constexpr (std::is_same_v<T, bool>) {
      expect(json.IsBool(), json, "true or false");
      value = json.GetBool();
    } else if constexpr (std::is_same_v<T, int>) {
      if ((json.IsInt64() || json.IsUint64()) && !json.IsInt())
        fail("expected an integer from -2147483648 to 2147483647, found " + writeJsonText(json));
      expect(json.IsInt(), json, "an integer");
      value = json.GetInt();
    } else if constexpr (std::is_same_v<T, std::uint64_t>) {
      expect(json.IsUint64(), json, "a non-negative integer");
      value = json.GetUint64();
    } else if constexpr (std::is_same_v<T, double>) {
      expect(json.IsNumber(), json, "a number");
      value = json.GetDouble();
    } else if constexpr (std::is_enum_v<T>) {
      expect(json.IsString(), json,
             "a " + std::string(EnumKeys<T>::what) + ", one of: " + keysOf<T>());
      const std::string key = stringOf(json);
      auto found = fromKey<T>(key);
      if (!found)
        fail("unknown " + std::string(EnumKeys<T>::what) + " " + quoteForMessage(key) +
             "; expected one of: " + keysOf<T>());
      value = *found;
    } else if constexpr (std::is_same_v<T, Date>) {
      expect(json.IsString(), json, "a date \"YYYY-MM-DD\"");
      const std::string text = stringOf(json);
      auto date = parseDate(text);
      if (!date) fail("expected a date \"YYYY-MM-DD\", found " + quoteForMessage(text));
      value = *date;
    } else if constexpr (std::is_same_v<T, Vec2>) {
      pair(json, value.x, value.y, "a point [x, y]");
    } else if constexpr (std::is_same_v<T, LonLat>) {
      pair(json, value.lon, value.lat, "a position [longitude, latitude]");
    } else if constexpr (kIsOptional<T>) {
      value.emplace();
      read(json, *value);
    } else if constexpr (kIsVector<T>) {
      expect(json.IsArray(), json, "an array");
      // Grown item by item: a huge array of bad items fails at the first, before allocating.
      value.clear();
      value.reserve(std::min<std::size_t>(json.Size(), 1024));
      for (rapidjson::SizeType i = 0; i < json.Size(); ++i) {
        m_path.pushIndex(i);
        read(json[i], value.emplace_back());
        m_path.pop();
      }
    } else {
      expect(json.IsObject(), json, "an object");
      m_frames.push_back({&json, {}});
      serialize(*this, value);
      finishObject();
      m_frames.pop_back();
    }
  }

  void pair(const rapidjson::Value& json, double& a, double& b, const char* what) {
    expect(json.IsArray() && json.Size() == 2 && json[0].IsNumber() && json[1].IsNumber(), json,
           what);
    a = json[0].GetDouble();
    b = json[1].GetDouble();
  }

  std::filesystem::path m_file;
  FieldPath m_path;
  std::vector<Frame> m_frames;
};

}  // namespace hfg::io
