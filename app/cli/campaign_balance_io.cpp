// Writes and reads balance-study parts (RapidJSON, as the rest of --json), merges them, prints the report.
#include "app/cli/campaign_balance_io.h"

// cereal's json.hpp must come before any rapidjson header: it makes RapidJSON's asserts throw.
#include <cereal/archives/json.hpp>
#include <rapidjson/document.h>

#include <algorithm>
#include <cstdio>
#include <initializer_list>
#include <set>
#include <sstream>
#include <stdexcept>

#include "app/cli/json_output.h"
#include "core/dice/dice.h"
#include "core/io/atomic_file.h"
#include "core/io/load_error.h"

namespace hfg::cli {
namespace {

constexpr const char* kPartFormat = "hfg-balance-part";

void writeInts(JsonStreamWriter& w, std::string_view name, const std::vector<int>& values) {
  w.key(name);
  w.beginArray();
  for (int v : values) w.value(v);
  w.endArray();
}

void writeInterval(JsonStreamWriter& w, std::string_view name, const battle::Interval& interval) {
  w.key(name);
  w.beginArray();
  w.value(interval.low);
  w.value(interval.high);
  w.endArray();
}

/// Field access that names the file and field of anything missing or of the wrong type.
class PartReader {
 public:
  explicit PartReader(std::filesystem::path file) : m_file(std::move(file)) {}

  const rapidjson::Value& member(const rapidjson::Value& object, const std::string& name,
                                 const std::string& path) const {
    if (!object.IsObject() || !object.HasMember(name.c_str())) fail(path + name, "missing");
    return object[name.c_str()];
  }
  int integer(const rapidjson::Value& object, const std::string& name,
              const std::string& path) const {
    const auto& v = member(object, name, path);
    if (!v.IsInt()) fail(path + name, "expected an integer");
    return v.GetInt();
  }
  std::string text(const rapidjson::Value& object, const std::string& name,
                   const std::string& path) const {
    const auto& v = member(object, name, path);
    if (!v.IsString()) fail(path + name, "expected a string");
    return v.GetString();
  }
  std::vector<int> integers(const rapidjson::Value& object, const std::string& name,
                            const std::string& path, std::size_t count) const {
    const auto& v = member(object, name, path);
    if (!v.IsArray() || v.Size() != count)
      fail(path + name, "expected an array of " + std::to_string(count) + " integers, one a side");
    std::vector<int> out;
    for (const auto& item : v.GetArray()) {
      if (!item.IsInt()) fail(path + name, "expected integers");
      out.push_back(item.GetInt());
    }
    return out;
  }
  /// Unknown fields are refused (docs/formats.md): a misspelt field is reported, not ignored.
  void onlyFields(const rapidjson::Value& object, std::initializer_list<std::string_view> names,
                  const std::string& path) const {
    if (!object.IsObject())
      fail(path.empty() ? "" : path.substr(0, path.size() - 1), "expected an object");
    for (const auto& m : object.GetObject()) {
      const std::string_view name(m.name.GetString(), m.name.GetStringLength());
      if (std::find(names.begin(), names.end(), name) == names.end())
        fail(path + std::string(name), "unknown field");
    }
  }
  [[noreturn]] void fail(const std::string& field, const std::string& problem) const {
    throw LoadError(m_file, field, problem);
  }

 private:
  std::filesystem::path m_file;
};

CampaignRunResult readResult(const PartReader& r, const rapidjson::Value& v,
                             const std::string& path, const std::vector<std::string>& sides) {
  r.onlyFields(v,
               {"run", "campaign_seed", "winner", "decisive", "end_day", "points", "battles",
                "destroyed", "spent"},
               path);
  CampaignRunResult result;
  result.run = r.integer(v, "run", path);
  const std::string winner = r.text(v, "winner", path);
  for (std::size_t s = 0; s < sides.size(); ++s)
    if (sides[s] == winner) result.winner = static_cast<int>(s);
  if (!winner.empty() && result.winner < 0)
    r.fail(path + "winner", "no side '" + winner + "' in sides");
  const auto& decisive = r.member(v, "decisive", path);
  if (!decisive.IsBool()) r.fail(path + "decisive", "expected true or false");
  result.decisive = decisive.GetBool();
  result.endDay = r.integer(v, "end_day", path);
  result.points = r.integers(v, "points", path, sides.size());
  result.battles = r.integer(v, "battles", path);
  result.destroyed = r.integers(v, "destroyed", path, sides.size());
  result.spent = r.integers(v, "spent", path, sides.size());
  return result;
}

std::string percent(double p) {
  char b[16];
  std::snprintf(b, sizeof b, "%.1f%%", 100 * p);
  return b;
}

std::string fixed(double v, int decimals = 2) {
  char b[32];
  std::snprintf(b, sizeof b, "%.*f", decimals, v);
  return b;
}

}  // namespace

void writeBalancePart(const BalanceStudy& study, std::ostream& out) {
  JsonStreamWriter w(out);
  w.beginObject();
  w.field("format", kPartFormat);
  w.field("format_version", 1);
  w.field("scenario", study.scenarioName);
  w.field("scenario_sha256", study.scenarioDigest);
  w.field("seed", study.seed);
  w.field("days", study.days);
  w.field("runs", study.runs);
  w.key("shard");
  w.beginObject();
  w.field("index", study.shardIndex);
  w.field("count", study.shardCount);
  w.endObject();
  w.key("sides");
  w.beginArray();
  for (const auto& id : study.sideIds) w.value(id);
  w.endArray();
  w.key("results");
  w.beginArray();
  for (const auto& r : study.results) {
    w.beginObject();
    w.field("run", r.run);
    // The run's campaign seed: `hfg campaign run SCENARIO --seed THIS --auto-battles` replays it.
    w.field("campaign_seed",
            Dice::forStream(study.seed, static_cast<std::uint64_t>(r.run)).state());
    w.field("winner",
            r.winner < 0 ? std::string() : study.sideIds[static_cast<std::size_t>(r.winner)]);
    w.field("decisive", r.decisive);
    w.field("end_day", r.endDay);
    writeInts(w, "points", r.points);
    w.field("battles", r.battles);
    writeInts(w, "destroyed", r.destroyed);
    writeInts(w, "spent", r.spent);
    w.endObject();
  }
  w.endArray();
  w.endObject();
  out << '\n';
}

BalanceStudy readBalancePart(const std::filesystem::path& file) {
  const std::string bytes = readFileBounded(file, kMaxJsonFileBytes);
  rapidjson::Document doc;
  doc.Parse(bytes.c_str(), bytes.size());
  if (doc.HasParseError() || !doc.IsObject())
    throw LoadError(file, "", "not JSON: expected an hfg-balance-part object");
  const PartReader r(file);
  if (r.text(doc, "format", "") != kPartFormat)
    r.fail("format", std::string("expected \"") + kPartFormat + "\"");
  if (r.integer(doc, "format_version", "") != 1) r.fail("format_version", "expected 1");
  r.onlyFields(doc,
               {"format", "format_version", "scenario", "scenario_sha256", "seed", "days", "runs",
                "shard", "sides", "results"},
               "");
  BalanceStudy study;
  study.scenarioName = r.text(doc, "scenario", "");
  study.scenarioDigest = r.text(doc, "scenario_sha256", "");
  const auto& seed = r.member(doc, "seed", "");
  if (!seed.IsUint64()) r.fail("seed", "expected a whole number from 0 to 2^64 - 1");
  study.seed = seed.GetUint64();
  study.days = r.integer(doc, "days", "");
  study.runs = r.integer(doc, "runs", "");
  const auto& shard = r.member(doc, "shard", "");
  r.onlyFields(shard, {"index", "count"}, "shard.");
  study.shardIndex = r.integer(shard, "index", "shard.");
  study.shardCount = r.integer(shard, "count", "shard.");
  const auto& sides = r.member(doc, "sides", "");
  if (!sides.IsArray()) r.fail("sides", "expected an array of side ids");
  for (const auto& s : sides.GetArray()) {
    if (!s.IsString()) r.fail("sides", "expected side ids");
    study.sideIds.push_back(s.GetString());
  }
  const auto& results = r.member(doc, "results", "");
  if (!results.IsArray()) r.fail("results", "expected an array of run results");
  for (rapidjson::SizeType i = 0; i < results.Size(); ++i)
    study.results.push_back(
        readResult(r, results[i], "results[" + std::to_string(i) + "].", study.sideIds));
  return study;
}

BalanceStudy mergeBalanceParts(const std::vector<BalanceStudy>& parts) {
  if (parts.empty()) throw std::invalid_argument("no parts to merge");
  BalanceStudy whole = parts.front();
  whole.shardIndex = 1;
  whole.shardCount = 1;
  whole.results.assign(static_cast<std::size_t>(std::max(0, whole.runs)), {});
  std::set<int> shards;
  std::vector<bool> seen(whole.results.size(), false);
  for (const auto& part : parts) {
    const auto& a = parts.front();
    if (part.scenarioDigest != a.scenarioDigest || part.seed != a.seed || part.days != a.days ||
        part.runs != a.runs || part.shardCount != a.shardCount || part.sideIds != a.sideIds)
      throw std::invalid_argument(
          "the parts are of different studies (scenario, seed, days, runs or shard count differ)");
    if (!shards.insert(part.shardIndex).second)
      throw std::invalid_argument("shard " + std::to_string(part.shardIndex) + "/" +
                                  std::to_string(part.shardCount) + " is given twice");
    for (const auto& r : part.results) {
      if (r.run < 0 || r.run >= whole.runs || seen[static_cast<std::size_t>(r.run)])
        throw std::invalid_argument("run " + std::to_string(r.run) +
                                    " is outside the study or given twice");
      seen[static_cast<std::size_t>(r.run)] = true;
      whole.results[static_cast<std::size_t>(r.run)] = r;
    }
  }
  for (int s = 1; s <= whole.runs && s <= parts.front().shardCount; ++s)
    if (!shards.count(s))
      throw std::invalid_argument("shard " + std::to_string(s) + "/" +
                                  std::to_string(parts.front().shardCount) + " is missing");
  for (std::size_t i = 0; i < seen.size(); ++i)
    if (!seen[i]) throw std::invalid_argument("run " + std::to_string(i) + " is missing");
  return whole;
}

std::string describeBalance(const BalanceReport& r) {
  std::ostringstream out;
  out << "balance of " << r.scenarioName << ": " << r.runs << " campaigns of up to " << r.days
      << " days, seed " << r.seed << "\n";
  for (const auto& s : r.sides) {
    const double p = r.runs ? static_cast<double>(s.wins) / r.runs : 0;
    out << "  " << s.id << " wins " << percent(p) << " (95% " << percent(s.winInterval.low) << "-"
        << percent(s.winInterval.high) << "), " << s.decisiveWins << " of " << s.wins
        << " by the victory rule at a dawn; objective points " << fixed(s.pointsMean) << " +- "
        << fixed(s.pointsSd) << " (" << s.pointsMin << "-" << s.pointsMax
        << "); elements destroyed " << fixed(s.destroyedMean) << ", spent " << fixed(s.spentMean)
        << " a campaign\n";
  }
  out << "  draws (level on points) " << percent(r.runs ? static_cast<double>(r.draws) / r.runs : 0)
      << " (95% " << percent(r.drawInterval.low) << "-" << percent(r.drawInterval.high) << ")\n";
  out << "  battles " << fixed(r.battlesMean) << " a campaign (" << r.battlesTotal
      << " in all); campaigns ended at dawn of day " << fixed(r.endDayMean) << " on average\n";
  return out.str();
}

void writeBalanceJson(const BalanceReport& r, std::ostream& out) {
  JsonStreamWriter w(out);
  w.beginObject();
  w.field("scenario", r.scenarioName);
  w.field("seed", r.seed);
  w.field("days", r.days);
  w.field("runs", r.runs);
  w.field("draws", r.draws);
  writeInterval(w, "draw_interval", r.drawInterval);
  w.field("battles_mean", r.battlesMean);
  w.field("battles_total", r.battlesTotal);
  w.field("end_day_mean", r.endDayMean);
  w.key("sides");
  w.beginArray();
  for (const auto& s : r.sides) {
    w.beginObject();
    w.field("id", s.id);
    w.field("wins", s.wins);
    w.field("decisive_wins", s.decisiveWins);
    w.field("win_probability", r.runs ? static_cast<double>(s.wins) / r.runs : 0.0);
    writeInterval(w, "win_interval", s.winInterval);
    w.key("objective_points");
    w.beginObject();
    w.field("mean", s.pointsMean);
    w.field("sd", s.pointsSd);
    w.field("min", s.pointsMin);
    w.field("max", s.pointsMax);
    w.endObject();
    w.field("destroyed_mean", s.destroyedMean);
    w.field("spent_mean", s.spentMean);
    w.endObject();
  }
  w.endArray();
  w.endObject();
  out << '\n';
}

}  // namespace hfg::cli
