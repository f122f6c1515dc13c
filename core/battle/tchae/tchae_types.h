// The words of TCHAE as types: sides, arms, classes, weapons, calibres, formations, statuses (1.5, E-3, E-11).
#pragma once

#include <string_view>

namespace hfg::tchae {

enum class Belligerent { Union, Confederate };
inline Belligerent otherSide(Belligerent s) {
  return s == Belligerent::Union ? Belligerent::Confederate : Belligerent::Union;
}
std::string_view keyOf(Belligerent side);

/// E-105: regimental (1 in = 25 yd) or corps (1 in = 50 yd).
enum class GameLevel { Regimental, Corps };

enum class Arm { Infantry, Cavalry, Artillery };
/// 1.5: grade values for comparisons.
enum class Experience { Raw = 0, Average = 1, Veteran = 2 };
/// E-3 weapon classes of infantry and cavalry.
enum class Weapon { None, Smoothbore, SecondRateRifle, Rifle, Superior, Repeating };
/// E-3 artillery calibres.
enum class Calibre { LightSmoothbore, MediumSmoothbore, LightRifled, HeavyRifled };
/// E-7, E-8, E-9 unit formations.
enum class Formation { Line, SupportedLine, ColumnOfMarch, Skirmish };
/// E-11 status ladder; Pursuit counts as Normal for a step down.
enum class Status { Normal, Pursuit, Fightin, Defeated, Routed };
/// ET-2 command abilities.
enum class Ability { Gifted, Professional, Inexperienced, Political };
/// ET-24 orders.
enum class Order { Attack, Manoeuvre, Hold, Engage };

std::string_view keyOf(Arm arm);
std::string_view keyOf(Status status);
std::string_view keyOf(Order order);
std::string_view keyOf(Ability ability);

/// E-11: one step down the ladder (Normal or Pursuit -> Fightin' -> Defeated -> Routed).
Status stepDown(Status status);

}  // namespace hfg::tchae
