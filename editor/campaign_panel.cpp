// The campaign runner panel: top strip, hand-over cover, side map, orders, dispatch, log, battles.
#include "editor/campaign_panel.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <exception>
#include <limits>
#include <string>

#include "core/campaign/dispatch_report.h"
#include "core/io/campaign_io.h"
#include "editor/campaign_table_print.h"
#include "editor/document.h"

namespace hfg {
namespace {

ImU32 sideColour(const Scenario& scenario, const std::string& side, bool own) {
  for (const ScenarioSide& s : scenario.sides) {
    unsigned r = 0, g = 0, b = 0;
    if (s.orbat.id == side && std::sscanf(s.orbat.colour.c_str(), "#%02x%02x%02x", &r, &g, &b) == 3)
      return IM_COL32(r, g, b, 255);
  }
  return own ? IM_COL32(40, 90, 200, 255) : IM_COL32(200, 40, 40, 255);
}

const char* kStatusNames[] = {"present", "spent", "off table", "destroyed"};

std::string describeSteps(const Scenario& scenario, const std::vector<Step>& steps, Period from) {
  std::string out;
  int period = static_cast<int>(from);
  const std::vector<std::string>* lastRoute = nullptr;
  for (const Step& step : steps) {
    if (period > 2) break;
    if (!out.empty()) out += "; ";
    out += std::string(periodName(static_cast<Period>(period))) + ": ";
    const bool onward = lastRoute && step.kind == StepKind::March && step.route == *lastRoute;
    lastRoute = step.kind == StepKind::March ? &step.route : nullptr;
    if (onward) {
      out += "on along the same road";  // a long link takes more than one period
    } else if (step.kind == StepKind::March || step.kind == StepKind::Sail) {
      for (std::size_t i = 0; i < step.route.size(); ++i) {
        const StageNode* node = scenario.map.findNode(step.route[i]);
        out += (i ? " > " : "") + (node ? node->name : step.route[i]);
      }
    } else {
      out += std::string(keyOf(step.kind));
      if (!step.target.empty()) out += " " + step.target;
    }
    ++period;
  }
  return out.empty() ? "hold" : out;
}

/// "IR 27 (musketeers)" for an element id; a general's element (by command id) is "general of X".
std::string elementLabel(const Scenario& scenario, const std::string& id) {
  for (const ScenarioSide& side : scenario.sides)
    for (const Army& army : side.orbat.armies)
      for (const Command& command : army.commands) {
        if (command.id == id) return "general of " + command.name;
        for (const Element& element : command.elements)
          if (element.id == id) return element.name.empty() ? id : element.name;
      }
  return id;
}

}  // namespace

CampaignPanel::CampaignPanel() : Panel("campaign", "Campaign") { setOpen(false); }

void CampaignPanel::start(const Scenario& scenario) {
  m_session = std::make_unique<CampaignSession>(scenario);
  m_selectedForce.clear();
  m_messages.clear();
  forgetPlay();
}

void CampaignPanel::forgetPlay() {
  m_routs.clear();
  m_animation = CampaignAnimation();
  m_animatedDay = 0;
  m_animatedSide.clear();
}

void CampaignPanel::openState(const Scenario& scenario, const std::filesystem::path& file) {
  try {
    m_session = std::make_unique<CampaignSession>(scenario, loadCampaignState(file));
    m_messages.clear();
    forgetPlay();
    if (m_reopenBattle)
      if (std::string said = m_reopenBattle(scenario, file); !said.empty()) m_messages.push_back(std::move(said));
  } catch (const std::exception& error) {
    m_messages = {error.what()};
  }
}

std::string CampaignPanel::saveState(const std::filesystem::path& file) {
  if (!m_session) return "No campaign is running.";
  if (!m_session->canSave())
    return "Save at dawn: the day's orders are being carried out and are not in the state.";
  if (m_documentPath.empty()) return "Save the scenario first: the state names its file.";
  try {
    CampaignState state = m_session->state();
    state.scenarioFile = std::filesystem::relative(m_documentPath, file.parent_path()).generic_string();
    saveCampaignState(state, file);
    m_statePath = file.string();
    const std::string battle = m_keepBattle ? m_keepBattle(file) : std::string();
    return "Saved " + file.string() + (battle.empty() ? "" : "; " + battle);
  } catch (const std::exception& error) {
    return std::string("Could not save: ") + error.what();
  }
}

std::optional<ImVec2> CampaignPanel::screenOf(const std::string& id) const {
  auto it = m_screen.find(id);
  if (it == m_screen.end()) return std::nullopt;
  return it->second;
}

std::optional<ImVec2> CampaignPanel::buttonCentre(const std::string& label) const {
  auto it = m_buttons.find(label);
  if (it == m_buttons.end()) return std::nullopt;
  return ImVec2{(it->second.first.x + it->second.second.x) / 2,
                (it->second.first.y + it->second.second.y) / 2};
}

void CampaignPanel::setElementStatus(const std::string& element, ElementStatus status) {
  m_elementStatus[element] = static_cast<int>(status);
}

void CampaignPanel::fillResultForm(const BattleResult& result, std::string note) {
  m_formBattle = result.battle;
  m_elementStatus.clear();
  m_resultErrors.clear();
  for (const BattleElementResult& e : result.elements) m_elementStatus[e.element] = static_cast<int>(e.status);
  setWinner(result.winner);
  m_bounds = result.boundsFought;
  m_formNote = std::move(note);
}

void CampaignPanel::setWinner(const std::string& side) {
  m_winner = 0;
  if (!m_session) return;
  const auto awaiting = battlesAwaitingResult(m_session->state());
  if (awaiting.empty()) return;
  const BattleSetup& battle = *awaiting.front();
  if (side == battle.defenderSide) m_winner = 1;
  if (side == battle.attackerSide) m_winner = 2;
}

void CampaignPanel::startAnimation(double periods) {
  if (!m_session) return;
  const std::string& side = m_session->seatSide();
  const int yesterday = m_session->state().day - 1;
  m_animation = CampaignAnimation::ofDay(m_session->scenario(), m_session->state(), side, yesterday);
  m_animation.setProgressPeriods(periods);
  m_animatedDay = yesterday;
  m_animatedSide = side;
}

std::string CampaignPanel::formWinner() const {
  if (m_winner == 0 || !m_session || m_session->state().pendingBattles.empty()) return {};
  const BattleSetup& battle = m_session->state().pendingBattles.front();
  return m_winner == 1 ? battle.defenderSide : battle.attackerSide;
}

bool CampaignPanel::button(const char* label, bool enabled, const char* disabledTip) {
  if (!enabled) ImGui::BeginDisabled();
  const bool pressed = ImGui::Button(label);
  if (!enabled) ImGui::EndDisabled();
  m_buttons[label] = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
  if (!enabled && disabledTip && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", disabledTip);
  return pressed && enabled;
}

void CampaignPanel::drawContent(Document& document) {
  m_documentPath = document.path();
  m_buttons.clear();
  m_drawnLabels.clear();
  m_screen.clear();
  if (!m_session) {
    drawStart(document);
    return;
  }
  drawStrip();
  if (m_session->phase() != SeatPhase::HandOver) drawSaveRow();
  switch (m_session->phase()) {
    case SeatPhase::HandOver: drawHandOver(); return;  // nothing of either side shows
    case SeatPhase::Battles: drawBattles(); return;
    case SeatPhase::Finished:
      ImGui::TextUnformatted("The campaign has ended (last day passed).");
      return;
    case SeatPhase::Orders: break;
  }
  const SideView view = m_session->view();
  // The day just run is animated once per side when its screen opens (its own forces only).
  const int yesterday = m_session->state().day - 1;
  if (yesterday >= 1 && (yesterday != m_animatedDay || view.side != m_animatedSide)) startAnimation(0);
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float mapWidth = std::max(200.0f, avail.x * 0.58f);
  ImGui::BeginChild("campaign-map", {mapWidth, 0}, true, ImGuiWindowFlags_NoScrollbar);
  drawMap(view, ImGui::GetContentRegionAvail());
  ImGui::EndChild();
  ImGui::SameLine();
  ImGui::BeginChild("campaign-side", {0, 0}, false);
  if (ImGui::BeginTabBar("campaign-tabs")) {
    if (ImGui::BeginTabItem("Orders")) {
      drawOrders(view);
      ImGui::EndTabItem();
    }
    if (ImGui::BeginTabItem("Dispatch")) {
      drawDispatch();
      ImGui::EndTabItem();
    }
    if (ImGui::BeginTabItem("Log")) {
      drawLog(view);
      ImGui::EndTabItem();
    }
    const bool mail = ImGui::BeginTabItem("Mail");
    m_buttons["tab:Mail"] = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};  // for tests' clicks
    if (mail) {
      drawMail();
      ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
  }
  ImGui::EndChild();
}

void CampaignPanel::drawStart(Document& document) {
  ImGui::TextWrapped("Play the campaign of the open scenario, two players at one screen.");
  if (button("Start campaign")) start(document.scenario());
  ImGui::Separator();
  char path[512];
  std::snprintf(path, sizeof path, "%s", m_statePath.c_str());
  if (ImGui::InputText("Campaign state file", path, sizeof path)) m_statePath = path;
  if (button("Open campaign state", !m_statePath.empty()))
    openState(document.scenario(), m_statePath);
  for (const std::string& message : m_messages) ImGui::TextWrapped("%s", message.c_str());
}

void CampaignPanel::drawStrip() {
  const CampaignState& state = m_session->state();
  const Weather& weather = state.weather;
  const std::string text =
      "Day " + std::to_string(state.day) + "  |  " + std::string(periodName(state.period)) +
      "  |  " + (weather.raining ? "Rain" : "Fair") + (weather.roadsAffected ? ", roads muddy" : "") +
      "  |  " + (m_session->phase() == SeatPhase::Battles
                     ? std::string("Battles to settle")
                     : "Orders: " + m_session->sideName(m_session->seatSide()));
  const ImVec2 start = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  const float height = ImGui::GetTextLineHeight() + 8;
  ImGui::GetWindowDrawList()->AddRectFilled(start, {start.x + width, start.y + height},
                                            IM_COL32(50, 60, 80, 255), 3.0f);
  ImGui::SetCursorScreenPos({start.x + 6, start.y + 4});
  ImGui::TextUnformatted(text.c_str());
  ImGui::SetCursorScreenPos({start.x, start.y + height + 4});
}

void CampaignPanel::drawSaveRow() {
  if (m_statePath.empty())
    m_statePath = ((m_documentPath.empty() ? std::filesystem::current_path()
                                           : m_documentPath.parent_path()) /
                   "campaign-state.json")
                      .string();
  char path[512];
  std::snprintf(path, sizeof path, "%s", m_statePath.c_str());
  ImGui::SetNextItemWidth(360);
  if (ImGui::InputText("##state-file", path, sizeof path)) m_statePath = path;
  ImGui::SameLine();
  if (button("Save campaign", m_session->canSave(),
             "save at dawn: the day's orders are being carried out"))
    m_messages = {saveState(m_statePath)};
  for (const std::string& message : m_messages) {
    ImGui::SameLine();
    ImGui::TextUnformatted(message.c_str());
  }
}

void CampaignPanel::drawHandOver() {
  // A full-window cover, above every other window, so the next player sees nothing of the last.
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->Pos);
  ImGui::SetNextWindowSize(viewport->Size);
  ImGui::SetNextWindowFocus();
  ImGui::PushStyleColor(ImGuiCol_WindowBg, IM_COL32(20, 24, 32, 255));
  ImGui::Begin("##handover", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings);
  const std::string text = "Pass to " + m_session->sideName(m_session->seatSide()) +
                           " - click when ready";
  const ImVec2 size = ImGui::GetWindowSize();
  const ImVec2 textSize = ImGui::CalcTextSize(text.c_str());
  ImGui::SetCursorPos({(size.x - textSize.x) / 2 - 20, size.y / 2 - 30});
  ImGui::SetWindowFontScale(1.0f);
  if (ImGui::Button(text.c_str(), {textSize.x + 40, 60})) m_session->reveal();
  m_buttons["handover"] = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()};
  const std::string sub = "Day " + std::to_string(m_session->state().day) +
                          ": the other side's orders are hidden.";
  ImGui::SetCursorPos({(size.x - ImGui::CalcTextSize(sub.c_str()).x) / 2, size.y / 2 + 40});
  ImGui::TextUnformatted(sub.c_str());
  ImGui::End();
  ImGui::PopStyleColor();
}

void CampaignPanel::drawMap(const SideView& view, ImVec2 size) {
  const Scenario& scenario = m_session->scenario();
  const CampaignPicture picture = buildCampaignPicture(scenario, view);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  size.y = std::max(size.y - ImGui::GetFrameHeightWithSpacing(), 100.0f);
  draw->AddRectFilled(origin, {origin.x + size.x, origin.y + size.y}, IM_COL32(236, 230, 210, 255));

  // Fit the network, then apply the zoom around the centre (an event click re-centres it).
  double minX = std::numeric_limits<double>::max(), minY = minX, maxX = -minX, maxY = -minX;
  for (const StageNode& node : scenario.map.nodes) {
    minX = std::min(minX, node.position.x), maxX = std::max(maxX, node.position.x);
    minY = std::min(minY, node.position.y), maxY = std::max(maxY, node.position.y);
  }
  if (scenario.map.nodes.empty()) minX = minY = 0, maxX = maxY = 1;
  const double margin = 40;
  const double bottom = 60;  // room for the labels of forces stacked under a southern node
  const double scale = m_zoom * std::min((size.x - 2 * margin) / std::max(maxX - minX, 1.0),
                                         (size.y - margin - bottom) / std::max(maxY - minY, 1.0));
  const Vec2 centre = m_centre.value_or(Vec2{(minX + maxX) / 2, (minY + maxY) / 2});
  auto toScreen = [&](Vec2 p) {
    return ImVec2{origin.x + size.x / 2 + static_cast<float>((p.x - centre.x) * scale),
                  origin.y + (size.y - static_cast<float>(bottom - margin)) / 2 -
                      static_cast<float>((p.y - centre.y) * scale)};
  };
  draw->PushClipRect(origin, {origin.x + size.x, origin.y + size.y}, true);
  for (const StageLink& link : scenario.map.links) {
    const StageNode* a = scenario.map.findNode(link.from);
    const StageNode* b = scenario.map.findNode(link.to);
    if (!a || !b) continue;
    const bool rail = link.kind == LinkKind::Railway;
    draw->AddLine(toScreen(a->position), toScreen(b->position),
                  rail ? IM_COL32(60, 60, 60, 255) : IM_COL32(150, 120, 80, 255), rail ? 1.5f : 2.5f);
  }
  // The selected force's plan: morning, afternoon and night legs in their own colours.
  const ImU32 legColours[] = {IM_COL32(230, 170, 0, 255), IM_COL32(230, 100, 0, 255),
                              IM_COL32(60, 60, 200, 255)};
  for (const ForceOrder& order : m_session->orders().forces) {
    if (order.force != m_selectedForce) continue;
    int period = static_cast<int>(m_session->state().period);
    for (const Step& step : m_session->plan(order)) {
      for (std::size_t i = 1; i < step.route.size(); ++i) {
        const StageNode* a = scenario.map.findNode(step.route[i - 1]);
        const StageNode* b = scenario.map.findNode(step.route[i]);
        if (a && b)
          // Narrower for later periods, so a leg marched on over two periods shows both.
          draw->AddLine(toScreen(a->position), toScreen(b->position), legColours[period % 3],
                        9.0f - 3.0f * static_cast<float>(period % 3));
      }
      ++period;
    }
  }
  for (const StageNode& node : scenario.map.nodes) {
    const ImVec2 p = toScreen(node.position);
    m_screen[node.id] = p;
    draw->AddCircleFilled(p, 4.0f, IM_COL32(70, 60, 50, 255));
    draw->AddText({p.x + 6, p.y - 16}, IM_COL32(60, 50, 40, 255), node.name.c_str());
    m_drawnLabels.push_back(node.name);
  }
  // Yesterday's periods replayed from the side's own position history; enemies stay as known.
  std::map<std::string, Vec2> replayed;
  if (m_replayPeriod >= 0) {
    const int day = m_session->state().day - 1;
    for (const PositionRecord& record : m_session->state().positionHistory)
      if (record.side == view.side && record.day == day &&
          static_cast<int>(record.period) == m_replayPeriod)
        replayed[record.force] = locationPosition(scenario.map, record.location);
  }
  // The day-end animation: own forces glide along their routes, period by period.
  const bool animating = !m_animation.empty() && !m_animation.finished() && m_replayPeriod < 0;
  if (animating && m_animationAutoplay) m_animation.advance(ImGui::GetIO().DeltaTime);
  if (animating)  // the roads each own force takes today, faint under the moving markers
    for (const std::string& force : m_animation.forces())
      for (int leg = 0; leg < m_animation.legs(); ++leg)
        if (const std::vector<Vec2>* path = m_animation.legPath(force, leg))
          for (std::size_t i = 1; i < path->size(); ++i)
            draw->AddLine(toScreen((*path)[i - 1]), toScreen((*path)[i]), IM_COL32(40, 90, 200, 110), 5.0f);
  std::map<std::pair<int, int>, int> stacked;  // markers already drawn at a screen spot
  std::map<std::string, ImVec2> drawnMarkers;
  for (const ForceMarker& marker : picture.markers) {
    Vec2 where = marker.position;
    if (marker.own && replayed.count(marker.force)) where = replayed[marker.force];
    if (marker.own && animating)
      if (const auto moving = m_animation.positionOf(marker.force)) where = *moving;
    ImVec2 p = toScreen(where);
    // Forces at one place stack downwards so their labels stay readable.
    const int below = stacked[{static_cast<int>(p.x), static_cast<int>(p.y)}]++;
    p.y += 16.0f * static_cast<float>(below) + 14.0f;
    m_screen[marker.force] = p;
    drawnMarkers[marker.force] = p;
    const ImU32 colour = sideColour(scenario, marker.own ? view.side : std::string(), marker.own);
    if (marker.own) {
      draw->AddRectFilled({p.x - 9, p.y - 6}, {p.x + 9, p.y + 6}, colour);
      if (marker.force == m_selectedForce)
        draw->AddRect({p.x - 12, p.y - 9}, {p.x + 12, p.y + 9}, IM_COL32(255, 220, 0, 255), 0, 0, 3);
    } else {
      draw->AddRect({p.x - 9, p.y - 6}, {p.x + 9, p.y + 6}, IM_COL32(200, 30, 30, 255), 0, 0, 2.5f);
    }
    draw->AddText({p.x + 11, p.y + 2}, marker.own ? IM_COL32(20, 30, 90, 255) : IM_COL32(150, 20, 20, 255),
                  marker.label.c_str());
    m_drawnLabels.push_back(marker.label);
  }
  // C-21: each routed force this side can see, an arrow from the battle to where it fled.
  m_drawnRouts.clear();
  const int today = m_session->state().day;
  for (const RoutMark& rout : m_routs) {
    auto it = drawnMarkers.find(rout.force);
    if (rout.day + 1 < today || it == drawnMarkers.end()) continue;
    const ImVec2 a = toScreen(rout.fromMetres);
    const ImVec2 b = it->second;
    const float length = std::hypot(b.x - a.x, b.y - a.y);
    const ImU32 red = IM_COL32(190, 30, 30, 230);
    draw->AddCircle(a, 7.0f, red, 0, 2.5f);  // the battlefield
    if (length > 12) {
      const ImVec2 u{(b.x - a.x) / length, (b.y - a.y) / length};
      const ImVec2 tip{b.x - u.x * 12, b.y - u.y * 12};
      draw->AddLine(a, tip, red, 3.0f);
      draw->AddTriangleFilled(tip, {tip.x - u.x * 10 - u.y * 6, tip.y - u.y * 10 + u.x * 6},
                              {tip.x - u.x * 10 + u.y * 6, tip.y - u.y * 10 - u.x * 6}, red);
    }
    draw->AddText({(a.x + b.x) / 2 + 6, (a.y + b.y) / 2 - 8}, red, "rout");
    m_drawnRouts.push_back(rout.force);
  }
  if (animating) {
    const char* names[] = {"morning", "afternoon", "night"};
    const int leg = std::clamp(static_cast<int>(m_animation.progressPeriods()), 0, 2);
    const std::string caption = "Day " + std::to_string(m_animation.day()) + ", " + names[leg] +
                                ": your forces on the march";
    draw->AddRectFilled({origin.x + 6, origin.y + 6},
                        {origin.x + 14 + ImGui::CalcTextSize(caption.c_str()).x, origin.y + 28},
                        IM_COL32(40, 40, 60, 200), 3.0f);
    draw->AddText({origin.x + 10, origin.y + 9}, IM_COL32(255, 255, 255, 255), caption.c_str());
  }
  draw->PopClipRect();

  // Clicks: an own marker selects its force; a node gives the selected force its destination.
  ImGui::InvisibleButton("map-area", size);
  if (ImGui::IsItemHovered() && ImGui::GetIO().MouseWheel != 0)
    m_zoom = std::clamp(m_zoom * (ImGui::GetIO().MouseWheel > 0 ? 1.2 : 1 / 1.2), 0.3, 8.0);
  if (ImGui::IsItemClicked(ImGuiMouseButton_Left)) {
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    auto near = [&](ImVec2 p, float r) {
      return std::hypot(p.x - mouse.x, p.y - mouse.y) <= r;
    };
    bool done = false;
    for (const ForceMarker& marker : picture.markers)
      if (marker.own && near(m_screen[marker.force], 9)) {
        m_selectedForce = marker.force;
        done = true;
        break;
      }
    if (!done && !m_selectedForce.empty())
      for (const StageNode& node : scenario.map.nodes)
        if (near(m_screen[node.id], 10)) {
          orderDestination(node.id);
          break;
        }
  }
  // The period slider: yesterday's movement, period by period, for the side's own forces.
  ImGui::SetNextItemWidth(size.x * 0.5f);
  const char* names[] = {"yesterday morning", "yesterday afternoon", "yesterday night"};
  int value = m_replayPeriod + 1;
  if (ImGui::SliderInt("##replay", &value, 0, m_session->state().day > 1 ? 3 : 0,
                       value == 0 ? "now" : names[value - 1]))
    m_replayPeriod = value - 1;
  ImGui::SameLine();
  ImGui::TextUnformatted("replay");
  if (!m_animation.empty()) {
    ImGui::SameLine();
    if (!m_animation.finished()) {
      if (button("Skip animation")) m_animation.skip();
    } else if (button("Animate yesterday")) {
      m_animation.setProgressPeriods(0);
      m_replayPeriod = -1;
    }
  }
}

void CampaignPanel::orderDestination(const std::string& node) {
  ForceOrder order;
  order.force = m_selectedForce;
  Goal goal;
  goal.node = node;
  goal.marchAtNight = m_marchAtNight;
  goal.kind = m_entrainMode ? GoalKind::EntrainTo
              : m_avoidBattle ? GoalKind::MarchToAvoidingBattle
                              : GoalKind::MarchTo;
  order.goal = goal;
  m_entrainMode = false;
  m_session->setOrder(std::move(order));
}

void CampaignPanel::drawOrders(const SideView& view) {
  const Scenario& scenario = m_session->scenario();
  auto nodeName = [&](const std::string& id) {
    const StageNode* node = scenario.map.findNode(id);
    return node ? node->name : id;
  };
  const Force* selected = nullptr;
  for (const Force& force : view.own)
    if (force.id == m_selectedForce) selected = &force;
  if (!selected) {
    ImGui::TextWrapped("Click one of your forces on the map (filled markers), then a destination node.");
  } else {
    ImGui::Text("%s at %s", selected->name.c_str(),
                selected->location.atNode() ? nodeName(selected->location.node).c_str() : "a road");
    ImGui::Checkbox("avoiding battle (C-18)", &m_avoidBattle);
    ImGui::SameLine();
    ImGui::Checkbox("march at night (C-12)", &m_marchAtNight);
    auto simple = [&](GoalKind kind) {
      ForceOrder order;
      order.force = selected->id;
      order.goal = Goal{kind, {}, false};
      m_session->setOrder(order);
    };
    auto steps = [&](StepKind kind) {
      ForceOrder order;
      order.force = selected->id;
      Step step;
      step.kind = kind;
      order.steps = {step, Step{kind == StepKind::Embark ? StepKind::Hold : kind, {}, {}, {}}, Step{}};
      if (kind == StepKind::Rest) order.steps = {step, step, step};
      m_session->setOrder(order);
    };
    if (button("Hold")) simple(GoalKind::Hold);
    ImGui::SameLine();
    if (button("Rest")) steps(StepKind::Rest);
    ImGui::SameLine();
    if (button("Entrench")) simple(GoalKind::Entrench);
    ImGui::SameLine();
    if (button("Work: redoubt")) {
      ForceOrder order;
      order.force = selected->id;
      Step step{StepKind::Work, {}, WorkTask::Redoubt, {}};
      order.steps = {step, step, Step{}};
      m_session->setOrder(order);
    }
    ImGui::SameLine();
    if (button("Embark")) steps(StepKind::Embark);
    if (button(m_entrainMode ? "Entrain to: click a station" : "Entrain to...")) m_entrainMode = true;
    // C-7 merge: another own force at the same node joins this one at dawn.
    if (selected->location.atNode())
      for (const Force& other : view.own)
        if (other.id != selected->id && other.location == selected->location) {
          const std::string label = "Merge " + other.name + " into this force";
          if (button(label.c_str())) m_session->addMerge({other.id, selected->id});
        }
    drawSplit(*selected);
  }
  ImGui::Separator();
  ImGui::TextUnformatted("Orders for today");
  const SideOrders& orders = m_session->orders();
  std::string remove;
  for (const ForceOrder& order : orders.forces) {
    const Force* force = m_session->state().findForce(order.force);
    std::string what;
    if (order.goal) {
      what = std::string(keyOf(order.goal->kind));
      if (!order.goal->node.empty()) what += " " + nodeName(order.goal->node);
    } else {
      what = "steps";
    }
    ImGui::PushID(order.force.c_str());
    if (ImGui::SmallButton("x")) remove = order.force;
    ImGui::SameLine();
    if (ImGui::Selectable((force ? force->name : order.force).c_str(), order.force == m_selectedForce))
      m_selectedForce = order.force;
    ImGui::Indent();
    ImGui::TextWrapped("%s: %s", what.c_str(),
                       describeSteps(scenario, m_session->plan(order), m_session->state().period).c_str());
    ImGui::Unindent();
    ImGui::PopID();
  }
  if (!remove.empty()) m_session->removeOrder(remove);
  for (std::size_t i = 0; i < orders.merges.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    if (ImGui::SmallButton("x")) m_session->removeMerge(i);
    ImGui::SameLine();
    ImGui::Text("merge %s into %s", orders.merges[i].force.c_str(), orders.merges[i].into.c_str());
    ImGui::PopID();
  }
  for (std::size_t i = 0; i < orders.splits.size(); ++i) {
    ImGui::PushID(static_cast<int>(1000 + i));
    if (ImGui::SmallButton("x")) m_session->removeSplit(i);
    ImGui::SameLine();
    std::string what;
    for (const auto& c : orders.splits[i].commands) what += (what.empty() ? "" : ", ") + c;
    for (const auto& e : orders.splits[i].elements) what += (what.empty() ? "" : ", ") + e;
    ImGui::Text("split %s off %s as %s", what.c_str(), orders.splits[i].force.c_str(),
                orders.splits[i].newName.c_str());
    ImGui::PopID();
  }
  if (orders.forces.empty() && orders.merges.empty() && orders.splits.empty())
    ImGui::TextDisabled("(none: every force holds)");
  ImGui::Separator();
  if (button("Confirm orders")) {
    m_orderErrors = m_session->confirm();
    if (m_orderErrors.empty()) m_selectedForce.clear();
  }
  for (const std::string& error : m_orderErrors)
    ImGui::TextColored({0.8f, 0.1f, 0.1f, 1}, "%s", error.c_str());
}

void CampaignPanel::drawDispatch() {
  const std::string text =
      dawnDispatch(m_session->scenario(), m_session->state(), m_session->seatSide());
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(start, end - start);
    if (line.rfind("#", 0) == 0) {
      const std::size_t level = line.find_first_not_of('#');
      const std::string heading = level == std::string::npos ? "" : line.substr(level + 1);
      ImGui::Spacing();
      ImGui::TextColored(level <= 1 ? ImVec4{0.95f, 0.8f, 0.3f, 1} : ImVec4{0.6f, 0.8f, 1, 1}, "%s",
                         heading.c_str());
      ImGui::Separator();
    } else if (line.rfind("- ", 0) == 0 || line.rfind("* ", 0) == 0) {
      ImGui::Bullet();
      ImGui::TextWrapped("%s", line.substr(2).c_str());
    } else if (!line.empty()) {
      ImGui::TextWrapped("%s", line.c_str());
    }
    start = end + 1;
  }
}

void CampaignPanel::drawLog(const SideView& view) {
  ImGui::SetNextItemWidth(80);
  ImGui::InputInt("day (0 all)", &m_logDay);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(120);
  ImGui::InputText("force", m_logForce, sizeof m_logForce);
  std::vector<std::string> kinds;
  for (const CampaignEvent& event : view.log)
    if (std::find(kinds.begin(), kinds.end(), event.kind) == kinds.end()) kinds.push_back(event.kind);
  ImGui::SetNextItemWidth(120);
  if (ImGui::BeginCombo("kind", m_logKind.empty() ? "all" : m_logKind.c_str())) {
    if (ImGui::Selectable("all", m_logKind.empty())) m_logKind.clear();
    for (const std::string& kind : kinds)
      if (ImGui::Selectable(kind.c_str(), kind == m_logKind)) m_logKind = kind;
    ImGui::EndCombo();
  }
  ImGui::SetNextItemWidth(200);
  ImGui::InputText("search", m_logSearch, sizeof m_logSearch);
  ImGui::SameLine();
  ImGui::Checkbox("bookmarks only", &m_bookmarksOnly);
  auto lower = [](std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
    return s;
  };
  const std::string search = lower(m_logSearch);
  ImGui::BeginChild("events");
  for (std::size_t i = 0; i < view.log.size(); ++i) {
    const CampaignEvent& event = view.log[i];  // the view holds only what this side may know
    const std::string key = std::to_string(event.day) + "/" + std::string(keyOf(event.period)) +
                            "/" + event.kind + "/" + event.text;
    if (m_logDay > 0 && event.day != m_logDay) continue;
    if (!m_logKind.empty() && event.kind != m_logKind) continue;
    if (m_logForce[0] && std::find(event.forces.begin(), event.forces.end(), m_logForce) ==
                             event.forces.end())
      continue;
    if (!search.empty() && lower(event.text).find(search) == std::string::npos) continue;
    const bool marked = m_bookmarks.count(key) > 0;
    if (m_bookmarksOnly && !marked) continue;
    ImGui::PushID(static_cast<int>(i));
    if (ImGui::SmallButton(marked ? "*" : "+")) {
      if (marked)
        m_bookmarks.erase(key);
      else
        m_bookmarks.insert(key);
    }
    ImGui::SameLine();
    const std::string line = "D" + std::to_string(event.day) + " " +
                             std::string(periodName(event.period)) + " [" + event.rule + "] " +
                             event.text;
    if (ImGui::Selectable(line.c_str())) centreOnEvent(event, view);
    ImGui::PopID();
  }
  ImGui::EndChild();
}

bool CampaignPanel::centreOnEvent(const CampaignEvent& event, const SideView& view) {
  const StageMap& map = m_session->scenario().map;
  std::optional<Vec2> where;
  if (event.position) {
    where = *event.position;
  } else if (const StageNode* node = map.findNode(event.node)) {
    where = node->position;
  } else {
    // An event without a place (a force's march, a rout): the first of its forces this side
    // can place, its own where it is, an enemy where it was last seen (C-6).
    for (const std::string& id : event.forces) {
      for (const Force& force : view.own)
        if (force.id == id && !(force.location.node.empty() && force.location.link.empty()))
          where = locationPosition(map, force.location);
      for (const KnownEnemyForce& enemy : view.enemy)
        if (!where && enemy.force == id) where = locationPosition(map, enemy.location);
      if (where) break;
    }
  }
  if (!where) return false;
  m_centre = *where;
  m_zoom = std::max(m_zoom, 2.0);
  return true;
}

void CampaignPanel::drawBattles() {
  // C-20: a battle whose result is in and waits for its last period is not asked for again.
  const auto battles = battlesAwaitingResult(m_session->state());
  if (battles.empty()) return;
  ImGui::TextUnformatted("A meeting: battle waiting for its result (C-28)");
  for (const BattleSetup* waiting : battles) {
    const BattleSetup& battle = *waiting;
    const StageNode* node = m_session->scenario().map.findNode(battle.node);
    ImGui::BulletText("%s at %s, day %d: %s defends, %s attacks", battle.id.c_str(),
                      node ? node->name.c_str() : "a road", battle.day,
                      m_session->sideName(battle.defenderSide).c_str(),
                      m_session->sideName(battle.attackerSide).c_str());
  }
  const BattleSetup& battle = *battles.front();
  if (m_formBattle != battle.id) {
    m_formBattle = battle.id;
    m_elementStatus.clear();
    m_resultErrors.clear();
    m_formNote.clear();
  }
  // Auto-resolve with the computer generals: watch the replay, or go straight to the result form.
  const bool canAuto = m_autoFactory && m_autoResolve;
  if (button("Auto-resolve: watch it", canAuto, "needs computer generals"))
    m_autoResolve(m_session->scenario(), battle, m_autoFactory, AutoResolveMode::Watch);
  ImGui::SameLine();
  if (button("Auto-resolve: result only", canAuto, "needs computer generals"))
    m_autoResolve(m_session->scenario(), battle, m_autoFactory, AutoResolveMode::ResultOnly);
  ImGui::SameLine();
  if (m_playHere) {
    if (button("Play it here")) m_playHere(m_session->scenario(), battle);
    ImGui::SameLine();
  }
  if (button("Fight on the table: print the plan")) {
    const auto folder = m_documentPath.empty() ? std::filesystem::current_path()
                                               : m_documentPath.parent_path();
    m_printMessage = printBattleTable(m_session->scenario(), battle, folder);
  }
  if (!m_printMessage.empty()) ImGui::TextWrapped("%s", m_printMessage.c_str());
  ImGui::Separator();
  drawResultForm(battle);
}

void CampaignPanel::drawResultForm(const BattleSetup& battle) {
  ImGui::TextUnformatted("Result of the battle (typed in from the table, or filled in above)");
  if (!m_formNote.empty()) ImGui::TextColored({0.5f, 1, 0.5f, 1}, "%s", m_formNote.c_str());
  std::vector<const BattleForce*> forces;
  for (const BattleForce& force : battle.present) forces.push_back(&force);
  for (const BattleArrival& arrival : battle.arrivals) forces.push_back(&arrival.force);
  ImGui::BeginChild("result-elements", {0, ImGui::GetContentRegionAvail().y * 0.6f}, true);
  for (const BattleForce* force : forces) {
    const Force* campaignForce = m_session->state().findForce(force->force);
    ImGui::TextColored({0.6f, 0.8f, 1, 1}, "%s (%s)",
                       campaignForce ? campaignForce->name.c_str() : force->force.c_str(),
                       m_session->sideName(force->side).c_str());
    for (const std::string& element : force->elements) {
      ImGui::PushID((force->force + "/" + element).c_str());
      int& status = m_elementStatus[element];
      ImGui::SetNextItemWidth(130);
      ImGui::Combo("##status", &status, kStatusNames, 4);
      ImGui::SameLine();
      ImGui::TextUnformatted(elementLabel(m_session->scenario(), element).c_str());
      ImGui::PopID();
    }
  }
  ImGui::EndChild();
  const std::vector<std::string> sides = {battle.defenderSide, battle.attackerSide};
  const std::string winnerNames[] = {"undecided (nightfall)", m_session->sideName(sides[0]),
                                     m_session->sideName(sides[1])};
  const char* winnerItems[] = {winnerNames[0].c_str(), winnerNames[1].c_str(), winnerNames[2].c_str()};
  ImGui::SetNextItemWidth(220);
  ImGui::Combo("winner", &m_winner, winnerItems, 3);
  ImGui::SetNextItemWidth(120);
  ImGui::InputInt("bounds fought", &m_bounds);
  ImGui::TextUnformatted("loser's rout (C-21):");
  ImGui::SameLine();
  ImGui::RadioButton("1 stage", &m_routStages, 1);
  ImGui::SameLine();
  ImGui::RadioButton("2 stages", &m_routStages, 2);
  if (button("Apply result")) {
    BattleResult result;
    result.battle = battle.id;
    for (const auto& [element, status] : m_elementStatus)
      if (status != 0) result.elements.push_back({element, static_cast<ElementStatus>(status)});
    result.winner = m_winner == 0 ? std::string() : sides[static_cast<std::size_t>(m_winner - 1)];
    result.boundsFought = m_bounds;
    result.routStages = m_routStages;
    const BattleSetup fought = battle;  // `battle` lives in the state, which the result changes
    m_resultErrors = m_session->applyResult(result);
    if (m_resultErrors.empty()) {
      m_formBattle.clear();
      // C-21: the loser's forces still on the map are shown routing from the field.
      if (!result.winner.empty()) {
        const StageNode* node = m_session->scenario().map.findNode(fought.node);
        const Vec2 field = node ? node->position : fought.position;
        auto mark = [&](const BattleForce& force) {
          if (force.side != result.winner && m_session->state().findForce(force.force))
            m_routs.push_back({force.force, field, fought.day});
        };
        for (const BattleForce& force : fought.present) mark(force);
        for (const BattleArrival& arrival : fought.arrivals) mark(arrival.force);
      }
    }
  }
  for (const std::string& error : m_resultErrors)
    ImGui::TextColored({0.8f, 0.1f, 0.1f, 1}, "%s", error.c_str());
}

}  // namespace hfg
