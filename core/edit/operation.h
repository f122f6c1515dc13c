// The undoable edit: one change to a scenario that can be applied, undone and merged.
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/model/scenario.h"

namespace hfg {

/// An edit that cannot be applied (its target is gone, an id clashes, an index is out of range).
/// The message names the operation and the target.
class EditError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// What part of the scenario an operation touches, so panels can react to typed change events.
enum ChangeScope : unsigned {
  kChangeNone = 0,
  kChangeMap = 1u << 0,         ///< nodes, links, terrain
  kChangeOrbat = 1u << 1,       ///< sides, armies, commands, elements
  kChangePlacements = 1u << 2,  ///< start positions, reinforcements, objectives
  kChangeSettings = 1u << 3,    ///< settings, name, victory rule
};

/// One undoable change. `apply` is called when the edit is first done and again on redo; it
/// throws EditError and leaves the scenario unchanged when the edit no longer fits the scenario.
/// `undo` is only called right after `apply` (or a redo) with the scenario as apply left it.
class Operation {
 public:
  virtual ~Operation() = default;
  virtual void apply(Scenario& scenario) = 0;
  virtual void undo(Scenario& scenario) = 0;
  /// Shown in the undo history and the Edit menu: "Move node Sadowa".
  virtual std::string label() const = 0;
  virtual unsigned scope() const = 0;
  /// Absorbs `next`, which was just applied after this one, so the two undo as one step (a drag
  /// sends one move per frame). Returns false when they do not combine.
  virtual bool mergeWith(const Operation& next) {
    (void)next;
    return false;
  }
};

using OperationPtr = std::unique_ptr<Operation>;

/// Several operations done and undone as one step, in order (undone in reverse). If a child
/// fails, the children already applied are undone before the error propagates.
class CompositeOperation : public Operation {
 public:
  explicit CompositeOperation(std::string label) : m_label(std::move(label)) {}
  void add(OperationPtr operation) { m_children.push_back(std::move(operation)); }
  bool empty() const { return m_children.empty(); }
  std::size_t size() const { return m_children.size(); }

  void apply(Scenario& scenario) override;
  void undo(Scenario& scenario) override;
  std::string label() const override { return m_label; }
  unsigned scope() const override;

 private:
  std::string m_label;
  std::vector<OperationPtr> m_children;
};

}  // namespace hfg
