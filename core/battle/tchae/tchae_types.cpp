// Names of the TCHAE words for logs and views.
#include "core/battle/tchae/tchae_types.h"

namespace hfg::tchae {

std::string_view keyOf(Belligerent side) {
  return side == Belligerent::Union ? "union" : "confederate";
}

std::string_view keyOf(Arm arm) {
  switch (arm) {
    case Arm::Infantry: return "infantry";
    case Arm::Cavalry: return "cavalry";
    case Arm::Artillery: return "artillery";
  }
  return "?";
}

std::string_view keyOf(Status status) {
  switch (status) {
    case Status::Normal: return "normal";
    case Status::Pursuit: return "pursuit";
    case Status::Fightin: return "fightin";
    case Status::Defeated: return "defeated";
    case Status::Routed: return "routed";
  }
  return "?";
}

std::string_view keyOf(Order order) {
  switch (order) {
    case Order::Attack: return "attack";
    case Order::Manoeuvre: return "manoeuvre";
    case Order::Hold: return "hold";
    case Order::Engage: return "engage";
  }
  return "?";
}

std::string_view keyOf(Ability ability) {
  switch (ability) {
    case Ability::Gifted: return "gifted";
    case Ability::Professional: return "professional";
    case Ability::Inexperienced: return "inexperienced";
    case Ability::Political: return "political";
  }
  return "?";
}

Status stepDown(Status status) {
  switch (status) {
    case Status::Normal:
    case Status::Pursuit: return Status::Fightin;
    case Status::Fightin: return Status::Defeated;
    case Status::Defeated:
    case Status::Routed: return Status::Routed;
  }
  return Status::Routed;
}

}  // namespace hfg::tchae
