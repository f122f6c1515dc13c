// The campaign runner's orders tab: a force's orders by clicks, the engine's plan in words, confirm.
#include <string>

#include "editor/campaign/campaign_panel.h"

namespace hfg {
namespace {

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

}  // namespace

void CampaignPanel::orderDestination(const std::string& node) {
  ForceOrder order;
  order.force = m_map.selectedForce();
  Goal goal;
  goal.node = node;
  goal.marchAtNight = m_marchAtNight;
  goal.kind = m_entrainMode   ? GoalKind::EntrainTo
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
    if (force.id == m_map.selectedForce()) selected = &force;
  if (!selected) {
    ImGui::TextWrapped(
        "Click one of your forces on the map (filled markers), then a destination node.");
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
      order.steps = {step, Step{kind == StepKind::Embark ? StepKind::Hold : kind, {}, {}, {}},
                     Step{}};
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
    if (button(m_entrainMode ? "Entrain to: click a station" : "Entrain to..."))
      m_entrainMode = true;
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
    if (ImGui::Selectable((force ? force->name : order.force).c_str(),
                          order.force == m_map.selectedForce()))
      m_map.selectForce(order.force);
    ImGui::Indent();
    ImGui::TextWrapped(
        "%s: %s", what.c_str(),
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
    if (m_orderErrors.empty()) m_map.selectForce({});
  }
  for (const std::string& error : m_orderErrors)
    ImGui::TextColored({0.8f, 0.1f, 0.1f, 1}, "%s", error.c_str());
}

}  // namespace hfg
