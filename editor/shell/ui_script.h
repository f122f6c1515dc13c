// A UI script: clicks and keys given to the editor frame by frame as a person would, for end-to-end tests.
#pragma once

#include <imgui.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace hfg {

/// One line of a script. `click NAME` (a UiTargets name, or map:ID for a node or force on the
/// campaign map), `click-if NAME` (the same when NAME is drawn within a few frames, else
/// nothing: a button that may already be gone), `key ctrl+shift+n` (modifiers, then a letter, f1..f12, enter or escape),
/// `shot NAME` (a screenshot of the frame, NAME.png), `wait N` (frames). `#` starts a comment.
struct UiStep {
  enum class Kind { Click, ClickIf, Key, Shot, Wait };
  Kind kind = Kind::Wait;
  std::string argument;
  int line = 0;
};

/// Plays the steps into ImGui's input state (io.MousePos, MouseDown, KeysDown, KeyCtrl...), which
/// is all a click or a key is to Dear ImGui: the editor's code cannot tell it from a person.
class UiScript {
 public:
  /// Looks up where a named target was drawn in the last frame.
  using Finder = std::function<std::optional<ImVec2>(const std::string&)>;
  /// Frames a click waits for its target to be drawn before the script fails.
  static constexpr int kTargetWaitFrames = 240;
  /// Frames a click-if looks for its target before it passes on.
  static constexpr int kOptionalWaitFrames = 6;

  /// Parses a script; throws std::runtime_error naming `source` and the line of a bad step.
  static UiScript parse(const std::string& text, const std::string& source);

  /// Call between the platform's NewFrame and ImGui::NewFrame: sets this frame's input.
  void beforeFrame(ImGuiIO& io, const Finder& find);
  /// After the frame is drawn: a `shot` step's name, once, when this frame is to be captured.
  std::optional<std::string> shotAfterFrame();
  bool finished() const { return m_next >= m_steps.size() || !m_error.empty(); }
  /// Why the script stopped early ("" while all is well).
  const std::string& error() const { return m_error; }
  const std::vector<UiStep>& steps() const { return m_steps; }
  std::size_t stepIndex() const { return m_next; }

 private:
  void advance();
  bool clickFrame(ImGuiIO& io, const UiStep& step, const Finder& find);
  bool keyFrame(ImGuiIO& io, const UiStep& step);

  std::vector<UiStep> m_steps;
  std::size_t m_next = 0;
  int m_phase = 0;   ///< the frame within the current step
  int m_waited = 0;  ///< frames a click has waited for its target
  ImVec2 m_mouse{-1, -1};
  std::optional<std::string> m_shot;
  std::string m_error;
};

}  // namespace hfg
