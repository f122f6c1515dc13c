// Writes a battle's state as canonical text, fact by fact, and hashes it with SHA-256.
#include "core/battle/hfg/bound/state_digest.h"

#include <cstdio>

#include "core/crypto/digest.h"

namespace hfg::battle {
namespace {

/// Fixed decimals, so the text does not depend on how a double happens to print.
std::string fixed(double value) {
  char text[64];
  std::snprintf(text, sizeof text, "%.3f", value);
  return text;
}

}  // namespace

std::string battleStateText(const Battle& battle) {
  std::string out;
  const auto line = [&out](const std::string& text) { out += text + "\n"; };
  line("bound " + std::to_string(battle.boundNumber()) + " moving " +
       std::to_string(battle.movingSide()) + " extra " +
       std::to_string(battle.clock().extraBoundsLeft()));
  line("losing " + (battle.losingSide ? std::to_string(*battle.losingSide) : std::string("none")) +
       " transfer " + std::to_string(battle.transferBound) + " surprise " +
       std::to_string(battle.surpriseActive ? 1 : 0));
  if (battle.weather())
    line("weather " + std::to_string(static_cast<int>(battle.weather()->current())));
  for (int s = 0; s < 2; ++s) {
    const auto& side = battle.side(s);
    line("side " + side.id + " lost " + fixed(battle.losses().lostEe(side.id)));
    for (const auto& c : side.commands)
      line("command " + c.id + " pips " + std::to_string(battle.pipsLeftOf(c.id)) + " defeated " +
           std::to_string(battle.losses().defeated(c.id) ? 1 : 0));
  }
  for (const auto& e : battle.elements()) {
    const Footprint& fp = e.footprint;
    line("element " + e.id() + " " + std::string(keyOf(e.condition)) + " at " +
         fixed(fp.frontMid.x) + " " + fixed(fp.frontMid.y) + " " + fixed(fp.headingDeg) + " on " +
         std::to_string(e.placed.onTable ? 1 : 0) + " mounted " +
         std::to_string(e.mounted ? 1 : 0) + " silenced " + std::to_string(e.silencedUntilBound) +
         " damaged " + std::to_string(e.damaged ? 1 : 0) + " disabled " +
         std::to_string(e.disabled ? 1 : 0) + " repulsed " + std::to_string(e.repulsedInBound) +
         " routed " + std::to_string(e.routedInBound) + " ee " + fixed(e.ee) + " moved " +
         fixed(e.movedPaces) + " marches " + std::to_string(e.marchMoves) + " tactical " +
         std::to_string(e.tacticalMoved ? 1 : 0) + " fought " + std::to_string(e.fought ? 1 : 0) +
         " bua " + e.interiorOfBua + " overrun " + e.overrunBy + " bridging " +
         std::to_string(e.bridgingBounds));
  }
  for (const auto& sp : battle.strongPoints())
    line("sp " + sp.id() + " captured " + std::to_string(sp.captured ? 1 : 0) + " burning " +
         std::to_string(sp.burning ? 1 : 0));
  for (const auto& c : battle.crossings())
    line("crossing " + c.id + " " + c.riverId + " at " + fixed(c.at.x) + " " + fixed(c.at.y));
  for (const auto& b : battle.barrenStretches())
    line("barren " + b.riverId + " " + fixed(b.at.x) + " " + fixed(b.at.y));
  for (const auto& entry : battle.logEntries())
    line("log " + std::to_string(entry.bound) + " " + std::string(keyOf(entry.kind)) + " " +
         entry.text);
  return out;
}

std::string battleStateDigest(const Battle& battle) { return sha256Hex(battleStateText(battle)); }

}  // namespace hfg::battle
