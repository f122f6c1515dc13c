// Draw list splicing: per command, the vertex range its indices use, copied and moved.
#include "editor/shell/draw_list_splice.h"

#include <algorithm>

namespace hfg {

void appendDrawList(ImDrawList& target, const ImDrawList& source, ImVec2 offsetPixels) {
  const ImVec4 outer = target._ClipRectStack.Size > 0 ? target._ClipRectStack.back()
                                                      : ImVec4{-8192, -8192, 8192, 8192};
  for (const ImDrawCmd& cmd : source.CmdBuffer) {
    if (cmd.ElemCount == 0 || cmd.UserCallback) continue;
    const ImVec2 clipMin{std::max(cmd.ClipRect.x + offsetPixels.x, outer.x),
                         std::max(cmd.ClipRect.y + offsetPixels.y, outer.y)};
    const ImVec2 clipMax{std::min(cmd.ClipRect.z + offsetPixels.x, outer.z),
                         std::min(cmd.ClipRect.w + offsetPixels.y, outer.w)};
    if (clipMin.x >= clipMax.x || clipMin.y >= clipMax.y) continue;
    // The indices of one command are relative to its VtxOffset and fit 16 bits, so the vertices
    // it uses are one range of at most 65 536.
    const ImDrawIdx* indices = source.IdxBuffer.Data + cmd.IdxOffset;
    const auto count = static_cast<int>(cmd.ElemCount);
    const auto [low, high] = std::minmax_element(indices, indices + count);
    const int first = static_cast<int>(cmd.VtxOffset) + *low;
    const int vertexCount = *high - *low + 1;
    target.PushClipRect(clipMin, clipMax, false);
    target.PushTextureID(cmd.TextureId);
    target.PrimReserve(count, vertexCount);
    const auto base = static_cast<unsigned>(target._VtxCurrentIdx);
    for (int i = 0; i < vertexCount; ++i) {
      ImDrawVert v = source.VtxBuffer[first + i];
      v.pos.x += offsetPixels.x;
      v.pos.y += offsetPixels.y;
      *target._VtxWritePtr++ = v;
    }
    target._VtxCurrentIdx += static_cast<unsigned>(vertexCount);
    for (int i = 0; i < count; ++i)
      *target._IdxWritePtr++ = static_cast<ImDrawIdx>(base + (indices[i] - *low));
    target.PopTextureID();
    target.PopClipRect();
  }
}

}  // namespace hfg
