// Writes battle log entries and their combat records as compact JSON lines.
#include "core/battle/hfg/io/battle_log_io.h"

// cereal's json.hpp must come before any rapidjson header: it makes RAPIDJSON_ASSERT throw.
#include <cereal/archives/json.hpp>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

namespace hfg::io {
namespace {

using Writer = rapidjson::Writer<rapidjson::StringBuffer>;

void str(Writer& w, std::string_view key, std::string_view value) {
  w.Key(key.data(), static_cast<rapidjson::SizeType>(key.size()));
  w.String(value.data(), static_cast<rapidjson::SizeType>(value.size()));
}

void num(Writer& w, std::string_view key, int value) {
  w.Key(key.data(), static_cast<rapidjson::SizeType>(key.size()));
  w.Int(value);
}

void writeSide(Writer& w, const battle::CombatantRecord& s) {
  w.StartObject();
  str(w, "who", s.who);
  num(w, "die", s.die);
  w.Key("factors");
  w.StartArray();
  for (const auto& f : s.factors) {
    w.StartObject();
    str(w, "id", f.id);
    num(w, "value", f.value);
    str(w, "reason", f.reason);
    w.EndObject();
  }
  w.EndArray();
  num(w, "total_before_grading", s.totalBeforeGrading);
  num(w, "total", s.total);
  w.Key("outcome");
  w.StartObject();
  str(w, "row", s.outcome.rowId);
  str(w, "result", battle::keyOf(s.outcome.result));
  num(w, "min_paces", s.outcome.minPaces);
  num(w, "max_paces", s.outcome.maxPaces);
  w.Key("optional");
  w.Bool(s.outcome.optionalMove);
  str(w, "reason", s.outcome.reason);
  w.Key("also_rows");
  w.StartArray();
  for (const auto& r : s.outcome.alsoRows)
    w.String(r.c_str(), static_cast<rapidjson::SizeType>(r.size()));
  w.EndArray();
  w.EndObject();
  w.EndObject();
}

}  // namespace

std::string logEntryToJson(const battle::LogEntry& entry) {
  rapidjson::StringBuffer buffer;
  Writer w(buffer);
  w.StartObject();
  num(w, "bound", entry.bound);
  str(w, "kind", battle::keyOf(entry.kind));
  str(w, "text", entry.text);
  if (entry.combat) {
    w.Key("combat");
    w.StartObject();
    str(w, "kind", entry.combat->kind == battle::CombatKind::Close ? "close" : "distant");
    str(w, "rule", entry.combat->rule);
    w.Key("sides");
    w.StartArray();
    for (const auto& s : entry.combat->sides) writeSide(w, s);
    w.EndArray();
    w.EndObject();
  }
  w.EndObject();
  return std::string(buffer.GetString(), buffer.GetSize());
}

void writeBattleLogJsonLines(const battle::Battle& battle, std::ostream& out) {
  for (const auto& l : battle.logEntries()) out << logEntryToJson(l) << '\n';
}

}  // namespace hfg::io
