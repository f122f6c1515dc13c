// Dear ImGui drag-and-drop payload names shared between panels.
#pragma once

namespace hfg {

/// A command id (its characters, no terminator), dragged from the orbat onto a map node (C-7).
inline constexpr const char* kCommandPayload = "HFG_COMMAND";

}  // namespace hfg
