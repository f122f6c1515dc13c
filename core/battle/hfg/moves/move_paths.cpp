// Sampled poses of single-element moves, line-group advances and wheels, and column follows (B-6, B-9, G-23).
#include "core/battle/hfg/moves/move_paths.h"

#include <algorithm>
#include <cmath>

#include "core/battle/hfg/geometry/formation.h"
#include "core/battle/hfg/geometry/move_measure.h"
#include "core/battle/common/movement_geometry.h"

namespace hfg::battle {
namespace {

constexpr double kStepPaces = 50;  // G-23, B-7 sampling
constexpr double kWheelStepDeg = 5;

void appendTurn(std::vector<Footprint>& poses, double toHeadingDeg) {
  const Footprint from = poses.back();
  double turn = std::fmod(toHeadingDeg - from.headingDeg + 540.0, 360.0) - 180.0;
  const int steps = std::max(1, static_cast<int>(std::ceil(std::abs(turn) / kWheelStepDeg)));
  for (int i = 1; i <= steps; ++i)
    poses.push_back(rotatedAbout(from, from.centre(), turn * i / steps));
  if (std::abs(turn) < 1e-9) poses.pop_back();
}

void appendWheel(std::vector<Footprint>& poses, Vec2 pivot, double turnDeg) {
  const Footprint from = poses.back();
  const int steps = std::max(1, static_cast<int>(std::ceil(std::abs(turnDeg) / kWheelStepDeg)));
  for (int i = 1; i <= steps; ++i) poses.push_back(rotatedAbout(from, pivot, turnDeg * i / steps));
}

void appendStraight(std::vector<Footprint>& poses, double paces) {
  if (paces <= 0) return;
  const Footprint from = poses.back();
  const Vec2 to = from.frontMid + from.forward() * paces;
  auto more = samplePath(from, Polyline{to}, kStepPaces);
  poses.insert(poses.end(), more.begin() + 1, more.end());
}

/// A point `s` paces along a polyline (clamped at its ends) and the direction there.
std::pair<Vec2, Vec2> alongPolyline(const Polyline& line, double s) {
  for (std::size_t i = 0; i + 1 < line.size(); ++i) {
    const double len = distance(line[i], line[i + 1]);
    if (len <= 0) continue;
    const Vec2 dir = (line[i + 1] - line[i]) * (1 / len);
    if (s <= len || i + 2 == line.size()) return {line[i] + dir * std::min(s, len), dir};
    s -= len;
  }
  return {line.back(), Vec2{0, 1}};
}

double polylineLength(const Polyline& line) {
  double total = 0;
  for (std::size_t i = 0; i + 1 < line.size(); ++i) total += distance(line[i], line[i + 1]);
  return total;
}

}  // namespace

Footprint turnedAboutCentre(const Footprint& fp, double headingDeg) {
  return Footprint::fromCentre(fp.centre(), headingDeg, fp.frontagePaces, fp.depthPaces);
}

double furthestFrontCornerPaces(const std::vector<Footprint>& poses) {
  double best = 0;
  for (CornerId c : {CornerId::FrontLeft, CornerId::FrontRight}) {
    double total = 0;
    for (std::size_t i = 1; i < poses.size(); ++i)
      total += distance(poses[i - 1].corner(c), poses[i].corner(c));
    best = std::max(best, total);
  }
  return best;
}

namespace {

/// B-9 item 5: each element moves independently (a straight move, then its turn to the end
/// heading); every end heading is the starting heading of one member; nobody ends further to the
/// rear along that heading than it started; the ends form a group (B-8).
PathsResult reformPaths(const MoveOrder& order, const std::vector<Footprint>& starts,
                        PathsResult& out) {
  const auto refuse = [&](std::string why) {
    out.paths.clear();
    out.rule = "B-9";
    out.why = std::move(why);
    return out;
  };
  if (starts.size() < 2) return refuse("a re-form moves a group of 2 or more elements");
  if (order.reform.size() != starts.size())
    return refuse("a re-form gives one end pose per element named");
  const double heading = order.reform.front().headingDeg;
  bool someoneFacedIt = false;
  for (const auto& s : starts)
    someoneFacedIt = someoneFacedIt || headingDifferenceDeg(s.headingDeg, heading) < 0.5;
  if (!someoneFacedIt)
    return refuse("a re-formed group faces the starting heading of one of its members");
  std::vector<Footprint> ends;
  for (std::size_t i = 0; i < starts.size(); ++i) {
    if (headingDifferenceDeg(order.reform[i].headingDeg, heading) > 0.5)
      return refuse("a re-formed group ends facing one way");
    Footprint end = starts[i];
    end.frontMid = order.reform[i].frontMid;
    end.headingDeg = order.reform[i].headingDeg;
    if (dot(end.centre() - starts[i].centre(), headingVector(heading)) < -0.5)
      return refuse("no element of a re-forming group may end further to the rear than it started");
    ends.push_back(end);
  }
  if (!isLineGroup(ends) && !columnOrder(ends))
    return refuse("the re-formed elements must end as one group (B-8)");
  for (std::size_t i = 0; i < starts.size(); ++i) {
    auto& poses = out.paths[i].poses;
    // Turn to the end heading about the centre where it stands, then straight to its place.
    if (headingDifferenceDeg(starts[i].headingDeg, heading) > 1e-9) appendTurn(poses, heading);
    const Footprint& from = poses.back();
    if (distance(from.frontMid, ends[i].frontMid) > 1e-9) {
      auto more = samplePath(from, Polyline{ends[i].frontMid}, kStepPaces);
      poses.insert(poses.end(), more.begin() + 1, more.end());
    }
    out.paths[i].lengthPaces = furthestFrontCornerPaces(poses);
  }
  out.columnFollow = true;  // lengths set here, each its own
  return out;
}

}  // namespace

PathsResult movePaths(const MoveOrder& order, const std::vector<Footprint>& starts,
                      GroupShape shape, const std::vector<std::size_t>& columnOrder) {
  PathsResult out;
  const auto refuse = [&](std::string rule, std::string why) {
    out.paths.clear();
    out.rule = std::move(rule);
    out.why = std::move(why);
    return out;
  };
  for (const Footprint& s : starts) out.paths.push_back({{s}, 0});
  const Footprint& lead = starts.front();

  if (order.action == MoveAction::Advance && !order.reform.empty())
    return reformPaths(order, starts, out);

  switch (order.action) {
    case MoveAction::Advance: {
      if (order.path.empty()) return refuse("B-6", "an advance needs at least one waypoint");
      if (shape == GroupShape::Single) {
        if (order.path.size() > kMaxWaypoints)
          return refuse("B-6", "a single element may give at most 4 waypoints");
        auto poses = samplePath(lead, order.path, kStepPaces);
        out.paths[0].poses = poses;
        if (order.finalHeadingDeg) appendTurn(out.paths[0].poses, *order.finalHeadingDeg);
        break;
      }
      if (order.finalHeadingDeg)
        return refuse("B-9",
                      "a group ends facing its original direction; only a single element may turn");
      if (shape == GroupShape::Line) {
        if (order.path.size() != 1)
          return refuse("B-9", "a line group moves straight: give one waypoint");
        const Vec2 d = order.path[0] - lead.frontMid;
        const double ahead = dot(d, lead.forward());
        const double sideways = dot(d, lead.right());
        if (std::abs(sideways) > 0.5 && std::abs(ahead) > 0.5)
          return refuse("B-9",
                        "a group moves only in the direction it is facing (MOVING ELEMENTS "
                        "TOGETHER AS A GROUP)");
        if (ahead < -0.5) return refuse("B-9", "a group cannot retire; move its elements singly");
        if (std::abs(sideways) > 0.5) {
          if (std::abs(sideways) >= 400)
            return refuse(
                "B-9", "a group's sideways line-up shift must be less than a base width (400 p)");
          out.lineUpShift = true;
        }
        for (std::size_t i = 0; i < starts.size(); ++i)
          out.paths[i].poses = samplePath(starts[i], Polyline{starts[i].frontMid + d}, kStepPaces);
        break;
      }
      // Column follow (B-9 item 2): every element runs along the same track, the head's path
      // continued behind it through the front-edge midpoints of the column.
      Polyline track;
      for (auto it = columnOrder.rbegin(); it != columnOrder.rend(); ++it)
        track.push_back(starts[*it].frontMid);
      const Polyline behind = track;
      const double headAt = polylineLength(track);
      track.insert(track.end(), order.path.begin(), order.path.end());
      const double moveLen = polylineLength(track) - headAt;
      for (std::size_t k = 0; k < columnOrder.size(); ++k) {
        const std::size_t i = columnOrder[k];
        double at = polylineLength(Polyline(behind.begin(), behind.end() - static_cast<long>(k)));
        std::vector<Footprint> poses{starts[i]};
        const int steps = std::max(1, static_cast<int>(std::ceil(moveLen / kStepPaces)));
        for (int st = 1; st <= steps; ++st) {
          const auto [p, dir] = alongPolyline(track, at + moveLen * st / steps);
          Footprint fp = starts[i];
          fp.frontMid = p;
          fp.headingDeg = headingOf(dir);
          poses.push_back(fp);
        }
        out.paths[i].poses = std::move(poses);
        out.paths[i].lengthPaces = moveLen;
      }
      out.columnFollow = true;
      break;
    }
    case MoveAction::Wheel: {
      if (std::abs(order.wheelDeg) < 1e-9 && order.forwardPaces <= 0)
        return refuse("B-9", "a wheel needs a turn or a distance");
      if (shape == GroupShape::Column && starts.size() > 1)
        return refuse("B-9",
                      "a column changes direction by following a path (advance with waypoints)");
      // The inner front corner of the group: front-left of the leftmost element for a turn to
      // the left (counter-clockwise), front-right of the rightmost for a turn to the right.
      const bool left = order.wheelDeg > 0;
      Vec2 pivot = left ? lead.corner(CornerId::FrontLeft) : lead.corner(CornerId::FrontRight);
      for (const Footprint& s : starts) {
        const Vec2 c = left ? s.corner(CornerId::FrontLeft) : s.corner(CornerId::FrontRight);
        const double side = dot(c - pivot, lead.right());
        if (left ? side < 0 : side > 0) pivot = c;
      }
      for (auto& p : out.paths) {
        if (std::abs(order.wheelDeg) > 1e-9) appendWheel(p.poses, pivot, order.wheelDeg);
        appendStraight(p.poses, order.forwardPaces);
      }
      break;
    }
    case MoveAction::Turn: {
      if (shape != GroupShape::Single)
        return refuse("B-9",
                      "turning in place is a single-element move; groups wheel or follow a path");
      if (!order.finalHeadingDeg) return refuse("B-9", "a turn needs final_heading_deg");
      appendTurn(out.paths[0].poses, *order.finalHeadingDeg);
      break;
    }
    case MoveAction::FordSearch:
      return refuse("B-46", "a ford search is planned by the water rules");
    case MoveAction::Rally: return refuse("T-6", "a rally is planned by planRally");
    case MoveAction::Transfer: return refuse("T-6", "a transfer is planned by planTransfer");
    case MoveAction::DestroyBridge:
      return refuse("CROSSING BY WATER", "destroying a bridge is a declaration, not a move");
    case MoveAction::LineToColumn: {
      if (shape != GroupShape::Line || starts.size() < 2)
        return refuse("B-9", "only a line group of 2 or more elements turns into column");
      if (std::abs(std::abs(order.wheelDeg) - 90) > 1e-6)
        return refuse("B-9",
                      "a line turns 90 degrees into column: wheel_deg +90 (left) or -90 (right)");
      const bool left = order.wheelDeg > 0;
      const Vec2 across =
          lead.right() * (left ? 1.0 : -1.0);  // from the new head along the old line
      std::vector<std::size_t> order_(starts.size());
      for (std::size_t i = 0; i < starts.size(); ++i) order_[i] = i;
      std::sort(order_.begin(), order_.end(), [&](std::size_t a, std::size_t b) {
        return dot(starts[a].frontMid, across) < dot(starts[b].frontMid, across);
      });
      for (std::size_t i : order_)
        if (std::abs(dot(starts[i].frontMid - lead.frontMid, lead.forward())) > 1.0)
          return refuse("B-9", "only a line one element deep turns into column");
      // The new head's front edge lies on the old outer flank line of the end element, its outer
      // front corner on that element's old outer front corner (the mirror of Fig 2.4).
      const Footprint& end = starts[order_.front()];
      const Vec2 corner = left ? end.corner(CornerId::FrontLeft) : end.corner(CornerId::FrontRight);
      const double newHeading = std::fmod(end.headingDeg + order.wheelDeg + 360.0, 360.0);
      Vec2 front = corner - end.forward() * (end.frontagePaces / 2);
      for (std::size_t i : order_) {
        Footprint fp = starts[i];
        fp.headingDeg = newHeading;
        fp.frontMid = front;
        out.paths[i].poses.push_back(fp);
        front = front + across * fp.depthPaces;
      }
      // B-9 item 3: the head moves; the others fall in behind without measuring.
      for (auto& p : out.paths) p.lengthPaces = 0;
      out.paths[order_.front()].lengthPaces =
          furthestFrontCornerPaces(out.paths[order_.front()].poses);
      out.columnFollow = true;  // lengths set here
      break;
    }
    case MoveAction::ColumnToLine: {
      if (shape != GroupShape::Column || starts.size() < 2)
        return refuse("B-9", "only a column of 2 or more elements turns into line");
      if (std::abs(std::abs(order.wheelDeg) - 90) > 1e-6)
        return refuse("B-9",
                      "a column turns 90 degrees into line: wheel_deg +90 (left) or -90 (right)");
      const Footprint& head = starts[columnOrder.front()];
      for (std::size_t i : columnOrder)
        if (headingDifferenceDeg(starts[i].headingDeg, head.headingDeg) > 0.5)
          return refuse("B-9", "only a column with no bend in it turns into line");
      const bool left = order.wheelDeg > 0;
      // The head's corner on the side it turns to stays put ("O" in Fig 2.4); the new line
      // runs back along the column's old front-to-rear direction from there.
      const Vec2 o = left ? head.corner(CornerId::FrontLeft) : head.corner(CornerId::FrontRight);
      const double newHeading = std::fmod(head.headingDeg + order.wheelDeg + 360.0, 360.0);
      if (order.ranks != 1 && order.ranks != 2)
        return refuse("B-9", "a column turns into a block 1 or 2 elements deep");
      const Vec2 back = head.forward() * -1.0;
      // B-9 item 3: the first ceil(n/2) elements (column order) form the front rank of a 2-deep
      // block; each of the others stands directly behind the front-rank element of its file.
      const std::size_t front =
          order.ranks == 2 ? (columnOrder.size() + 1) / 2 : columnOrder.size();
      std::vector<Footprint> frontRank;
      for (std::size_t k = 0; k < columnOrder.size(); ++k) {
        const std::size_t i = columnOrder[k];
        Footprint fp = starts[i];
        fp.headingDeg = newHeading;
        if (k < front) {
          // Front edge along the line through o, parallel to the old heading; k frontages back.
          fp.frontMid = o + back * (fp.frontagePaces * (static_cast<double>(k) + 0.5));
          frontRank.push_back(fp);
        } else {
          const Footprint& ahead = frontRank[k - front];
          fp.frontMid = ahead.frontMid - ahead.forward() * ahead.depthPaces;
        }
        out.paths[i].poses.push_back(fp);
      }
      // B-9 item 3: the others take their places without measuring; the head's turn is the move.
      for (auto& p : out.paths) p.lengthPaces = 0;
      out.paths[columnOrder.front()].lengthPaces =
          furthestFrontCornerPaces(out.paths[columnOrder.front()].poses);
      out.columnFollow = true;  // lengths set here
      break;
    }
  }
  // B-9 item 2: a column is measured along the track it follows (its head's path), since its
  // elements turn only where the road bends; every other move on its furthest front corner (B-6).
  if (!out.columnFollow)
    for (auto& p : out.paths) p.lengthPaces = furthestFrontCornerPaces(p.poses);
  if (out.lineUpShift)
    for (auto& p : out.paths) p.lengthPaces = 0;  // B-9 item 4: not deducted from the move
  return out;
}

}  // namespace hfg::battle
