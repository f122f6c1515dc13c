// Reads and writes model fields through cereal's portable binary archives (compact campaign saves).
#pragma once

#include <cereal/archives/portable_binary.hpp>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <istream>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "core/io/field_path.h"
#include "core/io/field_traits.h"
#include "core/io/load_error.h"
#include "core/io/message_text.h"
#include "core/model/geometry.h"
#include "core/model/scenario.h"

namespace hfg::io {

/// Writes every field in `serialize` order. Enums are written as their keys so that reordering an
/// enum in the model never changes the meaning of an old file.
class BinaryWriter {
 public:
  static constexpr bool kLoading = false;
  explicit BinaryWriter(cereal::PortableBinaryOutputArchive& archive) : m_ar(archive) {}

  template <class T>
  void required(const char*, const T& value) {
    write(value);
  }
  template <class T>
  void optional(const char*, const T& value, const T& = T{}) {
    write(value);
  }
  void header(std::string_view format, int version) {
    write(std::string(format));
    write(version);
  }

 private:
  template <class T>
  void write(const T& value) {
    if constexpr (std::is_same_v<T, std::string>) {
      m_ar(cereal::make_size_tag(static_cast<cereal::size_type>(value.size())));
      m_ar(cereal::binary_data(value.data(), value.size()));
    } else if constexpr (std::is_same_v<T, int>) {
      m_ar(static_cast<std::int32_t>(value));
    } else if constexpr (std::is_same_v<T, bool> || std::is_same_v<T, std::uint64_t> ||
                         std::is_same_v<T, double>) {
      m_ar(value);
    } else if constexpr (std::is_enum_v<T>) {
      write(std::string(keyOf(value)));
    } else if constexpr (std::is_same_v<T, Date>) {
      write(formatDate(value));
    } else if constexpr (std::is_same_v<T, Vec2>) {
      m_ar(value.x, value.y);
    } else if constexpr (std::is_same_v<T, LonLat>) {
      m_ar(value.lon, value.lat);
    } else if constexpr (kIsOptional<T>) {
      m_ar(value.has_value());
      if (value) write(*value);
    } else if constexpr (kIsVector<T>) {
      m_ar(cereal::make_size_tag(static_cast<cereal::size_type>(value.size())));
      for (const auto& item : value) write(item);
    } else {
      serialize(*this, const_cast<T&>(value));  // writers never modify; serialize is shared
    }
  }

  cereal::PortableBinaryOutputArchive& m_ar;
};

/// Reads what BinaryWriter wrote. Every length is checked against the bytes left in the file
/// before anything is allocated, so a corrupt length cannot exhaust memory.
class BinaryReader {
 public:
  static constexpr bool kLoading = true;
  BinaryReader(cereal::PortableBinaryInputArchive& archive, std::istream& in, std::uint64_t size,
               std::filesystem::path file)
      : m_ar(archive), m_in(in), m_size(size), m_file(std::move(file)) {}

  template <class T>
  void required(const char* name, T& value) {
    m_path.push(name);
    read(value);
    m_path.pop();  // not on unwind: the path of a failure is the failing field
  }
  template <class T>
  void optional(const char* name, T& value, const T& = T{}) {
    required(name, value);
  }
  /// Reads and checks the format name and version; returns the version.
  int header(std::string_view format, int currentVersion) {
    std::string name;
    int version = 0;
    required("format", name);
    m_path.push("format");
    if (name != format)
      fail("expected " + quoteForMessage(format) + ", found " + quoteForMessage(name));
    m_path.pop();
    required("format_version", version);
    m_path.push("format_version");
    if (version > currentVersion)
      fail("version " + std::to_string(version) + " was written by a newer hfg; this hfg reads " +
           std::string(format) + " binary version " + std::to_string(currentVersion));
    if (version < currentVersion)
      fail("binary version " + std::to_string(version) + " is not supported; expected " +
           std::to_string(currentVersion));
    m_path.pop();
    return version;
  }
  void finishObject() {}

  [[noreturn]] void fail(const std::string& problem) const {
    throw LoadError(m_file, m_path.str(), problem);
  }
  const std::string& path() const { return m_path.str(); }

 private:
  std::uint64_t bytesLeft() const {
    auto position = m_in.tellg();
    if (position < 0) return 0;
    auto done = static_cast<std::uint64_t>(position);
    return done >= m_size ? 0 : m_size - done;
  }
  /// Every item takes at least one byte, so a count above the bytes left is corrupt.
  void checkCount(cereal::size_type count) const {
    if (count > bytesLeft())
      fail("corrupt file: a length of " + std::to_string(count) + " is more than the " +
           std::to_string(bytesLeft()) + " bytes left");
  }

  template <class T>
  void read(T& value) {
    if constexpr (std::is_same_v<T, std::string>) {
      cereal::size_type count = 0;
      m_ar(cereal::make_size_tag(count));
      checkCount(count);
      value.resize(static_cast<std::size_t>(count));
      m_ar(cereal::binary_data(value.data(), value.size()));
    } else if constexpr (std::is_same_v<T, int>) {
      std::int32_t raw = 0;
      m_ar(raw);
      value = raw;
    } else if constexpr (std::is_same_v<T, bool>) {
      std::uint8_t raw = 0;  // read as a byte: any value other than 0 or 1 is corruption
      m_ar(raw);
      if (raw > 1) fail("corrupt file: expected a boolean byte, found " + std::to_string(raw));
      value = raw == 1;
    } else if constexpr (std::is_same_v<T, std::uint64_t> || std::is_same_v<T, double>) {
      m_ar(value);
    } else if constexpr (std::is_enum_v<T>) {
      std::string key;
      read(key);
      auto found = fromKey<T>(key);
      if (!found)
        fail("unknown " + std::string(EnumKeys<T>::what) + " " + quoteForMessage(key) +
             "; expected one of: " + keysOf<T>());
      value = *found;
    } else if constexpr (std::is_same_v<T, Date>) {
      std::string text;
      read(text);
      auto date = parseDate(text);
      if (!date) fail("expected a date \"YYYY-MM-DD\", found " + quoteForMessage(text));
      value = *date;
    } else if constexpr (std::is_same_v<T, Vec2>) {
      m_ar(value.x, value.y);
    } else if constexpr (std::is_same_v<T, LonLat>) {
      m_ar(value.lon, value.lat);
    } else if constexpr (kIsOptional<T>) {
      bool present = false;
      read(present);
      if (present) {
        value.emplace();
        read(*value);
      } else {
        value.reset();
      }
    } else if constexpr (kIsVector<T>) {
      cereal::size_type count = 0;
      m_ar(cereal::make_size_tag(count));
      checkCount(count);
      // Grown item by item: memory follows the bytes actually read, not the length claimed.
      value.clear();
      value.reserve(std::min<std::size_t>(static_cast<std::size_t>(count), 1024));
      for (std::size_t i = 0; i < count; ++i) {
        m_path.pushIndex(i);
        read(value.emplace_back());
        m_path.pop();
      }
    } else {
      serialize(*this, value);
    }
  }

  cereal::PortableBinaryInputArchive& m_ar;
  std::istream& m_in;
  std::uint64_t m_size;
  std::filesystem::path m_file;
  FieldPath m_path;
};

}  // namespace hfg::io
