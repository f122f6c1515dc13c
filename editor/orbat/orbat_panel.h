// The order-of-battle panel: the side, army, command, element tree, editable, with totals.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>

#include "editor/shell/cached_problems.h"
#include "editor/shell/file_browser.h"
#include "editor/shell/panel.h"

namespace hfg {

/// A screen point (x, y) without including imgui.h here.
using ImVec2Pair = std::pair<float, float>;

/// The command or element picked in the tree (element empty = the command itself).
struct OrbatSelection {
  std::string command;
  std::string element;
};

class OrbatPanel : public Panel {
 public:
  OrbatPanel();

  /// Copies the whole tree, every level expanded, to the clipboard as indented text at the next
  /// frame (what the panel's "Copy as text" button does).
  void requestCopyAsText() { m_copyPending = true; }

  const OrbatSelection& selection() const { return m_selection; }
  void select(OrbatSelection selection) { m_selection = std::move(selection); }

  // What the tree's buttons and drag and drop do, public so tests can drive them directly.
  /// Appends a default element allowed in the scenario year and selects it.
  bool addElementTo(Document& document, const std::string& commandId);
  bool duplicateSelected(Document& document);
  bool deleteSelected(Document& document);
  /// Drops the element being dragged before `beforeElement` of `commandId` ("" = at the end).
  bool dropElement(Document& document, const std::string& fromCommand, const std::string& elementId,
                   const std::string& commandId, const std::string& beforeElement);
  bool addCommandTo(Document& document, const std::string& sideId, const std::string& armyId);
  /// Adds a side named `name` with one army, in a colour no other side has, its orbat saved as
  /// "<id>.orbat.json" beside the scenario. Returns the new side's id, or "" when the edit fails.
  std::string addSide(Document& document, const std::string& name);
  /// Writes a side's orbat as CSV (spreadsheet-friendly, core/io/orbat_csv.h).
  bool exportCsv(Document& document, const std::string& sideId, const std::filesystem::path& file);
  /// Replaces a side's orbat with a CSV file's, as one undo step. Errors go to csvMessage().
  bool importCsv(Document& document, const std::string& sideId, const std::filesystem::path& file);
  const std::string& csvMessage() const { return m_csvMessage; }

  /// Where a command's or element's row ("+element:<command id>" for its add button) was drawn
  /// in the last frame (screen pixels, min and max corners), for tests that drive the tree with
  /// the mouse.
  std::optional<std::pair<ImVec2Pair, ImVec2Pair>> rowRect(const std::string& id) const;

  void documentChanged(Document* document) override;

 protected:
  void drawContent(Document& document) override;
  PanelPlacement defaultPlacement() const override { return {0.6f, 0.0f, 0.22f, 0.58f}; }
  int windowFlags() const override;

 private:
  void drawTree(Document& document);
  void drawCommand(Document& document, const std::string& commandId, int armyPoints);
  void drawElementProperties(Document& document);
  void drawCommandProperties(Document& document);

  bool m_copyPending = false;
  std::optional<bool> m_expand;  ///< Expand all / Collapse all, for this frame
  OrbatSelection m_selection;
  std::string m_dragCommand;  ///< the element being dragged: its command and id
  std::string m_dragElement;
  std::string m_nameEdit;
  std::string m_generalEdit;
  std::string m_editFor;  ///< the element or command the text fields belong to
  FileBrowser m_browser;  ///< for CSV import and export
  std::string m_csvSide;  ///< the side the browser is choosing a CSV file for
  bool m_csvImport = false;
  std::string m_csvMessage;                              ///< the last import or export result
  std::map<std::string, CachedProblems> m_sideProblems;  ///< by side id
  std::map<std::string, std::pair<ImVec2Pair, ImVec2Pair>> m_rowRects;  ///< last frame's rows
};

}  // namespace hfg
