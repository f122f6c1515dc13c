// Parses and plays UI scripts: a click is a move, a press and a release over three frames.
#include "editor/shell/ui_script.h"

#include <algorithm>
#include <cctype>
#include <sstream>
#include <stdexcept>

#include "editor/shell/key_map.h"

namespace hfg {
namespace {

std::string trim(const std::string& text) {
  const auto begin = text.find_first_not_of(" \t\r");
  if (begin == std::string::npos) return {};
  return text.substr(begin, text.find_last_not_of(" \t\r") - begin + 1);
}

struct Chord {
  bool ctrl = false, shift = false, alt = false;
  int key = -1;  ///< the io.KeysDown index
};

/// "ctrl+shift+n" -> modifiers and the key's index (SDL scancodes, as imgui_impl_sdl fills them).
std::optional<Chord> parseChord(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return std::tolower(c); });
  Chord chord;
  std::stringstream parts(text);
  for (std::string part; std::getline(parts, part, '+');) {
    if (part == "ctrl")
      chord.ctrl = true;
    else if (part == "shift")
      chord.shift = true;
    else if (part == "alt")
      chord.alt = true;
    else if (part.size() == 1 && std::isalpha(static_cast<unsigned char>(part[0])))
      chord.key =
          letterKeyIndex(static_cast<char>(std::toupper(static_cast<unsigned char>(part[0]))));
    else if (part.size() >= 2 && part[0] == 'f' &&
             std::all_of(part.begin() + 1, part.end(), ::isdigit))
      chord.key = functionKeyIndex(std::stoi(part.substr(1)));
    else if (part == "enter")
      chord.key = ImGui::GetCurrentContext() ? ImGui::GetIO().KeyMap[ImGuiKey_Enter] : -2;
    else if (part == "escape")
      chord.key = ImGui::GetCurrentContext() ? ImGui::GetIO().KeyMap[ImGuiKey_Escape] : -2;
    else
      return std::nullopt;
  }
  if (chord.key == -1) return std::nullopt;
  return chord;
}

}  // namespace

UiScript UiScript::parse(const std::string& text, const std::string& source) {
  UiScript script;
  std::istringstream in(text);
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    line = trim(line.substr(0, line.find('#')));
    if (line.empty()) continue;
    const auto space = line.find(' ');
    const std::string verb = line.substr(0, space);
    const std::string argument =
        space == std::string::npos ? std::string() : trim(line.substr(space + 1));
    UiStep step{UiStep::Kind::Wait, argument, number};
    auto fail = [&](const std::string& why) {
      throw std::runtime_error(source + ":" + std::to_string(number) + ": " + why);
    };
    if (verb == "click")
      step.kind = UiStep::Kind::Click;
    else if (verb == "click-if")
      step.kind = UiStep::Kind::ClickIf;
    else if (verb == "key")
      step.kind = UiStep::Kind::Key;
    else if (verb == "shot")
      step.kind = UiStep::Kind::Shot;
    else if (verb == "wait")
      step.kind = UiStep::Kind::Wait;
    else
      fail("unknown step '" + verb + "' (expected click, click-if, key, shot or wait)");
    if (argument.empty()) fail("'" + verb + "' needs an argument");
    if (step.kind == UiStep::Kind::Key && !parseChord(argument))
      fail("cannot read the keys '" + argument + "' (expected e.g. ctrl+shift+n, f5, enter)");
    if (step.kind == UiStep::Kind::Wait &&
        (argument.find_first_not_of("0123456789") != std::string::npos || argument.size() > 5))
      fail("'wait' takes a number of frames, not '" + argument + "'");
    script.m_steps.push_back(std::move(step));
  }
  return script;
}

void UiScript::advance() {
  ++m_next;
  m_phase = 0;
  m_waited = 0;
}

void UiScript::beforeFrame(ImGuiIO& io, const Finder& find) {
  io.MousePos = m_mouse;  // the script's pointer, whatever the real one does
  io.MouseDown[0] = io.MouseDown[1] = io.MouseDown[2] = false;
  if (finished()) return;
  const UiStep& step = m_steps[m_next];
  bool done = false;
  switch (step.kind) {
    case UiStep::Kind::Click:
    case UiStep::Kind::ClickIf: done = clickFrame(io, step, find); break;
    case UiStep::Kind::Key: done = keyFrame(io, step); break;
    case UiStep::Kind::Shot:
      m_shot = step.argument;
      done = true;
      break;
    case UiStep::Kind::Wait: done = ++m_phase > std::stoi(step.argument); break;
  }
  if (done) advance();
}

bool UiScript::clickFrame(ImGuiIO& io, const UiStep& step, const Finder& find) {
  // Frame 0: move there (hover); 1: press; 2: release; 3: let the click's effect be drawn.
  if (m_phase == 0) {
    const std::optional<ImVec2> at = find(step.argument);
    if (!at) {
      const bool optional = step.kind == UiStep::Kind::ClickIf;
      if (++m_waited > (optional ? kOptionalWaitFrames : kTargetWaitFrames)) {
        if (optional) return true;  // not there: nothing to click
        m_error = "line " + std::to_string(step.line) + ": nothing named '" + step.argument +
                  "' was drawn";
      }
      return false;
    }
    m_mouse = *at;
    io.MousePos = m_mouse;
  }
  io.MouseDown[0] = m_phase == 1;
  return ++m_phase > 3;
}

bool UiScript::keyFrame(ImGuiIO& io, const UiStep& step) {
  const Chord chord = *parseChord(step.argument);
  const bool down = m_phase == 0;
  io.KeyCtrl = down && chord.ctrl;
  io.KeyShift = down && chord.shift;
  io.KeyAlt = down && chord.alt;
  if (chord.key >= 0 && chord.key < static_cast<int>(IM_ARRAYSIZE(io.KeysDown)))
    io.KeysDown[chord.key] = down;
  return ++m_phase > 2;
}

std::optional<std::string> UiScript::shotAfterFrame() {
  std::optional<std::string> shot = std::move(m_shot);
  m_shot.reset();
  return shot;
}

}  // namespace hfg
