// ET-27 as data: for each column the highest D10 of each row (0 = the row is empty).
#include "core/battle/tchae/commander_generator.h"

#include <array>
#include <stdexcept>

namespace hfg::tchae {

CommanderRating generatedRating(Belligerent side, WarPeriod period, int d10,
                                const TchaeSettings& s) {
  if (d10 < 1 || d10 > 10) throw std::out_of_range("ET-27: a D10 face must be 1..10");
  // Rows: Political, Cautious/Inexperienced, Inexperienced, Bold/Inexperienced, Professional,
  // Bold/Professional, Cautious/Professional, Gifted.
  static constexpr std::array<CommanderRating, 8> kRows{{
      {Ability::Political, false, false},
      {Ability::Inexperienced, false, true},
      {Ability::Inexperienced, false, false},
      {Ability::Inexperienced, true, false},
      {Ability::Professional, false, false},
      {Ability::Professional, true, false},
      {Ability::Professional, false, true},
      {Ability::Gifted, false, false},
  }};
  using Tops = std::array<int, 8>;
  static constexpr Tops kUnionEarly{3, 4, 6, 7, 8, 10, 0, 0};
  static constexpr Tops kConfEarly{1, 2, 4, 6, 7, 8, 9, 10};
  static constexpr Tops kUnionLateA{1, 2, 5, 6, 8, 9, 10, 0};  // EB-70 reading (a)
  static constexpr Tops kUnionLateB{1, 2, 5, 6, 8, 9, 0, 10};  // reading (b)
  static constexpr Tops kConfLate{1, 2, 3, 4, 6, 7, 9, 10};
  const bool early = period == WarPeriod::Early1861to1863;
  const Tops& tops =
      side == Belligerent::Union
          ? (early ? kUnionEarly : (s.unionD10Ten1864 == "gifted" ? kUnionLateB : kUnionLateA))
          : (early ? kConfEarly : kConfLate);
  for (std::size_t i = 0; i < tops.size(); ++i)
    if (tops[i] != 0 && d10 <= tops[i]) return kRows[i];
  return kRows.back();
}

}  // namespace hfg::tchae
