// The battle panel's hot-seat part: PIP throw, selecting elements, their legal move area, dragging a move, the engine's check, commit, undo and the end of moves.
#include <algorithm>
#include <cmath>

#include "editor/battle/battle_panel.h"

namespace hfg {

void BattlePanel::updateMoveArea() {
  // Only for the moving side's selection while it gives orders, and for moves that go somewhere
  // (a turn in place has no area to show).
  const bool wanted = live() && m_hotSeat->step() == HotSeatStep::Moving && !m_selection.empty() &&
                      m_action != DragAction::Turn;
  if (!wanted) {
    m_moveArea.clear();
    return;
  }
  MoveAreaKey key;
  key.revision = m_hotSeat->revision();
  key.elementIds = m_selection;
  key.kind = m_march ? battle::MoveKind::March : battle::MoveKind::Tactical;
  // A single element dragged with "end facing" turns at the end: the area counts the turn too.
  if (m_action == DragAction::Advance && m_faceAtEnd && m_selection.size() == 1)
    key.finalHeadingDeg = m_headingDeg;
  m_moveArea.request(m_hotSeat->current(), key);
  m_moveArea.poll();
}

void BattlePanel::handleTableInput(const BattleViewInput& input) {
  const battle::Battle& battle = m_hotSeat->current();
  if (m_hotSeat->step() != HotSeatStep::Moving) return;
  const bool ctrl = ImGui::GetIO().KeyCtrl;
  if (input.clicked) {
    const std::string id = input.elementUnderMouse;
    const auto index = id.empty() ? std::nullopt : battle.find(id);
    const bool own = index && battle.elements()[*index].side == battle.movingSide();
    // A click on a shaded spot of the move area proposes the engine's move to it.
    const battle::ReachSample* spot = !own && !ctrl && id.empty() && m_moveArea.reach()
                                          ? m_moveArea.reach()->sampleAt(input.mousePaces)
                                          : nullptr;
    if (spot && spot->check.legal()) {
      m_pending = spot->order;
      m_dragged.reset();
      checkPending();
      return;
    }
    if (!own) {
      if (!ctrl) m_selection.clear();
    } else if (ctrl) {
      // Ctrl-click adds to (or takes from) a group; the first stays the lead.
      const auto it = std::find(m_selection.begin(), m_selection.end(), id);
      if (it == m_selection.end())
        m_selection.push_back(id);
      else
        m_selection.erase(it);
    } else if (std::find(m_selection.begin(), m_selection.end(), id) == m_selection.end()) {
      m_selection = {id};
    }
    if (!own || ctrl) {
      m_pending.reset();
      m_pendingCheck.reset();
    }
  }
  // Dragging from a selected element proposes a move to where the mouse is; the engine checks
  // it as the mouse moves and the result stays after release until committed or replaced.
  if ((input.dragging || input.released) && !m_selection.empty() && !ctrl) {
    const std::string from = elementAt(battle, input.pressPaces);
    if (std::find(m_selection.begin(), m_selection.end(), from) != m_selection.end() &&
        distance(input.pressPaces, input.mousePaces) > 20)
      considerDrag(input.pressPaces, input.mousePaces);
  }
}

void BattlePanel::considerDrag(Vec2 from, Vec2 to) {
  const battle::Battle& battle = m_hotSeat->current();
  const auto lead = battle.find(m_selection.front());
  if (!lead) return;
  battle::MoveOrder order;
  order.elementIds = m_selection;
  order.kind = m_march ? battle::MoveKind::March : battle::MoveKind::Tactical;
  const battle::Footprint& fp = battle.elements()[*lead].footprint;
  switch (m_action) {
    case DragAction::Advance:
      order.action = battle::MoveAction::Advance;
      // The lead's front-edge midpoint goes where the mouse went, keeping the grab offset.
      order.path = {fp.frontMid + (to - from)};
      if (m_faceAtEnd && m_selection.size() == 1) order.finalHeadingDeg = m_headingDeg;
      break;
    case DragAction::Wheel:
      order.action = battle::MoveAction::Wheel;
      order.wheelDeg = m_wheelDeg;
      order.forwardPaces = m_forwardPaces;
      break;
    case DragAction::Turn:
      order.action = battle::MoveAction::Turn;
      order.finalHeadingDeg = battle::headingOf(to - fp.centre());
      m_headingDeg = static_cast<float>(*order.finalHeadingDeg);
      break;
  }
  if (m_pending && m_dragged && m_dragged->path == order.path &&
      m_dragged->elementIds == order.elementIds &&
      m_dragged->finalHeadingDeg == order.finalHeadingDeg && m_dragged->action == order.action &&
      m_dragged->kind == order.kind && m_action != DragAction::Wheel)
    return;  // unchanged: keep the last check
  m_dragged = order;
  m_pending = order;
  checkPending();
  // A hand cannot drag exactly into contact: when the engine says the move would end on top of
  // something (G-1), offer the longest part of the same drag that it allows (bisection on the
  // engine's own check), so a charge stops in contact and the engine conforms it (B-10).
  if (m_action == DragAction::Advance && m_pendingCheck && !m_pendingCheck->legal() &&
      m_pendingCheck->refusal->rule == "G-1") {
    double lo = 0, hi = 1;
    std::optional<battle::MoveCheck> best;
    battle::MoveOrder trial = order;
    for (int i = 0; i < 14; ++i) {
      const double mid = (lo + hi) / 2;
      trial.path = {fp.frontMid + (to - from) * mid};
      auto check = m_hotSeat->check(trial);
      if (check.legal()) {
        lo = mid;
        best = std::move(check);
      } else {
        hi = mid;
      }
    }
    if (best && lo > 0.5) {
      trial.path = {fp.frontMid + (to - from) * lo};
      m_pending = trial;
      m_pendingCheck = std::move(best);
      m_snapped = true;
    }
  }
}

void BattlePanel::checkPending() {
  m_refusal.clear();
  m_snapped = false;
  if (!m_pending || !m_hotSeat) {
    m_pendingCheck.reset();
    return;
  }
  m_pendingCheck = m_hotSeat->check(*m_pending);
}

void BattlePanel::drawHotSeatControls() {
  HotSeatBattle& game = *m_hotSeat;
  const battle::Battle& battle = game.current();
  ImGui::Separator();
  ImGui::TextUnformatted("Hot seat");
  if (!live()) {
    ImGui::TextWrapped("Looking back at bound %d. Move the slider to \"now\" to play on.",
                       m_shownBound);
    if (button("Back to now")) setShownBound(static_cast<int>(game.history().bounds()) + 1);
    return;
  }
  const auto& movingSide = battle.side(battle.movingSide());
  const std::string side = movingSide.name.empty() ? movingSide.id : movingSide.name;
  switch (game.step()) {
    case HotSeatStep::Ended: ImGui::TextUnformatted("The battle is over."); return;
    case HotSeatStep::RollPips:
      ImGui::TextWrapped("Bound %d: %s to move. Pass the seat to %s.", battle.boundNumber(),
                         side.c_str(), side.c_str());
      if (button("Throw PIP dice")) {
        game.rollPips();
        m_selection.clear();
        m_pending.reset();
        m_pendingCheck.reset();
      }
      return;
    case HotSeatStep::Moving: break;
  }
  // T-6: each command's PIPs left, as the engine keeps them.
  ImGui::Text("%s: PIPs left", side.c_str());
  for (const auto& c : battle.side(battle.movingSide()).commands) {
    ImGui::BulletText("%s: %d", (c.name.empty() ? c.id : c.name).c_str(), battle.pipsLeftOf(c.id));
    const auto offer = game.doublingOffered().find(c.id);
    if (offer != game.doublingOffered().end()) {
      ImGui::SameLine();
      bool doubled = game.doubled(c.id);
      const std::string label =
          "double the " + std::to_string(offer->second) + " (Brilliant, T-6)##" + c.id;
      // The throw is replayed with the choice; only before the first order, which it pays for.
      ImGui::BeginDisabled(!game.orders().empty());
      if (ImGui::Checkbox(label.c_str(), &doubled)) game.setDoubling(c.id, doubled);
      ImGui::EndDisabled();
    }
  }
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled(
      "Click one of your elements (Ctrl-click for a group), drag it to its destination.");
  ImGui::TextDisabled(
      "Shaded: where it may go this bound, by PIP cost (hover a spot for the engine's words, "
      "click it to propose that move). Battle > Save battle... keeps the battle for later.");
  ImGui::PopTextWrapPos();
  int action = static_cast<int>(m_action);
  ImGui::RadioButton("advance", &action, 0);
  ImGui::SameLine();
  ImGui::RadioButton("wheel", &action, 1);
  ImGui::SameLine();
  ImGui::RadioButton("turn", &action, 2);
  m_action = static_cast<DragAction>(action);
  ImGui::SameLine();
  ImGui::Checkbox("march move", &m_march);
  if (m_action == DragAction::Advance) {
    ImGui::Checkbox("end facing", &m_faceAtEnd);
    if (m_faceAtEnd) {
      ImGui::SameLine();
      ImGui::SetNextItemWidth(90);
      ImGui::DragFloat("heading (deg, 90 = north)", &m_headingDeg, 1, 0, 359, "%.0f");
    }
  } else if (m_action == DragAction::Wheel) {
    ImGui::SetNextItemWidth(90);
    ImGui::DragFloat("wheel (deg, + left)", &m_wheelDeg, 1, -180, 180, "%.0f");
    ImGui::SetNextItemWidth(90);
    ImGui::DragFloat("then forward (p)", &m_forwardPaces, 10, 0, 4000, "%.0f");
  }
  if (!m_selection.empty()) {
    std::string names;
    for (const auto& id : m_selection) names += (names.empty() ? "" : ", ") + id;
    ImGui::TextWrapped("Selected: %s", names.c_str());
    if (m_action == DragAction::Wheel && button("Check the wheel")) considerDrag({0, 0}, {0, 0});
  }
  drawPendingMove();
  ImGui::Separator();
  if (!game.orders().empty()) {
    ImGui::TextUnformatted("Orders this bound:");
    for (const auto& o : game.orders()) {
      std::string who;
      for (const auto& id : o.elementIds) who += (who.empty() ? "" : ", ") + id;
      ImGui::BulletText("%s %s %s", std::string(battle::keyOf(o.kind)).c_str(),
                        std::string(battle::keyOf(o.action)).c_str(), who.c_str());
    }
  }
  if (button("Undo last order", game.canUndo(), "nothing to undo since the last die")) {
    game.undo();
    checkPending();
  }
  ImGui::SameLine();
  if (button("End moves: shoot and fight")) {
    game.endMoves();
    m_selection.clear();
    m_pending.reset();
    m_pendingCheck.reset();
    m_refusal.clear();
    setShownBound(static_cast<int>(game.history().bounds()) + 1);
  }
}

void BattlePanel::drawPendingMove() {
  if (!m_pending || !m_pendingCheck) return;
  const std::string text =
      describeCheck(*m_pendingCheck) + (m_snapped ? " (stopped where it touches)" : "");
  if (m_pendingCheck->legal())
    ImGui::TextColored({0.5f, 1, 0.5f, 1}, "%s", text.c_str());
  else
    ImGui::TextColored({1, 0.45f, 0.45f, 1}, "%s", text.c_str());
  if (button("Commit move", m_pendingCheck->legal(), "the engine refuses this move")) {
    if (auto refusal = m_hotSeat->commit(*m_pending)) {
      m_refusal = "refused" + (refusal->rule.empty() ? std::string() : " (" + refusal->rule + ")") +
                  ": " + refusal->message;
    } else {
      m_pending.reset();
      m_pendingCheck.reset();
      m_refusal.clear();
    }
  }
  ImGui::SameLine();
  if (button("Cancel move")) {
    m_pending.reset();
    m_pendingCheck.reset();
  }
  if (!m_refusal.empty()) ImGui::TextColored({1, 0.45f, 0.45f, 1}, "%s", m_refusal.c_str());
}

}  // namespace hfg
