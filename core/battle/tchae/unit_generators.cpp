// ET-31 ... ET-40 as data, row by row as printed (spec section 3).
#include "core/battle/tchae/unit_generators.h"

namespace hfg::tchae {

// A named namespace (not an anonymous one): its shorthands must not meet another file's in the
// unity build.
namespace generator_data {

constexpr Experience Raw = Experience::Raw, Avg = Experience::Average, Vet = Experience::Veteran;

RatingShare rs(int pct, Experience e, bool aggressive = false, bool resolute = false, bool cautious = false) {
  return {pct, e, aggressive, resolute, cautious};
}
ArmamentShare weapon(int pct, Weapon w, bool shotgun = false) { return {pct, w, Calibre::LightRifled, false, shotgun, false}; }
ArmamentShare guns(int pct, Calibre c, bool secondRate = false) { return {pct, Weapon::None, c, secondRate, false, false}; }

constexpr Weapon Rif = Weapon::Rifle, Sec = Weapon::SecondRateRifle, Smb = Weapon::Smoothbore, Sup = Weapon::Superior,
                 Rep = Weapon::Repeating;
constexpr Calibre LR = Calibre::LightRifled, HR = Calibre::HeavyRifled, MSB = Calibre::MediumSmoothbore,
                  LSB = Calibre::LightSmoothbore;

std::vector<RatingRow> ratings() {
  const Belligerent U = Belligerent::Union, C = Belligerent::Confederate;
  const Arm Inf = Arm::Infantry, Cav = Arm::Cavalry, Art = Arm::Artillery;
  const std::vector<RatingShare> battery{rs(75, Avg), rs(25, Vet)};
  return {
      // ET-31 Union artillery (Eastern theatre all years; Western theatre 1863 on, EB-71).
      {"ET-31", U, Art, "rifled", 1861, 1865, battery, "6 Light rifles", "Eastern theatre; West from 1863"},
      {"ET-31", U, Art, "heavy rifled", 1861, 1865, battery, "6 Heavy rifles", "Eastern theatre; West from 1863"},
      {"ET-31", U, Art, "horse", 1861, 1865, {rs(100, Vet)}, "6 Light rifles (Horse artillery)", "Eastern theatre; West from 1863"},
      {"ET-31", U, Art, "smoothbore", 1861, 1865, battery, "6 Medium smoothbores", "Eastern theatre; West from 1863"},
      {"ET-31", U, Art, "rifled", 1861, 1862, {rs(100, Avg)}, "4 or 6 Light rifles", "Western theatre"},
      {"ET-31", U, Art, "smoothbore", 1861, 1862, {rs(100, Avg)}, "4 or 6 Medium smoothbores", "Western theatre"},
      {"ET-31", U, Art, "heavy rifled", 1861, 1862, {rs(100, Avg)}, "4 or 6 Heavy rifles", "Western theatre"},
      {"ET-31", U, Art, "light smoothbore", 1861, 1862, {rs(100, Avg)}, "4 or 6 Light smoothbores", "Western theatre"},
      // ET-32 Union cavalry.
      {"ET-32", U, Cav, "volunteer", 1861, 1862, {rs(100, Raw)}, "", ""},
      {"ET-32", U, Cav, "volunteer", 1863, 1863, {rs(60, Avg), rs(20, Raw), rs(20, Vet)}, "", ""},
      {"ET-32", U, Cav, "volunteer", 1864, 1865, {rs(40, Vet), rs(40, Vet, true), rs(20, Avg)}, "", ""},
      {"ET-32", U, Cav, "US Regular", 1861, 1865, {rs(100, Vet)}, "", ""},
      // ET-33 Union infantry.
      {"ET-33", U, Inf, "volunteer", 1861, 1861, {rs(70, Raw), rs(20, Avg), rs(10, Raw, false, true)}, "", ""},
      {"ET-33", U, Inf, "volunteer", 1862, 1862, {rs(70, Avg), rs(20, Raw), rs(10, Vet)}, "", ""},
      {"ET-33", U, Inf, "volunteer", 1863, 1863, {rs(40, Avg), rs(40, Vet), rs(10, Raw), rs(10, Vet, false, true)}, "", ""},
      {"ET-33", U, Inf, "volunteer", 1864, 1865,
       {rs(30, Avg), rs(30, Vet, false, false, true), rs(20, Vet), rs(10, Vet, false, true), rs(10, Raw)}, "", ""},
      {"ET-33", U, Inf, "US Regulars", 1861, 1862, {rs(100, Avg, false, true)}, "", ""},
      {"ET-33", U, Inf, "US Regulars", 1863, 1863, {rs(100, Vet, false, true)}, "", ""},
      {"ET-33", U, Inf, "US Regulars", 1864, 1864, {rs(100, Avg)}, "", ""},
      {"ET-33", U, Inf, "US Sharpshooters", 1861, 1865, {rs(100, Vet)}, "", "Marksmen, Superior weapons"},
      {"ET-33", U, Inf, "Iron Brigade", 1862, 1863, {rs(100, Vet, false, true)}, "", ""},
      {"ET-33", U, Inf, "Irish Brigade", 1861, 1865, {rs(100, Avg, true)}, "", ""},
      {"ET-33", U, Inf, "17th and 20th Maine", 1863, 1863, {rs(100, Vet, false, true)}, "", ""},
      // ET-34 Confederate artillery (Second rate but the English-equipped and the Washington Light Artillery).
      {"ET-34", C, Art, "rifled", 1861, 1865, battery, "4 Light rifles, Second rate", ""},
      {"ET-34", C, Art, "heavy rifled", 1861, 1865, battery, "4 Heavy rifles, Second rate", ""},
      {"ET-34", C, Art, "smoothbore", 1861, 1865, battery, "4 Medium smoothbores, Second rate", ""},
      {"ET-34", C, Art, "light", 1861, 1865, battery, "4 Light smoothbores, Second rate", ""},
      {"ET-34", C, Art, "English-equipped", 1861, 1865, battery, "4 Heavy rifles", ""},
      {"ET-34", C, Art, "Washington Light Artillery", 1861, 1865, {rs(100, Vet)}, "4 Light rifles", ""},
      // ET-35 Confederate cavalry.
      {"ET-35", C, Cav, "volunteer", 1861, 1863, {rs(70, Avg, true), rs(30, Vet, true)}, "", ""},
      {"ET-35", C, Cav, "volunteer", 1864, 1865,
       {rs(30, Avg), rs(20, Avg, false, false, true), rs(20, Avg, true), rs(20, Vet, false, false, true), rs(10, Vet, true)},
       "", ""},
      {"ET-35", C, Cav, "Forrest's Western cavalry", 1862, 1864, {rs(100, Vet, true)}, "",
       "shotgun and carbine armed; may form line when dismounted"},
      // ET-36 Confederate infantry.
      {"ET-36", C, Inf, "volunteer", 1861, 1861,
       {rs(30, Raw), rs(30, Raw, true), rs(20, Raw, false, true), rs(20, Avg, true)}, "", ""},
      {"ET-36", C, Inf, "volunteer", 1862, 1862,
       {rs(40, Avg), rs(20, Avg, false, true), rs(20, Avg, true), rs(20, Vet, true)}, "", ""},
      {"ET-36", C, Inf, "volunteer", 1863, 1863,
       {rs(20, Avg), rs(20, Avg, false, true), rs(20, Avg, true), rs(20, Vet, true), rs(20, Vet, false, true)}, "", ""},
      {"ET-36", C, Inf, "volunteer", 1864, 1865,
       {rs(30, Avg), rs(20, Avg, false, true), rs(20, Vet, false, true), rs(20, Vet, false, false, true),
        rs(10, Raw, false, true)},
       "", ""},
      {"ET-36", C, Inf, "Louisiana Tigers", 1861, 1863, {rs(100, Avg, true)}, "", ""},
      {"ET-36", C, Inf, "2nd, 4th, 14th, 30th North Carolina", 1862, 1863, {rs(100, Vet, false, true)}, "", ""},
      {"ET-36", C, Inf, "1st, 4th, 5th Texas", 1862, 1863, {rs(100, Vet, true, true)}, "", ""},
      {"ET-36", C, Inf, "Orr's Rifles", 1861, 1863, {rs(100, Avg)}, "", "Marksmen"},
  };
}

std::vector<ArmamentRow> armaments() {
  const Arm Inf = Arm::Infantry, Cav = Arm::Cavalry, Art = Arm::Artillery;
  const ArmamentShare sabre{100, Weapon::None, LR, false, false, true};
  return {
      // ET-37 infantry.
      {"ET-37", Inf, "Army of the Potomac", 1861, 1862, {weapon(50, Rif), weapon(25, Sec), weapon(25, Smb)}},
      {"ET-37", Inf, "Army of the Potomac", 1863, 1863, {weapon(70, Rif), weapon(15, Sec), weapon(10, Smb), weapon(5, Sup)}},
      {"ET-37", Inf, "Army of the Potomac", 1864, 1865, {weapon(90, Rif), weapon(10, Sup)}},
      {"ET-37", Inf, "Union armies in the West", 1861, 1862, {weapon(30, Sec), weapon(70, Smb)}},
      {"ET-37", Inf, "Union armies in the West", 1863, 1863, {weapon(50, Rif), weapon(30, Sec), weapon(20, Smb)}},
      {"ET-37", Inf, "Union armies in the West", 1864, 1865, {weapon(90, Rif), weapon(10, Sup)}},
      {"ET-37", Inf, "Army of Northern Virginia", 1861, 1862, {weapon(40, Rif), weapon(30, Sec), weapon(30, Smb)}},
      {"ET-37", Inf, "Army of Northern Virginia", 1863, 1865, {weapon(100, Rif)}},  // late 1863 on (EB-71)
      {"ET-37", Inf, "Confederate armies in the West", 1861, 1862, {weapon(30, Sec), weapon(70, Smb)}},
      {"ET-37", Inf, "Confederate armies in the West", 1863, 1863, {weapon(45, Rif), weapon(20, Sec), weapon(35, Smb)}},
      {"ET-37", Inf, "Confederate armies in the West", 1864, 1864, {weapon(55, Rif), weapon(30, Sec), weapon(15, Smb)}},
      // ET-38 Union cavalry ("Rifled carbine" is the rifle class at carbine range).
      {"ET-38", Cav, "Army of the Potomac", 1861, 1862, {weapon(80, Rif), weapon(20, Sup)}},
      {"ET-38", Cav, "Army of the Potomac", 1863, 1863, {weapon(100, Sup)}},
      {"ET-38", Cav, "Army of the Potomac", 1864, 1865, {weapon(40, Rep), weapon(60, Sup)}},
      {"ET-38", Cav, "Union armies in the West", 1861, 1862, {sabre}},
      {"ET-38", Cav, "Union armies in the West", 1863, 1863, {weapon(50, Rif), weapon(50, Smb)}},
      {"ET-38", Cav, "Union armies in the West", 1864, 1865, {weapon(20, Rep), weapon(50, Sup), weapon(30, Rif)}},
      // ET-39 Confederate cavalry.
      {"ET-39", Cav, "Army of Northern Virginia", 1861, 1863, {weapon(20, Rif), weapon(80, Smb, true)}},
      {"ET-39", Cav, "Army of Northern Virginia", 1864, 1865, {weapon(30, Rif), weapon(70, Sup)}},
      {"ET-39", Cav, "Confederate armies in the West", 1861, 1862, {weapon(100, Smb, true)}},
      {"ET-39", Cav, "Confederate armies in the West", 1863, 1863, {weapon(80, Smb, true), weapon(20, Rif)}},
      {"ET-39", Cav, "Confederate armies in the West", 1864, 1864, {weapon(50, Rif), weapon(50, Smb, true)}},
      // ET-40 artillery.
      {"ET-40", Art, "Army of the Potomac", 1861, 1862, {guns(50, LR), guns(10, HR), guns(35, MSB), guns(5, MSB, true)}},
      {"ET-40", Art, "Army of the Potomac", 1863, 1865, {guns(55, LR), guns(5, HR), guns(40, MSB)}},
      {"ET-40", Art, "Union armies in the West", 1861, 1862,
       {guns(25, LR), guns(15, HR), guns(15, MSB), guns(30, LSB), guns(10, MSB, true)}},  // sums to 95 (EB-71)
      {"ET-40", Art, "Union armies in the West", 1863, 1865, {guns(50, LR), guns(10, HR), guns(35, MSB), guns(5, MSB, true)}},
      {"ET-40", Art, "Army of Northern Virginia", 1861, 1862,
       {guns(30, LR), guns(10, HR), guns(20, MSB), guns(20, LSB), guns(20, MSB, true)}},
      {"ET-40", Art, "Army of Northern Virginia", 1863, 1863, {guns(45, LR), guns(10, HR), guns(40, MSB), guns(5, MSB, true)}},
      {"ET-40", Art, "Army of Northern Virginia", 1864, 1865, {guns(45, LR), guns(5, HR), guns(50, MSB)}},
      {"ET-40", Art, "Confederate armies in the West", 1861, 1862,
       {guns(20, LR), guns(15, MSB), guns(30, LSB), guns(35, MSB, true)}},
      {"ET-40", Art, "Confederate armies in the West", 1863, 1863,
       {guns(30, LR), guns(35, MSB), guns(15, LSB), guns(20, MSB, true)}},
      {"ET-40", Art, "Confederate armies in the West", 1864, 1864, {guns(15, LR), guns(55, MSB), guns(30, MSB, true)}},
  };
}

}  // namespace generator_data

const std::vector<RatingRow>& ratingRows() {
  static const std::vector<RatingRow> kRows = generator_data::ratings();
  return kRows;
}

const std::vector<ArmamentRow>& armamentRows() {
  static const std::vector<ArmamentRow> kRows = generator_data::armaments();
  return kRows;
}

std::vector<const RatingRow*> ratingRowsOf(std::string_view table) {
  std::vector<const RatingRow*> out;
  for (const RatingRow& r : ratingRows())
    if (r.table == table) out.push_back(&r);
  return out;
}

std::vector<const ArmamentRow*> armamentRowsOf(std::string_view table) {
  std::vector<const ArmamentRow*> out;
  for (const ArmamentRow& r : armamentRows())
    if (r.table == table) out.push_back(&r);
  return out;
}

}  // namespace hfg::tchae
