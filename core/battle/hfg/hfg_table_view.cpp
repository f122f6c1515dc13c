// Builds the neutral table view of an HFG battle: elements as pieces, terrain and works as areas, the log as records.
#include "core/battle/hfg/hfg_table_view.h"

#include <regex>

namespace hfg::battle {

namespace {

TablePiece pieceOf(const ElementInPlay& e) {
  TablePiece p;
  p.id = e.id();
  p.side = e.side;
  p.symbol = std::string(keyOf(e.type()));
  p.centre = e.footprint.centre();
  p.frontage = e.footprint.frontagePaces;
  p.depth = e.footprint.depthPaces;
  p.headingDeg = e.footprint.headingDeg;
  p.labels = {e.id(), std::string(keyOf(e.grade()))};
  if (e.condition != ElementCondition::Ready) p.markers.emplace_back(keyOf(e.condition));
  if (!e.mounted) p.markers.emplace_back("dismounted");
  if (e.disabled) p.markers.emplace_back("disabled");
  p.onTable = e.present();
  return p;
}

std::string_view workKey(BattleWorkKind kind) {
  switch (kind) {
    case BattleWorkKind::Redoubt: return "redoubt";
    case BattleWorkKind::Entrenchment: return "entrenchment";
    case BattleWorkKind::Elf: return "elf";
    case BattleWorkKind::Obstacle: return "obstacle";
  }
  return "work";
}

int sideIndexOf(const Battle& battle, const std::string& sideId) {
  return battle.side(1).id == sideId ? 1 : 0;
}

void addAreas(const Battle& battle, TableDisplay& view) {
  for (const auto& f : battle.setup().terrain) {
    TableArea a;
    a.id = f.id;
    a.kind = std::string(keyOf(f.terrain));
    if (!f.outline.empty()) {
      a.outline.assign(f.outline.begin(), f.outline.end());
    } else {
      a.outline.assign(f.line.begin(), f.line.end());
      a.width = f.widthPaces;
    }
    view.areas.push_back(std::move(a));
  }
  for (const auto& w : battle.setup().works) {
    TableArea a;
    a.id = w.id;
    a.kind = std::string(workKey(w.kind));
    a.side = sideIndexOf(battle, w.sideId);
    if (!w.outline.empty())
      a.outline.assign(w.outline.begin(), w.outline.end());
    else
      a.outline = {w.a, w.b};
    view.areas.push_back(std::move(a));
  }
  for (const auto& sp : battle.setup().strongPoints) {
    TableArea a;
    a.id = sp.id;
    a.kind = "strong_point";
    a.side = sideIndexOf(battle, sp.sideId);
    for (const auto& c : strongPointFootprint(sp).corners()) a.outline.push_back(c);
    view.areas.push_back(std::move(a));
  }
}

}  // namespace

std::string ruleIdOf(const std::string& text) {
  static const std::regex rule(R"(\b([A-Z]{1,2}-[A-Z]?[0-9]+)\b)");
  std::string last;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), rule); it != std::sregex_iterator();
       ++it)
    last = (*it)[1].str();
  return last;
}

TableDisplay hfgTableView(const Battle& battle) {
  TableDisplay view;
  view.rules = "hfg";
  view.unit = "paces";
  const TableDimensions size = tableDimensions(battle.setup().tableSize);
  view.width = size.widthPaces;
  view.depth = size.depthPaces;
  view.sides = {battle.side(0).id, battle.side(1).id};
  view.stepName = "bound";
  view.step = battle.clock().boundsPlayed();
  for (const auto& e : battle.elements()) view.pieces.push_back(pieceOf(e));
  addAreas(battle, view);
  for (const auto& entry : battle.logEntries())
    view.records.push_back(
        {entry.bound, std::string(keyOf(entry.kind)), ruleIdOf(entry.text), entry.text});
  return view;
}

}  // namespace hfg::battle
