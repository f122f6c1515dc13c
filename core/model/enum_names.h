// A small constexpr table mapping enum values to their stable file names and back.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace hfg {

template <typename Enum, std::size_t N>
struct EnumNames {
  struct Entry {
    Enum value;
    std::string_view key;
  };
  std::array<Entry, N> entries;

  constexpr std::string_view key(Enum value) const {
    for (const auto& e : entries)
      if (e.value == value) return e.key;
    return "?";
  }
  constexpr std::optional<Enum> find(std::string_view key) const {
    for (const auto& e : entries)
      if (e.key == key) return e.value;
    return std::nullopt;
  }
  /// "a, b, c": for error messages that list what was expected.
  std::string list() const {
    std::string out;
    for (const auto& e : entries) {
      if (!out.empty()) out += ", ";
      out += e.key;
    }
    return out;
  }
};

}  // namespace hfg
