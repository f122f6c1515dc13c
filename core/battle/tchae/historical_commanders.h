// The historical commander ratings of ET-28 (divisions), ET-29 (brigades) and ET-30 (corps), and ET-41's regimental variations.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "core/battle/tchae/tchae_types.h"

namespace hfg::tchae {

/// Which list a rating comes from.
enum class CommandLevel { Brigade, Division, Corps };

/// One printed rating: a name (spelt as printed, "Chamberlin", "JEB Stewart") and its traits.
struct HistoricalRating {
  std::string_view name;
  Belligerent side = Belligerent::Union;
  CommandLevel level = CommandLevel::Division;
  Ability ability = Ability::Professional;
  bool bold = false;
  bool cautious = false;
  bool inspirational = false;
  std::string_view note;  ///< "artillery" for Hunt
};

/// ET-28, ET-29 and ET-30 in printed order. A scenario's own orbat overrides them (ES-G2's
/// Robertson is Inexperienced).
const std::vector<HistoricalRating>& historicalRatings();
/// The rating of `name` at `level` for `side`, if the list has one.
std::optional<HistoricalRating> historicalRating(std::string_view name, Belligerent side,
                                                 CommandLevel level);

/// ET-41: a D10 per unit.
enum class RegimentalVariation { None, Marksmen, InspirationalColonel };
RegimentalVariation regimentalVariation(int d10);

/// ET-41's named Inspirational colonels, for scenario authors.
struct NamedColonel {
  Belligerent side;
  std::string_view regiment;
  std::string_view colonel;
};
const std::vector<NamedColonel>& namedInspirationalColonels();

}  // namespace hfg::tchae
