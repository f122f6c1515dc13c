// Colour samples file: classes with RGB samples and optional classification settings.
#include "app/cli/colour_samples.h"

// cereal's json.hpp must come before any rapidjson header: it makes RapidJSON's asserts throw.
#include <cereal/archives/json.hpp>
#include <rapidjson/document.h>
#include <rapidjson/error/en.h>

#include <fstream>
#include <sstream>

#include "maps/map_error.h"

namespace hfg::cli {
namespace {

double numberField(const rapidjson::Value& root, const char* key, double fallback, double min,
                   double max, const std::string& path) {
  if (!root.HasMember(key)) return fallback;
  const auto& v = root[key];
  if (!v.IsNumber() || v.GetDouble() < min || v.GetDouble() > max)
    throw maps::MapError(path + ": field '" + key + "' must be a number from " +
                         std::to_string(min) + " to " + std::to_string(max));
  return v.GetDouble();
}

}  // namespace

ColourSamples loadColourSamples(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw maps::MapError(path + ": samples file not found or unreadable");
  std::stringstream text;
  text << in.rdbuf();
  rapidjson::Document doc;
  doc.Parse(text.str().c_str());
  if (doc.HasParseError())
    throw maps::MapError(path + ": malformed JSON at offset " +
                         std::to_string(doc.GetErrorOffset()) + ": " +
                         rapidjson::GetParseError_En(doc.GetParseError()));
  if (!doc.IsObject() || !doc.HasMember("classes") || !doc["classes"].IsArray())
    throw maps::MapError(path + ": expected an object with a 'classes' array");
  ColourSamples result;
  const auto& classes = doc["classes"];
  for (rapidjson::SizeType i = 0; i < classes.Size(); ++i) {
    const std::string where = path + ": classes[" + std::to_string(i) + "]";
    const auto& c = classes[i];
    if (!c.IsObject() || !c.HasMember("class") || !c["class"].IsString())
      throw maps::MapError(where + ".class: expected a terrain key or \"background\"");
    maps::ColourClass colourClass;
    const std::string key = c["class"].GetString();
    if (key != "background") {
      auto terrain = fromKey<TerrainClass>(key);
      if (!terrain)
        throw maps::MapError(where + ".class: unknown class '" + key +
                             "', expected background or one of " + keysOf<TerrainClass>());
      if (naturalShapeOf(*terrain) != FeatureShape::Area)
        throw maps::MapError(where + ".class: '" + key +
                             "' is a line class; a scan classifies areas only");
      colourClass.terrain = terrain;
    }
    if (!c.HasMember("samples") || !c["samples"].IsArray() || c["samples"].Empty())
      throw maps::MapError(where + ".samples: expected a non-empty array of [r, g, b] colours");
    const auto& samples = c["samples"];
    for (rapidjson::SizeType k = 0; k < samples.Size(); ++k) {
      const auto& s = samples[k];
      const std::string at = where + ".samples[" + std::to_string(k) + "]";
      if (!s.IsArray() || s.Size() != 3) throw maps::MapError(at + ": expected [r, g, b]");
      maps::Rgb rgb{};
      for (rapidjson::SizeType b = 0; b < 3; ++b) {
        if (!s[b].IsInt() || s[b].GetInt() < 0 || s[b].GetInt() > 255)
          throw maps::MapError(at + ": each of r, g, b must be a whole number from 0 to 255");
        rgb[b] = static_cast<std::uint8_t>(s[b].GetInt());
      }
      colourClass.samples.push_back(rgb);
    }
    result.classes.push_back(std::move(colourClass));
  }
  if (result.classes.empty()) throw maps::MapError(path + ": classes: expected at least one class");
  auto& s = result.settings;
  s.maxColourDistance = numberField(doc, "max_colour_distance", s.maxColourDistance, 1, 442, path);
  s.majorityRadiusPixels =
      static_cast<int>(numberField(doc, "majority_radius_px", s.majorityRadiusPixels, 0, 10, path));
  s.minAreaSquareMetres = numberField(doc, "min_area_m2", s.minAreaSquareMetres, 0, 1e12, path);
  s.simplifyToleranceMetres =
      numberField(doc, "simplify_m", s.simplifyToleranceMetres, 0, 1e5, path);
  return result;
}

}  // namespace hfg::cli
