// ET-28, ET-29, ET-30 and ET-41 as data.
#include "core/battle/tchae/historical_commanders.h"

#include <stdexcept>

namespace hfg::tchae {

// A named namespace (not an anonymous one): its one-letter shorthands must not meet another
// file's in the unity build.
namespace historical_data {

constexpr Ability G = Ability::Gifted, P = Ability::Professional, I = Ability::Inexperienced,
                  X = Ability::Political;
constexpr Belligerent U = Belligerent::Union, C = Belligerent::Confederate;
constexpr CommandLevel Bde = CommandLevel::Brigade, Div = CommandLevel::Division,
                       Corps = CommandLevel::Corps;

struct Traits {
  bool bold = false, cautious = false, inspirational = false;
};
constexpr Traits none{}, bold{true, false, false}, cautious{false, true, false},
    insp{false, false, true}, boldInsp{true, false, true}, cautiousInsp{false, true, true};

HistoricalRating r(std::string_view name, Belligerent side, CommandLevel level, Ability ability,
                   Traits t = none, std::string_view note = {}) {
  return {name, side, level, ability, t.bold, t.cautious, t.inspirational, note};
}

}  // namespace historical_data

const std::vector<HistoricalRating>& historicalRatings() {
  using namespace historical_data;
  static const std::vector<HistoricalRating> kRatings{
      // ET-28 division commanders.
      r("Meade", U, Div, P),
      r("Birney", U, Div, I, cautious),
      r("Sedgwick", U, Div, P, cautiousInsp),
      r("Wadsworth", U, Div, I),
      r("Hunt", U, Div, P, none, "artillery"),
      r("Sheridan", U, Div, P),
      r("Sherman", U, Div, P),
      r("Humphreys", U, Div, P),
      r("Barnes", U, Div, X),
      r("Caldwell", U, Div, X),
      r("Doubleday", U, Div, I, cautious),
      r("Greene", U, Div, I),
      r("Kilpatrick", U, Div, X, bold),
      r("Buford", U, Div, P),
      r("Gibbon", U, Div, P, insp),
      r("Chamberlin", U, Div, P, boldInsp),
      r("Hood", C, Div, P, boldInsp),
      r("Heth", C, Div, X),
      r("Jackson", C, Div, G),
      r("A P Hill", C, Div, G),
      r("D H Hill", C, Div, I),
      r("Early", C, Div, P, bold),
      r("McLaws", C, Div, I, cautious),
      r("Pickett", C, Div, I),
      r("Pender", C, Div, P),
      r("Ewell", C, Div, P),
      r("Law", C, Div, I),
      r("Rodes", C, Div, I, bold),
      r("Kershaw", C, Div, P),
      r("JEB Stewart", C, Div, P, boldInsp),
      r("Pemberton", C, Div, I, cautious),
      r("Bragg", C, Div, I, cautious),
      r("Forrest", C, Div, G, insp),
      // ET-29 brigade commanders.
      r("Gibbon", U, Bde, G, insp),
      r("Vincent", U, Bde, P, insp),
      r("Custer", U, Bde, P, boldInsp),
      r("Kilpatrick", U, Bde, I, bold),
      r("Couch", U, Bde, X),
      r("Meredith", U, Bde, X),
      r("Cutler", U, Bde, I),
      r("Trobriand", U, Bde, P),
      r("Brewster", U, Bde, I),
      r("Carr", U, Bde, I, insp),
      r("Ward", U, Bde, I),
      r("Graham", U, Bde, X),
      r("Birney", U, Bde, P),
      r("Barnes", U, Bde, X),
      r("Caldwell", U, Bde, I),
      r("Kelly", U, Bde, I, insp),
      r("Meagher", U, Bde, I, insp),
      r("Zook", U, Bde, I),
      r("Greene", U, Bde, P),
      r("Barksdale", C, Bde, P, boldInsp),
      r("Law", C, Bde, P),
      r("Kershaw", C, Bde, P, insp),
      r("Hood", C, Bde, G, boldInsp),
      r("Early", C, Bde, P, bold),
      r("Cleburne", C, Bde, G, insp),
      r("JR Davis", C, Bde, X),
      r("Wilcox", C, Bde, P, cautious),
      r("Semmes", C, Bde, P),
      r("Wofford", C, Bde, I, bold),
      r("JB Anderson", C, Bde, I),
      r("Robertson", C, Bde, I, bold),
      r("Pickett", C, Bde, I, bold),
      r("Armistead", C, Bde, P),
      r("Hays", C, Bde, I, insp),
      r("Walker", C, Bde, I),
      r("Rodes", C, Bde, P, insp),
      r("Pender", C, Bde, P),
      r("Pettigrew", C, Bde, I, bold),
      // ET-30 corps commanders.
      r("Meade", U, Corps, P, cautious),
      r("Burnside", U, Corps, X),
      r("Sykes", U, Corps, I, cautious),
      r("Sickles", U, Corps, X, bold),
      r("Hancock", U, Corps, P, cautiousInsp),
      r("Longstreet", C, Corps, P, cautious),
      r("Jackson", C, Corps, P, bold),
      r("Hood", C, Corps, X, bold),
      r("A.S. Johnston", C, Corps, P, insp),
      r("A.P. Hill", C, Corps, I),
  };
  return kRatings;
}

std::optional<HistoricalRating> historicalRating(std::string_view name, Belligerent side,
                                                 CommandLevel level) {
  for (const HistoricalRating& h : historicalRatings())
    if (h.name == name && h.side == side && h.level == level) return h;
  return std::nullopt;
}

RegimentalVariation regimentalVariation(int d10) {
  if (d10 < 1 || d10 > 10) throw std::invalid_argument("ET-41: a D10 from 1 to 10");
  if (d10 == 1) return RegimentalVariation::Marksmen;
  return d10 == 10 ? RegimentalVariation::InspirationalColonel : RegimentalVariation::None;
}

const std::vector<NamedColonel>& namedInspirationalColonels() {
  using historical_data::U, historical_data::C;
  static const std::vector<NamedColonel> kColonels{
      {U, "24th New York", "Andrew J Barney"},
      {U, "140th New York", "Patrick O'Rorke"},
      {U, "20th Maine", "Joshua Chamberlin"},
      {U, "97th Pennsylvania", "Galusha Pennypacker"},
      {C, "6th Alabama", "John Gordon"},
      {C, "1st Texas", "Philip Work"},
      {C, "26th North Carolina", "Henry Burgwyn Jr."},
      {C, "35th Battalion Virginia Cavalry", "Elijah White"},
  };
  return kColonels;
}

}  // namespace hfg::tchae
