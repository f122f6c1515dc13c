// Army-point (T-5) and element-equivalent (T-11) totals of elements, commands, armies and sides.
#pragma once

#include <optional>

#include "core/model/orbat.h"

namespace hfg {

/// An AP total and how many elements in it have no cost (grade not allowed, or the unreadable
/// Submarine Basic of B-18). Such elements add nothing to `points`.
struct PointTotal {
  int points = 0;
  int unpricedElements = 0;

  bool complete() const { return unpricedElements == 0; }
  PointTotal& operator+=(const PointTotal& other) {
    points += other.points;
    unpricedElements += other.unpricedElements;
    return *this;
  }
  friend bool operator==(const PointTotal&, const PointTotal&) = default;
};

/// T-5 cost of an element, plus its admiral's cost if it is a flagship; std::nullopt if its
/// type cannot have its grade, or it is a staff type (staff elements are generals).
std::optional<int> elementPoints(const Element& element);
/// T-5 cost of a general's staff element by his quality; std::nullopt if staffType is not staff.
std::optional<int> generalPoints(const General& general);

PointTotal commandPoints(const Command& command);  ///< the general plus every element
PointTotal armyPoints(const Army& army);
PointTotal sidePoints(const Side& side);

/// T-11 element equivalents of an element; `armyPoints` is its army's AP (Laager, Supply Base).
double elementEquivalents(const Element& element, int armyPoints);
/// T-11: a general's staff element counts 1 ("all other elements").
double generalEquivalents(const General& general);
double commandEquivalents(const Command& command, int armyPoints);
/// Uses the army's own AP total for its Laager or Supply Base (B-50).
double armyEquivalents(const Army& army);
double sideEquivalents(const Side& side);

}  // namespace hfg
