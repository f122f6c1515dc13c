// B-24 surprise: the throw with its T-15 modifiers, the defender held still, and the ways it ends early.
#include "core/battle/hfg/bound/surprise.h"

#include "core/battle/hfg/bound/setup_throws.h"
#include "core/battle/hfg/geometry/contact.h"
#include "core/battle/hfg/moves/knowledge.h"

namespace hfg::battle {
namespace {

const BattleCommandSetup* commanderInChief(const Battle& battle, int side) {
  for (const auto& c : battle.side(side).commands)
    if (c.commanderInChief) return &c;
  return nullptr;
}

}  // namespace

bool surpriseEligible(const Battle& battle) {
  const int a = battle.attackerSide();
  const auto* cinc = commanderInChief(battle, a);
  return (cinc && cinc->quality == GeneralQuality::Brilliant) ||
         battle.setup().concealedPositions[static_cast<std::size_t>(a)] > 0;
}

void throwSurprise(Battle& battle, DieSource& dice) {
  const int a = battle.attackerSide();
  if (battle.movingSide() != a || battle.clock().completedBoundsOf(a) != 0 ||
      !surpriseEligible(battle))
    return;
  SurpriseFacts f;
  f.rawDie = dice.d6();
  const auto* cinc = commanderInChief(battle, a);
  const auto* enemy = commanderInChief(battle, 1 - a);
  f.attackerCinCBrilliant = cinc && cinc->quality == GeneralQuality::Brilliant;
  f.concealedPositions = battle.setup().concealedPositions[static_cast<std::size_t>(a)];
  f.defenderCinCInert = enemy && enemy->quality == GeneralQuality::Inert;
  const TableWeather w = battle.weather() ? battle.weather()->current() : TableWeather::Fair;
  f.mist = w == TableWeather::Mist;
  for (const auto& e : battle.elements())
    if (e.side != a && e.present() && e.type() == TroopType::Aeronauts && w == TableWeather::Fair)
      f.defenderAeronautsInGoodWeather = true;
  std::vector<FactorEntry> parts;
  const int bounds = surpriseBounds(f, &parts);
  std::string text = "surprise (T-15, B-24): die " + std::to_string(f.rawDie);
  for (const auto& p : parts)
    text += ", " + p.id + " " + std::to_string(p.value) + " (" + p.reason + ")";
  text += ": " + std::to_string(bounds) + " extra bound" + (bounds == 1 ? "" : "s") + " for " +
          battle.side(a).id;
  battle.log(LogKind::Pips, text);
  if (bounds <= 0) return;
  battle.clock().grantExtraBounds(a, bounds);
  battle.surpriseActive = true;
}

bool surprisedSide(const Battle& battle, int side) {
  return battle.surpriseActive && side != battle.attackerSide() &&
         battle.movingSide() == battle.attackerSide();
}

bool checkSurpriseEnds(Battle& battle, const std::string& why) {
  if (!battle.surpriseActive) return false;
  std::string reason = why;
  if (reason.empty()) {
    const int a = battle.attackerSide();
    const auto& els = battle.elements();
    for (std::size_t i = 0; i < els.size() && reason.empty(); ++i) {
      if (els[i].side != a || !els[i].present()) continue;
      for (auto j : battle.near(els[i].footprint, 800)) {
        if (els[j].side == a) continue;
        if (visibleFrom(battle, els[j].footprint, i)) {
          reason = els[i].id() + " is visible to " + els[j].id() + " within 800 p";
          break;
        }
      }
    }
  }
  if (reason.empty()) return false;
  battle.surpriseActive = false;
  battle.clock().cancelExtraBounds();
  battle.log(LogKind::End, "surprise ends (B-24): " + reason);
  return true;
}

void expireSurprise(Battle& battle) {
  if (battle.surpriseActive && battle.movingSide() != battle.attackerSide()) {
    battle.surpriseActive = false;
    battle.log(LogKind::Bound, "surprise bounds are over (B-24)");
  }
}

}  // namespace hfg::battle
