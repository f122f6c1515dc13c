// Id look-ups on a stage map in constant time: node and link ids to their indices.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>

#include "core/model/stage_map.h"

namespace hfg {

/// A hash index of a StageMap's node and link ids, built once where many look-ups follow
/// (validation, the campaign engine), instead of StageMap::findNode / findLink, which scan.
/// It answers exactly as those do: with duplicate ids, the first in file order.
///
/// The index holds indices, not pointers, and is a snapshot: it is correct while the map's
/// nodes and links keep their ids and order. Code that edits the map (core/edit) builds a new
/// index after the edit, or checks `matches()` first; `matches()` notices added or removed
/// nodes and links and reallocated vectors, not ids changed in place.
class StageMapIndex {
 public:
  explicit StageMapIndex(const StageMap& map);

  /// Index of the first node / link with this id, or -1.
  int nodeIndex(std::string_view id) const;
  int linkIndex(std::string_view id) const;

  /// The node / link with this id in `map` (the map the index was built from), or null.
  const StageNode* findNode(const StageMap& map, std::string_view id) const;
  const StageLink* findLink(const StageMap& map, std::string_view id) const;

  /// True when `map` still has the node and link storage and counts the index was built from.
  bool matches(const StageMap& map) const;

  std::size_t nodeCount() const { return m_nodeCount; }
  std::size_t linkCount() const { return m_linkCount; }

 private:
  /// Lets the maps be searched with a string_view without building a std::string.
  struct Hash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  using IdMap = std::unordered_map<std::string, int, Hash, std::equal_to<>>;

  IdMap m_nodes;
  IdMap m_links;
  const StageNode* m_nodeData = nullptr;
  const StageLink* m_linkData = nullptr;
  std::size_t m_nodeCount = 0;
  std::size_t m_linkCount = 0;
};

}  // namespace hfg
