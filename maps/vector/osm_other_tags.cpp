// Scanning the OSM driver's other_tags field.
#include "maps/vector/osm_other_tags.h"

namespace hfg::maps {
namespace {

// Reads a quoted string at text[pos] == '"'; returns the position after the closing quote.
size_t readQuoted(std::string_view text, size_t pos, std::string& out) {
  out.clear();
  if (pos >= text.size() || text[pos] != '"') return std::string_view::npos;
  for (size_t i = pos + 1; i < text.size(); ++i) {
    if (text[i] == '\\' && i + 1 < text.size()) {
      out += text[++i];
    } else if (text[i] == '"') {
      return i + 1;
    } else {
      out += text[i];
    }
  }
  return std::string_view::npos;
}

}  // namespace

std::string otherTag(std::string_view otherTags, std::string_view key) {
  size_t pos = 0;
  std::string k, v;
  while (pos < otherTags.size()) {
    pos = readQuoted(otherTags, pos, k);
    if (pos == std::string_view::npos || otherTags.substr(pos, 2) != "=>") return {};
    pos = readQuoted(otherTags, pos + 2, v);
    if (pos == std::string_view::npos) return {};
    if (k == key) return v;
    if (pos < otherTags.size() && otherTags[pos] == ',') ++pos;
  }
  return {};
}

}  // namespace hfg::maps
