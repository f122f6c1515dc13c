// Feature mapping rules: matching, the OSM defaults, and the JSON mapping file (CPLJSONDocument).
#include "maps/vector/feature_mapping.h"

#include <cpl_json.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "maps/gdal_session.h"
#include "maps/map_error.h"

namespace hfg::maps {

const MappingRule* matchRule(const FeatureMapping& mapping, const std::string& layer,
                             const AttributeLookup& lookup) {
  for (const auto& rule : mapping.rules) {
    if (!rule.layer.empty() && rule.layer != layer) continue;
    const bool all = std::all_of(
        rule.conditions.begin(), rule.conditions.end(), [&](const AttributeCondition& c) {
          const std::string value = lookup(c.key);
          if (value.empty()) return false;
          return std::any_of(c.values.begin(), c.values.end(),
                             [&](const std::string& v) { return v == "*" || v == value; });
        });
    if (all) return &rule;
  }
  return nullptr;
}

namespace {

MappingRule rule(std::string key, std::vector<std::string> values,
                 std::optional<TerrainClass> terrain) {
  MappingRule r;
  r.conditions.push_back({std::move(key), std::move(values)});
  r.terrain = terrain;
  r.settlement = !terrain;
  return r;
}

}  // namespace

FeatureMapping osmDefaultMapping() {
  FeatureMapping m;
  m.rules = {
      rule("highway",
           {"motorway", "motorway_link", "trunk", "trunk_link", "primary", "primary_link",
            "secondary", "secondary_link"},
           TerrainClass::RoadGood),
      rule("highway",
           {"tertiary", "tertiary_link", "unclassified", "residential", "living_street", "service",
            "road", "track"},
           TerrainClass::RoadBad),
      rule("railway", {"rail"}, TerrainClass::Railway),
      rule("waterway", {"river", "canal"}, TerrainClass::River),
      rule("waterway", {"stream"}, TerrainClass::Stream),
      rule("landuse", {"forest"}, TerrainClass::Woods),
      rule("natural", {"wood"}, TerrainClass::Woods),
      rule("natural", {"wetland"}, TerrainClass::Marsh),
      rule("place", {"*"}, std::nullopt),
  };
  return m;
}

FeatureMapping parseFeatureMapping(const std::string& jsonText, const std::string& what) {
  ensureGdalRegistered();
  GdalMessageCapture capture;
  CPLJSONDocument doc;
  if (!doc.LoadMemory(jsonText))
    throw MapError(withGdalReason(what + ": not valid JSON", capture.lastError()));
  const CPLJSONObject root = doc.GetRoot();
  if (root.GetType() != CPLJSONObject::Type::Object)
    throw MapError(what + ": expected a JSON object at the top");
  FeatureMapping mapping;
  mapping.nameField = root.GetString("name_field", "name");
  mapping.widthField = root.GetString("width_field", "width");
  const CPLJSONArray rules = root.GetArray("rules");
  if (!rules.IsValid() || rules.Size() == 0)
    throw MapError(what + ": field \"rules\" must be a non-empty array of rules");
  for (int i = 0; i < rules.Size(); ++i) {
    const CPLJSONObject r = rules[i];
    const std::string where = what + ": rules[" + std::to_string(i) + "]";
    if (r.GetType() != CPLJSONObject::Type::Object) throw MapError(where + ": expected an object");
    MappingRule rule;
    rule.layer = r.GetString("layer", "");
    const std::string cls = r.GetString("class", "");
    if (cls == "settlement") {
      rule.settlement = true;
    } else if (auto t = fromKey<TerrainClass>(cls)) {
      rule.terrain = *t;
    } else {
      throw MapError(where + ": field \"class\" is \"" + cls +
                     "\"; expected settlement or one of " + keysOf<TerrainClass>());
    }
    const CPLJSONObject when = r.GetObj("when");
    if (!when.IsValid() || when.GetType() != CPLJSONObject::Type::Object ||
        when.GetChildren().empty())
      throw MapError(where + ": field \"when\" must be an object of attribute conditions");
    for (const CPLJSONObject& cond : when.GetChildren()) {
      AttributeCondition c;
      c.key = cond.GetName();
      if (cond.GetType() == CPLJSONObject::Type::String) {
        c.values.push_back(cond.ToString());
      } else if (cond.GetType() == CPLJSONObject::Type::Array) {
        const CPLJSONArray values = cond.ToArray();
        for (int k = 0; k < values.Size(); ++k) {
          if (values[k].GetType() != CPLJSONObject::Type::String)
            throw MapError(where + ": when." + c.key + "[" + std::to_string(k) +
                           "] must be a string");
          c.values.push_back(values[k].ToString());
        }
      }
      if (c.values.empty())
        throw MapError(where + ": when." + c.key +
                       " must be a string or a non-empty array of strings");
      rule.conditions.push_back(std::move(c));
    }
    mapping.rules.push_back(std::move(rule));
  }
  return mapping;
}

FeatureMapping loadFeatureMapping(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw MapError(path + ": cannot read the mapping file");
  std::ostringstream text;
  text << in.rdbuf();
  return parseFeatureMapping(text.str(), path);
}

}  // namespace hfg::maps
