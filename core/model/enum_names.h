// The stable names files give an enum's values: one list per enum, and the look-ups every reader,
// writer and message takes from it.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

namespace hfg {

template <typename Enum, std::size_t N>
struct EnumNames {
  struct Entry {
    Enum value;
    std::string_view key;
  };
  std::array<Entry, N> entries;

  constexpr std::string_view key(Enum value) const {
    // Most lists are in declaration order: one look, then the scan for those that are not.
    const auto at = static_cast<std::size_t>(value);
    if (at < N && entries[at].value == value) return entries[at].key;
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

/// The one list of an enum's names. Specialise it once, beside the enum, in namespace hfg:
///
///     template <> struct EnumKeys<LinkKind> {
///       static constexpr std::string_view what = "link kind";  // for error messages
///       static constexpr EnumNames<LinkKind, 4> names{{{{LinkKind::GoodRoad, "good_road"}, ...}}};
///     };
///
/// keyOf, fromKey and keysOf below, and the file readers and writers (core/io), all read it.
template <class E>
struct EnumKeys;

template <class E>
concept NamedEnum = std::is_enum_v<E> && requires {
  EnumKeys<E>::what;
  EnumKeys<E>::names;
};

template <NamedEnum E>
constexpr std::string_view keyOf(E value) {
  return EnumKeys<E>::names.key(value);
}
template <NamedEnum E>
constexpr std::optional<E> fromKey(std::string_view key) {
  return EnumKeys<E>::names.find(key);
}
/// "a, b, c": every name, for messages that list what was expected.
template <NamedEnum E>
std::string keysOf() {
  return EnumKeys<E>::names.list();
}

}  // namespace hfg
