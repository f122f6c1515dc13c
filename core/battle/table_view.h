// The small display model every battle rule set's table is drawn through: pieces, areas, arrows and records.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/model/geometry.h"

namespace hfg::battle {

/// One piece on the table (an element, a unit, a blind, a general, a work): where it stands in
/// the rule set's own table units (TableDisplay::unit), which way it faces and what it shows.
struct TablePiece {
  std::string id;
  int side = 0;                      ///< 0 or 1 (TableDisplay::sides)
  std::string symbol;                ///< what to draw: a troop type key, "general", "blind", ...
  Vec2 centre;                       ///< table units, x along the base edges, y north
  double frontage = 0;               ///< footprint across the facing
  double depth = 0;                  ///< footprint along the facing
  double headingDeg = 90;            ///< facing, counter-clockwise from east
  std::vector<std::string> labels;   ///< short texts beside it (id, grade, name)
  std::vector<std::string> markers;  ///< status markers ("routing", "disordered", "spent", ...)
  bool onTable = true;               ///< false: waiting to arrive, or gone
};

/// An area drawn under the pieces: terrain, a deployment zone, a work, a no-data patch.
struct TableArea {
  std::string id;
  std::string kind;         ///< a terrain or work key ("woods", "river", "zone", ...)
  Polyline outline;         ///< closed ring, or a centre line when `width` > 0
  double width = 0;         ///< linear areas (roads, streams): drawn width
  std::optional<int> side;  ///< zones and works: whose
};

/// An arrow: a move made, a shot, a charge, an arrival's road.
struct TableArrow {
  std::string kind;  ///< "move", "shot", "charge", "arrival", ...
  Vec2 from;
  Vec2 to;
  int side = 0;
};

/// One record of the battle's log, able to say which rule it applied.
struct TableRecord {
  int step = 0;      ///< the rule set's turn or bound, 1-based
  std::string kind;  ///< the rule set's record kind ("combat", "move", ...)
  std::string rule;  ///< rule id applied ("T-9", "E-42"); empty when none
  std::string text;
};

/// A rule set's table as the editor's battle view draws it (docs/architecture.md). A rule set
/// adds panels only for what is its own (cards, blinds, messengers).
struct TableDisplay {
  std::string rules;           ///< the rule set's stable name ("hfg")
  std::string unit = "paces";  ///< the table's unit ("paces", "inches")
  double width = 0;            ///< along the base edges, in `unit`
  double depth = 0;
  std::array<std::string, 2> sides;  ///< side ids, index as TablePiece::side
  std::string stepName = "bound";    ///< what one step of play is called ("bound", "turn")
  int step = 0;                      ///< steps played so far
  std::vector<TablePiece> pieces;
  std::vector<TableArea> areas;
  std::vector<TableArrow> arrows;
  std::vector<TableRecord> records;
};

}  // namespace hfg::battle
