// A layer another panel draws over the map canvas each frame (the campaign's side view, C-6).
#pragma once

#include <optional>

#include "core/model/geometry.h"

struct ImDrawList;

namespace hfg {

class Camera;

/// The canvas asks its overlay, once a frame, what to hide, what to draw and where clicks go.
/// One map view serves editing and playing: the scan, terrain, stage network, legend and scale
/// bar are the canvas's; what a side knows is the overlay's.
class MapOverlay {
 public:
  virtual ~MapOverlay() = default;
  /// While true the canvas leaves the scenario's start forces out of its picture: a campaign
  /// shows forces only as the seated side's view has them.
  virtual bool hidesScenarioForces() const = 0;
  /// While true the overlay gets the canvas's left clicks (not the edit tools).
  virtual bool active() const = 0;
  /// Paints over the static picture with the frame's camera (every frame: markers move), while
  /// it hides the scenario's forces; what it paints then is its own choice (nothing at a hand-over).
  virtual void paint(ImDrawList& drawList, const Camera& camera) = 0;
  /// A left click at a screen point (pixels). True when the overlay used it.
  virtual bool click(Vec2 screenPixels) = 0;
  /// A map point the overlay wants centred in the view, given once (a log line clicked).
  virtual std::optional<Vec2> takeCentreRequest() = 0;
  /// The overlay's own legend rows, drawn above the canvas's legend; its size in pixels.
  virtual Vec2 legendSizePixels() const = 0;
  virtual void paintLegend(ImDrawList& drawList, Vec2 topLeftPixels) const = 0;
};

}  // namespace hfg
