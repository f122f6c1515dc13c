// Builds the id hash index of a stage map and answers look-ups from it.
#include "core/model/stage_map_index.h"

namespace hfg {

StageMapIndex::StageMapIndex(const StageMap& map)
    : m_nodeData(map.nodes.data()),
      m_linkData(map.links.data()),
      m_nodeCount(map.nodes.size()),
      m_linkCount(map.links.size()) {
  m_nodes.reserve(map.nodes.size());
  // emplace keeps the first of duplicate ids, as the linear findNode / findLink do.
  for (std::size_t i = 0; i < map.nodes.size(); ++i)
    m_nodes.emplace(map.nodes[i].id, static_cast<int>(i));
  m_links.reserve(map.links.size());
  for (std::size_t i = 0; i < map.links.size(); ++i)
    m_links.emplace(map.links[i].id, static_cast<int>(i));
}

int StageMapIndex::nodeIndex(std::string_view id) const {
  auto it = m_nodes.find(id);
  return it == m_nodes.end() ? -1 : it->second;
}

int StageMapIndex::linkIndex(std::string_view id) const {
  auto it = m_links.find(id);
  return it == m_links.end() ? -1 : it->second;
}

const StageNode* StageMapIndex::findNode(const StageMap& map, std::string_view id) const {
  const int i = nodeIndex(id);
  return i < 0 ? nullptr : &map.nodes[static_cast<std::size_t>(i)];
}

const StageLink* StageMapIndex::findLink(const StageMap& map, std::string_view id) const {
  const int i = linkIndex(id);
  return i < 0 ? nullptr : &map.links[static_cast<std::size_t>(i)];
}

bool StageMapIndex::matches(const StageMap& map) const {
  return map.nodes.size() == m_nodeCount && map.links.size() == m_linkCount &&
         map.nodes.data() == m_nodeData && map.links.data() == m_linkData;
}

}  // namespace hfg
