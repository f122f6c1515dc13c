// Draws what the map tools are doing over the map: selection, a link or feature being drawn.
#pragma once

#include <optional>

#include "core/model/geometry.h"

struct ImDrawList;

namespace hfg {

class Camera;
class MapEditor;
struct Scenario;

/// The selected node, link or feature (with its vertices), the first node of a link being
/// added with a rubber band to the cursor, and the feature being drawn.
void paintEditOverlay(ImDrawList& drawList, const Scenario& scenario, const Camera& camera,
                      const MapEditor& editor, const std::optional<Vec2>& cursorMetres);

}  // namespace hfg
