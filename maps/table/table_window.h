// Where a table lies on the map: table paces <-> the map frame's local metres.
#pragma once

#include "core/model/battlefield.h"
#include "core/model/geometry.h"

namespace hfg::maps {

/// A table laid on the ground: its centre in local metres, table north pointing along
/// `gridFacingDegrees` (clockwise from the frame's grid north), metres_per_pace 0.75 (B-50).
class TableWindow {
 public:
  TableWindow(Vec2 centreLocal, double gridFacingDegrees, TableExtent extent,
              double metresPerPace = 0.75);

  Vec2 toLocal(Vec2 table) const;
  Vec2 toTable(Vec2 local) const;
  Polyline toTable(const Polyline& local) const;
  /// The table's four corners in local metres (SW, SE, NE, NW).
  Polyline cornersLocal() const;
  /// Unit vectors of table east (+x) and table north (+y) in the local frame.
  Vec2 right() const { return m_right; }
  Vec2 up() const { return m_up; }
  const TableExtent& extent() const { return m_extent; }
  double metresPerPace() const { return m_metresPerPace; }

 private:
  Vec2 m_centre;
  Vec2 m_right;
  Vec2 m_up;
  TableExtent m_extent;
  double m_metresPerPace;
};

}  // namespace hfg::maps
