// The words of Howlin' Mobs (spec 1.5): sides, kinds of unit, formations, cards and orders.
#pragma once

#include <string_view>

namespace hfg::howlin_mobs {

enum class HmSide { Union, Confederate };

/// MT-1 and MT-12: what a unit is.
enum class UnitKind { Infantry, Sharpshooters, Cavalry, Artillery, Wagon };

/// MB-26: infantry line or column, cavalry mounted or dismounted, artillery limbered or not.
enum class Formation { Line, Column, Mounted, Dismounted, Limbered, Unlimbered, Fixed };

/// MT-10: the five cards of a deck.
enum class Card { Move, DoubleMove, Fire, DoubleFire, Rally };

/// MT-11: the six written orders.
enum class OrderKind { Attack, Advance, Hold, Support, Withdraw, Reserve };

/// MT-4 / MT-12: the artillery pieces the source names.
enum class GunType { RifleOrParrott10, Napoleon, Parrott20, HeavySmoothbore, Portable };

/// MT-3: the ground a move crosses.
enum class Ground { Open, Rough, Obstacle };

/// MT-6 / MB-34: protection of a target from fire.
enum class Protection { None, Cover, Works };

std::string_view cardName(Card card);
std::string_view orderName(OrderKind order);

}  // namespace hfg::howlin_mobs
