// Rules that turn a vector feature's attributes into an HFG terrain class or a settlement.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/model/terrain.h"

namespace hfg::maps {

/// key = one of values; a value "*" means any non-empty value.
struct AttributeCondition {
  std::string key;
  std::vector<std::string> values;
};

/// All conditions must hold (and the layer name, when given). The first matching rule wins.
struct MappingRule {
  std::string layer;  ///< empty = any layer
  std::vector<AttributeCondition> conditions;
  std::optional<TerrainClass> terrain;  ///< the class, or nothing for a settlement rule
  bool settlement = false;              ///< a named place (village, town ...)
};

struct FeatureMapping {
  std::vector<MappingRule> rules;
  std::string nameField = "name";
  std::string widthField = "width";  ///< watercourse width in metres (OSM width=*), optional
};

/// Looks up an attribute's value ("" when absent).
using AttributeLookup = std::function<std::string(const std::string& key)>;

/// The first rule matching the feature, or nullptr.
const MappingRule* matchRule(const FeatureMapping& mapping, const std::string& layer,
                             const AttributeLookup& lookup);

/// The built-in mapping for OpenStreetMap tags: highway motorway..secondary = good road;
/// tertiary, unclassified, residential, service, track ... = bad road (footpaths are not roads for
/// an army); railway=rail; waterway=river/canal = river, stream = stream; landuse=forest or
/// natural=wood = woods; natural=wetland = marsh; place=* = settlement.
FeatureMapping osmDefaultMapping();

/// Parses a mapping file (JSON):
/// { "name_field": "name", "width_field": "width",
///   "rules": [ { "layer": "roads", "when": { "highway": ["primary", "secondary"] }, "class": "road_good" },
///              { "when": { "place": "*" }, "class": "settlement" } ] }
/// "class" is a terrain key (keysOf<TerrainClass>()) or "settlement". Throws MapError naming the file,
/// the rule and the field when the file is not valid.
FeatureMapping loadFeatureMapping(const std::string& path);
FeatureMapping parseFeatureMapping(const std::string& jsonText,
                                   const std::string& what = "mapping");

}  // namespace hfg::maps
