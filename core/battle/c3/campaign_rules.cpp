// The running C3 campaign battle: minutes by map period, the computer generals, the KT-29 result.
#include "core/battle/c3/campaign_rules.h"

#include "core/battle/c3/battle_minute.h"
#include "core/battle/c3/c3_general.h"
#include "core/battle/c3/campaign_setup.h"
#include "core/battle/c3/campaign_tables.h"
#include "core/battle/c3/knowledge.h"
#include "core/dice/dice.h"

namespace hfg::c3 {

namespace {

ElementStatus statusOf(Fate f) {
  switch (f) {
    case Fate::Present: return ElementStatus::Present;
    case Fate::Spent: return ElementStatus::Spent;
    case Fate::Destroyed: return ElementStatus::Destroyed;
    case Fate::OffTable: return ElementStatus::OffTable;
  }
  return ElementStatus::Present;
}

/// KT-29: the state of a Unit at the end.
UnitEnd endOf(const C3Unit& u) {
  UnitEnd e;
  e.spAtStart = u.spAtStart;
  e.spNow = u.sp;
  e.fatigue = u.fatigue;
  e.captured = u.state == UnitState::Destroyed;
  e.dispersedByFailedRallies = u.state == UnitState::Dispersed && u.failedRallies >= 3;
  e.routingOnTable = u.state == UnitState::Routing;
  e.offTable = u.state == UnitState::OffTable;
  return e;
}

class C3RunningBattle final : public battle::RunningBattle {
 public:
  C3RunningBattle(const battle::BattleInput& in, const C3Settings& settings);
  battle::BattleReport opening() const override;
  battle::BattleReport join(const hfg::BattleMeeting& meeting) override;
  battle::BattleReport play(int periodsFought) override;
  bool ended() const override { return m_setup.battle.over; }
  battle::BattleOutcome outcome(const hfg::BattleMeeting& meeting) const override;
  battle::TableDisplay view() const override;
  std::vector<std::pair<std::string, std::string>> files() const override;
  const C3Battle& battle() const { return m_setup.battle; }

 private:
  C3CampaignBattle m_setup;
  std::string m_id;
  Dice m_dice;
  SeededD10Source m_source;
  C3Dice m_d10;
  std::unique_ptr<C3General> m_generals[2];
  C3Players m_players;
  std::size_t m_logged = 0;
  std::size_t m_arrivalsSeen = 0;
};

C3RunningBattle::C3RunningBattle(const battle::BattleInput& in, const C3Settings& settings)
    : m_setup([&] {
        TableSetup ground = in.ground ? in.ground() : TableSetup{};
        if (!in.ground) ground.extent = extentOf(in.scenario.settings.tableSize);
        return campaignBattle(in.scenario, in.meeting, ground, settings);
      }()),
      m_id(in.meeting.id),
      m_dice(Dice::forStream(in.seed, 3)),  // C-26: the battle's own stream
      m_source(m_dice),
      m_d10(m_source) {
  const C3Battle& b = m_setup.battle;
  const PointM centre = toMetres(b.settings, b.table.sizePaces * 0.5);  // the meeting point
  for (int side = 0; side < 2; ++side) {
    m_generals[side] = std::make_unique<C3General>(side == b.attacker, centre, b.year, b.settings);
    m_players.side[side] = m_generals[side].get();
  }
  setUpBattle(m_setup.battle, m_players);  // KB-56: initial Orders taken as received
  m_arrivalsSeen = in.meeting.arrivals.size();
}

battle::BattleReport C3RunningBattle::opening() const {
  battle::BattleReport out;
  const C3Battle& b = m_setup.battle;
  out.records.push_back("Rules: C3, Command, Control and Communications (docs/c3.md), " +
                        std::to_string(static_cast<int>(pacesToMetres(b.settings, b.table.sizePaces.x))) +
                        " x " +
                        std::to_string(static_cast<int>(pacesToMetres(b.settings, b.table.sizePaces.y))) +
                        " m, from " + clockText(b.startClockMin) + " to nightfall 18:00 (KT-30)");
  out.records.push_back("Set-up: " + std::to_string(b.units.size()) + " units and " +
                        std::to_string(b.commanders.size()) +
                        " commanders on their HFG elements (KB-56)");
  for (const std::string& n : m_setup.notes) out.records.push_back("Set-up: " + n);
  return out;
}

battle::BattleReport C3RunningBattle::join(const hfg::BattleMeeting& meeting) {
  // KB-57 is not built yet: arrivals are reported and stay present in the campaign (KT-29).
  battle::BattleReport out;
  for (; m_arrivalsSeen < meeting.arrivals.size(); ++m_arrivalsSeen)
    out.records.push_back("Join: " + meeting.arrivals[m_arrivalsSeen].force.force +
                          " does not enter the C3 table yet (KB-57 not built); it stays present");
  return out;
}

battle::BattleReport C3RunningBattle::play(int periodsFought) {
  battle::BattleReport out;
  C3Battle& b = m_setup.battle;
  const int last = kPeriodMin * periodsFought;
  const int from = b.minute;
  while (!b.over && b.minute < last) playMinute(b, m_players, m_d10);
  for (; m_logged < b.log.size(); ++m_logged) {
    const C3LogLine& l = b.log[m_logged];
    out.records.push_back("[" + clockText(b.startClockMin + l.minute) + "] " + l.ruleId + ": " +
                          l.what);
  }
  out.lines.push_back(m_id + ": " + std::to_string(b.minute - from) + " C3 minutes in map period " +
                      std::to_string(periodsFought) +
                      (b.over ? (b.broken ? "; " + m_setup.sideIds[*b.broken] + " breaks (KB-58)"
                                          : "; nightfall (KB-58)")
                              : ""));
  return out;
}

battle::BattleOutcome C3RunningBattle::outcome(const hfg::BattleMeeting& meeting) const {
  const C3Battle& b = m_setup.battle;
  battle::BattleOutcome out;
  out.result.battle = meeting.id;
  for (const C3Unit& u : b.units) {
    const Fate f = fateOf(endOf(u), b.settings);  // KT-29
    if (f != Fate::Present)
      out.result.elements.push_back({m_setup.elementOfUnit.at(u.id), statusOf(f)});
  }
  for (const C3Commander& c : b.commanders) {
    // KT-29: his staff element destroyed (KB-51); a colonel who took a casting has none.
    const auto staff = m_setup.commandOf.find(c.id);
    if (c.captured && staff != m_setup.commandOf.end())
      out.result.elements.push_back({staff->second, ElementStatus::Destroyed});
  }
  out.gameMinutes = b.minute;
  out.result.boundsFought = boundsFought(b.startClockMin, b.clock());  // KT-30
  if (b.broken) {
    const int loser = *b.broken;
    out.result.winner = m_setup.sideIds[1 - loser];
    out.result.routStages = routStages(reckon(b, loser), b.settings);
    out.summary = out.result.winner + " wins; " + m_setup.sideIds[loser] + " breaks and routs " +
                  std::to_string(out.result.routStages) + " stage(s) (KB-58, C-21)";
  } else {
    if (b.nightRetreat) out.result.nightRetreatSide = m_setup.sideIds[*b.nightRetreat];
    out.summary = "nightfall with no side broken" +
                  (b.nightRetreat ? "; " + out.result.nightRetreatSide + " retreats at night"
                                  : std::string()) +
                  " (KB-58, C-20)";
  }
  out.records.push_back("Result: " + out.summary + "; " + std::to_string(out.gameMinutes) +
                        " minutes, " + std::to_string(out.result.boundsFought) +
                        " HFG bounds a side (KT-30)");
  return out;
}

battle::TableDisplay C3RunningBattle::view() const {
  const C3Battle& b = m_setup.battle;
  battle::TableDisplay v;
  v.rules = "c3";
  v.unit = "metres";
  v.width = pacesToMetres(b.settings, b.table.sizePaces.x);
  v.depth = pacesToMetres(b.settings, b.table.sizePaces.y);
  v.stepName = "minute";
  v.step = b.minute;
  for (const C3Unit& u : b.units) {
    battle::TablePiece p;
    p.id = m_setup.elementOfUnit.at(u.id);
    p.side = u.side;
    p.symbol = std::string(keyOf(u.type));
    const PointM c = toMetres(b.settings, u.footprint.centre());
    p.centre = {c.x, c.y};
    p.frontage = pacesToMetres(b.settings, u.footprint.frontagePaces);
    p.depth = pacesToMetres(b.settings, u.footprint.depthPaces);
    p.headingDeg = u.footprint.headingDeg;
    p.labels = {u.name, std::string(name(u.formation)), std::to_string(u.sp) + " SP"};
    if (u.state != UnitState::Formed) p.markers.push_back(std::string(name(u.state)));
    p.onTable = u.present();
    v.pieces.push_back(std::move(p));
  }
  for (const C3Commander& c : b.commanders) {
    battle::TablePiece p;
    const auto staff = m_setup.commandOf.find(c.id);  // KB-51: a successor may have no element
    p.id = staff != m_setup.commandOf.end() ? staff->second : "c3-commander-" + std::to_string(c.id);
    p.side = c.side;
    p.symbol = "general";
    const PointM at = toMetres(b.settings, c.position);
    p.centre = {at.x, at.y};
    p.labels = {c.name, "rating " + std::to_string(c.rating)};
    p.onTable = !c.captured;
    v.pieces.push_back(std::move(p));
  }
  return v;
}

std::vector<std::pair<std::string, std::string>> C3RunningBattle::files() const {
  // Each side's view as its player would receive it (KB-14): nothing it has not seen or been told.
  std::vector<std::pair<std::string, std::string>> out;
  for (int side = 0; side < 2; ++side)
    out.emplace_back("-" + m_setup.sideIds[side] + "-view.txt",
                     toText(viewFor(m_setup.battle, side)));
  return out;
}

}  // namespace

battle::TableDisplay C3BattleRules::table(TableSize size) const {
  battle::TableDisplay view;
  view.rules = "c3";
  view.unit = "metres";
  const TableExtent e = extentOf(size);
  view.width = pacesToMetres(m_settings, e.widthPaces);
  view.depth = pacesToMetres(m_settings, e.depthPaces);
  view.stepName = "minute";
  return view;
}

std::unique_ptr<battle::RunningBattle> C3BattleRules::begin(
    const battle::BattleInput& meeting) const {
  return std::make_unique<C3RunningBattle>(meeting, m_settings);
}

const C3Battle* c3BattleOf(const battle::RunningBattle& running) {
  const auto* c3 = dynamic_cast<const C3RunningBattle*>(&running);
  return c3 ? &c3->battle() : nullptr;
}

}  // namespace hfg::c3
