// Upgrade steps from older format versions. Version 0 is the draft format of hfg 0.0.x, written
// before the first release; its fields had older names.
#include "core/io/migrations.h"

#include <string>

#include "core/io/load_error.h"

namespace hfg::io {
namespace {

/// Renames a member in place (keeping its position) unless the new name is already there.
void renameMember(rapidjson::Value& object, const char* oldName, const char* newName,
                  rapidjson::Document::AllocatorType& allocator) {
  if (!object.IsObject() || object.HasMember(newName)) return;
  auto it = object.FindMember(oldName);
  if (it != object.MemberEnd()) it->name.SetString(newName, allocator);
}

/// Applies `rename` to each object of the array member `name` of `object`, if it is an array.
template <class Fn>
void forEachIn(rapidjson::Value& object, const char* name, Fn&& fn) {
  if (!object.IsObject()) return;
  auto it = object.FindMember(name);
  if (it == object.MemberEnd() || !it->value.IsArray()) return;
  for (auto& item : it->value.GetArray()) fn(item);
}

void mapV0(rapidjson::Document& doc) {
  forEachIn(doc, "links", [&](rapidjson::Value& link) {
    renameMember(link, "length", "stages", doc.GetAllocator());
  });
}

void orbatV0(rapidjson::Document& doc) {
  forEachIn(doc, "armies", [&](rapidjson::Value& army) {
    forEachIn(army, "commands", [&](rapidjson::Value& command) {
      forEachIn(command, "elements", [&](rapidjson::Value& element) {
        renameMember(element, "troop_type", "type", doc.GetAllocator());
      });
    });
  });
}

void scenarioV0(rapidjson::Document& doc) {
  renameMember(doc, "map", "map_file", doc.GetAllocator());
  forEachIn(doc, "sides", [&](rapidjson::Value& side) {
    renameMember(side, "orbat", "orbat_file", doc.GetAllocator());
  });
}

void campaignStateV0(rapidjson::Document& doc) {
  renameMember(doc, "scenario", "scenario_file", doc.GetAllocator());
}

}  // namespace

const std::vector<Migration>& migrationRegistry() {
  static const std::vector<Migration> steps{
      {kMapFormat.name, 0, "links[].length renamed links[].stages", mapV0},
      {kOrbatFormat.name, 0, "elements[].troop_type renamed elements[].type", orbatV0},
      {kScenarioFormat.name, 0, "map renamed map_file; sides[].orbat renamed sides[].orbat_file",
       scenarioV0},
      {kCampaignStateFormat.name, 0, "scenario renamed scenario_file", campaignStateV0},
      {kCampaignStateFormat.name, 1,
       "campaign engine fields added (works, bridges, pending battles, position history, rail "
       "bookings, force tasks): all optional",
       nullptr},
      {kCampaignStateFormat.name, 2,
       "results waiting (C-20), held native orders (C-15), resolved battles, position record "
       "status and work and bridge days added: all optional",
       nullptr},
      {kCampaignStateFormat.name, 3,
       "force rest rule and fleet aboard, work and bridge periods, bridge sides added (C-6, "
       "C-21, C-24); battle set-ups' battle_rules (the rule set fighting each battle, absent = "
       "hfg): all optional",
       nullptr},
      {kCampaignStateFormat.name, 4,
       "forces' rail_link (the railway a force detrains from, C-25/C-28): optional", nullptr},
  };
  return steps;
}

void migrateDocument(rapidjson::Document& document, const FileFormat& format, int version,
                     const std::filesystem::path& file) {
  for (int v = version; v < format.currentVersion; ++v) {
    const Migration* step = nullptr;
    for (const auto& m : migrationRegistry())
      if (m.format == format.name && m.fromVersion == v) step = &m;
    if (!step)
      throw LoadError(file, "format_version",
                      "no upgrade from " + std::string(format.name) + " version " +
                          std::to_string(v) + "; this hfg cannot read it");
    if (step->upgrade) step->upgrade(document);  // null: only optional fields were added
  }
  auto it = document.FindMember("format_version");
  if (it != document.MemberEnd()) it->value.SetInt(format.currentVersion);
}

}  // namespace hfg::io
