// Reading one tag from the OSM driver's "other_tags" field ("key"=>"value","key2"=>"value2").
#pragma once

#include <string>
#include <string_view>

namespace hfg::maps {

/// The value of `key` in an other_tags string, "" when absent. Handles \" and \\ escapes.
std::string otherTag(std::string_view otherTags, std::string_view key);

}  // namespace hfg::maps
