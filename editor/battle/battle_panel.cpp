// The battle panel's frame: mode, table, timeline, losses chart, log and the result hand-back.
#include "editor/battle/battle_panel.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <exception>
#include <tuple>

#include "core/battle/hfg/hfg_resolver.h"
#include "core/battle/hfg/io/battle_io.h"
#include "editor/battle/battle_log_view.h"

namespace hfg {
namespace {

std::string sideName(const battle::Battle& battle, int side) {
  const auto& s = battle.side(side);
  return s.name.empty() ? s.id : s.name;
}

std::string tenths(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  return text;
}

}  // namespace

std::string describeCheck(const battle::MoveCheck& check) {
  if (!check.legal()) {
    const auto& r = *check.refusal;
    return "refused" + (r.rule.empty() ? std::string() : " (" + r.rule + ")") + ": " + r.message;
  }
  const auto& plan = *check.plan;
  std::string text =
      "legal: " + std::to_string(plan.cost.total) + (plan.cost.total == 1 ? " PIP" : " PIPs");
  std::string parts;
  for (const auto& p : plan.cost.parts)
    parts += (parts.empty() ? "" : ", ") + p.id + (p.reason.empty() ? "" : " " + p.reason) + " " +
             std::to_string(p.value);
  if (!parts.empty()) text += " (" + parts + ")";
  if (!plan.paths.empty())
    text +=
        ", " + std::to_string(static_cast<int>(std::lround(plan.paths.front().lengthPaces))) + " p";
  if (plan.byRoad) text += ", all by road";
  if (!plan.note.empty()) text += "; " + plan.note;
  return text;
}

BattlePanel::BattlePanel() : Panel("battle", "Battle") { setOpen(false); }

void BattlePanel::replay(battle::BattleSetup setup, battle::MoveSource& source, DieSource& dice,
                         const std::string& title, int stopAfterBound) {
  m_hotSeat.reset();
  m_setup = setup;
  m_replay = std::make_unique<BattleHistory>(
      playWithHistory(battle::Battle(std::move(setup)), source, dice, stopAfterBound));
  m_title = title;
  m_shownBound = 0;
  m_playing = false;
  m_pinned.reset();
  m_message.clear();
  m_resultSent = false;
  m_view.refit();
}

bool BattlePanel::replayScript(const std::filesystem::path& setupFile,
                               const std::filesystem::path& scriptFile) {
  m_sendResult = nullptr;
  m_view.setSideColours(BattleView::kDefaultSideColours);
  try {
    battle::BattleSetup setup = io::loadBattleSetup(setupFile);
    const io::BattleScript script = io::loadBattleScript(scriptFile);
    std::map<int, std::vector<battle::MoveOrder>> orders;
    std::map<int, std::string> exchanges;
    for (const auto& b : script.bounds) {
      orders[b.bound] = b.orders;
      if (b.exchangeWith) exchanges[b.bound] = *b.exchangeWith;
    }
    battle::ScriptedMoves moves(orders, exchanges);
    battle::ScriptedDice dice(script.dice);
    std::string title = setupFile.stem().string();
    if (title.ends_with(".setup")) title.resize(title.size() - 6);
    replay(std::move(setup), moves, dice, title, script.stopAfterBound);
    return true;
  } catch (const std::exception& e) {
    m_message = e.what();
    return false;
  }
}

void BattlePanel::playHotSeat(battle::BattleSetup setup, std::uint64_t seed,
                              const std::string& title) {
  m_setup = setup;
  startHotSeat(std::make_unique<HotSeatBattle>(std::move(setup), seed), title);
}

void BattlePanel::startHotSeat(std::unique_ptr<HotSeatBattle> game, const std::string& title) {
  m_replay.reset();
  m_hotSeat = std::move(game);
  m_sendResult = nullptr;
  m_campaignBattle.clear();
  m_view.setSideColours(BattleView::kDefaultSideColours);
  m_title = title;
  m_shownBound = static_cast<int>(m_hotSeat->history().bounds()) + 1;  // the table now
  m_playing = false;
  m_pinned.reset();
  m_message.clear();
  m_selection.clear();
  m_pending.reset();
  m_pendingCheck.reset();
  m_refusal.clear();
  m_moveArea.clear();
  m_resultSent = false;
  m_view.refit();
}

std::string BattlePanel::saveBattle(const std::filesystem::path& file) {
  if (!m_hotSeat) return "No hot-seat battle to save: a replay is kept as its set-up and script.";
  try {
    io::BattleSave save = m_hotSeat->toSave(m_title);
    save.campaignBattle = m_campaignBattle;
    io::saveBattleSave(save, file);
    return "Saved " + file.string();
  } catch (const std::exception& e) {
    return std::string("Could not save the battle: ") + e.what();
  }
}

bool BattlePanel::openBattle(const std::filesystem::path& file) {
  try {
    const io::BattleSave save = io::loadBattleSave(file);
    auto game = HotSeatBattle::fromSave(save, file);
    m_setup = save.setup;
    startHotSeat(std::move(game), save.title.empty() ? file.stem().string() : save.title);
    m_campaignBattle = save.campaignBattle;
    return true;
  } catch (const std::exception& e) {
    m_message = e.what();
    return false;
  }
}

void BattlePanel::autoResolve(const SideMoveSourceFactory& factory, std::uint64_t seed) {
  if (!m_setup) {
    m_message = "auto-resolve: no battle on the panel";
    return;
  }
  try {
    SideDispatchSource source(factory);
    Dice dice(seed);
    SeededDieSource die(dice);
    const std::string title = m_title;
    replay(*m_setup, source, die, title + " (auto-resolved)");
  } catch (const std::exception& e) {
    m_message = std::string("auto-resolve failed: ") + e.what();
  }
}

void BattlePanel::setResultTarget(std::string label,
                                  std::function<void(const battle::TableResult&)> send) {
  m_resultLabel = std::move(label);
  m_sendResult = std::move(send);
  m_resultSent = false;
}

const BattleHistory* BattlePanel::history() const {
  if (m_replay) return m_replay.get();
  if (m_hotSeat) return &m_hotSeat->history();
  return nullptr;
}

bool BattlePanel::live() const {
  return m_hotSeat && m_shownBound > static_cast<int>(m_hotSeat->history().bounds());
}

const battle::Battle* BattlePanel::shown() const {
  if (live()) return &m_hotSeat->current();
  const BattleHistory* h = history();
  return h ? &h->stateAfter(static_cast<std::size_t>(std::max(0, m_shownBound))) : nullptr;
}

void BattlePanel::setShownBound(int bound) {
  const BattleHistory* h = history();
  if (!h) return;
  const int last = static_cast<int>(h->bounds()) + (m_hotSeat ? 1 : 0);
  m_shownBound = std::clamp(bound, 0, last);
}

std::pair<ImVec2, ImVec2> BattlePanel::sliderRect() const {
  const auto it = m_buttons.find("##bound");
  return it == m_buttons.end() ? std::pair<ImVec2, ImVec2>{} : it->second;
}

bool BattlePanel::pinFirstCombatShown() {
  const BattleHistory* h = history();
  if (!h || live()) return false;
  const auto [first, last] = h->logRange(static_cast<std::size_t>(m_shownBound));
  const auto& entries = h->latest().logEntries();
  for (std::size_t i = first; i < last; ++i)
    if (entries[i].combat) {
      m_pinned = i;
      return true;
    }
  return false;
}

std::optional<ImVec2> BattlePanel::buttonCentre(const std::string& label) const {
  const auto it = m_buttons.find(label);
  if (it == m_buttons.end()) return std::nullopt;
  return ImVec2{(it->second.first.x + it->second.second.x) / 2,
                (it->second.first.y + it->second.second.y) / 2};
}

bool BattlePanel::button(const char* label, bool enabled, const char* disabledTip) {
  if (!enabled) ImGui::BeginDisabled();
  const bool pressed = ImGui::Button(label);
  if (!enabled) ImGui::EndDisabled();
  m_buttons[label] = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
  if (!enabled && disabledTip && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", disabledTip);
  return pressed && enabled;
}

void BattlePanel::drawContent(Document& /*document*/) { drawBody(); }
void BattlePanel::drawEmpty() { drawBody(); }

void BattlePanel::drawBody() {
  m_buttons.clear();
  const battle::Battle* battle = shown();
  if (!battle) {
    ImGui::TextWrapped(
        "No battle. From the campaign runner choose \"Play it here\" when armies meet, "
        "or start hfg-editor with --battle SETUP.json [--script SCRIPT.json].");
    if (!m_message.empty()) ImGui::TextColored({1, 0.4f, 0.4f, 1}, "%s", m_message.c_str());
    return;
  }
  // Replay clock: the slider moves on by itself while playing.
  if (m_playing && history()) {
    m_playClock += ImGui::GetIO().DeltaTime * m_boundsPerSecond;
    while (m_playClock >= 1.0) {
      m_playClock -= 1.0;
      const int last = static_cast<int>(history()->bounds());
      if (m_shownBound >= last) {
        m_playing = false;
        break;
      }
      ++m_shownBound;
    }
    battle = shown();
  }
  std::string head = m_title + "  |  ";
  if (live())
    head += "bound " + std::to_string(battle->boundNumber()) + ": " +
            sideName(*battle, battle->movingSide()) + " moves";
  else
    head += m_shownBound == 0 ? "deployment" : "after bound " + std::to_string(m_shownBound);
  if (battle->weather())
    head += "  |  weather " +
            std::string(battle->weather()->current() == battle::TableWeather::Fair   ? "fair"
                        : battle->weather()->current() == battle::TableWeather::Mist ? "mist"
                                                                                     : "rain");
  ImGui::TextUnformatted(head.c_str());
  drawTimeline();

  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float tableWidth = std::max(240.0f, avail.x * 0.64f);
  ImGui::BeginChild("battle-table", {tableWidth, 0}, true,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  BattleOverlay overlay;
  overlay.selected = m_selection;
  if (m_pendingCheck && m_pendingCheck->plan) overlay.plan = m_pendingCheck->plan;
  updateMoveArea();
  overlay.reach = m_moveArea.reach();
  overlay.reachComputing = m_moveArea.computing();
  if (m_pending && m_pending->action == battle::MoveAction::Advance) {
    if (const auto lead = battle->find(m_pending->elementIds.front())) {
      overlay.draggedPath.push_back(battle->elements()[*lead].footprint.frontMid);
      overlay.draggedPath.insert(overlay.draggedPath.end(), m_pending->path.begin(),
                                 m_pending->path.end());
    }
    overlay.refused = m_pendingCheck && !m_pendingCheck->legal();
  }
  if (m_hoveredLog && history()) {
    const auto& entries = history()->latest().logEntries();
    if (*m_hoveredLog < entries.size() && entries[*m_hoveredLog].combat)
      overlay.highlight = entries[*m_hoveredLog].combat->sides[0].who;
  }
  const BattleViewInput input = m_view.draw(*battle, ImGui::GetContentRegionAvail(), overlay);
  m_areaHover.clear();
  if (input.hovered && input.elementUnderMouse.empty() && overlay.reach) {
    // The engine's words for the spot under the mouse: its cost, or the rule that refuses it.
    if (const battle::ReachSample* spot = overlay.reach->sampleAt(input.mousePaces)) {
      m_areaHover = describeCheck(spot->check);
      ImGui::SetTooltip("%s%s", m_areaHover.c_str(),
                        spot->check.legal() ? "\nClick to propose this move." : "");
    }
  }
  if (input.hovered && !input.elementUnderMouse.empty()) {
    if (const auto i = battle->find(input.elementUnderMouse)) {
      const auto& e = battle->elements()[*i];
      const std::string tag = conditionTag(*battle, e);
      const std::string name =
          e.placed.element.name.empty() ? e.id() : e.id() + ": " + e.placed.element.name;
      ImGui::SetTooltip("%s\n%s %s, %s\n%s%s", name.c_str(), std::string(keyOf(e.grade())).c_str(),
                        std::string(displayNameOf(e.type())).c_str(), e.placed.commandId.c_str(),
                        sideName(*battle, e.side).c_str(), tag.empty() ? "" : (", " + tag).c_str());
    }
  }
  if (live()) handleTableInput(input);
  ImGui::EndChild();
  ImGui::SameLine();
  ImGui::BeginChild("battle-side", {0, 0}, false);
  drawSidebar();
  ImGui::EndChild();
}

void BattlePanel::drawTimeline() {
  const BattleHistory* h = history();
  if (!h) return;
  const int last = static_cast<int>(h->bounds()) + (m_hotSeat ? 1 : 0);
  if (button(m_playing ? "Pause" : "Play", h->bounds() > 0)) {
    if (!m_playing && m_shownBound >= static_cast<int>(h->bounds())) m_shownBound = 0;
    m_playing = !m_playing;
    m_playClock = 0;
  }
  ImGui::SameLine();
  ImGui::SetNextItemWidth(90);
  ImGui::SliderFloat("bounds/s", &m_boundsPerSecond, 0.25f, 8.0f, "%.2f");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(std::max(120.0f, ImGui::GetContentRegionAvail().x - 10));
  const std::string format = m_hotSeat && m_shownBound == last ? "now" : "bound %d";
  if (ImGui::SliderInt("##bound", &m_shownBound, 0, last, format.c_str())) m_playing = false;
  m_buttons["##bound"] = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
}

void BattlePanel::drawLosses() {
  const BattleHistory* h = history();
  if (!h) return;
  const auto a = h->lostEe(0), b = h->lostEe(1);
  float top = 1;
  for (float v : a) top = std::max(top, v);
  for (float v : b) top = std::max(top, v);
  const battle::Battle& now = h->latest();
  ImGui::TextUnformatted("Losses in element equivalents (T-11), by bound");
  for (int s = 0; s < 2; ++s) {
    const auto& values = s == 0 ? a : b;
    const std::string overlay = sideName(now, s) + ": " + tenths(values.back()) + " of " +
                                tenths(now.losses().originalEe(now.side(s).id)) + " EE lost";
    ImGui::PushStyleColor(ImGuiCol_PlotLines,
                          s == 0 ? ImVec4{0.35f, 0.5f, 1, 1} : ImVec4{1, 0.35f, 0.3f, 1});
    ImGui::PlotLines(s == 0 ? "##loss0" : "##loss1", values.data(), static_cast<int>(values.size()),
                     0, overlay.c_str(), 0, top * 1.1f, {ImGui::GetContentRegionAvail().x, 46});
    ImGui::PopStyleColor();
  }
}

void BattlePanel::drawSidebar() {
  // A saved battle is news, not a problem: green; anything else went wrong: red.
  if (!m_message.empty()) {
    const bool saved = m_message.starts_with("Saved ");
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(saved ? ImVec4{0.5f, 1, 0.5f, 1} : ImVec4{1, 0.4f, 0.4f, 1}, "%s",
                       m_message.c_str());
    ImGui::PopTextWrapPos();
  }
  if (m_hotSeat) drawHotSeatControls();
  drawResult();
  drawLosses();
  const BattleHistory* h = history();
  if (!h) return;
  // The log of the bound shown (or the whole battle), from the most complete record.
  const battle::Battle& logSource = live() ? m_hotSeat->current() : h->latest();
  const auto& entries = logSource.logEntries();
  std::size_t first = 0, last = entries.size();
  if (!m_wholeLog) {
    if (live()) {
      first = h->latest().logEntries().size();
    } else {
      std::tie(first, last) = h->logRange(static_cast<std::size_t>(m_shownBound));
    }
  }
  ImGui::Checkbox("whole battle", &m_wholeLog);
  ImGui::SameLine();
  ImGui::TextDisabled("hover a combat for its record, click to pin it");
  const float logHeight = m_pinned ? ImGui::GetContentRegionAvail().y * 0.5f : 0;
  const BattleLogEvents events = drawBattleLog(entries, first, last, m_pinned, logHeight);
  m_hoveredLog = events.hovered;
  if (events.clicked) m_pinned = (m_pinned == events.clicked) ? std::nullopt : events.clicked;
  if (m_pinned && *m_pinned < entries.size() && entries[*m_pinned].combat) {
    ImGui::BeginChild("combat-record", {0, 0}, true);
    drawCombatRecord(*entries[*m_pinned].combat);
    ImGui::EndChild();
  }
}

void BattlePanel::drawResult() {
  const BattleHistory* h = history();
  if (h && !h->latest().ended() && m_hotSeat && m_sendResult && h->bounds() > 0) {
    // The players may stop a hot-seat battle after any bound (C-28: the campaign takes the
    // result as it stands, undecided unless an army broke; bounds fought count for C-20).
    ImGui::Separator();
    const std::string label =
        "Stop here: " + (m_resultLabel.empty() ? std::string("send the result") : m_resultLabel) +
        " after bound " + std::to_string(h->bounds());
    if (button(label.c_str(), !m_resultSent, "sent")) {
      m_sendResult(battle::resultOf(h->latest()));
      m_resultSent = true;
    }
    m_buttons["stop-and-send"] = m_buttons[label];
    return;
  }
  if (!h || !h->latest().ended()) return;
  const battle::Battle& end = h->latest();
  const battle::TableResult result = battle::resultOf(end);
  std::string text = "Battle over after " + std::to_string(result.boundsPlayed) + " bounds: ";
  if (result.winnerSideId) {
    const int s = end.sideIndex(*result.winnerSideId);
    text += (s >= 0 ? sideName(end, s) : *result.winnerSideId) + " wins";
  } else {
    text += "night fell undecided (B-62)";
  }
  ImGui::TextColored({0.5f, 1, 0.5f, 1}, "%s", text.c_str());
  if (m_sendResult) {
    const std::string label = m_resultLabel.empty() ? "Send the result" : m_resultLabel;
    if (button(label.c_str(), !m_resultSent, "sent")) {
      m_sendResult(result);
      m_resultSent = true;
    }
  }
}

}  // namespace hfg
