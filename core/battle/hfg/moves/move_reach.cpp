// Samples destinations round the lead (a grid, or a line group's wheels) and asks planMove about each one.
#include "core/battle/hfg/moves/move_reach.h"

#include <algorithm>
#include <cmath>

#include "core/battle/hfg/geometry/formation.h"
#include "core/battle/common/shapes.h"
#include "core/battle/hfg/moves/move_paths.h"
#include "core/rules/move_table.h"

namespace hfg::battle {
namespace {

/// About this many steps each way at most, so a Light Horse's 2,000 p stays a few hundred checks.
constexpr double kMaxStepsEachWay = 16;

/// T-1 (or T-2 for naval) the furthest any mover goes in good going or downstream; 0 if none moves.
double furthestFigurePaces(const Battle& battle, const std::vector<std::size_t>& movers,
                           bool march) {
  double best = 0;
  for (auto i : movers) {
    const ElementInPlay& e = battle.elements()[i];
    if (const auto land = moveDistancesPaces(e.type(), e.grade(), battle.setup().year, march))
      best = std::max(best, static_cast<double>(land->goodGoingPaces));
    else if (const auto naval = navalMoveDistancesPaces(e.type(), battle.setup().year, e.damaged))
      best = std::max(best, static_cast<double>(naval->notUpstreamPaces));
  }
  return best;
}

MoveOrder baseOrder(const ReachOptions& options) {
  MoveOrder o;
  o.elementIds = options.elementIds;
  o.kind = options.kind;
  o.byGeneral = options.byGeneral;
  return o;
}

/// Where a wheel of `deg` then `forward` paces puts the lead's front-edge midpoint (B-9 item 1),
/// by the same geometry the engine plans with.
Vec2 wheelEnd(const MoveOrder& base, const std::vector<Footprint>& starts, double deg,
              double forward) {
  MoveOrder o = base;
  o.action = MoveAction::Wheel;
  o.wheelDeg = deg;
  o.forwardPaces = std::max(0.0, forward);
  if (std::abs(deg) < 1e-9 && o.forwardPaces <= 0) return starts.front().frontMid;
  const PathsResult paths = movePaths(o, starts, GroupShape::Line, {});
  return paths.paths.empty() ? starts.front().frontMid : paths.paths.front().end().frontMid;
}

}  // namespace

const ReachSample* MoveReach::sampleAt(Vec2 paces) const {
  for (const auto& s : samples)
    if (ringContains(Ring(s.cell.begin(), s.cell.end()), paces)) return &s;
  return nullptr;
}

MoveReach moveReach(const Battle& battle, const ReachOptions& options,
                    const ReachProgress& progress) {
  MoveReach out;
  std::vector<std::size_t> movers;
  for (const auto& id : options.elementIds) {
    const auto i = battle.find(id);
    if (!i || !battle.elements()[*i].present()) {
      out.refusal = MoveRefusal{"order", "element '" + id + "' is not on the table"};
      return out;
    }
    movers.push_back(*i);
  }
  if (movers.empty()) {
    out.refusal = MoveRefusal{"order", "no element is selected"};
    return out;
  }
  const Footprint& lead = battle.elements()[movers.front()].footprint;
  const double figure = furthestFigurePaces(battle, movers, options.kind == MoveKind::March);
  if (figure <= 0) {
    out.refusal =
        MoveRefusal{"T-1", "'" + options.elementIds.front() + "' never moves in battle (T-1)"};
    return out;
  }
  double step = options.stepPaces > 0 ? options.stepPaces : lead.frontagePaces / 4;
  if (options.stepPaces <= 0) step = std::max(step, figure / kMaxStepsEachWay);
  out.stepPaces = step;
  out.radiusPaces = figure + 2 * step;
  const int n = static_cast<int>(std::ceil(out.radiusPaces / step));

  std::vector<Footprint> starts;
  for (auto i : movers) starts.push_back(battle.elements()[i].footprint);
  // A line group moves only the way it faces (B-9): its reach is its wheels. A column follows
  // its head anywhere (B-9 item 2), and a single element takes any path (B-6): straight moves.
  out.wheels = movers.size() > 1 && !columnOrder(starts, battle.settings());
  const MoveOrder base = baseOrder(options);

  if (!out.wheels) {
    const Vec2 f = lead.forward(), r = lead.right();
    const double half = step / 2;
    std::vector<std::pair<int, int>> cells;
    for (int j = -n; j <= n; ++j)
      for (int i = -n; i <= n; ++i)
        if ((i != 0 || j != 0) && std::hypot(i, j) * step <= out.radiusPaces + 1e-9)
          cells.emplace_back(i, j);
    for (std::size_t k = 0; k < cells.size(); ++k) {
      const auto [i, j] = cells[k];
      ReachSample s;
      s.order = base;
      s.order.action = MoveAction::Advance;
      s.leadEnd = lead.frontMid + r * (i * step) + f * (j * step);
      s.order.path = {s.leadEnd};
      if (movers.size() == 1) s.order.finalHeadingDeg = options.finalHeadingDeg;
      s.cell = {s.leadEnd - r * half - f * half, s.leadEnd + r * half - f * half,
                s.leadEnd + r * half + f * half, s.leadEnd - r * half + f * half};
      s.check = planMove(battle, s.order);
      out.samples.push_back(std::move(s));
      if (progress && !progress(static_cast<double>(k + 1) / static_cast<double>(cells.size()))) {
        out.complete = false;
        return out;
      }
    }
    return out;
  }

  // B-9 item 1: wheel by deg about the inner front corner (positive to the left), then straight on.
  const double dDeg = std::clamp(options.wheelStepDeg, 1.0, 45.0);
  const int turns = static_cast<int>(std::floor(90.0 / dDeg + 1e-9));
  const std::size_t total =
      static_cast<std::size_t>(2 * turns + 1) * static_cast<std::size_t>(n + 1);
  std::size_t done = 0;
  for (int t = -turns; t <= turns; ++t) {
    const double deg = t * dDeg;
    for (int j = 0; j <= n; ++j) {
      ++done;
      const double forward = j * step;
      if (t == 0 && j == 0) continue;  // no move at all
      ReachSample s;
      s.order = base;
      s.order.action = MoveAction::Wheel;
      s.order.wheelDeg = deg;
      s.order.forwardPaces = forward;
      s.leadEnd = wheelEnd(base, starts, deg, forward);
      const double lo = forward - step / 2, hi = forward + step / 2;
      s.cell = {
          wheelEnd(base, starts, deg - dDeg / 2, lo), wheelEnd(base, starts, deg + dDeg / 2, lo),
          wheelEnd(base, starts, deg + dDeg / 2, hi), wheelEnd(base, starts, deg - dDeg / 2, hi)};
      s.check = planMove(battle, s.order);
      out.samples.push_back(std::move(s));
      if (progress && !progress(static_cast<double>(done) / static_cast<double>(total))) {
        out.complete = false;
        return out;
      }
    }
  }
  return out;
}

}  // namespace hfg::battle
